package custoza

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Where the planner sends a Formation: the victory hexes decide the
// battle (23.x.4; Goito 16), so a Formation makes for an objective hex its
// side does not control, the nearest to it (one of the two nearest, by
// the plan's choice); when its side controls them all, it makes for the
// nearest it does not garrison yet, and when every one is garrisoned, for
// the nearest enemy. A goal is kept for the whole turn.

// goal is where force, of formation id, is going.
func (p *planner) goal(force []*Unit, id string) hexmap.Hex {
	s := p.s
	u := force[0]
	from := u.Hex
	if !u.On {
		from = u.Entry
	}
	var open, held []hexmap.Hex
	for _, h := range s.b.objectives {
		switch {
		case s.controller(h) != string(p.me):
			open = append(open, h)
		case !p.garrisoned(h, force):
			held = append(held, h)
		}
	}
	cands := open
	if len(cands) == 0 {
		cands = held
	}
	if len(cands) == 0 {
		return s.nearestEnemy(p.me, from)
	}
	centre := p.centreOf(id, from)
	slices.SortStableFunc(cands, func(a, b hexmap.Hex) int {
		if d := s.b.grid.Distance(centre, a) - s.b.grid.Distance(centre, b); d != 0 {
			return d
		}
		return a.Compare(b)
	})
	pick := 0
	if len(cands) > 1 && p.pickSecond(id) {
		pick = 1
	}
	return cands[pick]
}

// pickSecond: whether formation id makes for the second nearest goal this
// turn (decided once a file, from the plan's generator).
func (p *planner) pickSecond(id string) bool {
	if p.second == nil {
		p.second = map[string]bool{}
	}
	v, ok := p.second[id]
	if !ok {
		v = p.rng.IntN(3) == 0
		p.second[id] = v
	}
	return v
}

// garrisoned reports whether one of the side's units other than force's
// stands in h.
func (p *planner) garrisoned(h hexmap.Hex, force []*Unit) bool {
	for _, o := range p.s.combatAt(h) {
		if o.p.Side == p.me && !slices.Contains(unitIDs(force), o.ID) {
			return true
		}
	}
	return false
}

// centreOf is the hex of formation id's unit nearest to all the others
// (from when none is on the map).
func (p *planner) centreOf(id string, from hexmap.Hex) hexmap.Hex {
	s := p.s
	var hexes []hexmap.Hex
	for _, uid := range s.b.forms[id].units {
		if u := s.unit(uid); u.On && u.Gone == "" {
			hexes = append(hexes, u.Hex)
		}
	}
	best, bestSum := from, -1
	for _, h := range hexes {
		sum := 0
		for _, o := range hexes {
			sum += s.b.grid.Distance(h, o)
		}
		if bestSum < 0 || sum < bestSum {
			best, bestSum = h, sum
		}
	}
	return best
}
