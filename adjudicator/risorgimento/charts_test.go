package risorgimento

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

var update = flag.Bool("update", false, "rewrite the charts of the test scenario")

// scenarioFiles are the Risorgimento scenarios: the test scenario, whose
// charts -update rewrites, and the two battles, which the scenarios
// package generates.
var scenarioFiles = []struct {
	file      string
	generated bool
}{
	{"testdata/skirmish.scn", false},
	{"../../scenarios/data/magenta1859.scn", true},
	{"../../scenarios/data/solferino1859.scn", true},
}

// TestScenarioCharts: every Risorgimento scenario ends with the charts of
// tables.scn, unchanged (ScenarioCharts), so the scenarios and the
// engine's stand-ins are one source; and the charts load.
func TestScenarioCharts(t *testing.T) {
	want := ScenarioCharts()
	for _, f := range scenarioFiles {
		src, err := os.ReadFile(f.file)
		if err != nil {
			t.Fatal(err)
		}
		head, got, found := strings.Cut(string(src), chartsMark)
		switch {
		case found && chartsMark+got == want:
		case f.generated:
			t.Errorf("%s: its charts differ from tables.scn; run go test ./scenarios -run TestRisorgimentoGenerated -update", f.file)
		case !*update:
			t.Errorf("%s: its charts differ from tables.scn; run go test ./adjudicator/risorgimento -run TestScenarioCharts -update", f.file)
		default:
			head = strings.TrimRight(head, "\n") + "\n\n"
			if err := os.WriteFile(f.file, []byte(head+want), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		sc, err := scenarios.Load(f.file)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadTables(sc); err != nil {
			t.Errorf("%s: %v", f.file, err)
		}
	}
}

// TestScenarioChartsAreTheStandIns: the tables a scenario parses to are
// those of tables.scn, cell for cell and mark for mark (every value
// estimated, as the stand-ins are).
func TestScenarioChartsAreTheStandIns(t *testing.T) {
	std := loadFile(t)
	for _, f := range scenarioFiles {
		sc, err := scenarios.Load(f.file)
		if err != nil {
			t.Fatal(err)
		}
		if len(sc.Tables) != len(std.Tables) {
			t.Errorf("%s: %d tables, want the %d of tables.scn", f.file, len(sc.Tables), len(std.Tables))
		}
		for _, w := range std.Tables {
			g, ok := sc.Table(w.Name)
			if !ok {
				t.Errorf("%s: no table %s", f.file, w.Name)
				continue
			}
			if strings.Join(g.Columns, " ") != strings.Join(w.Columns, " ") || len(g.Rows) != len(w.Rows) {
				t.Errorf("%s table %s: columns %v and %d rows, want %v and %d", f.file, w.Name, g.Columns, len(g.Rows), w.Columns, len(w.Rows))
				continue
			}
			for i, r := range w.Rows {
				gr := g.Rows[i]
				if gr.Key != r.Key || strings.Join(gr.Cells, " ") != strings.Join(r.Cells, " ") || gr.Prov.Kind != r.Prov.Kind || gr.Prov.Note != r.Prov.Note {
					t.Errorf("%s table %s row %s: %v %v, want %s %v %v", f.file, w.Name, gr.Key, gr.Cells, gr.Prov, r.Key, r.Cells, r.Prov)
				}
			}
		}
	}
}

// TestScenarioWithoutCharts: a scenario without the engine's charts is
// refused, naming the missing table, not played on other charts (the
// battles' first files had a [table tec] the loader does not read).
func TestScenarioWithoutCharts(t *testing.T) {
	src, err := os.ReadFile("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	head, _, _ := strings.Cut(string(src), chartsMark)
	bare := head + "[table tec]\ncolumns inf\nrow clear 1 @estimated \"another layout\"\n"
	sc, err := scenarios.Parse("bare.scn", []byte(bare))
	if err != nil {
		t.Fatal(err)
	}
	_, err = System{}.New(sc)
	if err == nil || !strings.Contains(err.Error(), "table tec-move is missing") || !strings.Contains(err.Error(), "tables.scn") {
		t.Errorf("error %v, want one naming the missing tec-move and tables.scn", err)
	}
}

// TestNaviglioWords: the Naviglio has one name, the chart's canal (5.23);
// a hexside written naviglio, or a rule naviglio other than on or off, is
// refused with its line and what to write.
func TestNaviglioWords(t *testing.T) {
	src, err := os.ReadFile("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"hexside canal 0401/se", "hexside naviglio 0401/se", `hexside "naviglio" is unknown`},
		{"rule control austria", "rule naviglio yes @estimated \"a bad value\"\nrule control austria", `rule naviglio "yes": want on`},
	} {
		if !strings.Contains(string(src), c.from) {
			t.Fatalf("skirmish.scn has no %q", c.from)
		}
		sc, err := scenarios.Parse("bad.scn", []byte(strings.Replace(string(src), c.from, c.to, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := (System{}).New(sc); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "line ") {
			t.Errorf("%q: error %v, want one naming %q and its line", c.to, err, c.want)
		}
	}
}

// TestBattleChartsOverride: a group's printed charts (--tables) replace a
// battle's own, and the game plays them: the override is the stand-ins
// with one attack row changed.
func TestBattleChartsOverride(t *testing.T) {
	for _, id := range []string{"magenta1859", "solferino1859"} {
		sc := loadBattle(t, id)
		const from = "row >=12  4 "
		printed := "scenario " + id + "\n" + strings.Replace(ScenarioCharts(), from, "row >=12  9 ", 1)
		if !strings.Contains(ScenarioCharts(), from) {
			t.Fatalf("tables.scn has no %q", from)
		}
		if err := sc.ApplyTables("printed.tables", []byte(printed)); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		st, err := System{}.New(sc)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if h := st.(*State).w.t.AttackHits(12); h != 9 {
			t.Errorf("%s: attack roll 12 gives %d Hits, want the override's 9", id, h)
		}
	}
}
