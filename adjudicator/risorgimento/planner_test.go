package risorgimento

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// planGame plays sc to its end in the engine's run loop, every order file
// written by the turn planner (adjudicatortest.PlanGame), counting the
// events by code and the lines planned (codes["lines"]), and returns the
// game, the files sent per side and the lines marked deliberately wrong,
// by file and line.
func planGame(t *testing.T, sc *scenarios.Scenario, seed uint64, codes map[string]int) (*adjudicator.Game, map[adjudicator.Side]int, map[adjudicator.Pos]string) {
	t.Helper()
	rngs := map[adjudicator.Side]*rand.Rand{}
	for k, sd := range sc.Sides {
		rngs[adjudicator.Side(sd.ID)] = rand.New(rand.NewPCG(seed, uint64(k+1)))
	}
	seen := func(res adjudicator.RunResult) {
		for _, e := range res.Events {
			codes[e.Code]++
		}
	}
	asked := func(_ *adjudicator.Game, d adjudicator.Decision) {
		t.Logf("%s asked %s (%v) in turn %d: %s", d.Side, d.Kind, d.Groups, d.Turn, d.Why)
	}
	g, run := adjudicatortest.PlanGame(t, System{}.ForScenario(sc).(System), sc, seed, rngs, 400, nil, seen, asked)
	codes["lines"] += run.Lines
	return g, run.Files, run.Wrong
}

// TestPlannerPlaysATurnInAFile: planned files carry each side through
// whole turns to the end of the game (at most 1.5 files a side a turn);
// the deliberately wrong lines the host tried it refused; there are some;
// and the brigades move, fire and attack.
func TestPlannerPlaysATurnInAFile(t *testing.T) {
	tried, total := 0, 0
	codes := map[string]int{}
	runs := []struct {
		sc    *scenarios.Scenario
		seeds uint64
	}{{loadSkirmish(t), 4}, {loadBattle(t, "magenta1859"), 1}}
	if testing.Short() {
		runs = runs[:1]
	}
	for _, c := range runs {
		for seed := uint64(1); seed <= c.seeds; seed++ {
			g, files, wrong := planGame(t, c.sc, seed, codes)
			turns := g.State.(*State).w.turns
			for side, n := range files {
				if float64(n)/float64(turns) > 1.5 {
					t.Errorf("%s seed %d: %s sent %d files in %d turns", c.sc.ID, seed, side, n, turns)
				}
			}
			total += len(wrong)
			for _, o := range g.Orders {
				for _, pl := range o.Plan {
					pos := pl.Pos
					pos.Col = 1
					if _, ok := wrong[pos]; !ok {
						continue
					}
					if pl.Status == adjudicator.LineUsed {
						t.Errorf("%s seed %d: a deliberately wrong line was used: %s %q: %s", c.sc.ID, seed, pl.Pos, pl.Text, pl.Note)
					}
					if pl.Status == adjudicator.LineRefused {
						tried++
					}
				}
			}
		}
	}
	t.Logf("%d lines planned, %d deliberately wrong, %d of them refused", codes["lines"], total, tried)
	if total == 0 || tried == 0 || total*20 < codes["lines"] || total*5 > codes["lines"] {
		t.Fatalf("%d deliberately wrong lines written, %d refused: want some of each, about one line in ten", total, tried)
	}
	for _, c := range []string{"move", "fire", "attack"} {
		if codes[c] == 0 {
			t.Errorf("no %s event in the planned games: %v", c, codes)
		}
	}
}

// TestPlanTurnSameViewSameFile: the planner is deterministic.
func TestPlanTurnSameViewSameFile(t *testing.T) {
	sc := loadSkirmish(t)
	s := newSkirmish(t)
	owed := adjudicator.Decision{Side: "france", Kind: adjudicator.KindTurn, Turn: 1}
	v := s.View("france")
	a, err := System{}.PlanTurn(sc, v, owed, rand.New(rand.NewPCG(7, 2)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := System{}.PlanTurn(sc, v, owed, rand.New(rand.NewPCG(7, 2)))
	if a != b {
		t.Fatalf("same view and seed, two files:\n%s\n---\n%s", a, b)
	}
	for _, want := range []string{"turn 1\n", "\narmy\n", "activate i\n", "activate ii\n", "\nformation fa\n", "move fa-", "\ndone\n", "standing react"} {
		if !strings.Contains(a, want) {
			t.Errorf("the file lacks %q:\n%s", want, a)
		}
	}
}
