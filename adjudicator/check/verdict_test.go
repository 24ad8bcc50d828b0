package check

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// purposes names each purpose once, at most four, "dice" for none.
func TestPurposes(t *testing.T) {
	roll := func(ps ...string) []dice.Roll {
		var out []dice.Roll
		for _, p := range ps {
			out = append(out, dice.Roll{Purpose: p, Sides: 6, Value: 1})
		}
		return out
	}
	for _, c := range []struct {
		rolls []dice.Roll
		want  string
	}{
		{nil, "dice"},
		{roll("fire a", "fire a", "", "assault b"), "fire a, assault b"},
		{roll("1", "2", "3", "4", "5"), "1, 2, 3, 4, …"},
	} {
		if got := purposes(c.rolls); got != c.want {
			t.Errorf("purposes(%v) = %q, want %q", c.rolls, got, c.want)
		}
	}
}

// worldBad finds the first dice mode where another world differs from
// the first, and names the world where the line is bad.
func TestWorldBad(t *testing.T) {
	p := adjudicator.Pos{File: "f", Line: 1}
	bad := outcome{bad: true, msg: "refused"}
	pr := partRuns[adjudicator.State]{results: [][]map[adjudicator.Pos]outcome{
		{{p: {}}, {p: {}}},
		{{p: {}}, {p: bad}},
	}}
	if w, o, ok := pr.worldBad(p); !ok || w != 1 || o.msg != "refused" {
		t.Errorf("worldBad = %d %+v %v, want world 1", w, o, ok)
	}
	pr.results[0][1][p], pr.results[1][1][p] = bad, outcome{}
	if w, _, ok := pr.worldBad(p); !ok || w != 0 {
		t.Errorf("worldBad = %d %v, want world 0", w, ok)
	}
	pr.results[1][1][p] = outcome{open: true}
	if _, _, ok := pr.worldBad(p); ok {
		t.Error("an open outcome differs")
	}
}

// either and fought: a line whose verdict depends on the formations
// before it, or on their combats, is a warning naming them and the rule
// by which the host orders the activations.
func TestEitherAndFought(t *testing.T) {
	c := &Check[adjudicator.State]{words: Words{Order: "the rolls give (9.9)"}, before: []string{"f1"}}
	ok := adjudicator.LineCheck{Verdict: adjudicator.CheckOK}
	prob := adjudicator.LineCheck{Verdict: adjudicator.CheckProblem, Msg: "no path"}
	if got := c.either(ok, prob); got.Verdict != adjudicator.CheckWarning || !strings.Contains(got.Msg, "after f1, the rules say: no path") || !strings.Contains(got.Hint, "the rolls give (9.9)") {
		t.Errorf("either(ok, problem) = %+v", got)
	}
	if got := c.either(prob, ok); got.Verdict != adjudicator.CheckWarning || !strings.Contains(got.Msg, "if it acts before f1") {
		t.Errorf("either(problem, ok) = %+v", got)
	}
	if got := c.either(prob, prob); got.Verdict != adjudicator.CheckProblem {
		t.Errorf("either(problem, problem) = %+v", got)
	}
	if got := c.fought(prob); got.Verdict != adjudicator.CheckProblem {
		t.Errorf("fought with no combats before = %+v", got)
	}
	c.combats = []string{"f1"}
	if got := c.fought(prob); got.Verdict != adjudicator.CheckWarning || !strings.Contains(got.Msg, "combats of your formations before it (f1)") {
		t.Errorf("fought = %+v", got)
	}
}
