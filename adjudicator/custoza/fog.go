package custoza

import "github.com/mincio/mincio/adjudicator"

// faceUpTo is the fog of war of 7.1 for one counter: "Units not adjacent
// to enemy units stay face down on the map, showing only their Unit Type
// (Infantry, Cavalry, Artillery), Stacking Value and Formation id ...
// Commanders are deployed face down before being activated, face up
// after." A side sees its own counters face up. A unit is face up while
// an enemy unit is adjacent and turns face down again when none is (the
// rule is a state, not an event: docs/fog-of-war-custoza.md).
func (s *State) faceUpTo(u *Unit, viewer adjudicator.Side) bool {
	if u.p.Side == viewer {
		return true
	}
	if u.p.commander() {
		return u.FaceUp
	}
	for _, n := range s.b.grid.Neighbors(u.Hex) {
		for _, e := range s.combatAt(n) {
			if e.p.Side == viewer {
				return true
			}
		}
	}
	return false
}
