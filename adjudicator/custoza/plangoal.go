package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Where the planner sends a Force: the victory hexes decide the battle
// (23.x.4; Goito 16), so each Formation makes for an objective hex its side
// does not control, or, when its side controls them all, one it does not
// garrison yet, and when every one is garrisoned, for the nearest enemy.
// A Formation weighs the distance from its units, the enemy on and next to
// each hex (by stacking value) and the Formations of its side already sent
// there this turn, so that the army spreads over the objectives rather
// than all making for the nearest; its Forces then spread over the
// objective hexes within 3 hexes of its own, so that it stays together
// and in command (4.2).

// planGoals are the hexes side's bots march on and fight for: in a
// campaign, those of the side's own Strategic Objective (24.2, 26.2);
// otherwise, or when that objective names no hex, the scenario's
// objective hexes (23.x.4, Goito 16).
func (s *State) planGoals(side adjudicator.Side) []hexmap.Hex {
	if hs := s.strategicGoals(side); len(hs) > 0 {
		return hs
	}
	return slices.Clone(s.b.objectives)
}

// strategicGoals are the hexes of side's chosen Strategic Objective, as
// its own view knows it: those to control or occupy, the hex a LoC is
// traced from or cut at (20.1), the east bank of the Mincio bridges, the
// south edge a Corps exits by. None before the choice.
func (s *State) strategicGoals(side adjudicator.Side) []hexmap.Hex {
	if s.Strat == nil {
		return nil
	}
	n := s.Strat.Chosen[s.b.sideIndex(side)]
	var out []hexmap.Hex
	add := func(hs ...hexmap.Hex) {
		for _, h := range hs {
			if !slices.Contains(out, h) {
				out = append(out, h)
			}
		}
	}
	for _, c := range s.b.sc.Strategics {
		if adjudicator.Side(c.Side) != side || c.Number != n || n <= 0 {
			continue
		}
		switch c.Kind {
		case condControl, condOccupy:
			add(c.Hexes...)
		case condLoC, condCutLoC:
			add(c.Hexes[0])
		case condBridgesEast:
			add(s.b.strat.bridgesEast...)
		case condExitCorps:
			add(s.b.exitHexes(side)...)
		}
	}
	slices.SortFunc(out, hexmap.Hex.Compare)
	return out
}

// strategicLine is the bot's secret Strategic Objective (24.2, 26.2),
// written in its first file while its side has not chosen: one at random
// among those its plans pursue (the planner never orders `exit`, so not
// an objective that needs a Corps to exit the map). "" when the side has
// chosen, or the rules fixed its objective (28.2).
func (p *planner) strategicLine() string {
	s := p.S
	if s.Strat == nil || s.Strat.Chosen[s.b.sideIndex(p.me)] != 0 {
		return ""
	}
	var nums []int
	for _, n := range s.b.sc.StrategicNumbers(string(p.me)) {
		exits := false
		for _, c := range s.b.sc.Strategics {
			exits = exits || adjudicator.Side(c.Side) == p.me && c.Number == n && c.Kind == condExitCorps
		}
		if !exits {
			nums = append(nums, n)
		}
	}
	if len(nums) == 0 {
		return ""
	}
	return fmt.Sprintf("strategic %d", nums[p.rng.IntN(len(nums))])
}

// goal is where force, of formation id, is going.
func (p *planner) goal(force []*Unit, id string) hexmap.Hex {
	s := p.S
	u := force[0]
	from := u.Hex
	if !u.On {
		from = u.Entry
	}
	cands := p.objectivesFor(force)
	if len(cands) == 0 {
		return s.nearestEnemy(p.me, from)
	}
	target := p.formationGoal(id, cands, from)
	best, bestCost := target, -1
	for _, h := range cands {
		if s.b.grid.Distance(h, target) > 3 {
			continue
		}
		c := s.b.grid.Distance(from, h) + 3*p.sent[h]
		if bestCost < 0 || c < bestCost {
			best, bestCost = h, c
		}
	}
	if p.sent == nil {
		p.sent = map[hexmap.Hex]int{}
	}
	p.sent[best]++
	return best
}

// objectivesFor lists the objective hexes force may make for: those its
// side does not control, else those held but not garrisoned by another.
func (p *planner) objectivesFor(force []*Unit) []hexmap.Hex {
	var open, held []hexmap.Hex
	for _, h := range p.S.planGoals(p.me) {
		switch {
		case p.S.controller(h) != string(p.me):
			open = append(open, h)
		case !p.garrisoned(h, force):
			held = append(held, h)
		}
	}
	if len(open) > 0 {
		return open
	}
	return held
}

// formationGoal is the objective hex formation id makes for this turn,
// chosen once among cands.
func (p *planner) formationGoal(id string, cands []hexmap.Hex, from hexmap.Hex) hexmap.Hex {
	if h, ok := p.formGoal[id]; ok && slices.Contains(cands, h) {
		return h
	}
	s := p.S
	centre := p.centreOf(id, from)
	claimed := map[hexmap.Hex]int{}
	for _, h := range p.formGoal {
		claimed[h]++
	}
	best, bestCost := cands[0], -1
	for _, h := range cands {
		c := s.b.grid.Distance(centre, h) + p.enemyNear(h)/2 + 6*claimed[h]
		if p.pickSecond(id) {
			c += p.rng.IntN(4) // a plan's own preferences
		}
		if bestCost < 0 || c < bestCost {
			best, bestCost = h, c
		}
	}
	if p.formGoal == nil {
		p.formGoal = map[string]hexmap.Hex{}
	}
	p.formGoal[id] = best
	return best
}

// enemyNear is the stacking value of the enemy units in h and next to it.
func (p *planner) enemyNear(h hexmap.Hex) int {
	s := p.S
	n := s.stackingOf(s.b.enemy(p.me), h)
	for _, x := range s.b.grid.Neighbors(h) {
		n += s.stackingOf(s.b.enemy(p.me), x)
	}
	return n
}

// stackingOf is side's stacking points in h.
func (s *State) stackingOf(side adjudicator.Side, h hexmap.Hex) int {
	if s.sideAt(h) != side {
		return 0
	}
	return s.stacking(h)
}

// pickSecond: whether formation id weighs the objectives with a plan's
// own preferences this turn (decided once a file, from the plan's
// generator).
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
	for _, o := range p.S.combatAt(h) {
		if o.p.Side == p.me && !slices.Contains(unitIDs(force), o.ID) {
			return true
		}
	}
	return false
}

// centreOf is the hex of formation id's unit nearest to all the others
// (from when none is on the map).
func (p *planner) centreOf(id string, from hexmap.Hex) hexmap.Hex {
	s := p.S
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
