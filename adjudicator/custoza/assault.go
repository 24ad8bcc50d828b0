package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// attack ends an assault or charge whose force has reached its marker
// hex (10.2, 9.3): the combat of 10.4 against every unit of the target
// hex. A target that became empty makes no combat (6.5).
func (s *State) attack(op *Operation, force []*Unit, r dice.Roller) {
	if op.Kind == opAssault {
		s.finishMove(op, force)
	}
	if op.Marker >= 0 && op.Marker < len(s.Markers) {
		s.Markers[op.Marker].Done = true
	}
	defenders := s.combatAt(op.Target)
	if len(defenders) == 0 || defenders[0].p.Side == op.Side {
		s.tellForce(force, "assault", fmt.Sprintf("%s reaches %s: %s is empty, no combat (6.5)", s.forceName(force), force[0].Hex, op.Target))
		s.endCharge(op, force, r)
		s.endAction(op, force, r)
		return
	}
	res, ok := s.combat(force, defenders, op.Kind == opCharge, r)
	if ok {
		s.afterCombat(op, force, defenders, res, r)
	}
	if force = s.units(op.Units); len(force) > 0 {
		s.endCharge(op, force, r)
		s.endAction(op, force, r)
	}
}

// combat resolves 10.4 for attackers against the defender stack and
// applies its results: losses, status, moods (5.2.1), retreats (10.5),
// artillery losses (10.6.2); the advance is the caller's.
func (s *State) combat(att, def []*Unit, charge bool, r dice.Roller) (combat.AssaultResult, bool) {
	from, target := att[0].Hex, def[0].Hex
	s.contact(target)
	in := combat.AssaultInput{Edition: s.b.ed, Attackers: cus(att), Defenders: cus(def), Charge: charge,
		TargetTerrain: s.b.terrainOf(target), Hexsides: s.b.hexsideKinds(from, target),
		Rear: s.b.grid.IsRear(target, s.facing(def[0]), from), AttackerMarch: att[0].March, DefenderMarch: def[0].March}
	res, err := s.b.tab.Assault(in, r)
	if err != nil {
		s.tellForce(att, "assault", fmt.Sprintf("%s cannot attack %s: %v", s.forceName(att), target, err))
		return res, false
	}
	what := "assaults"
	if charge {
		what = "charges"
	}
	text := fmt.Sprintf("%s %s %s: %s", s.ref(att), what, s.describeHex(target, def), outcomeWords(res.Outcome))
	s.applyOutcome(def, res.Defender)
	s.applyOutcome(att, res.Attacker)
	s.event(adjudicator.Event{Code: "assault", Text: text, Rolls: res.Rolls, Detail: res.Explain})
	s.moods(att, def, res)
	if res.DefenderRetreat > 0 {
		s.retreat(s.units(unitIDs(def)), res.DefenderRetreat, from, false, r)
	}
	if res.AttackerRetreat > 0 {
		s.retreat(s.units(unitIDs(att)), res.AttackerRetreat, target, true, r)
	}
	// 10.4 step 12: "both sides can, if they wish, exit from March
	// Movement"; mincio's default is that they do.
	for _, u := range append(s.units(unitIDs(att)), s.units(unitIDs(def))...) {
		if u.March && !u.p.art() {
			u.March = false
		}
	}
	return res, true
}

func outcomeWords(o combat.Outcome) string {
	switch o {
	case combat.AttackerWins:
		return "the attacker wins"
	case combat.DefenderWins:
		return "the defender wins"
	}
	return "a draw"
}

// applyOutcome applies one side's half of an Assault Table cell.
func (s *State) applyOutcome(units []*Unit, so combat.SideOutcome) {
	s.applyLosses(units, so.Losses)
	if so.Check != nil {
		s.applyCheck(units, *so.Check)
	}
}

// moods moves the Commander Mood of every Formation that fought (5.2.1:
// "Each Assault/Charge won increases by +1 the DRM, each Assault/Charge
// Lost decreases by -1 the DRM (both as attacker or as defender)").
func (s *State) moods(att, def []*Unit, res combat.AssaultResult) {
	won := res.Outcome == combat.AttackerWins
	lost := res.Outcome == combat.DefenderWins
	for _, side := range []struct {
		units     []*Unit
		won, lost bool
	}{{att, won, lost}, {def, lost, won}} {
		for _, id := range formationsOf(side.units) {
			f := s.form(id)
			// Goito 6.2.1 counts a win when the enemy retreats and a loss
			// when one's own unit retreats: the same as the outcome but for
			// a lone artillery eliminated without retreat (MoodDeltas).
			m, _ := s.b.tab.MoodAfter(s.b.ed, f.Mood, side.won, side.lost)
			if s.b.ed == combat.Goito && res.Table.ArtilleryAlone {
				m = f.Mood
			}
			f.Mood = m
		}
	}
}

// afterCombat is 10.3 and 10.4 step 11: "If the Attacker wins the combat,
// it must advance into the Defender's hex, potentially triggering
// Reactions"; at the end of the advance the Force chooses its facing,
// except a charge (9.3).
func (s *State) afterCombat(op *Operation, force, def []*Unit, res combat.AssaultResult, r dice.Roller) {
	force = s.units(op.Units)
	if !res.AttackerAdvances || len(force) == 0 || len(s.combatAt(op.Target)) > 0 {
		return
	}
	adv := &Operation{Kind: opAdvance, Side: op.Side, Units: unitIDs(force), Path: []hexmap.Hex{op.Target}, MA: hexmap.MPs(1), Marker: -1, Text: op.Text}
	if op.Kind != opCharge {
		adv.Face = op.Face
	}
	from := force[0].Hex
	s.enter(adv, force, from, op.Target, stepInfo{}, r)
	s.tellForce(force, "advance", fmt.Sprintf("%s advances into %s (10.4 step 11)", s.forceName(force), op.Target))
	if adv.Face != 0 {
		s.setFacing(op.Target, op.Side, adv.Face)
	}
}

// counterattack is 11.5.3: "The reacting Force makes a Cohesion Check
// (13.2). A passed check allows the reacting Force (or the part that
// passed the Check) to Assault or Charge (if Cavalry) the hex of the
// Active Force that caused the Reaction ... no marker is needed. A failed
// Reaction Cohesion Check prevents the counterattack, but does not affect
// the Unit Status."
func (s *State) counterattack(force, by []*Unit, r dice.Roller) {
	res := s.b.tab.Cohesion(r, "counterattack (11.5.3)", cus(force), nil)
	var passed []*Unit
	for _, u := range force {
		if c, ok := res.Unit(u.ID); ok && c.Pass {
			passed = append(passed, u)
		}
	}
	name := s.forceName(force)
	if len(passed) == 0 {
		s.tellRolls(force, "reaction", fmt.Sprintf("%s fails its check: no counterattack (11.5.3)", name), res.Rolls, res.Explain)
		return
	}
	s.tellRolls(force, "reaction", fmt.Sprintf("%s counterattacks %s (11.5.3)", name, by[0].Hex), res.Rolls, res.Explain)
	charge := passed[0].p.cav()
	target := by[0].Hex
	defenders := s.combatAt(target)
	cres, ok := s.combat(passed, defenders, charge, r)
	if !ok {
		return
	}
	// The moving Force was attacked: it goes on only if it held its hex
	// and won or drew; a Force that lost (and retreated) ends its action
	// where it is, without the assault or charge it set out for.
	if s.Op != nil && cres.Outcome == combat.AttackerWins {
		s.Op = nil
	}
	if cres.AttackerAdvances {
		if left := s.units(unitIDs(passed)); len(left) > 0 && len(s.combatAt(target)) == 0 {
			s.moveStack(left, left[0].Hex, target)
		}
	}
	if charge {
		for _, u := range s.units(unitIDs(passed)) {
			u.Exhausted = s.Phase // 9.7: "Both Charging and Countercharging cavalry units are Exhausted"
		}
	}
}

// describeHex names the units of a hex for a combat report: their forces
// (references: events.go).
func (s *State) describeHex(h hexmap.Hex, units []*Unit) string {
	var names []string
	for _, side := range s.b.sides {
		for _, f := range s.forcesAt(side, h) {
			names = append(names, s.ref(f))
		}
	}
	if len(names) == 0 {
		return h.String()
	}
	return strings.Join(names, " and ")
}
