package combat

import (
	"fmt"
	"strings"
)

// CanRetreatBeforeCombat says whether a defending unit may retreat one hex
// before the odds are calculated (14.1, step 5b): cavalry, or horse
// artillery not on its Moved side, under Maneuver or Defense orders, when
// the attacking side includes only infantry. A routed unit cannot move
// (15.2). The reason says why not.
func CanRetreatBeforeCombat(u Unit, attackers []Unit) (bool, string) {
	switch {
	case u.Type != Cavalry && u.Type != HorseArtillery:
		return false, "14.1: only cavalry and horse artillery retreat before combat"
	case u.Type == HorseArtillery && u.Moved:
		return false, "14.1: horse artillery on its Moved side cannot"
	case u.Order != ManeuverOrder && u.Order != DefenseOrder:
		return false, "14.1: only units under Maneuver or Defense orders"
	case u.Status == Routed:
		return false, "15.2: routed units cannot move"
	}
	for _, a := range attackers {
		if a.Type != Infantry {
			return false, fmt.Sprintf("14.1: the attacking side includes %s (%s), not only infantry", a.label(), a.Type)
		}
	}
	return true, ""
}

// retreatBeforeCombat is the outcome of 14.1 for the units of an attacked
// hex.
type retreatBeforeCombat struct {
	Effects []UnitEffect // one per retreating unit: 1 hex; horse artillery turned Moved
	// Vacated: every attacked unit retreated; there is no combat and the
	// attacker may advance into the hex (14.1, 12.7).
	Vacated bool
	Advance Advance
}

// retreatBefore applies 14.1: the units whose ids are in retreating
// leave the hex before the odds are calculated. Every one must be
// allowed to by [CanRetreatBeforeCombat]. The engine does 14.1 as a step
// of the assault (adjudicator/tolentino, assaultsteps.go: evaders, evade),
// with CanRetreatBeforeCombat; only the tests of this package use this.
func retreatBefore(defenders, attackers []Unit, retreating []string) (retreatBeforeCombat, error) {
	var out retreatBeforeCombat
	left := 0
	for _, u := range defenders {
		if !containsStr(retreating, u.ID) {
			left++
			continue
		}
		if ok, why := CanRetreatBeforeCombat(u, attackers); !ok {
			return retreatBeforeCombat{}, fmt.Errorf("%s cannot retreat before combat: %s", u.label(), why)
		}
		out.Effects = append(out.Effects, UnitEffect{ID: u.ID, Status: u.Status, Retreat: 1,
			Moved: u.Type == HorseArtillery, Why: "14.1: retreat before combat"})
	}
	for _, id := range retreating {
		if _, ok := findUnit(defenders, id); !ok {
			return retreatBeforeCombat{}, fmt.Errorf("14.1: %s is not an attacked unit", id)
		}
	}
	if left == 0 && len(defenders) > 0 {
		out.Vacated = true
		out.Advance = Advance{Side: AttackerSide, Hexes: hexesOf(defenders), Units: advancers(attackers, nil)}
	}
	return out, nil
}

// ChargeCheck is what 14.2 asks of a cavalry charge.
type ChargeCheck struct {
	Unit          Unit
	TargetTerrain string // the terrain of the hex charged
	MPLeft        int    // MP left when adjacent to the target
	EnterCost     int    // MP to enter the target hex
}

// CanCharge says whether a cavalry unit may charge (14.2): cavalry under
// Attack orders, into a hex where charging is allowed (clear; never rough,
// 10.2.1), with enough MP to enter it.
func CanCharge(c ChargeCheck, t *Tables) error {
	u := c.Unit
	e, ok := t.Terrain(orClear(c.TargetTerrain))
	switch {
	case u.Type != Cavalry:
		return fmt.Errorf("%s is not cavalry: only cavalry charges (14.2)", u.label())
	case u.Order != AttackOrder:
		return fmt.Errorf("%s is under %s orders: only cavalry with an Attack order charges (14.2)", u.label(), u.Order)
	case u.Status != Good:
		return fmt.Errorf("%s is %s and cannot attack (15.1, 15.2)", u.label(), u.Status)
	case !ok:
		return fmt.Errorf("unknown terrain %q (not in table %s)", c.TargetTerrain, TableTerrain)
	case !e.Charge:
		return fmt.Errorf("cavalry cannot charge into %s (14.2: a clear hex; 10.2.1)", e.Name)
	case c.MPLeft < c.EnterCost:
		return fmt.Errorf("%s has %d MP left and needs %d to enter the hex (14.2)", u.label(), c.MPLeft, c.EnterCost)
	}
	return nil
}

func orClear(s string) string {
	if strings.TrimSpace(s) == "" {
		return "clear"
	}
	return s
}

func findUnit(units []Unit, id string) (Unit, bool) {
	for _, u := range units {
		if u.ID == id {
			return u, true
		}
	}
	return Unit{}, false
}
