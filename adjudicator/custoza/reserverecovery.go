package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The recoveries of In Reserve Formations (002 13.7, 17.1, 17.4).

// marchReserve is the March & Reserve Phase (14·6): "In Reserve
// Formations can Recover Routed units now (see 17.1, 13.7)". A failed
// check has no effect, so every In Reserve Formation tries for each of
// its Routed units, the initiative player's second. (The phase's
// activations of On March Formations and the Overall Commanders' moves
// are not played: On March is not.)
func (s *State) marchReserve(r dice.Roller) {
	for _, side := range []adjudicator.Side{s.b.enemy(s.Initiative), s.Initiative} {
		for _, id := range s.b.formIDs {
			fs := s.b.forms[id]
			if fs.Side != side || s.form(id).Status != reserveStatus {
				continue
			}
			for _, uid := range fs.units {
				if u := s.unit(uid); u.Gone == "routed" {
					s.recoverRouted(u, r)
				}
			}
		}
	}
}

// recoverRouted is 13.7 for one Routed unit of an In Reserve Formation:
// "a successful Cohesion Check with a DRM of +4 ... Reorganized units
// reenter among the Formation units as 'Disorganized', with one SP less
// than when Routed"; off the map, since the Formation's units are (17).
// A unit with one SP left has none to reenter with.
func (s *State) recoverRouted(u *Unit, r dice.Roller) {
	if u.sp() <= 1 {
		return
	}
	var mods []combat.Modifier
	if m, ok := s.b.tab.CCMT("routed-recovery"); ok {
		mods = append(mods, m)
	}
	// The unit checks against its printed Cohesion Value (a reading: the
	// Unit Status Chart has no row for Routed, and against a Disorganized
	// CCV the +4 would leave a line unit of CV 7 no passing roll).
	cu := u.cu()
	cu.Status = combat.GoodOrder
	res := s.b.tab.Cohesion(r, fmt.Sprintf("recovery of the Routed %s (13.7)", u.ID), []combat.Unit{cu}, mods)
	text := fmt.Sprintf("%s fails to recover from its rout (13.7): no effect", s.refUnit(u))
	if res.Passed() {
		u.Gone, u.On, u.Status = "", false, combat.Disorganized
		u.Lost++
		text = fmt.Sprintf("%s recovers from its rout: back among %s's units, Disorganized, with %d SP (13.7)", s.refUnit(u), u.p.Formation, u.sp())
	}
	s.event(adjudicator.Event{Code: "recovery", To: adjudicator.Only(u.p.Side), Text: text, Rolls: res.Rolls, Detail: res.Explain})
}

// stepRecovery is 17.4, at the end of GT #1 of each day: "every unit of
// an In Reserve Formation can recover 1 Strength Point, but never the
// first lost Strength Point."
func (s *State) stepRecovery() {
	for _, side := range s.b.sides {
		var got []string // off the map: only their owner sees them
		for _, id := range s.b.formIDs {
			fs := s.b.forms[id]
			if fs.Side != side || s.form(id).Status != reserveStatus {
				continue
			}
			for _, uid := range fs.units {
				if u := s.unit(uid); u.Gone == "" && u.Lost >= 2 {
					u.Lost--
					got = append(got, u.ID)
				}
			}
		}
		if len(got) > 0 {
			s.event(adjudicator.Event{Code: "recovery", To: adjudicator.Only(side),
				Text: fmt.Sprintf("In Reserve, the day's first game turn ends: %s recover 1 SP each (14·8.2, 17.4)", joinWords(got))})
		}
	}
}
