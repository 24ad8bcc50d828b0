package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

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
	if u.isGarrison() {
		return true // 22.3.1: every fortress's garrison is stated by the rules, not a hidden counter
	}
	if !u.On {
		return false
	}
	return s.combatNextTo(u.Hex, func(e *Unit) bool { return e.p.Side == viewer })
}

// noteSeen records, at the start of each Apply, the enemy counters each
// side sees face up then: an event of that step may name them, since the
// side saw them before they turned face down (a unit that withdraws out
// of contact is seen leaving). It is not part of the state: decisions and
// views read faceUpTo alone.
func (s *State) noteSeen() {
	s.seen = make(map[adjudicator.Side][]bool, len(s.b.sides))
	for _, side := range s.b.sides {
		near := s.nextTo(side)
		m := make([]bool, len(s.Units))
		for k, u := range s.Units {
			if u.p.Side == side || !u.On || u.Gone != "" {
				continue
			}
			up := false
			if i, ok := s.b.idx(u.Hex); ok && !u.p.commander() && !u.isGarrison() {
				up = near[i] // faceUpTo, for every counter at once
			} else {
				up = s.faceUpTo(u, side)
			}
			m[k] = up
		}
		s.seen[side] = m
	}
}

// nextTo marks, by grid index, the hexes next to a combat unit of side on
// the map: where faceUpTo turns an enemy combat counter face up to side.
func (s *State) nextTo(side adjudicator.Side) []bool {
	near := make([]bool, s.b.grid.Len())
	nbr := s.b.steps().nbr
	for _, v := range s.Units {
		if v.p.Side != side || !v.On || v.Gone != "" || v.p.commander() {
			continue
		}
		i, ok := s.b.idx(v.Hex)
		if !ok {
			continue // not in the occupancy index: faceUpTo never meets it
		}
		for _, j := range &nbr[i] {
			if j >= 0 {
				near[j] = true
			}
		}
	}
	return near
}

// visibleTo reports whether an event of the step under way may name u to
// side: its own, face up now, or face up when the step began.
func (s *State) visibleTo(u *Unit, side adjudicator.Side) bool {
	return u.p.Side == side || s.faceUpTo(u, side) || s.sawAtStart(u, side)
}

// sawAtStart reports whether noteSeen found u face up to side.
func (s *State) sawAtStart(u *Unit, side adjudicator.Side) bool {
	m := s.seen[side]
	return m != nil && m[s.b.pos[u.ID]]
}

// contact records, in the Apply under way, that the counters in and next
// to h are seen by each side they are face up to now: combat and
// movement bring units face to face, and an event told after a retreat or
// an elimination has parted them may still name them (visibleTo).
func (s *State) contact(h hexmap.Hex) {
	if s.seen == nil {
		return
	}
	for _, x := range append([]hexmap.Hex{h}, s.b.grid.Neighbors(h)...) {
		for _, u := range s.combatAt(x) {
			for _, side := range s.b.sides {
				if u.p.Side != side && s.faceUpTo(u, side) {
					s.seen[side][s.b.pos[u.ID]] = true
				}
			}
		}
	}
}
