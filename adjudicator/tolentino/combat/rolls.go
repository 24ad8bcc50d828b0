package combat

import "github.com/mincio/mincio/adjudicator/dice"

// recorder passes rolls through to the game's Roller and keeps them, so a
// result lists every die it used.
type recorder struct {
	r     dice.Roller
	rolls []dice.Roll
}

func (c *recorder) Roll(sides int, purpose string) int {
	v := c.r.Roll(sides, purpose)
	c.rolls = append(c.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}
