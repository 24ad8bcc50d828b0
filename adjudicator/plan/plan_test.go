package plan_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/plan"
)

// toySim is a Sim on a new toy game.
func toySim(t *testing.T) *plan.Sim[adjudicator.State] {
	t.Helper()
	sc := adjudicatortest.Load(t, 0)
	st, err := adjudicatortest.System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	lineOf := func(text string) (adjudicator.Line, error) {
		ls, ps := adjudicatortest.System{}.ParseOrders("red", "plan", 1, []byte(text+"\n"))
		if ps != nil {
			return adjudicator.Line{}, ps
		}
		return ls[0], nil
	}
	return &plan.Sim[adjudicator.State]{S: st, Dice: plan.Dice(rand.New(rand.NewPCG(1, 2))), LineOf: lineOf}
}

// The Sim changes its state only by lines the rules accept; a line the
// parser refuses is not "refused" (it would sink the whole file); a
// decision no line answers takes its default.
func TestSim(t *testing.T) {
	p := toySim(t)
	act := p.S.Pending()[0]
	if p.Refused(act, "roll") || p.Refused(act, "no such order") {
		t.Fatal("a legal or unreadable line reported refused")
	}
	if got := p.PickRefused(rand.New(rand.NewPCG(1, 1)), act, []string{"pass", "roll"}, nil); got != "" {
		t.Errorf("PickRefused among legal lines = %q", got)
	}
	if err := p.Apply(act, "no such order"); err == nil {
		t.Error("an unreadable line applied")
	}
	if err := p.Apply(act, "roll"); err != nil {
		t.Fatal(err)
	}
	react := p.S.Pending()[0]
	if react.Kind != "react" {
		t.Fatalf("after a roll: %s owed", react.Kind)
	}
	going := func(adjudicator.State) bool { return true }
	d, own, ok := p.Step(going, func(d adjudicator.Decision) bool { return d.Kind == "act" })
	if !ok || own || d.Kind != "react" || p.S.Pending()[0].Kind != "act" {
		t.Errorf("Step: %s own=%v ok=%v, then %s owed", d.Kind, own, ok, p.S.Pending()[0].Kind)
	}
	lines := p.Activation(10, going, func(d adjudicator.Decision) bool { return d.Kind == "act" },
		func(d adjudicator.Decision) ([]string, bool) { return []string{plan.Marked("x"), "pass"}, false })
	if len(lines) != 2 || lines[0] != "x  "+plan.WrongMark {
		t.Errorf("Activation wrote %q", lines)
	}
}

type fakePlanner struct{ turn, ask string }

func (f fakePlanner) Turn(int) string                 { return f.turn }
func (f fakePlanner) Ask(adjudicator.Decision) string { return f.ask }

// Write answers a turn with Turn, a decision asked mid-turn with Ask, and
// refuses a file the system's parser cannot read.
func TestWrite(t *testing.T) {
	sc := adjudicatortest.Load(t, 0)
	p := fakePlanner{turn: "roll\n", ask: "no such order\n"}
	body, err := plan.Write(adjudicatortest.System{}, sc, "red", adjudicator.Decision{Kind: adjudicator.KindTurn}, p)
	if err != nil || body != "roll\n" {
		t.Errorf("turn: %q %v", body, err)
	}
	_, err = plan.Write(adjudicatortest.System{}, sc, "red", adjudicator.Decision{Kind: "act"}, p)
	if err == nil || !strings.Contains(err.Error(), "toy planner wrote a file it cannot read") {
		t.Errorf("ask: %v", err)
	}
}
