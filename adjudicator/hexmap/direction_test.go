package hexmap

import "testing"

func TestParseDirection(t *testing.T) {
	for d := N; d <= NW; d++ {
		got, err := ParseDirection(d.String())
		if err != nil || got != d {
			t.Errorf("ParseDirection(%q) = %v, %v", d.String(), got, err)
		}
	}
	if d, err := ParseDirection("NE"); err != nil || d != NE {
		t.Errorf("upper case: %v %v", d, err)
	}
	for _, s := range []string{"", "north", "nne", "x"} {
		if _, err := ParseDirection(s); err == nil {
			t.Errorf("ParseDirection(%q): no error", s)
		}
	}
	if Direction(0).Opposite() != 0 || Direction(0).String() != "Direction(0)" {
		t.Error("zero direction")
	}
}

func TestOppositeAndRotate(t *testing.T) {
	for _, tc := range []struct{ d, opp Direction }{{N, S}, {NE, SW}, {E, W}, {SE, NW}, {S, N}, {SW, NE}, {W, E}, {NW, SE}} {
		if got := tc.d.Opposite(); got != tc.opp {
			t.Errorf("%v.Opposite() = %v; want %v", tc.d, got, tc.opp)
		}
	}
	for _, tc := range []struct {
		g     Grid
		d     Direction
		steps int
		want  Direction
	}{
		{flatOdd, N, 1, NE}, {flatOdd, N, -1, NW}, {flatOdd, NW, 1, N}, {flatOdd, SE, 3, NW}, {flatOdd, S, 13, SW},
		{pointyOdd, NE, 1, E}, {pointyOdd, NE, -1, NW}, {pointyOdd, W, 2, NE}, {pointyOdd, E, 3, W},
		{flatOdd, E, 1, 0}, {pointyOdd, N, 1, 0},
	} {
		if got := tc.g.Rotate(tc.d, tc.steps); got != tc.want {
			t.Errorf("%v Rotate(%v, %d) = %v; want %v", tc.g.Orientation, tc.d, tc.steps, got, tc.want)
		}
	}
}

// Worked out by hand on paper: with odd columns shifted down, 0505 sits
// half a hex below 0605, so its ne and se neighbours are 0605 and 0606;
// 0605 sits half a hex above 0505 and 0705, so its sw is 0505 and its ne
// 0704. And so on for the other three layouts.
func TestNeighbors(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    Grid
		h    string
		want map[Direction]string
	}{
		{"flat odd, odd column", flatOdd, "0505", map[Direction]string{N: "0504", NE: "0605", SE: "0606", S: "0506", SW: "0406", NW: "0405"}},
		{"flat odd, even column", flatOdd, "0605", map[Direction]string{N: "0604", NE: "0704", SE: "0705", S: "0606", SW: "0505", NW: "0504"}},
		{"flat even, odd column", flatEven, "0505", map[Direction]string{N: "0504", NE: "0604", SE: "0605", S: "0506", SW: "0405", NW: "0404"}},
		{"flat even, even column", flatEven, "0605", map[Direction]string{N: "0604", NE: "0705", SE: "0706", S: "0606", SW: "0506", NW: "0505"}},
		{"pointy odd, odd row", pointyOdd, "0505", map[Direction]string{NE: "0604", E: "0605", SE: "0606", SW: "0506", W: "0405", NW: "0504"}},
		{"pointy odd, even row", pointyOdd, "0506", map[Direction]string{NE: "0505", E: "0606", SE: "0507", SW: "0407", W: "0406", NW: "0405"}},
		{"pointy even, odd row", pointyEven, "0505", map[Direction]string{NE: "0504", E: "0605", SE: "0506", SW: "0406", W: "0405", NW: "0404"}},
		{"pointy even, even row", pointyEven, "0506", map[Direction]string{NE: "0605", E: "0606", SE: "0607", SW: "0507", W: "0406", NW: "0505"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := hx(t, tc.h)
			var inOrder []Hex
			for _, d := range tc.g.Directions() {
				want := hx(t, tc.want[d])
				got, ok := tc.g.Neighbor(h, d)
				if !ok || got != want {
					t.Errorf("Neighbor(%v, %v) = %v, %v; want %v", h, d, got, ok, want)
				}
				if back, ok := tc.g.DirectionTo(h, want); !ok || back != d {
					t.Errorf("DirectionTo(%v, %v) = %v, %v; want %v", h, want, back, ok, d)
				}
				if back, ok := tc.g.Neighbor(want, d.Opposite()); !ok || back != h {
					t.Errorf("Neighbor(%v, %v) = %v; want %v", want, d.Opposite(), back, h)
				}
				inOrder = append(inOrder, want)
			}
			if got := tc.g.Neighbors(h); hexList(got) != hexList(inOrder) {
				t.Errorf("Neighbors(%v) = %v; want %v", h, hexList(got), hexList(inOrder))
			}
		})
	}
}

func TestNeighborsAtEdgeAndWrongDirection(t *testing.T) {
	g := flatOdd
	corner := hx(t, "0101")
	// 0101 is in a shifted (lower) column: n, nw, sw are off the map.
	if got := hexList(g.Neighbors(corner)); got != "0201 0202 0102" {
		t.Errorf("Neighbors(0101) = %v", got)
	}
	if n, ok := g.Neighbor(corner, N); ok || n != (Hex{1, 0}) {
		t.Errorf("Neighbor(0101, n) = %v, %v; want 0100 off the map", n, ok)
	}
	if _, ok := g.Neighbor(corner, E); ok {
		t.Error("Neighbor with e on a flat-topped map")
	}
	if _, ok := g.DirectionTo(corner, hx(t, "0103")); ok {
		t.Error("DirectionTo two hexes apart")
	}
	if _, ok := g.DirectionTo(corner, corner); ok {
		t.Error("DirectionTo itself")
	}
}

// Every direction and its opposite lead back, everywhere, on all layouts.
func TestNeighborInverse(t *testing.T) {
	for _, gc := range allGrids {
		for _, h := range gc.g.Hexes() {
			for _, d := range gc.g.Directions() {
				n, _ := gc.g.Neighbor(h, d)
				if b, _ := gc.g.Neighbor(n, d.Opposite()); b != h {
					t.Fatalf("%s: %v %v %v back %v", gc.name, h, d, n, b)
				}
				if gc.g.Distance(h, n) != 1 {
					t.Fatalf("%s: distance %v %v", gc.name, h, n)
				}
			}
		}
	}
}
