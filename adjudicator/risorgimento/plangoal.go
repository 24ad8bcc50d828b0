package risorgimento

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The planner's march goals, from the scenario's objectives (victory.go
// scores them): a side takes the objectives it does not hold and guards
// those it holds. A unit standing on an objective hex stays to hold it; a
// unit elsewhere marches on the nearest objective hex its side does not
// hold (or holds with the enemy in it, or next to it with none of its own
// there); a side with nothing to take gathers on the objectives it holds,
// and only then marches on the nearest enemy.

// threatRange is how near an enemy unit must stand to an objective its
// side holds for the planner to send units to guard it.
const threatRange = 4

// vpWeight is how many hexes farther the planner marches for one VP more.
const vpWeight = 1

// marchGoal is where a unit of corps unitCorps at from marches: its
// corps' objective (corpsObjective) while it is to be taken, else the
// nearest; stay when it holds an objective hex, ok false when it has
// nowhere to go.
func (p *planner) marchGoal(b *board, unitCorps string, from hexmap.Hex) (goal hexmap.Hex, stay, ok bool) {
	s := p.S
	g := s.w.m.Grid
	var take, guard []hexmap.Hex
	vp := map[hexmap.Hex]int{}
	for k, o := range s.w.sc.Objectives {
		mine := k < len(s.Control) && s.Control[k] == p.me
		for _, h := range o.Hexes {
			vp[h] = o.VP
			if h == from {
				return from, true, true
			}
			switch own := b.owner(h); {
			case own == p.me:
			case !mine || own != "":
				take = append(take, h)
			case p.enemyWithin(b, h, threatRange):
				take = append(take, h)
			default:
				guard = append(guard, h)
			}
		}
	}
	// nearest weighs each hex's VP against its distance, so that a
	// column passes a small objective for a great one not much farther.
	nearest := func(hs []hexmap.Hex) (hexmap.Hex, bool) {
		best, score, found := hexmap.Hex{}, 0, false
		for _, h := range hs {
			if sc := g.Distance(from, h) - vpWeight*vp[h]; !found || sc < score {
				best, score, found = h, sc, true
			}
		}
		return best, found
	}
	if k, assigned := p.corpsObjective(b, unitCorps); assigned {
		var hs []hexmap.Hex
		for _, h := range s.w.sc.Objectives[k].Hexes {
			if slices.Contains(take, h) {
				hs = append(hs, h)
			}
		}
		if h, found := nearest(hs); found {
			return h, false, true
		}
	}
	if h, found := nearest(take); found {
		return h, false, true
	}
	if h, found := nearest(guard); found && g.Distance(from, h) > 2 {
		return h, false, true
	}
	h, found := p.nearestEnemy(b, from)
	return h, false, found
}

// enemyWithin: an enemy combat unit stands within n hexes of h.
func (p *planner) enemyWithin(b *board, h hexmap.Hex, n int) bool {
	for eh := range b.stacks.all {
		if b.enemyAt(p.me, eh) && p.S.w.m.Grid.Distance(h, eh) <= n {
			return true
		}
	}
	return false
}

// fieldKey names a cost field: the march goal and the class whose terrain
// costs it sums (5.2).
type fieldKey struct {
	goal  hexmap.Hex
	class Class
}

// field is, for every hex, class c's terrain cost to march from it to
// goal (5.2-5.26, roads included; no ZOC), so that columns take the roads
// and the bridges rather than the straight line.
func (p *planner) field(goal hexmap.Hex, c Class) hexmap.Reach {
	k := fieldKey{goal, c}
	if f, ok := p.fields[k]; ok {
		return f
	}
	m, t := p.S.w.m, p.S.w.t
	back := func(from, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		e := EntryCost(m, t, c, to, from) // the march goes the other way: into from, out of to
		return e.Total(), e.Allowed()
	}
	if p.fields == nil {
		p.fields = map[fieldKey]hexmap.Reach{}
	}
	f := m.Grid.Paths(goal, hexmap.MPs(fieldBudget), back, hexmap.PathOptions{})
	p.fields[k] = f
	return f
}

// fieldBudget bounds a field's search, in MP: more than any map crossing.
const fieldBudget = 2000

// descend extends path from from down goal's cost field for class c
// with budget MP,
// hex by hex to the cheapest neighbour, until within stop of goal, and
// keeps the longest stretch that ok accepts: a column passes through its
// own stacks and stops where the rules stop it (MA, ZOC, stacking). Off
// the field (no way there by terrain), or when not one hex of the way is
// open, it goes straight (greedy).
func (p *planner) descend(from, goal hexmap.Hex, c Class, budget hexmap.Cost, stop int, path []hexmap.Hex, ok func([]hexmap.Hex) bool) []hexmap.Hex {
	g := p.S.w.m.Grid
	f := p.field(goal, c)
	here, on := f.Get(from)
	if !on {
		return p.greedy(from, goal, stop, path, ok)
	}
	here0 := here
	fixed := len(path)
	for cur := from; len(path) < maxMarch && g.Distance(cur, goal) > stop; {
		next, best := cur, here.Cost
		for _, n := range g.Neighbors(cur) {
			if r, on := f.Get(n); on && r.Cost < best {
				next, best = n, r.Cost
			}
		}
		if next == cur {
			break
		}
		path, cur, here.Cost = append(path, next), next, best
	}
	// beyond the unit's MA by terrain alone the rules refuse: not tried
	top, start := len(path), here0.Cost
	for n := fixed + 1; n <= len(path); n++ {
		if r, _ := f.Get(path[n-1]); start-r.Cost > budget && n > fixed+1 {
			top = n - 1
			break
		}
	}
	for n := top; n > fixed; n-- {
		if ok(path[:n]) {
			return path[:n]
		}
	}
	// the way is blocked (its own column ahead, an enemy ZOC): across
	// country, straight on
	return p.greedy(from, goal, stop, path[:fixed], ok)
}

// spreadHexes is how many hexes nearer an objective must be for a corps
// to march on it when another corps already does: the corps spread over
// the objectives rather than crowd the nearest.
const spreadHexes = 6

// corpsObjective is the objective (index in the scenario's) corps id
// marches on this turn: of those the side does not hold, the one whose
// hexes are nearest its units, weighed by VP and by the corps already
// sent there; corps are assigned in scenario order. ok false when the
// side has nothing to take or the corps nothing on the map.
func (p *planner) corpsObjective(b *board, id string) (int, bool) {
	if p.assigned == nil {
		p.assigned = p.assignObjectives(b)
	}
	k, ok := p.assigned[id]
	return k, ok
}

func (p *planner) assignObjectives(b *board) map[string]int {
	s := p.S
	g := s.w.m.Grid
	out := map[string]int{}
	sent := map[int]int{}
	for _, ci := range s.w.corps {
		if ci.Side != p.me {
			continue
		}
		var at []hexmap.Hex
		for _, bid := range ci.Brigades {
			for _, uid := range s.w.brigade(bid).Units {
				u := s.unit(uid)
				h, err := u.Entry.hex()
				switch {
				case u.onMap():
					at = append(at, u.hex())
				case !u.Out && u.Arrive > 0 && int(u.Arrive) <= s.Turn && err == nil:
					at = append(at, h)
				}
			}
		}
		best, score := -1, 0
		for k, o := range s.w.sc.Objectives {
			if k < len(s.Control) && s.Control[k] == p.me {
				continue
			}
			d := -1
			for _, h := range o.Hexes {
				for _, a := range at {
					if dd := g.Distance(a, h); d < 0 || dd < d {
						d = dd
					}
				}
			}
			if d < 0 {
				continue
			}
			if sc := d - vpWeight*o.VP + spreadHexes*sent[k]; best < 0 || sc < score {
				best, score = k, sc
			}
		}
		if best >= 0 {
			out[ci.ID] = best
			sent[best]++
		}
	}
	return out
}
