package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// checkFile checks an order file body of side against side's view of s
// and returns the verdicts by file line.
func checkFile(t *testing.T, s *State, side adjudicator.Side, body string) map[int]adjudicator.LineCheck {
	t.Helper()
	lines, ps := System{}.ForScenario(s.w.sc).ParseOrders(side, "orders.txt", 1, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	cs, err := System{}.CheckOrders(s.w.sc, s.View(side), lines)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]adjudicator.LineCheck{}
	for _, c := range cs {
		out[c.Line.Pos.Line] = c
	}
	return out
}

// wantVerdict fails unless line n got verdict, with a message holding
// every one of parts.
func wantVerdict(t *testing.T, got map[int]adjudicator.LineCheck, n int, verdict string, parts ...string) {
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

// TestViewCheckTypicalLines: on the first turn's view, a move the rules
// allow is ok; a hex off the map, a group for the enemy's brigade, an
// enemy corps to activate, a move beyond the unit's reach (5.0) and a
// second Reserve line for a brigade that may not go In Reserve are
// problems with the rule's words.
func TestViewCheckTypicalLines(t *testing.T) {
	s := newSkirmish(t)
	got := checkFile(t, s, "france", `turn 1
activate i
activate v
formation fa
move fa-1 0504
move fa-2 1215
move fa-a 0308 0309
formation ad
move ad-1 0704
`)
	wantVerdict(t, got, 2, adjudicator.CheckOK)
	wantVerdict(t, got, 3, adjudicator.CheckProblem, "not a corps of france")
	wantVerdict(t, got, 5, adjudicator.CheckOK)
	wantVerdict(t, got, 6, adjudicator.CheckProblem, "1215 is not on the map")
	wantVerdict(t, got, 7, adjudicator.CheckProblem, "hex by hex (5.3)")
	wantVerdict(t, got, 9, adjudicator.CheckProblem, "brigade ad is of austria")
}

// TestViewCheckUnknownUnit: a file read without the scenario's names (as
// `mincio orders check --view` reads it) naming a unit the scenario does
// not have gets a problem saying so, with the rule, not a verdict of the
// turn's run.
func TestViewCheckUnknownUnit(t *testing.T) {
	s := newSkirmish(t)
	lines, ps := System{}.ParseOrders("france", "orders.txt", 1, []byte("turn 1\nactivate i\nformation fb\nmove fb-9 0606\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	cs, err := System{}.CheckOrders(s.w.sc, s.View("france"), lines)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Line.Pos.Line == 4 && (c.Verdict != adjudicator.CheckProblem || !strings.Contains(c.Msg, `no unit or leader "fb-9" in this game (2.2)`)) {
			t.Fatalf("move fb-9: %s %q", c.Verdict, c.Msg)
		}
	}
}

// TestViewCheckLateLines: lines for a segment that is over are problems;
// those of a later turn are read only.
func TestViewCheckLateLines(t *testing.T) {
	s := newSkirmish(t)
	s.Step = stepCommanders
	got := checkFile(t, s, "france", `turn 1
activate i
formation fa
move fa-1 0504
turn 2
activate ii
`)
	wantVerdict(t, got, 2, adjudicator.CheckProblem, "Activation Phase of turn 1 is over")
	wantVerdict(t, got, 4, adjudicator.CheckProblem, "Activation Phase of turn 1 is over")
	wantVerdict(t, got, 6, adjudicator.CheckUntried, "turn 2 has not begun")
}
