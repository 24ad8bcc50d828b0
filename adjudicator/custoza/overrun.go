package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// overrun is 10.6.1: "Artillery units alone in a hex are permanently
// eliminated from the game as a result of an Assault/Charge made against
// them, without rolling the dice for the Combat, after any reaction by
// enemy units adjacent to the hex containing the Artillery. NOTE: A
// potential Reaction is Defensive Fire or a Reaction
// Countercharge/Counterattack against the attacking Force now in the
// Artillery hex. If the attacking Force is repulsed by the reaction, the
// Artillery is safe." The attacker enters the artillery's hex (the
// artillery still there), the Forces around react to it (11.1 e), and the
// overrun (State.Overrun) waits for them.
func (s *State) overrun(op *Operation, force, arts []*Unit, r dice.Roller) {
	from, target := force[0].Hex, op.Target
	info, _ := s.b.step(force[0].p.class(), false, from, target, 0)
	info.Cost = 0
	s.tellForce(force, markerVerb(op.Kind == opCharge), fmt.Sprintf("%s falls on the lone artillery in %s: no dice; it enters the hex and the Forces around may react (%s)",
		s.forceName(force), target, s.rule("10.6.1", "11.4.1")))
	adv := &Operation{Kind: opAdvance, Side: op.Side, Units: unitIDs(force), MA: hexmap.MPs(1), Marker: -1, Through: target, Active: op.Active}
	if op.Kind == opCharge {
		adv.Kind = opCharge
	}
	op.At = target
	s.Overrun = &Fight{Kind: fkOverrun, Att: unitIDs(force), Def: unitIDs(arts), Target: target, From: from, Op: op, Marker: op.Marker}
	s.enter(adv, force, from, target, info, r)
}

// endOverrun ends 10.6.1 once the reactions are resolved: the attacker
// still in the artillery's hex, the artillery is permanently eliminated
// and the attack is won (5.2.1; Goito 6.2.1 counts no win without a
// retreat); repulsed, the artillery is safe.
func (s *State) endOverrun(f *Fight, r dice.Roller) {
	s.Passing = nil
	op := f.Op
	force := s.units(f.Att)
	arts := s.unitsIn(f.Def, f.Target)
	if len(force) == 0 || force[0].Hex != f.Target {
		s.event(adjudicator.Event{Code: "assault", Text: fmt.Sprintf("the attack on the artillery in %s was repulsed: the artillery is safe (%s)", f.Target, s.rule("10.6.1", "11.4.1"))})
		if len(force) > 0 {
			s.endCharge(op, force, r)
			s.endAction(op, force)
		}
		return
	}
	for _, u := range arts {
		s.remove(u, "eliminated")
	}
	s.touch()
	if len(arts) > 0 {
		s.event(adjudicator.Event{Code: "assault", Text: fmt.Sprintf("%s overruns the lone artillery in %s: %s permanently eliminated (%s)",
			s.forceName(force), f.Target, joinWords(unitIDs(arts)), s.rule("10.6.1", "11.4.1"))})
		res := combat.AssaultResult{Outcome: combat.AttackerWins, Table: combat.AssaultTable{ArtilleryAlone: true}}
		a, d := combat.MoodDeltas(s.moodEdition(), res)
		s.moveMoods(force, a)
		s.moveMoods(arts, d)
		s.liftReluctance(force, arts)
	}
	s.takeControl(op.Side, f.Target)
	s.displaceCommanders(op.Side, f.Target)
	f.Outcome = string(combat.AttackerWins)
	if op.Kind == opCharge && s.mayContinue(op, force, f) {
		return
	}
	s.endCharge(op, force, r)
	s.endAction(op, force)
}
