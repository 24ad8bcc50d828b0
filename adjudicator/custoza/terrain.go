package custoza

import (
	"strings"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// stepCost is what entering hex to from the adjacent hex from costs a
// unit of a moving class (the movement table, 7.2), in or out of March
// Movement; ok is false when it may not. stacked is the stacking points
// already in to, for 7.8.1.
//
// 7.8: "A unit in March Movement can use roads and bridges, using the
// Road (Major/Minor) cost, regardless of other terrain in the hex" —
// 7.8.1: not "if the entered hex has a combined total of more than 3
// stacking points, including the entering unit"; bridges over the Tione
// and the Mincio are crossed only so (22.1, 22.2; Goito 14.1: the Mincio
// not even so).
func (b *battle) stepCost(class string, march bool, from, to hexmap.Hex, stacked int) (hexmap.Cost, bool) {
	c, ok := b.step(class, march, from, to, stacked)
	return c.Cost, ok
}

// stepInfo is one step's cost and the cohesion effects of its terrain
// (7.3).
type stepInfo struct {
	Cost   hexmap.Cost
	Road   bool   // moved at road cost (7.8)
	Check  bool   // a cohesion check on entering (7.3)
	Levels int    // levels lost automatically (cavalry, 22.1, Goito 14.1)
	Why    string // the terrain that forced the check or levels
}

// roadStackLimit is 7.8.1's "more than 3 stacking points".
const roadStackLimit = 3

func (b *battle) step(class string, march bool, from, to hexmap.Hex, entering int) (stepInfo, bool) {
	if c := stepClass(class); c >= 0 {
		if fi, ok := b.idx(from); ok {
			if ti, ok := b.idx(to); ok {
				t := b.steps()
				for d, n := range t.nbr[fi] {
					if n == int32(ti) {
						return t.stepAt(b, c, march, int32(fi), d, entering)
					}
				}
				return stepInfo{}, false // not adjacent
			}
		}
	}
	return b.stepSlow(class, march, from, to, entering)
}

// stepSlow is step read from the map and the movement table each time:
// what the step table is built from, and step off the grid.
func (b *battle) stepSlow(class string, march bool, from, to hexmap.Hex, entering int) (stepInfo, bool) {
	if !b.on(to) || !b.grid.Adjacent(from, to) {
		return stepInfo{}, false
	}
	terrain := b.terrainOf(to)
	if road := b.roadBetween(from, to); march && road != "" && entering <= roadStackLimit {
		if mc, ok := b.tab.Movement(road, class); ok && !mc.Impassable {
			for _, k := range b.hexsideKinds(from, to) {
				if k == "river" { // Goito 14.1: "across the bridge too"
					return stepInfo{}, false
				}
			}
			return stepInfo{Cost: mc.Cost, Road: true}, true
		}
	}
	mc, ok := b.tab.Movement(terrain, class)
	if !ok {
		mc, _ = b.tab.Movement("clear", class)
	}
	if mc.Impassable {
		return stepInfo{}, false
	}
	info := stepInfo{Cost: mc.Cost, Check: mc.Check, Levels: mc.Levels}
	if mc.Check || mc.Levels > 0 {
		info.Why = terrain
	}
	// A bridge hexside is crossed at road cost only in March Movement on
	// its road (above, 7.8); otherwise its stream is forded like any other.
	for _, k := range b.hexsideKinds(from, to) {
		hc, ok := b.sideRow(k, class)
		if !ok {
			continue
		}
		if hc.Impassable {
			return stepInfo{}, false
		}
		info.Cost += hc.Cost
		if hc.Check || hc.Levels > 0 {
			info.Check = info.Check || hc.Check
			info.Levels += hc.Levels
			info.Why = k
		}
	}
	return info, true
}

// sideRow is the movement table's row for a hexside of kind k (the TEC's
// hexside rows); false for a bridge, which is crossed at road cost only in
// March Movement on its road (7.8) and otherwise forded like its stream,
// and for a kind the table does not list.
func (b *battle) sideRow(k, class string) (combat.MoveCost, bool) {
	row := k
	switch k {
	case "bridge":
		return combat.MoveCost{}, false
	case "tione", "mincio":
		row = k + "-side"
	}
	return b.tab.Movement(row, class)
}

// entryCost is what entering the map at hex h costs (21.3, Goito 15.1):
// its terrain, or its road in March Movement.
func (b *battle) entryCost(class string, march bool, h hexmap.Hex) hexmap.Cost {
	if march && b.hasRoad(h) {
		if mc, ok := b.tab.Movement("road", class); ok {
			return mc.Cost
		}
	}
	mc, ok := b.tab.Movement(b.terrainOf(h), class)
	if !ok || mc.Impassable {
		mc, _ = b.tab.Movement("clear", class)
	}
	return mc.Cost
}

// passable reports whether a unit of class may stand in h: on the map
// and not impassable terrain for it.
func (b *battle) passable(class string, h hexmap.Hex) bool {
	if !b.on(h) {
		return false
	}
	mc, ok := b.tab.Movement(b.terrainOf(h), class)
	return !ok || !mc.Impassable || strings.HasSuffix(b.terrainOf(h), "-bridge")
}

// chargeTerrain is 9.2: "The target hex and all hexes/hexsides of the path
// of Charge can only be: Clear or Cultivated terrain (both types), Stream
// or Slope hexsides (NO Steep Slopes)"; Goito 10.1.1: Clear only. A
// charge in March Movement along a road ignores the limits (9.2; 000
// 10.1.1 "Roads can be used to Charge in March Movement, in this case the
// above mentioned terrain limits are not considered"; 001 says nothing):
// the callers, in both editions.
func (b *battle) chargeTerrain(h hexmap.Hex) bool {
	switch b.terrainOf(h) {
	case "clear":
		return true
	case "cultivated", "farm":
		return b.ed == combat.Custoza || b.terrainOf(h) == "farm"
	}
	return false
}

// chargeTerrainWords says what a charge may cross in this edition.
func (b *battle) chargeTerrainWords() string {
	if b.ed == combat.Goito {
		if b.rev >= 2 {
			return "Clear terrain, no hexside feature"
		}
		return "Clear terrain"
	}
	return "Clear or Cultivated terrain and Stream or Slope hexsides"
}

// hexsideImpassable reports whether the hexside between from and to is
// impassable for class by itself (the TEC's hexside rows), a bridge's
// road aside: what a refusal names instead of the hex's terrain.
func (b *battle) hexsideImpassable(class string, from, to hexmap.Hex) bool {
	for _, k := range b.hexsideKinds(from, to) {
		if hc, ok := b.sideRow(k, class); ok && hc.Impassable {
			return true
		}
	}
	return false
}

// chargeHexside is 9.2's hexsides: Stream or Slope hexsides (no Steep
// Slopes). Goito 10.1.1: "all hexes/hexsides of the path of Charge can
// only be Clear, but no other terrain": under revision 2 a Goito charge
// crosses no hexside feature at all; revision 1 let it cross streams.
func (b *battle) chargeHexside(from, to hexmap.Hex) bool {
	for _, k := range b.hexsideKinds(from, to) {
		switch k {
		case "stream", "slope":
			if b.ed == combat.Goito && (k == "slope" || b.rev >= 2) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func contains[T comparable](list []T, x T) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}
