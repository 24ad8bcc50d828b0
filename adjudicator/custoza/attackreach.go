package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// attackReserve is what entering the target from the marker hex costs
// the attacking Force, kept out of the budget of its path to the marker
// (10.1; 9.1; Goito 11.1, 10.1: "The target hex must be within the MA of
// any Assaulting Force, with the path of assault traced through the
// Assaulting hex"). Revision 1 costed the path to the marker hex only,
// with 7.4's one-hex minimum: an MA-5 Force whose marker was 5 MP away
// could assault the 6th hex. The path to the target has two hexes at
// least, so the one-hex minimum never stretches it (minimum false).
// why is the reason the target cannot be entered at all, "" if it can.
func (s *State) attackReserve(force []*Unit, marker, target hexmap.Hex, march, charge bool) (reserve hexmap.Cost, minimum bool, why string) {
	if s.b.rev < 2 {
		return 0, true, ""
	}
	c, ok := s.b.stepCost(force[0].p.class(), march, marker, target, 0)
	if !ok {
		return 0, false, fmt.Sprintf("%s cannot be entered from %s (TEC), and the target hex must be within the MA with the path traced through the %s hex (%s)",
			target, marker, markerWord(charge), s.attackRule(charge))
	}
	return c, false, ""
}

// attackRule is the rule of "the target hex must be within the MA".
func (s *State) attackRule(charge bool) string {
	if charge {
		return s.rule("9.1", "10.1")
	}
	return s.rule("10.1", "11.1")
}

// markerWord names the marker hex as the rules do: the Assaulting or
// the Charging hex.
func markerWord(charge bool) string {
	if charge {
		return "Charging"
	}
	return "Assaulting"
}

// attackRoute is the cheapest path of force to the marker hex from which
// it attacks target, within its MA less the step into the target
// (attackReserve): a charge's through its front hexes (chargeRouteKeeping), an
// assault's through an enemy ZoR only onto the marker (7.5). why says
// why there is none; enemy, that it is the enemy's units and ZoRs in the
// way (a path the MA cannot find).
func (s *State) attackRoute(force []*Unit, marker, target hexmap.Hex, march, charge bool) (path []hexmap.Hex, why string, enemy bool) {
	reserve, minimum, why := s.attackReserve(force, marker, target, march, charge)
	if why != "" {
		return nil, why, false
	}
	if charge {
		path, ok := s.chargeRouteKeeping(force, marker, march, reserve, minimum)
		if !ok && s.b.rev >= 2 {
			if _, facingOnly := s.chargeRouteOver(force, marker, march, reserve, minimum, false); facingOnly {
				// the front hexes reach it: the terrain is what forbids
				return nil, fmt.Sprintf("every path through its front hexes to %s crosses terrain a charge may not: a charge crosses only %s (%s)", marker, s.b.chargeTerrainWords(), s.rule("9.2", "10.1.1")), false
			}
		}
		if !ok {
			return nil, fmt.Sprintf("it cannot reach %s within its MA through its front hexes without changing facing%s (%s)", marker, s.reserveWords(target), s.rule("9.1, 9.3", "10.1, 10.1.2")), true
		}
		return path, "", false
	}
	path, _, ok := s.pathToKeeping(force, marker, march, true, reserve, minimum)
	if !ok {
		if s.b.rev >= 2 {
			return nil, fmt.Sprintf("it cannot reach %s within its MA%s (%s)", marker, s.reserveWords(target), s.attackRule(false)), true
		}
		return nil, fmt.Sprintf("it cannot reach %s within its MA", marker), true
	}
	return path, "", false
}

// reserveWords says, under revision 2, that the MP to enter the target
// are kept (attackReserve).
func (s *State) reserveWords(target hexmap.Hex) string {
	if s.b.rev < 2 {
		return ""
	}
	return fmt.Sprintf(", with the MP to enter the target %s left", target)
}

// attackPathRefused checks a path the order gives to the marker hex
// against the MA left for the step into the target (attackReserve);
// spent is what the path costs.
func (s *State) attackPathRefused(force []*Unit, spent hexmap.Cost, marker, target hexmap.Hex, march, charge bool) string {
	reserve, minimum, why := s.attackReserve(force, marker, target, march, charge)
	switch {
	case why != "":
		return why
	case minimum:
		return ""
	}
	if ma := s.moveMA(force); spent+reserve > ma {
		return fmt.Sprintf("the path costs %s MP and entering %s %s more, more than the %s of %s: the target hex must be within the MA (%s)",
			spent, target, reserve, ma, s.forceName(force), s.attackRule(charge))
	}
	return ""
}
