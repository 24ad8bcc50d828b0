package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// lineOutcome is what one run of a part made of one line.
type lineOutcome struct {
	bad  bool   // refused, or left unused when the part was over
	open bool   // the run could not say
	msg  string // why it was bad
	// spare: left unused only because its step did not come on the view's
	// position, and the rules take it at that step.
	spare bool
}

// variant is one run of a part: with the first or the last guess for the
// face-down enemy counters, and one of the dice modes (viewsim.go).
type variant struct {
	alt  bool
	dice int
}

// diceModes are the dice of each guess's runs, the low run first (its
// end is the part's end state).
var diceModes = []int{diceLow, diceHigh, diceBest, diceWorst}

// partRuns are the runs of one part in every variant.
type partRuns struct {
	results []map[adjudicator.Pos]lineOutcome // by variant
	rolls   []dice.Roll
	// ends are the states at the end of the low-dice runs, for each guess
	// (nil: the run did not end).
	ends [2]*State
	// guesses: 2 when the runs hold both guesses (the last guess's runs
	// follow the first's), else 1.
	guesses int
}

// runs runs the engine on one part of the turn in every variant, from
// from (one state for each guess).
func (vc *viewCheck) runs(group string, lines []adjudicator.Line, from [2]*State, prepare func(*State, dice.Roller) error, until func(*State) bool) partRuns {
	var vars []variant
	pr := partRuns{guesses: 1}
	if vc.guessed {
		pr.guesses = 2
	}
	for g := 0; g < pr.guesses; g++ {
		for _, m := range diceModes {
			vars = append(vars, variant{g == 1, m})
		}
	}
	feed := append(slices.Clone(lines), vc.standing...)
	pr.results = make([]map[adjudicator.Pos]lineOutcome, len(vars))
	for i, v := range vars {
		st := from[0]
		if v.alt {
			st = from[1]
		}
		run := simulate(st.Clone().(*State), vc.side, feed, prepare, until, v.dice)
		pr.results[i] = vc.outcomes(group, lines, run)
		pr.rolls = append(pr.rolls, run.rolls...)
		if v.dice == diceLow {
			pr.ends[i/len(diceModes)] = run.end
		}
	}
	if !vc.guessed {
		pr.ends[1] = pr.ends[0]
	}
	return pr
}

// outcomes reads the line statuses the engine left.
func (vc *viewCheck) outcomes(group string, lines []adjudicator.Line, run simRun) map[adjudicator.Pos]lineOutcome {
	out := map[adjudicator.Pos]lineOutcome{}
	for _, l := range lines {
		switch {
		case run.failed != nil:
			out[l.Pos] = lineOutcome{bad: true, msg: fmt.Sprintf("formation %s cannot act now: %v", group, run.failed)}
		default:
			out[l.Pos] = lineOutcome{open: true}
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
			out[pl.Pos] = lineOutcome{}
		case adjudicator.LineRefused:
			out[pl.Pos] = lineOutcome{bad: true, msg: pl.Note}
		case adjudicator.LineWaiting:
			if run.end != nil {
				msg, spare := vc.unused(run, group, pl)
				out[pl.Pos] = lineOutcome{bad: true, msg: msg, spare: spare}
			}
		}
	}
	return out
}

// unused says why the part ended with pl unused: the host's reason, and
// what the rules say of the line at the step it answers; spare when they
// take it there.
func (vc *viewCheck) unused(run simRun, group string, pl adjudicator.PlanLine) (string, bool) {
	why := "it would not be used: " + run.orders.UnusedReason(pl)
	if err := vc.forced(run.end, group, pl.Line); err != nil {
		return why + fmt.Sprintf("; and at that step the rules refuse it: %v", err), false
	}
	return why, !run.orders.StepCame(pl)
}

// forced tries l at the step it answers, on end set to that step.
func (vc *viewCheck) forced(end *State, group string, l adjudicator.Line) error {
	st := end.Clone().(*State)
	st.Op, st.Reacts, st.Closing = nil, nil, false
	switch l.Kind {
	case kDeclare, kDoneDeclare:
		st.Active, st.Side, st.Stage = group, vc.side, stDeclare
	case kOOC, kDoneOOC:
		st.Active, st.Side, st.Stage = "", vc.side, stOOC
	default:
		if !slices.Contains(actionKinds, l.Kind) {
			return nil
		}
		st.Active, st.Side, st.Stage = group, vc.side, stAction
	}
	p := st.Brief()
	if len(p) == 0 {
		return nil
	}
	_, err := st.Apply(p[0], l, &guessRoller{})
	return err
}

// verdict gives line l its verdict from the runs of its part: one for
// each dice mode with the first guess for the face-down counters, then as
// many with the other guess.
func (vc *viewCheck) verdict(l adjudicator.Line, pr partRuns) adjudicator.LineCheck {
	runs := pr.results
	n := len(diceModes)
	lc := adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
	first := make([]lineOutcome, n)
	for i := range n {
		first[i] = runs[i][l.Pos]
	}
	lo := first[0]
	for _, o := range first {
		if o.open {
			lc.Verdict, lc.Msg = adjudicator.CheckUntried, "the check's run of the turn did not come to it"
			return lc
		}
	}
	if bad, mixedDice := anyBad(first); mixedDice {
		lc.Verdict = adjudicator.CheckWarning
		lc.Msg = fmt.Sprintf("whether the host takes it depends on dice rolled before it (%s): with some rolls the rules say: %s", purposes(pr.rolls), bad.msg)
		lc.Hint = "the dice are rolled by the host; your report will say what became of the line"
		return lc
	}
	if pr.guesses == 2 {
		for i := range n {
			alt := runs[n+i][l.Pos]
			if !alt.open && alt.bad != first[i].bad {
				bad := first[i]
				if !bad.bad {
					bad = alt
				}
				lc.Verdict = adjudicator.CheckWarning
				lc.Msg = fmt.Sprintf("it depends on the values of enemy counters you see face down (7.1): with some of them, the rules say: %s", bad.msg)
				lc.Hint = "your view cannot show what is printed on them; your report will say what became of the line"
				return lc
			}
		}
	}
	hi := first[1]
	if lo.bad && hi.bad && isClosing(l.Kind) && strings.Contains(lo.msg, "it would not be used") {
		lc.Verdict, lc.Msg = adjudicator.CheckWarning, "it may not be needed: "+lo.msg
		lc.Hint = "a Formation's actions end by themselves when its last Force has acted (6.6); the line then expires, harmless"
		return lc
	}
	if lo.bad && allSpare(first) {
		lc.Verdict, lc.Msg = adjudicator.CheckWarning, "on what you see "+lo.msg
		lc.Hint = "the step may still come if the position changes before the formation acts; if not, the line expires and your report says so"
		return lc
	}
	if lo.bad {
		lc.Verdict, lc.Msg = adjudicator.CheckProblem, lo.msg
		lc.Hint = "on what you see, the host would refuse this line or leave it unused: change it or drop it"
	}
	return lc
}

// purposes names the dice of a part, each once, at most four.
func purposes(rolls []dice.Roll) string {
	var out []string
	for _, r := range rolls {
		if p := r.Purpose; p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	if len(out) > 4 {
		out = append(out[:4], "…")
	}
	if len(out) == 0 {
		return "dice"
	}
	return strings.Join(out, ", ")
}

func hexWords(hs []hexmap.Hex) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}

// nonZero keeps the hexes that are set.
func nonZero(hs ...hexmap.Hex) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range hs {
		if h != (hexmap.Hex{}) {
			out = append(out, h)
		}
	}
	return out
}

// isClosing reports whether a line of kind ends a step.
func isClosing(kind string) bool {
	return kind == kDone || kind == kDoneDeclare || kind == kDoneOOC
}

// anyBad returns a bad outcome among os, and whether some are bad and
// others not.
func anyBad(os []lineOutcome) (lineOutcome, bool) {
	var bad lineOutcome
	nBad := 0
	for _, o := range os {
		if o.bad {
			if nBad == 0 {
				bad = o
			}
			nBad++
		}
	}
	return bad, nBad > 0 && nBad < len(os)
}

// allSpare: every outcome is a line the rules would take at its step.
func allSpare(os []lineOutcome) bool {
	for _, o := range os {
		if !o.spare {
			return false
		}
	}
	return true
}
