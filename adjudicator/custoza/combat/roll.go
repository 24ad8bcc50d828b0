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

// two rolls 2d6, the dice of initiative, fire, assault and cohesion
// (3·1, 8.6, 10.4·5, 13.2), and returns both dice.
func (c *recorder) two(purpose string) (int, int) {
	return c.Roll(6, purpose), c.Roll(6, purpose)
}

func diceText(a, b int) string { return fmt.Sprintf("%d+%d = %d", a, b, a+b) }
