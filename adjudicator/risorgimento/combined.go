package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 7.12 (revision 2): "If artillery units from the same Corps are stacked
// in the same hex, or in adjacent hexes, they may combine fire IF (and
// only if) they are within range of the Corps Commander … When combining
// fire, ADD TWO to the roll for EACH additional battery … French artillery
// may only combine fire when stacked in the SAME HEX. Piedmont batteries
// may NOT combine fire." The line is `fire UNIT HEX with UNIT…`: the
// first battery fires, the others join it; each must be able to fire at
// the hex itself now (7.1, 7.13, its command's status, 4.42), and each
// has fired for the activation. The corps is the activating one (the
// example: "Schwarzenberg can command any/all batteries from the III
// corps, whether they are in his Reserve or assigned to a specific
// brigade"); Army Reserve batteries combine within the Reserve's own
// activation (the "assigned to any corps" choice is not offered).

// combined checks the batteries ids that would combine their fire with
// battery i at target, and returns their indexes.
func (s *State) combined(b *board, i int, target hexmap.Hex, ids []string) ([]int, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	if s.rev() < combinedRevision {
		return nil, fmt.Errorf("this game's rules (revision %d) have no combined fire: write `fire UNIT HEX` (7.12)", s.rev())
	}
	ci := s.w.corpsOf(s.Act.Corps)
	if ci == nil || s.rules(i).Kind != Artillery {
		return nil, fmt.Errorf("only artillery of the activating corps combines its fire (7.12)")
	}
	reach := b.corpsReach(ci)
	inRange := func(h hexmap.Hex) bool { return ci.Leader == "" || reach[h] } // the Reserve has no commander: all active (4.17)
	bs := []Battery{{Unit: s.rules(i), Hex: s.Units[i].hex(), InCorpsRange: inRange(s.Units[i].hex())}}
	var out []int
	for _, id := range ids {
		j := s.w.unitIndex(id)
		switch {
		case j < 0:
			return nil, fmt.Errorf("%s is no unit of the scenario (2.2)", id)
		case j == i || slices.Contains(out, j):
			return nil, fmt.Errorf("%s is named twice in one combined fire (7.12)", id)
		case s.rules(j).Kind != Artillery:
			return nil, fmt.Errorf("%s is no battery: only artillery combines its fire (7.12)", id)
		case s.w.units[j].Corps != ci.ID:
			return nil, fmt.Errorf("%s is not of %s, the corps activating (7.12)", id, ci.ID)
		}
		if err := s.checkFire(b, s.w.brigade(s.w.units[j].Brigade), j, target); err != nil {
			return nil, err
		}
		bs = append(bs, Battery{Unit: s.rules(j), Hex: s.Units[j].hex(), InCorpsRange: inRange(s.Units[j].hex())})
		out = append(out, j)
	}
	if err := CombineAllowed(s.w.m.Grid, ci.Nation, bs); err != nil {
		return nil, err
	}
	return out, nil
}
