package adjudicator

import (
	"errors"
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

// Run answers decisions until one is left that no line, standing order or
// default answers, or the game ends.
//
// In a turn-scoped game (TurnScoped) it first waits, at the start of each
// game turn, until every side has sent its orders for that turn, and
// expires the lines an ended turn left unused, telling their side why.
// Then, for each pending decision in the order the system lists them:
//  1. the side's first waiting line, for the decision's turn, in the groups
//     it consults, of a kind that answers it; a line the rules refuse (its
//     unit routed, its target gone) is marked refused, reported to that
//     side only with the rule, and the next such line is tried;
//  2. otherwise the side's standing orders, in the order given, the first
//     that the rules accept;
//  3. otherwise the decision's documented default (reported to the side
//     when the decision asks for that), or the state's choice seeing the
//     side's waiting lines (WaitingDefaulter, defaults.go);
//  4. otherwise, for a side whose turn was missed (Missed), the first of
//     the decision's options the rules accept.
//
// Every answer is tried on a clone; a refused one changes nothing and its
// dice are rewound, so it consumes no rolls. The decisions are listed
// without Options where the system can (Briefer), and in full only when
// they are left owed.
func (g *Game) Run(r dice.Recorder) (RunResult, error) {
	var res RunResult
	for step := 0; ; step++ {
		if step == MaxSteps {
			return res, fmt.Errorf("rules system %s: no end after %d steps", g.System.Name(), MaxSteps)
		}
		turn := g.GameTurn()
		if out := g.Outcome(); out != nil {
			res.Events = append(res.Events, g.expire(turn, true)...)
			res.Outcome = out
			return res, nil
		}
		res.Events = append(res.Events, g.expire(turn, false)...)
		if due := g.turnDue(turn); len(due) > 0 {
			res.Owed = due
			return res, nil
		}
		pending, brief := g.decisions()
		answered := false
		for i := range pending {
			pending[i].Turn = turn
			ev, ok, err := g.answer(pending[i], r)
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
			if brief && !g.BriefOwed {
				pending = g.State.Pending() // the same decisions, with their Options
			}
			for i := range pending {
				pending[i].Turn = turn
				if o, ok := g.Side(pending[i].Side); ok {
					pending[i].Why = o.why(pending[i])
					if o.Team() {
						pending[i].Player = o.Owner(pending[i])
					}
				}
			}
			res.Owed = pending
			return res, nil
		}
	}
}

// answer tries the side's lines, standing orders and the default for one
// decision.
func (g *Game) answer(d Decision, r dice.Recorder) ([]Event, bool, error) {
	o, ok := g.Side(d.Side)
	if !ok {
		return nil, false, fmt.Errorf("rules system %s asked side %q, which is not in the game", g.System.Name(), d.Side)
	}
	o.noteAsked(d)
	var refused []Event
	for {
		i, barred := o.candidate(d)
		if i < 0 {
			break
		}
		pl := &o.Plan[i]
		switch {
		case barred != nil && barred.Spent:
			pl.spent(errors.New(barred.Why))
			continue
		case barred != nil:
			refused = append(refused, pl.refuse(barred.Why, d.Side))
			continue
		}
		ev, err := g.try(d, pl.Line, r)
		if err == nil {
			pl.use(summary(ev, d))
			return append(refused, ev...), true, nil
		}
		if errors.Is(err, ErrSpent) {
			pl.spent(err)
			continue
		}
		refused = append(refused, pl.refuse(err.Error(), d.Side))
	}
	for _, l := range o.Standing {
		if !d.Answers(l) {
			continue
		}
		if ev, err := g.try(d, l, r); err == nil {
			return append(refused, ev...), true, nil
		}
	}
	if d.Default != nil {
		def, why := g.defaultFor(d, o)
		ev, err := g.try(d, def, r)
		if err != nil {
			return refused, false, fmt.Errorf("rules system %s refused its own default %q for %s: %v", g.System.Name(), def.Text, d.Kind, err)
		}
		if d.ReportDefault {
			refused = append(refused, defaultEvent(d, def, why))
		}
		return append(refused, ev...), true, nil
	}
	if o.absentFor(d) {
		if ev, ok := g.absentAnswer(d, r); ok {
			return append(refused, ev...), true, nil
		}
	}
	return refused, false, nil
}

// ErrSpent is what a system's Apply wraps to say that a line of several
// Times has nothing left to do (its formation has activated, say): the
// line is used, not refused, and the next line is tried.
var ErrSpent = errors.New("nothing left to do")

// summary says what a used line did: the first thing its side saw happen.
func summary(ev []Event, d Decision) string {
	for _, e := range ev {
		if e.To.Sees(d.Side) {
			return e.Text
		}
	}
	return "answered " + d.Kind
}

// try applies one answer to a clone of the state and keeps the clone only
// if the rules accept it.
//
// When the answer ends a game turn or the game (core revision 3), the
// rules judge the lines still waiting for that turn on the state as it
// stood before it (fates.go).
func (g *Game) try(d Decision, l Line, r dice.Recorder) ([]Event, error) {
	mark := r.Mark()
	next := g.State.Clone()
	ev, err := next.Apply(d, l, r)
	if err != nil {
		r.Rewind(mark)
		return nil, err
	}
	ev = append(ev, g.judgeEnding(next)...)
	g.State = next
	return ev, nil
}
