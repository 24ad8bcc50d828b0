package tolentino

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// Cavalry charge (14.2): in the movement step, cavalry under Attack orders
// that stands next to a clear hex with enemy units and has the MP to enter
// it places a Charge counter (`charge UNIT HEX`); in the assault step it
// must attack that hex, with doubled strength, only with other charging
// cavalry (14.2.3), ignoring other enemy ZoCs (14.2.1); the combat package
// disorders it at the end (14.2.2).

// mpLeft is what u has left of its allowance this activation, in whole MP.
func (s *State) mpLeft(u *Unit) int {
	return int((s.allowance(u, u.March) - u.Spent) / hexmap.MP)
}

func (s *State) canCharge(u *Unit, h hexmap.Hex) error {
	p := s.specOf(u)
	if u == nil || !u.On || p.Side != s.Side || p.Formation != s.Active {
		return errors.New("not a unit of the active formation")
	}
	if !s.b.grid.Adjacent(u.Hex, h) || len(s.combatAt(h, enemy(p.Side))) == 0 {
		return fmt.Errorf("%v is not an enemy hex next to %s", h, u.ID)
	}
	if u.Charge != nil {
		return fmt.Errorf("%s already charges %v", u.ID, *u.Charge)
	}
	tab, err := s.b.tables()
	if err != nil {
		return err
	}
	hs, _ := s.b.grid.HexsideBetween(u.Hex, h)
	enter, ok := s.b.stepCost(u.Hex, h, hs, moveKind{pontoon: s.pontoon()})
	if !ok {
		return fmt.Errorf("%s cannot enter %v", u.ID, h)
	}
	terrain := s.b.terrain[h]
	if s.b.fort[h] {
		terrain = "fortified"
	}
	return combat.CanCharge(combat.ChargeCheck{Unit: s.combatUnit(u), TargetTerrain: terrain,
		MPLeft: s.mpLeft(u), EnterCost: int(enter / hexmap.MP)}, tab)
}

// charge carries out `charge UNIT HEX`.
func (s *State) charge(c *cmd) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	if u == nil {
		return nil, fmt.Errorf("unknown unit %s", c.unit)
	}
	if err := s.canCharge(u, c.hexes[0]); err != nil {
		return nil, err
	}
	h := c.hexes[0]
	u.Charge, u.Acted = &h, true
	return []adjudicator.Event{{Code: "charge", Text: fmt.Sprintf("%s places a Charge counter against %v (14.2)", u.ID, h)}}, nil
}

// chargeOptions lists legal `charge` lines of the active formation.
func (s *State) chargeOptions() []string {
	var out []string
	for _, u := range s.formationUnits(s.Active) {
		if !s.specOf(u).cav() || s.orderOf(u) != "attack" || u.Charge != nil {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if s.canCharge(u, h) == nil {
				out = append(out, fmt.Sprintf("charge %s %v", u.ID, h))
			}
		}
	}
	return out
}
