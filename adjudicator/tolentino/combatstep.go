package tolentino

import (
	"errors"
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
// through resolver, which combatpkg.go sets to the combat package
// (adjudicator/tolentino/combat: odds, DRMs, CRT, efficiency 12.3, morale
// 13, bombardment 11.4, cavalry 14, leader losses 4.4). notDone is the
// fallback that refuses every bombardment and assault rather than invent
// a result; it is what a build without the combat package would use.
type combatResolver interface {
	Declare(s *State, target hexmap.Hex, attackers []*Unit) error
	Bombard(s *State, guns []*Unit, target hexmap.Hex, r dice.Roller) ([]adjudicator.Event, error)
	Assault(s *State, target hexmap.Hex, attackers []*Unit, r dice.Roller) ([]adjudicator.Event, error)
}

var errCombatNotDone = errors.New("combat resolution (11.4, 12) is not implemented yet in mincio's tolentino system: answer done bombard / done attack")

type notDone struct{}

func (notDone) Declare(*State, hexmap.Hex, []*Unit) error { return errCombatNotDone }

func (notDone) Bombard(*State, []*Unit, hexmap.Hex, dice.Roller) ([]adjudicator.Event, error) {
	return nil, errCombatNotDone
}

func (notDone) Assault(*State, hexmap.Hex, []*Unit, dice.Roller) ([]adjudicator.Event, error) {
	return nil, errCombatNotDone
}

// resolver resolves bombardments and assaults.
var resolver combatResolver = notDone{}

// combatReady reports whether a resolver is plugged in.
func combatReady() bool { _, no := resolver.(notDone); return !no }

// artRange is 11.2: 2 hexes, 1 in the twilight turn (17.1).
func (s *State) artRange() int {
	if s.b.night(s.Turn) {
		return 1
	}
	return 2
}

// bombard checks `bombard ART HEX` (11.4) and hands it to the resolver.
func (s *State) bombard(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	p := s.spec(c.unit)
	t := c.hexes[0]
	switch {
	case u == nil || !u.On || u.Gone || !p.art() || p.Side != s.Side:
		return nil, fmt.Errorf("%s is not one of your artillery units on the map", c.unit)
	case u.Moved:
		return nil, fmt.Errorf("%s has moved: artillery on its Moved side cannot bombard (3.1 B.3)", c.unit)
	case p.Formation != s.Active:
		return nil, fmt.Errorf("%s is not in the active formation (3.1 B.4)", c.unit)
	case u.Fired:
		return nil, fmt.Errorf("%s has already fired this turn", c.unit)
	case !s.b.lineOfSight(u.Hex, t, s.artRange()):
		return nil, fmt.Errorf("%v is out of range (%d, 11.2) or out of line of sight (11.3) of %s", t, s.artRange(), c.unit)
	case !s.hasNonArt(t, enemy(s.Side)):
		return nil, fmt.Errorf("no enemy infantry or cavalry in %v: a hex with only artillery cannot be bombarded (11.4.3)", t)
	}
	return resolver.Bombard(s, []*Unit{u}, t, r)
}

func (s *State) hasNonArt(h hexmap.Hex, side adjudicator.Side) bool {
	for _, u := range s.combatAt(h, side) {
		if !s.spec(u.ID).art() {
			return true
		}
	}
	return false
}

// attack checks `attack HEX with UNIT…` (12.2, 12.4) and hands it to the
// resolver.
func (s *State) attack(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	t := c.hexes[0]
	if len(s.combatAt(t, enemy(s.Side))) == 0 {
		return nil, fmt.Errorf("no enemy unit in %v", t)
	}
	if slices.Contains(s.Attacked, t) {
		return nil, fmt.Errorf("%v has already been attacked this combat segment (12.2.3)", t)
	}
	var att []*Unit
	ids := s.withStackmates(c.units)
	if s.charging(c.units) {
		ids = c.units // 14.2.3: a charge is made by the charging cavalry alone
	}
	for _, id := range ids {
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
		case u.Charge != nil && *u.Charge != t:
			return nil, fmt.Errorf("%s charges %v and must attack it (14.2)", id, *u.Charge)
		case !s.b.grid.Adjacent(u.Hex, t):
			return nil, fmt.Errorf("%s is not adjacent to %v (12.4)", id, t)
		}
		if o := s.orderOf(u); o != "attack" && o != "advance" {
			return nil, fmt.Errorf("%s has a %s order and cannot attack (12.2)", id, o)
		}
		att = append(att, u)
	}
	if err := resolver.Declare(s, t, att); err != nil {
		return nil, err
	}
	s.Pend = &PendingAssault{Target: t}
	for _, u := range att {
		s.Pend.Attackers = append(s.Pend.Attackers, u.ID)
	}
	return s.continueAssault(r)
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

// obligedAttacks lists, for 5.1.2 and 12.2.1, a legal declaration for each
// unit of the active formation under Attack orders that is in an enemy ZoC
// and has not attacked: "all the units in EZoC must attack". The hex is
// the adjacent enemy hex of lowest id whose units exert a ZoC on it and
// that may still be attacked at declared odds of 1-5 or better.
func (s *State) obligedAttacks() []string {
	var out []string
	covered := map[string]bool{}
	for _, u := range s.formationUnits(s.Active) {
		p := s.spec(u.ID)
		if u.Charge != nil && !u.Fought && u.Dis == good && !slices.Contains(s.Attacked, *u.Charge) {
			out = append(out, fmt.Sprintf("attack %v with %s", *u.Charge, u.ID)) // 14.2, 14.2.1
			covered[u.ID] = true
			continue
		}
		if covered[u.ID] || u.Charge != nil || p.art() || u.Dis != good || u.Fought || s.orderOf(u) != "attack" || !s.inEZOC(u.Hex, p.Side) {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if slices.Contains(s.Attacked, h) || !s.zocFrom(h, p.Side) {
				continue
			}
			ids := s.withStackmates([]string{u.ID})
			var us []*Unit
			for _, id := range ids {
				us = append(us, s.unit(id))
			}
			if resolver.Declare(s, h, us) == nil {
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

// zocFrom reports whether the enemy units in h exert a ZoC (8, 15).
func (s *State) zocFrom(h hexmap.Hex, side adjudicator.Side) bool {
	for _, o := range s.combatAt(h, enemy(side)) {
		if s.exertsZOC(o) {
			return true
		}
	}
	return false
}
