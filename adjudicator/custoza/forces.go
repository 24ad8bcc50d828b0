package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// A Force is one or more units of one type in one hex (2.8). Orders name
// it by hex and type ("2714 inf": every such unit of the side there that
// the order may move) or by a unit id; reports write it the first way,
// with its units.

// forceOf lists side's units of type typ in hex h, in scenario order.
func (s *State) forceOf(side adjudicator.Side, h hexmap.Hex, typ string) []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(h) {
		if u.p.Side == side && u.p.Type == typ {
			out = append(out, u)
		}
	}
	return out
}

// forcesAt splits side's combat units in h into Forces by type, in the
// order inf, linf, cav, art, hart.
func (s *State) forcesAt(side adjudicator.Side, h hexmap.Hex) [][]*Unit {
	var out [][]*Unit
	for _, t := range unitTypes {
		if f := s.forceOf(side, h, t); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

var unitTypes = []string{"inf", "linf", "cav", "art", "hart"}

// forceName writes a force as orders name it: "2714 inf", with its unit
// ids when it is not every unit of the type there.
func (s *State) forceName(units []*Unit) string {
	if len(units) == 0 {
		return "(no units)"
	}
	u := units[0]
	if !u.On {
		return fmt.Sprintf("%s (%s, off the map)", strings.Join(unitIDs(units), "+"), u.p.Type)
	}
	name := fmt.Sprintf("%s %s", u.Hex, u.p.Type)
	if all := s.forceOf(u.p.Side, u.Hex, u.p.Type); len(all) != len(units) {
		name += " (" + strings.Join(unitIDs(units), " ") + ")"
	}
	return name
}

// stackName names units of a stack that may mix types: its force name
// when they are one Force, else its hex and unit ids.
func (s *State) stackName(units []*Unit) string {
	for _, u := range units {
		if u.p.Type != units[0].p.Type {
			return fmt.Sprintf("%s (%s)", units[0].Hex, strings.Join(unitIDs(units), " "))
		}
	}
	return s.forceName(units)
}

// forceKey is a force's units, for decisions' Subjects and reactions.
func forceKey(units []*Unit) string { return strings.Join(unitIDs(units), "+") }

func unitIDs(units []*Unit) []string {
	out := make([]string, len(units))
	for i, u := range units {
		out[i] = u.ID
	}
	return out
}

// units resolves unit ids, dropping those that left the map.
func (s *State) units(ids []string) []*Unit {
	var out []*Unit
	for _, id := range ids {
		if u := s.unit(id); u != nil && u.On && u.Gone == "" {
			out = append(out, u)
		}
	}
	return out
}

// cus is a force as the combat package sees it; in the advanced game a
// unit of a Fatigued (18.4) or Collapsed or Cut-off (19.3, 20.1.1)
// Formation has the CCMT's row for it on its cohesion checks.
func (s *State) cus(units []*Unit) []combat.Unit {
	out := make([]combat.Unit, len(units))
	for i, u := range units {
		out[i] = u.cu()
		if !s.advanced() {
			continue
		}
		for _, row := range s.wornRows(u) {
			if m, ok := s.b.tab.CCMT(row); ok && m.Value != 0 {
				out[i].CheckDRM = append(out[i].CheckDRM, m)
			}
		}
	}
	return out
}

// forceMA is the MA of the slowest unit (7.2).
func forceMA(units []*Unit) int {
	ma := 0
	for i, u := range units {
		if i == 0 || u.p.MA < ma {
			ma = u.p.MA
		}
	}
	return ma
}

// formationsOf lists the formations of units, once each, in order.
func formationsOf(units []*Unit) []string {
	var out []string
	for _, u := range units {
		if f := u.p.Formation; f != "" && !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}
