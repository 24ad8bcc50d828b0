package combat

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

func TestStandInLoads(t *testing.T) {
	tb := tables(t)
	for _, n := range TableNames() {
		if tb.Table(n) == nil {
			t.Errorf("table %s not loaded", n)
		}
	}
}

// Every value of the stand-in tables says where it comes from: a rule
// that forces it, or an estimate with its reason.
func TestStandInProvenance(t *testing.T) {
	sc, err := scenarios.Parse("tables.scn", standIn)
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range sc.Tables {
		for _, r := range tb.Rows {
			if r.Prov.Note == "" || (r.Prov.Kind != scenarios.Rulebook && r.Prov.Kind != scenarios.Estimated) {
				t.Errorf("table %s row %s has no provenance", tb.Name, r.Key)
			}
		}
	}
}

// The constraints the text states (docs/custoza-tables.md), cell by cell.
func TestStandInHonoursTheText(t *testing.T) {
	tb := tables(t)
	cell := func(table, row, col string) string {
		s, ok := tb.Table(table).Cell(row, col)
		if !ok {
			t.Fatalf("table %s has no cell %s/%s", table, row, col)
		}
		return s
	}
	for _, c := range []struct{ table, row, col, want, rule string }{
		{TableUnitStatus, "good", "cv", "0", "13.1"},
		{TableUnitStatus, "shaken", "cv", "-1", "10.4 step 4"},
		{TableUnitStatus, "disordered", "cv", "-2", "13.2"},
		{TableCohesionEffects, "4", "levels", "2", "13.2"},
		{TableCCMT, "charged-by-cavalry", "drm", "+2", "13.2"},
		{TableCCMT, "square-reaction", "drm", "-1", "11.5.4"},
		{TableCCMT, "routed-recovery", "drm", "+4", "13.7"},
		{TableFireRange, "4", "edge-drm", "-2", "8.2 note"},
		{TableFireRange, "5", "edge-drm", "-2", "8.2 note"},
		{TableFireRange, "1", "edge-drm", "0", "8.2 note"},
	} {
		if got := cell(c.table, c.row, c.col); got != c.want {
			t.Errorf("%s %s/%s = %s, want %s (%s)", c.table, c.row, c.col, got, c.want, c.rule)
		}
	}
	for _, row := range []string{"2-1", "1-1.5", "3-1"} {
		if _, ok := tb.Table(TableAssaultRatio).Row(row); !ok {
			t.Errorf("assault-ratio lacks %s (10.4 steps 1-2)", row)
		}
	}
	// Range 4-5 shifts left and 1 hex right, so the note's edge cases arise.
	if tb.number(TableFireRange, "4", "shift") >= 0 || tb.number(TableFireRange, "1", "shift") <= 0 {
		t.Error("fire-range: 4-5 hexes must shift left and 1 hex right (8.2)")
	}
	// Levels lost never fall as the margin grows; at most 4 (13.5).
	prev := 0
	for m := 1; m <= 12; m++ {
		n := tb.EffectLevels(m)
		if n < prev || n < 1 || n > 4 {
			t.Errorf("margin %d: %d levels", m, n)
		}
		prev = n
	}
	// The Fire Table never weakens rightward or downward (8.2 note: higher
	// rolls are better for the firer).
	rank := func(h Hit) int { return h.SP*10 + h.Levels }
	ft := tb.Table(TableFire)
	for i, r := range ft.Rows {
		for j := range r.Cells {
			h, _ := ParseHit(r.Cells[j])
			if j > 0 {
				if l, _ := ParseHit(r.Cells[j-1]); rank(l) > rank(h) {
					t.Errorf("fire row %s: %s left of %s", r.Key, l, h)
				}
			}
			if i > 0 {
				if u, _ := ParseHit(ft.Rows[i-1].Cells[j]); rank(u) > rank(h) {
					t.Errorf("fire column %s: %s above %s", ft.Columns[j], u, h)
				}
			}
		}
	}
}

func parseWith(t *testing.T, edit func(string) string) (*Tables, error) {
	t.Helper()
	sc, err := scenarios.Parse("edited.scn", []byte(edit(string(standIn))))
	if err != nil {
		t.Fatalf("scenario: %v", err)
	}
	return LoadTables(sc)
}

func TestLoadTablesErrors(t *testing.T) {
	cases := []struct {
		name, from, to, want string
	}{
		{"missing table", "[table fire-cvm]", "[table fire-cvx]", "table fire-cvm is missing"},
		{"bad hit", "row 11   0S1  1S0", "row 11   0X1  1S0", `edited.scn:`},
		{"bad cell", "row 4    2S2/0S1/R  2S2/0S1/R  2S2/0S1/R  1S2/cc0/R", "row 4    2S2/0S1/Q  2S2/0S1/R  2S2/0S1/R  1S2/cc0/R", "colour"},
		{"bad ratio", "row 1-3", "row 1-0", "want a ratio"},
		{"ratios out of order", "row 4-1", "row 0.5-1", "must grow"},
		{"fire columns", "columns 1 2 3 4 5-6", "columns 1 2 3 4 6-7", "without gap"},
		{"initiative result", "row 3   normal", "row 3   panic", "halt, normal or attack"},
		{"mood track", "row track -3 +3", "row track 1 3", "must hold 0"},
		{"status number", "row shaken       -1", "row shaken       x", "not a whole number"},
	}
	for _, c := range cases {
		if !strings.Contains(string(standIn), c.from) {
			t.Fatalf("%s: %q not in tables.scn", c.name, c.from)
		}
		_, err := parseWith(t, func(s string) string { return strings.Replace(s, c.from, c.to, 1) })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := LoadTables(nil); err == nil {
		t.Error("nil scenario")
	}
}

// overrideFile turns tables.scn into an override file (only its [table]
// sections), with edit applied.
func overrideFile(edit func(string) string) []byte {
	s := string(standIn)
	s = s[strings.Index(s, "\n[table ")+1:]
	return []byte(edit(s))
}

// A group owning the printed charts replaces the tables with --tables
// (scenarios.ApplyTables); the rules then read the override.
func TestOverrideReplacesTables(t *testing.T) {
	sc, err := scenarios.Parse("battle.scn", standIn)
	if err != nil {
		t.Fatal(err)
	}
	ov := overrideFile(func(s string) string {
		return strings.Replace(s, "row disorganized -3", "row disorganized -4", 1)
	})
	if err := sc.ApplyTables("printed.tables", ov); err != nil {
		t.Fatal(err)
	}
	tb, err := LoadTables(sc)
	if err != nil {
		t.Fatal(err)
	}
	if got := tb.StatusModifier(Disorganized); got != -4 {
		t.Errorf("override not read: %d", got)
	}
	// An override of another shape is refused before the rules see it.
	sc, _ = scenarios.Parse("battle.scn", standIn)
	bad := overrideFile(func(s string) string { return strings.Replace(s, "row disorganized -3", "row routed -3", 1) })
	if err := sc.ApplyTables("printed.tables", bad); err == nil || !strings.Contains(err.Error(), "printed.tables") {
		t.Errorf("a row the scenario lacks: %v", err)
	}
	// An override that parses but breaks a rule's check names its file.
	sc, _ = scenarios.Parse("battle.scn", standIn)
	broken := overrideFile(func(s string) string { return strings.Replace(s, "row track -3 +3", "row track 2 3", 1) })
	if err := sc.ApplyTables("printed.tables", broken); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadTables(sc); err == nil || !strings.Contains(err.Error(), "printed.tables") {
		t.Errorf("want an error naming printed.tables: %v", err)
	}
}

func TestStandInFileIsACopy(t *testing.T) {
	b := StandInFile()
	b[0] = 'X'
	if bytes.Equal(b, standIn) {
		t.Error("StandInFile shares tables.scn's bytes")
	}
}

func TestParseEdition(t *testing.T) {
	if e, err := ParseEdition("goito"); err != nil || e != Goito {
		t.Error(err)
	}
	if _, err := ParseEdition("solferino"); err == nil {
		t.Error("solferino")
	}
}
