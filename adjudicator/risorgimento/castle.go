package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// 5.29 (revision 2): "Only one unit may gain/use the benefits of a
// castle—and that unit may not be cavalry. All other units are
// considered outside the castle. If more than one unit is in that hex,
// the bottom unit is considered to be inside the castle. When a castle
// hex is attacked, the units outside the hex are treated separately, and
// attacked separately." Read so: an attack on a castle hex with units
// outside strikes those, with no terrain DRM (the castle's benefit is the
// inside unit's); the unit inside is attacked once it is alone.

// attackedUnits are the units an attack on target strikes, and whether
// they stand outside its castle.
func (s *State) attackedUnits(b *board, target hexmap.Hex) ([]int, bool) {
	at := b.on(target)
	if s.rev() < castleRevision || s.w.m.Hex(target).Kind != Castle || len(at) < 2 {
		return at, false
	}
	in := InsideCastle(unitsOf(s, at))
	if in < 0 {
		return at, false // cavalry at the bottom: nobody inside (D19)
	}
	var out []int
	for k, i := range at {
		if k != in {
			out = append(out, i)
		}
	}
	return out, true
}
