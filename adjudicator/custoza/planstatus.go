package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/plan"
)

// The advanced game's Command Phase in the plan (002 14·2, 15–17, 21):
// each Formation's status and, On March, its Objective, chosen for the
// goal hexes (planGoals) and played on the rebuilt state, so that the
// activations after it see the Formations it deploys.
//
//   - A reinforcement due with its goal far away enters On March toward
//     it (14·2.5, 21.3); one with its goal near enters Engaged, by its
//     moves, as in the basic game.
//   - An Engaged Formation far from its goal and from the enemy, or tired,
//     goes In Reserve where 16.12 lets it (the road to On March is
//     Engaged => In Reserve => On March, 15 note; In Reserve rests, 18.2).
//   - An In Reserve Formation rested goes On March toward its goal, or
//     deploys when its goal or the enemy is near (16.8, 17.1).
//   - An On March Formation whose Objective is no goal any more tries to
//     change it (16.2); one that reached it deploys, or rests In Reserve
//     when tired (16.2.1, 16.10).
//   - A tired Engaged Formation that may not go In Reserve is left out of
//     the activations while no enemy is next to it: not activated, it
//     rests (18.2).
//
// Readings of the plan's own (not rules): "far" is more than farGoal
// hexes, "tired" is Fatigued or a Fatigue Level at restLevel above the
// commander's Command Value, "rested" is a level of restedLevel or less.

const (
	farGoal     = 12 // hexes from its goal beyond which a Formation marches On March
	enemyFar    = 12 // hexes from the enemy beyond which a Formation may leave the line
	restLevel   = 5  // Fatigue Level above the Command Value at which it rests (18.3)
	restedLevel = 1  // Fatigue Level at which a rested Formation goes back
)

// commandPhase plays the Command Phase on the rebuilt state, the enemy
// keeping every status, and returns the side's lines for it.
func (p *planner) commandPhase() []string {
	var out []string
	for i := 0; i < 4 && p.S.Over == nil && p.S.Stage == stCommand; i++ {
		ds := p.S.Pending()
		if len(ds) == 0 || ds[0].Kind != kCommand {
			break
		}
		d := ds[0]
		if d.Side != p.me {
			if p.ApplyDefault(d) != nil {
				break
			}
			continue
		}
		if w := p.wrongCommand(); w != "" && p.Refused(d, w) {
			out = append(out, plan.Marked(w))
		}
		for _, line := range p.commandLines() {
			if p.Apply(d, line) == nil {
				out = append(out, line)
			}
		}
		if p.Apply(d, "done command") != nil {
			break
		}
		out = append(out, "done command")
	}
	return out
}

// commandLines are the status and Objective lines the side means this
// Command Phase, one a Formation, in scenario order.
func (p *planner) commandLines() []string {
	s := p.S
	var out []string
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		f := s.form(id)
		if fs.Side != p.me || f.Changed == s.Turn {
			continue
		}
		if line := p.statusLine(fs, f); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// statusLine is formation fs's Command Phase line, "" to keep its status.
func (p *planner) statusLine(fs *formSpec, f *Formation) string {
	s := p.S
	fc := s.unit(fs.Commander)
	switch {
	case f.Status == "" && s.arriving(fs):
		goal, ok := p.marchGoal(fs, fc.Entry)
		if ok && s.b.grid.Distance(fc.Entry, goal) > farGoal && p.nearestEnemyDistance(fc.Entry) > contactRange {
			return fmt.Sprintf("status %s march %s", fs.ID, goal)
		}
	case f.Status == "":
		if fc == nil || !fc.On || fc.Gone != "" || s.inReserveRefused(fs) != "" {
			return ""
		}
		goal, ok := p.marchGoal(fs, fc.Hex)
		far := ok && s.b.grid.Distance(fc.Hex, goal) > farGoal && p.formationEnemyDistance(fs) > enemyFar
		if far || p.tired(fs, f) {
			return fmt.Sprintf("status %s reserve", fs.ID)
		}
	case f.Status == reserveStatus:
		if fc == nil || !fc.On || p.tired(fs, f) || f.Fatigue > restedLevel {
			return ""
		}
		goal, ok := p.marchGoal(fs, fc.Hex)
		if ok && s.b.grid.Distance(fc.Hex, goal) > farGoal && p.nearestEnemyDistance(fc.Hex) > contactRange {
			return fmt.Sprintf("status %s march %s", fs.ID, goal)
		}
		return fmt.Sprintf("status %s engaged", fs.ID)
	case f.Status == marchStatus:
		return p.onMarchLine(fs, f)
	}
	return ""
}

// onMarchLine is an On March Formation's line: at its Objective it
// deploys (or rests, tired); with an Objective no goal any more, it tries
// to change it.
func (p *planner) onMarchLine(fs *formSpec, f *Formation) string {
	s := p.S
	if s.reached(fs) {
		if p.tired(fs, f) {
			return fmt.Sprintf("status %s reserve", fs.ID)
		}
		return fmt.Sprintf("status %s engaged", fs.ID)
	}
	obj, ok := s.objectiveOf(f)
	fc := s.unit(fs.Commander)
	if !ok || fc == nil || !fc.On || f.Tried == s.Turn {
		return ""
	}
	if p.isGoal(obj) {
		p.claim(fs.ID, obj)
		return ""
	}
	if goal, ok := p.marchGoal(fs, fc.Hex); ok && goal != obj {
		return fmt.Sprintf("objective %s %s", fs.ID, goal)
	}
	return ""
}

// marchGoal is the goal hex formation fs makes for from from: one of the
// goals still open (plangoal.go), the army spread over them.
func (p *planner) marchGoal(fs *formSpec, from hexmap.Hex) (hexmap.Hex, bool) {
	cands := p.objectivesFor(nil)
	if len(cands) == 0 {
		return hexmap.Hex{}, false
	}
	return p.formationGoal(fs.ID, cands, from), true
}

// isGoal reports whether h is, or is within 16.1's reach of, one of the
// side's goals: an Objective keeps while it is one, since each change
// costs a die (16.2).
func (p *planner) isGoal(h hexmap.Hex) bool {
	for _, g := range p.S.planGoals(p.me) {
		if p.S.b.grid.Distance(g, h) <= objectiveReach {
			return true
		}
	}
	return false
}

// claim records h as formation id's goal this turn, so the others spread.
func (p *planner) claim(id string, h hexmap.Hex) {
	if p.formGoal == nil {
		p.formGoal = map[string]hexmap.Hex{}
	}
	p.formGoal[id] = h
}

// tired reports whether the Formation should rest: Fatigued (18.3), or
// its level restLevel above its commander's Command Value, where each
// Fatigue check risks it, or Collapsed (19.1: In Reserve it recovers,
// 17.1, 17.4).
func (p *planner) tired(fs *formSpec, f *Formation) bool {
	cv := 0
	if c := p.S.b.specs[fs.Commander]; c != nil {
		cv = c.Command
	}
	return f.Fatigued || f.Collapsed || f.Fatigue >= cv+restLevel
}

// resting reports whether Engaged formation id sits out the Action Phase:
// tired, with no enemy unit within contactGap hexes of it, so that it
// loses 2 Fatigue Points not activated (18.2) where 16.12 keeps it from
// going In Reserve.
func (p *planner) resting(id string) bool {
	fs := p.S.b.forms[id]
	return p.S.advanced() && p.tired(fs, p.S.form(id)) && p.formationEnemyDistance(fs) > contactGap
}

// contactGap is the distance to the enemy within which a tired
// Formation still acts: it may have to attack or get away (estimated).
const contactGap = 2

// formationEnemyDistance is the distance from formation fs's commander
// and units on the map to the nearest enemy unit the side sees.
func (p *planner) formationEnemyDistance(fs *formSpec) int {
	best := 99
	for _, id := range append([]string{fs.Commander}, fs.units...) {
		if u := p.S.unit(id); u != nil && u.On && u.Gone == "" {
			best = min(best, p.nearestEnemyDistance(u.Hex))
		}
	}
	return best
}

// engaged reports whether formation id is Engaged (15.1): it activates
// in the Action Phase.
func (s *State) engaged(id string) bool { return s.form(id).Status == "" }
