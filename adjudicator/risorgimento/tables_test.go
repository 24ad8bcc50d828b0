package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// loadFile parses the embedded tables.scn as a scenario.
func loadFile(t *testing.T) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Parse("tables.scn", standIn)
	if err != nil {
		t.Fatalf("tables.scn does not parse: %v", err)
	}
	return sc
}

func TestTablesFileLoads(t *testing.T) {
	sc := loadFile(t)
	if _, err := LoadTables(sc); err != nil {
		t.Fatal(err)
	}
	names := []string{TableMove, TableCombat, TableRange, TableFire, TableSmallArms, TableAttack}
	if len(sc.Tables) != len(names) {
		t.Errorf("tables.scn has %d tables, want %v", len(sc.Tables), names)
	}
	for _, n := range names {
		if _, ok := sc.Table(n); !ok {
			t.Errorf("table %s missing", n)
		}
	}
}

// Every row is a stand-in and says so.
func TestTablesAllEstimated(t *testing.T) {
	for _, tb := range loadFile(t).Tables {
		for _, r := range tb.Rows {
			if r.Prov.Kind != scenarios.Estimated || !strings.HasPrefix(r.Prov.Note, "stand-in: ") {
				t.Errorf("table %s row %s: provenance %+v, want @estimated \"stand-in: …\"", tb.Name, r.Key, r.Prov)
			}
		}
	}
}

// A chart that breaks a constraint of the text is refused with the rule.
func TestTablesConstraints(t *testing.T) {
	cases := []struct{ from, to, want string }{
		{"row ridge-2          2    3", "row ridge-2          1    3", "5.25"},
		{"row steep            3    P    P    P", "row steep            3    4    P    P", "5.26"},
		{"row ticino           P    P", "row ticino           1    P", "5.23"},
		{"row town             -2   -2", "row town             -2   1 ", "7.45"},
		{"row >=10 D+1", "row >=10 CDR", "must not improve"},
		{"row >=7 1", "row >=7 2", "7.25"},
		{"row >=12  4", "row >=12  x", "number of Hits"},
		{"columns inf cav art horse leader", "columns inf cav art leader horse", "columns"},
	}
	for _, c := range cases {
		src := string(standIn)
		if !strings.Contains(src, c.from) {
			t.Fatalf("tables.scn has no %q", c.from)
		}
		sc, err := scenarios.Parse("bad.scn", []byte(strings.Replace(src, c.from, c.to, 1)))
		if err != nil {
			t.Fatalf("%q: the scenario parser refuses it: %v", c.to, err)
		}
		if _, err := LoadTables(sc); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one naming %q", c.to, err, c.want)
		}
	}
	if _, err := LoadTables(nil); err == nil {
		t.Error("no scenario: no error")
	}
}

// The result tables read at each end of their span and beyond.
func TestTablesLookup(t *testing.T) {
	tb := charts(t)
	if tb.FireResultFor(-50) != NE || tb.FireResultFor(50) != DPlus1 {
		t.Error("fire table ends")
	}
	if tb.AttackHits(-50) != 0 || tb.AttackHits(50) != 4 || tb.SmallArmsHits(9) != 1 {
		t.Error("attack or small-arms ends")
	}
	if tb.RangeDRM(Rifled, 1) >= tb.RangeDRM(Field, 1) {
		t.Error("Rf must be rated lower than F at short range (7.11 note)")
	}
	if tb.RangeDRM(Field, 40) != tb.RangeDRM(Field, 12) {
		t.Error("ranges above 12 read the last row")
	}
}

// LoadTables never panics on what the scenario parser accepts.
func FuzzLoadTables(f *testing.F) {
	f.Add(string(standIn))
	f.Add(strings.Replace(string(standIn), "row clear            1", "row clear            Q", 1))
	f.Fuzz(func(t *testing.T, src string) {
		sc, err := scenarios.Parse("fuzz.scn", []byte(src))
		if err != nil {
			return
		}
		tb, err := LoadTables(sc)
		if err != nil {
			return
		}
		for n := -40; n <= 40; n++ {
			tb.FireResultFor(n)
			tb.AttackHits(n)
			tb.SmallArmsHits(n)
			for _, g := range Guns {
				tb.RangeDRM(g, max(1, n))
			}
		}
	})
}
