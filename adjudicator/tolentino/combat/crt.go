package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// Result is everything a report needs to let a player check an assault by
// hand.
type Result struct {
	Code Code // the result applied (after NE pressed on, DR held …)
	Cell Code // the result read on the CRT; "" when no die was rolled

	PreShock  []StackCheck // 12.2.2, one per hex of Advance-order attackers
	Attacking []string     // the units that attacked after the pre-shock checks

	AttackSP, DefenseSP int
	Strength            []StrengthLine // attackers, then defenders
	Odds                Ratio          // 12.5.1, before terrain
	Terrain             string         // the terrain whose effects applied ("" none)
	Shifts              []Modifier     // columns to the left, each with its source
	Column              Column         // where the executed odds fall (12.4.2, 12.4.3)

	AttackerEff, DefenderEff EfficiencyValue // 12.3
	Modifiers                []Modifier      // 12.5.2, in the rule's order
	DRM                      int             // their sum
	CappedDRM                int             // after the +-4 cap (12.5.2)
	Die                      int             // unmodified; 0 when none was rolled
	Modified                 int             // Die + CappedDRM
	Row                      string          // the CRT row key used

	Checks      []StackCheck // efficiency checks after the roll (NE, DR, EX)
	Effects     Effects
	LeaderTests []LeaderTest
	Notes       []string    // every step that changed the course, with its rule
	Rolls       []dice.Roll // every die rolled, in order
}

// Resolve resolves an assault from the efficiency checks to the applied
// results (12.1 steps 4-6, 12.2.2 to 12.8, 4.4, 14.2.2). It rolls
// through r with purposes such as "assault on 1112: CRT". An error means
// the input breaks a rule (it is checked before any die is rolled).
func Resolve(a Assault, t *Tables, r dice.Roller) (Result, error) {
	if err := a.validate(t); err != nil {
		return Result{}, err
	}
	s := &resolver{a: a, t: t, rec: &recorder{r: r}}
	s.run()
	s.res.Effects.Units = s.fx
	s.res.Rolls = s.rec.rolls
	return s.res, nil
}

type resolver struct {
	a   Assault
	t   *Tables
	rec *recorder
	res Result
	att []Unit // attacking after pre-shock
	fx  []UnitEffect
}

func (s *resolver) note(format string, args ...any) {
	s.res.Notes = append(s.res.Notes, fmt.Sprintf(format, args...))
}

func (s *resolver) purpose(what string) string { return "assault on " + s.a.Target + ": " + what }

// run is the sequence of 12.1 from step 4.
func (s *resolver) run() {
	s.initEffects()
	s.preShock() // 12.2.2
	if len(s.att) == 0 {
		s.res.Code = NoAssault
		s.note("12.2.2: every attacking unit failed its pre-shock check; no assault, no penalty")
		return
	}
	s.strengthAndOdds() // 12.4.1, 12.5.1, 10
	switch {
	case s.res.DefenseSP == 0:
		s.res.Code = DE
		s.note("11.1.1: artillery alone in the attacked hex is eliminated, as the attacker can advance")
	case s.res.Column.AutoAE:
		s.res.Code = AE
		s.note("12.4.2: executed odds %s are worse than 1-5: automatically AE, no die rolled", s.res.Column.Executed)
	default:
		s.roll() // 12.3, 12.5.2, 12.5.3
		s.res.Code = s.res.Cell
		s.pressOn() // 12.5.4 NE
		s.hold()    // 12.5.4 DR, 10.1.1, 10.5.3
	}
	s.apply()        // 12.5.4, 12.8, 15.1.1, 15.2.1
	s.artillery()    // 11.1
	s.advances()     // 12.7
	s.chargeEnd()    // 14.2.2
	s.leaderLosses() // 4.4
}

// preShock: Advance-order attackers ("Assault?") check efficiency, one
// die per hex; those that fail simply do not attack (12.2.2).
func (s *resolver) preShock() {
	var adv []Unit
	for _, u := range s.a.Attackers {
		if u.Order == AdvanceOrder {
			adv = append(adv, u)
		}
	}
	s.res.PreShock = CheckStacks(s.rec, s.purpose("pre-shock efficiency check"), adv, nil)
	for _, u := range s.a.Attackers {
		if u.Order == AdvanceOrder && !s.passed(s.res.PreShock, u.ID) {
			s.note("12.2.2: %s failed its pre-shock check and does not attack", u.label())
			continue
		}
		s.att = append(s.att, u)
		s.res.Attacking = append(s.res.Attacking, u.ID)
	}
}

func (s *resolver) passed(checks []StackCheck, id string) bool {
	for _, c := range checks {
		if uc, ok := c.Unit(id); ok {
			return uc.Pass
		}
	}
	return false
}

func (s *resolver) strengthAndOdds() {
	ht, ok := combatTerrain(s.a.Defenders, s.t)
	var al, dl []StrengthLine
	s.res.AttackSP, al = sideStrength(s.att, ht.name, s.t)
	s.res.DefenseSP, dl = sideStrength(s.a.Defenders, "", s.t)
	s.res.Strength = append(al, dl...)
	if s.res.DefenseSP == 0 {
		return
	}
	s.res.Odds, _ = Odds(s.res.AttackSP, s.res.DefenseSP)
	left := 0
	if ok {
		s.res.Terrain = ht.name
		rule := "10 TEC"
		if ht.cavalry && ht.shift != s.t.terrain(ht.name).Shift {
			rule = "10.5.4"
		}
		if ht.shift != 0 {
			s.res.Shifts = append(s.res.Shifts, Modifier{Rule: rule, Source: "defender in " + ht.name + " (" + ht.hex + ")", Value: ht.shift})
			left += ht.shift
		}
	}
	if s.a.Hexside != "" {
		if sh := s.t.terrain(s.a.Hexside).Shift; sh != 0 {
			s.res.Shifts = append(s.res.Shifts, Modifier{Rule: "10.3.1 10.4.2", Source: "every unit attacks across a " + s.a.Hexside, Value: sh})
			left += sh
		}
	}
	s.res.Column = ColumnFor(s.res.Odds, left)
}

func (s *resolver) roll() {
	defs := combatUnits(s.a.Defenders)
	s.res.AttackerEff = Efficiency(s.att, tieChoice(s.att, s.a.AttackerTie, s.a.AttackerTieRule, false), false)
	s.res.DefenderEff = Efficiency(defs, tieChoice(defs, s.a.DefenderTie, s.a.DefenderTieRule, false), false)
	in := DRMInput{
		AttackerEff:        s.res.AttackerEff.Value,
		DefenderEff:        s.res.DefenderEff.Value,
		AttackerEffPrinted: Efficiency(s.att, tieChoice(s.att, s.a.AttackerTie, s.a.AttackerTieRule, true), true).Value,
		DefenderEffPrinted: Efficiency(defs, tieChoice(defs, s.a.DefenderTie, s.a.DefenderTieRule, true), true).Value,
		AttackerLeader:     s.a.AttackerLeader,
		DefenderLeader:     s.a.DefenderLeader,
		AboveMax:           s.res.Column.Extra,
		Hexside:            s.a.Hexside,
	}
	for _, u := range defs {
		in.DefenderDisordered = in.DefenderDisordered || u.Status != Good
	}
	if ht, ok := combatTerrain(s.a.Defenders, s.t); ok {
		in.Terrain, in.TerrainDRM = ht.name, ht.drm
	}
	if s.a.Hexside != "" {
		in.HexsideDRM = s.t.terrain(s.a.Hexside).DRM
	}
	s.res.Modifiers = CRTModifiers(in)
	s.res.DRM = sumMods(s.res.Modifiers)
	s.res.CappedDRM = CapDRM(s.res.DRM)
	if s.res.CappedDRM != s.res.DRM {
		s.note("12.5.2: DRM %+d capped at %+d", s.res.DRM, s.res.CappedDRM)
	}
	s.res.Die = s.rec.Roll(6, s.purpose("CRT"))
	s.res.Modified = s.res.Die + s.res.CappedDRM
	s.res.Cell, s.res.Row, _ = s.t.CRTCell(s.res.Column.Key, s.res.Modified)
}

// pressOn: NE under Attack orders; the attacker may roll against the
// efficiency used in the combat: pass EX, fail AD (12.5.4).
func (s *resolver) pressOn() {
	if s.res.Code != NE || !s.a.PressOnNE {
		return
	}
	for _, u := range s.att {
		if u.Order != AttackOrder {
			s.note("12.5.4: NE stands: %s is not under Attack orders, so the attacker may not press on", u.label())
			return
		}
	}
	p := s.purpose(fmt.Sprintf("NE, attacker presses on: efficiency check against %d", s.res.AttackerEff.Value))
	sc := StackCheck{Purpose: p, Die: s.rec.Roll(6, p)}
	c := CheckEfficiency(sc.Die, s.res.AttackerEff.Value, nil)
	c.ID = "attackers"
	sc.Units = []UnitCheck{c}
	s.res.Checks = append(s.res.Checks, sc)
	s.res.Code = AD
	if c.Pass {
		s.res.Code = EX
	}
	s.note("12.5.4: NE under Attack orders, attacker pressed on: %s, treated as %s", c.Why, s.res.Code)
}

// hold: DR against a town or fortified position; the defender may test
// efficiency and, if at least one unit passes, the result becomes EX
// (12.5.4, 10.1.1, 10.5.3).
func (s *resolver) hold() {
	if s.res.Code != DR || s.a.DeclineHold {
		return
	}
	ht, ok := combatTerrain(s.a.Defenders, s.t)
	if !ok || !ht.hold {
		return
	}
	checks := CheckStacks(s.rec, s.purpose("DR in "+ht.name+", defender efficiency check to hold"), s.a.Defenders, nil)
	s.res.Checks = append(s.res.Checks, checks...)
	for _, c := range checks {
		for _, u := range c.Units {
			if u.Pass {
				s.res.Code = EX
				s.note("12.5.4, 10.1.1, 10.5.3: %s passed in %s: DR becomes EX", u.ID, ht.name)
				return
			}
		}
	}
	s.note("12.5.4: no defending unit passed the test in %s: DR stands", ht.name)
}

func combatUnits(units []Unit) []Unit {
	var out []Unit
	for _, u := range units {
		if !u.Type.IsArtillery() {
			out = append(out, u)
		}
	}
	return out
}
