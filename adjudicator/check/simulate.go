package check

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Prepare brings a world's state to the start of a part (it activates the
// formation checked), with the run's dice.
type Prepare[S adjudicator.State] func(S, dice.Roller) error

// Until says a part of the turn is over.
type Until[S adjudicator.State] func(S) bool

// simRun is what one run of the engine made of the lines of one part.
type simRun[S adjudicator.State] struct {
	orders   *adjudicator.SideOrders
	end      S    // the state when the part was over
	ended    bool // end is set
	roller   *guessRoller
	refusals map[adjudicator.Pos]*adjudicator.Refusal
	failed   error // the part could not begin: the formation cannot act
	// undiced is where the run stood before its first die (resume.go),
	// nil if it rolled none after its last decision or before it began.
	undiced *resumePoint[S]
}

// maxFinish bounds the decisions a run answers by itself.
const maxFinish = 400

// simulate runs the engine on st with the side's lines (plan lines of the
// part, and standing lines) until the part is over. Decisions no line
// answers are answered as if nothing more were sent: the first listed
// option (the passive one: "done …" for the side checked, whose lines ran
// out), so that the later steps of the part are reached and their lines
// tried too.
//
// A run from a resume point (not nil) takes up another mode's run there
// instead (resume.go): st and prepare are not used. Every state the run
// clones goes to made.
func (c *Check[S]) simulate(st S, lines []adjudicator.Line, prepare Prepare[S], until Until[S], mode Dice, from *resumePoint[S], made *clones[S]) simRun[S] {
	r := &guessRoller{mode: mode, own: ownBy(c.a, c.side)}
	run := simRun[S]{roller: r, refusals: map[adjudicator.Pos]*adjudicator.Refusal{}}
	sc := c.a.Scenario()
	var g *adjudicator.Game
	i := 0
	noteUndiced := func(st S) { // at each decision: where a run in any mode stands too
		if len(r.asked) == 0 {
			run.undiced = pointOf(g, st, run.refusals, i)
		}
	}
	if from != nil {
		g = from.game(c.a.System(), sc, until, run.refusals, noteUndiced, made)
		i = from.finished
	} else {
		if prepare != nil {
			if err := prepare(st, r); err != nil {
				run.failed = err
				return run
			}
		}
		sp := scope[S]{st: st, until: until, refusals: run.refusals, decided: noteUndiced, made: made}
		turn := sp.GameTurn()
		if turn == 0 {
			turn = c.a.Now().Turn
		}
		g = &adjudicator.Game{System: c.a.System(), Scenario: sc, State: sp}
		for _, sd := range sc.Sides {
			g.Orders = append(g.Orders, adjudicator.SideOrders{Side: adjudicator.Side(sd.ID),
				Plan: []adjudicator.PlanLine{}, Standing: []adjudicator.Line{}, Turns: []int{turn}})
		}
		if err := g.SetOrders(c.side, 1, lines); err != nil {
			return run
		}
	}
	for ; i < maxFinish; i++ {
		res, err := g.Run(r)
		if err != nil {
			break
		}
		if res.Outcome != nil || len(res.Owed) == 0 {
			run.end, run.ended = g.State.(scope[S]).st, true
			break
		}
		if !c.finish(g, res.Owed[0], r) {
			break
		}
	}
	run.orders, _ = g.Side(c.side)
	return run
}

// finish answers d with its first listed option, on a clone of the state.
func (c *Check[S]) finish(g *adjudicator.Game, d adjudicator.Decision, r dice.Roller) bool {
	if len(d.Options) == 0 {
		return false
	}
	l, ok := c.a.LineOf(d.Options[0])
	if !ok {
		return false
	}
	l.Pos = adjudicator.Pos{File: "check"}
	next := g.State.Clone()
	if _, err := next.Apply(d, l, r); err != nil {
		return false
	}
	g.State = next
	return true
}
