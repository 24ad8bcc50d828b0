package saves

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// A declaration is an order file whose mode is leave, resign or draw
// (adjudicator.Declarations), signed and mailed like any order file and
// numbered in the side's seq like one:
//
//	mincio orders 1
//	game: t1
//	header: 3f2a…
//	side: naples
//	seq: 7
//	mode: leave
//	for: 7d              # the leave's length (the policy's yearly allowance bounds it)
//	from: 2026-03-10     # optional: when it starts; default when the host receives it
//
// mode: resign ends the game (the other side wins); mode: draw offers a
// draw, or agrees to the other side's standing offer. Their bodies hold
// nothing but comments.
var declarationFields = map[string]map[string]bool{
	"leave":  {"for": true, "from": false},
	"resign": {},
	"draw":   {},
}

// parseDeclaration reads a declaration's body into its Act.
func parseDeclaration(file string, env *adjudicator.Envelope) (*Act, error) {
	a := &Act{Name: env.Mode, Side: string(env.Side)}
	allowed, ok := declarationFields[env.Mode]
	if !ok {
		return nil, fmt.Errorf("%s: mode %q is not a declaration", file, env.Mode)
	}
	lines := strings.Split(strings.TrimSuffix(string(bytes.ReplaceAll(env.Body, []byte("\r\n"), []byte("\n"))), "\n"), "\n")
	if err := fieldLines(file, env.BodyLine, lines, allowed, a); err != nil {
		return nil, err
	}
	return a, nil
}

// leaveSpan is when a leave runs: from the later of its From and the time
// the host received it, for its length.
func leaveSpan(a *Act, received time.Time) (from, to time.Time) {
	from = received
	if t, err := time.Parse(time.RFC3339, a.From); err == nil && t.After(received) {
		from = t
	}
	return from, from.Add(a.For.Std())
}

// checkLeave checks a leave against the game's policy and the side's
// leaves before it: the yearly allowance (calendar years, UTC, by the day
// a leave starts) is the policy's Leave. acts are the act entries before
// this one.
func checkLeave(file string, p *DeadlinePolicy, a *Act, received time.Time, acts []*Entry) error {
	if p == nil || p.Leave == 0 {
		return userErr("ask the moderator to extend your deadline instead", "%s: this game allows no leave (its deadline policy gives no leave allowance)", file)
	}
	if a.From != "" {
		if t, _ := time.Parse(time.RFC3339, a.From); t.Before(received.Truncate(24 * time.Hour)) {
			return userErr("leave cannot start in the past: give today or a later date, or leave from: out", "%s: leave from %s, before the host received it (%s)", file, a.From, received.Format(time.RFC3339))
		}
	}
	from, _ := leaveSpan(a, received)
	year := from.Year()
	taken := Duration(0)
	var where []string
	for _, e := range acts {
		if e.Act.Name != "leave" || e.Act.Side != a.Side {
			continue
		}
		f, _ := leaveSpan(e.Act, receivedTime(e))
		if f.Year() == year {
			taken += e.Act.For
			where = append(where, fmt.Sprintf("%s at entry %d", e.Act.For, e.N))
		}
	}
	if taken+a.For > p.Leave {
		already := "none taken yet"
		if len(where) > 0 {
			already = "already taken: " + strings.Join(where, ", ")
		}
		return userErr(fmt.Sprintf("ask for at most %s (%s), or ask the moderator to extend your deadline", p.Leave-min(taken, p.Leave), already),
			"%s: leave of %s would take side %s over its allowance of %s for %d", file, a.For, a.Side, p.Leave, year)
	}
	return nil
}

// applyDeclaration records a declaration in the game: the seq is the
// side's, a resignation ends the game, a draw offer stands or ends it.
func applyDeclaration(g *adjudicator.Game, in *Input, r dice.Recorder) (adjudicator.RunResult, error) {
	env, a := in.Envelope, in.Act
	if err := g.Declared(env.Side, env.Player, env.Seq); err != nil {
		return adjudicator.RunResult{}, err
	}
	var ev adjudicator.Event
	switch a.Name {
	case "leave":
		ev = adjudicator.Event{Code: "leave", Text: fmt.Sprintf("%s declared leave of %s%s: its deadlines move by the time of the leave", env.Side, a.For, fromText(a))}
	case "resign":
		if err := g.Resign(env.Side); err != nil {
			return adjudicator.RunResult{}, err
		}
		ev = adjudicator.Event{Code: "resigned", Text: g.Ended.Text}
	case "draw":
		agreed, err := g.OfferDraw(env.Side)
		if err != nil {
			return adjudicator.RunResult{}, err
		}
		ev = adjudicator.Event{Code: "draw-offered", Text: fmt.Sprintf("%s offers a draw: it is agreed when every other side sends mode: draw before any side sends another order file", env.Side)}
		if agreed {
			ev = adjudicator.Event{Code: "draw-agreed", Text: g.Ended.Text}
		}
	}
	run, err := g.Run(r) // stops where it stood, or at the end
	run.Events = append([]adjudicator.Event{ev}, run.Events...)
	return run, err
}

func fromText(a *Act) string {
	if a.From == "" {
		return ""
	}
	return " from " + a.From
}
