package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// SideOutcome is what the Assault Table did to one side (10.4 steps 7–8).
type SideOutcome struct {
	Result SideResult
	Losses LossResult      // an nS# result (8.7's allocation, 10.4·8)
	Check  *CohesionResult // a cc# result: one check for the Force/stack
	// Levels is the status levels the side absorbed: the most any of its
	// non-artillery units lost (10.6: artillery's check does not decide).
	Levels int
	// Gone: no non-artillery unit is left (eliminated or routed).
	Gone bool
}

// lossOf is what the side's result did to one unit: SP and levels lost.
func (s SideOutcome) lossOf(id string) (lost int, levels int, routed, elim bool) {
	if l, ok := s.Losses.Unit(id); ok {
		return l.SP, l.Levels, l.Routed, l.Eliminated
	}
	if s.Check != nil {
		if c, ok := s.Check.Unit(id); ok {
			return 0, c.Levels, c.Routed, false
		}
	}
	return 0, 0, false, false
}

// AssaultResult is a whole assault or charge, 10.4 steps 1–12.
type AssaultResult struct {
	Table              AssaultTable
	Defender, Attacker SideOutcome
	Outcome            Outcome // attacker, defender or draw after step 9
	// Step 10: hexes the loser retreats (1 attacker, 2 defender); the
	// engine chooses them with ChooseRetreatHex. Step 11: the winning
	// attacker must advance (AttackerAdvances).
	AttackerRetreat, DefenderRetreat int
	AttackerAdvances                 bool
	Rolls                            []dice.Roll
	Explain                          Explanation
}

// Assault resolves 10.4's twelve steps: the table (1–6, or 10.6.1's lone
// artillery), then the results, the defender first (7–8), the uncertain
// result (9), retreats (10) and the advance (11); step 12 (leaving March
// Movement) is each owner's choice, the engine's.
func (t *Tables) Assault(in AssaultInput, r dice.Roller) (AssaultResult, error) {
	tab, err := t.ResolveAssaultTable(in, r)
	if err != nil {
		return AssaultResult{}, err
	}
	res := AssaultResult{Table: tab, Explain: append(Explanation(nil), tab.Explain...), Rolls: tab.Rolls}
	e := in.Edition
	if tab.ArtilleryAlone {
		res.Outcome, res.AttackerAdvances = AttackerWins, true
		res.Defender.Losses = eliminateAll(in.Defenders)
		res.Defender.Gone = true
		return res, nil
	}
	rec := record(r)
	// Step 7: the defender applies first, then the attacker.
	res.Defender = t.applySide(e, "defender", in.Defenders, tab.Cell.Defender, in.DefenderLossOrder, in.Garrison, rec, &res.Explain)
	res.Attacker = t.applySide(e, "attacker", in.Attackers, tab.Cell.Attacker, in.AttackerLossOrder, nil, rec, &res.Explain)
	res.Rolls = append(res.Rolls, rec.rolls...)
	// Step 9 (and 001's "if one side was not eliminated").
	res.Outcome = tab.Cell.Outcome
	if res.Outcome == Uncertain {
		switch {
		case res.Defender.Gone && !res.Attacker.Gone:
			res.Outcome = AttackerWins
		case res.Attacker.Gone && !res.Defender.Gone:
			res.Outcome = DefenderWins
		case res.Defender.Levels > res.Attacker.Levels:
			res.Outcome = AttackerWins
		case res.Attacker.Levels > res.Defender.Levels:
			res.Outcome = DefenderWins
		default:
			res.Outcome = Draw
		}
		res.Explain.add("Step 9, uncertain: the attacker absorbed %d level(s), the defender %d%s: %s", res.Attacker.Levels, res.Defender.Levels, goneText(res), res.Outcome)
	}
	// Steps 10–11.
	switch res.Outcome {
	case AttackerWins:
		res.DefenderRetreat, res.AttackerAdvances = 2, true
		res.Explain.add("Step 10: the defender loses and retreats 2 hexes; step 11: the attacker must advance into the defender's hex (%s)", e.rule("10.4, 10.3", "11.2, 11.1.2"))
	case DefenderWins:
		res.AttackerRetreat = 1
		res.Explain.add("Step 10: the attacker loses and retreats 1 hex; the defender never advances (%s)", e.rule("10.4", "11.2"))
	default:
		res.Explain.add("Step 10: a draw, both stay in place (%s)", e.rule("10.4", "11.2"))
	}
	return res, nil
}

func goneText(r AssaultResult) string {
	switch {
	case r.Defender.Gone && r.Attacker.Gone:
		return ", both sides gone"
	case r.Defender.Gone:
		return ", the defender has no unit left"
	case r.Attacker.Gone:
		return ", the attacker has no unit left"
	}
	return ""
}

func (t *Tables) applySide(e Edition, side string, units []Unit, sr SideResult, order, garrison []string, rec *recorder, ex *Explanation) SideOutcome {
	out := SideOutcome{Result: sr}
	rule := e.rule("10.4 step 8", "11.2 step 8")
	switch {
	case sr.Check:
		c := t.Cohesion(rec, fmt.Sprintf("%s %s, Assault Table cc%d", side, unitIDs(units), sr.CheckDRM), units,
			[]Modifier{{Rule: rule, Source: fmt.Sprintf("cc%d", sr.CheckDRM), Value: sr.CheckDRM}})
		c.Rolls = nil // kept once, in the assault's rolls
		out.Check = &c
		ex.add("Step 7-8, %s: %s", side, sr)
		*ex = append(*ex, c.Explain...)
	case sr.None():
		ex.add("Step 7-8, %s: no effect", side)
	default:
		out.Losses = hitForce(rule, units, sr.Hit, order, garrison)
		ex.add("Step 7-8, %s: %s", side, sr)
		*ex = append(*ex, out.Losses.Explain...)
	}
	out.Gone = true
	for _, u := range units {
		if u.Type.IsArtillery() {
			continue
		}
		_, lv, routed, elim := out.lossOf(u.ID)
		out.Levels = max(out.Levels, lv)
		if !routed && !elim {
			out.Gone = false
		}
	}
	return out
}

func eliminateAll(us []Unit) LossResult {
	l := LossResult{}
	for _, u := range us {
		l.Units = append(l.Units, UnitLoss{ID: u.ID, SP: u.SP, Eliminated: true, Before: u.Status, After: u.Status})
	}
	return l
}
