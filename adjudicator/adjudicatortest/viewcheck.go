package adjudicatortest

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Checker is a rules system bound to its scenario that checks order lines
// against a side's view (adjudicator.ViewChecker).
type Checker interface {
	adjudicator.System
	adjudicator.ViewChecker
}

// CheckFile parses body as side's order file with sys and checks it
// against view v of scenario sc, returning the verdicts by file line.
func CheckFile(t testing.TB, sys Checker, sc *scenarios.Scenario, v adjudicator.View, side adjudicator.Side, body string) map[int]adjudicator.LineCheck {
	t.Helper()
	lines, ps := sys.ParseOrders(side, "orders.txt", 1, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	cs, err := sys.CheckOrders(sc, v, lines)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]adjudicator.LineCheck{}
	for _, c := range cs {
		out[c.Line.Pos.Line] = c
	}
	return out
}

// WantVerdict fails unless line n got verdict, with a message holding
// every one of parts.
func WantVerdict(t testing.TB, got map[int]adjudicator.LineCheck, n int, verdict string, parts ...string) {
	t.Helper()
	c, ok := got[n]
	if !ok {
		t.Fatalf("line %d: no verdict", n)
	}
	if c.Verdict != verdict {
		t.Errorf("line %d %q: %s %q, want %s", n, c.Line.Text, c.Verdict, c.Msg, verdict)
		return
	}
	for _, p := range parts {
		if !strings.Contains(c.Msg, p) {
			t.Errorf("line %d %q: message %q lacks %q", n, c.Line.Text, c.Msg, p)
		}
	}
}
