package custoza

import "github.com/mincio/mincio/adjudicator"

// What the planner reads of the position to order its plan: which
// Formations can act, how near the enemy they are, whether the side must
// take the objectives.

// present reports whether formation id has a unit on the map or due to
// enter by now.
func (s *State) present(id string) bool {
	for _, uid := range s.b.forms[id].units {
		u := s.unit(uid)
		if u.Gone == "" && (u.On || (u.Arrives != 0 && u.Arrives <= s.Turn)) {
			return true
		}
	}
	return false
}

// formationDistance is the distance from formation id's units to the
// nearest enemy unit (99 when none is on the map).
func (s *State) formationDistance(id string) int {
	best := 99
	for _, uid := range s.b.forms[id].units {
		u := s.unit(uid)
		from := u.Hex
		if !u.On {
			from = u.Entry
		}
		if u.Gone != "" || (!u.On && u.Arrives == 0) {
			continue
		}
		for _, e := range s.onMap() {
			if e.p.Side != u.p.Side && !e.p.commander() {
				best = min(best, s.b.grid.Distance(from, e.Hex))
			}
		}
	}
	return best
}

// attacker reports whether side controls fewer than half the objective
// hexes: it must take them to win.
func (s *State) attacker(side adjudicator.Side) bool {
	n := 0
	for _, c := range s.Control {
		if c.Side == side {
			n++
		}
	}
	return 2*n < len(s.Control)
}
