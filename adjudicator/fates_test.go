package adjudicator_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// judged is the toy's state with rules that forbid some lines when their
// turn ends (adjudicator.Forbidder).
type judged struct {
	adjudicator.State
	forbid map[string]string // line text → the refusal
}

func (j judged) Clone() adjudicator.State { return judged{j.State.Clone(), j.forbid} }
func (j judged) GameTurn() int            { return j.State.(adjudicator.TurnScoped).GameTurn() }

func (j judged) Forbidden(_ adjudicator.Side, l adjudicator.Line) error {
	if why, ok := j.forbid[l.Text]; ok {
		return errors.New(why)
	}
	return nil
}

func judgedToy(t *testing.T, core int, forbid map[string]string) *adjudicator.Game {
	t.Helper()
	g := newTurnToy(t)
	g.Scenario.Revisions = scenarios.Revisions{System: 2, Core: core}
	g.State = judged{g.State, forbid}
	return g
}

func planNote(t *testing.T, g *adjudicator.Game, side, text string) (string, string) {
	t.Helper()
	for _, pl := range plan(t, g, side) {
		if pl.Text == text {
			return pl.Status, pl.Note
		}
	}
	t.Fatalf("no line %q of %s", text, side)
	return "", ""
}

// A line the rules forbid, left waiting when its turn ends, is refused
// with the rule (core revision 3), and its side alone is told; under
// revision 2 it expired with the engine's reason.
func TestForbiddenLineRefusedWhenItsTurnEnds(t *testing.T) {
	forbid := map[string]string{"hide 3": "nothing is hidden after a roll (T.1)"}
	for _, core := range []int{2, 3} {
		g := judgedToy(t, core, forbid)
		orders(t, g, "red", 1, "turn 1\nroll\nhide 3\nhide 8\n")
		orders(t, g, "blue", 1, "turn 1\npass\n")
		res := run(t, g)
		status, note := planNote(t, g, "red", "hide 3")
		other, _ := planNote(t, g, "red", "hide 8")
		switch {
		case core == 3 && (status != adjudicator.LineRefused || note != forbid["hide 3"]):
			t.Errorf("core 3: hide 3 %s %q, want refused with the rule", status, note)
		case core == 3 && !strings.Contains(texts(res.Events), `refused "hide 3": nothing is hidden`):
			t.Errorf("core 3: no refusal told: %s", texts(res.Events))
		case core == 2 && status != adjudicator.LineExpired:
			t.Errorf("core 2: hide 3 %s %q, want expired as recorded", status, note)
		case other != adjudicator.LineExpired:
			t.Errorf("core %d: hide 8 %s, want expired: the rules said nothing of it", core, other)
		}
		for _, e := range res.Events {
			if e.Code == "line-refused" && e.To.Sees("blue") {
				t.Errorf("core %d: blue is told of red's refusal: %s", core, e.Text)
			}
		}
	}
}

// A line left waiting when the game ends says whether its step had come:
// "the game ended before it was needed" only when it had not (core
// revision 3); under revision 2, always.
func TestGameEndReasonIsTrue(t *testing.T) {
	for _, core := range []int{2, 3} {
		g := judgedToy(t, core, nil)
		orders(t, g, "red", 1, "turn 1\nroll\nturn 2\nroll\nturn 3\nroll\nhide 3\n")
		orders(t, g, "blue", 1, "turn 1\npass\nturn 2\npass\nturn 3\npass\n")
		res := run(t, g)
		if res.Outcome == nil {
			t.Fatalf("core %d: the game did not end: %s", core, texts(res.Events))
		}
		_, note := planNote(t, g, "red", "hide 3")
		ended := note == "the game ended before it was needed"
		if core == 2 != ended {
			t.Errorf("core %d: hide 3 expired %q", core, note)
		}
		if core == 3 && !strings.Contains(note, "the step it answers was over") {
			t.Errorf("core 3: hide 3 expired %q, want its step over: red acted in turn 3", note)
		}
	}
}

// A decision that bars a subject refuses a line about it with the
// rule's words (Decision.Barred), and goes on to the next line.
func TestBarredSubjectRefused(t *testing.T) {
	d := adjudicator.Decision{Accepts: []string{"activate"}, Barred: []adjudicator.Bar{{Subject: "t", Why: "not now (3.2)"}}}
	if b, ok := d.Bars(adjudicator.Line{Kind: "activate", Subject: "t"}); !ok || b.Why != "not now (3.2)" || b.Spent {
		t.Fatalf("Bars = %+v %v", b, ok)
	}
	if _, ok := d.Bars(adjudicator.Line{Kind: "activate", Subject: "ii"}); ok {
		t.Fatal("ii is barred")
	}
	if _, ok := d.Bars(adjudicator.Line{Kind: "activate"}); ok {
		t.Fatal("a line with no subject is barred")
	}
}
