package check

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/dice"
)

// The guessed dice: low and high for every roll; best and worst by the
// roll's stake for the checking side ("a" rolls for it, "b" for the
// enemy); a roll with no stake favours nobody, so best is low.
func TestGuessRollerStakes(t *testing.T) {
	own := func(who string) bool { return who == "a" }
	cases := []struct {
		mode Dice
		st   dice.Stake
		want int
	}{
		{DiceLow, dice.Stake{Who: "a", High: true}, 1},
		{DiceHigh, dice.Stake{Who: "a"}, 6},
		{DiceBest, dice.Stake{Who: "a", High: true}, 6},  // its fire hits
		{DiceBest, dice.Stake{Who: "a"}, 1},              // its check passes
		{DiceBest, dice.Stake{Who: "b", High: true}, 1},  // the enemy's fire misses
		{DiceBest, dice.Stake{Who: "b"}, 6},              // the enemy's check fails
		{DiceWorst, dice.Stake{Who: "a", High: true}, 1}, // its fire misses
		{DiceWorst, dice.Stake{Who: "b", High: true}, 6},
		{DiceBest, dice.Stake{}, 1},
		{DiceWorst, dice.Stake{}, 6},
	}
	for _, c := range cases {
		r := &guessRoller{mode: c.mode, own: own}
		if v := dice.RollStake(r, 6, "p", c.st); v != c.want {
			t.Errorf("mode %d stake %+v: %d, want %d", c.mode, c.st, v, c.want)
		}
		if len(r.stakes) != 1 || r.stakes[0] != c.st || r.rolls[0].Purpose != "p" {
			t.Errorf("mode %d: recorded %+v %+v", c.mode, r.rolls, r.stakes)
		}
	}
	r := &guessRoller{mode: DiceHigh}
	r.Roll(6, "a")
	m := r.Mark()
	r.RollStake(6, "b", dice.Stake{Who: "x"})
	r.Rewind(m)
	if len(r.rolls) != 1 || len(r.stakes) != 1 {
		t.Errorf("after Rewind: %d rolls, %d stakes", len(r.rolls), len(r.stakes))
	}
}

// sameIn: a run whose every die shows the same face in another mode is
// that mode's run too, rewound dice included; a run with no dice is every
// mode's.
func TestGuessRollerSameIn(t *testing.T) {
	own := func(who string) bool { return who == "a" }
	none := &guessRoller{mode: DiceLow, own: own}
	for _, m := range []Dice{DiceLow, DiceHigh, DiceBest, DiceWorst} {
		if !none.sameIn(m) {
			t.Errorf("a run with no dice is not mode %d's", m)
		}
	}
	r := &guessRoller{mode: DiceLow, own: own}
	mark := r.Mark()
	r.RollStake(6, "the enemy's fire", dice.Stake{Who: "b", High: true})
	r.Rewind(mark)
	r.Roll(1, "one face")
	if !r.sameIn(DiceBest) || r.sameIn(DiceHigh) || r.sameIn(DiceWorst) {
		t.Errorf("low run with a rewound enemy die: best %v high %v worst %v, want true false false",
			r.sameIn(DiceBest), r.sameIn(DiceHigh), r.sameIn(DiceWorst))
	}
}
