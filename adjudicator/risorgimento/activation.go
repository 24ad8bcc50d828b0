package risorgimento

import (
	"errors"

	"github.com/mincio/mincio/adjudicator/dice"
)

// Activations says how many activations a corps has this turn: normally
// two, the third Extended; in a weather turn (Heat and/or Rain) one, the
// second Extended and no third (4.43, 4.44). A Demoralized corps may not
// attempt an Extended Activation (9.21).
func Activations(weather, demoralized bool) (normal, withExtended int) {
	normal = 2
	if weather {
		normal = 1
	}
	if demoralized {
		return normal, normal
	}
	return normal, normal + 1
}

// ExtendedMoveHit is 4.43's roll for a unit that moves in an Extended
// Activation (not attack or retreat movement): a Hit if the roll is higher
// than its Adjusted Cohesion.
func ExtendedMoveHit(r dice.Roller, u Unit) (roll int, hit bool) {
	roll = d10(r, "extended activation "+u.ID+" (4.43)")
	return roll, roll > u.AdjustedCohesion()
}

// ExtendedAttackHits is the automatic Hit of each unit that attacks in an
// Extended Activation; fire is not attack (4.43).
const ExtendedAttackHits = 1

// ExtendedMayFire says whether a battery may fire in an Extended
// Activation (4.43): French and Piedmontese only within range of their
// corps commander; Austrian within range of their brigadier, or of the
// corps commander for Corps or Reserve artillery. Reaction fire is always
// allowed.
func ExtendedMayFire(n Nation, reaction, brigadeBattery, inBrigadierRange, inCorpsRange bool) bool {
	switch {
	case reaction:
		return true
	case n != Austria:
		return inCorpsRange
	case brigadeBattery:
		return inBrigadierRange
	}
	return inCorpsRange
}

// ContinuityRoll is 4.51: the corps is activated if the roll is equal to
// or lower than its Continuity Rating, used whether the commander is on
// or off the map; otherwise play passes.
func ContinuityRoll(r dice.Roller, corps string, continuity int) (roll int, activated bool) {
	roll = d10(r, "continuity "+corps+" (4.51)")
	return roll, roll <= continuity
}

// FailureUsesActivation: a failed continuity roll is not an activation
// unless the corps is Demoralized (4.51, 9.21).
func FailureUsesActivation(demoralized bool) bool { return demoralized }

// MustRoll says whether activating a corps needs a continuity roll even
// where it would be free: an Extended Activation always does (4.54), a
// Demoralized corps always does (9.21), and so does selecting the corps
// just activated when it is the last one eligible (4.53).
func MustRoll(extended, demoralized, repeatLast bool) bool {
	return extended || demoralized || repeatLast
}

// MaySelect checks 4.53 for a corps chosen to activate next: no corps
// twice in a row (an opponent's pass interrupts), except the last eligible
// corps, with a continuity roll whose failure finishes it.
func MaySelect(corps, last string, interrupted bool, eligible []string) (ok, repeatLast bool) {
	if corps != last || interrupted {
		return true, false
	}
	if len(eligible) == 1 && eligible[0] == corps {
		return true, true
	}
	return false, false
}

// ConsecutiveOwed: a player who got two consecutive activation segments
// gives his opponent a Free Activation, after which he may resume his
// continuity rolls (4.53, read literally: decision D10).
func ConsecutiveOwed(segmentsInARow int) bool { return segmentsInARow >= 2 }

// OneSideResult is what 4.55 gives a corps of the side still activating
// once the other side has Finished.
type OneSideResult uint8

const (
	FreeActivation OneSideResult = iota + 1 // the first corps left
	NormalActivation
	NoAttackActivation // activated, may fire, may not attack
)

// OneSideFinished is 4.55: the first corps selected from those left gets
// a Free Activation; each later one rolls: at or below its Continuity a
// normal activation, above it activated but may not attack.
func OneSideFinished(r dice.Roller, corps string, continuity int, first bool) (roll int, res OneSideResult) {
	if first {
		return -1, FreeActivation
	}
	roll = d10(r, "continuity "+corps+" (4.55)")
	if roll <= continuity {
		return roll, NormalActivation
	}
	return roll, NoAttackActivation
}

// Pass is one pass of the Activation Phase: who passed, and whether it was
// a failed continuity roll rather than a voluntary pass.
type Pass struct {
	Allied bool // the French (and Piedmontese) side; false: the Austrian
	Failed bool
}

// FailedRollIsPass: 4.56 as printed counts a failed continuity roll as a
// pass; the orphan "not" beside it may reverse that (decision D1). The
// default is the sentence as printed.
type FailedRollIsPass bool

// ActivationsOver is 4.56 1): the phase ends when the last passes, with
// nothing else between them, are Austrian then French, or French,
// Austrian, French (the French initiative advantage). passes are those
// made since the last activation, oldest first. (4.56 2), every command
// Finished, is the caller's.
func ActivationsOver(passes []Pass, failedIsPass FailedRollIsPass) bool {
	var seq []bool
	for i := len(passes) - 1; i >= 0 && len(seq) < 3; i-- {
		if passes[i].Failed && !bool(failedIsPass) {
			break
		}
		seq = append([]bool{passes[i].Allied}, seq...)
	}
	n := len(seq)
	if n >= 2 && !seq[n-2] && seq[n-1] {
		return true
	}
	return n >= 3 && seq[n-3] && !seq[n-2] && seq[n-1]
}

// maxInitiativeRounds bounds the re-rolls of ties, against a broken
// roller (a replayed log past its end hands out the same value for ever).
const maxInitiativeRounds = 1000

// Initiative is 4.3: each side rolls, one may add the scenario's modifier
// (its overall commander must be on the map); the high roll wins, ties are
// rolled again. The winner gets the Free Activation.
func Initiative(r dice.Roller, austrianDRM, alliedDRM int) (allied bool, rolls [][2]int, err error) {
	for range maxInitiativeRounds {
		a := d10(r, "initiative Austria (4.3)") + austrianDRM
		f := d10(r, "initiative Allies (4.3)") + alliedDRM
		rolls = append(rolls, [2]int{a, f})
		if a != f {
			return f > a, rolls, nil
		}
	}
	return false, rolls, errors.New("initiative (4.3): tied 1000 times; the dice roller is broken")
}
