package check

import (
	"maps"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// A part's runs in its dice modes go the same way until the engine asks
// for its first die: the engine is deterministic but for its dice, and
// every mode shows the faces of the one before it only from there on
// (roller.go). So a mode's run need not play that stretch again: it takes
// up the first run at the last decision before its first die.

// resumePoint is a run between two answers, as the engine's run loop
// stood there.
type resumePoint[S adjudicator.State] struct {
	st       S                        // the state (no later answer changes it: each applies to a clone)
	orders   []adjudicator.SideOrders // what became of each side's lines so far
	refusals map[adjudicator.Pos]*adjudicator.Refusal
	finished int // decisions the run had answered itself (simulate's finish)
}

// pointOf is g's run at state st, between two answers; nil when g holds
// orders a copy here would not take (a team's players).
func pointOf[S adjudicator.State](g *adjudicator.Game, st S, refusals map[adjudicator.Pos]*adjudicator.Refusal, finished int) *resumePoint[S] {
	for _, o := range g.Orders {
		if len(o.Players) > 0 {
			return nil
		}
	}
	return &resumePoint[S]{st: st, orders: copyOrders(g.Orders), refusals: maps.Clone(refusals), finished: finished}
}

// game is a game taking the run up at p, with its own copy of what p
// holds: its refusals go to refusals, its decisions to decided, its
// clones to made.
func (p *resumePoint[S]) game(sys adjudicator.System, sc *scenarios.Scenario, until Until[S], refusals map[adjudicator.Pos]*adjudicator.Refusal, decided func(S), made *clones[S]) *adjudicator.Game {
	maps.Copy(refusals, p.refusals)
	return &adjudicator.Game{System: sys, Scenario: sc, State: scope[S]{st: p.st, until: until, refusals: refusals, decided: decided, made: made},
		Orders: copyOrders(p.orders)}
}

// copyOrders copies the side orders of a game that has no team.
func copyOrders(in []adjudicator.SideOrders) []adjudicator.SideOrders {
	out := make([]adjudicator.SideOrders, len(in))
	for i, o := range in {
		out[i] = adjudicator.SideOrders{Side: o.Side, Seq: o.Seq, Plan: slices.Clone(o.Plan), Standing: slices.Clone(o.Standing),
			Turns: slices.Clone(o.Turns), Asked: slices.Clone(o.Asked), Absent: o.Absent}
	}
	return out
}
