package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// ChargeContinuation is 9.4: "If the Charging Force does not lose the
// combat against a Square, or wins the combat against any other Force and
// is still in Good Order after the Combat, it CAN continue the Charge".
// statusAfter are the chargers' statuses after the combat; MP left and
// the new target are the engine's (9.4.1).
func ChargeContinuation(e Edition, res AssaultResult, defenderInSquare bool, statusAfter []Status) (bool, string) {
	rule := e.rule("9.4", "10.2")
	for _, s := range statusAfter {
		if s != GoodOrder {
			return false, fmt.Sprintf("a charging unit is %s after the combat: the charge ends (%s)", s, rule)
		}
	}
	switch {
	case defenderInSquare && res.Outcome != DefenderWins:
		return true, fmt.Sprintf("did not lose against a Square (%s): it may continue through the square hex (%s)", res.Outcome, e.rule("9.4, 11.5.4.2", "10.2, 10.2.3"))
	case !defenderInSquare && res.Outcome == AttackerWins:
		return true, fmt.Sprintf("won and still in Good Order: it may continue with a new Charge marker (%s)", rule)
	}
	return false, fmt.Sprintf("the charge ends: %s (%s)", res.Outcome, rule)
}

// StopCharge is 9.5: after entering the Charge marker hex and the
// defender's reaction, the charger may stop by a successful cohesion
// check (no combat); a failed check is applied and the charge resolved.
// It reports true (the charge stopped) when every unit passed.
func (t *Tables) StopCharge(e Edition, chargers []Unit, r dice.Roller) (CohesionResult, bool) {
	var force []Modifier
	if m, ok := t.CCMT("charge-stop"); ok && m.Value != 0 {
		force = append(force, m)
	}
	c := t.Cohesion(r, "stopping the charge of "+unitIDs(chargers)+" ("+e.rule("9.5", "10.2.2")+")", chargers, force)
	if c.Passed() {
		c.Explain.add("The charge stops without combat; the Force is Exhausted (%s)", e.rule("9.5, 9.6", "10.2.2, 10.3"))
	} else {
		c.Explain.add("The check failed: its results apply and the charge is resolved (%s)", e.rule("9.5", "10.2.2"))
	}
	return c, c.Passed()
}

// ChargeEnd is 9.6 and 9.7: after a charge (or a countercharge) the
// cavalry is Exhausted and may move again up to its MA without charging
// or assaulting, ending out of enemy ZoRs; the charger moves first.
type ChargeEnd struct {
	Exhausted          []string // unit ids marked Exhausted
	MayMove            int      // MP of the exhausted movement (its MA)
	MustEndOutsideEZoR bool
	Why                string
}

// EndCharge marks the charging (or countercharging) cavalry Exhausted.
func EndCharge(e Edition, cavalry []Unit, ma int, countercharge bool) ChargeEnd {
	ce := ChargeEnd{MayMove: ma, MustEndOutsideEZoR: true}
	for _, u := range cavalry {
		if u.Type == Cavalry {
			ce.Exhausted = append(ce.Exhausted, u.ID)
		}
	}
	rule := e.rule("9.6", "10.3")
	if countercharge {
		rule = e.rule("9.7", "10.4.1")
	}
	verb := "may"
	if countercharge && e == Goito {
		verb = "may (001 10.4.1: must)"
	}
	ce.Why = fmt.Sprintf("%s Exhausted; %s move again up to MA %d without charging or assaulting, ending out of enemy ZoRs (%s)", unitIDs(cavalry), verb, ma, rule)
	return ce
}
