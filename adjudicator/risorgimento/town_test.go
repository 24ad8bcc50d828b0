package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// townPosition: fa-1, fa-2 and fb-1 stacked in town hex 0505 (town
// stacking, 5.51), ae-1 next to them in 0605, the rest off the map.
func townPosition(t *testing.T, rev int) *State {
	s := emptied(skirmishAt(t, rev))
	s.w.m.SetHex(hx(t, "0505"), HexTerrain{Kind: Town})
	for _, id := range []string{"fa-1", "fa-2", "fb-1"} {
		s.enterHex(s.w.unitIndex(id), hx(t, "0505"))
		s.unit(id).Face = txt("se")
	}
	s.unit("ae-1").Hex, s.unit("ae-1").Face = txt("0605"), txt("nw")
	acting(s, "france", "i", 1, "fb", "fb-1")
	return s
}

// Test5_53_TwoAttackersOutOfATown: with fa-1 and fa-2 attacking out of
// the town hex, fb-1, the third unit there, may not (5.53); revision 1
// let it.
func Test5_53_TwoAttackersOutOfATown(t *testing.T) {
	for _, rev := range []int{1, 2} {
		s := townPosition(t, rev)
		s.Act.Attacks = []attackDecl{{Unit: "fa-1", Target: "0605"}, {Unit: "fa-2", Target: "0605"}}
		err := s.checkAttack(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), hx(t, "0605"))
		refused := err != nil && strings.Contains(err.Error(), "only two units may attack out of a town hex, 3 would (5.53)")
		if refused != (rev >= townRevision) {
			t.Fatalf("revision %d: fb-1's third attack out of the town: %v", rev, err)
		}
	}
	s := townPosition(t, 2)
	s.Act.Attacks = []attackDecl{{Unit: "fa-1", Target: "0605"}}
	if err := s.checkAttack(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), hx(t, "0605")); err != nil {
		t.Fatalf("a second attack out of the town was refused: %v", err)
	}
}

// Test5_53_LeavingTownStackingCostsOneMP: fb-1 leaving a town hex held by
// three units pays one MP more, so six clear hexes are beyond its MA 6;
// alone in the town, or under revision 1, they are not.
func Test5_53_LeavingTownStackingCostsOneMP(t *testing.T) {
	path := []hexmap.Hex{hx(t, "0506"), hx(t, "0507"), hx(t, "0508"), hx(t, "0509"), hx(t, "0510"), hx(t, "0610")}
	s := townPosition(t, 2)
	if err := s.checkMove(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), path); err == nil {
		t.Fatal("fb-1 left a town hex using town stacking without the extra MP (5.53)")
	}
	s.unit("fa-2").Hex = txt("") // fa-1 and fb-1, of two brigades, still use town stacking (5.41 1, 5.51)
	if err := s.checkMove(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), path); err == nil {
		t.Fatal("fb-1 left a town hex using town stacking without the extra MP (5.53)")
	}
	s.unit("fa-1").Hex = txt("")
	if err := s.checkMove(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), path); err != nil {
		t.Fatalf("a unit alone in a town uses no town stacking, yet: %v", err)
	}
	s = townPosition(t, 1)
	if err := s.checkMove(s.board(), s.w.brigade("fb"), s.w.unitIndex("fb-1"), path); err != nil {
		t.Fatalf("revision 1 charged the town's extra MP: %v", err)
	}
}
