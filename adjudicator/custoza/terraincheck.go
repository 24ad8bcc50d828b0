package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// terrainCohesion is 7.3: "Some terrain requires a Cohesion Check (see
// 13.2); resolve it just after the Force entered the hex (because of
// Movement, Assault/Charge, Retreat), before any Reaction" — the Tione's
// (22.1) and Goito's stream (14.1) for infantry; cavalry "one automatic
// Status Level" there instead. Commanders are immune (7.10). A Force that
// fails goes on with its action (13.4 lets it stop and withdraw; mincio's
// default is to go on: docs/orders-custoza.md). It reports whether a
// unit failed its check.
func (s *State) terrainCohesion(force []*Unit, info stepInfo, h hexmap.Hex, r dice.Roller) bool {
	if force[0].p.commander() {
		return false
	}
	if info.Levels > 0 && force[0].p.cav() {
		for _, u := range force {
			s.worsen(u, info.Levels)
		}
		s.tellForce(force, "terrain", fmt.Sprintf("%s loses %d status level entering %s (%s, %s)", s.forceName(force), info.Levels, h, info.Why, s.rule("22.1", "14.1")))
		return false // no check failed (13.4): the level is automatic
	}
	if !info.Check {
		return false
	}
	var mods []combat.Modifier
	if m, ok := s.b.tab.CCMT("terrain-entry"); ok && m.Value != 0 {
		mods = append(mods, m)
	}
	res := s.b.tab.Cohesion(r, fmt.Sprintf("entering %s (%s, %s)", h, info.Why, s.rule("7.3, 22.1", "14.1")), s.cus(force), mods)
	s.applyCheck(force, res)
	s.tellRolls(force, "terrain", fmt.Sprintf("%s makes a cohesion check entering %s (%s, %s)", s.forceName(force), h, info.Why, s.rule("7.3", "14.1")), res.Rolls, res.Explain)
	return !res.Passed()
}
