package adjudicator

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// MaxSteps bounds one run, so a faulty system that keeps answering its own
// decisions cannot hang the host.
const MaxSteps = 100000

// RunResult is what one run of the engine did and where it stopped.
type RunResult struct {
	Events  []Event    `json:"events"`
	Owed    []Decision `json:"owed"`              // decisions nothing answered, by side
	Outcome *Outcome   `json:"outcome,omitempty"` // set once the game is over
}

// Run answers decisions until one is left that no plan line, standing order
// or default answers, or the game ends.
//
// For each pending decision, in the order the system lists them:
//  1. the side's next plan line, if it is of a kind that answers the
//     decision; a line the rules now refuse (its unit routed, its target
//     gone) is skipped and reported to that side only;
//  2. otherwise the side's standing orders, in the order given, the first
//     that the rules accept;
//  3. otherwise the decision's documented default.
//
// Every answer is tried on a clone; a refused one changes nothing and its
// dice are rewound, so it consumes no rolls.
func (g *Game) Run(r dice.Recorder) (RunResult, error) {
	var res RunResult
	for step := 0; ; step++ {
		if step == MaxSteps {
			return res, fmt.Errorf("rules system %s: no end after %d steps", g.System.Name(), MaxSteps)
		}
		if out := g.State.Outcome(); out != nil {
			res.Outcome = out
			return res, nil
		}
		pending := BriefOf(g.State)
		answered := false
		for _, d := range pending {
			ev, ok, err := g.answer(d, r)
			if err != nil {
				return res, err
			}
			res.Events = append(res.Events, ev...)
			if ok {
				answered = true
				break
			}
		}
		if !answered {
			res.Owed = g.State.Pending() // with Options, unlike BriefOf
			return res, nil
		}
	}
}

// answer tries plan, standing orders and default for one decision.
func (g *Game) answer(d Decision, r dice.Recorder) ([]Event, bool, error) {
	o, ok := g.Side(d.Side)
	if !ok {
		return nil, false, fmt.Errorf("rules system %s asked side %q, which is not in the game", g.System.Name(), d.Side)
	}
	var skipped []Event
	for len(o.Plan) > 0 && d.Answers(o.Plan[0]) {
		l := o.Plan[0]
		o.Plan = o.Plan[1:]
		ev, err := g.try(d, l, r)
		if err == nil {
			return append(skipped, ev...), true, nil
		}
		skipped = append(skipped, Event{
			Code: "plan-skipped",
			Text: fmt.Sprintf("%s: skipped %q: %v", l.Pos, l.Text, err),
			To:   Only(d.Side),
		})
	}
	for _, l := range o.Standing {
		if !d.Answers(l) {
			continue
		}
		if ev, err := g.try(d, l, r); err == nil {
			return append(skipped, ev...), true, nil
		}
	}
	if d.Default != nil {
		ev, err := g.try(d, *d.Default, r)
		if err != nil {
			return skipped, false, fmt.Errorf("rules system %s refused its own default %q for %s: %v", g.System.Name(), d.Default.Text, d.Kind, err)
		}
		return append(skipped, ev...), true, nil
	}
	return skipped, false, nil
}

// try applies one answer to a clone of the state and keeps the clone only
// if the rules accept it.
func (g *Game) try(d Decision, l Line, r dice.Recorder) ([]Event, error) {
	mark := r.Mark()
	next := g.State.Clone()
	ev, err := next.Apply(d, l, r)
	if err != nil {
		r.Rewind(mark)
		return nil, err
	}
	g.State = next
	return ev, nil
}
