package saves

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

type outFile struct {
	path string
	data []byte
}

// reports builds, for each side whose view changed or that saw events, its
// report and its machine-readable view, each with a host signature.
func (w *writer) reports(g *adjudicator.Game, before map[adjudicator.Side]adjudicator.View, e *Entry, head string) ([]outFile, error) {
	var out []outFile
	for _, o := range g.Orders {
		side := o.Side
		view := g.State.View(side)
		seen := EventsFor(e.Result.Events, side)
		if len(seen) == 0 && sameView(before[side], view) && e.Kind != KindStart && !w.owedChanged(e, side) {
			continue
		}
		report := Report(w.f, e, head, side, view, o)
		viewJSON, err := encodeJSON(SideView{Game: w.f.Header.Game, Header: w.f.HeaderTag(), Side: side, System: w.f.Header.Scenario.System, Scenario: w.f.Header.Scenario.ID, Entry: e.N, Head: head,
			Seq: o.Seq, View: view, Owed: owedBy(e.Result, side), Outcome: e.Result.Outcome})
		if err != nil {
			return nil, err
		}
		base := w.f.path("outbox", fmt.Sprintf("%s-%s", entryName(e.N), side))
		for _, x := range []outFile{{base + ".report.txt", []byte(report)}, {base + ".view.json", viewJSON}} {
			sig, err := sshsig.Sign(w.signer, sshsig.Namespace, x.data)
			if err != nil {
				return nil, err
			}
			out = append(out, x, outFile{x.path + ".sig", sig})
		}
	}
	if len(out) > 0 {
		if err := w.f.fs.MkdirAll(w.f.path("outbox"), dirPerm); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// SideView is the machine-readable companion of a report: what one side
// may see, the decisions it owes, and where the log stands. A player's mincio
// checks orders against it offline; bots play from it.
type SideView struct {
	Game string `json:"game"`
	// Header is the game's header tag, which order files must carry;
	// Side is whose view this is. Game, Side and Entry are inside the
	// signed file, so a view cannot pass for another side's or entry's.
	Header   string                 `json:"header"`
	Side     adjudicator.Side       `json:"side"`
	System   string                 `json:"system"`
	Scenario string                 `json:"scenario"`
	Entry    int                    `json:"entry"`
	Head     string                 `json:"head"`
	Seq      int                    `json:"seq"` // the side's last accepted seq
	View     adjudicator.View       `json:"view"`
	Owed     []adjudicator.Decision `json:"owed"`
	Outcome  *adjudicator.Outcome   `json:"outcome,omitempty"`
}

func owedBy(res Result, side adjudicator.Side) []adjudicator.Decision {
	owed := []adjudicator.Decision{}
	for _, d := range res.Owed {
		if d.Side == side {
			owed = append(owed, d)
		}
	}
	return owed
}

// owedChanged reports whether entry e changed what side owes.
func (w *writer) owedChanged(e *Entry, side adjudicator.Side) bool {
	var prev Result
	if last := w.f.Last(); last != nil {
		prev = last.Result
	}
	a, _ := json.Marshal(owedBy(prev, side))
	b, _ := json.Marshal(owedBy(e.Result, side))
	return string(a) != string(b)
}

func sameView(a, b adjudicator.View) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// EventsFor keeps the events side may see.
func EventsFor(events []adjudicator.Event, side adjudicator.Side) []adjudicator.Event {
	var out []adjudicator.Event
	for _, ev := range events {
		if ev.To.Sees(side) {
			out = append(out, ev)
		}
	}
	return out
}

// Report is the plain-text account a side receives after entry e: what it
// saw happen with every roll and modifier, its view, what it owes, and the
// head digest so it can notice if history is ever rewritten.
func Report(f *Folder, e *Entry, head string, side adjudicator.Side, view adjudicator.View, o adjudicator.SideOrders) string {
	var b strings.Builder
	h := f.Header
	b.WriteString(reportFirstLine(h.Game, string(side), e.N))
	fmt.Fprintf(&b, "scenario: %s (%s), rules: %s\n", f.Scenario.Title, h.Scenario.ID, h.Scenario.System)
	fmt.Fprintf(&b, "head: %s\n", head)
	fmt.Fprintf(&b, "header: %s\n", f.HeaderTag())
	if h.HostChoseSeed {
		b.WriteString("WARNING: the host chose this game's dice seed (--seed): fine for tests and replays, not for fair play.\n")
	}
	b.WriteString("\n== What happened\n")
	seen := EventsFor(e.Result.Events, side)
	if len(seen) == 0 {
		b.WriteString("(nothing you could see)\n")
	}
	for _, ev := range seen {
		writeEvent(&b, ev)
	}
	fmt.Fprintf(&b, "\n== Your view: %s\n", view.Status)
	b.WriteString(strings.TrimRight(view.Text, "\n") + "\n")
	b.WriteString("\n== You owe\n")
	writeOwed(&b, e.Result, side)
	fmt.Fprintf(&b, "\n== Your orders\nlast seq: %d (number your next file seq: %d)\n", o.Seq, o.Seq+1)
	fmt.Fprintf(&b, "every order file of this game carries the line: header: %s\n", f.HeaderTag())
	fmt.Fprintf(&b, "plan lines not yet used: %d\n", len(o.Plan))
	for _, l := range o.Plan {
		fmt.Fprintf(&b, "  %s\n", l.Text)
	}
	fmt.Fprintf(&b, "standing orders: %d\n", len(o.Standing))
	for _, l := range o.Standing {
		fmt.Fprintf(&b, "  %s\n", l.Text)
	}
	return b.String()
}

func writeEvent(b *strings.Builder, ev adjudicator.Event) {
	fmt.Fprintf(b, "- %s\n", ev.Text)
	for _, r := range ev.Rolls {
		fmt.Fprintf(b, "    roll: %s\n", r)
	}
	for _, d := range ev.Detail {
		fmt.Fprintf(b, "    %s\n", d)
	}
}

// writeOwed lists side's own decisions in full, and of other sides only that
// they owe something: their options are theirs alone.
func writeOwed(b *strings.Builder, res Result, side adjudicator.Side) {
	if res.Outcome != nil {
		fmt.Fprintf(b, "nothing: the game is over. %s\n", res.Outcome.Text)
		return
	}
	mine, others := 0, map[adjudicator.Side]bool{}
	var otherNames []string
	for _, d := range res.Owed {
		if d.Side != side {
			if !others[d.Side] {
				others[d.Side] = true
				otherNames = append(otherNames, string(d.Side))
			}
			continue
		}
		mine++
		fmt.Fprintf(b, "- %s: %s\n", d.Kind, d.Prompt)
		fmt.Fprintf(b, "    answer with a line of kind: %s\n", strings.Join(d.Accepts, ", "))
		for _, opt := range d.Options {
			fmt.Fprintf(b, "    %s\n", opt)
		}
	}
	if mine == 0 {
		b.WriteString("nothing now\n")
	}
	if len(otherNames) > 0 {
		fmt.Fprintf(b, "waiting for: %s\n", strings.Join(otherNames, ", "))
	}
}
