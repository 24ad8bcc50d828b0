package hexmap

import "sync"

// gridTables are what searches ask of a grid at every step, worked out
// once per grid: the hex of each Grid.Index, and its neighbours' indexes
// in direction order (-1 off the map).
type gridTables struct {
	hexes []Hex
	nbrs  [][6]int32
}

var tableCache sync.Map // Grid -> *gridTables

func (g Grid) tables() *gridTables {
	if t, ok := tableCache.Load(g); ok {
		return t.(*gridTables)
	}
	t := &gridTables{hexes: g.Hexes(), nbrs: make([][6]int32, g.Len())}
	for i, h := range t.hexes {
		for d := range 6 {
			j, ok := g.Index(g.step(h, d))
			if !ok {
				j = -1
			}
			t.nbrs[i][d] = int32(j)
		}
	}
	got, _ := tableCache.LoadOrStore(g, t)
	return got.(*gridTables)
}

// NeighborIndexes is, by Index, the Index of each hex's neighbour across
// each of its sides (Directions' order), -1 off the grid: the table the
// path searches use, built once per grid. Shared: read it, never change it.
func (g Grid) NeighborIndexes() [][6]int32 { return g.tables().nbrs }
