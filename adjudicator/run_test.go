package adjudicator_test

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

func newToy(t *testing.T) *adjudicator.Game {
	t.Helper()
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.Scenario))
	if err != nil {
		t.Fatal(err)
	}
	sys, err := adjudicator.Lookup("toy")
	if err != nil {
		t.Fatal(err)
	}
	g, err := adjudicator.NewGame(sys, sc)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func orders(t *testing.T, g *adjudicator.Game, side string, seq int, body string) {
	t.Helper()
	lines, ps := g.System.ParseOrders(adjudicator.Side(side), "orders", 5, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	if err := g.SetOrders(adjudicator.Side(side), seq, lines); err != nil {
		t.Fatal(err)
	}
}

func stream(n uint64) dice.Recorder {
	var seed dice.Seed
	seed[0] = 7
	return dice.NewStream(seed, "g", n, [32]byte{})
}

func texts(evs []adjudicator.Event) string {
	var s []string
	for _, e := range evs {
		s = append(s, e.Text)
	}
	return strings.Join(s, "\n")
}

func TestRunStopsAtUnansweredDecision(t *testing.T) {
	g := newToy(t)
	res, err := g.Run(stream(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Events) != 0 || len(res.Owed) != 1 || res.Owed[0].Side != "red" || res.Owed[0].Kind != "act" {
		t.Fatalf("want red to owe act, got %+v", res)
	}
}

// The reacting side's decision interrupts the acting side's plan (Custoza
// rule 11 is the model): with no standing order, the default answers it and
// red's plan goes on.
func TestRunDefaultAnswersInterruptingDecision(t *testing.T) {
	g := newToy(t)
	orders(t, g, "red", 1, "roll\n")
	res, err := g.Run(stream(1))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(texts(res.Events), "red rolls") {
		t.Fatalf("events: %s", texts(res.Events))
	}
	if len(res.Owed) != 1 || res.Owed[0].Side != "blue" || res.Owed[0].Kind != "act" {
		t.Fatalf("want blue to owe act after red's roll and blue's default reaction, got %+v", res.Owed)
	}
}

func TestRunStandingOrderAnswersReaction(t *testing.T) {
	g := newToy(t)
	orders(t, g, "blue", 1, "standing react block\n")
	orders(t, g, "red", 1, "roll\n")
	res, err := g.Run(stream(1))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(texts(res.Events), "block") {
		t.Fatalf("standing order did not answer: %s", texts(res.Events))
	}
	if len(res.Events[1].Rolls) != 1 {
		t.Fatalf("block event carries no roll: %+v", res.Events[1])
	}
}

// A plan line that became illegal is skipped and reported to its side
// only; the next line answers (docs/design.md, "Decisions, plans, standing
// orders, defaults").
func TestRunSkipsIllegalPlanLine(t *testing.T) {
	g := newToy(t)
	st := g.State.(*adjudicatortest.State)
	st.Sides[0].Score = 10
	orders(t, g, "red", 1, "roll\npass\n")
	res, err := g.Run(stream(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Events) < 2 || res.Events[0].Code != "line-refused" {
		t.Fatalf("want a line-refused event first, got %s", texts(res.Events))
	}
	if !res.Events[0].To.Sees("red") || res.Events[0].To.Sees("blue") {
		t.Fatalf("skip report must go to red only: %+v", res.Events[0].To)
	}
	if !strings.Contains(res.Events[0].Text, "orders:5") {
		t.Fatalf("skip report must name the line: %s", res.Events[0].Text)
	}
	if res.Events[1].Text != "red passes" {
		t.Fatalf("next plan line did not answer: %s", texts(res.Events))
	}
}

// A refused answer consumes no dice: the roll after it is the one a fresh
// stream gives first.
func TestRunRefusedAnswerRewindsDice(t *testing.T) {
	g := newToy(t)
	r := stream(1)
	orders(t, g, "red", 1, "roll\n")
	if _, err := g.Run(r); err != nil {
		t.Fatal(err)
	}
	first := stream(1).Roll(6, "x")
	if got := r.Rolls()[0].Value; got != first {
		t.Fatalf("first roll %d, want %d", got, first)
	}
}

func TestNewOrdersReplaceRestOfPlan(t *testing.T) {
	g := newToy(t)
	orders(t, g, "red", 1, "pass\nroll\nroll\n")
	orders(t, g, "red", 2, "hide 3\n")
	o, _ := g.Side("red")
	if len(o.Plan) != 1 || o.Plan[0].Kind != "hide" || o.Seq != 2 {
		t.Fatalf("plan not replaced: %+v", o)
	}
}

func TestStandingOrderReplacedByKey(t *testing.T) {
	g := newToy(t)
	orders(t, g, "blue", 1, "standing react block\n")
	orders(t, g, "blue", 2, "standing react none\n")
	o, _ := g.Side("blue")
	if len(o.Standing) != 1 || o.Standing[0].Text != "standing react none" {
		t.Fatalf("standing not replaced: %+v", o.Standing)
	}
}

func TestGameToEndAndReplayIsDeterministic(t *testing.T) {
	play := func() []byte {
		g := newToy(t)
		for seq := 1; seq <= 3; seq++ {
			orders(t, g, "red", seq, "roll\n")
			orders(t, g, "blue", seq, "hide 4\nstanding react block\n")
			if _, err := g.Run(stream(uint64(seq))); err != nil {
				t.Fatal(err)
			}
		}
		if g.State.Outcome() == nil {
			t.Fatal("game did not end")
		}
		b, err := g.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if a, b := play(), play(); string(a) != string(b) {
		t.Fatal("same inputs, different states")
	}
}

func TestRestoreGameRoundTrip(t *testing.T) {
	g := newToy(t)
	orders(t, g, "red", 1, "roll\n")
	if _, err := g.Run(stream(1)); err != nil {
		t.Fatal(err)
	}
	data, _ := g.Marshal()
	h, err := adjudicator.RestoreGame(g.System, g.Scenario, data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := h.Marshal()
	if string(again) != string(data) {
		t.Fatalf("round trip differs:\n%s\n%s", data, again)
	}
	if _, err := adjudicator.RestoreGame(g.System, g.Scenario, []byte("{")); err == nil {
		t.Fatal("garbled snapshot accepted")
	}
}

func TestLookupUnknownSystem(t *testing.T) {
	adjudicatortest.Register()
	_, err := adjudicator.Lookup("nope")
	if err == nil || !strings.Contains(err.Error(), "toy") {
		t.Fatalf("want an error listing known systems, got %v", err)
	}
}
