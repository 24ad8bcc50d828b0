package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// UnitCheck is one unit's efficiency check (13.1).
type UnitCheck struct {
	ID         string
	Efficiency int        // the value checked against (with the morale counter, 13.3)
	Modifiers  []Modifier // 13.2 officer, 15.3 orders …
	Die        int        // the unmodified roll
	Modified   int
	Pass       bool
	Why        string // "natural 1" (13.1.1), "natural 6", "4 <= 5", "6 > 5"
}

// CheckEfficiency judges one efficiency check on a die already rolled:
// the check passes when the modified roll is at most the efficiency
// (13.1), always with an unmodified 1 and never with an unmodified 6
// (13.1.1).
func CheckEfficiency(die, efficiency int, mods []Modifier) UnitCheck {
	c := UnitCheck{Efficiency: efficiency, Modifiers: mods, Die: die, Modified: die + sumMods(mods)}
	switch {
	case die == 1:
		c.Pass, c.Why = true, "natural 1 always passes (13.1.1)"
	case die == 6:
		c.Pass, c.Why = false, "natural 6 always fails (13.1.1)"
	case c.Modified <= efficiency:
		c.Pass, c.Why = true, fmt.Sprintf("%d <= efficiency %d", c.Modified, efficiency)
	default:
		c.Why = fmt.Sprintf("%d > efficiency %d", c.Modified, efficiency)
	}
	return c
}

// OfficerModifier is the -1 DRM on the efficiency check of a unit stacked
// with its formation leader or the Army Commander (13.2); only one counts.
func OfficerModifier(u Unit) []Modifier {
	if !u.WithOfficer {
		return nil
	}
	return []Modifier{{Rule: "13.2", Source: "stacked with its officer", Value: -1}}
}

// StackCheck is the efficiency check of one stack: one die for the hex,
// judged for each unit (13.1.2).
type StackCheck struct {
	Hex     string
	Purpose string
	Die     int
	Units   []UnitCheck
}

// Unit returns the check of one unit.
func (s StackCheck) Unit(id string) (UnitCheck, bool) {
	for _, u := range s.Units {
		if u.ID == id {
			return u, true
		}
	}
	return UnitCheck{}, false
}

// CheckStack rolls one die for the units of one hex and judges each
// unit's check with its own efficiency (with its morale counter, 13.3),
// the officer modifier (13.2) and extra (e.g. 15.3 reorganization). The
// purpose names the check and the units, as players read it.
func CheckStack(r dice.Roller, why, hex string, units []Unit, extra []Modifier) StackCheck {
	purpose := fmt.Sprintf("%s %s (%s)", why, hex, names(units))
	sc := StackCheck{Hex: hex, Purpose: purpose, Die: r.Roll(6, purpose)}
	for _, u := range units {
		mods := append(OfficerModifier(u), extra...)
		c := CheckEfficiency(sc.Die, u.EffectiveEfficiency(), mods)
		c.ID = u.ID
		sc.Units = append(sc.Units, c)
	}
	return sc
}

// CheckStacks runs CheckStack for every hex of units (artillery left out,
// 11.0.1), in order of first appearance.
func CheckStacks(r dice.Roller, why string, units []Unit, extra []Modifier) []StackCheck {
	var out []StackCheck
	for _, h := range hexesOf(units) {
		var in []Unit
		for _, u := range units {
			if u.Hex == h && !u.Type.IsArtillery() {
				in = append(in, u)
			}
		}
		if len(in) > 0 {
			out = append(out, CheckStack(r, why, h, in, extra))
		}
	}
	return out
}

func names(units []Unit) string {
	s := ""
	for i, u := range units {
		if i > 0 {
			s += ", "
		}
		s += u.label()
	}
	return s
}

// Neapolitan morale (13.3).

// MaxMorale bounds a morale counter: never beyond +2 or -2 (13.3).
const MaxMorale = 2

// MoraleChange is the outcome of a morale change on one unit (13.3).
type MoraleChange struct {
	From, To int
	// NeedsCounter: the unit had no Morale counter and now needs one;
	// Blocked: none is left (13.3.2), so the change is not made (To ==
	// From). FreesCounter: the modifier went back to 0.
	NeedsCounter, Blocked, FreesCounter bool
}

// ChangeMorale applies delta (+1 for the Neapolitan infantry unit that
// enters a hex its attack took, -1 for the Neapolitan infantry defender of
// a hex the Austrians took) to a unit's morale modifier: cumulative,
// capped at +-2 (13.3). inUse and inGame count Morale counters: the
// counters in the game are a limit (13.3.2). The floor of one on
// efficiency is applied by [Unit.EffectiveEfficiency].
func ChangeMorale(current, delta, inUse, inGame int) MoraleChange {
	to := max(-MaxMorale, min(MaxMorale, current+delta))
	m := MoraleChange{From: current, To: to}
	if current == 0 && to != 0 {
		m.NeedsCounter = true
		if inUse >= inGame {
			m.Blocked, m.To = true, current
		}
	}
	m.FreesCounter = current != 0 && m.To == 0
	return m
}
