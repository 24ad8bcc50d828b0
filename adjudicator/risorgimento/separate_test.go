package risorgimento

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// acrossCanal: ae-1 in the hex across 0402's canal hexside (se); fa-1
// attacks across the canal from 0402, fa-2 from a neighbour of the
// target across no water or slope.
func acrossCanal(t *testing.T, rev int) (s *State, target hexmap.Hex) {
	t.Helper()
	s = emptied(skirmishAt(t, rev))
	leadersOff(s)
	g := s.w.m.Grid
	se, _ := hexmap.ParseDirection("se")
	from := hx(t, "0402")
	target, _ = g.Neighbor(from, se)
	s.unit("ae-1").Hex = txt(target.String())
	s.unit("fa-1").Hex = txt(from.String())
	for _, n := range g.Neighbors(target) {
		if n != from && SideAttackDRM(s.w.m, s.w.t, n, target) == 0 && !g.Adjacent(n, from) {
			s.unit("fa-2").Hex = txt(n.String())
			break
		}
	}
	if s.unit("fa-2").Hex.is("") {
		t.Fatal("no dry approach to the target")
	}
	return s, target
}

// Test7_32_SeparateAttacksAcrossHexsides: the canal gives the attacker
// its TEC DRM (-2, the stand-in chart); attacking across it and from dry
// ground, the defender gets the better for him, -2 (7.32); from dry
// ground alone, none.
func Test7_32_SeparateAttacksAcrossHexsides(t *testing.T) {
	s, target := acrossCanal(t, 2)
	fa1, fa2 := s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")
	canal := s.w.t.combatDRM("canal", colAttack)
	if canal >= 0 {
		t.Fatalf("the chart's canal attack DRM is %d: the test needs one that hurts the attacker", canal)
	}
	if got := SideAttackDRM(s.w.m, s.w.t, s.unit("fa-1").hex(), target); got != canal {
		t.Errorf("across the canal: %d, want %d (7.45)", got, canal)
	}
	if got := s.hexsideTerrain(target, []int{fa1, fa2}); got != canal {
		t.Errorf("across the canal and from dry ground: %d, want the defender's best %d (7.32)", got, canal)
	}
	if got := s.hexsideTerrain(target, []int{fa2}); got != 0 {
		t.Errorf("from dry ground: %d, want 0", got)
	}
}

// Test7_32_Revision1_NoHexsideDRM: revision 1's attacks take the hex's
// DRM only; revision 2's add the canal's, as the attack's words show.
func Test7_32_Revision1_NoHexsideDRM(t *testing.T) {
	for _, rev := range []int{1, 2} {
		s, target := acrossCanal(t, rev)
		s.Step = stepActivation
		s.Act = activation{Player: "france", Corps: "i", Brigade: 99}
		ev, _ := s.fight(roller(1), target, []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}, []int{s.w.unitIndex("ae-1")}, fightHow{})
		text := eventsText(ev)
		hexDRM := s.attackTerrain(target, []int{s.w.unitIndex("ae-1")})
		want := hexDRM
		if rev == 2 {
			want += s.w.t.combatDRM("canal", colAttack)
		}
		mark := fmt.Sprintf("%+d terrain (7.45)", want)
		if want == 0 && strings.Contains(text, "terrain (7.45)") || want != 0 && !strings.Contains(text, mark) {
			t.Errorf("revision %d: the attack's terrain DRM is not %d:\n%s", rev, want, text)
		}
	}
}
