package hexmap

import "testing"

// Custoza 2.7: "Each unit has three Front hexes and three Rear hexes";
// exception: Village and Fortress hexes have all around facing.
func TestFacing_Custoza2_7(t *testing.T) {
	g := flatOdd
	h := hx(t, "0505")
	for _, tc := range []struct {
		f           Facing
		front, rear string
	}{
		{Facing{Toward: N}, "0405 0504 0605", "0606 0506 0406"},
		{Facing{Toward: NE}, "0504 0605 0606", "0506 0406 0405"},
		{Facing{Toward: S}, "0606 0506 0406", "0405 0504 0605"},
		{Facing{Toward: N, AllRound: true}, "0504 0605 0606 0506 0406 0405", ""},
	} {
		if got := hexList(g.FrontHexes(h, tc.f)); got != tc.front {
			t.Errorf("FrontHexes(%v, %+v) = %v; want %v", h, tc.f, got, tc.front)
		}
		if got := hexList(g.RearHexes(h, tc.f)); got != tc.rear {
			t.Errorf("RearHexes(%v, %+v) = %v; want %v", h, tc.f, got, tc.rear)
		}
		for _, n := range g.Neighbors(h) {
			if g.IsFront(h, tc.f, n) == g.IsRear(h, tc.f, n) {
				t.Errorf("%+v: %v is front %v, rear %v", tc.f, n, g.IsFront(h, tc.f, n), g.IsRear(h, tc.f, n))
			}
		}
	}
}

// Risorgimento 6.1 and the example of 6.23: "A unit in M2403 is facing into
// M2503. It extends a ZOC into M2503, as that is its directly frontal hex,
// and into M2404, because of the road. It does not do so into M2502, even
// though the latter is a frontal hex." So 2503, 2502 and 2404 are the
// frontal hexes of 2403 and 2503 is directly frontal; that only holds when
// odd columns sit half a hex lower (the Magenta map's layout).
func TestFacing_Risorgimento6_1_Example6_23(t *testing.T) {
	g := flatOdd
	h := hx(t, "2403")
	d, ok := g.DirectionTo(h, hx(t, "2503"))
	if !ok {
		t.Fatal("2503 not adjacent to 2403")
	}
	f := Facing{Toward: d}
	if got := hexList(g.FrontHexes(h, f)); got != "2502 2503 2404" {
		t.Errorf("front = %v; want 2502 2503 2404", got)
	}
	if direct, _ := g.Neighbor(h, f.Toward); direct != hx(t, "2503") {
		t.Errorf("directly frontal = %v", direct)
	}
	// On an even-shifted map 2502 is not even adjacent to 2403.
	if flatEven.Adjacent(h, hx(t, "2502")) {
		t.Error("even layout: 2502 adjacent to 2403")
	}
}

// Risorgimento 6.14 Square: "All hexes adjacent to the Square are Frontal."
// Custoza 7.6: Square has All Around Facing.
func TestFacingAllRound_Risorgimento6_14(t *testing.T) {
	for _, gc := range allGrids {
		h := hx(t, "1010")
		f := Facing{AllRound: true}
		if len(gc.g.FrontHexes(h, f)) != 6 || len(gc.g.RearHexes(h, f)) != 0 || len(gc.g.RearHexsides(h, f)) != 0 {
			t.Errorf("%s: all round front %v rear %v", gc.name, gc.g.FrontHexes(h, f), gc.g.RearHexes(h, f))
		}
	}
}

func TestFacingHexsides(t *testing.T) {
	g := pointyOdd
	h := hx(t, "0505")
	f := Facing{Toward: E}
	front := g.FrontHexsides(h, f)
	rear := g.RearHexsides(h, f)
	if len(front) != 3 || len(rear) != 3 {
		t.Fatalf("front %v rear %v", front, rear)
	}
	want := []string{"0505/ne", "0505/e", "0505/se"}
	for i, s := range front {
		if s.String() != want[i] {
			t.Errorf("front[%d] = %v; want %v", i, s, want[i])
		}
	}
	// Rear: sw, w, nw of 0505 are named by their owners.
	wantRear := []string{"0506/ne", "0405/e", "0504/se"}
	for i, s := range rear {
		if s.String() != wantRear[i] {
			t.Errorf("rear[%d] = %v; want %v", i, s, wantRear[i])
		}
	}
	if g.FrontDirections(Facing{Toward: N}) != nil || g.FrontHexes(h, Facing{Toward: N}) == nil {
		t.Error("facing n on a pointy-topped map")
	}
}

func TestFacingAtMapEdge(t *testing.T) {
	g := flatOdd
	h := hx(t, "0101")
	if got := hexList(g.FrontHexes(h, Facing{Toward: N})); got != "0201" {
		t.Errorf("front at corner = %v; want 0201", got)
	}
	if got := len(g.FrontHexsides(h, Facing{Toward: N})); got != 3 {
		t.Errorf("front hexsides at corner: %d; want 3 (map edge included)", got)
	}
}
