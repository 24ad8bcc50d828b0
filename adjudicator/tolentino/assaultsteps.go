package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// PendingAssault is a declared assault going through the steps of 12.1
// that belong to the defender: 5b retreat before combat (14.1), 5c
// defensive bombardment (11.4.4) and, in a town or Fortified position,
// whether to test to turn a DR into EX (10.1.1, 10.5.3). Each step is a
// decision of the defender answered by his standing orders (or the
// documented default) unless he writes a plan line for it.
type PendingAssault struct {
	Target    hexmap.Hex `json:"target"`
	Attackers []string   `json:"attackers"`
	Step      string     `json:"step"` // evade, fire, hold, press; "" before the first
	NoHold    bool       `json:"nohold,omitempty"`
	PressOn   bool       `json:"presson,omitempty"`
}

// The defender's steps, in the order of 12.1, then the attacker's choice
// for a NE result (12.5.4), made before the die as the combat package
// takes it.
var assaultSteps = []string{"evade", "fire", "hold", "press"}

// stepKey is the standing order that answers each step.
var stepKey = map[string]string{"evade": "retreat-before-combat", "fire": "defensive-bombardment", "hold": "town-ex", "press": "press-on"}

// pendAttackers lists the declared attackers still able to attack: a
// defensive bombardment may have disordered (15.1) or driven them off.
func (s *State) pendAttackers() []*Unit {
	var out []*Unit
	for _, id := range s.Pend.Attackers {
		if u := s.unit(id); u.On && !u.Gone && u.Dis == good && s.b.grid.Adjacent(u.Hex, s.Pend.Target) {
			out = append(out, u)
		}
	}
	return out
}

func (s *State) combatUnits(us []*Unit) []combat.Unit {
	var out []combat.Unit
	for _, u := range us {
		out = append(out, s.combatUnit(u))
	}
	return out
}

// evaders lists the defending units that may retreat before combat (14.1).
func (s *State) evaders() []*Unit {
	att := s.combatUnits(s.pendAttackers())
	var out []*Unit
	for _, u := range s.combatAt(s.Pend.Target, enemy(s.Side)) {
		if ok, _ := combat.CanRetreatBeforeCombat(s.combatUnit(u), att); ok {
			out = append(out, u)
		}
	}
	return out
}

// defGuns lists the defending artillery that may fire (11.4.4).
func (s *State) defGuns() []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(s.Pend.Target, enemy(s.Side)) {
		if s.spec(u.ID).art() && !u.Moved && !u.Fired {
			out = append(out, u)
		}
	}
	return out
}

// stepNeeded reports whether the defender has something to decide.
func (s *State) stepNeeded(step string) bool {
	switch step {
	case "evade":
		return len(s.evaders()) > 0
	case "fire":
		return len(s.defGuns()) > 0 && s.fireTarget() != (hexmap.Hex{})
	case "hold":
		t := s.Pend.Target
		return s.b.terrain[t] == "town" || s.b.fort[t]
	case "press":
		for _, u := range s.pendAttackers() {
			if s.orderOf(u) == "attack" {
				return true
			}
		}
	}
	return false
}

// fireTarget is the attacking hex defensive fire aims at: the one with
// the most SP, ties to the lowest hex id (default).
func (s *State) fireTarget() hexmap.Hex {
	best, bestSP := hexmap.Hex{}, 0
	for _, h := range attackerHexes(s.pendAttackers()) {
		sp := 0
		for _, u := range s.combatAt(h, s.Side) {
			if !s.spec(u.ID).art() {
				sp += s.combatUnit(u).SP
			}
		}
		if sp > bestSP || sp == bestSP && sp > 0 && h.Compare(best) < 0 {
			best, bestSP = h, sp
		}
	}
	return best
}

// continueAssault moves the pending assault to its next defender step, or
// resolves it (5d) when none is left.
func (s *State) continueAssault(r dice.Roller) ([]adjudicator.Event, error) {
	for i, st := range assaultSteps {
		if s.Pend.Step != "" && indexOf(assaultSteps, s.Pend.Step) >= i {
			continue
		}
		s.Pend.Step = st
		if s.stepNeeded(st) {
			return nil, nil
		}
	}
	p := s.Pend
	att := s.pendAttackers()
	defer func() { s.Pend = nil }()
	if len(s.combatAt(p.Target, enemy(s.Side))) == 0 { // 14.1: every unit retreated
		s.Attacked = append(s.Attacked, p.Target)
		var ids []string
		for _, u := range att {
			u.Acted, u.Fought = true, true
			if !s.spec(u.ID).art() && u.Dis == good {
				ids = append(ids, u.ID)
			}
		}
		s.Adv = append(s.Adv, Advance{Side: s.Side, Hexes: []hexmap.Hex{p.Target}, Units: ids})
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("%v was vacated before combat: no assault; the attacker may advance (14.1)", p.Target)}}, nil
	}
	if len(att) == 0 {
		for _, id := range p.Attackers {
			s.unit(id).Acted, s.unit(id).Fought = true, true
		}
		s.Attacked = append(s.Attacked, p.Target)
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("the assault on %v has no attackers left able to attack (15.1)", p.Target)}}, nil
	}
	ev, err := resolver.Assault(s, p.Target, att, r)
	if err != nil {
		// The declaration was checked (Declare); what the defender's
		// steps changed must not make his answer illegal, so a refusal
		// now is reported, never fatal.
		s.Attacked = append(s.Attacked, p.Target)
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("the assault on %v cannot take place: %v", p.Target, err)}}, nil
	}
	return ev, nil
}

func indexOf(list []string, x string) int {
	for i, y := range list {
		if y == x {
			return i
		}
	}
	return -1
}

// assaultDecision is the defender's decision of the current step.
func (s *State) assaultDecision() adjudicator.Decision {
	p := s.Pend
	side := enemy(s.Side)
	if p.Step == "press" {
		side = s.Side
	}
	key := stepKey[p.Step]
	prompts := map[string]string{
		"evade": "your cavalry and horse artillery in %v may retreat one hex before the assault (14.1)",
		"fire":  "your artillery in %v may bombard an attacking hex (11.4.4)",
		"hold":  "in %v, on a DR result, test efficiency to turn it into EX (10.1.1, 10.5.3)?",
		"press": "assault on %v: on a NE result, your units under Attack orders check efficiency: pass EX, fail AD (12.5.4)?",
	}
	d := adjudicator.Decision{Side: side, Kind: "assault-" + p.Step, Prompt: fmt.Sprintf(prompts[p.Step], p.Target),
		Accepts: []string{"standing-" + key},
		Options: []string{"standing " + key + " no", "standing " + key + " yes"}}
	dv := standingKeys[key]
	d.Default = &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "standing " + key + " " + dv, Kind: "standing-" + key, Standing: true, Key: key}
	return d
}

// assaultStep applies the defender's answer to the current step.
func (s *State) assaultStep(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	p := s.Pend
	if c.key != stepKey[p.Step] {
		return nil, fmt.Errorf("standing %s does not answer the %s step", c.key, p.Step)
	}
	var ev []adjudicator.Event
	if c.yes {
		switch p.Step {
		case "evade":
			ev = append(ev, s.evade(r))
		case "fire":
			ev = append(ev, s.defensiveFire(r)...)
		}
		if p.Step == "press" {
			p.PressOn = true
		}
	} else if p.Step == "hold" {
		p.NoHold = true
	}
	more, err := s.continueAssault(r)
	return append(ev, more...), err
}

// evade is 14.1: every eligible unit retreats one hex (horse artillery is
// turned to its Moved side).
func (s *State) evade(_ dice.Roller) adjudicator.Event {
	var notes []string
	from := attackerHexes(s.pendAttackers())
	for _, u := range s.evaders() {
		if s.spec(u.ID).horse() {
			u.Moved = true
		}
		notes = append(notes, s.retreat(u, 1, from))
	}
	return adjudicator.Event{Code: "retreat-before-combat", Text: fmt.Sprintf("retreat before combat from %v (14.1)", s.Pend.Target), Detail: notes}
}

// defensiveFire is 11.4.4: the defending artillery bombards the attacking
// hex chosen by fireTarget, before the efficiency checks.
func (s *State) defensiveFire(r dice.Roller) []adjudicator.Event {
	guns := s.defGuns()
	ev, err := bombardBy(s, enemy(s.Side), guns, s.fireTarget(), true, r)
	if err != nil { // the defender's answer must never be refused
		return []adjudicator.Event{{Code: "bombard", Text: fmt.Sprintf("no defensive bombardment from %v: %v", s.Pend.Target, err)}}
	}
	return ev
}
