package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// enemyFire turns a line the check finds good into a warning when
// enemyFireWarning has one (check.Adapter.Final).
func (vc *viewCheck) enemyFire(lc adjudicator.LineCheck) adjudicator.LineCheck {
	if lc.Verdict != adjudicator.CheckOK {
		return lc
	}
	if why := vc.enemyFireWarning(lc.Line); why != "" {
		return adjudicator.LineCheck{Line: lc.Line, Verdict: adjudicator.CheckWarning, Msg: why,
			Hint: "the enemy acts when the initiative and its activations say; a standing `react` line can keep the unit in March Movement; your report will say what became of the line"}
	}
	return lc
}

// enemyFireWarning (issue 23): an `exit-march` line is used only if its
// unit is still in March Movement when its Formation acts (7.8.3); a Force
// in March Movement fired on or assaulted leaves it by its default
// reaction (11.5.6, docs/orders-custoza.md), and the enemy's activations
// may come before. The check's runs play the side's own part of the turn,
// not the enemy's, so a line they find good gets a warning when an enemy
// Force that could fire on or assault the unit first stands near it:
// artillery within its range (8.2), any other combat unit within its MA
// and one hex. "" when none does, or the line is no exit-march.
func (vc *viewCheck) enemyFireWarning(l adjudicator.Line) string {
	if l.Kind != kExitMarch {
		return ""
	}
	o, le := parseLine(l.Text)
	if le != nil {
		return ""
	}
	s := vc.base
	for _, u := range s.forceUnits(o.force) {
		if !u.On || !u.March || u.p.Side != vc.side {
			continue
		}
		for _, e := range s.onMap() {
			if e.p.Side == vc.side || e.p.commander() || e.isGarrison() {
				continue
			}
			reach := e.p.MA + 1
			if e.p.art() {
				reach = ArtilleryRange
			}
			if d := s.b.grid.Distance(e.Hex, u.Hex); d <= reach {
				return fmt.Sprintf("it depends on the enemy's fire: the enemy %s in %s, %d hexes away, may fire on %s or assault it before this Formation acts, "+
					"and a Force in March Movement fired on or assaulted leaves it by reaction (11.5.6): this line is then left unused", e.p.Type, e.Hex, d, u.ID)
			}
		}
	}
	return ""
}

// forceUnits are the units a force reference names, on the map or not.
func (s *State) forceUnits(fr forceRef) []*Unit {
	var out []*Unit
	for _, id := range fr.Units {
		if u := s.unit(id); u != nil {
			out = append(out, u)
		}
	}
	if len(fr.Units) == 0 {
		for _, u := range s.at(fr.Hex) {
			if u.p.Type == fr.Type || fr.Type == "" {
				out = append(out, u)
			}
		}
	}
	return out
}
