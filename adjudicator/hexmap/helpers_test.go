package hexmap

import "testing"

// Grids used throughout the tests. The 60x34 map is the benchmark size.
var (
	flatOdd    = Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34, Orientation: FlatTop, Shifted: Odd}
	flatEven   = Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34, Orientation: FlatTop, Shifted: Even}
	pointyOdd  = Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34, Orientation: PointyTop, Shifted: Odd}
	pointyEven = Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34, Orientation: PointyTop, Shifted: Even}
	allGrids   = []struct {
		name string
		g    Grid
	}{{"flat-odd", flatOdd}, {"flat-even", flatEven}, {"pointy-odd", pointyOdd}, {"pointy-even", pointyEven}}
)

func hx(t testing.TB, s string) Hex {
	t.Helper()
	h, err := ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func hexes(t testing.TB, ss ...string) []Hex {
	t.Helper()
	out := make([]Hex, len(ss))
	for i, s := range ss {
		out[i] = hx(t, s)
	}
	return out
}

func hexList(hs []Hex) string {
	s := ""
	for i, h := range hs {
		if i > 0 {
			s += " "
		}
		s += h.String()
	}
	return s
}
