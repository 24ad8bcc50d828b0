package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// Test12_2_2_FailedAssaultReport: an assault whose units all failed the
// pre-shock check (12.2.2) reaches no odds: its report has no "strength 0
// against 0: odds 0-0" and no empty column line, and a check without
// modifiers prints none (no "[]").
func Test12_2_2_FailedAssaultReport(t *testing.T) {
	res := combat.Result{PreShock: []combat.StackCheck{{Hex: "1507", Purpose: "pre-shock", Die: 6,
		Units: []combat.UnitCheck{{ID: "ec1", Efficiency: 4, Die: 6, Modified: 6, Why: "natural 6"}}}}}
	d := strings.Join(assaultDetail(res), "\n")
	for _, bad := range []string{"0-0", "strength 0", "column ;", "[]"} {
		if strings.Contains(d, bad) {
			t.Errorf("report has %q:\n%s", bad, d)
		}
	}
	if !strings.Contains(d, "ec1: 6 = 6 against efficiency 4: failed (natural 6)") {
		t.Errorf("report lacks the check:\n%s", d)
	}
}

// Test11_3_2_OutOfSightArticle: "an Austrian counter", "a Neapolitan
// counter" in the fog-of-war lines.
func Test11_3_2_OutOfSightArticle(t *testing.T) {
	if got := aSideName(Austria) + " " + aSideName(Naples); got != "an Austrian a Neapolitan" {
		t.Fatalf("articles: %q", got)
	}
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	place(s, "ec1", "1010")
	ev := s.seenMove(Austria, "ec1", hx("1010"), hx("1011"), adjudicator.Event{Code: "move", Text: "ec1 moves 1011"}, "moves")
	if len(ev) != 2 || ev[1].Text != "an Austrian counter moves out of sight" {
		t.Fatalf("what Naples reads: %+v", ev)
	}
}

// Test3_1_TurnReportLine: a new game turn is reported by its number, date
// and time, not by the stage the state passes through ("end-turn").
func Test3_1_TurnReportLine(t *testing.T) {
	s := newGame(t)
	s.First, s.Stage = false, stEndTurn
	for _, f := range s.Forms {
		f.Done = true
	}
	ev := s.advance(&script{})
	var line string
	for _, e := range ev {
		if e.Code == "turn" {
			line = e.Text
		}
	}
	if line != "turn 2 begins: 1815-05-02 14:00" {
		t.Fatalf("turn line %q", line)
	}
}
