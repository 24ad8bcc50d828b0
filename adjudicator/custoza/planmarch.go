package custoza

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The March & Reserve Phase in the plan (002 14·6, 16.1, 16.4–16.7): one
// `march` line for each of the side's On March Formations, its commander
// marching the way that brings him nearest his Objective by the cheapest
// March Movement route (roads first), within his Formation's MA (16.5)
// and 16.1's obligations (half the MA along a road, one hex closer; off
// the road, toward it), checked by the rules' own marchRefused; a Scout
// goes ahead toward the Objective (16.7). The line is tried again after
// a failure (`times N`, 14·6) while a die can still pass. Then the
// Overall Commander's move (ocMarchLine).

// scoutSafe is how far from every enemy unit a Scout stands for the plan
// to move it: 16.9's 9 hexes and a move of the enemy's (estimated).
const scoutSafe = contactRange + 6

// marchLines are the side's lines for the phase, on state s as the
// Action Phase leaves it: the marches, then the Overall Commander's
// unless one of the Formations' lines (plans) moves him in the Action
// Phase.
func (p *planner) marchLines(plans map[string][]string) []string {
	s := p.S
	var out []string
	p.scoutsUsed = nil
	for _, fs := range s.marchers(p.me) {
		path := p.marchPath(fs)
		if len(path) == 0 {
			continue
		}
		line := "march " + fs.ID + " " + strings.Join(hexWords(path), " ")
		if sc, spath := p.scoutPath(fs); len(spath) > 0 {
			line += " scout " + sc + " " + strings.Join(hexWords(spath), " ")
		}
		if n := s.b.specs[fs.Commander].Command; n > 1 {
			// 14·6: each attempt after a failure has -1, so a die can
			// pass at most Command Value times
			line += fmt.Sprintf(" times %d", min(n, 20))
		}
		out = append(out, line)
	}
	if line := p.ocMarchLine(plans); line != "" {
		out = append(out, line)
	}
	return out
}

// marchPath is the commander's march for On March formation fs, nil if
// none keeps 16.1.
func (p *planner) marchPath(fs *formSpec) []hexmap.Hex {
	s := p.S
	fc := s.unit(fs.Commander)
	obj, ok := s.objectiveOf(s.form(fs.ID))
	if !ok || fc == nil || !fc.On || s.reached(fs) {
		return nil
	}
	toward := p.marchField(obj)
	cf := p.marchCost(fc.p.class())
	reach := s.b.grid.Paths(fc.Hex, hexmap.MPs(s.marchMA(fs)), cf, hexmap.PathOptions{})
	ends := reach.All()
	score := func(r hexmap.Reached) hexmap.Cost {
		if c, ok := toward.Get(r.Hex); ok {
			return c.Cost
		}
		return hexmap.MaxCost
	}
	slices.SortStableFunc(ends, func(a, b hexmap.Reached) int {
		if sa, sb := score(a), score(b); sa != sb {
			return cmp.Compare(sa, sb)
		}
		return cmp.Compare(a.Cost, b.Cost)
	})
	for _, e := range ends {
		if e.Hex == fc.Hex {
			continue
		}
		path := reach.Path(e.Hex)[1:]
		if s.marchRefused(fs, path) == "" {
			return path
		}
	}
	return nil
}

// scoutPath is the move of a Scout toward formation fs's Objective, up
// to a commander's 8 MP (16.7, read as 2.4.2.3), ending short of the
// enemy's sight (16.9: within 9 hexes it is unmasked): its id and
// hexes, none if no Scout is free or it has nowhere better to go. The
// Scout is the side's nearest the commander among those the view shows
// and no other line of the file moves: a Scout placed this turn takes a
// label by what is on the map then (placeScout), which the plan cannot
// know; and it is one far from the enemy, whose moves before the phase
// could unmask it and send it back to its commander (16.9).
func (p *planner) scoutPath(fs *formSpec) (string, []hexmap.Hex) {
	s := p.S
	obj, ok := s.objectiveOf(s.form(fs.ID))
	fc := s.unit(fs.Commander)
	i, bestD := -1, 0
	for k, sc := range p.view.Scouts {
		if sc.Side != p.me || slices.Contains(p.scoutsUsed, sc.ID) || !slices.Contains(s.Scouts, sc) || p.nearestEnemyDistance(sc.Hex) <= scoutSafe {
			continue
		}
		if d := s.b.grid.Distance(sc.Hex, fc.Hex); i < 0 || d < bestD {
			i, bestD = k, d
		}
	}
	if !ok || i < 0 {
		return "", nil
	}
	sc := p.view.Scouts[i]
	toward := p.marchField(obj)
	reach := s.b.grid.Paths(sc.Hex, hexmap.MPs(commanderMA), p.marchCost("inf"), hexmap.PathOptions{})
	best, bestCost := sc.Hex, hexmap.MaxCost
	if c, ok := toward.Get(sc.Hex); ok {
		bestCost = c.Cost
	}
	for _, r := range reach.All() {
		c, ok := toward.Get(r.Hex)
		if !ok || c.Cost >= bestCost || s.enemyPieceNear(p.me, r.Hex, contactRange) {
			continue
		}
		best, bestCost = r.Hex, c.Cost
	}
	if best == sc.Hex {
		return "", nil
	}
	path := reach.Path(best)[1:]
	if s.scoutRefused(sc, path) != "" {
		return "", nil
	}
	p.scoutsUsed = append(p.scoutsUsed, sc.ID)
	return sc.ID, path
}

// marchCost is the March Movement cost of a step (7.8: roads at road
// cost) for class, no hex with an enemy unit.
func (p *planner) marchCost(class string) hexmap.CostFunc {
	s := p.S
	return func(from, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if us := s.combatAt(to); len(us) > 0 && us[0].p.Side != p.me {
			return 0, false
		}
		info, ok := s.b.step(class, true, from, to, 0)
		return info.Cost, ok
	}
}

// marchField is the March Movement cost from every hex to obj (searched
// from obj: the map's costs are near enough symmetric for a choice of
// way), one search an Objective a plan.
func (p *planner) marchField(obj hexmap.Hex) hexmap.Reach {
	if r, ok := p.fields[obj]; ok {
		return r
	}
	r := p.S.b.grid.Paths(obj, hexmap.MaxCost, p.marchCost("inf"), hexmap.PathOptions{})
	if p.fields == nil {
		p.fields = map[hexmap.Hex]hexmap.Reach{}
	}
	p.fields[obj] = r
	return r
}

// ocMarchLine is the Overall Commander's move at the end of the phase
// (14·6, 16.4: "like a Formation Commander ... without an activation
// die-roll"): to the hex within his 8 MP from which the most of the
// side's Formation Commanders on the map are within his Command Rating
// (5.1.3), the nearest to all of them among equals, never next to the
// enemy; "" to stay (the default). Only when no line of plans moves him
// in the Action Phase: then he may not move again (14·6). (The plans'
// lines say it, not the state: the run of the turn's last activation may
// go on past the turn, and the plan keeps the state before it.)
func (p *planner) ocMarchLine(plans map[string][]string) string {
	s := p.S
	oc := s.overall(p.me)
	if oc == nil || oc.Acted {
		return ""
	}
	for _, ls := range plans {
		if slices.ContainsFunc(ls, func(l string) bool { return strings.HasPrefix(l, "move "+oc.ID+" ") }) {
			return ""
		}
	}
	var fcs []hexmap.Hex
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fc := s.unit(fs.Commander); fs.Side == p.me && fc != nil && fc.On && fc.Gone == "" {
			fcs = append(fcs, fc.Hex)
		}
	}
	if len(fcs) == 0 {
		return ""
	}
	rating := max(1, oc.p.Rating)
	score := func(h hexmap.Hex) (in, sum int) {
		for _, f := range fcs {
			d := s.b.grid.Distance(h, f)
			if d <= rating {
				in++
			}
			sum += d
		}
		return in, sum
	}
	reach := s.b.grid.Paths(oc.Hex, hexmap.MPs(commanderMA), p.marchCost("inf"), hexmap.PathOptions{})
	best := oc.Hex
	bestIn, bestSum := score(oc.Hex)
	for _, r := range reach.All() {
		if r.Hex == oc.Hex || p.nearestEnemyDistance(r.Hex) <= 2 {
			continue
		}
		if in, sum := score(r.Hex); in > bestIn || (in == bestIn && sum < bestSum) {
			best, bestIn, bestSum = r.Hex, in, sum
		}
	}
	if best == oc.Hex {
		return ""
	}
	path := reach.Path(best)[1:]
	if s.freeMoveRefused(p.me, oc.Hex, path, commanderMA) != "" {
		return ""
	}
	return "march-oc " + strings.Join(hexWords(path), " ")
}
