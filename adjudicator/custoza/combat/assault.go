package combat

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// AssaultInput is an assault (10) or a charge (9, resolved as an assault,
// 9.3) against every unit of the target hex.
type AssaultInput struct {
	Edition   Edition
	Attackers []Unit // the assaulting or charging Force
	Defenders []Unit // every unit in the target hex (10.2)
	Charge    bool   // a cavalry charge (9)
	// TargetTerrain is the defender hex's terrain; Hexsides the kinds of
	// the hexside crossed (stream, slope, bridge …): TEC DRMs (10.4·3).
	TargetTerrain string
	Hexsides      []string
	// Conditions of the Other Assault Modifiers Table (10.4·3).
	Rear                                 bool       // through the defender's rear hexsides
	AttackerMarch, DefenderMarch         bool       // in March Movement (7.8)
	AttackerFatigued, DefenderFatigued   bool       // 18.4 (advanced game)
	AttackerCollapsed, DefenderCollapsed bool       // 19.3, 20.1.1 (advanced game)
	Modifiers                            []Modifier // any further DRM the engine applies
	AttackerLossOrder, DefenderLossOrder []string   // owners' loss preferences (10.4·8)
	// Garrison lists the ids of a fortress's intrinsic garrison among the
	// defenders (22.3.1): losses go to its infantry SP only (22.3.3), and
	// a unit stacked there loses none (22.3.4).
	Garrison []string
	// ArtilleryNoEffect (Custoza revision 2) reads 10.6, "Artillery units
	// have no effect on an Assault/Charge", into the Out of Ammo DRM (8.8):
	// only an out-of-ammo unit that is not artillery gives it.
	ArtilleryNoEffect bool
}

// assaultModifierRows are the Other Assault Modifiers Table rows the rules read.
var assaultModifierRows = []string{"charge", "cavalry-vs-square", "infantry-vs-square", "rear", "attacker-march", "defender-march",
	"attacker-out-of-ammo", "defender-out-of-ammo", "attacker-fatigued", "defender-fatigued", "attacker-collapsed", "defender-collapsed"}

// ErrNoAssault is wrapped by Assault's errors: the assault the input
// describes is not allowed; nothing was rolled.
var ErrNoAssault = errors.New("assault not allowed")

func (t *Tables) checkAssault() []error {
	tb := t.byName[TableAssault]
	cols, err := parseColumns(tb.Columns, -12, 12)
	if err != nil {
		return []error{fmt.Errorf("%s: %v (10.4 step 4: attacker CCV minus defender CCV, may be negative)", where(tb), err)}
	}
	t.assaultCols = cols
	var errs []error
	for _, r := range tb.Rows {
		if len(r.Cells) != len(cols) {
			errs = append(errs, fmt.Errorf("%s: %d cells, want %d", rowWhere(tb, r), len(r.Cells), len(cols)))
			continue
		}
		for i, c := range r.Cells {
			if _, err := ParseCell(c); err != nil {
				errs = append(errs, fmt.Errorf("%s column %s: %v", rowWhere(tb, r), tb.Columns[i], err))
			}
		}
	}
	return append(errs, t.checkCovers(TableAssault)...)
}

// AssaultTable is 10.4 steps 1–6: the ratio, its DRM, the other DRMs, the
// CCV column, the 2d6 and the cell with its colour.
type AssaultTable struct {
	AttackSP, DefendSP int    // artillery SP ignored (10.4·1)
	Ratio              string // 10.4·1, e.g. "3.66:1"
	RatioRow           string // 10.4·2, e.g. "3-1"
	DRMs               []Modifier
	TotalDRM           int
	AttackerLead       Unit // the unit with the highest stacking value (10.4·4)
	DefenderLead       Unit
	AttackerCCV        int
	DefenderCCV        int
	Column             string
	Dice               [2]int
	Modified           int
	Row                string
	Cell               Cell
	// ArtilleryAlone: the defenders are artillery alone, eliminated
	// without dice (10.6.1); no other field is set.
	ArtilleryAlone bool
	Rolls          []dice.Roll
	Explain        Explanation
}

func validateAssault(in AssaultInput) error {
	bad := func(f string, a ...any) error { return fmt.Errorf("%w: %s", ErrNoAssault, fmt.Sprintf(f, a...)) }
	if len(in.Attackers) == 0 || len(in.Defenders) == 0 {
		return bad("an assault needs attackers and defenders")
	}
	sp := 0
	for _, u := range in.Attackers {
		switch {
		case !u.Type.Valid():
			return bad("%s: unknown unit type %q", u.ID, u.Type)
		case u.Type.IsArtillery():
			return bad("%s: artillery never assaults (10: line infantry, light infantry or cavalry)", u.ID)
		case in.Charge && u.Type != Cavalry:
			return bad("%s: only cavalry charges (9)", u.ID)
		}
		sp += max(u.SP, 0)
	}
	if sp == 0 {
		return bad("the attackers have no SP")
	}
	for _, u := range in.Defenders {
		if !u.Type.Valid() {
			return bad("%s: unknown unit type %q", u.ID, u.Type)
		}
	}
	return nil
}

// ResolveAssaultTable runs 10.4 steps 1–6. Defenders that are artillery
// alone are eliminated without dice (10.6.1): the result says so and
// rolls nothing. An error (wrapping ErrNoAssault) rolls nothing.
func (t *Tables) ResolveAssaultTable(in AssaultInput, r dice.Roller) (AssaultTable, error) {
	if err := validateAssault(in); err != nil {
		return AssaultTable{}, err
	}
	e := in.Edition
	res := AssaultTable{}
	var defNonArt []Unit
	for _, u := range in.Defenders {
		if !u.Type.IsArtillery() {
			defNonArt = append(defNonArt, u)
			res.DefendSP += max(u.SP, 0)
		}
	}
	for _, u := range in.Attackers {
		res.AttackSP += max(u.SP, 0)
	}
	if len(defNonArt) == 0 {
		res.ArtilleryAlone = true
		res.Explain.add("Artillery alone in the hex (%s): %s permanently eliminated without dice, after any reaction by adjacent units", e.rule("10.6.1", "11.4.1"), unitIDs(in.Defenders))
		return res, nil
	}
	kind := "Assault"
	if in.Charge {
		kind = "Charge (resolved as an assault, 9.3)"
	}
	// Steps 1–2.
	res.Ratio = RatioText(res.AttackSP, res.DefendSP)
	var rdrm int
	res.RatioRow, rdrm = t.RatioRow(res.AttackSP, res.DefendSP)
	res.Explain.add("%s %s on %s. Step 1: %d SP against %d SP = %s (artillery SP ignored). Step 2: rounded down to %s on the Strength Ratio Assault Modifiers Table: DRM %+d (%s)",
		kind, unitIDs(in.Attackers), unitIDs(in.Defenders), res.AttackSP, res.DefendSP, res.Ratio, res.RatioRow, rdrm, e.rule("10.4", "11.2"))
	res.DRMs = append(res.DRMs, Modifier{Rule: "10.4 step 2", Source: "strength ratio " + res.RatioRow, Value: rdrm})
	// Step 3.
	res.DRMs = append(res.DRMs, t.otherAssaultDRMs(in)...)
	res.TotalDRM = sumMods(res.DRMs)
	res.Explain.add("Step 3: DRMs %s = %+d", modsText(res.DRMs), res.TotalDRM)
	// Step 4.
	res.AttackerLead, res.DefenderLead = biggestUnit(in.Attackers), biggestUnit(defNonArt)
	res.AttackerCCV, res.DefenderCCV = t.CCV(res.AttackerLead), t.CCV(res.DefenderLead)
	diff := res.AttackerCCV - res.DefenderCCV
	res.Column = t.assaultCols[columnOf(t.assaultCols, diff)].key
	res.Explain.add("Step 4: attacker CCV %d (%s, %s) - defender CCV %d (%s, %s) = %+d: Assault Table column %s",
		res.AttackerCCV, res.AttackerLead.ID, res.AttackerLead.Status, res.DefenderCCV, res.DefenderLead.ID, res.DefenderLead.Status, diff, res.Column)
	// Steps 5–6.
	rec := record(r)
	a, b := rec.two("assault "+unitIDs(in.Attackers)+" on "+unitIDs(in.Defenders), dice.Stake{Who: firstID(in.Attackers), High: true, Combat: true})
	res.Dice, res.Modified = [2]int{a, b}, a+b+res.TotalDRM
	tb := t.byName[TableAssault]
	row := t.rowFor(TableAssault, res.Modified)
	res.Row = row.Key
	s, _ := tb.Cell(row.Key, res.Column)
	res.Cell, _ = ParseCell(s)
	res.Explain.add("Step 5: 2d6 %s %+d = %d; Assault Table row %s, column %s: %s. Step 6: %s", diceText(a, b), res.TotalDRM, res.Modified, res.Row, res.Column, s, outcomeText(res.Cell.Outcome))
	res.Rolls = rec.rolls
	return res, nil
}

func outcomeText(o Outcome) string {
	switch o {
	case DefenderWins:
		return "red, the defender wins"
	case AttackerWins:
		return "blue, the attacker wins"
	case Draw:
		return "grey, a draw"
	}
	return "white, uncertain: the side absorbing fewer status levels wins (step 9)"
}

// otherAssaultDRMs are 10.4 step 3: the Other Assault Modifiers Table and
// the TEC.
func (t *Tables) otherAssaultDRMs(in AssaultInput) []Modifier {
	square, attCav, attInf := false, false, false
	for _, u := range in.Defenders {
		square = square || u.Square
	}
	for _, u := range in.Attackers {
		attCav = attCav || u.Type == Cavalry
		attInf = attInf || u.Type.Infantry()
	}
	outOf := func(us []Unit) bool {
		for _, u := range us {
			if u.OutOfAmmo && !(in.ArtilleryNoEffect && u.Type.IsArtillery()) {
				return true
			}
		}
		return false
	}
	var m []Modifier
	for _, c := range []struct {
		on       bool
		row, why string
	}{
		{in.Charge, "charge", "9"},
		{square && attCav, "cavalry-vs-square", "11.5.4"},
		{square && attInf && !attCav, "infantry-vs-square", "11.5.4"},
		{in.Rear, "rear", "2.7"},
		{in.AttackerMarch, "attacker-march", "7.8"},
		{in.DefenderMarch, "defender-march", "7.8"},
		{outOf(in.Attackers), "attacker-out-of-ammo", "8.8"},
		{outOf(in.Defenders), "defender-out-of-ammo", "8.8"},
		{in.AttackerFatigued, "attacker-fatigued", "18.4"},
		{in.DefenderFatigued, "defender-fatigued", "18.4"},
		{in.AttackerCollapsed, "attacker-collapsed", "19.3"},
		{in.DefenderCollapsed, "defender-collapsed", "19.3"},
	} {
		if v := t.number(TableAssaultModifiers, c.row, "drm"); c.on && v != 0 {
			m = append(m, Modifier{Rule: "10.4 step 3, " + c.why, Source: c.row, Value: v})
		}
	}
	if te, ok := t.Terrain(in.TargetTerrain); ok && te.AssaultDRM != 0 {
		m = append(m, Modifier{Rule: "10.4 step 3 TEC", Source: "defender in " + te.Name, Value: te.AssaultDRM})
	}
	for _, k := range in.Hexsides {
		if te, ok := t.Terrain(k); ok && te.AssaultDRM != 0 {
			m = append(m, Modifier{Rule: "10.4 step 3 TEC", Source: "across a " + te.Name + " hexside", Value: te.AssaultDRM})
		}
	}
	return append(m, in.Modifiers...)
}
