package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The active player's choices about markers after the declarations:
// 6.5's rotation, 11.5.3's move after a counterattack and 11.5.5's advance
// after a reaction withdrawal.

// rotated is the hex a marker in m would point at rotated one hexside
// left (counter-clockwise) or right (6.5).
func (s *State) rotated(m Marker, left bool) (hexmap.Hex, bool) {
	d, ok := s.b.grid.DirectionTo(m.Hex, m.Target)
	if !ok {
		return hexmap.Hex{}, false
	}
	step := 1
	if left {
		step = -1
	}
	return s.b.grid.Neighbor(m.Hex, s.b.grid.Rotate(d, step))
}

// rotateRefused says why marker i may not be rotated (6.5: "Markers
// pointing to hexes that became empty during the Action Phase can
// immediately be rotated one hexside left or right toward a new target.
// This also applies if a former Assault/Charge has been successful"), ""
// if it may; nt is the new target.
func (s *State) rotateRefused(i int, left bool) (hexmap.Hex, string) {
	m := s.Markers[i]
	side := s.b.forms[s.Active].Side
	if s.hasEnemy(side, m.Target) {
		return hexmap.Hex{}, fmt.Sprintf("its target %s is not empty: only a marker whose target became empty rotates (%s)", m.Target, s.rule("6.5", "7.1.5"))
	}
	nt, ok := s.rotated(m, left)
	if !ok || !s.b.on(nt) {
		return hexmap.Hex{}, "it would point off the map"
	}
	if !s.hasEnemy(side, nt) {
		return hexmap.Hex{}, fmt.Sprintf("%s holds no enemy unit: a marker rotates toward a new target (%s)", nt, s.rule("6.5", "7.1.5"))
	}
	if why := s.peschieraRefused(m.Hex, nt); why != "" {
		return hexmap.Hex{}, why
	}
	return nt, ""
}

// applyRotate is the order `rotate HEX left|right`.
func (s *State) applyRotate(o order) error {
	i := -1
	for j, m := range s.Markers {
		if m.Hex == o.from && !s.hasEnemy(s.Side, m.Target) {
			i = j
			break
		}
	}
	if i < 0 {
		if s.markerAt(o.from) < 0 {
			return errors.New(s.citeAll("no marker in "+o.from.String(), ": only a marker rotates", "6.5", "7.1.5"))
		}
		_, why := s.rotateRefused(s.markerAt(o.from), o.left)
		return errors.New(why)
	}
	nt, why := s.rotateRefused(i, o.left)
	if why != "" {
		return fmt.Errorf("the marker in %s cannot rotate: %s", o.from, why)
	}
	s.turnMarker(i, nt)
	return nil
}

// turnMarker points marker i at nt: a new target its Forces must attack
// when possible (6.4).
func (s *State) turnMarker(i int, nt hexmap.Hex) {
	m := &s.Markers[i]
	old := m.Target
	m.Target, m.Done = nt, false
	s.event(adjudicator.Event{Code: "marker", Text: fmt.Sprintf("the %s marker in %s turns from %s to %s (%s)", markerKind(m.Charge), m.Hex, old, nt, s.rule("6.5", "7.1.5"))})
}

// rotateOnEmpty is `if empty rotate left|right`: the Force has reached
// its marker and found the target empty; the marker turns toward the new
// target and the Force attacks it. It reports whether it did.
func (s *State) rotateOnEmpty(op *Operation, force []*Unit) bool {
	if (op.Cl.Empty != "left" && op.Cl.Empty != "right") || op.Marker < 0 || op.Marker >= len(s.Markers) {
		return false
	}
	nt, why := s.rotateRefused(op.Marker, op.Cl.Empty == "left")
	if why != "" {
		s.tellForce(force, "marker", fmt.Sprintf("%s finds %s empty and cannot rotate its marker: %s", s.forceName(force), op.Target, why))
		return false
	}
	if op.Kind == opCharge && !force[0].March && (!s.b.chargeTerrain(nt) || !s.b.chargeHexside(force[0].Hex, nt)) {
		s.tellForce(force, "marker", fmt.Sprintf("%s cannot charge %s: a charge's target is Clear or Cultivated (%s)", s.forceName(force), nt, s.rule("9.2", "10.1.1")))
		return false
	}
	s.turnMarker(op.Marker, nt)
	s.Markers[op.Marker].Done = true
	op.Target = nt
	return true
}

// applyMarkerMove is the order `marker HEX to HEX [charge]`, 11.5.3: "If
// a Counterattack is successful (the Reacting Force now is in the
// Assault/Charge marker hex), the triggering player can move the
// Assault/Charge marker one hex, and can change the marker from Assault to
// Charge." mincio reads "one hex" as into a hex next to the marker's,
// pointing at the counterattacker that now holds the marker hex.
func (s *State) applyMarkerMove(o order) error {
	if s.b.ed == combat.Goito {
		return errors.New("Goito 12.2.3 lets no marker move after a counterattack (" + s.citeNoGoito("11.5.3") + " is Custoza's)")
	}
	i := s.markerAt(o.from)
	if i < 0 {
		return errors.New(s.citeAll("no marker in "+o.from.String(), ": a successful counterattack moves the marker of the hex it took", "11.5.3", "12.2.3"))
	}
	side := s.b.forms[s.Active].Side
	switch {
	case !s.hasEnemy(side, o.from):
		return fmt.Errorf("%s holds no enemy: a marker moves only after a successful counterattack took its hex (11.5.3)", o.from)
	case !s.b.grid.Adjacent(o.from, o.target) || !s.b.on(o.target):
		return fmt.Errorf("%s is not a hex of the map next to %s: the marker moves one hex (11.5.3)", o.target, o.from)
	case s.hasEnemy(side, o.target):
		return enemyRefusal(s.rule("11.5.3", "12.2.3"), s.citeAll(o.target.String()+" holds enemy units", ": the marker moves into a hex next to it that the Force took", "11.5.3", "12.2.3"))
	case s.Markers[i].Charge && !o.charge:
		return errors.New("a Charge marker stays a Charge marker (11.5.3 turns Assault into Charge only)")
	}
	charge := s.Markers[i].Charge || o.charge
	for j, m := range s.Markers {
		if j != i && m.Hex == o.target && m.Charge != charge {
			return fmt.Errorf("%s holds a %s marker: Assault and Charge markers cannot share a hex (%s)", o.target, markerKind(m.Charge), s.citeRule("6.2", "7.1.2"))
		}
	}
	m := &s.Markers[i]
	m.Hex, m.Target, m.Charge, m.Done = o.target, o.from, charge, false
	s.event(adjudicator.Event{Code: "marker", Text: fmt.Sprintf("the marker of %s moves to %s and points at %s as a%s %s marker (11.5.3)",
		o.from, o.target, o.from, map[bool]string{true: "", false: "n"}[charge], markerKind(charge))})
	return nil
}

// afterWithdrawal is 11.5.5's last sentence: "The Active Force can advance
// one hex the Assault/Charge marker and resume movement after a Reaction
// Withdrawal, if it has any Movement Points left" — the order's `if
// withdrawn follow`: when the Force withdrawing was in the target hex of
// the moving Force's marker and the hex is now empty, the marker moves
// into it, pointing at the hex the Force withdrew to, and the moving
// Force's path leads to it. (Goito 12.2.6: the Active Force only resumes
// its movement, which it does in any case.)
func (s *State) afterWithdrawal(from, to hexmap.Hex) {
	op := s.Op
	if op == nil || !op.Active || (op.Kind != opAssault && op.Kind != opCharge) || op.Target != from || op.Cl.Withdrawn != "follow" {
		return
	}
	if s.b.ed == combat.Goito || s.hasEnemy(op.Side, from) || op.Marker < 0 || op.Marker >= len(s.Markers) {
		return
	}
	force := s.units(op.Units)
	if len(force) == 0 {
		return
	}
	m := &s.Markers[op.Marker]
	old := *m
	m.Hex, m.Target = from, to
	path, ok := s.pathWithin(force, force[0].Hex, from, op.March, true, op.MA-op.Spent, false)
	if !ok || len(path) == 0 || (op.Kind == opCharge && s.chargePathRefused(force, path, op.March) != "") {
		*m = old
		s.tellForce(force, "marker", fmt.Sprintf("%s cannot follow the withdrawal to %s with the MP it has left (11.5.5)", s.forceName(force), to))
		return
	}
	op.Target, op.Path, op.Dest, op.Leaving = to, path, from, false
	s.tellForce(force, "marker", fmt.Sprintf("%s follows: its marker advances to %s, pointing at %s (11.5.5)", s.forceName(force), from, to))
}
