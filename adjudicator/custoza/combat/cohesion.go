package combat

import (
	"github.com/mincio/mincio/adjudicator/dice"
)

// UnitCheck is one unit's share of a Force's cohesion check (13.2.1).
type UnitCheck struct {
	ID        string
	CCV       int        // printed CV + Unit Status modifier (13.1)
	Modifiers []Modifier // the CCMT rows that apply to it (13.2), its own then the Force's
	Modified  int        // the Force's 2d6 + its net DRM
	Pass      bool       // Modified <= CCV (13.2)
	Margin    int        // Modified - CCV when it failed
	Levels    int        // levels lost, from the Cohesion Check Effects Table (13.3)
	Before    Status
	After     Status
	Routed    bool // four levels lost in all (13.5)
	Artillery bool // its check does not decide an assault's winner (10.6)
}

// CohesionResult is a cohesion check of one Force: one roll, each unit
// judged against its own CCV with its own modifiers (13.2, 13.2.1).
type CohesionResult struct {
	Purpose string
	Dice    [2]int
	Roll    int // the unmodified 2d6
	Units   []UnitCheck
	Rolls   []dice.Roll
	Explain Explanation
}

// Passed reports whether every unit passed.
func (c CohesionResult) Passed() bool {
	for _, u := range c.Units {
		if !u.Pass {
			return false
		}
	}
	return true
}

// Unit returns the check of one unit.
func (c CohesionResult) Unit(id string) (UnitCheck, bool) {
	for _, u := range c.Units {
		if u.ID == id {
			return u, true
		}
	}
	return UnitCheck{}, false
}

// Cohesion rolls one 2d6 for a Force (13.2.1) and judges each unit: the
// roll plus its CheckDRM and the Force's modifiers (a cc# result's +#, a
// withdrawal's MA difference …) against its CCV; a failure costs the
// levels of the Cohesion Check Effects Table (13.3), four in all routs
// (13.5).
func (t *Tables) Cohesion(r dice.Roller, purpose string, units []Unit, force []Modifier) CohesionResult {
	rec := record(r)
	a, b := rec.two("cohesion check of "+unitIDs(units)+": "+purpose, dice.Stake{Who: firstID(units)})
	res := t.JudgeCohesion(purpose, a, b, units, force)
	res.Rolls = rec.rolls
	return res
}

// GateCohesion is a check that only permits or prevents (11.5.3, Goito
// 12.2.3: "A failed Reaction Cohesion Check prevents the counterattack,
// but does not affect the Unit Status"): rolled as Cohesion, its
// explanation says a failing unit loses nothing, citing rule, instead of
// the levels the Effects Table would give.
func (t *Tables) GateCohesion(r dice.Roller, purpose, rule string, units []Unit, force []Modifier) CohesionResult {
	rec := record(r)
	a, b := rec.two("cohesion check of "+unitIDs(units)+": "+purpose, dice.Stake{Who: firstID(units)})
	res := t.judge(purpose, a, b, units, force, rule)
	res.Rolls = rec.rolls
	return res
}

// JudgeCohesion is Cohesion on dice already rolled.
func (t *Tables) JudgeCohesion(purpose string, a, b int, units []Unit, force []Modifier) CohesionResult {
	return t.judge(purpose, a, b, units, force, "")
}

// judge is JudgeCohesion; gate, when set, is the rule by which a failure
// costs no level (GateCohesion).
func (t *Tables) judge(purpose string, a, b int, units []Unit, force []Modifier, gate string) CohesionResult {
	res := CohesionResult{Purpose: purpose, Dice: [2]int{a, b}, Roll: a + b}
	res.Explain.add("Cohesion check (13.2) %s: 2d6 %s, one roll for the Force (13.2.1)", purpose, diceText(a, b))
	for _, u := range units {
		mods := append(append([]Modifier(nil), u.CheckDRM...), force...)
		c := UnitCheck{ID: u.ID, CCV: t.CCV(u), Modifiers: mods, Modified: a + b + sumMods(mods), Before: u.Status, After: u.Status,
			Artillery: u.Type.IsArtillery()}
		c.Pass = c.Modified <= c.CCV
		if c.Pass {
			res.Explain.add("  %s: %d (%s) <= CCV %d (CV %d %+d %s, Unit Status Table): passes", u.ID, c.Modified, modsText(mods), c.CCV, u.CV, t.StatusModifier(u.Status), u.Status)
		} else if gate != "" {
			c.Margin = c.Modified - c.CCV
			res.Explain.add("  %s: %d (%s) > CCV %d (CV %d %+d %s): fails by %d; no status level lost (%s)",
				u.ID, c.Modified, modsText(mods), c.CCV, u.CV, t.StatusModifier(u.Status), u.Status, c.Margin, gate)
		} else {
			c.Margin = c.Modified - c.CCV
			var key string
			c.Levels, key = t.numberFor(TableCohesionEffects, c.Margin, "levels")
			c.After = u.Status.Worsen(c.Levels)
			c.Routed = c.After == Routed
			res.Explain.add("  %s: %d (%s) > CCV %d (CV %d %+d %s): fails by %d; Cohesion Check Effects Table row %s: loses %d level(s), %s -> %s%s",
				u.ID, c.Modified, modsText(mods), c.CCV, u.CV, t.StatusModifier(u.Status), u.Status, c.Margin, key, c.Levels, u.Status, c.After, routText(c.Routed))
		}
		res.Units = append(res.Units, c)
	}
	return res
}

func routText(routed bool) string {
	if routed {
		return ": four levels lost, it routs (13.5)"
	}
	return ""
}

// EffectLevels is the Cohesion Check Effects Table (13.3): levels lost
// when a check fails by margin (> 0).
func (t *Tables) EffectLevels(margin int) int {
	if margin <= 0 {
		return 0
	}
	n, _ := t.numberFor(TableCohesionEffects, margin, "levels")
	return n
}

// WithdrawalDRM is the cohesion check DRM of a reaction withdrawal:
// Custoza 11.5.5 "the MA difference between the Active Force ... and the
// reacting Force plus 4 (+4) (i.e. Active Force MA = 5, Reactive Force MA
// = 6, DRM = +3)"; Goito 12.2.6 the difference alone ("DRM = -1").
func WithdrawalDRM(e Edition, activeMA, reactingMA int) Modifier {
	if e == Goito {
		return Modifier{Rule: "Goito 12.2.6", Source: "MA difference, active minus reacting", Value: activeMA - reactingMA}
	}
	return Modifier{Rule: "11.5.5", Source: "MA difference, active minus reacting, plus 4", Value: activeMA - reactingMA + 4}
}
