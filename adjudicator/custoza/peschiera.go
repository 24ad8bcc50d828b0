package custoza

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Peschiera's facts come from the scenario's map, not from the rules code.
// 22.3.1 "Peschiera is hex 1705": the map's place named Peschiera
// (custoza.map: `place "Peschiera" 1705 @rulebook "22.3.1 …"`), when it is
// a fortress hex. 22.3.5 "The Peschiera hex can be assaulted only from
// hexes 1606, 1704, and 1805": its neighbours on land, those infantry can
// stand in; the Custoza map draws its other neighbours as Lake Garda and
// the Mincio (1605, 1706, 1806), so these are exactly the three the rule
// names, on every copy of the map a game has stored
// (TestPeschieraFromTheMap).
const peschieraPlace = "Peschiera"

// loadPeschiera finds Peschiera's hex and the hexes it can be assaulted
// from; a map without it (Goito's), or a scenario whose area leaves it
// out (23.2, 23.3), has none.
func (b *battle) loadPeschiera() {
	for _, p := range b.sc.Map.Places {
		if p.Name == peschieraPlace && len(p.Hexes) == 1 && b.on(p.Hexes[0]) && b.terrainOf(p.Hexes[0]) == "fortress" {
			b.peschiera = p.Hexes[0]
		}
	}
	if b.peschiera == (hexmap.Hex{}) {
		return
	}
	for _, n := range b.grid.Neighbors(b.peschiera) {
		if b.passable(combat.ClassInf, n) {
			b.peschieraFrom = append(b.peschieraFrom, n)
		}
	}
	slices.SortFunc(b.peschieraFrom, hexmap.Hex.Compare)
}

// isPeschiera reports whether h is Peschiera's hex.
func (b *battle) isPeschiera(h hexmap.Hex) bool {
	return b.peschiera != (hexmap.Hex{}) && h == b.peschiera
}
