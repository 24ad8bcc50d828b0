package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// recorder passes rolls through to the game's Roller and keeps them, so a
// result lists every die it used.
type recorder struct {
	r     dice.Roller
	rolls []dice.Roll
}

func record(r dice.Roller) *recorder { return &recorder{r: r} }

func (c *recorder) Roll(sides int, purpose string) int {
	v := c.r.Roll(sides, purpose)
	c.rolls = append(c.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// RollStake implements dice.StakeRoller: the stake goes on to the game's
// Roller (a nested recorder passes it through too).
func (c *recorder) RollStake(sides int, purpose string, st dice.Stake) int {
	v := dice.RollStake(c.r, sides, purpose, st)
	c.rolls = append(c.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// two rolls 2d6, the dice of initiative, fire, assault and cohesion
// (3·1, 8.6, 10.4·5, 13.2), and returns both dice.
func (c *recorder) two(purpose string, st dice.Stake) (int, int) {
	return c.RollStake(6, purpose, st), c.RollStake(6, purpose, st)
}

// firstID is the first of ids, "" if none: whose roll a force's is.
func firstID(us []Unit) string {
	if len(us) == 0 {
		return ""
	}
	return us[0].ID
}

func diceText(a, b int) string { return fmt.Sprintf("%d+%d = %d", a, b, a+b) }
