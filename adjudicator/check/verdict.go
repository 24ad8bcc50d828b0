package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// verdict gives line l its verdict from the runs of its part, and says
// whether the verdict rests on a refusal for where the enemy stands.
func (c *Check[S]) verdict(l adjudicator.Line, pr partRuns[S]) (adjudicator.LineCheck, bool) {
	lc := adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
	first := pr.of(0, l.Pos)
	for _, o := range first {
		if o.open {
			lc.Verdict, lc.Msg = adjudicator.CheckUntried, "the check's run of the turn did not come to it"
			return lc, false
		}
	}
	if bad, mixed := anyBad(first); mixed {
		lc.Verdict = adjudicator.CheckWarning
		lc.Msg = fmt.Sprintf("whether the host takes it depends on dice rolled before it (%s): with some rolls the rules say: %s", purposes(pr.rolls), bad.msg)
		lc.Hint = "the dice are rolled by the host; your report will say what became of the line"
		return lc, bad.enemy
	}
	if w, bad, ok := pr.worldBad(l.Pos); ok {
		lc.Verdict = adjudicator.CheckWarning
		lc.Msg, lc.Hint = c.a.Depends(l, w, bad.msg)
		return lc, bad.enemy
	}
	lo, hi := first[0], first[1]
	if hint := c.a.SelfClosing(l); hint != "" && lo.bad && hi.bad && lo.unused {
		lc.Verdict, lc.Msg, lc.Hint = adjudicator.CheckWarning, "it may not be needed: "+lo.msg, hint
		return lc, lo.enemy
	}
	if lo.bad && allSpare(first) {
		lc.Verdict, lc.Msg, lc.Hint = adjudicator.CheckWarning, "on what you see "+lo.msg, c.words.Spare
		return lc, lo.enemy
	}
	if lo.bad {
		lc.Verdict, lc.Msg = adjudicator.CheckProblem, lo.msg
		lc.Hint = "on what you see, the host would refuse this line or leave it unused: change it or drop it"
	}
	return lc, lo.enemy
}

// of are world w's outcomes for the line at p, by dice mode.
func (pr partRuns[S]) of(w int, p adjudicator.Pos) []outcome {
	out := make([]outcome, len(pr.results[w]))
	for i, m := range pr.results[w] {
		out[i] = m[p]
	}
	return out
}

// worldBad finds a dice mode in which another world's verdict differs
// from the first world's: the world where the line is bad, and its
// outcome.
func (pr partRuns[S]) worldBad(p adjudicator.Pos) (int, outcome, bool) {
	first := pr.of(0, p)
	for w := 1; w < len(pr.results); w++ {
		for i, alt := range pr.of(w, p) {
			if alt.open || alt.bad == first[i].bad {
				continue
			}
			if first[i].bad {
				return 0, first[i], true
			}
			return w, alt, true
		}
	}
	return 0, outcome{}, false
}

// anyBad returns a bad outcome among os, and whether some are bad and
// others not.
func anyBad(os []outcome) (outcome, bool) {
	var bad outcome
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
func allSpare(os []outcome) bool {
	for _, o := range os {
		if !o.spare {
			return false
		}
	}
	return true
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
