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
