package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The 5.27 play note (L1096–1098), printed without a heading beside 5.24
// and 5.27: "The important rule for Magenta is No Stacking if you want to
// use roads/Trails through these hexes." Read (docs/rules-coverage-
// risorgimento.md, 5.27): "these hexes" are Magenta's Heavily-Cultivated
// hexes (the special hexes of Magenta's map, 5.27); a unit
// pays the road (5.21) or trail (5.22) rate to enter such a hex only if no
// other friendly combat unit is in it (leaders and markers do not count,
// 5.41 7); entering, passing through or stopping in an occupied one it
// pays the hex's own cost, as if there were no road. Stacking there is
// not forbidden: it costs the road. Only the hex's cost changes: the road
// still carries the unit across bridges, fords and the hexsides it opens
// (5.23, 5.26). A scenario switches it on with `rule
// cultivated-road-stacking on` (revision 4, cultivatedRoadRevision).

// CultivatedRoadEntry is EntryCost for a unit entering to when
// friendlyThere (another friendly combat unit is in to): into a
// Heavily-Cultivated hex by road or trail it pays the hex's own cost
// (the 5.27 play note); anything else is EntryCost.
func CultivatedRoadEntry(m *Map, t *Tables, c Class, from, to hexmap.Hex, friendlyThere bool) Entry {
	e := EntryCost(m, t, c, from, to)
	way := m.Side(from, to).Way
	if !friendlyThere || m.Hex(to).Kind != HeavyCult || (!way.IsRoad() && !way.IsTrail()) || e.Hex == Prohibited {
		return e
	}
	e.Hex = hexPart(m, t, c, to, NoWay)
	return e
}

// moveEntry is the terrain cost a moving unit i pays to enter to from
// from: the 5.27 play note where the scenario plays it (revision 4), else
// EntryCost.
func (s *State) moveEntry(b *board, i int, c Class, from, to hexmap.Hex) Entry {
	if s.rev() < cultivatedRoadRevision || !s.w.roadStacking {
		return EntryCost(s.w.m, s.w.t, c, from, to)
	}
	return CultivatedRoadEntry(s.w.m, s.w.t, c, from, to, b.friendlyAt(s.sideOf(i), to, i))
}

// chargeThroughCultivated holds a charge's path (full: from the
// cavalry's hex to the target's) to the 5.27 play note: a hex on the way
// where it loses the road rate costs what the hex costs, and a charge
// crosses no hex costing more than 2 MP (7.52).
func (s *State) chargeThroughCultivated(b *board, i int, full []hexmap.Hex) error {
	for k := 1; k < len(full)-1; k++ {
		if e := s.moveEntry(b, i, ClassCav, full[k-1], full[k]); e.Hex > hexmap.MPs(2) {
			return fmt.Errorf("the charge would enter %v at %v MP, more than 2: no road through a Heavily-Cultivated hex with a friendly unit in it (7.52, the 5.27 play note)", full[k], e.Hex)
		}
	}
	return nil
}
