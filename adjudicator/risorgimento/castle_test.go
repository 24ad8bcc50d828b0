package risorgimento

import (
	"strings"
	"testing"
)

// castlePosition: attackPosition under revision rev, 0605 a castle with
// ae-1 on top (outside) and ae-l at the bottom (inside, 5.29).
func castlePosition(t *testing.T, rev int) *State {
	s := emptied(skirmishAt(t, rev))
	leadersOff(s)
	s.unit("fa-1").Hex, s.unit("fa-1").Face = txt("0505"), txt("se")
	s.w.m.SetHex(hx(t, "0605"), HexTerrain{Kind: Castle})
	for _, id := range []string{"ae-1", "ae-l"} {
		s.enterHex(s.w.unitIndex(id), hx(t, "0605"))
		s.unit(id).Face = txt("sw")
	}
	s.brigade("fa").Start = []string{"fa-1"}
	s.Step = stepActivation
	s.Act = activation{Player: "france", Corps: "i", Brigade: 99}
	return s
}

// Test5_29_CastleOutsideUnitsAttackedSeparately: the attack on the castle
// hex strikes ae-1, outside, with no castle DRM; ae-l, inside, takes no
// Hit and holds the hex, so the victor does not enter (5.29). Revision 1
// struck both with the castle's DRM.
func Test5_29_CastleOutsideUnitsAttackedSeparately(t *testing.T) {
	s := castlePosition(t, 2)
	ev := eventsText(s.battle(roll(t, 1, 9, 1, 5, 5, 5, 5), hx(t, "0605"), []string{"fa-1"}))
	if strings.Contains(ev, "terrain (7.45)") {
		t.Fatalf("the units outside the castle had its DRM:\n%s", ev)
	}
	if u := s.unit("ae-l"); !u.Hex.is("0605") || u.Hits != 0 {
		t.Fatalf("ae-l, inside the castle, was struck: %+v\n%s", *u, ev)
	}
	if u := s.unit("ae-1"); u.Hits == 0 || u.Hex.is("0605") {
		t.Fatalf("ae-1, outside, was not struck and beaten back: %+v\n%s", *u, ev)
	}
	if s.unit("fa-1").Hex.is("0605") {
		t.Fatal("fa-1 entered a castle hex still held (5.29, 7.43)")
	}
	s = castlePosition(t, 1)
	ev = eventsText(s.battle(roll(t, 1, 9, 1, 5, 5, 5, 5), hx(t, "0605"), []string{"fa-1"}))
	if !strings.Contains(ev, "terrain (7.45)") {
		t.Fatalf("revision 1 lost the castle DRM:\n%s", ev)
	}
}
