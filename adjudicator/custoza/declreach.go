package custoza

import "github.com/mincio/mincio/adjudicator/hexmap"

// markerReach lists, for a Force of side, the hexes it could reach to
// place an Assault or Charge marker in (6.3, 7.5): one search in which every
// hex next to an enemy unit may hold a marker, so that the Force enters an
// enemy ZoR only there and goes no further. A hex reached so is reached by
// couldAttack's own search with a marker in that hex alone (the other
// marker hexes lie in enemy ZoRs, which no path leaves), so the search
// only spares couldAttack the hexes it would refuse.
func (s *State) markerReach(force []*Unit) hexmap.Reach {
	side := force[0].p.Side
	c := s.Clone().(*State)
	for _, e := range c.onMap() {
		if e.p.Side == side || e.p.commander() {
			continue
		}
		for _, m := range c.b.grid.Neighbors(e.Hex) {
			if c.b.on(m) && c.markerAt(m) < 0 {
				c.Markers = append(c.Markers, Marker{Hex: m, Target: e.Hex})
			}
		}
	}
	// A charge moves as the cavalry stands, in March Movement or not
	// (couldAttack's attackRoute); an assault's path is traced out of it.
	march := force[0].p.cav() && force[0].March
	return c.b.grid.Paths(force[0].Hex, c.moveMA(force), c.costFunc(force, march, true),
		hexmap.PathOptions{MinimumMove: true, Stop: func(h hexmap.Hex) bool { return c.inEZoR(side, h) }})
}
