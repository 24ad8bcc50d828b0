package hexmap

import "testing"

// BenchmarkLOSAllPairsWithin5 traces every ordered pair of distinct hexes
// at most 5 apart on a 60x34 map; one op is the whole sweep.
func BenchmarkLOSAllPairsWithin5(b *testing.B) {
	g := flatOdd
	type pair struct{ a, b Hex }
	var pairs []pair
	for _, a := range g.Hexes() {
		for _, c := range g.Around(a, 5) {
			if c != a {
				pairs = append(pairs, pair{a, c})
			}
		}
	}
	for b.Loop() {
		for _, p := range pairs {
			g.Line(p.a, p.b)
		}
	}
	b.ReportMetric(float64(len(pairs)), "lines/op")
}

// BenchmarkPathsFromOneHex is a full cheapest-path search from one hex of
// a 60x34 map, uniform cost 1, budget covering the map.
func BenchmarkPathsFromOneHex(b *testing.B) {
	g := flatOdd
	cost := uniform(MP)
	from := Hex{30, 17}
	for b.Loop() {
		r := g.Paths(from, MPs(100), cost, PathOptions{})
		if _, ok := r.Get(Hex{1, 1}); !ok {
			b.Fatal("corner not reached")
		}
	}
}

// BenchmarkCheapestPathAcross is one corner-to-corner query.
func BenchmarkCheapestPathAcross(b *testing.B) {
	g := flatOdd
	cost := uniform(MP)
	for b.Loop() {
		if _, _, ok := g.CheapestPath(Hex{1, 1}, Hex{60, 34}, cost, PathOptions{}); !ok {
			b.Fatal("not reached")
		}
	}
}

// BenchmarkPathsRadius8 is a search the size of a leader's move (8 MP
// at 1 MP a hex), by index, as rules systems ask it.
func BenchmarkPathsRadius8(b *testing.B) {
	g := flatOdd
	cost := func(from, to int32, dir int) (Cost, bool) { return MP, true }
	from := Hex{30, 17}
	for b.Loop() {
		if r := g.PathsIndexed(from, MPs(8), cost, IndexOptions{MinimumMove: true}); r.Len() != 217 {
			b.Fatal(r.Len())
		}
	}
}
