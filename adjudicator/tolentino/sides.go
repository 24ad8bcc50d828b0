package tolentino

import "github.com/mincio/mincio/adjudicator/hexmap"

// The fixed facts of every hexside and hex that a movement step weighs
// (9.2, 9.3.1, 10.1-10.6), in dense tables by Grid.Index. Path searches
// weigh every step to every neighbour, and looking the facts up in the maps
// keyed by Hexside that newBattle builds was most of their cost.

// Hexside facts, as bits.
const (
	sideRoad   uint8 = 1 << iota
	sideTrail        // a trail, or the trail a town has (10.1)
	sideStream       // 10.3
	sideBridge       // 10.4, printed
)

// cell is the fixed part of one hex.
type cell struct {
	onMap   bool // scenarios.Map.OnMap
	terrain string
	tec     tecRow
	sides   [3]uint8 // facts of the sides it owns, by its first three directions
	fort    bool     // a Fortified position (10.5), where no ZoC reaches (8)
}

// indexCells fills b.cellAt; newBattle calls it once the maps are built.
func (b *battle) indexCells() {
	dirs := b.grid.Directions()
	for k, d := range dirs[:3] {
		b.dirSlot[d] = k
	}
	b.cellAt = make([]cell, b.grid.Len())
	for i, h := range b.grid.Hexes() {
		c := &b.cellAt[i]
		c.onMap, c.terrain, c.tec, c.fort = b.sc.Map.OnMap(h), b.terrain[h], b.cells[i], b.fort[h]
	}
	// From the features, which are few, rather than from every side; the
	// bits are OR-ed, so the order the maps are read in does not matter.
	for _, f := range []struct {
		bit uint8
		set map[hexmap.Hexside]bool
	}{{sideRoad, b.road}, {sideTrail, b.trail}, {sideStream, b.stream}, {sideBridge, b.bridge}} {
		for hs := range f.set {
			b.setSide(hs, f.bit)
		}
	}
	for h := range b.onRoad { // 10.1: a town's trail to the roads and trails next to it
		if b.terrain[h] != "town" {
			continue
		}
		for _, hs := range b.grid.Hexsides(h) {
			if a, c := hs.Hexes(); b.townTrail(a, c) {
				b.setSide(hs, sideTrail)
			}
		}
	}
	b.streamMP, b.streamCmd = b.tec["stream"].MP, b.tec["stream"].Cmd
	b.nbrs = make([][]int, b.grid.Len())
	all := make([]int, 0, 6*b.grid.Len())
	for i, h := range b.grid.Hexes() {
		start := len(all)
		for _, d := range dirs {
			if n, ok := b.grid.Neighbor(h, d); ok {
				j, _ := b.grid.Index(n)
				all = append(all, j)
			}
		}
		b.nbrs[i] = all[start:len(all):len(all)]
	}
}

// distanceField sets field[i] to 1 + the distance from hex i to the
// nearest of from (Grid.Index values), or to 1+99 with none: a breadth-first
// search over nbrs. On the battle's rectangular grid this is the hex
// distance (a test compares every pair), at a fraction of the cost of
// measuring to each source from each hex.
func distanceField(nbrs [][]int, from []int, field []int32) {
	clear(field)
	queue := make([]int32, 0, len(field))
	for _, i := range from {
		if field[i] == 0 {
			field[i] = 1
			queue = append(queue, int32(i))
		}
	}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		for _, j := range nbrs[i] {
			if field[j] == 0 {
				field[j] = field[i] + 1
				queue = append(queue, int32(j))
			}
		}
	}
	for i := range field {
		if field[i] == 0 || field[i] > 100 {
			field[i] = 100
		}
	}
}

// setSide sets bit on hs in the table, if its owner is on the grid.
func (b *battle) setSide(hs hexmap.Hexside, bit uint8) {
	a, _ := hs.Hexes()
	if i, ok := b.grid.Index(a); ok {
		b.cellAt[i].sides[b.dirSlot[hs.Dir()]] |= bit
	}
}

// sideBits reads hs's facts from the maps.
func (b *battle) sideBits(hs hexmap.Hexside) uint8 {
	a, c := hs.Hexes()
	var f uint8
	if b.road[hs] {
		f |= sideRoad
	}
	if b.trail[hs] || b.townTrail(a, c) {
		f |= sideTrail
	}
	if b.stream[hs] {
		f |= sideStream
	}
	if b.bridge[hs] {
		f |= sideBridge
	}
	return f
}

// sideFacts returns hs's facts: from the table when its owner is on the
// grid, else (a map-edge side) from the maps.
func (b *battle) sideFacts(hs hexmap.Hexside) uint8 {
	a, _ := hs.Hexes()
	if i, ok := b.grid.Index(a); ok {
		return b.cellAt[i].sides[b.dirSlot[hs.Dir()]]
	}
	return b.sideBits(hs)
}

// sideFactsBy is sideFacts when h, one of hs's hexes, has Grid.Index i.
func (b *battle) sideFactsBy(hs hexmap.Hexside, h hexmap.Hex, i int) uint8 {
	if a, _ := hs.Hexes(); a == h {
		return b.cellAt[i].sides[b.dirSlot[hs.Dir()]]
	}
	return b.sideFacts(hs)
}

// factsAt is sideFacts of the side between the hexes of Grid.Index from
// and to, in direction Directions()[dir] from from: its owner's, from when
// dir < 3 (hexmap.StepCost).
func (b *battle) factsAt(from, to int32, dir int) uint8 {
	if dir < 3 {
		return b.cellAt[from].sides[dir]
	}
	return b.cellAt[to].sides[dir-3]
}

// onPontoon reports whether the side in direction Directions()[dir] from
// the hex of Grid.Index from is Radinski's bridge (16.1), pontoon.
func (b *battle) onPontoon(from int32, dir int, pontoon hexmap.Hexside) bool {
	return !pontoon.IsZero() && b.grid.Hexside(b.grid.HexAt(int(from)), b.grid.Directions()[dir]) == pontoon
}

// cellOf returns h's fixed facts; off the grid, clear terrain's.
func (b *battle) cellOf(h hexmap.Hex) cell {
	if i, ok := b.grid.Index(h); ok {
		return b.cellAt[i]
	}
	return cell{tec: b.tec["clear"]}
}
