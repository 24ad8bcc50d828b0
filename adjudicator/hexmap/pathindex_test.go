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
