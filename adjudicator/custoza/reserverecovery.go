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
			if fs.Side != side {
				continue
			}
			if s.nightRest(fs) {
				for _, uid := range fs.units {
					if u := s.unit(uid); u.Gone == "routed" {
						s.recoverRouted(u, r)
					}
				}
				continue
			}
			if s.form(id).Status != reserveStatus {
				continue
			}
			var resting []string
			for _, uid := range fs.units {
				switch u := s.unit(uid); {
				case u.Gone == "routed":
					s.recoverRouted(u, r)
				case u.Gone == "" && !u.On && u.Arrives == 0:
					resting = append(resting, uid)
				}
			}
			s.restOffMap(resting, r)
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
		if s.form(u.p.Formation).Status != reserveStatus {
			// 17.3: an Engaged Formation resting at night: "If reentering
			// on the map, they are placed within four hexes from their
			// Formation Commander, not in an enemy ZoR" (13.7), on the
			// nearest free hex (a reading: road hexes first, as 16.8).
			fc := s.unit(s.b.forms[u.p.Formation].Commander)
			free := append(s.deployHexes(fc, u.p.Side, true), s.deployHexes(fc, u.p.Side, false)...)
			if len(free) == 0 {
				u.Gone, u.Status = "routed", combat.Routed
				u.Lost--
				text = fmt.Sprintf("%s passes its check but finds no free hex within 4 of its commander: still Routed (13.7)", s.refUnit(u))
			} else {
				u.On, u.Hex, u.Facing = true, free[0], s.directionToward(free[0], s.nearestEnemy(u.p.Side, free[0]))
				s.touch()
				text = fmt.Sprintf("%s recovers from its rout: back in %s, Disorganized, with %d SP (13.7, 17.3)", u.ID, u.Hex, u.sp())
			}
		}
	}
	s.event(adjudicator.Event{Code: "recovery", To: adjudicator.Only(u.p.Side), Text: text, Rolls: res.Rolls, Detail: res.Explain})
	// The enemy sees the dice fall (16.6), not whose check it is: the
	// Routed units box and In Reserve Formations are the owner's.
	s.event(adjudicator.Event{Code: "recovery", To: adjudicator.Only(s.b.enemy(u.p.Side)), Rolls: res.Rolls,
		Text: fmt.Sprintf("%s rolls a Routed unit's recovery check (13.7)", u.p.Side)})
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

// restOffMap is 17.1's "Cohesion Levels ... while resting" for the units
// of an In Reserve Formation, off the map: each recovers as a unit that
// did not move, out of every EZoR (13.6.2, a reading: 17.1 names no
// amount), a Collapsed Formation's a level a check passed (13.6.3).
func (s *State) restOffMap(ids []string, r dice.Roller) {
	var lines []string
	for _, id := range ids {
		u := s.unit(id)
		if u.Status == combat.GoodOrder {
			continue
		}
		rec := combat.Recover(combat.RecoveryInput{Edition: s.b.ed, Phase: combat.NonActivated, Unit: u.cu(), MA: u.p.MA,
			Exact: true, HalfOrLess: true, Spent: "0"})
		after := rec.After
		if rec.Levels > 0 && after != u.Status && s.collapsedUnit(u) {
			after = s.collapsedRecovery(u, after, r)
		}
		if after != u.Status {
			u.Status = after
			lines = append(lines, fmt.Sprintf("%s recovers to %s", u.ID, u.Status))
		}
	}
	if len(lines) > 0 {
		side := s.unit(ids[0]).p.Side
		s.event(adjudicator.Event{Code: "recovery", To: adjudicator.Only(side), Text: fmt.Sprintf("In Reserve, resting (17.1, 13.6.2): %s", joinWords(lines))})
	}
}

// nightRest is 17.3: "During Night Turns, Non Activated Formations are
// considered In Reserve, for purposes of Recovery as in 17.1, if all of
// their units are not in EzoR": Routed units (13.7) and fatigue (18.2's
// −3); their units' levels they recover in the Non Activated Phase
// (13.6.2). Its commander must be on the map to place the units.
func (s *State) nightRest(fs *formSpec) bool {
	f := s.form(fs.ID)
	if s.b.period(s.Turn) != combat.Night || f.Status == reserveStatus || f.Activated {
		return false
	}
	if c := s.unit(fs.Commander); c == nil || !c.On || c.Gone != "" {
		return false
	}
	for _, id := range fs.units {
		if u := s.unit(id); u.On && u.Gone == "" && s.inEZoR(u.p.Side, u.Hex) {
			return false
		}
	}
	return true
}
