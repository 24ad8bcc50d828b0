package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Command collapse (002 19) and the markers of 18.4, 19.3 and 20.1.1
// that worsen a Formation's combat and cohesion checks.

// formationLosses is 19.1's running total of a Formation's absorbed
// losses: "Strength Points losses include the lost SPs and the SPs of
// Routed units" (19.2); an eliminated unit has lost all its SP. Kept as a
// sum over the counters, so recoveries (13.7, 17.4) lower it (19.4).
func (s *State) formationLosses(fs *formSpec) int {
	n := 0
	for _, id := range fs.units {
		u := s.unit(id)
		if u.Gone == trainDeployed {
			continue // no loss: it is the Pontoon Bridge (24.1.4.1)
		}
		if u.Gone != "" && u.Gone != goneExited {
			n += u.p.SP
		} else {
			n += min(u.Lost, u.p.SP)
		}
	}
	return n
}

// collapsed: the Formation's losses equal or exceed its Collapse Level
// (19.1); below it again it no longer is (19.4).
func (s *State) collapsed(fs *formSpec) bool {
	return s.advanced() && s.formationLosses(fs) >= s.b.adv.collapse[fs.ID]
}

// collapsedUnit: u's Formation suffers the Collapse effects, Collapsed
// (19.3) or Cut-off (20.1.1: "also suffer the same effects as a Collapsed
// Formation ... If the Formation is already Collapsed, there are no
// additional effects").
func (s *State) collapsedUnit(u *Unit) bool {
	fs := s.b.forms[u.p.Formation]
	if fs == nil {
		return false // a fortress garrison: "never Collapse" (22.3.2)
	}
	return s.collapsed(fs) || s.form(fs.ID).CutOff
}

// wornRows are the CCMT rows of u's Formation's markers (18.4, 19.3).
func (s *State) wornRows(u *Unit) []string {
	var rows []string
	if s.fatiguedUnit(u) {
		rows = append(rows, "fatigued")
	}
	if s.collapsedUnit(u) {
		rows = append(rows, "collapsed")
	}
	return rows
}

// noteFought marks the Formations of both sides of an assault or charge
// (18.2: "involved in any Assault/Charge or reacted with Assault/Charge").
func (s *State) noteFought(groups ...[]*Unit) {
	if !s.advanced() {
		return
	}
	for _, us := range groups {
		for _, id := range formationsOf(us) {
			if f := s.form(id); f != nil {
				f.Fought = true
			}
		}
	}
}

// noteCollapses puts the Command Collapse marker on the Formations that
// reached their Collapse Level and takes it from those back below it
// (19.1, 19.4), telling both sides (the marker is on the Command Chart).
func (s *State) noteCollapses() {
	if !s.advanced() {
		return
	}
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		now := s.collapsed(fs)
		if now == f.Collapsed {
			continue
		}
		f.Collapsed = now
		text := fmt.Sprintf("%s has lost %d SP, its Collapse Level is %d: it Collapses (19.1)", id, s.formationLosses(fs), s.b.adv.collapse[id])
		if !now {
			text = fmt.Sprintf("%s's losses are %d SP, below its Collapse Level %d: it is no longer Collapsed (19.4)", id, s.formationLosses(fs), s.b.adv.collapse[id])
		}
		s.event(adjudicator.Event{Code: "collapse", Text: text})
	}
}

// collapsedRecovery is 13.6.3 and 19.3 for a unit of a Collapsed (or
// Cut-off, 20.1.1) Formation about to recover up to status to: "must pass
// a Cohesion Check, before upgrading each Status Level"; "No effect if
// unsuccessful". It is the status the unit reaches: one level a check
// passed, stopping at the first failure.
func (s *State) collapsedRecovery(u *Unit, to combat.Status, r dice.Roller) combat.Status {
	st := u.Status
	for st > to {
		res := s.b.tab.GateCohesion(r, fmt.Sprintf("%s recovers a level in a Collapsed Formation (13.6.3, 19.3)", u.ID), "13.6.3", s.cus([]*Unit{u}), nil)
		text := fmt.Sprintf("%s's Formation is Collapsed: the check to recover a level fails, no effect (13.6.3)", s.refUnit(u))
		if res.Passed() {
			text = fmt.Sprintf("%s's Formation is Collapsed: the check to recover a level passes (13.6.3)", s.refUnit(u))
		}
		s.event(adjudicator.Event{Code: "recovery", Text: text, Rolls: res.Rolls, Detail: res.Explain})
		if !res.Passed() {
			break
		}
		st--
	}
	return st
}
