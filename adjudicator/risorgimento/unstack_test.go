package risorgimento

import (
	"strings"
	"testing"
)

// unstackPosition: af-1 and af-j In Reserve in 1005 with ad-1 (three
// infantry of two brigades: beyond 5.41's limits), France's fa-1 far off
// in 0505, under rules revision rev.
func unstackPosition(t *testing.T, rev int) *State {
	s := emptied(skirmishAt(t, rev))
	for _, id := range []string{"ad-1", "af-1", "af-j"} {
		s.enterHex(s.w.unitIndex(id), hx(t, "1005"))
	}
	s.unit("af-1").Reserve, s.unit("af-j").Reserve = true, true
	s.unit("fa-1").Hex = txt("0505")
	return s
}

// Test4_62_OverstackedReleasedUnitsMoveOneHex: fa-1 coming within three
// hexes releases Brigade F (4.62); its bottom unit moves one hex so that
// 1005 conforms to stacking, and 1005 then does; revision 1 left it.
func Test4_62_OverstackedReleasedUnitsMoveOneHex(t *testing.T) {
	s := unstackPosition(t, 2)
	ev := eventsText(s.releaseNear("france", hx(t, "0705")))
	if !strings.Contains(ev, "af is released from Reserve") || !strings.Contains(ev, "af-j, released overstacked in 1005, moves to") {
		t.Fatalf("no release and one-hex move of af-j:\n%s", ev)
	}
	b := s.board()
	if err := CheckStacking(unitsOf(s, b.on(hx(t, "1005"))), StackingPlace{}); err != nil {
		t.Fatalf("1005 still overstacked after the interphase: %v", err)
	}
	if d := s.w.m.Grid.Distance(hx(t, "1005"), s.unit("af-j").hex()); d != 1 {
		t.Fatalf("af-j moved %d hexes, not one (4.62)", d)
	}
	s = unstackPosition(t, 1)
	if ev := eventsText(s.releaseNear("france", hx(t, "0705"))); strings.Contains(ev, "moves to") || !s.unit("af-j").Hex.is("1005") {
		t.Fatalf("revision 1 moved an overstacked unit:\n%s", ev)
	}
}
