package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// fireAction is fire as an action (8.1, 8.3): artillery or light
// infantry from where it stands (facing first if asked, or after for
// artillery: `then face DIR`), or light infantry moving into an Assault
// marker hex, then firing. "Units of the same type (Infantry or
// Artillery) firing from the same hex must fire as Force" (8.4): field
// and horse artillery of the Formation in the hex fire together.
func (s *State) fireAction(o order, r dice.Roller) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	force = s.fireForce(force)
	u := force[0]
	if o.cl.After != 0 && !u.p.art() {
		return fmt.Errorf("only artillery changes facing after firing (%s); write `face %s` before", s.citeRule("8.3", "9.2.2"), o.cl.After)
	}
	if len(o.path) > 0 {
		return s.moveAndFire(o, force)
	}
	if why := s.ezorRefused(force, kFire, o.target); why != "" {
		return errors.New(why)
	}
	if o.face != 0 {
		s.setFacing(u.Hex, u.p.Side, o.face) // 8.3: "a Force can change facing and fire"
	}
	if why, enemy := s.fireRefusal(force, o.target, false); why != "" {
		return refusal("8.1", fmt.Sprintf("%s cannot fire at %s: %s", s.forceName(force), o.target, why), enemy)
	}
	for _, f := range force {
		f.Acted = true
	}
	if m := s.markerAt(u.Hex); m >= 0 && s.Markers[m].Target == o.target && !s.Markers[m].Charge && u.p.Type == "linf" {
		s.Markers[m].Done = true // 7.5: "Fire by Light Infantry is considered an attack"
	}
	targets := s.targetOf(u.p.Side, o.target, o.atArt)
	s.begin(&Fight{Kind: fkFire, Att: unitIDs(force), Def: unitIDs(targets), Target: o.target, From: u.Hex, After: o.cl.After, Marker: -1})
	return nil
}

// fireForce adds to an artillery Force the Formation's other artillery in
// its hex that may still act (8.4: "Artillery and Horse Artillery are
// ARTILLERY").
func (s *State) fireForce(force []*Unit) []*Unit {
	u := force[0]
	if !u.p.art() || !u.On {
		return force
	}
	out := append([]*Unit(nil), force...)
	for _, o := range s.combatAt(u.Hex) {
		if o.p.art() && o.p.Side == u.p.Side && !contains(unitIDs(out), o.ID) && !o.Acted && !o.OOC && !s.b.isTrain(o) &&
			(o.p.Formation == s.Active || o.With == s.Active) && !o.March && o.Ammo != 2 {
			out = append(out, o)
		}
	}
	return out
}

// moveAndFire is 8.3: "A Light Infantry Force can move, then fire,
// providing it enters a hex with an Assault marker."
func (s *State) moveAndFire(o order, force []*Unit) error {
	u := force[0]
	if u.p.Type != "linf" {
		return fmt.Errorf("only light infantry moves and fires in one action (%s)", s.rule("8.3", "9.2.3"))
	}
	last := o.path[len(o.path)-1]
	m := s.markerAt(last)
	if m < 0 || s.Markers[m].Charge || s.Markers[m].Target != o.target {
		return fmt.Errorf("light infantry moves and fires only into a hex with an Assault marker pointing at %s (%s)", o.target, s.rule("8.3", "9.2.3"))
	}
	if _, err := s.checkPath(force, o.path, false, true); err != nil {
		return err
	}
	for _, f := range force {
		f.Acted, f.March = true, false
	}
	ma, path := s.moveMA(force), o.path
	if !u.On {
		ma -= s.b.entryCost(u.p.class(), false, path[0])
		s.enterMap(force, path[0]) // a reinforcement enters at its entry hex first
		path = path[1:]
	}
	s.Op = &Operation{Kind: opFire, Side: u.p.Side, Units: unitIDs(force), Path: path, MA: ma,
		Face: o.face, Target: o.target, AtArt: o.atArt, Marker: m, Text: o.force.String(),
		Cl: o.cl, At: u.Hex, Dest: last, Active: true}
	s.tellForce(force, "fire", fmt.Sprintf("%s sets out to fire at %s from %s", s.forceName(force), o.target, last))
	return nil
}
