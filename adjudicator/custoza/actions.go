package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The actions of the active Formation's Forces (3·2.2.b, 6.6): each
// Force "can do any one Action of Movement, Fire or Charge/Assault per
// GT. Each Action must be completed before another Force can Act." Some
// lines of the Formation's group are no Force's action: leaving square or
// March Movement at the beginning of the activation (11.5.4.1, 7.8.3), a
// Reserve unit's activation (4.3), the markers' rotation and move (6.5,
// 11.5.3).

// limberCost is 7.9: "Artillery units can limber/unlimber at the cost of
// 2 MPs".
var limberCost = hexmap.MPs(2)

// applyAction is one Force's action, or another line of the active
// Formation's group, or done.
func (s *State) applyAction(o order, r dice.Roller) error {
	switch o.kind {
	case kMove:
		return s.doMove(o, kMove)
	case kFace:
		return s.face(o)
	case kSquare:
		return s.square(o)
	case kLine:
		return s.leaveSquare(o)
	case kExitMarch:
		return s.exitMarch(o)
	case kExit:
		return s.exitMap(o)
	case kLimber:
		return s.limber(o)
	case kFire:
		return s.fireAction(o, r)
	case kAssault, kCharge:
		return s.attackAction(o)
	case kRotate:
		return s.applyRotate(o)
	case kMarker:
		return s.applyMarkerMove(o)
	case kReserve:
		return s.applyReserve(o)
	case kBuild:
		return s.applyBuild(o)
	case kFerry:
		return s.applyFerry(o)
	case kDone:
		s.done()
		return nil
	}
	return fmt.Errorf("%q is not an action", o.kind)
}

// ezorRefused is 7.5: "Forces starting their Action Phase in an EZoR must
// attack the Force projecting the ZoR, placing an Assault marker in its
// hex, or leave the hex ... Fire by Light Infantry is considered an
// attack." It says why an action of kind, made from the Force's hex
// (target for an attack or a fire), is not one of those, "" if it is or
// the Force is free.
func (s *State) ezorRefused(force []*Unit, kind string, target hexmap.Hex) string {
	u := force[0]
	if !u.On || !u.StartedInEZoR || !s.inEZoR(u.p.Side, u.Hex) {
		return ""
	}
	projects := false
	for _, f := range s.projectors(u.p.Side, u.Hex) {
		projects = projects || f[0].Hex == target
	}
	switch {
	case kind == kFire && u.p.Type == "linf" && projects:
		return ""
	case (kind == kAssault || kind == kCharge) && projects:
		return ""
	}
	return fmt.Sprintf("%s started its Action Phase in an enemy ZoR: it must attack the Force projecting it (an Assault marker in its own hex; light infantry may fire at it) or leave the hex (%s)",
		s.forceName(force), s.rule("7.5", "3.2"))
}
