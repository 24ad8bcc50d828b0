package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/tolentino/combat"
	"github.com/mincio/mincio/scenarios"
)

func TestScenarioChecksClean(t *testing.T) {
	sc := load(t)
	if errs := sc.Check(); len(errs) > 0 {
		t.Fatal(errs)
	}
	if errs := Validate(sc); len(errs) > 0 {
		t.Fatal(errs)
	}
}

// Test19_SetUp: every hex the set-up of 19 names holds its counters.
func Test19_SetUp(t *testing.T) {
	s := newGame(t)
	want := map[string][]string{
		"1112": {"bianchi"}, "2111": {"mohr"}, "2211": {"kun"},
		"2510": {"starhemberg"}, "2310": {"h5a"}, "2610": {"h5b"}, "2411": {"j9"}, "2109": {"sl"}, "2012": {"rad"}, "2011": {"avb"},
		"1312": {"taxis", "dt1"}, "1412": {"dt2"}, "1511": {"dt3"}, "1512": {"tb"},
		"1508": {"eckhardt", "ch1"}, "1010": {"ec1"}, "1011": {"ec2"}, "1812": {"ec3"}, "1509": {"ch2"}, "2210": {"eb"},
		"1810": {"senitzer", "wac"}, "1612": {"sim1"}, "1613": {"sim2"}, "1610": {"hil1"}, "1611": {"hil2"}, "1709": {"sb"},
		"3903": {"ambrosio", "aquino", "3lg1", "3lg2", "3lg3", "2ln1", "2ln2", "2ln3", "2cl-ii"},
		"3904": {"medici", "6ln1", "6ln2", "9ln1", "9ln2", "pignatelli", "taillade", "vo1", "vo2", "ve1", "ve2", "ve3"},
		"3908": {"murat", "aqb", "meb", "merliot", "10ln1", "10ln2", "rat", "tab", "mrb", "livron", "campana", "giuliani", "us1", "us2", "vc", "cl", "2cl", "cab", "gib"},
	}
	n := 0
	for hex, ids := range want {
		for _, id := range ids {
			u := s.unit(id)
			if u == nil || !u.On || u.Hex != hx(hex) {
				t.Errorf("%s: want at %s, got %+v", id, hex, u)
			}
			n++
		}
	}
	on := 0
	for _, u := range s.Units {
		if u.On {
			on++
		}
	}
	if on != n {
		t.Errorf("%d counters on the map, the set-up names %d", on, n)
	}
	// 19: orders at start.
	for f, o := range map[string]string{"r": "defense", "av": "advance", "t": "advance", "e": "defense", "s": "defense", "ii": "advance", "gd": "advance", "l": "advance"} {
		if got := s.form(f).Order; got != o {
			t.Errorf("formation %s: order %s, want %s", f, got, o)
		}
	}
}

// Test19_Reinforcements: Lechi, De Majo and their units at 3908 on turn
// 7; 16.3 the Grenzer at 1005 on turn 8, as an option.
func Test19_Reinforcements(t *testing.T) {
	sc := load(t)
	var lechi, grenzer *scenarios.Reinforcement
	for _, r := range sc.Reinforcements {
		switch r.Turn {
		case 7:
			lechi = r
		case 8:
			grenzer = r
		}
	}
	if lechi == nil || len(lechi.Counters) != 8 || lechi.Hexes[0] != hx("3908") {
		t.Fatalf("turn 7 reinforcements: %+v", lechi)
	}
	if grenzer == nil || grenzer.Option != "grenzer" || grenzer.Hexes[0] != hx("1005") {
		t.Fatalf("turn 8 Grenzer: %+v", grenzer)
	}
}

// Test10_1_Tolentino: Tolentino extends into 1111 and 1112; San Severino
// is 1004 (9.2.1).
func Test10_1_Tolentino(t *testing.T) {
	s := newGame(t)
	for _, h := range []string{"1111", "1112", "1004"} {
		if s.b.terrain[hx(h)] != "town" {
			t.Errorf("%s: terrain %s, want town", h, s.b.terrain[hx(h)])
		}
	}
}

// Test3_1_TurnTrack: 2 hours a turn (1.2), turn 7 is 06:00 of May 3
// (19), turn 8 08:00 (16.3), turns 5-6 night (17).
func Test3_1_TurnTrack(t *testing.T) {
	b := newGame(t).b
	if tr := b.turnInfo(7); tr.Time != "06:00" || tr.Date != "1815-05-03" {
		t.Errorf("turn 7: %+v", tr)
	}
	if tr := b.turnInfo(8); tr.Time != "08:00" {
		t.Errorf("turn 8: %+v", tr)
	}
	for n := 1; n <= 12; n++ {
		if got, want := b.night(n), n == 5 || n == 6; got != want {
			t.Errorf("turn %d: night %v, want %v", n, got, want)
		}
	}
}

// TestCombatTablesMatchStandIn: the scenario carries the combat package's
// stand-in tables (so the game header's digest pins them and an override
// file can replace them); the two copies must agree.
func TestCombatTablesMatchStandIn(t *testing.T) {
	b := newGame(t).b
	got, err := b.tables()
	if err != nil {
		t.Fatal(err)
	}
	want, err := combat.StandIn()
	if err != nil {
		t.Fatal(err)
	}
	pairs := [][2]*scenarios.Table{{got.CRT, want.CRT}, {got.Bombardment, want.Bombardment},
		{got.BombardmentRange, want.BombardmentRange}, {got.BombardmentDensity, want.BombardmentDensity}, {got.TerrainTable, want.TerrainTable}}
	for _, p := range pairs {
		if len(p[0].Rows) != len(p[1].Rows) || strings.Join(p[0].Columns, " ") != strings.Join(p[1].Columns, " ") {
			t.Fatalf("table %s differs from the combat package's", p[1].Name)
		}
		for i := range p[0].Rows {
			if p[0].Rows[i].Key != p[1].Rows[i].Key || strings.Join(p[0].Rows[i].Cells, " ") != strings.Join(p[1].Rows[i].Cells, " ") {
				t.Errorf("table %s row %s differs from the combat package's", p[1].Name, p[1].Rows[i].Key)
			}
		}
	}
}
