package risorgimento

import (
	"strings"
	"testing"
)

// Test6_33_TurnOneHexsideInAnEnemyZOC: fa-1, starting next to ae-1's
// front (in its ZOC), may turn one hexside, not two (6.33); revision 1
// let it turn freely.
func Test6_33_TurnOneHexsideInAnEnemyZOC(t *testing.T) {
	for _, rev := range []int{1, 2} {
		s := emptied(skirmishAt(t, rev))
		s.unit("fa-1").Hex, s.unit("fa-1").Face = txt("0505"), txt("se")
		s.unit("ae-1").Hex, s.unit("ae-1").Face = txt("0605"), txt("nw")
		acting(s, "france", "i", 0, "fa", "fa-1")
		if !s.board().enemyZOC("france", hx(t, "0505")) {
			t.Fatal("the test position has fa-1 outside ae-1's ZOC")
		}
		_, err := s.face(s.w.brigade("fa"), order{Verb: "face", ID: "fa-1", Facing: "nw"})
		if refused := err != nil && strings.Contains(err.Error(), "(6.33)"); refused != (rev >= zocTurnRevision) {
			t.Fatalf("revision %d: turning fa-1 from se to nw in an enemy ZOC: %v", rev, err)
		}
		s.unit("fa-1").Moved = false
		if _, err := s.face(s.w.brigade("fa"), order{Verb: "face", ID: "fa-1", Facing: "ne"}); err != nil && rev >= zocTurnRevision {
			t.Fatalf("revision %d: one hexside (se to ne) refused: %v", rev, err)
		}
	}
}
