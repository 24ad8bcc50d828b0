package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// AmmoCheck is 8.8 for one unit that tries to fire.
type AmmoCheck struct {
	ID        string
	Die       int  // the 1d6 rolled before a later fire this GT; 0 if none
	Fires     bool // it fires
	LowAmmo   bool // its marker after the try
	OutOfAmmo bool
	Why       string
}

// checkAmmo: "The first time a unit fires, it receives a 'Low Ammo'
// marker. Every time it tries to fire again in the same GT, the owning
// player rolls one die BEFORE firing; on a 1-2 result the unit is
// immediately 'Out of Ammo' and cannot fire any more for that GT" (8.8).
func checkAmmo(e Edition, u Unit, rec *recorder) AmmoCheck {
	rule := e.rule("8.8", "9.4.3")
	c := AmmoCheck{ID: u.ID}
	switch {
	case u.OutOfAmmo:
		c.OutOfAmmo, c.LowAmmo, c.Why = true, true, fmt.Sprintf("%s is Out of Ammo and cannot fire (%s)", u.ID, rule)
	case !u.LowAmmo:
		c.Fires, c.LowAmmo, c.Why = true, true, fmt.Sprintf("%s fires for the first time this GT: Low Ammo (%s)", u.ID, rule)
	default:
		c.Die = rec.RollStake(6, "ammunition "+u.ID, dice.Stake{Who: u.ID, High: true})
		c.LowAmmo = true
		if c.Die <= 2 {
			c.OutOfAmmo, c.Why = true, fmt.Sprintf("%s fires again: 1d6 %d, 1-2: Out of Ammo, it does not fire (%s)", u.ID, c.Die, rule)
		} else {
			c.Fires, c.Why = true, fmt.Sprintf("%s fires again: 1d6 %d, 3-6: it fires, still Low Ammo (%s)", u.ID, c.Die, rule)
		}
	}
	return c
}
