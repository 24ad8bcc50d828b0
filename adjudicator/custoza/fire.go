package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ArtilleryRange is 8.2: "Artillery Range is 5 hexes maximum (4
// intervening hexes)"; infantry fires at 1 hex (8.2.1).
const ArtilleryRange = 5

// fireRefused says why force may not fire at hex target now, "" if it
// may (8.1–8.3, 8.8, 8.9, 22.4).
func (s *State) fireRefused(force []*Unit, target hexmap.Hex, reaction bool) string {
	u := force[0]
	switch {
	case u.p.cav():
		return "cavalry never fires (8.3)"
	case u.p.Type == "inf" && !reaction:
		return "line infantry fires only as a reaction (8.3)"
	case u.March && u.p.art():
		return "limbered artillery cannot fire (7.9)"
	case u.March:
		return "in March Movement: it leaves March Movement first (reading of 7.8.3, 11.5.6)"
	case !s.b.period(s.Turn).FireAllowed():
		return "no fire at night (22.4)"
	}
	for _, f := range force {
		if f.Ammo == 2 {
			return fmt.Sprintf("%s is out of ammunition (8.8)", f.ID)
		}
	}
	if len(s.combatAt(target)) == 0 || s.sideAt(target) == u.p.Side {
		return fmt.Sprintf("no enemy Force in %s", target)
	}
	d := s.b.grid.Distance(u.Hex, target)
	rng := 1
	if u.p.art() {
		rng = ArtilleryRange
	}
	if d > rng {
		return fmt.Sprintf("%s is %d hexes away, beyond the range of %d (8.2)", target, d, rng)
	}
	f := s.facing(u)
	if d == 1 {
		if !s.b.grid.IsFront(u.Hex, f, target) {
			return fmt.Sprintf("%s is not one of its front hexes (8.1)", target)
		}
		return ""
	}
	t := s.b.grid.Line(u.Hex, target)
	front := false
	for _, hs := range s.b.grid.ExitSides(t) {
		if f.AllRound || contains(s.b.grid.FrontHexsides(u.Hex, f), hs) {
			front = true
		}
	}
	if !front {
		return "the line of fire does not leave through its front hexsides (8.2)"
	}
	if why := s.lineOfSight(u.Hex, target); why != "" {
		return "no line of sight: " + why
	}
	return ""
}

// targetForce is 8.1: the firer "must choose to fire the Artillery or the
// non Artillery Force in the hex".
func (s *State) targetForce(target hexmap.Hex, atArt bool) []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(target) {
		if u.p.art() == atArt {
			out = append(out, u)
		}
	}
	return out
}

// fire resolves one Force's fire at the hex target (8.6): at the Force
// `at` (a reaction's triggering Force), else at the target's non-artillery
// Force, or its artillery when it has no other. An action's fire lets the
// target react (11.1 a).
func (s *State) fire(force []*Unit, target hexmap.Hex, at []*Unit, reaction bool, r dice.Roller) {
	targets := at
	if len(targets) == 0 {
		if targets = s.targetForce(target, false); len(targets) == 0 {
			targets = s.targetForce(target, true)
		}
	}
	s.fireAt(force, targets, reaction, r)
}

func (s *State) fireAt(force, targets []*Unit, reaction bool, r dice.Roller) {
	u, t := force[0], targets[0]
	s.contact(t.Hex)
	in := combat.FireInput{Edition: s.b.ed, Firers: cus(force), Targets: cus(targets),
		Range: s.b.grid.Distance(u.Hex, t.Hex), Reaction: reaction, TargetTerrain: s.b.terrainOf(t.Hex),
		TargetHexStacking: s.stacking(t.Hex), TargetInMarch: t.March, Period: s.b.period(s.Turn),
		Rear: s.b.grid.IsRear(t.Hex, s.facing(t), u.Hex)}
	res, err := s.b.tab.Fire(in, r)
	if err != nil {
		if errors.Is(err, combat.ErrNoFire) {
			s.tellForce(force, "fire", fmt.Sprintf("%s cannot fire: %v", s.forceName(force), err))
		}
		return
	}
	for _, a := range res.Ammo {
		if f := s.unit(a.ID); f != nil {
			switch {
			case a.OutOfAmmo:
				f.Ammo = 2
			case a.LowAmmo:
				f.Ammo = 1
			}
		}
	}
	text := fmt.Sprintf("%s fires at %s", s.ref(force), s.ref(targets))
	if !res.Fired {
		text += ": out of ammunition (8.8)"
	} else {
		text += fmt.Sprintf(": %s", res.Hit)
		s.applyLosses(targets, res.Losses)
	}
	s.tellFire(force, targets, adjudicator.Event{Code: "fire", Text: text, Rolls: res.Rolls, Detail: res.Explain}, res)
	if !reaction && res.Fired {
		if left := s.units(unitIDs(targets)); len(left) > 0 {
			s.queue(trFire, [][]*Unit{left}, force, u.Hex, hexmap.Hex{})
		}
	}
}

// applyLosses applies a Hit's allocation to the units (8.7): SP lost, then
// status levels; a unit with no SP left is eliminated.
func (s *State) applyLosses(units []*Unit, l combat.LossResult) {
	for _, u := range units {
		ul, ok := l.Unit(u.ID)
		if !ok {
			continue
		}
		u.Lost += ul.SP
		if u.sp() == 0 {
			s.remove(u, "eliminated")
			continue
		}
		s.worsen(u, ul.Levels)
	}
}

// fireFromMarker ends a light infantry's move-and-fire (8.3, 6.4): it
// fires from the marker hex it entered.
func (s *State) fireFromMarker(op *Operation, force []*Unit, r dice.Roller) {
	s.finishMove(op, force)
	if why := s.fireRefused(force, op.Target, false); why != "" {
		s.tellForce(force, "fire", fmt.Sprintf("%s does not fire at %s: %s", s.forceName(force), op.Target, why))
	} else {
		s.fireAt(force, s.targetOf(op.Target, op.AtArt), false, r)
		if op.Marker >= 0 && op.Marker < len(s.Markers) {
			s.Markers[op.Marker].Done = true // 6.4, 7.5: "Fire by Light Infantry is considered an attack"
		}
	}
	s.endAction(op, force, r)
}

// targetOf is the target Force chosen in hex h (8.1), the other one when
// it has none of the kind asked.
func (s *State) targetOf(h hexmap.Hex, atArt bool) []*Unit {
	if t := s.targetForce(h, atArt); len(t) > 0 {
		return t
	}
	return s.targetForce(h, !atArt)
}
