package check

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// outcome is what one run of a part made of one line.
type outcome struct {
	bad  bool   // refused, or left unused when the part was over
	open bool   // the run could not say
	msg  string // why it was bad
	// unused: left unused when the part was over (not refused).
	unused bool
	// spare: left unused only because its step did not come on the view's
	// position, and the rules take it at that step: what happens before
	// the formation acts (an enemy moving next to it) may bring the step.
	spare bool
	// enemy: refused for where the enemy stands
	// (adjudicator.RefusedEnemyPosition).
	enemy bool
}

// partRuns are the runs of one part, in every world and dice mode.
type partRuns[S adjudicator.State] struct {
	results [][]map[adjudicator.Pos]outcome // by world, by dice mode
	rolls   []dice.Roll
	// ends are the states at the end of each world's low-dice run (ended:
	// that run ended); a world whose run did not end has world 0's.
	ends   []S
	ended  bool
	combat bool // a run rolled a combat's dice (dice.Stake.Combat)
}

// runs runs the engine on one part of the turn from from (a state for
// each world) with every die low and with every die high; and when some
// roll has a stake, with the dice best and worst for the side too. A mode
// whose dice would all show the faces of a run already made (no dice at
// all, say) takes that run's outcomes instead of running again, and
// another takes up the first run where it stood before its first die
// (resume.go).
func (c *Check[S]) runs(group string, lines []adjudicator.Line, from []S, prepare Prepare[S], until Until[S]) partRuns[S] {
	feed := append(slices.Clone(lines), c.standing...)
	pr := partRuns[S]{results: make([][]map[adjudicator.Pos]outcome, len(from)), ends: make([]S, len(from))}
	rolls := make([][][]dice.Roll, len(from))
	staked := false
	type made struct {
		run simRun[S]
		out map[adjudicator.Pos]outcome
	}
	done := make([][]made, len(from)) // each world's runs so far
	states := collect[S]()
	run := func(w int, mode Dice) {
		var m *made
		for i, d := range done[w] {
			if d.run.roller.sameIn(mode) {
				m = &done[w][i] // its outcomes and rolls are this mode's too
				break
			}
		}
		if m == nil {
			var r simRun[S]
			if len(done[w]) > 0 && done[w][0].run.undiced != nil {
				r = c.simulate(from[w], feed, prepare, until, mode, done[w][0].run.undiced, states)
			} else {
				r = c.simulate(states.note(clone(from[w])), feed, prepare, until, mode, nil, states)
			}
			done[w] = append(done[w], made{r, c.outcomes(group, lines, r)})
			m = &done[w][len(done[w])-1]
		}
		r := m.run
		pr.results[w] = append(pr.results[w], m.out)
		rolls[w] = append(rolls[w], r.roller.rolls)
		for _, st := range r.roller.stakes {
			staked = staked || st.Who != ""
			pr.combat = pr.combat || st.Combat
		}
		if mode == DiceLow {
			pr.ends[w] = r.end
			if w == 0 {
				pr.ended = r.ended
			} else if !r.ended {
				pr.ends[w] = pr.ends[0]
			}
		}
	}
	for w := range from {
		run(w, DiceLow)
		run(w, DiceHigh)
	}
	if staked {
		for w := range from {
			run(w, DiceBest)
			run(w, DiceWorst)
		}
	}
	for w := range rolls {
		for _, rs := range rolls[w] {
			pr.rolls = append(pr.rolls, rs...)
		}
	}
	states.release(pr.ends)
	return pr
}

// outcomes reads the line statuses the engine left.
func (c *Check[S]) outcomes(group string, lines []adjudicator.Line, run simRun[S]) map[adjudicator.Pos]outcome {
	out := map[adjudicator.Pos]outcome{}
	for _, l := range lines {
		switch {
		case run.failed != nil:
			out[l.Pos] = outcome{bad: true, msg: fmt.Sprintf(c.words.CannotAct, group, run.failed)}
		default:
			out[l.Pos] = outcome{open: true}
		}
	}
	if run.orders == nil {
		return out
	}
	for _, pl := range run.orders.Plan {
		if _, ok := out[pl.Pos]; !ok || pl.Standing {
			continue
		}
		switch pl.Status {
		case adjudicator.LineUsed:
			out[pl.Pos] = outcome{}
		case adjudicator.LineRefused:
			out[pl.Pos] = outcome{bad: true, msg: pl.Note, enemy: enemyCode(run.refusals[pl.Pos])}
		case adjudicator.LineWaiting:
			if run.ended {
				out[pl.Pos] = c.unused(run, group, pl)
			}
		}
	}
	return out
}

// unused says why the part ended with pl unused: the host's reason, and
// what the rules say of the line at the step it answers; spare when they
// take it there.
func (c *Check[S]) unused(run simRun[S], group string, pl adjudicator.PlanLine) outcome {
	o := outcome{bad: true, unused: true, msg: "it would not be used: " + run.orders.UnusedReason(pl)}
	if err := c.a.Forced(run.end, group, pl.Line); err != nil {
		o.msg += fmt.Sprintf("; and at that step the rules refuse it: %v", err)
		o.enemy = enemyCode(adjudicator.RefusalOf(err))
		return o
	}
	o.spare = !run.orders.StepCame(pl)
	return o
}

func enemyCode(r *adjudicator.Refusal) bool {
	return r != nil && r.Code == adjudicator.RefusedEnemyPosition
}
