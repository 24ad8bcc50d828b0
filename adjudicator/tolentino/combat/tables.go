package combat

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// The names of the [table NAME] sections the combat rules read.
const (
	TableCRT                = "crt"                 // 12.5: odds column by modified die roll
	TableBombardment        = "bombardment"         // 11.4.3: artillery value by modified die roll
	TableBombardmentRange   = "bombardment-range"   // 11.2: DRM by range
	TableBombardmentDensity = "bombardment-density" // 11.4.3: DRM by SP in the target hex
	TableTerrain            = "terrain-combat"      // 10, 11.3.1: the combat part of the TEC
)

// The columns of the terrain-combat table.
var terrainColumns = []string{"shift", "cav-shift", "drm", "bombard", "los", "charge", "cav-halved", "cover", "hold"}

// TerrainEffect is one row of the terrain-combat table: what a terrain (or
// hexside: stream, bridge) does in combat.
type TerrainEffect struct {
	Name string
	// Shift: columns to the left on the CRT when defending here ("1L",
	// 10.3.1); CavalryShift when every defender is cavalry (10.5.4).
	Shift, CavalryShift int
	DRM                 int    // CRT die roll modifier for the attacker (12.5.2 item 6)
	Bombard             int    // bombardment DRM against a target here (11.4.3)
	LOS                 string // blocks line of sight: "yes", "no", or "level" (rough: by level, 10.2, 11.3.1)
	Charge              bool   // cavalry may charge into it (14.2, 10.2.1)
	CavalryHalved       bool   // cavalry combat here is halved (10.6)
	NeedsCover          bool   // its defensive effects need a Defense order (10.5, 10.6, 10.7)
	Hold                bool   // the defender may test to turn DR into EX (10.1.1, 10.5.3)
}

// Tables are the charts the combat rules read, loaded from a scenario.
type Tables struct {
	CRT, Bombardment, BombardmentRange, BombardmentDensity, TerrainTable *scenarios.Table

	terrains []TerrainEffect
	bombCols []colKey
}

//go:embed tables.scn
var standIn []byte

// StandIn returns the stand-in tables shipped in tables.scn (see
// docs/tolentino-tables.md): for tests and for scenarios that have not
// pasted them in.
func StandIn() (*Tables, error) {
	sc, err := scenarios.Parse("tolentino/combat/tables.scn", standIn)
	if err != nil {
		return nil, err
	}
	return LoadTables(sc)
}

// LoadTables reads the combat tables of a scenario by name and checks
// that they have every column, row and value the rules read. The error
// names the table and what is missing; it holds every problem found.
func LoadTables(sc *scenarios.Scenario) (*Tables, error) {
	if sc == nil {
		return nil, errors.New("combat tables: no scenario")
	}
	t := &Tables{}
	var errs []error
	get := func(name, what string) *scenarios.Table { return sc.NeedTable(name, what, &errs) }
	t.CRT = get(TableCRT, "the Combat Results Table (12.5)")
	t.Bombardment = get(TableBombardment, "the Bombardment Table (11.4.3)")
	t.BombardmentRange = get(TableBombardmentRange, "the bombardment modifiers by range (11.2)")
	t.BombardmentDensity = get(TableBombardmentDensity, "the bombardment modifiers by SP in the target hex (11.4.3)")
	t.TerrainTable = get(TableTerrain, "the combat effects of terrain (10, 11.3.1)")
	if t.TerrainTable != nil {
		errs = append(errs, t.loadTerrain()...)
	}
	if t.CRT != nil {
		errs = append(errs, t.checkCRT()...)
	}
	if t.Bombardment != nil && t.BombardmentRange != nil && t.BombardmentDensity != nil && t.TerrainTable != nil {
		errs = append(errs, t.checkBombardment()...)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return t, nil
}

// Modified die rolls the CRT must cover: 1-4 to 6+4 (12.5.2 caps the DRM).
const (
	MinModifiedRoll = 1 - MaxDRM
	MaxModifiedRoll = 6 + MaxDRM
)

func (t *Tables) checkCRT() []error {
	var errs []error
	tb := t.CRT
	if want := Columns(); strings.Join(tb.Columns, " ") != strings.Join(want, " ") {
		errs = append(errs, fmt.Errorf("table crt: columns are %q, want %s (12.4.2, 12.4.3)", strings.Join(tb.Columns, " "), strings.Join(want, " ")))
		return errs
	}
	errs = append(errs, cells(tb, func(s string) error { _, err := ParseCode(s); return err })...)
	for n := MinModifiedRoll; n <= MaxModifiedRoll; n++ {
		if _, ok := tb.RowFor(n); !ok {
			errs = append(errs, fmt.Errorf("table crt: no row for modified die roll %d (rows must cover %d to %d, 12.5.2)", n, MinModifiedRoll, MaxModifiedRoll))
		}
	}
	return errs
}

// cells checks every cell of a table with parse and the row's length.
func cells(tb *scenarios.Table, parse func(string) error) []error {
	var errs []error
	for _, r := range tb.Rows {
		if len(r.Cells) != len(tb.Columns) {
			errs = append(errs, fmt.Errorf("table %s row %s: %d cells, want %d (one per column)", tb.Name, r.Key, len(r.Cells), len(tb.Columns)))
			continue
		}
		for i, c := range r.Cells {
			if err := parse(c); err != nil {
				errs = append(errs, fmt.Errorf("table %s row %s column %s: %v", tb.Name, r.Key, tb.Columns[i], err))
			}
		}
	}
	return errs
}

func (t *Tables) loadTerrain() []error {
	tb := t.TerrainTable
	var errs []error
	idx := map[string]int{}
	for _, c := range terrainColumns {
		i := indexOf(tb.Columns, c)
		if i < 0 {
			errs = append(errs, fmt.Errorf("table %s: column %s is missing (want %s)", tb.Name, c, strings.Join(terrainColumns, " ")))
		}
		idx[c] = i
	}
	if len(errs) > 0 {
		return errs
	}
	for _, r := range tb.Rows {
		e, rerrs := terrainRow(tb, r, idx)
		errs = append(errs, rerrs...)
		t.terrains = append(t.terrains, e)
	}
	if _, ok := tb.Row("clear"); !ok {
		errs = append(errs, fmt.Errorf("table %s: row clear is missing (units with no terrain stand in clear)", tb.Name))
	}
	return errs
}

func terrainRow(tb *scenarios.Table, r *scenarios.TableRow, idx map[string]int) (TerrainEffect, []error) {
	e := TerrainEffect{Name: r.Key}
	var errs []error
	cell := func(col string) string {
		if i := idx[col]; i < len(r.Cells) {
			return r.Cells[i]
		}
		errs = append(errs, fmt.Errorf("table %s row %s: no cell for column %s", tb.Name, r.Key, col))
		return ""
	}
	num := func(col string, min int) int {
		s := cell(col)
		n, err := strconv.Atoi(s)
		if err != nil || n < min || n > 9 || n < -9 {
			errs = append(errs, fmt.Errorf("table %s row %s column %s: %q is not a whole number from %d to 9", tb.Name, r.Key, col, s, min))
		}
		return n
	}
	yes := func(col string) bool {
		s := cell(col)
		if s != "yes" && s != "no" {
			errs = append(errs, fmt.Errorf("table %s row %s column %s: %q is not yes or no", tb.Name, r.Key, col, s))
		}
		return s == "yes"
	}
	e.Shift, e.CavalryShift = num("shift", 0), num("cav-shift", 0)
	e.DRM, e.Bombard = num("drm", -9), num("bombard", -9)
	if e.LOS = cell("los"); e.LOS != "yes" && e.LOS != "no" && e.LOS != "level" {
		errs = append(errs, fmt.Errorf("table %s row %s column los: %q is not yes, no or level", tb.Name, r.Key, e.LOS))
	}
	e.Charge, e.CavalryHalved, e.NeedsCover, e.Hold = yes("charge"), yes("cav-halved"), yes("cover"), yes("hold")
	return e, errs
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// Terrain returns the combat effects of a terrain or hexside.
func (t *Tables) Terrain(name string) (TerrainEffect, bool) {
	for _, e := range t.terrains {
		if e.Name == name {
			return e, true
		}
	}
	return TerrainEffect{}, false
}

// terrain is Terrain for names already validated.
func (t *Tables) terrain(name string) TerrainEffect {
	e, _ := t.Terrain(name)
	return e
}

// CRTCell reads the CRT at a column key and a modified die roll.
func (t *Tables) CRTCell(column string, modified int) (Code, string, error) {
	r, ok := t.CRT.RowFor(modified)
	if !ok {
		return "", "", fmt.Errorf("table crt: no row for modified die roll %d", modified)
	}
	s, ok := t.CRT.Cell(r.Key, column)
	if !ok {
		return "", r.Key, fmt.Errorf("table crt: no column %s", column)
	}
	c, err := ParseCode(s)
	return c, r.Key, err
}
