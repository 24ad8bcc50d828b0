// Package check is the offline order check of every rules system
// (adjudicator.ViewChecker: `mincio orders check`, a `mode: check` mail,
// the host's acknowledgement). It runs the host's rules and engine on the
// states a system rebuilds from a side's view (Adapter.Worlds), so it
// refuses what the host would refuse on what that side may see:
//
//   - each line is read without running the turn (Adapter.Static);
//   - the lines of each part of the turn in progress (a step of the
//     army's, an activation of a formation) are fed, by adjudicator.Game
//     as the host feeds them, to that part, run from the view's position
//     and, for an activation, again after the side's formations checked
//     before it (chain.go);
//   - a line the rules refuse there is a problem with the rules' message;
//     a line the part never reaches is a problem with the host's reason;
//   - every part is run in every world and with the dice guessed several
//     ways (roller.go): a verdict that changes is a warning naming what
//     it depends on.
//
// Lines for a later turn are read only; lines that answer what only the
// host knows (combat results, reactions) are tried when used.
package check

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Run is a system's CheckOrders (adjudicator.ViewChecker): the check of
// lines by the adapter newAdapter builds from view v, for system's
// scenarios only.
func Run[S adjudicator.State](system string, sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line,
	newAdapter func(*scenarios.Scenario, adjudicator.View) (Adapter[S], error)) ([]adjudicator.LineCheck, error) {
	if sc.System != system {
		return nil, fmt.Errorf("scenario %s is for the %s rules, not %s", sc.ID, sc.System, system)
	}
	a, err := newAdapter(sc, v)
	if err != nil {
		return nil, err
	}
	return Lines(a, v.Side, lines), nil
}

// Check is one check of an order file.
type Check[S adjudicator.State] struct {
	a     Adapter[S]
	side  adjudicator.Side
	words Words
	out   map[adjudicator.Pos]*adjudicator.LineCheck
	// standing are the file's standing lines: every part runs with them.
	standing []adjudicator.Line
	// chain holds the positions (one per world) after the activations
	// checked so far, before the formations they were of, and those of
	// them whose runs fought (their combat dice unknown).
	chain   []S
	before  []string
	combats []string
}

// Lines checks lines, an order file of side, with a.
func Lines[S adjudicator.State](a Adapter[S], side adjudicator.Side, lines []adjudicator.Line) []adjudicator.LineCheck {
	c := &Check[S]{a: a, side: side, words: a.Words(), out: map[adjudicator.Pos]*adjudicator.LineCheck{}}
	return c.run(lines)
}

func (c *Check[S]) run(lines []adjudicator.Line) []adjudicator.LineCheck {
	var order []adjudicator.Pos
	parts := map[Part][]adjudicator.Line{}
	var keys []Part
	for _, l := range lines {
		if l.Kind == adjudicator.Heading {
			continue
		}
		c.out[l.Pos] = &adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
		order = append(order, l.Pos)
		if p, ok := c.place(l, lines); ok {
			if _, seen := parts[p]; !seen {
				keys = append(keys, p)
			}
			parts[p] = append(parts[p], l)
		}
	}
	// In the order of the turn: the steps before the activations, the
	// activations, the steps after them.
	slices.SortStableFunc(keys, func(a, b Part) int { return c.rank(a, lines) - c.rank(b, lines) })
	for _, k := range keys {
		c.checkPart(k, parts[k])
	}
	res := make([]adjudicator.LineCheck, len(order))
	for i, p := range order {
		res[i] = c.a.Final(*c.out[p])
	}
	return res
}

// place gives l a verdict it can have without running the turn, or
// the part of the turn it is checked in (ok).
func (c *Check[S]) place(l adjudicator.Line, lines []adjudicator.Line) (Part, bool) {
	if msg, hint := c.a.Static(l, lines); msg != "" {
		c.Problem(l, msg, hint)
		return Part{}, false
	}
	if l.Standing {
		c.standing = append(c.standing, l)
		return Part{}, false
	}
	now := c.a.Now()
	turn := l.Turn
	if turn == 0 {
		turn = now.Turn
	}
	switch {
	case now.Over:
		c.Problem(l, "the game is over", "send nothing more for this game")
		return Part{}, false
	case turn < now.Turn:
		c.Problem(l, fmt.Sprintf("turn %d is over: the game is in turn %d", turn, now.Turn), fmt.Sprintf("write `turn %d`, or a later turn", now.Turn))
		return Part{}, false
	case turn > now.Turn:
		c.Untried(l, fmt.Sprintf("turn %d has not begun: read against the map and the counters only", turn))
		return Part{}, false
	}
	p, why := c.a.Part(l)
	if why != "" {
		c.Untried(l, why)
		return Part{}, false
	}
	return p, true
}

// checkPart gives each line of part p its verdict.
func (c *Check[S]) checkPart(p Part, lines []adjudicator.Line) {
	if p.Form != "" {
		c.a.CheckFormation(c, p.Form, lines)
		return
	}
	for _, st := range c.a.Steps() {
		if st.Name == p.Step {
			st.Check(c, lines)
			return
		}
	}
	for _, l := range lines { // an adapter's slip: say so, never guess
		c.Untried(l, fmt.Sprintf("the check knows no step %q", p.Step))
	}
}

// rank places a part in the order of the turn: the steps before the
// activations, the activations (the one under way, then in the order of
// the file's `activate` lines of the turn, then in file order), the steps
// after them.
func (c *Check[S]) rank(p Part, lines []adjudicator.Line) int {
	if p.Form == "" {
		for i, st := range c.a.Steps() {
			if st.Name == p.Step && st.Before {
				return i
			}
			if st.Name == p.Step {
				return 1<<20 + i
			}
		}
		return 1 << 21
	}
	now := c.a.Now()
	if p.Form == now.Active {
		return 1 << 9
	}
	n := 1<<9 + 1
	for _, l := range lines {
		if form := c.a.Activates(l); form != "" && (l.Turn == now.Turn || l.Turn == 0) {
			if form == p.Form {
				return n
			}
			n++
		}
	}
	return 1 << 10
}

// Problem gives l the verdict problem.
func (c *Check[S]) Problem(l adjudicator.Line, msg, hint string) {
	c.Set(adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckProblem, Msg: msg, Hint: hint})
}

// Untried gives l the verdict untried.
func (c *Check[S]) Untried(l adjudicator.Line, why string) {
	c.Set(adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckUntried, Msg: why})
}

// Set gives lc.Line the verdict lc.
func (c *Check[S]) Set(lc adjudicator.LineCheck) { *c.out[lc.Line.Pos] = lc }
