package risorgimento

import (
	"strings"
	"testing"
)

// combinedPosition: Magenta under revision rev, every unit off the map
// but two batteries of the Austrian I Corps, burdina-a1 in 1826 and
// reznicek-a1 next to it in 1827, Clam-Gallas with them, and the French
// cler-1 in 2126, three hexes off; burdina-bde acting in I Corps'
// activation.
func combinedPosition(t *testing.T, rev int) *State {
	s := emptied(newAt(t, loadBattle(t, "magenta1859"), rev))
	for i := range s.Units {
		s.Units[i].Reserve = false
	}
	leadersOff(s, "clamgallas", "1826")
	target := hx(t, "2126")
	s.unit("cler-1").Hex = txt("2126")
	for _, p := range [][2]string{{"burdina-a1", "1826"}, {"reznicek-a1", "1827"}} {
		s.unit(p[0]).Hex = txt(p[1])
		i := s.w.unitIndex(p[0])
		for _, d := range s.w.m.Grid.Directions() {
			s.Units[i].Face = txt(d.String())
			if s.frontal(s.board(), i, target) {
				break
			}
		}
	}
	s.Step = stepActivation
	ci := s.w.corpsOf("a1")
	s.Act = activation{Player: "austria", Corps: "a1"}
	for k, b := range ci.Brigades {
		if b == "burdina-bde" {
			s.Act.Brigade = k
		}
	}
	s.brigade("burdina-bde").Orders, s.brigade("burdina-bde").Start = "under", []string{"burdina-a1"}
	return s
}

// Test7_12_CombinedFire: burdina-a1 fires at 2126 with reznicek-a1, of
// its corps and adjacent, both within Clam-Gallas's range: one roll, +2
// for the second battery, and both have fired (7.12).
func Test7_12_CombinedFire(t *testing.T) {
	s := combinedPosition(t, 2)
	o, err := readOrder("fire burdina-a1 2126 with reznicek-a1")
	if err != nil {
		t.Fatal(err)
	}
	f := roll(t, 5)
	evs, err := s.fire(f, s.w.brigade("burdina-bde"), o)
	if err != nil {
		t.Fatal(err)
	}
	f.done()
	ev := eventsText(evs)
	if !strings.Contains(ev, "burdina-a1 fires with reznicek-a1 at 2126") || !strings.Contains(ev, "+2 combined fire (7.12)") {
		t.Fatalf("not one combined fire at +2:\n%s", ev)
	}
	if !s.unit("reznicek-a1").Fired || !s.unit("burdina-a1").Fired {
		t.Fatal("a battery that combined has not fired (7.12)")
	}
}

// Test7_12_CombinedFireLimits: not with a battery two hexes off, nor one
// out of the corps commander's range, nor the French from adjacent hexes
// (the CombineAllowed cases), nor at all under revision 1.
func Test7_12_CombinedFireLimits(t *testing.T) {
	o, err := readOrder("fire burdina-a1 2126 with reznicek-a1")
	if err != nil {
		t.Fatal(err)
	}
	s := combinedPosition(t, 2)
	s.leader("clamgallas").Hex = shortText{}
	if _, err := s.fire(roll(t), s.w.brigade("burdina-bde"), o); err == nil || !strings.Contains(err.Error(), "(7.12)") {
		t.Fatalf("combined fire with the corps commander off the map: %v", err)
	}
	s = combinedPosition(t, 2)
	s.unit("reznicek-a1").Hex = txt("1828")
	if _, err := s.fire(roll(t), s.w.brigade("burdina-bde"), o); err == nil {
		t.Fatal("combined fire with a battery two hexes off (7.12)")
	}
	s = combinedPosition(t, 1)
	if _, err := s.fire(roll(t), s.w.brigade("burdina-bde"), o); err == nil || !strings.Contains(err.Error(), "revision 1") {
		t.Fatalf("revision 1 combined fire: %v", err)
	}
	if err := CombineAllowed(grid, France, []Battery{{Unit: Unit{ID: "f1", Corps: "ii"}, Hex: hx(t, "1826"), InCorpsRange: true},
		{Unit: Unit{ID: "f2", Corps: "ii"}, Hex: hx(t, "1827"), InCorpsRange: true}}); err == nil {
		t.Fatal("French batteries combined from adjacent hexes (7.12)")
	}
}
