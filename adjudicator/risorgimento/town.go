package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// 5.53 (revision 2): "A unit that starts its movement in a town hex that
// is taking advantage of town stacking pays an extra MP to leave that
// hex. Only two units may attack out of a Town hex, even if there are
// three in that hex. This includes firing Jägers, Chasseurs or Light
// Infantry."

// townStacked: h is a town hex whose stack is more than 5.41 allows
// elsewhere, so it takes advantage of town stacking (5.51).
func (s *State) townStacked(b *board, h hexmap.Hex) bool {
	return s.w.m.Hex(h).Kind == Town && CheckStacking(unitsOf(s, b.on(h)), StackingPlace{}) != nil
}

// outOfTown refuses a third attack or small-arms fire out of town hex h
// in this activation (5.53): the attacks declared from h and the small
// arms fired from it count.
func (s *State) outOfTown(b *board, h hexmap.Hex) error {
	if s.rev() < townRevision || s.w.m.Hex(h).Kind != Town {
		return nil
	}
	n := 0
	for _, i := range b.on(h) {
		declared := false
		for _, a := range s.Act.Attacks {
			declared = declared || a.Unit == s.Units[i].ID.String()
		}
		if declared || s.Units[i].Fired && s.rules(i).Kind != Artillery {
			n++
		}
	}
	return AttackersFromTown(n + 1)
}
