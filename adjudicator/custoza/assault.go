package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// arriveAttack is an assault or charge whose Force has reached its marker
// hex (10.2, 9.3): its marker is fulfilled (6.4); an empty target may
// rotate the marker (6.5, `if empty rotate`); a charger may try to stop
// (9.5, `stop-check`); a lone artillery is overrun (10.6.1); otherwise
// the combat of 10.4 against every unit of the target hex.
func (s *State) arriveAttack(op *Operation, force []*Unit, r dice.Roller) {
	if op.Kind == opAssault {
		if op.Face == 0 {
			op.Face = s.directionToward(force[0].Hex, op.Target)
		}
		s.finishMove(op, force) // 7.6: facing is free until the assault
	}
	if op.Marker >= 0 && op.Marker < len(s.Markers) {
		s.Markers[op.Marker].Done = true
	}
	if !s.hasEnemy(op.Side, op.Target) && !s.rotateOnEmpty(op, force) {
		s.tellForce(force, markerVerb(op.Kind == opCharge), fmt.Sprintf("%s reaches %s: %s is empty, no combat (6.5)", s.forceName(force), force[0].Hex, op.Target))
		s.endCharge(op, force, r)
		s.endAction(op, force)
		return
	}
	if op.Kind == opCharge && s.stopCharge(op, force, r) {
		return
	}
	if force = s.units(op.Units); len(force) == 0 {
		return
	}
	defenders := s.enemyUnitsIn(op.Side, op.Target)
	if allArtillery(defenders) {
		s.overrun(op, force, defenders, r)
		return
	}
	kind := fkAssault
	if op.Kind == opCharge {
		kind = fkCharge
	}
	s.begin(&Fight{Kind: kind, Att: unitIDs(force), Def: unitIDs(defenders), Target: op.Target, From: force[0].Hex,
		Op: op, Marker: op.Marker, Square: anySquare(defenders)})
}

func allArtillery(us []*Unit) bool {
	for _, u := range us {
		if !u.p.art() {
			return false
		}
	}
	return len(us) > 0
}

func anySquare(us []*Unit) bool {
	for _, u := range us {
		if u.Square {
			return true
		}
	}
	return false
}

// resolveAssault is 10.4 steps 1–9 for the fight's Forces, with the
// owners' loss orders: losses, status, the Moods (5.2.1); then the
// retreats of step 10, each with its owner's answer.
func (s *State) resolveAssault(f *Fight, r dice.Roller) {
	att := s.units(f.Att)
	def := s.unitsIn(f.Def, f.Target)
	if len(att) == 0 || len(def) == 0 {
		f.Step = fsAfter
		return
	}
	s.contact(f.Target)
	charge := f.Kind == fkCharge || (f.Kind == fkCounter && f.Charge)
	garrison := s.garrisonIDs(def)
	dcu := s.cus(def)
	if charge {
		s.chargedModifiers(dcu)
	}
	in := combat.AssaultInput{Edition: s.b.ed, Attackers: s.cus(att), Defenders: dcu, Charge: charge,
		TargetTerrain: s.b.terrainOf(f.Target), Hexsides: s.b.hexsideKinds(att[0].Hex, f.Target),
		Rear: s.b.grid.IsRear(f.Target, s.facing(def[0]), att[0].Hex), AttackerMarch: att[0].March, DefenderMarch: def[0].March,
		AttackerLossOrder: f.AttLoss, DefenderLossOrder: f.DefLoss, Garrison: garrison, ArtilleryNoEffect: s.b.rev >= 2}
	if s.advanced() {
		in.AttackerFatigued, in.DefenderFatigued = s.fatiguedUnit(att[0]), s.fatiguedUnit(def[0])
		in.AttackerCollapsed, in.DefenderCollapsed = s.collapsedUnit(att[0]), s.collapsedUnit(def[0])
	}
	res, err := s.b.tab.Assault(in, r)
	if err != nil {
		s.tellForce(att, "assault", fmt.Sprintf("%s cannot attack %s: %v", s.forceName(att), f.Target, err))
		f.Step = fsAfter
		return
	}
	what := "assaults"
	switch {
	case f.Kind == fkCounter && charge:
		what = "countercharges"
	case f.Kind == fkCounter:
		what = "counterattacks"
	case charge:
		what = "charges"
	}
	text := fmt.Sprintf("%s %s %s: %s", s.ref(att), what, s.describeHex(f.Target, def), outcomeWords(res.Outcome))
	s.applyOutcome(def, res.Defender)
	s.applyOutcome(att, res.Attacker)
	s.event(adjudicator.Event{Code: "assault", Text: text, Rolls: res.Rolls, Detail: res.Explain})
	s.moods(att, def, res)
	s.liftReluctance(att, def)
	s.noteFought(att, def)
	f.Outcome, f.AttRetreat, f.DefRetreat, f.Advance = string(res.Outcome), res.AttackerRetreat, res.DefenderRetreat, res.AttackerAdvances
	if len(garrison) > 0 {
		f.DefRetreat = 0 // 22.3.3: "Each Fortress hex ignores any Retreat results"
		s.fortressSurrender(f.Target)
	}
	switch {
	case f.DefRetreat > 0 && len(s.units(f.Def)) > 0:
		f.Step = fsRetreatDef
		s.askRetreat(f.Def)
	case f.AttRetreat > 0 && len(s.units(f.Att)) > 0:
		f.Step = fsRetreatAtt
		s.askRetreat(f.Att)
	default:
		f.Step = fsAfter
	}
}

// chargedModifiers adds the CCMT rows of a charged Force to its units'
// checks (13.2's example: an infantry unit, not in Square, "is charged by
// a Cavalry unit ... modified by +2 as per the CCMT").
func (s *State) chargedModifiers(us []combat.Unit) {
	for i := range us {
		row := "charged-by-cavalry"
		if us[i].Square {
			row = "charged-in-square"
		}
		if !us[i].Type.Infantry() {
			continue
		}
		if m, ok := s.b.tab.CCMT(row); ok && m.Value != 0 {
			us[i].CheckDRM = append(us[i].CheckDRM, m)
		}
	}
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
// Lost decreases by -1 the DRM (both as attacker or as defender)"; Goito
// 6.2.1: won "when the enemy retreats", lost "when your unit retreats").
func (s *State) moods(att, def []*Unit, res combat.AssaultResult) {
	a, d := combat.MoodDeltas(s.moodEdition(), res)
	s.moveMoods(att, a)
	s.moveMoods(def, d)
}

// liftReluctance is 26.1.3: reluctance is "lifted for good after its first
// assault/charge (attacker or defender)".
func (s *State) liftReluctance(groups ...[]*Unit) {
	for _, us := range groups {
		for _, id := range formationsOf(us) {
			if f := s.form(id); f != nil {
				f.Eager = true
			}
		}
	}
}

func (s *State) moveMoods(units []*Unit, delta int) {
	if delta == 0 {
		return
	}
	for _, id := range formationsOf(units) {
		f := s.form(id)
		f.Mood, _ = s.b.tab.MoodAfter(s.b.ed, f.Mood, delta > 0, delta < 0)
	}
}

// afterFight is the end of a fight: 10.4·12 (both sides leave March
// Movement: mincio's default, docs/orders-custoza.md), then the advance
// and what the action does next.
func (s *State) afterFight(f *Fight, r dice.Roller) {
	for _, u := range append(s.units(f.Att), s.units(f.Def)...) {
		if u.March && !u.p.art() {
			u.March = false
		}
	}
	switch f.Kind {
	case fkAssault, fkCharge:
		s.afterAttack(f, r)
	case fkCounter:
		s.afterCounter(f, r)
	}
}

// afterAttack is 10.3 and 10.4 step 11: "If the Attacker wins the combat,
// it must advance into the Defender's hex, potentially triggering
// Reactions"; at the end of the advance the Force chooses its facing,
// except a charge (9.3); then a charge may continue (9.4) or ends
// exhausted (9.6).
func (s *State) afterAttack(f *Fight, r dice.Roller) {
	op := f.Op
	force := s.units(op.Units)
	if len(force) == 0 {
		return
	}
	if f.Advance && s.advanceInto(op, force, f.Target, r) {
		force = s.units(op.Units)
	}
	if op.Kind == opCharge && len(force) > 0 && s.mayContinue(op, force, f) {
		return
	}
	s.endCharge(op, force, r)
	s.endAction(op, force)
}

// advanceInto moves a winning attacker into the defender's hex (10.4·11): a
// step with its terrain's cohesion check (7.3, 22.1) and the reactions
// to an advance (11.1 e). It reports whether the Force advanced.
func (s *State) advanceInto(op *Operation, force []*Unit, target hexmap.Hex, r dice.Roller) bool {
	if len(force) == 0 || s.hasEnemy(op.Side, target) {
		return false
	}
	from := force[0].Hex
	if !s.b.grid.Adjacent(from, target) {
		return false
	}
	info, _ := s.b.step(force[0].p.class(), false, from, target, 0)
	info.Cost = 0
	adv := &Operation{Kind: opAdvance, Side: op.Side, Units: unitIDs(force), MA: hexmap.MPs(1), Marker: -1, Text: op.Text, Active: op.Active}
	if op.Kind == opCharge {
		adv.Kind = opCharge // 9.3: the charger keeps its facing
		if c, ok := s.b.stepCost(force[0].p.class(), op.March, from, target, 0); ok {
			op.Spent += c // 9.4: the charge goes on "up to its Movement Allowance limits"
		}
	}
	op.At = target
	s.tellForce(force, "advance", fmt.Sprintf("%s advances into %s (10.4 step 11)", s.forceName(force), target))
	s.enter(adv, force, from, target, info, r)
	if op.Kind != opCharge && op.Face != 0 {
		s.setFacing(target, op.Side, op.Face)
	}
	return true
}

// counterattack is 11.5.3: "The reacting Force makes a Cohesion Check
// (13.2). A passed check allows the reacting Force (or the part that
// passed the Check) to Assault or Charge (if Cavalry) the hex of the
// Active Force that caused the Reaction ... no marker is needed. A failed
// Reaction Cohesion Check prevents the counterattack, but does not affect
// the Unit Status." Cavalry charges (a countercharge, 9.7) when it may
// (not exhausted, 9.2's terrain); otherwise it assaults (10).
func (s *State) counterattack(force, by []*Unit, rl reactOrder, r dice.Roller) {
	var mods []combat.Modifier
	if m, ok := s.b.tab.CCMT("countercharge"); ok && m.Value != 0 {
		mods = append(mods, m)
	}
	purpose := "counterattack (" + s.rule("11.5.3", "12.2.3") + ")"
	var res combat.CohesionResult
	if s.b.rev >= 2 {
		// the check only permits: its detail lines say no level is lost,
		// as the summary does (revision 1 printed the Effects Table's)
		res = s.b.tab.GateCohesion(r, purpose, s.rule("11.5.3", "12.2.3"), s.cus(force), mods)
	} else {
		res = s.b.tab.Cohesion(r, purpose, s.cus(force), mods)
	}
	var passed []*Unit
	for _, u := range force {
		if c, ok := res.Unit(u.ID); ok && c.Pass {
			passed = append(passed, u)
		}
	}
	name := s.forceName(force)
	if len(passed) == 0 {
		s.tellRolls(force, "reaction", fmt.Sprintf("%s fails its check: no counterattack, no status lost (%s)", name, s.rule("11.5.3", "12.2.3")), res.Rolls, res.Explain)
		return
	}
	target := by[0].Hex
	charge := s.mayCountercharge(passed, target)
	verb := "counterattacks"
	if charge {
		verb = "countercharges"
	}
	s.tellRolls(passed, "reaction", fmt.Sprintf("%s %s %s (%s)", s.forceName(passed), verb, target, s.rule("11.5.3", "12.2.3")), res.Rolls, res.Explain)
	def := s.enemyUnitsIn(passed[0].p.Side, target)
	s.begin(&Fight{Kind: fkCounter, Charge: charge, Att: unitIDs(passed), Def: unitIDs(def), Target: target, From: passed[0].Hex,
		Reaction: true, Exhausted: rl.Exhausted, ExhaustTo: rl.ExhaustTo, Trigger: unitIDs(by), Marker: -1, Square: anySquare(def)})
}

// mayCountercharge: cavalry charges when it is not exhausted (9) and the
// target hex and hexside are a charge's terrain (9.2; 11.5.3.1: no free
// hex is needed).
func (s *State) mayCountercharge(force []*Unit, target hexmap.Hex) bool {
	u := force[0]
	if !u.p.cav() || u.Exhausted != 0 {
		return false
	}
	return (u.March && s.b.roadBetween(u.Hex, target) != "") || (s.b.chargeTerrain(target) && s.b.chargeHexside(u.Hex, target))
}

// afterCounter ends a counterattack: a winning counterattacker advances
// into the hex (10.4·11; "the Reacting Force now is in the Assault/Charge
// marker hex", 11.5.3, and the triggering player may then move that
// marker: `marker HEX to HEX [charge]`); a countercharger is exhausted and
// makes its exhausted movement after the charger's (9.7, 11.5.3.1).
func (s *State) afterCounter(f *Fight, r dice.Roller) {
	att := s.units(f.Att)
	if f.Advance && len(att) > 0 {
		op := &Operation{Kind: opAssault, Side: att[0].p.Side, Units: unitIDs(att), Marker: -1}
		if f.Charge {
			op.Kind = opCharge
		}
		s.advanceInto(op, att, f.Target, r)
		if m := s.markerAt(f.Target); m >= 0 {
			s.event(adjudicator.Event{Code: "marker", To: adjudicator.Only(s.b.enemy(att[0].p.Side)),
				Text: fmt.Sprintf("the counterattack took the marker hex %s: its marker may move one hex and turn into a Charge marker (11.5.3): `marker %s to HEX [charge]`", f.Target, f.Target)})
		}
	}
	if !f.Charge {
		return
	}
	att = s.units(f.Att)
	if len(att) == 0 {
		return
	}
	op := Operation{Kind: opCharge, Side: att[0].p.Side, Units: unitIDs(att), Marker: -1,
		Cl: Clauses{Exhausted: f.Exhausted, ExhaustTo: f.ExhaustTo}}
	exh := s.exhaust(&op, att, true)
	if exh == nil {
		return
	}
	if s.Op != nil && (s.Op.Kind == opCharge || s.Op.Kind == opContinue) {
		s.Later = append(s.Later, *exh) // 9.7: "Charging Force first"
		return
	}
	if s.Op != nil {
		s.Later = append([]Operation{*s.Op}, s.Later...)
	}
	s.Op = exh
}

// describeHex names the defenders of a combat report: their Forces.
func (s *State) describeHex(h hexmap.Hex, units []*Unit) string {
	var names []string
	for _, t := range unitTypes {
		var f []*Unit
		for _, u := range units {
			if u.p.Type == t {
				f = append(f, u)
			}
		}
		if len(f) > 0 {
			names = append(names, s.ref(f))
		}
	}
	if len(names) == 0 {
		return h.String()
	}
	return strings.Join(names, " and ")
}
