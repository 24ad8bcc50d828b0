package risorgimento

import (
	"errors"
	"fmt"
	"slices"
)

// Commander is who commands a combat unit for activation and command
// (4.14, 4.15, 4.17).
type Commander struct {
	Brigadier string // the brigadier named on the counter, "" if none
	Reserve   bool   // a "Reserve" battery: one command when its corps activates, no range needed (4.14)
}

// BatteryCommand is 4.14: a battery named for a brigade is under that
// brigadier; a Reserve battery is never under an infantry brigadier, acts
// with the non-attached batteries of its corps as one command, may fire
// at any time in that activation and needs no range, not even the corps
// commander's.
func BatteryCommand(assigned string) Commander {
	if assigned == "" || assigned == "Reserve" {
		return Commander{Reserve: true}
	}
	return Commander{Brigadier: assigned}
}

// CorpsCavalryLeader checks 4.15 for Austrian corps cavalry, which has no
// leader: one unit per brigade may be commanded by any brigadier of that
// corps. taken counts the corps cavalry units the brigadier already
// commands.
func CorpsCavalryLeader(sameCorps bool, taken int) error {
	switch {
	case !sameCorps:
		return errors.New("corps cavalry may be commanded only by a brigadier of its corps (4.15)")
	case taken >= 1:
		return errors.New("one corps cavalry unit per brigade (4.15)")
	}
	return nil
}

// MassedCavalry is a Massed Cavalry Attack as announced (4.16).
type MassedCavalry struct {
	Nation       Nation
	Leader       string
	UsedThisTurn bool  // the side's one Massed Attack per turn is spent
	Armies       []int // Austria: the army (1 or 2) of each cavalry unit taking part
	DivisionCav  bool  // Piedmont's cavalry, assigned to divisions
}

// AustrianMassedLeaders may lead an Austrian Massed Attack (4.16 b).
var AustrianMassedLeaders = []string{"Vopaterny", "Palffy", "Zichy"}

// CheckMassed checks 4.16: one Massed Attack per side per turn; Piedmont
// may not; the Austrian led only by Vopaterny, Palffy or Zichy, never
// mixing 1st and 2nd Army cavalry, and using the Reserve activation; the
// French under a cavalry brigadier, with every cavalry unit in his range,
// using his corps' activation. Eligible cavalry must charge; cavalry that
// does not is not activated; nothing else of the corps moves.
func CheckMassed(m MassedCavalry) error {
	switch {
	case m.UsedThisTurn:
		return errors.New("one Massed Attack per player per turn (4.16)")
	case m.Nation == Piedmont:
		return errors.New("Piedmontese cavalry may not use Massed Cavalry Attack (4.15)")
	case m.Nation == Austria && !slices.Contains(AustrianMassedLeaders, m.Leader):
		return fmt.Errorf("only Vopaterny, Palffy or Zichy lead an Austrian Massed Attack, not %s (4.16 b)", m.Leader)
	}
	for _, a := range m.Armies {
		if a != m.Armies[0] {
			return errors.New("1st Army cavalry may not combine with 2nd Army cavalry (4.16 a)")
		}
	}
	return nil
}

// TheReserveContinuity is the Continuity Rating of the Austrian ersatz
// corps "The Reserve": the 1st Army Reserve batteries and the 1st and 2nd
// Army cavalry brigades, all active when it activates (4.17).
const TheReserveContinuity = 2

// PiedmontCommand is 4.25: Vittorio Emanuele is overall and sole corps
// commander; his one "3" rating is his Range and his Continuity.
func PiedmontCommand(rating int) (rangeMP, continuity int) { return rating, rating }

// MassedEligible lists the cavalry units eligible for a Massed Attack led
// by a brigadier whose command range is reach: every cavalry unit in it,
// whatever its assignment (4.16, France); for the Austrian only those of
// the leader's army (4.16 a, army of each unit in armies, leaderArmy).
func MassedEligible(units []Placed, reach Reach, armies []int, leaderArmy int) []int {
	var out []int
	for i, u := range units {
		if u.Kind != Cavalry || !reach[u.Hex] {
			continue
		}
		if leaderArmy != 0 && armies[i] != leaderArmy {
			continue
		}
		out = append(out, i)
	}
	return out
}
