package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The host activates a side's formations one after the other, as the
// attempts succeed (5.1), and each starts from where the ones before it
// left the map. The offline check cannot know that order. It checks each
// formation's lines twice: from the position the view shows, as if it
// acted first, and after the formations checked before it (in the order
// of the file's `activate` lines, then of its groups). Where the two
// disagree the line is a warning naming the formations it depends on.

// chained runs formation form's activation from the view's position and
// after the formations checked before it, and gives each line its verdict.
func (vc *viewCheck) chained(form string, lines []adjudicator.Line, prepare func(*State, dice.Roller) error, until func(*State) bool) {
	alone := vc.runs(form, lines, vc.base, prepare, until)
	if vc.chain[0] == nil {
		for _, l := range lines {
			*vc.out[l.Pos] = vc.verdict(l, alone)
		}
		vc.extend(form, alone)
		return
	}
	after := vc.runs(form, lines, vc.chain, prepare, until)
	for _, l := range lines {
		first, then := vc.verdict(l, alone), vc.verdict(l, after)
		lc := vc.either(first, then)
		if positionalMsg(first.Msg) && positionalMsg(then.Msg) {
			lc = vc.fought(lc)
		}
		*vc.out[l.Pos] = lc
	}
	vc.extend(form, after)
}

// positionalMsg reports whether the rules' message refuses a line for
// where the enemy stands.
func positionalMsg(msg string) bool {
	for _, w := range positional {
		if strings.Contains(msg, w) {
			return true
		}
	}
	return false
}

// positional are the rules' words for a line refused because of where
// the enemy stands: what the combats of the formations checked before may
// have changed (a defender retreated or eliminated).
var positional = []string{"no enemy unit in", "holds enemy units", "has no path to", "cannot reach", "marker points at", "no enemy Force in", "enemy units are there", "a Force enters one only on an Assault/Charge marker"}

// fought turns a problem into a warning when the formations checked
// before this one fought (their combat dice unknown): chained calls it
// for a line the rules refuse for where the enemy stands, both from the
// view's position and after those formations.
func (vc *viewCheck) fought(lc adjudicator.LineCheck) adjudicator.LineCheck {
	if lc.Verdict != adjudicator.CheckProblem || len(vc.combats) == 0 {
		return lc
	}
	lc.Verdict = adjudicator.CheckWarning
	lc.Msg = fmt.Sprintf("it depends on the combats of your formations before it (%s): after some results the rules say: %s", strings.Join(vc.combats, ", "), lc.Msg)
	lc.Hint = "the combats' dice are rolled by the host; your report will say what became of the line"
	return lc
}

// extend moves the chain on past form's activation.
func (vc *viewCheck) extend(form string, pr partRuns) {
	if pr.ends[0] == nil {
		return
	}
	vc.chain[0], vc.chain[1] = pr.ends[0], pr.ends[1]
	if vc.chain[1] == nil {
		vc.chain[1] = vc.chain[0]
	}
	vc.before = append(vc.before, form)
	for _, r := range pr.rolls {
		if (strings.HasPrefix(r.Purpose, "assault") || strings.HasPrefix(r.Purpose, "fire")) && !slices.Contains(vc.combats, form) {
			vc.combats = append(vc.combats, form)
		}
	}
}

// either is the verdict on a line checked both as acting first (first)
// and after the formations before it (after).
func (vc *viewCheck) either(first, after adjudicator.LineCheck) adjudicator.LineCheck {
	switch {
	case first.Verdict == after.Verdict, after.Verdict == adjudicator.CheckWarning:
		return after
	case first.Verdict == adjudicator.CheckWarning:
		return first
	case after.Verdict == adjudicator.CheckProblem:
		after.Verdict = adjudicator.CheckWarning
		after.Msg = fmt.Sprintf("it depends on which of your formations act before this one: after %s, the rules say: %s", strings.Join(vc.before, ", "), after.Msg)
		after.Hint = "the host activates formations in the order the attempts succeed (5.1); your report will say what became of the line"
		return after
	case first.Verdict == adjudicator.CheckProblem:
		first.Verdict = adjudicator.CheckWarning
		first.Msg = fmt.Sprintf("it depends on which of your formations act before this one: if it acts before %s, the rules say: %s", strings.Join(vc.before, ", "), first.Msg)
		first.Hint = "the host activates formations in the order the attempts succeed (5.1); your report will say what became of the line"
		return first
	}
	return after
}
