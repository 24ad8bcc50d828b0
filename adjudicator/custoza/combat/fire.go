package combat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/dice"
)

// FireInput is one Force firing at one target Force (8.1–8.8).
type FireInput struct {
	Edition Edition
	// Firers is the firing Force: units of one type (infantry, line and
	// light together, or artillery, field and horse together) in one hex
	// (8.4).
	Firers []Unit
	// Targets is the target Force: the artillery or the non-artillery
	// Force of the target hex (8.1).
	Targets  []Unit
	Range    int  // hexes, 1 for adjacent (8.2)
	Reaction bool // reaction fire (11.5.2); line infantry fires only so (8.3)
	// TargetTerrain is the target hex's terrain (TEC, 8.6).
	TargetTerrain string
	// TargetHexStacking is the stacking points of every unit in the target
	// hex: the massed target modification counts the hex even if only part
	// of it triggered the reaction (11.5.2).
	TargetHexStacking int
	TargetInMarch     bool // the target Force is in March Movement (FMT)
	Rear              bool // fired on through its rear hexsides (FMT)
	Period            Period
	Modifiers         []Modifier // any further DRM the engine applies, with its rule
	LossOrder         []string   // the target owner's loss preference (8.7)
	// Garrison lists the ids of a fortress's intrinsic garrison among the
	// targets (22.3.1): the hex "suffers losses to the Infantry SPs only"
	// and absorbs the losses of a unit stacked there (22.3.3, 22.3.4).
	Garrison []string
}

// FireResult is a fire, every step of 8.6 for the report.
type FireResult struct {
	Ammo       []AmmoCheck
	FiringSP   int
	Fired      bool // false: every firer was out of ammunition (8.8)
	BaseColumn string
	Column     string
	Shifts     []Modifier // column shifts: FMT range (8.2), TEC
	DRMs       []Modifier // FMT, CVM Fire Table, TEC, the engine's
	Dice       [2]int
	Modified   int
	Row        string
	Hit        Hit
	Losses     LossResult
	Rolls      []dice.Roll
	Explain    Explanation
}

// ErrNoFire is wrapped by Fire's errors: the fire the input describes is
// not allowed; nothing was rolled.
var ErrNoFire = errors.New("fire not allowed")

func (t *Tables) checkFire() []error {
	tb := t.byName[TableFire]
	cols, err := parseColumns(tb.Columns, 1, 60)
	if err != nil {
		return []error{fmt.Errorf("%s: %v (8.6: the column that contains the modified firepower)", where(tb), err)}
	}
	t.fireCols = cols
	var errs []error
	for _, r := range tb.Rows {
		if len(r.Cells) != len(cols) {
			errs = append(errs, fmt.Errorf("%s: %d cells, want %d", rowWhere(tb, r), len(r.Cells), len(cols)))
			continue
		}
		for i, c := range r.Cells {
			if _, err := ParseHit(c); err != nil {
				errs = append(errs, fmt.Errorf("%s column %s: %v", rowWhere(tb, r), tb.Columns[i], err))
			}
		}
	}
	return append(errs, t.checkCovers(TableFire)...)
}

// validateFire says why a fire is not allowed, or nil.
func validateFire(in FireInput) error {
	bad := func(f string, a ...any) error { return fmt.Errorf("%w: %s", ErrNoFire, fmt.Sprintf(f, a...)) }
	if len(in.Firers) == 0 || len(in.Targets) == 0 {
		return bad("a fire needs a firing Force and a target Force")
	}
	if !in.Period.FireAllowed() {
		return bad("no fire is allowed during Night GTs (22.4)")
	}
	art := in.Firers[0].Type.IsArtillery()
	for _, u := range in.Firers {
		switch {
		case !u.Type.Valid():
			return bad("%s: unknown unit type %q", u.ID, u.Type)
		case u.Type == Cavalry:
			return bad("%s: cavalry Forces cannot fire (8.3)", u.ID)
		case u.Type.IsArtillery() != art:
			return bad("%s: a Force fires with units of one type, infantry or artillery (8.4)", u.ID)
		case u.Type == LineInfantry && !in.Reaction:
			return bad("%s: line infantry Forces cannot fire as an Action (8.3)", u.ID)
		}
	}
	tart := in.Targets[0].Type.IsArtillery()
	for _, u := range in.Targets {
		if u.Type.IsArtillery() != tart {
			return bad("%s: fire targets either the artillery or the non-artillery Force of a hex (8.1)", u.ID)
		}
	}
	switch {
	case in.Range < 1:
		return bad("range %d: the target must be 1 hex away or more", in.Range)
	case art && in.Range > 5:
		return bad("range %d: artillery range is 5 hexes at most (8.2)", in.Range)
	case !art && in.Range > 1:
		return bad("range %d: infantry fires at 1 hex only (8.2.1)", in.Range)
	case in.Period.MaxLoS() > 0 && in.Range > in.Period.MaxLoS():
		return bad("range %d: at Dawn and Twilight the Line of Sight is 3 hexes at most (22.4)", in.Range)
	}
	return nil
}

// Fire resolves 8.6: ammunition (8.8) for each firer; the firing SP; the
// Fire Table column holding them; column shifts (the FMT range for
// artillery, 8.2, and the TEC); DRMs (FMT, CVM Fire Table with the CCV of
// the Unit Status Chart, TEC); 2d6 + DRMs; the result nS# applied to the
// target Force (8.7). An error (wrapping ErrNoFire) rolls nothing.
func (t *Tables) Fire(in FireInput, r dice.Roller) (FireResult, error) {
	if err := validateFire(in); err != nil {
		return FireResult{}, err
	}
	rec := record(r)
	res := FireResult{}
	e := in.Edition
	art := in.Firers[0].Type.IsArtillery()
	var ids []string
	for _, u := range in.Firers {
		c := checkAmmo(e, u, rec)
		res.Ammo = append(res.Ammo, c)
		res.Explain.add("Ammunition: %s", c.Why)
		if c.Fires {
			res.FiringSP += max(u.SP, 0)
			ids = append(ids, u.ID)
		}
	}
	if res.FiringSP == 0 {
		res.Explain.add("No fire: no unit able to fire (%s)", e.rule("8.8", "9.4.3"))
		res.Rolls = rec.rolls
		return res, nil
	}
	res.Fired = true
	tb := t.byName[TableFire]
	col := columnOf(t.fireCols, res.FiringSP)
	res.BaseColumn = t.fireCols[col].key
	res.Explain.add("Fire (%s): %s fire %d SP at %s, range %d; Fire Table column %s", e.rule("8.6", "9.3"), strings.Join(ids, "+"), res.FiringSP, unitIDs(in.Targets), in.Range, res.BaseColumn)
	last := len(t.fireCols) - 1
	if art {
		key := fmt.Sprint(in.Range)
		shift := t.number(TableFireRange, key, "shift")
		edge := t.number(TableFireRange, key, "edge-drm")
		to := col + shift
		switch {
		case shift != 0 && to >= 0 && to <= last:
			res.Shifts = append(res.Shifts, Modifier{Rule: "8.2 FMT", Source: fmt.Sprintf("artillery range %d", in.Range), Value: shift})
			col = to
		case shift < 0:
			res.Shifts = append(res.Shifts, Modifier{Rule: "8.2 FMT", Source: fmt.Sprintf("artillery range %d: %d column(s) left, %d possible", in.Range, -shift, col), Value: -col})
			if col == 0 {
				res.DRMs = append(res.DRMs, Modifier{Rule: "8.2 note", Source: fmt.Sprintf("range %d on the first column of the Fire Table", in.Range), Value: edge})
			}
			col = 0
		case shift > 0:
			res.Shifts = append(res.Shifts, Modifier{Rule: "8.2 note", Source: fmt.Sprintf("artillery range %d: %d column(s) right, %d possible", in.Range, shift, last-col), Value: last - col})
			if col == last && edge != 0 {
				res.DRMs = append(res.DRMs, Modifier{Rule: "8.2 note", Source: fmt.Sprintf("range %d on the last column of the Fire Table", in.Range), Value: edge})
			}
			col = last
		}
	}
	if te, ok := t.Terrain(in.TargetTerrain); ok {
		if te.FireShift != 0 {
			to := max(0, min(last, col+te.FireShift))
			res.Shifts = append(res.Shifts, Modifier{Rule: "8.6 TEC", Source: fmt.Sprintf("target in %s (%+d, %+d applied)", te.Name, te.FireShift, to-col), Value: to - col})
			col = to
		}
		if te.FireDRM != 0 {
			res.DRMs = append(res.DRMs, Modifier{Rule: "8.6 TEC", Source: "target in " + te.Name, Value: te.FireDRM})
		}
	}
	res.Column = t.fireCols[col].key
	res.DRMs = append(res.DRMs, t.fireDRMs(in)...)
	who := ""
	if len(ids) > 0 {
		who = ids[0]
	}
	a, b := rec.two("fire "+strings.Join(ids, "+")+" at "+unitIDs(in.Targets), dice.Stake{Who: who, High: true, Combat: true})
	res.Dice = [2]int{a, b}
	res.Modified = a + b + sumMods(res.DRMs)
	row := t.rowFor(TableFire, res.Modified)
	res.Row = row.Key
	cell, _ := tb.Cell(row.Key, res.Column)
	res.Hit, _ = ParseHit(cell)
	if len(res.Shifts) > 0 {
		res.Explain.add("Column shifts: %s; column %s", modsText(res.Shifts), res.Column)
	}
	res.Explain.add("2d6 %s, DRMs %s = %d; Fire Table row %s, column %s: %s", diceText(a, b), modsText(res.DRMs), res.Modified, res.Row, res.Column, res.Hit)
	res.Losses = hitForce(e.rule("8.7", "9.4.1"), in.Targets, res.Hit, in.LossOrder, in.Garrison)
	res.Explain = append(res.Explain, res.Losses.Explain...)
	res.Rolls = rec.rolls
	return res, nil
}

// fireDRMs are the FMT target modifiers, the CVM Fire Table and the
// engine's own.
func (t *Tables) fireDRMs(in FireInput) []Modifier {
	var m []Modifier
	if v, key := t.numberFor(TableFireMassed, in.TargetHexStacking, "drm"); v != 0 {
		m = append(m, Modifier{Rule: "8.6 FMT, 11.5.2", Source: fmt.Sprintf("massed target, %d stacking points in the hex (row %s)", in.TargetHexStacking, key), Value: v})
	}
	square := false
	for _, u := range in.Targets {
		square = square || u.Square
	}
	for _, c := range []struct {
		on  bool
		row string
	}{{square, "square-target"}, {in.TargetInMarch, "march-target"}, {in.Rear, "rear-target"}} {
		if v := t.number(TableFireModifiers, c.row, "drm"); c.on && v != 0 {
			m = append(m, Modifier{Rule: "8.6 FMT", Source: c.row, Value: v})
		}
	}
	lead := biggestUnit(in.Firers)
	ccv := t.CCV(lead)
	if v, key := t.numberFor(TableFireCVM, ccv, "drm"); v != 0 {
		m = append(m, Modifier{Rule: "8.6 CVM Fire Table", Source: fmt.Sprintf("firer %s CCV %d (row %s)", lead.ID, ccv, key), Value: v})
	}
	return append(m, in.Modifiers...)
}

// biggestUnit is the unit with the highest stacking value (the first of
// equals: the owner lists his choice first).
func biggestUnit(us []Unit) Unit {
	best := us[0]
	for _, u := range us[1:] {
		if u.SV > best.SV {
			best = u
		}
	}
	return best
}

func unitIDs(us []Unit) string {
	ids := make([]string, len(us))
	for i, u := range us {
		ids[i] = u.ID
	}
	return strings.Join(ids, "+")
}
