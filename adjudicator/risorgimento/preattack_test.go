package risorgimento

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// batteryApproached: the Austrian ad-a alone in 0606 facing sw, France's
// fa-1 acting two hexes from into, the hex across that facing.
func batteryApproached(t *testing.T, rev int) (s *State, into hexmap.Hex, move string) {
	t.Helper()
	s = emptied(skirmishAt(t, rev))
	leadersOff(s)
	g := s.w.m.Grid
	bat := hx(t, "0606")
	s.unit("ad-a").Hex, s.unit("ad-a").Face = txt(bat.String()), txt("sw")
	sw, _ := hexmap.ParseDirection("sw")
	into, _ = g.Neighbor(bat, sw)
	from, _ := g.Neighbor(into, sw)
	s.unit("fa-1").Hex, s.unit("fa-1").Face = txt(from.String()), txt("ne")
	acting(s, "france", "i", 0, "fa", "fa-1")
	return s, into, "move fa-1 " + into.String()
}

// Test7_17_PreAttackFireOnEnemyEnteringFrontal: fa-1 moves into ad-a's
// frontal hex; Austria's `react fire` fires the battery at it, its one
// Pre-Attack fire of the segment, so it may not fire again before fa-1's
// attack on its hex (7.17 Pre-Attack Fire and its Play Note).
func Test7_17_PreAttackFireOnEnemyEnteringFrontal(t *testing.T) {
	s, into, move := batteryApproached(t, 2)
	o, _ := readOrder(move)
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Kind != "react" || ds[0].Side != "austria" || !slices.Equal(ds[0].Options, []string{"react hold", "react fire"}) {
		t.Fatalf("pending %+v, want Austria's Pre-Attack choice", ds)
	}
	ev, err := s.Apply(ds[0], lineOf("react fire hold"), roller(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); !strings.Contains(text, "ad-a fires in Pre-Attack Fire at "+into.String()) {
		t.Fatalf("no Pre-Attack fire:\n%s", text)
	}
	if !s.unit("fa-1").Hex.is(into.String()) || s.unit("fa-1").Out {
		t.Fatal("roller(1) eliminated fa-1: the test needs it in place to attack")
	}
	if got := s.fireReactors(s.board(), hx(t, "0606"), []string{"fa-1"}); len(got) != 0 || !slices.Contains(s.Act.PreFired, "ad-a") {
		t.Errorf("ad-a may fire again before the attack in the same segment: %v", got)
	}
}

// Test7_17_PreAttackRevision1: revision 1's games ask nothing when an
// enemy enters a battery's frontal hex.
func Test7_17_PreAttackRevision1(t *testing.T) {
	s, _, move := batteryApproached(t, 1)
	o, _ := readOrder(move)
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	if ds := s.Pending(); ds[0].Kind == "react" || s.Act.PreAttack != nil {
		t.Fatalf("revision 1 asked for Pre-Attack fire: %+v", ds)
	}
}
