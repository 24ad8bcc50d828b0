package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// newAt is a new game of sc under rules revision rev (0: the current).
func newAt(t *testing.T, sc *scenarios.Scenario, rev int) *State {
	t.Helper()
	sc.Revisions.System = rev
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// skirmishAt is the test scenario under rules revision rev.
func skirmishAt(t *testing.T, rev int) *State { return newAt(t, loadSkirmish(t), rev) }

// emptied is s with every unit off the map.
func emptied(s *State) *State {
	for i := range s.Units {
		s.Units[i].Hex = txt("")
	}
	return s
}

// Test4_52_PassStandsForThePhase: from revision 2 a side that passed by a
// line has `pass` for its default for the rest of the Activation Phase,
// so it is not asked again after the opponent's activation or pass; under
// revision 1 it has no default and is asked.
func Test4_52_PassStandsForThePhase(t *testing.T) {
	for _, rev := range []int{1, 2} {
		s := skirmishAt(t, rev)
		s.Step = stepActivation
		s.Act = activation{Player: "france", Free: true}
		d := s.activateDecision(true)
		if d.Default != nil {
			t.Fatalf("revision %d: a default %q before any pass", rev, d.Default.Text)
		}
		if _, err := s.answer(d, order{Verb: "pass"}, roller(1)); err != nil {
			t.Fatal(err)
		}
		s.Act.Player, s.Act.Corps = "france", "" // France's turn to select again
		d = s.activateDecision(true)
		switch {
		case rev >= passRevision && (d.Default == nil || d.Default.Text != "pass" || !d.ReportDefault):
			t.Fatalf("revision %d: after France's pass its next selection defaults to %v, not a reported pass", rev, d.Default)
		case rev < passRevision && d.Default != nil:
			t.Fatalf("revision 1 gave France the default %q", d.Default.Text)
		}
		s.Act.Player = "austria"
		if got := s.activateDecision(true); got.Default != nil {
			t.Fatalf("revision %d: Austria, which has not passed, has the default %q", rev, got.Default.Text)
		}
	}
}

// Test4_14_CorpsTroopsHaveTheirOwnName: Magenta's Imperial Guard Reserve
// batteries are the command guard-troops from revision 2 ("guard" before).
func Test4_14_CorpsTroopsHaveTheirOwnName(t *testing.T) {
	for rev, want := range map[int]string{1: "guard", 2: "guard-troops"} {
		sc := loadBattle(t, "magenta1859")
		sc.Revisions.System = rev
		w, err := newWorld(sc)
		if err != nil {
			t.Fatal(err)
		}
		bi := w.brigade(w.units[w.unitIndex("guard-res1")].Brigade)
		if bi.ID != want || !bi.Reserve || bi.Corps != "guard" {
			t.Fatalf("revision %d: guard-res1 is in %+v, want the Reserve command %s of corps guard", rev, bi, want)
		}
		if rev >= troopsRevision && bi.Name == w.corpsOf("guard").Name {
			t.Fatalf("revision %d: the Reserve batteries carry the corps' own name %q", rev, bi.Name)
		}
	}
}
