package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// What each Force does when its Formation acts (6.6): guns and light
// infantry fire when they have a target; Forces named for a marker make
// their Assault or Charge; the others move toward the Formation's goal
// (plangoal.go), stopping short of the enemy's zones of reaction, or hold an
// objective hex they garrison; artillery near the enemy unlimbers; before
// the last Force acts the commanders move (plancommand.go).

// actionLine is the next action of the activation, or `done`.
func (p *planner) actionLine(id string) string {
	s := p.S
	var left [][]*Unit
	for _, force := range s.actingForces() {
		if !slices.Contains(p.held, force[0].ID) {
			left = append(left, force)
		}
	}
	if len(left) <= 1 {
		// The activation ends when its last unit has acted (6.6): the
		// commanders move before it.
		if line := p.commanderMove(id); line != "" {
			return line
		}
	}
	for _, force := range left {
		line := p.forceAction(force, id)
		p.held = append(p.held, force[0].ID)
		if line != "" {
			return line
		}
	}
	if line := p.commanderMove(id); line != "" {
		return line
	}
	return "done"
}

// forceAction is what one Force does, "" for nothing.
func (p *planner) forceAction(force []*Unit, id string) string {
	s := p.S
	u := force[0]
	ref := forceRefOf(force)
	for _, m := range s.Markers {
		if slices.Contains(m.Forces, u.ID) && !m.Done && s.sideAt(m.Target) == s.b.enemy(p.me) {
			return fmt.Sprintf("%s %s %s", markerVerb(m.Charge), ref, m.Target)
		}
	}
	if !u.On {
		return p.moveLine(force, id)
	}
	if u.p.art() || u.p.Type == "linf" {
		if t, ok := p.fireTarget(force); ok {
			return fmt.Sprintf("fire %s %s", ref, t)
		}
	}
	if u.p.art() && u.March && p.nearestEnemyDistance(u.Hex) <= ArtilleryRange && p.nearestEnemyDistance(u.Hex) > 1 {
		return "unlimber " + ref
	}
	if u.Square && p.nearestEnemyDistance(u.Hex) > 2 {
		return "line " + ref
	}
	if p.holds(force) {
		return ""
	}
	return p.moveLine(force, id)
}

// fireTarget is the enemy hex force fires at: the one it may fire at with
// the most stacking points in it (8.6's massed target), the nearest of
// equals.
func (p *planner) fireTarget(force []*Unit) (hexmap.Hex, bool) {
	s := p.S
	u := force[0]
	best, bestN := hexmap.Hex{}, -1
	for _, h := range s.b.grid.Around(u.Hex, ArtilleryRange) {
		if !s.b.on(h) || s.sideAt(h) != s.b.enemy(p.me) || s.fireRefused(force, h, false) != "" {
			continue
		}
		n := 10*s.stacking(h) - s.b.grid.Distance(u.Hex, h)
		if n > bestN || (n == bestN && h.Compare(best) < 0) {
			best, bestN = h, n
		}
	}
	return best, bestN >= 0
}

// holds reports whether force stays where it is: it garrisons an
// objective hex of its side with the enemy near, or it is in square.
func (p *planner) holds(force []*Unit) bool {
	s := p.S
	u := force[0]
	if u.Square {
		return true
	}
	if !slices.Contains(s.planGoals(p.me), u.Hex) || s.controller(u.Hex) != string(p.me) {
		return false
	}
	for _, o := range s.combatAt(u.Hex) {
		if o.p.Side == p.me && !slices.Contains(unitIDs(force), o.ID) && o.Acted {
			return false // another Force stays there already
		}
	}
	return p.nearestEnemyDistance(u.Hex) <= 5 && p.rng.IntN(4) != 0
}

// controller is who controls objective hex h.
func (s *State) controller(h hexmap.Hex) string {
	for _, c := range s.Control {
		if c.Hex == h {
			return string(c.Side)
		}
	}
	return ""
}

// moveLine is a move of force toward the goal of its Formation: in March
// Movement (7.8) when the enemy is far, else as it is; it faces the
// nearest enemy at the end; artillery unlimbers at the end if it may.
func (p *planner) moveLine(force []*Unit, id string) string {
	u := force[0]
	goal := p.goal(force, id)
	from := u.Hex
	if !u.On {
		from = u.Entry
	}
	far := p.nearestEnemyDistance(from) > 8
	for _, march := range []bool{far && !u.p.art(), false} {
		dest, ok := p.destination(force, goal, march || u.p.art())
		if !ok || (u.On && dest == u.Hex) {
			continue
		}
		if march && p.nearestEnemyDistance(dest) <= 5 {
			continue // 2.6: no ZoR in March Movement: not near the enemy
		}
		line := fmt.Sprintf("move %s", forceRefOf(force))
		if march {
			line += " march"
		}
		line += fmt.Sprintf(" to %s", dest)
		if d, ok := p.facingAt(dest); ok {
			line += " face " + d.String()
		}
		if u.p.art() && p.nearestEnemyDistance(dest) <= ArtilleryRange {
			if p.works(line + " unlimber") {
				return line + " unlimber"
			}
		}
		if p.works(line) {
			return line
		}
	}
	return ""
}

// works reports whether the rules accept an action line now.
func (p *planner) works(line string) bool { return p.S.optionWorks(line) }

// facingAt is the hexside from h toward the nearest enemy unit.
func (p *planner) facingAt(h hexmap.Hex) (hexmap.Direction, bool) {
	e := p.S.nearestEnemy(p.me, h)
	if e == h {
		return 0, false
	}
	return p.S.directionToward(h, e), true
}

// destination is the hex force can reach this action (7.2, 7.4, 7.5: not
// into an enemy ZoR) nearest goal, nearer than where it stands; artillery
// keeps a hex away from the enemy.
func (p *planner) destination(force []*Unit, goal hexmap.Hex, march bool) (hexmap.Hex, bool) {
	s := p.S
	u := force[0]
	from := u.Hex
	budget := s.moveMA(force)
	if !u.On {
		from = u.Entry
		budget -= s.b.entryCost(u.p.class(), march, from)
	}
	if u.p.art() && !u.March {
		budget -= limberCost // 7.9: artillery limbers to move
	}
	if budget < 0 {
		return hexmap.Hex{}, false
	}
	cf := s.costFunc(force, march, false)
	reach := s.b.grid.Paths(from, budget, cf, hexmap.PathOptions{MinimumMove: true, Stop: func(h hexmap.Hex) bool { return s.inEZoR(p.me, h) }})
	best, bestD := hexmap.Hex{}, s.b.grid.Distance(from, goal)
	if !u.On {
		best, bestD = from, bestD+1
	}
	found := !u.On
	leash := p.leash(u)
	for _, h := range reach.Hexes() {
		if h == from && u.On {
			continue
		}
		if u.p.art() && p.nearestEnemyDistance(h) < 2 {
			continue
		}
		if leash.ok && s.b.grid.Distance(h, leash.at) > leash.rng {
			continue
		}
		d := s.b.grid.Distance(h, goal)
		if d < bestD || (d == bestD && found && h.Compare(best) < 0) {
			best, bestD, found = h, d, true
		}
	}
	return best, found
}

// nearestEnemyDistance is the distance from h to the nearest enemy unit
// (99 when none is on the map).
func (p *planner) nearestEnemyDistance(h hexmap.Hex) int {
	best := 99
	for _, e := range p.S.onMap() {
		if e.p.Side != p.me && !e.p.commander() {
			best = min(best, p.S.b.grid.Distance(h, e.Hex))
		}
	}
	return best
}
