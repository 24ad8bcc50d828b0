package combat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/dice"
)

// BombardCode is a result of the Bombardment Table.
type BombardCode string

// Bombardment results of the stand-in table. The text names no results;
// it says bombardment can force a retreat (11.1), and disorder is the
// game's basic effect (15.1).
const (
	BNone    BombardCode = "NE" // no effect
	BDisrupt BombardCode = "D"  // every target unit receives one Disorganization level
	BRetreat BombardCode = "R"  // every target unit retreats 1 hex and receives one level
)

// ParseBombardCode reads a Bombardment Table cell.
func ParseBombardCode(s string) (BombardCode, error) {
	switch c := BombardCode(s); c {
	case BNone, BDisrupt, BRetreat:
		return c, nil
	}
	return "", fmt.Errorf("%q is not a bombardment result (want NE, D or R)", s)
}

// MaxRange is the artillery range (11.2); 1 in the twilight turn (17.1).
const MaxRange = 2

// Gun is one artillery unit firing.
type Gun struct {
	ID, Name, Hex string
	SP            int
	Moved         bool // on its Moved side: may not bombard (3.1 B3, 11)
}

// Bombardment is one artillery fire: the guns of one hex combined
// (11.4.1) against one target hex.
type Bombardment struct {
	Guns   []Gun
	Target string // the target hex
	// Range counts the target hex but not the firing hex (11.2); LOS is
	// the line of sight (11.3). The engine computes both.
	Range    int
	LOS      bool
	Twilight bool // turn 5: range 1 (17.1)
	// Units in the target hex; artillery does not count for density
	// (11.0.1), and a hex with only artillery cannot be bombarded (11.4.3).
	Units   []Unit
	Leaders []string // leaders in the target hex (4.4.1)
	// Defensive: defending artillery firing at an attacking hex (11.4.4,
	// step 5c), before the efficiency checks.
	Defensive bool
}

// BombardResult is everything a report shows of a bombardment.
type BombardResult struct {
	Purpose             string
	Value               int    // combined SP of the guns (11.4.1)
	Column              string // the table column used
	Modifiers           []Modifier
	Die                 int
	Modified            int
	Row                 string
	Code                BombardCode
	Effects             []UnitEffect // one per non-artillery target unit
	ArtilleryMayRetreat bool         // on R, artillery in the target may retreat (turned Moved) or stay (11.1)
	LeaderTests         []LeaderTest
	Rolls               []dice.Roll
}

// Bombard resolves one bombardment on the Bombardment Table (11.4.3).
func Bombard(b Bombardment, t *Tables, r dice.Roller) (BombardResult, error) {
	if err := b.validate(t); err != nil {
		return BombardResult{}, err
	}
	rec := &recorder{r: r}
	res := BombardResult{Value: b.value(), Modifiers: t.bombardModifiers(b)}
	res.Column = t.bombCol(res.Value)
	kind := "bombardment"
	if b.Defensive {
		kind = "defensive bombardment"
	}
	res.Purpose = fmt.Sprintf("%s of %s by %s: Bombardment Table", kind, b.Target, gunNames(b.Guns))
	res.Die = rec.Roll(6, res.Purpose)
	res.Modified = res.Die + sumMods(res.Modifiers)
	row, _ := t.Bombardment.RowFor(res.Modified)
	res.Row = row.Key
	cell, _ := t.Bombardment.Cell(row.Key, res.Column)
	res.Code, _ = ParseBombardCode(cell)
	res.Effects, res.ArtilleryMayRetreat = bombardEffects(res.Code, b.Units)
	if res.Die == 6 {
		for _, l := range b.Leaders {
			res.LeaderTests = append(res.LeaderTests, rollLeaderLoss(rec, kind+" of "+b.Target+": ", l, "4.4.1: unmodified 6 with the leader in the target hex"))
		}
	}
	res.Rolls = rec.rolls
	return res, nil
}

func (b Bombardment) validate(t *Tables) error {
	if t == nil {
		return errors.New("bombardment: no tables")
	}
	if len(b.Guns) == 0 {
		return errors.New("bombardment: no artillery firing")
	}
	for _, g := range b.Guns {
		switch {
		case g.Hex != b.Guns[0].Hex:
			return fmt.Errorf("bombardment: %s is in %s, not %s: only artillery in the same hex combines (11.4.1)", g.ID, g.Hex, b.Guns[0].Hex)
		case g.Moved:
			return fmt.Errorf("bombardment: %s has moved and may not bombard (3.1 B3)", g.ID)
		case g.SP <= 0 || g.SP > 99:
			return fmt.Errorf("bombardment: %s has SP %d", g.ID, g.SP)
		}
	}
	maxR := MaxRange
	if b.Twilight {
		maxR = 1
	}
	switch {
	case b.Range < 1 || b.Range > maxR:
		return fmt.Errorf("bombardment of %s: range %d is beyond the artillery range %d (11.2, 17.1)", b.Target, b.Range, maxR)
	case !b.LOS:
		return fmt.Errorf("bombardment of %s: no line of sight (11.2, 11.3)", b.Target)
	case b.density() == 0:
		return fmt.Errorf("bombardment of %s: a hex with only artillery cannot be bombarded (11.4.3)", b.Target)
	}
	for _, u := range b.Units {
		if err := validUnit(u); err != nil {
			return err
		}
		if _, ok := t.Terrain(u.terrain()); !ok {
			return fmt.Errorf("bombardment of %s: unknown terrain %q (not in table %s)", b.Target, u.terrain(), TableTerrain)
		}
	}
	return nil
}

func (b Bombardment) value() int {
	n := 0
	for _, g := range b.Guns {
		n += g.SP
	}
	return n
}

// density is the SP of combat units in the target hex (11.0.1: artillery
// does not count).
func (b Bombardment) density() int {
	n := 0
	for _, u := range b.Units {
		if !u.Type.IsArtillery() {
			n += u.SP
		}
	}
	return n
}

func (t *Tables) bombardModifiers(b Bombardment) []Modifier {
	var mods []Modifier
	add := func(rule, src string, v int) {
		if v != 0 {
			mods = append(mods, Modifier{Rule: rule, Source: src, Value: v})
		}
	}
	add("11.2", fmt.Sprintf("range %d", b.Range), tableDRM(t.BombardmentRange, b.Range))
	add("11.4.3", fmt.Sprintf("%d SP in the target hex", b.density()), tableDRM(t.BombardmentDensity, b.density()))
	e := t.terrain(b.targetTerrain())
	if !e.NeedsCover || b.covered() {
		add("11.4.3 TEC", "target in "+e.Name, e.Bombard)
	}
	return mods
}

// targetTerrain is the terrain of the target's combat units.
func (b Bombardment) targetTerrain() string {
	for _, u := range b.Units {
		if !u.Type.IsArtillery() {
			return u.terrain()
		}
	}
	return "clear"
}

// covered: every combat unit of the target has a Defense order (10.7).
func (b Bombardment) covered() bool {
	for _, u := range b.Units {
		if !u.Type.IsArtillery() && !u.inCover() {
			return false
		}
	}
	return true
}

func bombardEffects(c BombardCode, units []Unit) ([]UnitEffect, bool) {
	var out []UnitEffect
	for _, u := range units {
		if u.Type.IsArtillery() || c == BNone {
			continue
		}
		e := UnitEffect{ID: u.ID, Disorder: 1, Status: u.Status.worsen(1), Why: "bombardment " + string(c)}
		if c == BRetreat {
			e.Retreat = 1
			if e.Status == Routed && u.Status != Routed {
				e.Retreat = 2 // 15.2.1
			}
		}
		out = append(out, e)
	}
	return out, c == BRetreat
}

func gunNames(gs []Gun) string {
	var s []string
	for _, g := range gs {
		if g.Name != "" {
			s = append(s, g.Name)
		} else {
			s = append(s, g.ID)
		}
	}
	return strings.Join(s, " + ")
}
