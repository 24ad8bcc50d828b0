package risorgimento

import (
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The [table NAME] sections the rules read (docs/risorgimento-tables.md).
const (
	TableMove      = "tec-move"        // 5.2: MP by unit class and terrain
	TableCombat    = "tec-combat"      // 7.18, 7.45, 7.23: terrain DRMs
	TableRange     = "artillery-range" // 7.11: Artillery Range Effects Chart
	TableFire      = "artillery-fire"  // 7.18: Artillery Fire Table
	TableSmallArms = "small-arms"      // 7.23, 7.25: Small-Arms Fire Table
	TableAttack    = "attack"          // 7.44: hits by modified roll (decision D2)
)

// Class is a column of the movement chart.
type Class string

const (
	ClassInf    Class = "inf"
	ClassCav    Class = "cav"
	ClassArt    Class = "art"
	ClassHorse  Class = "horse"
	ClassLeader Class = "leader" // command range is counted in Leader MP (4.12, 4.21)
)

var moveClasses = []Class{ClassInf, ClassCav, ClassArt, ClassHorse, ClassLeader}

// ClassOf is the movement class of a combat unit.
func ClassOf(u Unit) Class {
	switch {
	case u.Kind == Cavalry:
		return ClassCav
	case u.Kind == Artillery && u.Horse:
		return ClassHorse
	case u.Kind == Artillery:
		return ClassArt
	}
	return ClassInf
}

// The hexside rows of the charts.
const (
	rowRoad    = "road"
	rowFord    = "ford"
	rowBridge  = "bridge"
	rowTicino  = "ticino"
	rowGradual = "gradual"
)

var slopeRows = [...]string{"", "gradual", "sharp", "steep"}
var ridgeRows = [...]string{"", "ridge-1", "ridge-2", "ridge-3"}

var moveRows = append(hexRowNames(), "road", "gradual", "sharp", "steep", "ridge-1", "ridge-2", "ridge-3", "ticino", "canal", "deep-stream", "shallow-stream", "ford")
var combatRows = append(hexRowNames(), "gradual", "sharp", "steep", "ridge-1", "ridge-2", "ridge-3", "canal", "deep-stream", "shallow-stream", "ford", "bridge")
var combatColumns = []string{"fire", "attack", "small-arms"}

func hexRowNames() []string {
	var out []string
	for _, k := range HexKinds {
		out = append(out, string(k))
	}
	return out
}

// Prohibited is the cost of a move the chart forbids ("P").
const Prohibited hexmap.Cost = -1

// FireResult is a line of the Artillery Fire Table (7.18 key).
type FireResult uint8

const (
	NE     FireResult = iota + 1 // No Effect
	CDR                          // Cohesion Die Roll: Disordered if the roll is above present cohesion
	D                            // all units in the hex Disordered
	DPlus1                       // all Disordered, 1 Hit to one unit
)

var fireNames = [...]string{"", "NE", "CDR", "D", "D+1"}

func (f FireResult) String() string { return fireNames[f] }

// Tables are the charts the rules read, loaded from a scenario.
type Tables struct {
	move   map[string]map[Class]hexmap.Cost
	combat map[string][3]int
	rangeT *scenarios.Table
	fire   *scenarios.Table
	small  *scenarios.Table
	attack *scenarios.Table
}

//go:embed tables.scn
var standIn []byte

// StandIn returns the stand-in charts of tables.scn.
func StandIn() (*Tables, error) {
	sc, err := scenarios.Parse("risorgimento/tables.scn", standIn)
	if err != nil {
		return nil, err
	}
	return LoadTables(sc)
}

// chartsMark opens the charts at the end of every Risorgimento scenario.
const chartsMark = `# STAND-IN CHARTS: the [table] sections of adjudicator/risorgimento/tables.scn,
# the engine's stand-ins (docs/risorgimento-tables.md), copied unchanged. Change
# them there, then run go test ./scenarios -run TestRisorgimentoGenerated -update
# (the battles) and go test ./adjudicator/risorgimento -run TestScenarioCharts
# -update (the test scenario). A group that owns the printed charts gives them
# with mincio new … --tables FILE.
`

// ScenarioCharts is the text every Risorgimento scenario ends with: a mark,
// then the [table] sections of tables.scn with the comments above each. The
// battle scenarios are generated with it and TestScenarioCharts holds every
// scenario to it, so the scenarios' charts are the stand-ins, row for row.
func ScenarioCharts() string {
	src := string(standIn)
	i := strings.Index(src, "\n[table ")
	for { // back over the comment lines just above the first table
		j := strings.LastIndex(src[:i], "\n")
		if j < 0 || !strings.HasPrefix(src[j+1:i], "#") {
			break
		}
		i = j
	}
	return chartsMark + src[i+1:]
}

// The span of modified rolls the result tables must cover: a d10 (0-9)
// with every DRM the rules can add (range +3, three extra batteries +6,
// elevation +2, massed +1 above; terrain -3, range -3, dispersed -2, moved
// -1 below) and the attack DRMs (7.45).
const (
	MinModifiedRoll = -12
	MaxModifiedRoll = 30
)

// LoadTables reads the charts of a scenario by name and checks every row,
// column and value the rules read, and the constraints the text states.
// The error names the table and what is wrong; it holds every problem.
func LoadTables(sc *scenarios.Scenario) (*Tables, error) {
	if sc == nil {
		return nil, errors.New("risorgimento tables: no scenario")
	}
	t := &Tables{}
	var errs []error
	get := func(name, what string) *scenarios.Table { return sc.NeedTable(name, what, &errs) }
	if tb := get(TableMove, "the Terrain Effects Chart's movement costs (5.2)"); tb != nil {
		errs = append(errs, t.loadMove(tb)...)
	}
	if tb := get(TableCombat, "the Terrain Effects Chart's combat DRMs (7.18, 7.45, 7.23)"); tb != nil {
		errs = append(errs, t.loadCombat(tb)...)
	}
	if t.rangeT = get(TableRange, "the Artillery Range Effects Chart (7.11)"); t.rangeT != nil {
		errs = append(errs, checkRange(t.rangeT)...)
	}
	if t.fire = get(TableFire, "the Artillery Fire Table (7.18)"); t.fire != nil {
		errs = append(errs, checkMonotone(t.fire, parseFire)...)
	}
	if t.small = get(TableSmallArms, "the Small-Arms Fire Table (7.23, 7.25)"); t.small != nil {
		errs = append(errs, checkMonotone(t.small, parseSmallArms)...)
	}
	if t.attack = get(TableAttack, "the attack results (7.44)"); t.attack != nil {
		errs = append(errs, checkMonotone(t.attack, parseHits)...)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return t, nil
}

func columnsAre(tb *scenarios.Table, want []string) error {
	if !slices.Equal(tb.Columns, want) {
		return fmt.Errorf("table %s: columns are %q, want %s", tb.Name, strings.Join(tb.Columns, " "), strings.Join(want, " "))
	}
	return nil
}

func (t *Tables) loadMove(tb *scenarios.Table) []error {
	cols := make([]string, len(moveClasses))
	for i, c := range moveClasses {
		cols[i] = string(c)
	}
	if err := columnsAre(tb, cols); err != nil {
		return []error{err}
	}
	var errs []error
	t.move = make(map[string]map[Class]hexmap.Cost)
	for _, key := range moveRows {
		r, ok := tb.Row(key)
		if !ok {
			errs = append(errs, fmt.Errorf("table %s: no row %s", tb.Name, key))
			continue
		}
		t.move[key] = make(map[Class]hexmap.Cost)
		for i, c := range moveClasses {
			cost, err := parseMove(cellAt(r, i))
			if err != nil {
				errs = append(errs, fmt.Errorf("table %s row %s column %s: %v", tb.Name, key, c, err))
			}
			t.move[key][c] = cost
		}
	}
	if len(errs) == 0 {
		errs = append(errs, t.checkMoveConstraints()...)
	}
	return errs
}

func cellAt(r *scenarios.TableRow, i int) string {
	if i < len(r.Cells) {
		return r.Cells[i]
	}
	return ""
}

func parseMove(s string) (hexmap.Cost, error) {
	if s == "P" {
		return Prohibited, nil
	}
	c, err := hexmap.ParseCost(s)
	if err != nil || c < 0 {
		return 0, fmt.Errorf("%q: want a cost (1, 1/2, 2 1/2) or P for prohibited", s)
	}
	return c, nil
}

// checkMoveConstraints holds the chart to what the text states.
func (t *Tables) checkMoveConstraints() []error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf("table "+TableMove+": "+format, a...)) }
	if t.move[string(Clear)][ClassInf]+t.move["ridge-2"][ClassInf] != hexmap.MPs(3) {
		bad("clear + ridge-2 for inf must be 3 MP (5.25 example: S2218 to S2117, one to enter plus two for a Sharp Ridge)")
	}
	for _, c := range []Class{ClassCav, ClassArt, ClassHorse} {
		if t.move["steep"][c] != Prohibited {
			bad("steep for %s must be P: cavalry and artillery may not cross Steep slopes except by road (5.26)", c)
		}
	}
	for _, c := range moveClasses {
		if t.move[rowTicino][c] != Prohibited {
			bad("ticino for %s must be P: impassable except by bridges (5.23)", c)
		}
	}
	return errs
}

func (t *Tables) loadCombat(tb *scenarios.Table) []error {
	if err := columnsAre(tb, combatColumns); err != nil {
		return []error{err}
	}
	var errs []error
	t.combat = make(map[string][3]int)
	for _, key := range combatRows {
		r, ok := tb.Row(key)
		if !ok {
			errs = append(errs, fmt.Errorf("table %s: no row %s", tb.Name, key))
			continue
		}
		var v [3]int
		for i := range combatColumns {
			n, err := strconv.Atoi(strings.TrimPrefix(cellAt(r, i), "+"))
			if err != nil {
				errs = append(errs, fmt.Errorf("table %s row %s column %s: %q is not a whole number", tb.Name, key, combatColumns[i], cellAt(r, i)))
			}
			v[i] = n
		}
		if v[1] > 0 {
			errs = append(errs, fmt.Errorf("table %s row %s: attack DRM %+d, want 0 or less: a terrain DRM only \"negatively affects the attacker's roll\" (7.45)", tb.Name, key, v[1]))
		}
		t.combat[key] = v
	}
	return errs
}

// Guns lists the gun types of the range chart, in its column order (7.11).
var Guns = []Gun{Field, Heavy, Rocket, Rifled, HorseGun}

func checkRange(tb *scenarios.Table) []error {
	want := make([]string, len(Guns))
	for i, g := range Guns {
		want[i] = string(g)
	}
	if err := columnsAre(tb, want); err != nil {
		return []error{err}
	}
	var errs []error
	for n := 1; n <= 12; n++ {
		r, ok := tb.RowFor(n)
		if !ok {
			errs = append(errs, fmt.Errorf("table %s: no row for range %d (rows must cover 1 to 12)", tb.Name, n))
			continue
		}
		for i := range want {
			if _, err := strconv.Atoi(strings.TrimPrefix(cellAt(r, i), "+")); err != nil {
				errs = append(errs, fmt.Errorf("table %s row %s column %s: %q is not a whole number", tb.Name, r.Key, want[i], cellAt(r, i)))
			}
		}
	}
	return errs
}

// checkMonotone checks that every modified roll has a row whose one cell
// parses to a severity, and that severity never falls as the roll rises.
func checkMonotone(tb *scenarios.Table, parse func(string) (int, error)) []error {
	if len(tb.Columns) != 1 {
		return []error{fmt.Errorf("table %s: %d columns, want one", tb.Name, len(tb.Columns))}
	}
	var errs []error
	prev := -1
	for n := MinModifiedRoll; n <= MaxModifiedRoll; n++ {
		r, ok := tb.RowFor(n)
		if !ok {
			errs = append(errs, fmt.Errorf("table %s: no row for modified roll %d (rows must cover %d to %d)", tb.Name, n, MinModifiedRoll, MaxModifiedRoll))
			continue
		}
		v, err := parse(cellAt(r, 0))
		if err != nil {
			errs = append(errs, fmt.Errorf("table %s row %s: %v", tb.Name, r.Key, err))
			continue
		}
		if v < prev {
			errs = append(errs, fmt.Errorf("table %s row %s: less severe than a lower roll; results must not improve for the target as the roll rises", tb.Name, r.Key))
		}
		prev = v
	}
	return errs
}

func parseFire(s string) (int, error) {
	for i, n := range fireNames {
		if i > 0 && n == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q: want NE, CDR, D or D+1 (7.18)", s)
}

func parseSmallArms(s string) (int, error) {
	switch s {
	case "NE":
		return 0, nil
	case "1":
		return 1, nil
	}
	return 0, fmt.Errorf("%q: want NE or 1 (7.25: No Effect or 1 Hit)", s)
}

func parseHits(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q: want a number of Hits, 0 or more", s)
	}
	return n, nil
}

// moveCost is the chart's cost for row and class.
func (t *Tables) moveCost(row string, c Class) hexmap.Cost { return t.move[row][c] }

// combatDRM is the chart's DRM for row and column (fire, attack, small-arms).
func (t *Tables) combatDRM(row string, col int) int { return t.combat[row][col] }

const (
	colFire = iota
	colAttack
	colSmallArms
)

// lookup reads the one cell of a result table at modified roll n, clamped
// to the span every table is checked to cover.
func lookup(tb *scenarios.Table, n int, parse func(string) (int, error)) int {
	n = max(MinModifiedRoll, min(MaxModifiedRoll, n))
	r, _ := tb.RowFor(n)
	v, _ := parse(cellAt(r, 0))
	return v
}

// FireResultFor is the Artillery Fire Table's result at modified roll n (7.18).
func (t *Tables) FireResultFor(n int) FireResult { return FireResult(lookup(t.fire, n, parseFire)) }

// SmallArmsHits is the Small-Arms Fire Table's Hits at modified roll n (7.25).
func (t *Tables) SmallArmsHits(n int) int { return lookup(t.small, n, parseSmallArms) }

// AttackHits is the Hits a side's modified attack roll n inflicts (7.44).
func (t *Tables) AttackHits(n int) int { return lookup(t.attack, n, parseHits) }

// RangeDRM is the Artillery Range Effects Chart's DRM for gun g at range n (7.11).
func (t *Tables) RangeDRM(g Gun, n int) int {
	r, _ := t.rangeT.RowFor(min(n, 12))
	i := slices.Index(Guns, g)
	v, _ := strconv.Atoi(strings.TrimPrefix(cellAt(r, i), "+"))
	return v
}
