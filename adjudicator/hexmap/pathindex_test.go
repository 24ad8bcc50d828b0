package hexmap

import "testing"

// TestStepCostSays: a search by index asks each step with the indexes of
// its hexes and the direction from one to the other, on every kind of
// grid, and finds what the search by hex finds, also into a reach used
// before.
func TestStepCostSays(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		from := Hex{(g.FirstCol + g.LastCol) / 2, (g.FirstRow + g.LastRow) / 2}
		asked := 0
		cost := func(a, b int32, dir int) (Cost, bool) {
			asked++
			u, v := g.HexAt(int(a)), g.HexAt(int(b))
			if d, ok := g.DirectionTo(u, v); !ok || d != g.Directions()[dir] {
				t.Fatalf("%s: %v to %v asked as direction %d", gc.name, u, v, dir)
			}
			return MP, true
		}
		r := g.PathsIndexed(from, MPs(3), cost, IndexOptions{})
		want := g.Paths(from, MPs(3), uniform(MP), PathOptions{})
		if asked == 0 || hexList(r.Hexes()) != hexList(want.Hexes()) {
			t.Fatalf("%s: reached %s; want %s", gc.name, hexList(r.Hexes()), hexList(want.Hexes()))
		}
		// Into a reach of a larger search, reusing its memory.
		g.PathsIndexedInto(&r, from, MPs(2), cost, IndexOptions{})
		if want := g.Paths(from, MPs(2), uniform(MP), PathOptions{}); hexList(r.Hexes()) != hexList(want.Hexes()) || r.Budget() != MPs(2) {
			t.Fatalf("%s: into a used reach: %s; want %s", gc.name, hexList(r.Hexes()), hexList(want.Hexes()))
		}
	}
}

// NeighborIndexes is Neighbor by Index, on both orientations and shifts.
func TestNeighborIndexes(t *testing.T) {
	for _, g := range []Grid{
		{FirstCol: 10, LastCol: 19, FirstRow: 1, LastRow: 8, Orientation: FlatTop, Shifted: Even},
		{FirstCol: 1, LastCol: 7, FirstRow: 3, LastRow: 12, Orientation: PointyTop, Shifted: Odd},
	} {
		nbrs := g.NeighborIndexes()
		if len(nbrs) != g.Len() {
			t.Fatalf("%d rows for %d hexes", len(nbrs), g.Len())
		}
		for i, h := range g.Hexes() {
			for d, dir := range g.Directions() {
				n, on := g.Neighbor(h, dir)
				want := int32(-1)
				if on {
					j, _ := g.Index(n)
					want = int32(j)
				}
				if nbrs[i][d] != want {
					t.Fatalf("%v: neighbour of %s toward %v is index %d, Neighbor says %d", g.Orientation, h, dir, nbrs[i][d], want)
				}
			}
		}
	}
}

// TestPathToIndexed: the search for one hex finds, for every hex, what
// the whole search finds (reached or not, cost, path), with uneven costs,
// a stop rule and the minimum move, on every kind of grid.
func TestPathToIndexed(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		from := Hex{(g.FirstCol + g.LastCol) / 2, (g.FirstRow + g.LastRow) / 2}
		cost := func(a, b int32, dir int) (Cost, bool) {
			if (a*7+b*3+int32(dir))%11 == 0 {
				return 0, false
			}
			return MP * Cost(1+(a+b+int32(dir))%3) / 2, true
		}
		stop := func(i int32) bool { return i%5 == 0 }
		for _, minimum := range []bool{false, true} {
			opts := IndexOptions{MinimumMove: minimum, Stop: stop}
			for _, budget := range []Cost{0, MP, MPs(3)} {
				whole := g.PathsIndexed(from, budget, cost, opts)
				for _, h := range g.Hexes() {
					path, c, ok := g.PathToIndexed(from, h, budget, cost, opts)
					r, want := whole.Get(h)
					if ok != want || ok && (c != r.Cost || hexList(path) != hexList(whole.Path(h))) {
						t.Fatalf("%s, budget %v, minimum %v: to %s: %s %v %v; the whole search: %s %v %v",
							gc.name, budget, minimum, h, hexList(path), c, ok, hexList(whole.Path(h)), r.Cost, want)
					}
				}
			}
		}
	}
}
