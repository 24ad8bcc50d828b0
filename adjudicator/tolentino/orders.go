package tolentino

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// orderOf is the order a combat unit acts under (5): its own when it has
// one (out of command 5.3, reinforcements 15.4.1, night 17), else its
// formation's. Artillery may always use Defense or Maneuver (11): it
// uses Defense while in an EZOC (so it may leave it, 8.1) and Maneuver
// elsewhere.
func (s *State) orderOf(u *Unit) string {
	p := s.specOf(u)
	o := u.Order
	if o == "" {
		if f := s.form(p.Formation); f != nil {
			o = f.Order
		}
	}
	if p.art() && !u.Follow {
		// 11: artillery may always use a Defense or Maneuver order
		// instead of its formation's; by default (`artillery UNIT own`)
		// it does: Defense in an EZOC (so it may leave it, 8.1),
		// Maneuver elsewhere (so it may road march, 9.3).
		if s.inEZOC(u.Hex, p.Side) {
			return "defense"
		}
		return "maneuver"
	}
	return o
}

// artilleryOrder is rule 11 (first paragraph): `artillery UNIT
// formation` makes a battery of the active formation follow its
// formation's order (so under Advance or Attack orders it may enter an
// EZOC, 5.1.1, 5.1.2); `artillery UNIT own` returns it to the Defense or
// Maneuver order it "may always use" (the default, orderOf). Given in the
// Movement segment, before the battery moves in this activation; the
// choice stays until changed. Artillery never assaults (11.0.1), whatever
// its order.
func (s *State) artilleryOrder(c *cmd) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	p := s.spec(c.unit)
	if u == nil || !p.art() || p.Side != s.Side || p.Formation != s.Active || !u.On || u.Gone {
		return nil, fmt.Errorf("%s is not an artillery unit of the active formation (11)", c.unit)
	}
	if u.Acted || u.Held || s.LeaderMoved {
		return nil, fmt.Errorf("%s has already moved or held in this activation: choose its order before it moves (11)", c.unit)
	}
	follow := c.target == "formation"
	if u.Follow == follow {
		return nil, fmt.Errorf("%s already acts under %s order (11)", c.unit, s.orderOf(u))
	}
	u.Follow = follow
	return []adjudicator.Event{{Code: "artillery-order", To: adjudicator.Only(s.Side), Text: fmt.Sprintf("%s now acts under %s order (11)", u.ID, s.orderOf(u))}}, nil
}

// armyOrder is 5.2 in the Orders step of the Command phase: the army
// commander changes the order of an officer within his command range; at
// most his initiative value of officers (4.2).
func (s *State) armyOrder(c *cmd) ([]adjudicator.Event, error) {
	f := s.form(c.form)
	if f == nil || s.b.sideOfFormation(f.ID) != s.Side {
		return nil, fmt.Errorf("formation %s is not yours", c.form)
	}
	if s.Changes <= 0 {
		return nil, errors.New("the army commander has no order changes left this turn (4.2)")
	}
	cmdr := s.armyCommander(s.Side)
	off := s.unit(f.Leader)
	if cmdr == nil || off == nil || !off.On || off.Gone {
		return nil, fmt.Errorf("%s has no officer on the map to receive the order (5.2)", f.ID)
	}
	if !s.inRange(cmdr.ID, off.Hex) {
		return nil, fmt.Errorf("%s is not within the command range of %s (5.2, 5.2.2)", s.spec(off.ID).Name, s.spec(cmdr.ID).Name)
	}
	if f.Order == c.order {
		return nil, fmt.Errorf("%s already has %s orders", f.ID, c.order)
	}
	s.Changes--
	old := f.Order
	f.Order = c.order
	return []adjudicator.Event{{Code: "order", Text: fmt.Sprintf("%s changes the order of %s from %s to %s (5.2)", s.spec(cmdr.ID).Name, f.ID, old, c.order)}}, nil
}

// officerInitiative is 5.2.1: when his formation is activated, the officer
// rolls a die; at or under his IR he changes the order.
func (s *State) officerInitiative(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	f := s.form(s.Active)
	if c.form != f.ID {
		return nil, fmt.Errorf("only the active formation %s may try to change its order now", f.ID)
	}
	if c.order == f.Order {
		return nil, fmt.Errorf("%s already has %s orders", f.ID, c.order)
	}
	off := s.unit(f.Leader)
	if off == nil || !off.On || off.Gone {
		return nil, fmt.Errorf("%s has no officer (4.4.5)", f.ID)
	}
	ir := s.spec(off.ID).IR
	purpose := "officer initiative " + off.ID
	die := r.Roll(6, purpose)
	ev := adjudicator.Event{Code: "officer-initiative", Rolls: []dice.Roll{{Purpose: purpose, Sides: 6, Value: die}},
		Detail: []string{fmt.Sprintf("IR of %s: %d; succeeds at %d or less (5.2.1)", s.spec(off.ID).Name, ir, ir)}}
	if die <= ir {
		ev.Text = fmt.Sprintf("%s rolls %d: %s changes from %s to %s (5.2.1)", s.spec(off.ID).Name, die, f.ID, f.Order, c.order)
		f.Order = c.order
	} else {
		ev.Text = fmt.Sprintf("%s rolls %d: %s keeps %s orders (5.2.1)", s.spec(off.ID).Name, die, f.ID, f.Order)
	}
	s.Stage = stMove
	return []adjudicator.Event{ev}, nil
}

// unitOrder is 5.3.1: after movement an out of command unit may try to
// change its order with an efficiency check (one die for all the units of
// the hex, 5.3.2).
func (s *State) unitOrder(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	p := s.spec(c.unit)
	if u == nil || !u.On || u.Gone || p.Formation != s.Active || !u.OOC || p.leader() {
		return nil, fmt.Errorf("%s is not an out of command unit of the active formation (5.3.1)", c.unit)
	}
	if u.TriedOrder {
		return nil, fmt.Errorf("%s has already tried to change its order", c.unit)
	}
	var stack []*Unit
	for _, o := range s.formationUnits(s.Active) {
		if o.Hex == u.Hex && o.OOC {
			stack = append(stack, o)
		}
	}
	ch := s.effCheck(r, stack, "order change "+u.Hex.String(), nil)
	var res []string
	for _, o := range stack {
		o.TriedOrder = true
		if ch.Pass[o.ID] {
			o.Order = c.order
		}
		res = append(res, fmt.Sprintf("%s: %s", o.ID, s.orderWord(o)))
	}
	return []adjudicator.Event{{Code: "order-change", To: adjudicator.Only(p.Side), Text: fmt.Sprintf("out of command units at %s try %s (5.3.1): %v", u.Hex, c.order, res),
		Rolls: []dice.Roll{ch.Roll}, Detail: ch.Mods}}, nil
}

// orderWord is the unit's order as reports print it.
func (s *State) orderWord(u *Unit) string { return s.orderOf(u) }
