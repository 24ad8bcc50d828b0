package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The reconstructed battles (scenarios/data, issue 21 item 2), read from
// their files.
func loadBattle(t *testing.T, id string) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load("../../scenarios/data/" + id + ".scn")
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestNewBattles: New sets up Magenta and Solferino from their files:
// every unit on the map or waiting for its turn, the first decisions the
// two sides' Reserve Placement (3.0 B1).
func TestNewBattles(t *testing.T) {
	for _, id := range []string{"magenta1859", "solferino1859"} {
		st, err := System{}.New(loadBattle(t, id))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		s := st.(*State)
		playsOwnCharts(t, s)
		for _, u := range s.Units {
			if u.Hex.is("") && u.Arrive == 0 {
				t.Errorf("%s: %s neither on the map nor arriving", id, u.ID)
			}
		}
		ds := s.Pending()
		if len(ds) != 2 || ds[0].Kind != stepReserve || ds[1].Kind != stepReserve {
			t.Errorf("%s: first decisions %+v, want both sides' Reserve Placement", id, ds)
		}
	}
}

// TestMagentaToTheEnd plays Magenta from New to its end, every decision
// answered by one of its options, as the step bot does.
func TestMagentaToTheEnd(t *testing.T) {
	s, _ := playScenario(t, loadBattle(t, "magenta1859"), 'm', 5000)
	playsOwnCharts(t, s)
	if s.Outcome() == nil || s.Turn != s.w.turns {
		t.Fatalf("Magenta did not end after its last turn: %s", s.Status())
	}
}

// playsOwnCharts: the charts a game plays on are its scenario's own
// [table] sections (those --tables replaces), not a copy of the stand-ins.
func playsOwnCharts(t *testing.T, s *State) {
	t.Helper()
	for name, got := range map[string]*scenarios.Table{TableRange: s.w.t.rangeT, TableFire: s.w.t.fire, TableSmallArms: s.w.t.small, TableAttack: s.w.t.attack} {
		if own, _ := s.w.sc.Table(name); got == nil || got != own {
			t.Errorf("%s: table %s is not the scenario's own", s.w.sc.ID, name)
		}
	}
}

// Test4_12_MagentaNaviglio: Magenta's Naviglio, written as the chart's
// canal (5.23), is the water 4.12 lets a corps commander's range cross:
// every canal hexside of the file reaches the rules as a canal on a map
// whose canals are the Naviglio. Solferino's canals are not.
func Test4_12_MagentaNaviglio(t *testing.T) {
	for _, c := range []struct {
		id       string
		naviglio bool
	}{{"magenta1859", true}, {"solferino1859", false}} {
		sc := loadBattle(t, c.id)
		st, err := System{}.New(sc)
		if err != nil {
			t.Fatal(err)
		}
		w := st.(*State).w
		if w.m.Naviglio != c.naviglio {
			t.Errorf("%s: the map's canals are the Naviglio: %v, want %v", c.id, w.m.Naviglio, c.naviglio)
		}
		n := 0
		for _, f := range sc.Map.Hexsides {
			if f.Kind != "canal" {
				continue
			}
			for _, x := range f.Sides {
				hs := sc.Map.Hexside(x)
				side := w.m.Side(hs.Hexes())
				if side.Water != Canal {
					t.Errorf("%s: canal hexside %s/%s reads as %q", c.id, x.Hex, x.Dir, side.Water)
					continue
				}
				if side.Bridge || side.Way.IsRoad() {
					continue
				}
				n++
				a, b := hs.Hexes()
				dry := side
				dry.Water = NoWater
				free := entryAcross(w.m, w.t, ClassLeader, a, b, dry).Total()
				if commandStep(w.m, w.t, a, b, false) <= free {
					t.Errorf("%s: a brigadier's range crosses the canal at %s/%s freely", c.id, x.Hex, x.Dir)
				}
				if corps := commandStep(w.m, w.t, a, b, true); (corps == free) != c.naviglio {
					t.Errorf("%s: the corps commander's range at %s/%s costs %v, the dry hexside %v", c.id, x.Hex, x.Dir, corps, free)
				}
			}
		}
		if n < 20 {
			t.Errorf("%s: %d unbridged canal hexsides, want the canal across the map", c.id, n)
		}
	}
}
