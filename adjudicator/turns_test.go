package adjudicator_test

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// newTurnToy is the toy game with its orders scoped by game turn.
func newTurnToy(t *testing.T) *adjudicator.Game {
	t.Helper()
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.TurnScenario))
	if err != nil {
		t.Fatal(err)
	}
	sys, _ := adjudicator.Lookup("toy")
	g, err := adjudicator.NewGame(sys, sc)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func run(t *testing.T, g *adjudicator.Game) adjudicator.RunResult {
	t.Helper()
	res, err := g.Run(stream(1))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func plan(t *testing.T, g *adjudicator.Game, side string) []adjudicator.PlanLine {
	t.Helper()
	o, _ := g.Side(adjudicator.Side(side))
	return o.Plan
}

// At the start of each turn the engine waits for both sides' orders for
// that turn, and asks both at once.
func TestTurnWaitsForEverySide(t *testing.T) {
	g := newTurnToy(t)
	res := run(t, g)
	if len(res.Owed) != 2 || res.Owed[0].Kind != adjudicator.KindTurn || res.Owed[1].Kind != adjudicator.KindTurn || res.Owed[0].Turn != 1 {
		t.Fatalf("want both sides to owe their turn 1 orders, got %+v", res.Owed)
	}
	orders(t, g, "red", 1, "turn 1\nroll\n")
	if res := run(t, g); len(res.Owed) != 1 || res.Owed[0].Side != "blue" || len(res.Events) != 0 {
		t.Fatalf("red's orders alone must not start the turn: %+v", res)
	}
	orders(t, g, "blue", 1, "turn 1\npass\n")
	res = run(t, g)
	if !strings.Contains(texts(res.Events), "red rolls") || !strings.Contains(texts(res.Events), "blue passes") {
		t.Fatalf("turn 1 not played: %s", texts(res.Events))
	}
	if len(res.Owed) != 2 || res.Owed[0].Turn != 2 {
		t.Fatalf("want both to owe turn 2, got %+v", res.Owed)
	}
}

// Nothing fires in a turn it was not written for; a line its turn left
// unused expires, and its side alone is told why.
func TestLineExpiresWithItsTurn(t *testing.T) {
	g := newTurnToy(t)
	orders(t, g, "red", 1, "turn 1\nroll\nhide 3\nturn 2\npass\n")
	orders(t, g, "blue", 1, "turn 1\npass\nturn 2\npass\n")
	res := run(t, g)
	var expired *adjudicator.Event
	for i, e := range res.Events {
		if e.Code == "lines-expired" {
			expired = &res.Events[i]
		}
	}
	if expired == nil || len(expired.Detail) != 1 || !strings.Contains(expired.Detail[0], `orders:7:1: "hide 3": `) || !expired.To.Sees("red") || expired.To.Sees("blue") {
		t.Fatalf("want hide 3 expired and told to red only, got %s", texts(res.Events))
	}
	if !strings.Contains(expired.Detail[0], "the step it answers was over") {
		t.Fatalf("expiry must say why: %v", expired.Detail)
	}
	if !strings.Contains(texts(res.Events), "red passes") {
		t.Fatalf("turn 2's line must answer in turn 2: %s", texts(res.Events))
	}
	p := plan(t, g, "red")
	if p[1].Status != adjudicator.LineExpired || p[0].Status != adjudicator.LineUsed || p[2].Status != adjudicator.LineUsed {
		t.Fatalf("statuses: %+v", p)
	}
	if !strings.Contains(p[0].Note, "red rolls") {
		t.Fatalf("a used line says what it did: %q", p[0].Note)
	}
}

// A refused line is reported with the rules' reason, and the next line
// answers.
func TestRefusedLineReportedWithReason(t *testing.T) {
	g := newTurnToy(t)
	g.State.(*adjudicatortest.State).Sides[0].Score = 10
	orders(t, g, "red", 1, "turn 1\nroll\npass\n")
	orders(t, g, "blue", 1, "turn 1\npass\n")
	res := run(t, g)
	if !strings.Contains(texts(res.Events), `orders:6:1: refused "roll": cannot roll at a score of 10 or more`) {
		t.Fatalf("events: %s", texts(res.Events))
	}
	if p := plan(t, g, "red"); p[0].Status != adjudicator.LineRefused || !strings.Contains(p[0].Note, "score of 10") {
		t.Fatalf("plan: %+v", p)
	}
}

// A section for a turn already over is refused and changes nothing.
func TestSectionForPastTurnRefused(t *testing.T) {
	g := newTurnToy(t)
	orders(t, g, "red", 1, "turn 1\npass\n")
	orders(t, g, "blue", 1, "turn 1\npass\n")
	run(t, g)
	lines, ps := g.System.ParseOrders("red", "late.txt", 5, []byte("turn 1\nroll\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	before, _ := g.Marshal()
	err := g.SetOrders("red", 2, lines)
	if err == nil || !strings.Contains(err.Error(), "late.txt:5:1: turn 1 is over: the game is in turn 2") {
		t.Fatalf("want the past turn refused, got %v", err)
	}
	if after, _ := g.Marshal(); string(after) != string(before) {
		t.Fatal("a refused file changed the game")
	}
}

// Orders may be sent ahead; a newer file replaces the unused lines of the
// turns it names, and only those.
func TestNewerFileReplacesOnlyItsTurns(t *testing.T) {
	g := newTurnToy(t)
	orders(t, g, "red", 1, "turn 1\nroll\nturn 2\nroll\nturn 3\nroll\n")
	orders(t, g, "red", 2, "turn 2\nhide 4\n")
	var got []string
	for _, pl := range plan(t, g, "red") {
		got = append(got, pl.Text)
	}
	if strings.Join(got, ",") != "roll,roll,hide 4" {
		t.Fatalf("plan: %v", got)
	}
	// Lines without a turn heading are for the turn in progress.
	orders(t, g, "red", 3, "pass\n")
	if p := plan(t, g, "red"); len(p) != 3 || p[2].Turn != 1 || p[2].Text != "pass" || p[0].Text != "roll" && p[0].Turn == 1 {
		t.Fatalf("plan: %+v", p)
	}
}

// When the engine asks, it says why the side's lines did not answer.
func TestOwedSaysWhy(t *testing.T) {
	g := newTurnToy(t)
	orders(t, g, "red", 1, "turn 1\nstanding react block\n")
	orders(t, g, "blue", 1, "turn 1\npass\n")
	res := run(t, g)
	if len(res.Owed) != 1 || res.Owed[0].Side != "red" || res.Owed[0].Why != "your orders have no lines for your army's own choices in turn 1" {
		t.Fatalf("owed: %+v", res.Owed)
	}
}

func TestSectionHeadingProblems(t *testing.T) {
	g := newTurnToy(t)
	for body, want := range map[string]string{
		"turn x\n":            `f:5:1: "turn x" is not a turn heading`,
		"turn 2\nturn 2\n":    "f:6:1: turn 2 given twice",
		"formation a\npass\n": "f:5:1: the toy game has no formations",
		"army now\n":          `f:5:1: "army now" is not a heading`,
	} {
		_, ps := g.System.ParseOrders("red", "f", 5, []byte(body))
		if ps == nil || !strings.Contains(ps.Error(), want) {
			t.Errorf("%q: want %q, got %v", body, want, ps)
		}
	}
}

// A line of several Times answers that many decisions (an activation a
// player wants retried), and is used up after them.
func TestLineOfSeveralTimes(t *testing.T) {
	g := newToy(t)
	lines, ps := g.System.ParseOrders("red", "f", 5, []byte("pass\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	lines[0].Times = 2
	if err := g.SetOrders("red", 1, lines); err != nil {
		t.Fatal(err)
	}
	orders(t, g, "blue", 1, "pass\npass\n")
	res := run(t, g)
	p := plan(t, g, "red")
	if p[0].Status != adjudicator.LineUsed || p[0].Used != 2 {
		t.Fatalf("plan: %+v", p)
	}
	if len(res.Owed) != 1 || res.Owed[0].Side != "red" || !strings.Contains(res.Owed[0].Prompt, "turn 3") {
		t.Fatalf("red's line should have answered turns 1 and 2: owed %+v", res.Owed)
	}
}

// A newer file keeps the lines used earlier in the turn in progress, so the
// report and the why-not answer still count them; lines finished in an
// earlier turn go.
func TestNewerFileKeepsTheTurnsUsedLines(t *testing.T) {
	g := newTurnToy(t)
	orders(t, g, "red", 1, "turn 1\nroll\n")
	orders(t, g, "blue", 1, "turn 1\n")
	if res := run(t, g); len(res.Owed) != 1 || res.Owed[0].Side != "blue" {
		t.Fatalf("blue should be asked mid-turn: %+v", res.Owed)
	}
	orders(t, g, "red", 2, "turn 2\npass\n")
	p := plan(t, g, "red")
	if len(p) != 2 || p[0].Status != adjudicator.LineUsed || p[0].Turn != 1 || p[1].Turn != 2 {
		t.Fatalf("red's used turn-1 line must stay while turn 1 runs: %+v", p)
	}
	orders(t, g, "blue", 2, "turn 1\npass\nturn 2\npass\n")
	run(t, g) // turn 1 ends, turn 2 is played, turn 3 is due
	orders(t, g, "red", 3, "turn 3\npass\n")
	if p := plan(t, g, "red"); len(p) != 1 || p[0].Turn != 3 {
		t.Fatalf("lines finished in earlier turns go: %+v", p)
	}
}
