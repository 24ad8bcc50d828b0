package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// The host activates a side's formations one after the other, in an order
// the rules give (Words.Order), and each starts from where the ones before
// it left the map. The offline check cannot know that order. It checks
// each formation's lines twice: from the position the view shows, as if
// it acted first, and after the formations checked before it (in the
// order of the file's `activate` lines, then of its groups). Where the
// two disagree the line is a warning naming the formations it depends on.

// worlds are the states of the adapter's worlds.
func (c *Check[S]) worlds() []S {
	var out []S
	for _, w := range c.a.Worlds() {
		out = append(out, w.State)
	}
	return out
}

// Alone runs a part from the view's position and gives each line its
// verdict. It returns the state at the end of the first world's run with
// every die low (ok: that run ended).
func (c *Check[S]) Alone(group string, lines []adjudicator.Line, prepare Prepare[S], until Until[S]) (end S, ok bool) {
	pr := c.runs(group, lines, c.worlds(), prepare, until)
	for _, l := range lines {
		lc, _ := c.verdict(l, pr)
		c.Set(lc)
	}
	return pr.ends[0], pr.ended
}

// Chained runs formation form's activation from the view's position and
// after the formations checked before it, gives each line its verdict,
// and moves the chain on past it. With form "" (a part that is no
// activation, after the activations: an out of command phase) the chain
// stays where it is; a refusal for where the enemy stands is a warning
// there too when the formations before it fought.
func (c *Check[S]) Chained(form string, lines []adjudicator.Line, prepare Prepare[S], until Until[S]) {
	alone := c.runs(form, lines, c.worlds(), prepare, until)
	if c.chain == nil {
		for _, l := range lines {
			lc, _ := c.verdict(l, alone)
			c.Set(lc)
		}
		c.extend(form, alone)
		return
	}
	after := c.runs(form, lines, c.chain, prepare, until)
	for _, l := range lines {
		first, firstEnemy := c.verdict(l, alone)
		then, thenEnemy := c.verdict(l, after)
		lc := c.either(first, then)
		if firstEnemy && thenEnemy {
			lc = c.fought(lc)
		}
		c.Set(lc)
	}
	c.extend(form, after)
}

// extend moves the chain on past form's activation.
func (c *Check[S]) extend(form string, pr partRuns[S]) {
	if form == "" || !pr.ended {
		return
	}
	c.chain = pr.ends
	c.before = append(c.before, form)
	if pr.combat && !slices.Contains(c.combats, form) {
		c.combats = append(c.combats, form)
	}
}

// either is the verdict on a line checked both as acting first (first)
// and after the formations before it (after).
func (c *Check[S]) either(first, after adjudicator.LineCheck) adjudicator.LineCheck {
	hint := "the host activates formations in the order " + c.words.Order + "; your report will say what became of the line"
	switch {
	case first.Verdict == after.Verdict, after.Verdict == adjudicator.CheckWarning:
		return after
	case first.Verdict == adjudicator.CheckWarning:
		return first
	case after.Verdict == adjudicator.CheckProblem:
		after.Verdict, after.Hint = adjudicator.CheckWarning, hint
		after.Msg = fmt.Sprintf("it depends on which of your formations act before this one: after %s, the rules say: %s", strings.Join(c.before, ", "), after.Msg)
		return after
	case first.Verdict == adjudicator.CheckProblem:
		first.Verdict, first.Hint = adjudicator.CheckWarning, hint
		first.Msg = fmt.Sprintf("it depends on which of your formations act before this one: if it acts before %s, the rules say: %s", strings.Join(c.before, ", "), first.Msg)
		return first
	}
	return after
}

// fought turns a problem into a warning when the formations checked
// before this part fought (their combat dice unknown): Chained calls it
// for a line the rules refuse for where the enemy stands, both from the
// view's position and after those formations.
func (c *Check[S]) fought(lc adjudicator.LineCheck) adjudicator.LineCheck {
	if lc.Verdict != adjudicator.CheckProblem || len(c.combats) == 0 {
		return lc
	}
	lc.Verdict = adjudicator.CheckWarning
	lc.Msg = fmt.Sprintf("it depends on the combats of your formations before it (%s): after some results the rules say: %s", strings.Join(c.combats, ", "), lc.Msg)
	lc.Hint = "the combats' dice are rolled by the host; your report will say what became of the line"
	return lc
}
