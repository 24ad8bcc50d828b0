package tolentino

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// efficiency is the unit's current efficiency: printed (front or reduced
// side) plus its Neapolitan morale counter (13.3), never below one.
func (s *State) efficiency(u *Unit) int {
	p := s.specOf(u)
	e := p.Eff
	if u.Reduced && p.REff > 0 {
		e = p.REff
	}
	return max(1, e+u.Morale)
}

// officerDRM is 13.2: -1 to the efficiency check of units stacked with
// their formation leader or the army commander (only one counts).
func (s *State) officerDRM(u *Unit) (int, string) {
	p := s.specOf(u)
	f := s.form(p.Formation)
	for _, l := range s.unitsAt(u.Hex, p.Side) {
		lp := s.spec(l.ID)
		if lp.leader() && (f != nil && l.ID == f.Leader || lp.Role == "army") {
			return -1, "-1 stacked with " + lp.Name + " (13.2)"
		}
	}
	return 0, ""
}

// effResult is one efficiency check of a stack (13.1, 13.1.2: one die per
// stack): die plus modifiers at or under the efficiency passes; an
// unmodified 1 always passes and an unmodified 6 always fails (13.1.1).
type effResult struct {
	Die  int
	Mods []string
	Pass map[string]bool
	Roll dice.Roll
}

func (s *State) effCheck(r dice.Roller, units []*Unit, purpose string, mods map[string]int) effResult {
	c := effResult{Pass: map[string]bool{}}
	c.Die = r.Roll(6, purpose)
	c.Roll = dice.Roll{Purpose: purpose, Sides: 6, Value: c.Die}
	for _, u := range units {
		drm := mods[u.ID]
		od, why := s.officerDRM(u)
		if why != "" && !slices.Contains(c.Mods, why) {
			c.Mods = append(c.Mods, why)
		}
		total := c.Die + drm + od
		eff := s.efficiency(u)
		pass := total <= eff
		if c.Die == 1 {
			pass = true
		} else if c.Die == 6 {
			pass = false
		}
		c.Pass[u.ID] = pass
		c.Mods = append(c.Mods, fmt.Sprintf("%s: die %d %+d = %d against efficiency %d: %s", u.ID, c.Die, drm+od, total, eff, passWord(pass)))
	}
	return c
}

func passWord(ok bool) string {
	if ok {
		return "passed"
	}
	return "failed"
}

// addDisorder gives u one more Disorganization level (13.1.3): good to
// Disordered, Disordered to Routed (15.1.1).
func (s *State) addDisorder(u *Unit) {
	if u.Dis < routed {
		u.Dis++
	}
}

// disWord is the marker a unit carries.
func disWord(d int) string {
	switch d {
	case disorder:
		return "disordered"
	case routed:
		return "routed"
	}
	return "good order"
}

// reorganizable lists the units of the active formation that may try to
// reorganize (15.3): Disordered or Routed, not in an EZOC, under an order
// that allows it (Advance 5.1.1, Defense 5.1.3, Maneuver 5.1.4) and with no
// other action this turn.
func (s *State) reorganizable(form string, side adjudicator.Side) []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		p := s.specOf(u)
		if !u.On || u.Gone || p.leader() || u.Dis == good || u.Acted || p.Side != side {
			continue
		}
		if form != "" && p.Formation != form {
			continue
		}
		if s.inEZOC(u.Hex, p.Side) || s.orderOf(u) == "attack" {
			continue
		}
		out = append(out, u)
	}
	return out
}

// reorganize tries to rally the reorganizable units in the hex of u (one
// die per stack, 13.1.2): Advance +1, Defense -1 (15.3); passing, Routed
// become Disordered and Disordered return to good order (15.3.1). A
// failure has no effect: 15.3 names none, and the Disorganization level
// of 13.1.3 would rout the units that try to rally. The scenario's `rule
// reorganization-failure level` applies 13.1.3's level instead ("If not
// explicitly specified in the rules, a failed efficiency check always
// causes a Disorganization level").
func (s *State) reorganize(r dice.Roller, u *Unit, form string) (adjudicator.Event, error) {
	side := s.specOf(u).Side
	var stack []*Unit
	for _, o := range s.reorganizable(form, side) {
		if o.Hex == u.Hex {
			stack = append(stack, o)
		}
	}
	if !slices.Contains(stack, u) {
		return adjudicator.Event{}, fmt.Errorf("%s cannot reorganize: it must be disordered or routed, out of EZOCs, not under Attack orders and without other actions this turn (15.3)", u.ID)
	}
	mods := map[string]int{}
	for _, o := range stack {
		switch s.orderOf(o) {
		case "advance":
			mods[o.ID] = 1
		case "defense":
			mods[o.ID] = -1
		}
	}
	c := s.effCheck(r, stack, "reorganization "+u.Hex.String(), mods)
	var ids []string
	level := s.ruleValue("reorganization-failure", "none") == "level"
	for _, o := range stack {
		o.Acted = true
		switch {
		case c.Pass[o.ID]:
			o.Dis--
		case level:
			s.addDisorder(o) // 13.1.3, by the scenario's rule
		}
		ids = append(ids, fmt.Sprintf("%s %s", o.ID, disWord(o.Dis)))
	}
	return adjudicator.Event{Code: "reorganize", To: adjudicator.Only(side), Text: fmt.Sprintf("reorganization at %s (15.3): %v", u.Hex, ids),
		Rolls: []dice.Roll{c.Roll}, Detail: append([]string{"Advance +1, Defense -1 (15.3); 1 always passes, 6 always fails (13.1.1)"}, c.Mods...)}, nil
}

// routAway moves a routed unit n hexes away from the enemy (15.2.1,
// 15.2.2): each step to the adjacent hex farthest from the nearest enemy,
// not into enemy units, ties to the lowest hex id; it may stop in a town, a
// Fortified position or with a friendly leader (15.2.2). It returns false
// if the unit cannot move (it is then eliminated by the caller).
//
// A routed unit prefers hexes free of friendly units (7.1.1: it may not
// stack with units in good order or disordered); friendly units it passes
// over or ends with take an efficiency test and a Disorganization level
// if they fail (15.2.3). r may be nil when no test can arise.
func (s *State) routAway(u *Unit, n int, mayStop bool, r ...dice.Roller) bool {
	side := s.specOf(u).Side
	for i := 0; i < n; i++ {
		if mayStop && s.rallyHex(u.Hex, side) {
			return true
		}
		best, bestD := hexmap.Hex{}, -1
		for _, h := range s.sortedNeighbors(u.Hex) {
			if !s.b.sc.Map.OnMap(h) || s.enemyIn(h, side) {
				continue
			}
			d := s.nearestEnemy(h, side) * 2
			if len(s.combatAt(h, side)) == 0 {
				d++
			}
			if d > bestD {
				best, bestD = h, d
			}
		}
		if bestD < 0 {
			return false
		}
		u.Hex = best
		if len(r) > 0 && r[0] != nil {
			s.passOver(u, r[0])
		}
	}
	return true
}

// passOver is 15.2.3: friendly units in good order or disordered in the
// hex a routed unit enters take an efficiency test (one die, 13.1.2).
func (s *State) passOver(u *Unit, r dice.Roller) {
	var stack []*Unit
	for _, o := range s.combatAt(u.Hex, s.specOf(u).Side) {
		if o != u && o.Dis != routed {
			stack = append(stack, o)
		}
	}
	if len(stack) == 0 {
		return
	}
	c := s.effCheck(r, stack, "routed "+u.ID+" passes over "+u.Hex.String(), nil)
	for _, o := range stack {
		if !c.Pass[o.ID] {
			s.addDisorder(o)
		}
	}
	s.pending = append(s.pending, adjudicator.Event{Code: "rout", To: adjudicator.Only(s.specOf(u).Side), Text: fmt.Sprintf("routed %s passes over units at %v (15.2.3)", u.ID, u.Hex), Rolls: []dice.Roll{c.Roll}, Detail: c.Mods})
}

// rallyHex: 15.2.2 routed units can stop in a town, a Fortified position
// or a hex with a friendly leader.
func (s *State) rallyHex(h hexmap.Hex, side adjudicator.Side) bool {
	if s.b.terrain[h] == "town" || s.b.fort[h] {
		return true
	}
	for _, l := range s.unitsAt(h, side) {
		if s.spec(l.ID).leader() {
			return true
		}
	}
	return false
}

// eliminate removes a combat unit (12.8): a full-strength unit with a
// reduced side returns as a replacement next turn if in command, two turns
// later if not; others are gone for good.
func (s *State) eliminate(u *Unit, permanent bool) string {
	p := s.specOf(u)
	u.On, u.Dis, u.March, u.Morale = false, good, false, 0
	if !permanent && !u.Reduced && p.HasReduced {
		u.Reduced = true
		u.Back = s.Turn + 1
		if u.OOC {
			u.Back = s.Turn + 2
		}
		return fmt.Sprintf("%s eliminated, returns reduced on turn %d (12.8)", u.ID, u.Back)
	}
	u.Gone = true
	return fmt.Sprintf("%s permanently eliminated (12.8)", u.ID)
}

// separateRouted is the second half of 7.1.1: "Routed units may not stack
// voluntarily with other units in good order or disordered, if it
// happens, the units must move up to a 'free' hex." A routed unit that
// finds itself stacked with such units (routed in place by a bombardment,
// a failed check, a retreat through an EZOC …) moves, at once, to the
// adjacent hex on the map without units of either side that is farthest
// from the enemy, out of EZOCs if it can, ties to the lowest hex; with no
// free hex next to it, it stays. Not while a retreat is still to be chosen
// (the retreat may settle it).
func (s *State) separateRouted() []adjudicator.Event {
	if len(s.Ret) > 0 || s.ArtRet != nil {
		return nil
	}
	var ev []adjudicator.Event
	for _, u := range s.Units {
		p := s.specOf(u)
		if !u.On || u.Gone || p.leader() || u.Dis != routed || !s.stackedWithUnrouted(u) {
			continue
		}
		best, bestScore := hexmap.Hex{}, -1
		for _, h := range s.sortedNeighbors(u.Hex) {
			if !s.b.sc.Map.OnMap(h) || len(s.combatAt(h, "")) > 0 {
				continue
			}
			score := s.nearestEnemy(h, p.Side) * 2
			if !s.inEZOC(h, p.Side) {
				score++
			}
			if score > bestScore {
				best, bestScore = h, score
			}
		}
		if bestScore < 0 {
			continue
		}
		from := u.Hex
		u.Hex = best
		e := adjudicator.Event{Code: "rout", Text: fmt.Sprintf("routed %s leaves the units at %v for %v (7.1.1)", u.ID, from, best)}
		ev = append(ev, s.seenMove(p.Side, u.ID, from, best, e, "moves")...)
	}
	return ev
}

func (s *State) stackedWithUnrouted(u *Unit) bool {
	for _, o := range s.combatAt(u.Hex, s.specOf(u).Side) {
		if o != u && o.Dis != routed {
			return true
		}
	}
	return false
}
