package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 6.16, 8.34 (revision 2): "An attacking unit can change facing one
// vertex in the combat hex after forcing the defender to retreat." The
// player names the facing with the attack (`attack UNIT HEX … face DIR`);
// a unit that won and entered the combat hex turns to it if it is one
// vertex from its facing, and keeps its facing otherwise.

// victorsTurn turns the attackers that entered target as their attacks
// named (FacingAfterCombat).
func (s *State) victorsTurn(target hexmap.Hex, attackers []int) []adjudicator.Event {
	var ev []adjudicator.Event
	for _, i := range attackers {
		u := &s.Units[i]
		want := ""
		for _, a := range s.Act.Attacks {
			if a.Unit == u.ID.String() && a.Target == target.String() {
				want = a.Face
			}
		}
		if want == "" || !u.onMap() || u.hex() != target {
			continue
		}
		from, err1 := u.Face.direction()
		to, err2 := hexmap.ParseDirection(want)
		if err1 != nil || err2 != nil {
			continue
		}
		g := s.w.m.Grid
		turned := false
		for _, turn := range []int{1, -1} {
			if f := FacingAfterCombat(g, hexmap.Facing{Toward: from}, turn); f.Toward == to {
				u.Face, turned = faceText(to), true
			}
		}
		if turned {
			ev = append(ev, event("face", fmt.Sprintf("%s turns to face %s in %s (6.16, 8.34)", u.ID, want, target)))
		} else if to != from {
			ev = append(ev, event("face", fmt.Sprintf("%s keeps facing %s: %s is more than one vertex away (6.16, 8.34)", u.ID, u.Face, want)))
		}
	}
	return ev
}
