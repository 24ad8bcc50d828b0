package risorgimento

import (
	"errors"

	"github.com/mincio/mincio/adjudicator/dice"
)

// MaySmallArms checks small-arms fire (7.2, 7.23): only Jägers, Chasseurs
// and Light infantry, only the top unit of a stack (5.43), only into an
// adjacent frontal hex (the caller's facing), once per activation
// segment, into one hex. Disordered units may fire (8.21). Fire may cross
// a non-elevated hexside an attack could not (7.23).
func MaySmallArms(u Unit, top, adjacentFrontal, firedThisSegment bool) error {
	switch {
	case u.Kind != Jager && u.Kind != Light:
		return errors.New("only Jägers, Chasseurs and Light infantry use small-arms fire (7.2)")
	case !top:
		return errors.New("small-arms units fire only from the top of a stack (5.43, 7.2)")
	case !adjacentFrontal:
		return errors.New("small-arms fire goes only into an adjacent frontal hex (7.23)")
	case firedThisSegment:
		return errors.New("a unit fires small arms once per activation segment (7.23, 7.24)")
	}
	return nil
}

// SmallArmsFire is 7.23 and 7.25: d10 plus the terrain DRM of the target
// and -1 if the firer is Disordered (8.21), the only DRMs; no combining;
// the result is No Effect or 1 Hit on the target.
func SmallArmsFire(t *Tables, r dice.Roller, firer Unit, target HexKind) (roll int, mods Mods, hits int) {
	mods.add("7.23", "terrain", t.combatDRM(string(target), colSmallArms))
	if firer.Disorder {
		mods.add("8.21", "Disordered", -1)
	}
	roll = d10(r, "small-arms fire "+firer.ID+" (7.23)")
	return roll, mods, t.SmallArmsHits(roll + mods.Sum())
}
