package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// The Tolentino battle through the whole pipeline for two turns: the games
// verify, and the same seed plays the same game. (`make selfplay` plays the
// whole battle for 50 seeds.)
func TestTolentinoSelfplay(t *testing.T) {
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	heads := map[uint64]string{}
	for _, seed := range []uint64{1, 2, 1} {
		res, err := Play(Config{Scenario: sc, Dir: t.TempDir(), Seed: seed, Turns: 2})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Turn != 3 || res.Orders < 20 {
			t.Fatalf("seed %d: stopped at turn %d after %d orders", seed, res.Turn, res.Orders)
		}
		if _, err := saves.Verify(res.Game); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if h, ok := heads[seed]; ok && h != res.Head {
			t.Fatalf("seed %d played twice gave two games", seed)
		}
		heads[seed] = res.Head
	}
	if heads[1] == heads[2] {
		t.Fatal("seeds 1 and 2 played the same game")
	}
}

// TestTolentinoCustomScenarioSelfplay: a scenario file with its own unit
// and formation ids (adjudicator/tolentino/testdata/custom.scn) plays to
// the end through the whole pipeline, as `mincio selfplay FILE` does, and
// the game verifies.
func TestTolentinoCustomScenarioSelfplay(t *testing.T) {
	sc, err := scenarios.Load("../../adjudicator/tolentino/testdata/custom.scn")
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{1, 2} {
		res, err := Play(Config{Scenario: sc, Dir: t.TempDir(), Seed: seed})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Outcome == nil {
			t.Fatalf("seed %d: the game did not end (turn %d)", seed, res.Turn)
		}
		if _, err := saves.Verify(res.Game); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}
