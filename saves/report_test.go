package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

func turnWorld(t *testing.T) *world {
	t.Helper()
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.TurnScenario))
	if err != nil {
		t.Fatal(err)
	}
	return newWorldOf(t, sc)
}

func outboxReport(t *testing.T, w *world, n int, side string) (string, bool) {
	t.Helper()
	data, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", entryName(n)+"-"+side+".report.txt"))
	if os.IsNotExist(err) {
		return "", false
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(data), true
}

// One report per side per game turn, one more when a side is asked
// something new, none to a side that owes nothing new; a report tells all
// the side saw since its last one, accounts for every line of its orders
// and ends with a template of its next file.
func TestReportsOncePerTurn(t *testing.T) {
	w := turnWorld(t)
	for _, side := range []string{"red", "blue"} {
		if r, ok := outboxReport(t, w, 1, side); !ok || !strings.Contains(r, "orders due: your orders for turn 1") {
			t.Fatalf("start report for %s: %v\n%s", side, ok, r)
		}
	}
	rc := w.submit(t, orders(t, w.red, "red", 1, "turn 1\nroll\nhide 4\n"))
	if rc.Reported || len(rc.Entry.Reports) != 0 {
		t.Fatalf("red's file alone starts nothing: no report, got %v", rc.Entry.Reports)
	}
	rc = w.submit(t, orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	if !rc.Reported || strings.Join(rc.Entry.Reports, ",") != "red,blue" {
		t.Fatalf("turn 2 begins: both get a report, got %v", rc.Entry.Reports)
	}
	r, _ := outboxReport(t, w, 3, "red")
	for _, want := range []string{
		"orders due: your orders for turn 2",
		"== What happened (entries 2 to 3)",
		"- red rolls",
		"turn 1 is over: 1 of your order lines was not used",
		"turn 1, your army's own choices:",
		"  used     orders.txt:7:1  roll — red rolls",
		"  expired  orders.txt:8:1  hide 4 — ",
		"why you are asked: you have sent no orders for turn 2",
		"== Your next order file: fill it in, sign it and send it\nmincio orders 1\ngame: g1\nheader: " + w.red.tag + "\nside: red\nseq: 2\n\nturn 2\narmy\n",
	} {
		if !strings.Contains(r, want) {
			t.Errorf("red's turn 2 report lacks %q:\n%s", want, r)
		}
	}
	if b, _ := outboxReport(t, w, 3, "blue"); strings.Contains(b, "hide 4") || !strings.Contains(b, "red rolls") {
		t.Errorf("blue's report must show red's roll and none of red's lines:\n%s", b)
	}
}

func TestReportSidesPolicy(t *testing.T) {
	sides := []string{"red", "blue"}
	prev := &Result{Turn: 2}
	e := &Entry{Kind: KindOrders, Result: Result{Turn: 2}}
	if got := reportSides(prev, e, toSides(sides)); len(got) != 0 {
		t.Errorf("nothing new: %v", got)
	}
	e.Result.Owed = []adjudicator.Decision{{Side: "red", Kind: "act", Turn: 2}}
	if got := reportSides(prev, e, toSides(sides)); strings.Join(got, ",") != "red" {
		t.Errorf("red asked something new mid-turn: %v", got)
	}
	e.Result.Turn = 3
	if got := reportSides(prev, e, toSides(sides)); len(got) != 2 {
		t.Errorf("a new turn: %v", got)
	}
}

func toSides(names []string) []adjudicator.Side {
	out := make([]adjudicator.Side, len(names))
	for i, n := range names {
		out[i] = adjudicator.Side(n)
	}
	return out
}
