package saves

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// Owed is what a side owes, said exactly for a reminder, a missed-turn
// notice or a digest: each decision, its turn, the order-file sections
// that answer it, and the deadline and end of grace in UTC.
type Owed struct {
	Game      string
	Side      string
	Decisions []adjudicator.Decision
	// Sections are the headings of the order file to send: "army" and
	// "formation ID", in the order of the template.
	Sections      []string
	Deadline, End time.Time // zero when the game has no deadline
	// Paused is set while the moderator has paused the game: no deadline
	// runs.
	Paused bool
}

// owedNow reads what side owes at the head of the game, with the
// sections from its view.
func owedNow(f *Folder, g *adjudicator.Game, side adjudicator.Side) (Owed, error) {
	o := Owed{Game: f.Header.Game, Side: string(side), Decisions: owedBy(f.Last().Result, side)}
	if len(o.Decisions) == 0 {
		return o, nil
	}
	o.Sections = owedSections(o.Decisions, g.State.View(side))
	var err error
	if _, _, o.Paused, err = f.Paused(); err != nil {
		return o, err
	}
	o.Deadline, o.End, _, err = f.Due(string(side))
	return o, err
}

// owedSections are the sections of the order file that answer owed: at
// the start of a turn the army's and one per formation, as the report's
// template has them; mid-turn only those of the decisions asked.
func owedSections(owed []adjudicator.Decision, view adjudicator.View) []string {
	heading := func(g string) string {
		if g == "" {
			return "army"
		}
		return "formation " + g
	}
	var out []string
	if owed[0].Kind == adjudicator.KindTurn {
		out = append(out, "army")
		for _, g := range view.Groups {
			if g.ID != "" {
				out = append(out, heading(g.ID))
			}
		}
		return out
	}
	for _, d := range owed {
		if h := heading(firstGroup(d)); !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// Text says what is owed and by when, in lines a player can act on.
func (o Owed) Text() string {
	var b strings.Builder
	if len(o.Decisions) == 0 {
		fmt.Fprintf(&b, "Game %s, side %s owes nothing now: it waits for the other side.\n", o.Game, o.Side)
		return b.String()
	}
	fmt.Fprintf(&b, "Game %s, side %s owes:\n", o.Game, o.Side)
	for _, d := range o.Decisions {
		switch {
		case d.Kind == adjudicator.KindTurn:
			fmt.Fprintf(&b, "- the orders for turn %d: an order file with the line `turn %d`\n", d.Turn, d.Turn)
		case d.Turn > 0:
			fmt.Fprintf(&b, "- %s, turn %d, in %s: %s\n", d.Kind, d.Turn, adjudicator.GroupName(firstGroup(d)), d.Prompt)
		default:
			fmt.Fprintf(&b, "- %s, in %s: %s\n", d.Kind, adjudicator.GroupName(firstGroup(d)), d.Prompt)
		}
	}
	if len(o.Sections) > 0 {
		fmt.Fprintf(&b, "Sections to send: %s.\n", strings.Join(o.Sections, ", "))
	}
	if o.Paused {
		b.WriteString("No deadline: the moderator has paused the game until it is resumed.\n")
	}
	if !o.Deadline.IsZero() {
		fmt.Fprintf(&b, "Deadline: %s.\n", utcText(o.Deadline))
		if o.End.After(o.Deadline) {
			fmt.Fprintf(&b, "Grace ends: %s; then the turn is recorded missed.\n", utcText(o.End))
		} else {
			b.WriteString("Then the turn is recorded missed.\n")
		}
	}
	return b.String()
}

// utcText writes a time as the notices do: 2026-03-04 09:00 UTC.
func utcText(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

// OwedBy says what side owes in the game as it stands, and by when.
func OwedBy(f *Folder, side string) (Owed, error) {
	g, err := f.State()
	if err != nil {
		return Owed{}, err
	}
	return owedNow(f, g, adjudicator.Side(side))
}
