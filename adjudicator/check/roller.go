package check

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Dice stands for dice nobody knows before the host rolls them: every die
// shows its lowest face (DiceLow), its highest (DiceHigh), the face best
// for the checking side (DiceBest: its attacks hit, its checks pass, the
// enemy's fire misses …) or the worst for it (DiceWorst), as the roll's
// dice.Stake says. The check runs them all, and where they disagree it
// warns instead of guessing.
type Dice int

// The dice of the check's runs.
const (
	DiceLow Dice = iota
	DiceHigh
	DiceBest
	DiceWorst
)

// guessRoller rolls the dice of one mode. It records the rolls (the
// engine rewinds them with a refused line) and their stakes, and every die
// it was asked for, rewound or not (asked), to tell whether a run in
// another mode would go the same way (sameIn).
type guessRoller struct {
	mode   Dice
	own    func(who string) bool // who is the checking side's
	rolls  []dice.Roll
	stakes []dice.Stake
	asked  []askedDie
}

// askedDie is a die the engine asked for.
type askedDie struct {
	sides int
	stake dice.Stake
}

// Roll implements dice.Roller: a roll with no stake is nobody's, and
// high favours nobody.
func (r *guessRoller) Roll(sides int, purpose string) int {
	return r.RollStake(sides, purpose, dice.Stake{})
}

// RollStake implements dice.StakeRoller.
func (r *guessRoller) RollStake(sides int, purpose string, st dice.Stake) int {
	v := r.face(r.mode, sides, st)
	r.asked = append(r.asked, askedDie{sides, st})
	r.rolls = append(r.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	r.stakes = append(r.stakes, st)
	return v
}

// face is the face a die shows in mode.
func (r *guessRoller) face(mode Dice, sides int, st dice.Stake) int {
	switch mode {
	case DiceHigh:
		return sides
	case DiceBest, DiceWorst:
		if r.highIsGood(st) == (mode == DiceBest) {
			return sides
		}
	}
	return 1
}

// sameIn reports whether a run in mode would have gone as r's run went:
// every die r was asked for shows the same face in mode. The engine is
// deterministic but for its dice, so such a run asks for the same dice in
// the same order and ends the same: the check need not run it.
func (r *guessRoller) sameIn(mode Dice) bool {
	for _, d := range r.asked {
		if r.face(mode, d.sides, d.stake) != r.face(r.mode, d.sides, d.stake) {
			return false
		}
	}
	return true
}

// highIsGood: a high face favours the checking side.
func (r *guessRoller) highIsGood(st dice.Stake) bool {
	if st.Who == "" || r.own == nil {
		return false
	}
	return r.own(st.Who) == st.High
}

func (r *guessRoller) Rolls() []dice.Roll { return append([]dice.Roll(nil), r.rolls...) }
func (r *guessRoller) Mark() int          { return len(r.rolls) }
func (r *guessRoller) Rewind(mark int) {
	r.rolls, r.stakes = r.rolls[:mark], r.stakes[:mark]
}

// LowDice is a roller whose every die shows 1, for a system's Forced.
func LowDice() dice.Roller { return &guessRoller{} }

// ownBy is the test of guessRoller.own for side.
func ownBy[S adjudicator.State](a Adapter[S], side adjudicator.Side) func(string) bool {
	return func(who string) bool { return a.SideOf(who) == side }
}
