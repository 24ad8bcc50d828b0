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
// engine rewinds them with a refused line) and their stakes.
type guessRoller struct {
	mode   Dice
	own    func(who string) bool // who is the checking side's
	rolls  []dice.Roll
	stakes []dice.Stake
}

// Roll implements dice.Roller: a roll with no stake is nobody's, and
// high favours nobody.
func (r *guessRoller) Roll(sides int, purpose string) int {
	return r.RollStake(sides, purpose, dice.Stake{})
}

// RollStake implements dice.StakeRoller.
func (r *guessRoller) RollStake(sides int, purpose string, st dice.Stake) int {
	v := 1
	switch r.mode {
	case DiceHigh:
		v = sides
	case DiceBest, DiceWorst:
		if r.highIsGood(st) == (r.mode == DiceBest) {
			v = sides
		}
	}
	r.rolls = append(r.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	r.stakes = append(r.stakes, st)
	return v
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
