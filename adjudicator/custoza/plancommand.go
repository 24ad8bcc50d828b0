package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Commanders in the plan: a Formation Commander keeps his units in
// command (4.1, 4.2), the Overall Commander his Formation Commanders in
// range (5.1.3), and the units move no further from their commander than
// he can follow.

// commanderMove moves formation id's commander where he keeps the most of
// his units in command (4.1, 4.2: range 4, ½ along roads), the nearest to
// all of them among equals, once; the Overall Commander to where the most
// Formation Commanders are within his Command Rating (5.1.3).
func (p *planner) commanderMove(id string) string {
	s := p.S
	fs := s.b.forms[id]
	c := s.unit(fs.Commander)
	if c != nil && s.mayEnterOrIsOn(c) && !c.Acted && !slices.Contains(p.fcMoved, c.ID) {
		p.fcMoved = append(p.fcMoved, c.ID)
		var hexes []hexmap.Hex
		for _, uid := range fs.units {
			if u := s.unit(uid); u.On && u.Gone == "" {
				hexes = append(hexes, u.Hex)
			}
		}
		if line := p.commanderTo(c, hexes, CommandRange); line != "" {
			return line
		}
	}
	oc := s.overallAny(p.me)
	if oc != nil && s.mayEnterOrIsOn(oc) && !oc.Acted && !slices.Contains(p.fcMoved, oc.ID) {
		p.fcMoved = append(p.fcMoved, oc.ID)
		var hexes []hexmap.Hex
		for _, f := range s.b.formIDs {
			if fc := s.unit(s.b.forms[f].Commander); s.b.forms[f].Side == p.me && fc != nil && fc.On && fc.Gone == "" {
				hexes = append(hexes, fc.Hex)
			}
		}
		return p.commanderTo(oc, hexes, max(1, oc.p.Rating))
	}
	return ""
}

// commanderTo moves commander c to the hex within his reach from which the
// most of hexes lie within rng (a command range, 4.2), the nearest to all
// of them among equals; "" if he stands on the best already.
func (p *planner) commanderTo(c *Unit, hexes []hexmap.Hex, rng int) string {
	s := p.S
	if len(hexes) == 0 {
		return ""
	}
	from := c.Hex
	budget := s.moveMA([]*Unit{c})
	if !c.On {
		from = c.Entry
		budget -= s.b.entryCost(c.p.class(), false, from)
	}
	reach := s.b.grid.Paths(from, max(0, budget), s.costFunc([]*Unit{c}, false, false), hexmap.PathOptions{MinimumMove: true})
	// The hexes nearest to all, by hex distance first, then the exact
	// command range (4.2: roads, rivers, enemy ZoRs) for the best few.
	type cand struct {
		h       hexmap.Hex
		in, sum int
	}
	rough := func(h hexmap.Hex) cand {
		c := cand{h: h}
		for _, o := range hexes {
			d := s.b.grid.Distance(h, o)
			if d <= rng {
				c.in++
			}
			c.sum += d
		}
		return c
	}
	var cs []cand
	if c.On {
		cs = append(cs, rough(c.Hex))
	}
	for _, h := range reach.Hexes() {
		if r, _ := reach.Get(h); !r.MinimumMove && (!c.On || h != c.Hex) {
			cs = append(cs, rough(h))
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int {
		if a.in != b.in {
			return b.in - a.in
		}
		if a.sum != b.sum {
			return a.sum - b.sum
		}
		return a.h.Compare(b.h)
	})
	best, bestIn, bestSum := hexmap.Hex{}, -1, 0
	for i, cd := range cs {
		if i == 8 {
			break
		}
		in := 0
		for _, o := range hexes {
			if s.b.grid.Distance(cd.h, o) <= rng && s.commandDistance(p.me, cd.h, o, rng) >= 0 {
				in++
			}
		}
		if in > bestIn || (in == bestIn && cd.sum < bestSum) || (in == bestIn && cd.sum == bestSum && c.On && cd.h == c.Hex) {
			best, bestIn, bestSum = cd.h, in, cd.sum
		}
	}
	if bestIn < 0 || (c.On && best == c.Hex) {
		return ""
	}
	line := fmt.Sprintf("move %s to %s", c.ID, best)
	if p.works(line) {
		return line
	}
	return ""
}

// mayEnterOrIsOn reports whether counter u is on the map, or waits to
// enter it this turn.
func (s *State) mayEnterOrIsOn(u *Unit) bool {
	return u.Gone == "" && (u.On || (u.Arrives != 0 && u.Arrives <= s.Turn))
}

// overallAny is side's Overall Commander, on the map or waiting to enter.
func (s *State) overallAny(side adjudicator.Side) *Unit {
	for _, u := range s.Units {
		if u.p.Type == "oc" && u.p.Side == side && u.Gone == "" {
			return u
		}
	}
	return nil
}

// leash is how far from its commander a unit may end its move so that he
// can keep it in command (4.1, 4.2): the range, and 4 hexes more while he
// has still to move this activation.
type leash struct {
	at  hexmap.Hex
	rng int
	ok  bool
}

func (p *planner) leash(u *Unit) leash {
	s := p.S
	if u.p.commander() || !u.On {
		return leash{}
	}
	c := s.commanderOf(u)
	if c == nil {
		return leash{}
	}
	rng := CommandRange
	if !slices.Contains(p.fcMoved, c.ID) {
		rng += 4
	}
	return leash{at: c.Hex, rng: rng, ok: true}
}
