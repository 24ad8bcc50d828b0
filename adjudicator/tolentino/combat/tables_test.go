package combat

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

func loadFile(t *testing.T) *scenarios.Scenario {
	t.Helper()
	data, err := os.ReadFile("tables.scn")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Parse("tables.scn", data)
	if err != nil {
		t.Fatalf("tables.scn does not parse: %v", err)
	}
	if errs := sc.Check(); len(errs) > 0 {
		t.Fatalf("tables.scn does not check: %v", errs)
	}
	return sc
}

func TestTablesFileLoads(t *testing.T) {
	sc := loadFile(t)
	if sc.ID != "tolentino-tables" || sc.System != "tolentino" || len(sc.Sides) != 2 ||
		sc.Sides[0].ID != "austria" || sc.Sides[1].ID != "naples" {
		t.Errorf("header: id %q system %q sides %v", sc.ID, sc.System, sc.Sides)
	}
	if _, err := LoadTables(sc); err != nil {
		t.Fatal(err)
	}
	names := []string{TableCRT, TableBombardment, TableBombardmentRange, TableBombardmentDensity, TableTerrain}
	if len(sc.Tables) != len(names) {
		t.Errorf("tables.scn has %d tables, want only %v", len(sc.Tables), names)
	}
	for _, n := range names {
		if _, ok := sc.Table(n); !ok {
			t.Errorf("table %s missing", n)
		}
	}
	if sc.Map != nil || len(sc.Counters) > 0 || len(sc.Rules) > 0 {
		t.Error("tables.scn must hold only a header and [table] sections")
	}
}

// Every row is a stand-in and says so (docs/design.md, "Scenario data and provenance").
func TestTablesAllEstimated(t *testing.T) {
	sc := loadFile(t)
	for _, tb := range sc.Tables {
		for _, r := range tb.Rows {
			if r.Prov.Kind != scenarios.Estimated || !strings.HasPrefix(r.Prov.Note, "stand-in: ") || r.Prov.Line != r.Line {
				t.Errorf("table %s row %s: provenance %+v, want its own @estimated \"stand-in: …\"", tb.Name, r.Key, r.Prov)
			}
		}
	}
}

// 12.4.2, 12.4.3: the columns run from 1-5 to 6-1.
func Test12_4_2_CRTColumns(t *testing.T) {
	tb := tables(t)
	if got := strings.Join(tb.CRT.Columns, " "); got != "1-5 1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1" {
		t.Errorf("columns %s", got)
	}
}

// 12.5.2: with the DRM capped at ±4, every modified roll from -3 to 10 has
// a row, and the rows do not overlap.
func Test12_5_2_CRTRowsCoverCappedRolls(t *testing.T) {
	tb := tables(t)
	for n := -3; n <= 10; n++ {
		hits := 0
		for _, r := range tb.CRT.Rows {
			one := &scenarios.Table{Columns: tb.CRT.Columns, Rows: []*scenarios.TableRow{r}}
			if _, ok := one.RowFor(n); ok {
				hits++
			}
		}
		if hits != 1 {
			t.Errorf("modified roll %d matches %d rows, want 1", n, hits)
		}
	}
}

// The stand-in CRT is monotonic: a higher die roll (every DRM of 12.5.2
// that helps the attacker is positive) and higher odds never give a
// result worse for the attacker (12.5.4 ordering, see result.go).
func TestCRTMonotonic(t *testing.T) {
	tb := tables(t)
	cols := Columns()
	prevRow := make([]int, len(cols))
	for n := -3; n <= 10; n++ {
		prev := -1
		for i, c := range cols {
			code, _, err := tb.CRTCell(c, n)
			if err != nil {
				t.Fatal(err)
			}
			rk := code.Rank()
			if rk < prev {
				t.Errorf("roll %d: column %s gives %s, worse than the column to its left", n, c, code)
			}
			if n > -3 && rk < prevRow[i] {
				t.Errorf("column %s: roll %d gives %s, worse than roll %d", c, n, code, n-1)
			}
			prev, prevRow[i] = rk, rk
		}
	}
	// 12.4.3 only makes sense if +N on the 6-1 column still improves: the
	// 6-1 column's best result is reached only with a DRM.
	if c, _, _ := tb.CRTCell("6-1", 1); c == DE {
		t.Error("6-1 column is DE from a roll of 1: 12.4.3's +1 per level would change nothing")
	}
	// Every result of 12.5.4 appears.
	seen := map[Code]bool{}
	for _, r := range tb.CRT.Rows {
		for _, c := range r.Cells {
			code, _ := ParseCode(c)
			seen[code] = true
		}
	}
	for _, c := range crtCodes {
		if !seen[c] {
			t.Errorf("result %s never appears on the CRT", c)
		}
	}
}

// The Bombardment Table is monotonic in value and roll (11.4.3).
func Test11_4_3_BombardmentMonotonic(t *testing.T) {
	tb := tables(t)
	rank := map[BombardCode]int{BNone: 0, BDisrupt: 1, BRetreat: 2}
	for _, r := range tb.Bombardment.Rows {
		for i := 1; i < len(r.Cells); i++ {
			if rank[BombardCode(r.Cells[i])] < rank[BombardCode(r.Cells[i-1])] {
				t.Errorf("row %s: column %s worse than %s", r.Key, tb.Bombardment.Columns[i], tb.Bombardment.Columns[i-1])
			}
		}
	}
	for j := range tb.Bombardment.Columns {
		for i := 1; i < len(tb.Bombardment.Rows); i++ {
			a, b := tb.Bombardment.Rows[i-1].Cells[j], tb.Bombardment.Rows[i].Cells[j]
			if rank[BombardCode(b)] < rank[BombardCode(a)] {
				t.Errorf("column %s: row %s worse than the row above", tb.Bombardment.Columns[j], tb.Bombardment.Rows[i].Key)
			}
		}
	}
	// 11.2: closer is not worse; 11.4.3: denser is not better for the target.
	if tableDRM(tb.BombardmentRange, 1) < tableDRM(tb.BombardmentRange, 2) {
		t.Error("range 1 modifier below range 2")
	}
	for n := 2; n <= maxDensity; n++ {
		if tableDRM(tb.BombardmentDensity, n) < tableDRM(tb.BombardmentDensity, n-1) {
			t.Errorf("density %d modifier below density %d", n, n-1)
		}
	}
}

// The terrain effects the text states (10.x, 14.2, 11.3.1).
func Test10_TerrainConstraints(t *testing.T) {
	tb := tables(t)
	get := func(n string) TerrainEffect {
		e, ok := tb.Terrain(n)
		if !ok {
			t.Fatalf("terrain %s missing", n)
		}
		return e
	}
	clear, rough, woods, town, fort, stream, bridge := get("clear"), get("rough"), get("woods"), get("town"), get("fortified"), get("stream"), get("bridge")
	checks := []struct {
		rule string
		ok   bool
	}{
		{"14.2: cavalry charges into clear", clear.Charge},
		{"14.2: only into clear", !rough.Charge && !woods.Charge && !town.Charge && !fort.Charge},
		{"10.2.1: rough has no effect on combat", rough.Shift == 0 && rough.CavalryShift == 0 && rough.DRM == 0 && rough.Bombard == 0 && !rough.Hold},
		{"10.2: rough levels count for LoS", rough.LOS == "level"},
		{"10.3.1: 1L through a stream", stream.Shift == 1 && stream.CavalryShift == 1},
		{"10.4.2: a bridge is a stream for combat", bridge.Shift == stream.Shift && bridge.DRM == stream.DRM && bridge.CavalryShift == stream.CavalryShift},
		{"10.5.4: cavalry in a fortified position only 1L", fort.CavalryShift == 1 && fort.Shift > 1},
		{"10.5: fortified position needs Cover", fort.NeedsCover},
		{"10.6: woods need Cover", woods.NeedsCover},
		{"10.6: cavalry halved in woods", woods.CavalryHalved && !clear.CavalryHalved && !rough.CavalryHalved},
		{"10.1.1, 10.5.3: DR may become EX in town and fortified position", town.Hold && fort.Hold && !clear.Hold && !woods.Hold},
		{"10.7: towns need no Cover", !town.NeedsCover},
		{"clear has no effect", clear.Shift == 0 && clear.DRM == 0 && clear.Bombard == 0 && clear.LOS == "no"},
	}
	for _, c := range checks {
		if !c.ok {
			t.Error(c.rule)
		}
	}
}

const header = "scenario x\nsystem tolentino\nside austria \"A\"\nside naples \"N\"\n"

// LoadTables names the table and what is missing.
func TestLoadTablesErrors(t *testing.T) {
	good, err := os.ReadFile("tables.scn")
	if err != nil {
		t.Fatal(err)
	}
	src := string(good)
	cases := []struct {
		name, old, new, want string
	}{
		{"missing crt", "[table crt]", "[table crtx]", "table crt is missing"},
		{"crt columns", "columns 1-5 1-4", "columns 1-6 1-4", "table crt: columns are"},
		{"crt cell", "row 5   AD AD NE", "row 5   AD XX NE", "table crt row 5 column 1-4"},
		{"crt row gap", "rows -3 -2 -1 0 1 2", "rows -3 -2 -1 0 2", "table crt: no row for modified die roll 1"},
		{"terrain column", "columns shift cav-shift", "columns shift cavshift", "column cav-shift is missing"},
		{"terrain yes/no", "row clear     0 0  0  0 no    yes", "row clear     0 0  0  0 no    maybe", "is not yes or no"},
		{"terrain los", "row clear     0 0  0  0 no ", "row clear     0 0  0  0 fog ", "is not yes, no or level"},
		{"terrain shift", "row town      1 1", "row town      x 1", "table terrain-combat row town column shift"},
		{"bombardment open column", "columns 1 2 3 4 5 6 7 >=8", "columns 1 2 3 4 5 6 7 8", "no column for an artillery value of 9"},
		{"bombardment cell", "row 7   D  D ", "row 7   D  Q ", "table bombardment row 7"},
		{"range row", "rows 1 2\nrow 1 +1", "rows 1\nrow 1 +1", "no row for range 2"},
		{"density drm", "row 3    0 ", "row 3    zero ", "table bombardment-density row 3 column drm"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(src, c.old) {
				t.Fatalf("tables.scn has no %q", c.old)
			}
			text := strings.Replace(src, c.old, c.new, 1)
			if c.name == "crt row gap" {
				text = strings.Replace(text, "\nrow 1   AE", "\n# row 1   AE", 1)
			}
			if c.name == "range row" {
				text = strings.Replace(text, "\nrow 2 0  @estimated", "\n# row 2 removed", 1)
			}
			sc, err := scenarios.Parse("x.scn", []byte(text))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			_, err = LoadTables(sc)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("LoadTables: %v, want an error containing %q", err, c.want)
			}
		})
	}
	if _, err := LoadTables(nil); err == nil {
		t.Error("LoadTables(nil) succeeded")
	}
	sc, err := scenarios.Parse("x.scn", []byte(header))
	if err != nil {
		t.Fatal(err)
	}
	_, err = LoadTables(sc)
	for _, n := range []string{TableCRT, TableBombardment, TableBombardmentRange, TableBombardmentDensity, TableTerrain} {
		if err == nil || !strings.Contains(err.Error(), "table "+n+" is missing") {
			t.Errorf("empty scenario: %v, want table %s missing", err, n)
		}
	}
}

// FuzzLoadTables: arbitrary table text never panics LoadTables, and
// tables it accepts can be read at every modified roll.
func FuzzLoadTables(f *testing.F) {
	good, err := os.ReadFile("tables.scn")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(good))
	f.Add(header + "[table crt]\ncolumns 1-5\nrow 1 AE @estimated \"x\"\n")
	f.Add(header + "[table terrain-combat]\ncolumns shift\nrow clear 0 @estimated \"x\"\n")
	f.Add(header + "[table bombardment]\ncolumns >=1 2\nrow <=1 NE NE @estimated \"x\"\n")
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := scenarios.Parse("fuzz.scn", []byte(text))
		if err != nil {
			return
		}
		tb, err := LoadTables(sc)
		if err != nil {
			if err.Error() == "" {
				t.Error("empty error")
			}
			return
		}
		for n := MinModifiedRoll; n <= MaxModifiedRoll; n++ {
			for _, c := range Columns() {
				if code, _, err := tb.CRTCell(c, n); err != nil || !code.Valid() {
					t.Fatalf("accepted tables fail at %s %d: %v", c, n, err)
				}
			}
		}
		for v := 1; v <= maxGunValue; v++ {
			if tb.bombCol(v) == "" {
				t.Fatalf("accepted tables have no bombardment column for %d", v)
			}
		}
	})
}
