package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// checkFile checks an order file body of side against side's view of s
// (adjudicatortest.CheckFile) and returns the verdicts by file line.
func checkFile(t *testing.T, s *State, side adjudicator.Side, body string) map[int]adjudicator.LineCheck {
	t.Helper()
	return adjudicatortest.CheckFile(t, System{}.ForScenario(s.w.sc).(System), s.w.sc, s.View(side), side, body)
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
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "not a corps of france")
	adjudicatortest.WantVerdict(t, got, 5, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 6, adjudicator.CheckProblem, "1215 is not on the map")
	adjudicatortest.WantVerdict(t, got, 7, adjudicator.CheckProblem, "hex by hex (5.3)")
	adjudicatortest.WantVerdict(t, got, 9, adjudicator.CheckProblem, "brigade ad is of austria")
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
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckProblem, "Activation Phase of turn 1 is over")
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckProblem, "Activation Phase of turn 1 is over")
	adjudicatortest.WantVerdict(t, got, 6, adjudicator.CheckUntried, "turn 2 has not begun")
}
