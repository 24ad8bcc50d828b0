package combat

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// The names of the [table NAME] sections the rules read.
const (
	TableUnitStatus       = "unit-status"       // 13.1, 10.4·4
	TableCohesionEffects  = "cohesion-effects"  // 13.2, 13.3
	TableCCMT             = "ccmt"              // 13.2
	TableInitiative       = "initiative"        // 5.2, Goito 6.2
	TableMoodTrack        = "mood-track"        // 5.2.1
	TableFire             = "fire"              // 8.6
	TableFireRange        = "fire-range"        // 8.2, 8.6 FMT
	TableFireMassed       = "fire-massed"       // 8.6, 11.5.2 FMT
	TableFireModifiers    = "fire-modifiers"    // 8.6 FMT
	TableFireCVM          = "fire-cvm"          // 8.6
	TableAssaultRatio     = "assault-ratio"     // 10.4·1–2
	TableAssaultModifiers = "assault-modifiers" // 10.4·3
	TableAssault          = "assault"           // 10.4·4–9
	TableTerrain          = "terrain-combat"    // 8.6, 10.4·3, Goito 14.2
)

// TableNames lists every table a Custoza scenario must carry, in the
// order of tables.scn.
func TableNames() []string {
	return []string{TableUnitStatus, TableCohesionEffects, TableCCMT, TableInitiative, TableMoodTrack,
		TableFire, TableFireRange, TableFireMassed, TableFireModifiers, TableFireCVM,
		TableAssaultRatio, TableAssaultModifiers, TableAssault, TableTerrain, TableMovement}
}

// Loose-cannon results of the Initiative Table (5.2).
const (
	InitiativeHalt   = "halt"   // counts as activated, units stay
	InitiativeNormal = "normal" // acts as activated
	InitiativeAttack = "attack" // acts, and places an Assault/Charge marker if it can
)

// Tables are the charts the rules read, loaded from a scenario and checked.
type Tables struct {
	byName map[string]*scenarios.Table

	fireCols    []numKey // the Fire Table's firepower columns, left to right
	assaultCols []numKey // the Assault Table's CCV-difference columns
	ratios      []ratioRow
	moodMin     int
	moodMax     int
}

// Table returns a loaded table by name (for reports and docs).
func (t *Tables) Table(name string) *scenarios.Table { return t.byName[name] }

//go:embed tables.scn
var standIn []byte

// StandInFile is tables.scn, the stand-in tables, for scenarios to copy.
func StandInFile() []byte { return append([]byte(nil), standIn...) }

// StandIn returns the stand-in tables shipped in tables.scn (see
// docs/custoza-tables.md).
func StandIn() (*Tables, error) {
	sc, err := scenarios.Parse("adjudicator/custoza/combat/tables.scn", standIn)
	if err != nil {
		return nil, err
	}
	return LoadTables(sc)
}

// LoadTables reads the combat tables of a scenario (after any --tables
// override) and checks every row, column and cell the rules read. The
// error names the file, table, row and column and holds every problem.
func LoadTables(sc *scenarios.Scenario) (*Tables, error) {
	if sc == nil {
		return nil, errors.New("custoza combat tables: no scenario")
	}
	t := &Tables{byName: map[string]*scenarios.Table{}}
	var errs []error
	for _, name := range TableNames() {
		tb, ok := sc.Table(name)
		if !ok {
			errs = append(errs, fmt.Errorf("table %s is missing: copy it from adjudicator/custoza/combat/tables.scn (docs/custoza-tables.md)", name))
			continue
		}
		t.byName[name] = tb
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	errs = append(errs, t.checkNumbers(TableUnitStatus, []string{"cv"}, []string{"good", "shaken", "disordered", "disorganized"}, -9, 0)...)
	errs = append(errs, t.checkNumbers(TableCohesionEffects, []string{"levels"}, nil, 1, 4)...)
	errs = append(errs, t.checkCovers(TableCohesionEffects)...)
	errs = append(errs, t.checkNumbers(TableCCMT, []string{"drm"}, nil, -9, 9)...)
	errs = append(errs, t.checkInitiative()...)
	errs = append(errs, t.checkMood()...)
	errs = append(errs, t.checkFire()...)
	errs = append(errs, t.checkNumbers(TableFireRange, []string{"shift", "edge-drm"}, []string{"1", "2", "3", "4", "5"}, -9, 9)...)
	errs = append(errs, t.checkNumbers(TableFireMassed, []string{"drm"}, nil, -9, 9)...)
	errs = append(errs, t.checkCovers(TableFireMassed)...)
	errs = append(errs, t.checkNumbers(TableFireModifiers, []string{"drm"}, []string{"square-target", "march-target", "rear-target"}, -9, 9)...)
	errs = append(errs, t.checkNumbers(TableFireCVM, []string{"drm"}, nil, -9, 9)...)
	errs = append(errs, t.checkCovers(TableFireCVM)...)
	errs = append(errs, t.checkRatios()...)
	errs = append(errs, t.checkNumbers(TableAssaultModifiers, []string{"drm"}, assaultModifierRows, -9, 9)...)
	errs = append(errs, t.checkAssault()...)
	errs = append(errs, t.checkNumbers(TableTerrain, []string{"fire-shift", "fire-drm", "assault-drm"}, []string{"clear"}, -9, 9)...)
	errs = append(errs, t.checkMovement()...)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return t, nil
}

// where names a table's file and line for error messages.
func where(tb *scenarios.Table) string {
	return fmt.Sprintf("%s:%d: table %s", tb.File, tb.Line, tb.Name)
}

func rowWhere(tb *scenarios.Table, r *scenarios.TableRow) string {
	return fmt.Sprintf("%s:%d: table %s row %s", tb.File, r.Line, tb.Name, r.Key)
}

// checkNumbers checks that a table has exactly the columns cols, at least
// the rows rows, and that every cell is a whole number in [min, max].
func (t *Tables) checkNumbers(name string, cols, rows []string, min, max int) []error {
	tb := t.byName[name]
	var errs []error
	if strings.Join(tb.Columns, " ") != strings.Join(cols, " ") {
		return []error{fmt.Errorf("%s: columns are %q, want %q", where(tb), strings.Join(tb.Columns, " "), strings.Join(cols, " "))}
	}
	for _, k := range rows {
		if _, ok := tb.Row(k); !ok {
			errs = append(errs, fmt.Errorf("%s: row %s is missing", where(tb), k))
		}
	}
	if len(tb.Rows) == 0 {
		errs = append(errs, fmt.Errorf("%s: no rows", where(tb)))
	}
	for _, r := range tb.Rows {
		if len(r.Cells) != len(cols) {
			errs = append(errs, fmt.Errorf("%s: %d cells, want %d (one per column %s)", rowWhere(tb, r), len(r.Cells), len(cols), strings.Join(cols, " ")))
			continue
		}
		for i, c := range r.Cells {
			n, err := strconv.Atoi(c)
			if err != nil || n < min || n > max {
				errs = append(errs, fmt.Errorf("%s column %s: %q is not a whole number from %d to %d", rowWhere(tb, r), cols[i], c, min, max))
			}
		}
	}
	return errs
}

// checkCovers checks that a table keyed by numbers has a row for every n
// it must cover (covers).
func (t *Tables) checkCovers(name string) []error {
	tb := t.byName[name]
	lo, hi := covers[name][0], covers[name][1]
	for n := lo; n <= hi; n++ {
		if _, ok := tb.RowFor(n); !ok {
			return []error{fmt.Errorf("%s: no row for %d (rows must cover %d to %d; use <=N and >=N for the ends)", where(tb), n, lo, hi)}
		}
	}
	return nil
}

// The numbers each table keyed by numbers must cover (checkCovers); a
// lookup beyond them reads the nearest end, which every such table has.
var covers = map[string][2]int{
	TableCohesionEffects: {1, 30},
	TableInitiative:      {-10, 16},
	TableFireMassed:      {0, 30},
	TableFireCVM:         {-5, 20},
	TableFire:            {-10, 25},
	TableAssault:         {-20, 30},
}

// rowFor is the row of a checked table for n, clamped to its coverage.
func (t *Tables) rowFor(name string, n int) *scenarios.TableRow {
	c := covers[name]
	r, _ := t.byName[name].RowFor(max(c[0], min(c[1], n)))
	return r
}

// number reads a cell LoadTables has checked.
func (t *Tables) number(name, row, col string) int {
	s, _ := t.byName[name].Cell(row, col)
	n, _ := strconv.Atoi(s)
	return n
}

// numberFor reads the cell of the row matching n, with the row's key.
func (t *Tables) numberFor(name string, n int, col string) (int, string) {
	r := t.rowFor(name, n)
	v := t.number(name, r.Key, col)
	return v, r.Key
}

// CCMT is the Cohesion Check Modifiers Table's DRM named row (13.2), as a
// modifier; false if the table has no such row.
func (t *Tables) CCMT(row string) (Modifier, bool) {
	if _, ok := t.byName[TableCCMT].Row(row); !ok {
		return Modifier{}, false
	}
	return Modifier{Rule: "13.2 CCMT", Source: row, Value: t.number(TableCCMT, row, "drm")}, true
}

// StatusModifier is the Unit Status Table's CV modifier (13.1).
func (t *Tables) StatusModifier(s Status) int {
	keys := []string{"good", "shaken", "disordered", "disorganized"}
	if s < GoodOrder || s > Disorganized {
		return t.number(TableUnitStatus, "disorganized", "cv")
	}
	return t.number(TableUnitStatus, keys[s], "cv")
}

// CCV is a unit's Current Cohesion Value: printed CV plus its status
// modifier (13.1, 10.4·4).
func (t *Tables) CCV(u Unit) int { return u.CV + t.StatusModifier(u.Status) }

// TerrainEffect is one row of the combat part of the TEC.
type TerrainEffect struct {
	Name                           string
	FireShift, FireDRM, AssaultDRM int
}

// Terrain returns the combat effects of a terrain or hexside kind; a name
// the table does not list has none (the engine's TEC lists movement for
// every terrain; only those with combat effects need a row here).
func (t *Tables) Terrain(name string) (TerrainEffect, bool) {
	tb := t.byName[TableTerrain]
	if _, ok := tb.Row(name); !ok {
		return TerrainEffect{Name: name}, false
	}
	return TerrainEffect{Name: name, FireShift: t.number(TableTerrain, name, "fire-shift"),
		FireDRM: t.number(TableTerrain, name, "fire-drm"), AssaultDRM: t.number(TableTerrain, name, "assault-drm")}, true
}

func (t *Tables) checkInitiative() []error {
	tb := t.byName[TableInitiative]
	if strings.Join(tb.Columns, " ") != "result" {
		return []error{fmt.Errorf("%s: columns are %q, want result", where(tb), strings.Join(tb.Columns, " "))}
	}
	var errs []error
	for _, r := range tb.Rows {
		if len(r.Cells) != 1 || (r.Cells[0] != InitiativeHalt && r.Cells[0] != InitiativeNormal && r.Cells[0] != InitiativeAttack) {
			errs = append(errs, fmt.Errorf("%s: want one result, halt, normal or attack", rowWhere(tb, r)))
		}
	}
	return append(errs, t.checkCovers(TableInitiative)...)
}

func (t *Tables) checkMood() []error {
	errs := t.checkNumbers(TableMoodTrack, []string{"min", "max"}, []string{"track"}, -9, 9)
	if len(errs) > 0 {
		return errs
	}
	t.moodMin, t.moodMax = t.number(TableMoodTrack, "track", "min"), t.number(TableMoodTrack, "track", "max")
	if t.moodMin > 0 || t.moodMax < 0 {
		return []error{fmt.Errorf("%s: the track must hold 0, where every marker starts (5.2.1)", where(t.byName[TableMoodTrack]))}
	}
	return nil
}
