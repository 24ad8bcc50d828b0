package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// What each Force does when its Formation acts (6.6): guns and light
// infantry fire when they have a target; Forces named for a marker make
// their Assault or Charge; the others move toward the Formation's goal
// (goal.go), stopping short of the enemy's zones of reaction, or hold an
// objective hex they garrison; artillery near the enemy unlimbers; at the
// end the commander follows his units, to keep them in command (4.2).

// actionLine is the next action of the activation, or `done`.
func (p *planner) actionLine(id string) string {
	s := p.s
	for _, force := range s.actingForces() {
		if slices.Contains(p.held, force[0].ID) {
			continue
		}
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
	s := p.s
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
	s := p.s
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
	s := p.s
	u := force[0]
	if u.Square {
		return true
	}
	if !slices.Contains(s.b.objectives, u.Hex) || s.controller(u.Hex) != string(p.me) {
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
func (p *planner) works(line string) bool { return p.s.optionWorks(line) }

// facingAt is the hexside from h toward the nearest enemy unit.
func (p *planner) facingAt(h hexmap.Hex) (hexmap.Direction, bool) {
	e := p.s.nearestEnemy(p.me, h)
	if e == h {
		return 0, false
	}
	return p.s.directionToward(h, e), true
}

// destination is the hex force can reach this action (7.2, 7.4, 7.5: not
// into an enemy ZoR) nearest goal, nearer than where it stands; artillery
// keeps a hex away from the enemy.
func (p *planner) destination(force []*Unit, goal hexmap.Hex, march bool) (hexmap.Hex, bool) {
	s := p.s
	u := force[0]
	from := u.Hex
	budget := s.moveMA(force)
	if !u.On {
		from = u.Entry
		budget -= s.b.entryCost(u.p.class(), march, from)
	} else if u.p.art() && !u.March {
		budget -= limberCost
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
	for _, h := range reach.Hexes() {
		if h == from && u.On {
			continue
		}
		if u.p.art() && p.nearestEnemyDistance(h) < 2 {
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
	for _, e := range p.s.onMap() {
		if e.p.Side != p.me && !e.p.commander() {
			best = min(best, p.s.b.grid.Distance(h, e.Hex))
		}
	}
	return best
}

// commanderMove moves formation id's commander among his units: to the
// hex of the unit nearest to all the others (4.2: command range 4), once;
// the Overall Commander goes to the commander nearest to all the others
// (5.1.3).
func (p *planner) commanderMove(id string) string {
	s := p.s
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
		if line := p.commanderTo(c, hexes); line != "" {
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
		return p.commanderTo(oc, hexes)
	}
	return ""
}

// commanderTo moves commander c toward the hex of hexes nearest to all of
// them, "" if he is there or cannot go nearer.
func (p *planner) commanderTo(c *Unit, hexes []hexmap.Hex) string {
	s := p.s
	if len(hexes) == 0 {
		return ""
	}
	centre, bestSum := hexes[0], -1
	for _, h := range hexes {
		sum := 0
		for _, o := range hexes {
			sum += s.b.grid.Distance(h, o)
		}
		if bestSum < 0 || sum < bestSum {
			centre, bestSum = h, sum
		}
	}
	if c.On && c.Hex == centre {
		return ""
	}
	if path, _, ok := s.pathTo([]*Unit{c}, centre, false, false); ok && len(path) > 0 {
		line := fmt.Sprintf("move %s to %s", c.ID, centre)
		if p.works(line) {
			return line
		}
	}
	dest, ok := p.destination([]*Unit{c}, centre, false)
	if !ok || (c.On && s.b.grid.Distance(dest, centre) >= s.b.grid.Distance(c.Hex, centre)) {
		return ""
	}
	line := fmt.Sprintf("move %s to %s", c.ID, dest)
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
