package tolentino

import (
	"fmt"
	"slices"
	"strings"

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
	Target    hexmap.Hex   `json:"target"`
	More      []hexmap.Hex `json:"more,omitempty"` // the other hexes of a multi-hex combat (12.4.1)
	Attackers []string     `json:"attackers"`
	Step      string       `json:"step"` // one of assaultSteps; "" before the first
	NoHold    bool         `json:"nohold,omitempty"`
	PressOn   bool         `json:"presson,omitempty"`
	// The sides' choices of 12.3.1 (efficiency tie: the lowest value) and
	// 12.5.4 (EX losses: the strongest units), from their standing orders.
	AttTieLow bool `json:"atttielow,omitempty"`
	DefTieLow bool `json:"deftielow,omitempty"`
	AttStrong bool `json:"attstrong,omitempty"`
	DefStrong bool `json:"defstrong,omitempty"`
	// 12.5.4: the units each side prefers to lose on EX (standing ex-loss
	// UNIT…), in order; the rule above covers the rest.
	AttLoss []string `json:"attloss,omitempty"`
	DefLoss []string `json:"defloss,omitempty"`
	// 12.3.1: the value each side names for a tie (standing
	// efficiency-tie N); used when it is one of the tied values.
	AttTie int `json:"atttie,omitempty"`
	DefTie int `json:"deftie,omitempty"`
	// 10: the terrain the defender chose for attacked hexes with several
	// terrains ("" the best, the default: a Fortified position).
	DefTerrain string `json:"defterrain,omitempty"`
	// 12.4.4: a leader "may" add or subtract 1; these sides decline.
	AttNoLeader bool `json:"attnoleader,omitempty"`
	DefNoLeader bool `json:"defnoleader,omitempty"`
}

// The defender's steps, in the order of 12.1 (5b retreat before combat,
// 5c defensive bombardment, the terrain that counts in a hex of several
// (10), then his choices for step 4, efficiency
// 12.3.1, and step 6, the results: DR in a town, EX losses 12.5.4), then
// the attacker's choices (efficiency tie, EX losses, NE 12.5.4). Every
// choice is made before the die, as the combat package takes it, and is
// asked only when it can matter.
var assaultSteps = []string{"evade", "fire", "def-terrain", "hold", "def-tie", "def-loss", "def-leader", "att-tie", "att-loss", "att-leader", "press"}

// stepKey is the standing order that answers each step.
var stepKey = map[string]string{"evade": "retreat-before-combat", "fire": "defensive-bombardment", "hold": "town-ex", "def-terrain": "combat-terrain",
	"def-tie": "efficiency-tie", "def-loss": "ex-loss", "def-leader": "leader-drm",
	"att-tie": "efficiency-tie", "att-loss": "ex-loss", "att-leader": "leader-drm", "press": "press-on"}

// attackerStep reports the steps the attacker answers.
func attackerStep(step string) bool { return step == "press" || strings.HasPrefix(step, "att-") }

// stepSide is the side that answers the current step of the pending assault.
func (s *State) stepSide() adjudicator.Side {
	if attackerStep(s.Pend.Step) {
		return s.Side
	}
	return enemy(s.Side)
}

// targets lists the attacked hexes: one, or several (12.4.1).
func (p *PendingAssault) targets() []hexmap.Hex {
	return append([]hexmap.Hex{p.Target}, p.More...)
}

// choices passes the players' answers to the combat package.
func (p *PendingAssault) choices(a *combat.Assault) {
	a.DeclineHold, a.PressOnNE = p.NoHold, p.PressOn
	if p.AttTieLow {
		a.AttackerTieRule = combat.TieLowest
	}
	if p.DefTieLow {
		a.DefenderTieRule = combat.TieLowest
	}
	if p.AttStrong {
		a.AttackerLossRule = combat.LossStrongest
	}
	if p.DefStrong {
		a.DefenderLossRule = combat.LossStrongest
	}
	a.AttackerLossPrefs, a.DefenderLossPrefs = p.AttLoss, p.DefLoss // 12.5.4
	a.AttackerTie, a.DefenderTie = p.AttTie, p.DefTie               // 12.3.1
}

// liveTargets lists the attacked hexes that still hold enemy combat units
// (retreat before combat may empty some, 14.1).
func (s *State) liveTargets() []hexmap.Hex {
	var out []hexmap.Hex
	for _, t := range s.Pend.targets() {
		if len(s.combatAt(t, enemy(s.Side))) > 0 {
			out = append(out, t)
		}
	}
	return out
}

// pendAttackers lists the declared attackers still able to attack: a
// defensive bombardment may have disordered (15.1) or driven them off.
// They must still be adjacent to every attacked hex that holds enemy
// units (12.4.1).
func (s *State) pendAttackers() []*Unit {
	var out []*Unit
	live := s.liveTargets()
	if len(live) == 0 {
		live = s.Pend.targets()
	}
	for _, id := range s.Pend.Attackers {
		u := s.unit(id)
		if !u.On || u.Gone || u.Dis != good {
			continue
		}
		adj := true
		for _, t := range live {
			adj = adj && s.b.grid.Adjacent(u.Hex, t)
		}
		if adj {
			out = append(out, u)
		}
	}
	return out
}

// pendDefenders lists the enemy combat units in the attacked hexes.
func (s *State) pendDefenders() []*Unit { return s.defendersIn(s.Pend.targets()) }

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
	for _, u := range s.pendDefenders() {
		if ok, _ := combat.CanRetreatBeforeCombat(s.combatUnit(u), att); ok {
			out = append(out, u)
		}
	}
	return out
}

// defGuns lists the defending artillery that may fire (11.4.4).
func (s *State) defGuns() []*Unit {
	var out []*Unit
	for _, u := range s.pendDefenders() {
		if s.specOf(u).art() && !u.Moved && !u.Fired {
			out = append(out, u)
		}
	}
	return out
}

// stepNeeded reports whether the defender has something to decide.
func (s *State) stepNeeded(step string) bool {
	if step != "evade" && len(s.liveTargets()) == 0 {
		return false // 14.1: every defender left; there is no combat to choose for
	}
	switch step {
	case "evade":
		return len(s.evaders()) > 0
	case "fire":
		return len(s.defGuns()) > 0 && s.fireTarget() != (hexmap.Hex{})
	case "hold":
		for _, t := range s.Pend.targets() {
			if s.b.terrain[t] == "town" || s.b.fort[t] && s.defTerrain(t) == "fortified" {
				return true
			}
		}
	case "def-terrain":
		for _, t := range s.Pend.targets() {
			if len(s.b.terrainsOf(t)) > 1 {
				return true
			}
		}
	case "press":
		for _, u := range s.pendAttackers() {
			if s.orderOf(u) == "attack" {
				return true
			}
		}
	case "def-tie":
		return tieMatters(s.combatUnits(s.pendDefenders()), false)
	case "att-tie":
		att := s.combatUnits(s.pendAttackers())
		preShock := false
		for _, u := range att {
			preShock = preShock || u.Order == combat.AdvanceOrder
		}
		return tieMatters(att, preShock)
	case "def-loss":
		return lossMatters(s.combatUnits(s.pendDefenders()))
	case "att-loss":
		return lossMatters(s.combatUnits(s.pendAttackers()))
	case "att-leader":
		return s.modifierLeader(attackerHexes(s.pendAttackers()), s.Side, s.pendAttackers()) != nil
	case "def-leader":
		return s.modifierLeader(s.Pend.targets(), enemy(s.Side), s.pendDefenders()) != nil
	}
	return false
}

// tieMatters: the side's efficiency value is a tie (12.3.1), or may become
// one when the pre-shock checks (12.2.2) leave some attackers out.
func tieMatters(us []combat.Unit, preShock bool) bool {
	if len(combat.Efficiency(us, 0, false).Tied) > 1 || len(combat.Efficiency(us, 0, true).Tied) > 1 {
		return true
	}
	values := map[int]bool{}
	for _, u := range us {
		if !u.Type.IsArtillery() {
			values[u.EffectiveEfficiency()] = true
		}
	}
	return preShock && len(values) > 1
}

// lossMatters: the side has more than one non-artillery combat unit, so
// which are lost on EX depends on its choice (12.5.4: the player may name
// them, and the weakest and strongest differ when their SP do).
func lossMatters(us []combat.Unit) bool {
	n := 0
	for _, u := range us {
		if !u.Type.IsArtillery() {
			n++
		}
	}
	return n > 1
}

// fireTarget is the attacking hex defensive fire aims at: the one with
// the most SP, ties to the lowest hex id (default).
func (s *State) fireTarget() hexmap.Hex {
	best, bestSP := hexmap.Hex{}, 0
	for _, h := range attackerHexes(s.pendAttackers()) {
		sp := 0
		for _, u := range s.combatAt(h, s.Side) {
			if !s.specOf(u).art() {
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
	if len(s.liveTargets()) == 0 { // 14.1: every unit retreated
		s.Attacked = append(s.Attacked, p.targets()...)
		var ids []string
		for _, u := range att {
			u.Acted, u.Fought = true, true
			if !s.specOf(u).art() && u.Dis == good {
				ids = append(ids, u.ID)
			}
		}
		s.Adv = append(s.Adv, Advance{Side: s.Side, Hexes: p.targets(), Units: ids})
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("%s was vacated before combat: no assault; the attacker may advance (14.1)", targetLabel(p.targets()))}}, nil
	}
	live := s.liveTargets()
	for _, t := range p.targets() {
		if !contains(live, t) { // 14.1: vacated; attacked all the same (12.2.3)
			s.Attacked = append(s.Attacked, t)
		}
	}
	if len(att) == 0 {
		for _, id := range p.Attackers {
			s.unit(id).Acted, s.unit(id).Fought = true, true
		}
		s.Attacked = append(s.Attacked, live...)
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("the assault on %s has no attackers left able to attack (15.1)", targetLabel(live))}}, nil
	}
	ev, err := resolver.Assault(s, live, att, r)
	if err != nil {
		// The declaration was checked (Declare); what the defender's
		// steps changed must not make his answer illegal, so a refusal
		// now is reported, never fatal.
		s.Attacked = append(s.Attacked, live...)
		return []adjudicator.Event{{Code: "assault", Text: fmt.Sprintf("the assault on %s cannot take place: %v", targetLabel(live), err)}}, nil
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
	side := s.stepSide()
	key := stepKey[p.Step]
	prompts := map[string]string{
		"evade":       "your cavalry and horse artillery in %v may retreat one hex before the assault (14.1)",
		"fire":        "your artillery in %v may bombard an attacking hex (11.4.4)",
		"def-terrain": "assault on %v: your hex has several terrains: which counts in the combat (10)? best: the Fortified position",
		"hold":        "in %v, on a DR result, test efficiency to turn it into EX (10.1.1, 10.5.3)?",
		"def-tie":     "assault on %v: your units' efficiency values tie: use the highest, the lowest or a value you name, if tied (12.3.1)?",
		"att-tie":     "assault on %v: your units' efficiency values tie (or may, after the pre-shock checks): use the highest, the lowest or a value you name, if tied (12.3.1)?",
		"def-loss":    "assault on %v: on EX, lose the weakest or the strongest eligible units, or the units you name first (12.5.4)?",
		"att-loss":    "assault on %v: on EX, lose the weakest or the strongest eligible unit, or the first eligible unit you name (12.5.4)?",
		"att-leader":  "assault on %v: your officer adds 1 to the die (12.4.4)? He is then tested on an unmodified 1 (4.4.2)",
		"def-leader":  "assault on %v: your officer subtracts 1 from the die (12.4.4)?",
		"press":       "assault on %v: on a NE result, your units under Attack orders check efficiency: pass EX, fail AD (12.5.4)?",
	}
	vals := standingValues[key]
	if vals == nil {
		vals = []string{"no", "yes"}
	}
	d := adjudicator.Decision{Side: side, Kind: "assault-" + p.Step, Prompt: fmt.Sprintf(prompts[p.Step], targetLabel(p.targets())),
		Accepts: []string{"standing-" + key}}
	for _, v := range vals {
		d.Options = append(d.Options, "standing "+key+" "+v)
	}
	d.Options = append(d.Options, s.stepExtraOptions()...)
	dv := standingKeys[key]
	d.Default = &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "standing " + key + " " + dv, Kind: "standing-" + key, Standing: true, Key: key}
	return d
}

// defTerrain is the terrain that counts for the defender in t (10: "If
// there are several terrains in a hex ... during the combat the inactive
// player" chooses): his choice when it is one of t's terrains, else the
// best (terrainsOf's first: the Fortified position).
func (s *State) defTerrain(t hexmap.Hex) string {
	ts := s.b.terrainsOf(t)
	if s.Pend != nil && s.Pend.DefTerrain != "" && slices.Contains(ts, s.Pend.DefTerrain) {
		return s.Pend.DefTerrain
	}
	return ts[0]
}

// stepExtraOptions lists the named answers of the tie and loss steps:
// each efficiency value of the side's fighting units (12.3.1: any tied
// value may be chosen) and each of its non-artillery fighting units as
// the one to lose first on EX (12.5.4).
func (s *State) stepExtraOptions() []string {
	var us []*Unit
	switch s.Pend.Step {
	case "def-terrain":
		var out []string
		for _, t := range s.Pend.targets() {
			for _, tn := range s.b.terrainsOf(t) {
				if l := "standing combat-terrain " + tn; !slices.Contains(out, l) {
					out = append(out, l)
				}
			}
		}
		return out
	case "att-tie", "att-loss":
		us = s.pendAttackers()
	case "def-tie", "def-loss":
		us = s.pendDefenders()
	default:
		return nil
	}
	var out []string
	seen := map[int]bool{}
	for i, cu := range s.combatUnits(us) {
		if cu.Type.IsArtillery() {
			continue
		}
		if strings.HasSuffix(s.Pend.Step, "-loss") {
			out = append(out, "standing ex-loss "+us[i].ID)
			continue
		}
		if e := cu.EffectiveEfficiency(); !seen[e] {
			seen[e] = true
			out = append(out, fmt.Sprintf("standing efficiency-tie %d", e))
		}
	}
	return out
}

// assaultStep applies the defender's answer to the current step.
func (s *State) assaultStep(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	p := s.Pend
	if c.key != stepKey[p.Step] {
		return nil, fmt.Errorf("standing %s does not answer the %s step", c.key, p.Step)
	}
	var ev []adjudicator.Event
	switch p.Step {
	case "evade":
		if c.yes {
			ev = append(ev, s.evade(r)...)
		}
	case "fire":
		if c.yes {
			ev = append(ev, s.defensiveFire(r)...)
		}
	case "press":
		p.PressOn = c.yes
	case "hold":
		p.NoHold = !c.yes
	case "def-terrain":
		p.DefTerrain = ""
		if c.target != "best" {
			p.DefTerrain = c.target
		}
	case "att-tie":
		p.AttTieLow, p.AttTie = c.target == "lowest", c.value
	case "def-tie":
		p.DefTieLow, p.DefTie = c.target == "lowest", c.value
	case "att-loss", "def-loss":
		// 12.5.4: a preference list names only the answering side's units.
		for _, id := range c.units {
			if s.spec(id).Side != s.stepSide() {
				return nil, fmt.Errorf("standing ex-loss: %s is not a %s unit (12.5.4)", id, s.stepSide())
			}
		}
		if p.Step == "att-loss" {
			p.AttStrong, p.AttLoss = c.target == "strongest", c.units
		} else {
			p.DefStrong, p.DefLoss = c.target == "strongest", c.units
		}
	case "att-leader":
		p.AttNoLeader = !c.yes
	case "def-leader":
		p.DefNoLeader = !c.yes
	}
	more, err := s.continueAssault(r)
	return append(ev, more...), err
}

// evade is 14.1: every eligible unit retreats one hex (horse artillery is
// turned to its Moved side).
// The attacker reads each retreat only as far as he can see where it
// went (11.3.2, fog.go).
func (s *State) evade(_ dice.Roller) []adjudicator.Event {
	var notes, theirs []string
	from := attackerHexes(s.pendAttackers())
	for _, u := range s.evaders() {
		if s.specOf(u).horse() {
			u.Moved = true
		}
		start := u.Hex
		n := s.retreat(u, 1, from)
		notes = append(notes, n)
		if u.On {
			n = s.retreatNote(s.Side, u.ID, start, u.Hex, n)
		}
		theirs = append(theirs, n)
	}
	text := fmt.Sprintf("retreat before combat from %s (14.1)", targetLabel(s.Pend.targets()))
	if slices.Equal(notes, theirs) {
		return []adjudicator.Event{{Code: "retreat-before-combat", Text: text, Detail: notes}}
	}
	return []adjudicator.Event{
		{Code: "retreat-before-combat", Text: text, Detail: notes, To: adjudicator.Only(enemy(s.Side))},
		{Code: "retreat-before-combat", Text: text, Detail: theirs, To: adjudicator.Only(s.Side)},
	}
}

// defensiveFire is 11.4.4: the defending artillery bombards the attacking
// hex chosen by fireTarget, before the efficiency checks.
// In a multi-hex combat the guns of each attacked hex fire on their own
// (11.4.1: only guns stacked together combine).
func (s *State) defensiveFire(r dice.Roller) []adjudicator.Event {
	var out []adjudicator.Event
	for _, h := range attackerHexes(s.defGuns()) {
		var guns []*Unit
		for _, g := range s.defGuns() {
			if g.Hex == h {
				guns = append(guns, g)
			}
		}
		t := s.fireTarget()
		if t == (hexmap.Hex{}) {
			break // the attackers are gone
		}
		ev, err := bombardBy(s, enemy(s.Side), guns, t, true, r)
		if err != nil { // the defender's answer must never be refused
			ev = []adjudicator.Event{{Code: "bombard", Text: fmt.Sprintf("no defensive bombardment from %v: %v", h, err)}}
		}
		out = append(out, ev...)
	}
	return out
}
