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
	why, _ := s.fireRefusal(force, target, reaction)
	return why
}

// fireRefusal is fireRefused, and whether the reason is that no enemy
// stands in target.
func (s *State) fireRefusal(force []*Unit, target hexmap.Hex, reaction bool) (why string, enemy bool) {
	u := force[0]
	for _, f := range force {
		if s.b.isTrain(f) {
			return trainCannotFire, false
		}
	}
	switch {
	case u.p.cav():
		return "cavalry never fires (8.3)", false
	case u.p.Type == "inf" && !reaction:
		return "line infantry fires only as a reaction (8.3)", false
	case u.March && u.p.art():
		return "limbered artillery cannot fire (7.9)", false
	case u.March:
		return "in March Movement: it leaves March Movement first (reading of 7.8.3, 11.5.6)", false
	case !s.b.period(s.Turn).FireAllowed():
		return "no fire at night (22.4)", false
	}
	for _, f := range force {
		if f.Ammo == 2 {
			return fmt.Sprintf("%s is out of ammunition (8.8)", f.ID), false
		}
	}
	if !s.hasEnemy(u.p.Side, target) {
		return s.citeAll("no enemy Force in "+target.String(), ": a Force fires at an enemy Force", "8.1", "9"), true
	}
	d := s.b.grid.Distance(u.Hex, target)
	rng := 1
	if u.p.art() {
		rng = ArtilleryRange
	}
	if d > rng {
		return fmt.Sprintf("%s is %d hexes away, beyond the range of %d (8.2)", target, d, rng), false
	}
	f := s.facing(u)
	if d == 1 {
		if !s.b.grid.IsFront(u.Hex, f, target) {
			return fmt.Sprintf("%s is not one of its front hexes (8.1)", target), false
		}
		return "", false
	}
	t := s.b.grid.Line(u.Hex, target)
	front := false
	for _, hs := range s.b.grid.ExitSides(t) {
		if f.AllRound || contains(s.b.grid.FrontHexsides(u.Hex, f), hs) {
			front = true
		}
	}
	if !front {
		return "the line of fire does not leave through its front hexsides (8.2)", false
	}
	if why := s.lineOfSight(u.Hex, target); why != "" {
		return "no line of sight: " + why, false
	}
	return "", false
}

// targetForce is 8.1: the firer "must choose to fire the Artillery or the
// non Artillery Force in the hex".
//
// A fortress hex is one target: its garrison and the unit stacked there,
// whose losses the fortress absorbs (22.3.3, 22.3.4).
func (s *State) targetForce(side adjudicator.Side, target hexmap.Hex, atArt bool) []*Unit {
	if len(s.garrisonIn(target)) > 0 {
		return s.enemyUnitsIn(side, target)
	}
	var out []*Unit
	for _, u := range s.combatAt(target) {
		if u.p.art() == atArt && u.p.Side != side {
			out = append(out, u)
		}
	}
	return out
}

// fire sets a reaction fire under way (11.5.2): at the triggering Force
// by (11.2), or at the target's non-artillery Force (its artillery when
// it has no other) when no Force is given.
func (s *State) fire(force []*Unit, target hexmap.Hex, at []*Unit, reaction bool) {
	targets := at
	if len(targets) == 0 {
		targets = s.targetOf(force[0].p.Side, target, false)
	}
	s.begin(&Fight{Kind: fkFire, Att: unitIDs(force), Def: unitIDs(targets), Target: targets[0].Hex, From: force[0].Hex, Reaction: reaction, Marker: -1})
}

// resolveFire is 8.6 for a fight under way, then what follows it: the
// target's reaction to an action's fire (11.1 a), the artillery's facing
// after (8.3), the light infantry's marker fulfilled (6.4).
func (s *State) resolveFire(f *Fight, r dice.Roller) {
	force := s.units(f.Att)
	targets := s.unitsIn(f.Def, f.Target)
	if len(force) > 0 && len(targets) > 0 {
		s.fireAt(force, targets, f.Reaction, f.DefLoss, r)
		if f.After != 0 {
			s.setFacing(force[0].Hex, force[0].p.Side, f.After) // 8.3: "before or after firing"
			s.tellForce(force, "face", fmt.Sprintf("%s faces %s after firing (%s)", s.forceName(force), f.After, s.citeRule("8.3", "9.2.2")))
		}
	} else if len(force) > 0 {
		s.tellForce(force, "fire", fmt.Sprintf("%s holds its fire: its target left %s", s.forceName(force), f.Target))
	}
	if f.Op != nil {
		if f.Marker >= 0 && f.Marker < len(s.Markers) {
			s.Markers[f.Marker].Done = true // 6.4, 7.5: "Fire by Light Infantry is considered an attack"
		}
		s.endAction(f.Op, force)
	}
}

// fireAt resolves one Force's fire at a target Force (8.6, 8.7, 8.8),
// with the owner's loss order; a fortress absorbs its losses (22.3.3).
// An action's fire lets the target react (11.1 a).
func (s *State) fireAt(force, targets []*Unit, reaction bool, order []string, r dice.Roller) {
	u, t := force[0], targets[0]
	s.contact(t.Hex)
	in := combat.FireInput{Edition: s.b.ed, Firers: s.cus(force), Targets: s.cus(targets),
		Range: s.b.grid.Distance(u.Hex, t.Hex), Reaction: reaction, TargetTerrain: s.b.terrainOf(t.Hex),
		TargetHexStacking: s.stacking(t.Hex), TargetInMarch: t.March, Period: s.b.period(s.Turn),
		Rear: s.b.grid.IsRear(t.Hex, s.facing(t), u.Hex), LossOrder: order, Garrison: s.garrisonIDs(targets)}
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
		if len(in.Garrison) > 0 {
			s.fortressSurrender(t.Hex)
		}
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
		s.endAction(op, force)
		return
	}
	targets := s.targetOf(op.Side, op.Target, op.AtArt)
	s.begin(&Fight{Kind: fkFire, Att: unitIDs(force), Def: unitIDs(targets), Target: op.Target, From: force[0].Hex, Op: op, Marker: op.Marker})
}

// targetOf is the target Force chosen in hex h (8.1), the other one when
// it has none of the kind asked.
func (s *State) targetOf(side adjudicator.Side, h hexmap.Hex, atArt bool) []*Unit {
	if t := s.targetForce(side, h, atArt); len(t) > 0 {
		return t
	}
	return s.targetForce(side, h, !atArt)
}
