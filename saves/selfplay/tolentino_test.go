package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

func tolentino(t *testing.T) *scenarios.Scenario {
	t.Helper()
	sc, err := loadTolentino()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func loadTolentino() (*scenarios.Scenario, error) { return scenarios.Load("tolentino1815") }

// The Tolentino battle through the whole pipeline for two turns with each
// bot (with -short, one turn with the step bots, which send a file a
// decision): the games verify, and the same seed plays the same game.
// (`make selfplay` plays the whole battle for 50 seeds.)
func TestTolentinoSelfplay(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	for _, bot := range Bots {
		t.Run(bot, func(t *testing.T) {
			turns := 2
			if testing.Short() && bot == BotStep {
				turns = 1
			}
			heads := map[uint64]string{}
			for _, seed := range []uint64{1, 2, 1} {
				res, err := Play(Config{Scenario: tolentino(t), Dir: t.TempDir(), Seed: seed, Turns: turns, Bot: bot})
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if res.Turn != turns+1 || res.Orders < 4 || bot == BotStep && res.Orders < 20 {
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
		})
	}
}

// TestTolentinoTurnBots plays whole battles with the turn bots: every game
// ends and verifies, the sides send at most 1.5 order files per game turn
// on average (issue 8: one mail a turn is the bar), and the files carry
// deliberately wrong lines, which the host refuses.
func TestTolentinoTurnBots(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	var sum Tally
	refused := 0
	turnBattles(t, tolentino(t), sharedBattles, func(b *turnBattle) {
		seed, res := b.seed, b.res
		if res.Outcome == nil {
			t.Fatalf("seed %d: the game did not end: %+v", seed, res)
		}
		if _, err := saves.Verify(res.Game); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Tally.Sides != 2 || res.Tally.Turns < 2 {
			t.Fatalf("seed %d: tally %+v", seed, res.Tally)
		}
		sum = sum.Add(res.Tally)
		refused += countRefusals(t, res.Game)
	})
	if avg := sum.OrdersPerSideTurn(); avg > 1.5 {
		t.Fatalf("%.2f order files per side per game turn (%+v): want at most 1.5", avg, sum)
	}
	if refused == 0 {
		t.Fatal("no line was refused: the deliberately wrong lines never reached the host")
	}
	t.Logf("%.2f order files, %.2f reports per side per game turn; %d lines refused", sum.OrdersPerSideTurn(), sum.ReportsPerSideTurn(), refused)
}

// countRefusals counts the lines the host refused in a game's log.
func countRefusals(t *testing.T, game string) int {
	refused, _ := lineFates(t, game)
	return len(refused)
}

// TestTolentinoCustomScenarioSelfplay: a scenario file with its own unit
// and formation ids (adjudicator/tolentino/testdata/custom.scn) plays to
// the end through the whole pipeline, as `mincio selfplay FILE` does, and
// the game verifies.
func TestTolentinoCustomScenarioSelfplay(t *testing.T) {
	t.Parallel() // long: beside the other long ones
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
