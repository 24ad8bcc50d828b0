package tolentino

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Bombardment (B.4, 11.4) and combat (B.5, 12).
//
// This file checks who may bombard and attack whom; the resolution goes
// through resolver, which is pkgResolver (combatpkg.go): it hands the
// step to the combat package (adjudicator/tolentino/combat: odds, DRMs,
// CRT, efficiency 12.3, morale 13, bombardment 11.4, cavalry 14, leader
// losses 4.4) and applies its effects to the state.
type combatResolver interface {
	Declare(s *State, targets []hexmap.Hex, attackers []*Unit) error
	Bombard(s *State, guns []*Unit, target hexmap.Hex, r dice.Roller) ([]adjudicator.Event, error)
	Assault(s *State, targets []hexmap.Hex, attackers []*Unit, r dice.Roller) ([]adjudicator.Event, error)
}

// resolver resolves bombardments and assaults: Declare checks a declared
// assault (decisions.go lists the attacks it accepts), Bombard and Assault
// resolve them (combatstep.go, assaultsteps.go).
var resolver combatResolver = pkgResolver{}

// artRange is 11.2: 2 hexes, 1 in the twilight turn (17.1).
func (s *State) artRange() int {
	if s.b.night(s.Turn) {
		return 1
	}
	return 2
}

// bombard checks `bombard ART [ART…] HEX` (11.4) and hands it to the
// resolver. Several guns combine only when stacked in one hex (11.4.1).
func (s *State) bombard(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	t := c.hexes[0]
	var guns []*Unit
	for _, id := range append([]string{c.unit}, c.units...) {
		u := s.unit(id)
		p := s.spec(id)
		switch {
		case u == nil || !u.On || u.Gone || !p.art() || p.Side != s.Side:
			return nil, fmt.Errorf("%s is not one of your artillery units on the map", id)
		case u.Moved:
			return nil, fmt.Errorf("%s has moved: artillery on its Moved side cannot bombard (3.1 B.3)", id)
		case p.Formation != s.Active:
			return nil, fmt.Errorf("%s is not in the active formation (3.1 B.4)", id)
		case u.Fired:
			return nil, fmt.Errorf("%s has already fired this turn", id)
		case !s.b.lineOfSight(u.Hex, t, s.artRange()):
			return nil, fmt.Errorf("%v is out of range (%d, 11.2) or out of line of sight (11.3) of %s", t, s.artRange(), id)
		case len(guns) > 0 && u.Hex != guns[0].Hex:
			return nil, fmt.Errorf("%s is not stacked with %s: only artillery in the same hex combines (11.4.1)", id, guns[0].ID)
		case slices.Contains(guns, u):
			return nil, fmt.Errorf("%s is named twice", id)
		}
		guns = append(guns, u)
	}
	if !s.hasNonArt(t, enemy(s.Side)) {
		return nil, fmt.Errorf("no enemy infantry or cavalry in %v: a hex with only artillery cannot be bombarded (11.4.3)", t)
	}
	return resolver.Bombard(s, guns, t, r)
}

func (s *State) hasNonArt(h hexmap.Hex, side adjudicator.Side) bool {
	for _, u := range s.combatAt(h, side) {
		if !s.specOf(u).art() {
			return true
		}
	}
	return false
}

// chargeTargetHeld says whether a charge's hex still binds its cavalry
// (14.2: "During the Assault segment, cavalry with the Charge counter enter
// the hex and attack enemy units"). From revision 4 a hex the enemy has
// left meanwhile (a retreat before combat, 14.1, or after another assault
// of the segment) binds no one: the obligation no legal declaration can
// meet lapses, as 12.2.1's do. Revision 3 kept it, and a game reaching
// that point could go no further (no enemy to attack, `done attack`
// refused until the charge was made).
func (s *State) chargeTargetHeld(h hexmap.Hex) bool {
	return s.b.rev < chargeLapseRevision || len(s.combatAt(h, enemy(s.Side))) > 0
}

// chargeLapseRevision is the Tolentino revision from which a charge whose
// hex the enemy has left lapses (chargeTargetHeld).
const chargeLapseRevision = 4

// attack checks `attack HEX [HEX…] with UNIT…` (12.2, 12.4) and hands it
// to the resolver. Several hexes make one multi-hex combat (12.4.1): every
// attacking unit must be adjacent to every defending hex, and every unit
// of those hexes defends.
func (s *State) attack(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	targets := c.hexes
	for _, t := range targets {
		if len(s.combatAt(t, enemy(s.Side))) == 0 {
			return nil, fmt.Errorf("no enemy unit in %v", t)
		}
		if slices.Contains(s.Attacked, t) {
			return nil, fmt.Errorf("%v has already been attacked this combat segment (12.2.3)", t)
		}
	}
	if !s.charging(c.units) {
		if err := s.chargeHexFree(targets); err != nil {
			return nil, err
		}
	}
	var att []*Unit
	ids := s.withStackmates(c.units)
	if s.charging(c.units) {
		ids = c.units // 14.2.3: a charge is made by the charging cavalry alone
		if len(targets) > 1 {
			return nil, fmt.Errorf("cavalry charges one hex only (14.2, 14.2.1)")
		}
	}
	for _, id := range ids {
		u, err := s.canAttack(id, targets)
		if err != nil {
			return nil, err
		}
		att = append(att, u)
	}
	if err := s.mustJoin(targets, att); err != nil {
		return nil, err
	}
	if err := resolver.Declare(s, targets, att); err != nil {
		return nil, err
	}
	s.Pend = &PendingAssault{Target: targets[0], More: slices.Clone(targets[1:])}
	for _, u := range att {
		s.Pend.Attackers = append(s.Pend.Attackers, u.ID)
	}
	return s.continueAssault(r)
}

// canAttack checks one declared attacker against the attacked hexes.
func (s *State) canAttack(id string, targets []hexmap.Hex) (*Unit, error) {
	u := s.unit(id)
	p := s.spec(id)
	switch {
	case u == nil || !u.On || u.Gone || p.Side != s.Side || p.leader():
		return nil, fmt.Errorf("%s is not one of your combat units on the map", id)
	case p.Formation != s.Active:
		return nil, fmt.Errorf("%s is not in the active formation (12.2)", id)
	case p.art():
		return nil, fmt.Errorf("%s: artillery attacks only by bombarding (11.0.1)", id)
	case u.Dis != good:
		return nil, fmt.Errorf("%s is %s and cannot attack (15.1, 15.2)", id, disWord(u.Dis))
	case u.Fought:
		return nil, fmt.Errorf("%s has already attacked this turn (12.2.3)", id)
	case u.Bridge != "":
		return nil, fmt.Errorf("%s is on its bridge side: a bridge, not a unit (16.1)", id)
	case u.Charge != nil && *u.Charge != targets[0]:
		return nil, fmt.Errorf("%s charges %v and must attack it (14.2)", id, *u.Charge)
	}
	for _, t := range targets {
		if !s.b.grid.Adjacent(u.Hex, t) {
			if len(targets) > 1 {
				return nil, fmt.Errorf("%s is not adjacent to %v: in a multi-hex combat every attacking unit must be adjacent to every defending unit (12.4.1)", id, t)
			}
			return nil, fmt.Errorf("%s is not adjacent to %v (12.4)", id, t)
		}
	}
	if o := s.orderOf(u); o != "attack" && o != "advance" {
		return nil, fmt.Errorf("%s has a %s order and cannot attack (12.2)", id, o)
	}
	return u, nil
}

// chargeHexFree is 14.2.3 "You cannot attack the same hex in a combat
// segment with a cavalry charge and an infantry assault": a hex that a
// Charge counter still obliges cavalry to attack (14.2) is left to the
// charge.
func (s *State) chargeHexFree(targets []hexmap.Hex) error {
	for _, u := range s.formationUnits(s.Active) {
		if u.Charge != nil && !u.Fought && u.Dis == good && slices.Contains(targets, *u.Charge) {
			return fmt.Errorf("%v is charged by %s: it must be attacked by the charge alone, not by an infantry assault (14.2, 14.2.3)", *u.Charge, u.ID)
		}
	}
	return nil
}

// charging reports whether any of the units has a Charge counter.
func (s *State) charging(ids []string) bool {
	for _, id := range ids {
		if u := s.unit(id); u != nil && u.Charge != nil {
			return true
		}
	}
	return false
}

// withStackmates adds to the listed attackers the other units of their
// hexes that may attack: 12.4.1 "the attacker must attack with all the
// units in a stack" (artillery only bombards, 11.0.1; disordered units
// cannot attack, 15.1).
func (s *State) withStackmates(ids []string) []string {
	out := slices.Clone(ids)
	for _, id := range ids {
		u := s.unit(id)
		if u == nil || !u.On {
			continue
		}
		for _, o := range s.combatAt(u.Hex, s.spec(id).Side) {
			p := s.spec(o.ID)
			ord := s.orderOf(o)
			if !slices.Contains(out, o.ID) && !p.art() && o.Dis == good && !o.Fought && o.Charge == nil && p.Formation == s.Active && (ord == "attack" || ord == "advance") {
				out = append(out, o.ID)
			}
		}
	}
	return out
}

// obligedAttacks lists the declarations the rules still oblige, each a
// legal line, in this order:
//
//   - 14.2: a unit with a Charge counter attacks its charge hex;
//   - 12.2.1 (and 12, first paragraph): every enemy hex whose units exert a
//     ZoC on a unit of the active formation that is under Attack orders in
//     good order, or that has attacked in this segment, must be attacked,
//     "even if by other friendly units" — the obligation is per enemy
//     unit; charging cavalry ignores other enemy ZoCs (14.2.1). The line
//     uses the eligible units adjacent to that hex, those under Attack
//     orders first (with their stacks, 12.4.1);
//   - 5.1.2: a unit under Attack orders in an EZOC that has not attacked
//     and still can must attack ("all the units in EZoC must attack").
//
// Units in a town (10.1) are bound by neither until they assault.
//
// An obligation no legal declaration can meet (every eligible unit has
// attacked, the odds would be worse than 1-5, 12.4.2) lapses.
func (s *State) obligedAttacks() []string {
	var out []string
	covered := map[string]bool{}
	for _, u := range s.formationUnits(s.Active) {
		if u.Charge != nil && !u.Fought && u.Dis == good && !slices.Contains(s.Attacked, *u.Charge) && s.chargeTargetHeld(*u.Charge) {
			out = append(out, fmt.Sprintf("attack %v with %s", *u.Charge, u.ID)) // 14.2, 14.2.1
			covered[u.ID] = true
		}
	}
	for _, h := range s.zocObligations() {
		if line, ids := s.declarationOn(h, covered); line != "" {
			out = append(out, line)
			for _, id := range ids {
				covered[id] = true
			}
		}
	}
	for _, u := range s.formationUnits(s.Active) {
		p := s.specOf(u)
		if covered[u.ID] || u.Charge != nil || u.Bridge != "" || p.art() || u.Dis != good || u.Fought || s.orderOf(u) != "attack" || s.mayStay(u) || !s.inEZOC(u.Hex, p.Side) {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if slices.Contains(s.Attacked, h) || !s.obligedOn(u, h) {
				continue
			}
			ids := s.withJoiners(h, s.withStackmates([]string{u.ID}))
			if s.declares(h, ids) {
				out = append(out, fmt.Sprintf("attack %v with %s", h, strings.Join(ids, " ")))
				for _, id := range ids {
					covered[id] = true
				}
				break
			}
		}
	}
	return out
}

// zocObligations lists, by hex id, the enemy hexes not yet attacked that
// 12.2.1 obliges the active formation to attack.
func (s *State) zocObligations() []hexmap.Hex {
	var out []hexmap.Hex
	for _, u := range s.formationUnits(s.Active) {
		p := s.specOf(u)
		bound := u.Fought || u.Dis == good && s.orderOf(u) == "attack" && !s.mayStay(u)
		if !u.On || u.Gone || p.leader() || p.art() || u.Charge != nil || u.Bridge != "" || !bound {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if !slices.Contains(s.Attacked, h) && !slices.Contains(out, h) && s.obligedOn(u, h) {
				out = append(out, h)
			}
		}
	}
	slices.SortFunc(out, func(a, b hexmap.Hex) int { return a.Compare(b) })
	return out
}

// mayStay: "Unit(s) in Towns may choose to remain stationary (i.e. not
// move and assault) independently from the order received" (10.1; 10.5.2
// the same in Cover in a Fortified position, which needs a Defense order
// and so never binds): their own orders oblige them to no assault. If
// they assault all the same, 12.2.1 binds them like any attacker.
func (s *State) mayStay(u *Unit) bool {
	return s.b.terrain[u.Hex] == "town" || s.b.fort[u.Hex] && s.orderOf(u) == "defense"
}

// obligedOn reports whether the enemy units in h, next to u, are ones u
// must attack. Rule 12 counts them from the attacker's ZoC: "All active
// units with an Attack order must attack enemy units that are in their
// ZoC … If a unit assaults an enemy, all units in its ZoC must be
// attacked"; 12.2.1 from the enemy's: "all the enemy units which project
// one EZOC in the hex of the attacker". mincio reads the two together:
// either makes the obligation. u's ZoC reaches h if u is in good order
// and h is no Fortified position (8, 15, 10.5.1); the enemy's reaches u
// if one of them is in good order and u is in no Fortified position.
func (s *State) obligedOn(u *Unit, h hexmap.Hex) bool {
	if !s.b.grid.Adjacent(u.Hex, h) || !s.enemyIn(h, u.p.Side) {
		return false
	}
	if s.exertsZOC(u) && !s.b.fort[h] {
		return true // 12: in the attacker's ZoC
	}
	return s.zocFrom(h, u.p.Side) && !s.b.fort[u.Hex] // 12.2.1
}

// declarationOn finds a legal declaration on h for 12.2.1: the eligible
// units adjacent to h under Attack orders, else every eligible adjacent
// unit (Advance orders too), with their stacks. skip lists units already
// used by another obliged line.
func (s *State) declarationOn(h hexmap.Hex, skip map[string]bool) (string, []string) {
	var attack, all []string
	for _, u := range s.formationUnits(s.Active) {
		p := s.specOf(u)
		o := s.orderOf(u)
		if skip[u.ID] || p.leader() || p.art() || u.Dis != good || u.Fought || u.Charge != nil || u.Bridge != "" || !s.b.grid.Adjacent(u.Hex, h) || o != "attack" && o != "advance" {
			continue
		}
		all = append(all, u.ID)
		if o == "attack" {
			attack = append(attack, u.ID)
		}
	}
	for _, cand := range [][]string{attack, all} {
		if len(cand) == 0 {
			continue
		}
		ids := s.withJoiners(h, s.withStackmates(cand))
		if s.declares(h, ids) {
			return fmt.Sprintf("attack %v with %s", h, strings.Join(ids, " ")), ids
		}
	}
	return "", nil
}

// withJoiners adds to ids, attacking h, the units 5.1.2 obliges to join
// (obligations.go, joiners), with their stacks.
func (s *State) withJoiners(h hexmap.Hex, ids []string) []string {
	var att []*Unit
	for _, id := range ids {
		att = append(att, s.unit(id))
	}
	var more []string
	for _, j := range s.joiners([]hexmap.Hex{h}, att) {
		more = append(more, j.ID)
	}
	if len(more) == 0 {
		return ids
	}
	out := slices.Clone(ids)
	for _, id := range s.withStackmates(more) {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// declares reports whether the resolver accepts ids attacking h.
func (s *State) declares(h hexmap.Hex, ids []string) bool {
	if !s.charging(ids) && s.chargeHexFree([]hexmap.Hex{h}) != nil {
		return false // 14.2.3
	}
	var us []*Unit
	for _, id := range ids {
		us = append(us, s.unit(id))
	}
	return resolver.Declare(s, []hexmap.Hex{h}, us) == nil
}

// zocFrom reports whether the enemy units in h exert a ZoC (8, 15).
func (s *State) zocFrom(h hexmap.Hex, side adjudicator.Side) bool {
	for _, o := range s.combatAt(h, enemy(side)) {
		if s.exertsZOC(o) {
			return true
		}
	}
	return false
}
