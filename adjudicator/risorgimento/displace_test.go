package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// displacement: ae-1 beaten in 0606 by fa-1 and fa-2, the French in
// three more of its neighbours, so that its only retreat is the last
// neighbour, held by ad-1 of another brigade, which it cannot stack with
// (5.41); fb-1's attack on that hex is still to come.
func displacement(t *testing.T, rev int) (s *State, target, only hexmap.Hex) {
	t.Helper()
	s = emptied(skirmishAt(t, rev))
	leadersOff(s)
	g := s.w.m.Grid
	target = hx(t, "0606")
	ns := g.Neighbors(target)
	if len(ns) != 6 {
		t.Fatalf("0606 has %d neighbours", len(ns))
	}
	s.unit("ae-1").Hex = txt(target.String())
	for k, id := range []string{"fa-1", "fa-2", "fb-1", "fc-1", "fb-j"} {
		s.unit(id).Hex = txt(ns[k].String())
		if d, ok := g.DirectionTo(ns[k], target); ok {
			s.unit(id).Face = txt(d.String())
		}
	}
	only = ns[5]
	s.unit("ad-1").Hex = txt(only.String())
	if s.stackingAt(only, s.w.unitIndex("ae-1"), StackingPlace{}) == nil {
		t.Fatal("ae-1 may stack with ad-1: no displacement")
	}
	s.Step = stepActivation
	s.Act = activation{Player: "france", Corps: "i", Brigade: 99, Attacks: []attackDecl{
		{Unit: "fa-1", Target: target.String()}, {Unit: "fa-2", Target: target.String()}, {Unit: "fb-1", Target: only.String()}}}
	return s, target, only
}

// Test8_33_Displacement: ae-1 retreats into ad-1's hex; ad-1 is
// displaced one hex, both roll a CDR, and fb-1's attack on that hex is
// cancelled (8.33 DISPLACEMENT i-iii).
func Test8_33_Displacement(t *testing.T) {
	s, target, only := displacement(t, 2)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	ev := eventsText(s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")}))
	ad := s.unit("ad-1")
	if !s.unit("ae-1").Hex.is(only.String()) || ad.Out || ad.Hex.is(only.String()) || ad.Hex.is(target.String()) || !s.w.m.Grid.Adjacent(ad.hex(), only) {
		t.Fatalf("ae-1 in %s, ad-1 in %s (out %v):\n%s", s.unit("ae-1").Hex, ad.Hex, ad.Out, ev)
	}
	if !strings.Contains(ev, "displacing (roll") || !strings.Contains(ev, "ad-1 is displaced from "+only.String()) || !strings.Contains(ev, ", roll ") {
		t.Errorf("both units roll a CDR (8.33 ii):\n%s", ev)
	}
	if len(s.Act.Attacks) != 2 || !strings.Contains(ev, "attack on "+only.String()+" is cancelled") {
		t.Errorf("fb-1's attack on %s not cancelled (8.33 iii): %+v", only, s.Act.Attacks)
	}
}

// Test8_33_Revision1_DisplacementOverstacks: revision 1 leaves ad-1 where
// it was and the attack on its hex to come.
func Test8_33_Revision1_DisplacementOverstacks(t *testing.T) {
	s, target, only := displacement(t, 1)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")})
	if !s.unit("ad-1").Hex.is(only.String()) || len(s.Act.Attacks) != 3 {
		t.Fatalf("revision 1 displaced ad-1 to %s or cancelled an attack: %+v", s.unit("ad-1").Hex, s.Act.Attacks)
	}
}

// Test8_33_DisplacementChain: with the French in two more of ad-1's
// neighbours and af-1 (another brigade) in the last, ad-1 displaced in
// turn displaces af-1: a chain (8.33 i).
func Test8_33_DisplacementChain(t *testing.T) {
	s, target, only := displacement(t, 2)
	g := s.w.m.Grid
	var free []hexmap.Hex
	for _, n := range g.Neighbors(only) {
		if n != target && len(s.board().on(n)) == 0 {
			free = append(free, n)
		}
	}
	if len(free) != 3 {
		t.Fatalf("%s has %d free neighbours, want 3", only, len(free))
	}
	s.unit("fa-a").Hex, s.unit("fc-c").Hex, s.unit("af-1").Hex = txt(free[0].String()), txt(free[1].String()), txt(free[2].String())
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	ev := eventsText(s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")}))
	if !s.unit("ad-1").Hex.is(free[2].String()) || s.unit("af-1").Hex.is(free[2].String()) || !strings.Contains(ev, "af-1 is displaced from "+free[2].String()) {
		t.Fatalf("ad-1 in %s, af-1 in %s:\n%s", s.unit("ad-1").Hex, s.unit("af-1").Hex, ev)
	}
}
