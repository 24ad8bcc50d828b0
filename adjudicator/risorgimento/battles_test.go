package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The reconstructed battles (scenarios/testdata/risorgimento, issue 21
// item 2) are not embedded yet; the engine reads them where they are.
func loadBattle(t *testing.T, id string) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load("../../scenarios/testdata/risorgimento/" + id + ".scn")
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
		for _, u := range s.Units {
			if u.Hex == "" && u.Arrive == 0 {
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
	if s.Outcome() == nil || s.Turn != s.w.turns {
		t.Fatalf("Magenta did not end after its last turn: %s", s.Status())
	}
}
