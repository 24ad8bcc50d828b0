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
		c.onMap, c.terrain, c.tec = b.sc.Map.OnMap(h), b.terrain[h], b.cells[i]
		for k, d := range dirs[:3] {
			c.sides[k] = b.sideBits(b.grid.Hexside(h, d))
		}
	}
	b.streamMP = b.tec["stream"].MP
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

// cellOf returns h's fixed facts; off the grid, clear terrain's.
func (b *battle) cellOf(h hexmap.Hex) cell {
	if i, ok := b.grid.Index(h); ok {
		return b.cellAt[i]
	}
	return cell{tec: b.tec["clear"]}
}
