package risorgimento

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/plan"
	"github.com/mincio/mincio/scenarios"
)

// planGame plays sc to its end in the engine's run loop, every order file
// written by the turn planner from the owing side's view, and returns the
// game, the files sent per side and the lines marked deliberately wrong,
// by file and line.
func planGame(t *testing.T, sc *scenarios.Scenario, seed uint64, codes map[string]int) (*adjudicator.Game, map[adjudicator.Side]int, map[adjudicator.Pos]string) {
	t.Helper()
	sys := System{}.ForScenario(sc)
	g, err := adjudicator.NewGame(sys, sc)
	if err != nil {
		t.Fatal(err)
	}
	var ds dice.Seed
	ds[0] = byte(seed)
	stream := dice.NewStream(ds, "plan", 1, [32]byte{})
	rngs := map[adjudicator.Side]*rand.Rand{}
	for k, sd := range sc.Sides {
		rngs[adjudicator.Side(sd.ID)] = rand.New(rand.NewPCG(seed, uint64(k+1)))
	}
	files := map[adjudicator.Side]int{}
	wrong := map[adjudicator.Pos]string{}
	for step := 0; step < 400; step++ {
		res, err := g.Run(stream)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range res.Events {
			codes[e.Code]++
		}
		if res.Outcome != nil {
			return g, files, wrong
		}
		if len(res.Owed) == 0 {
			t.Fatal("nothing owed and the game is not over")
		}
		d := res.Owed[0]
		if d.Kind != adjudicator.KindTurn {
			t.Logf("%s asked %s (%v) in turn %d: %s", d.Side, d.Kind, d.Groups, d.Turn, d.Why)
		}
		body, err := System{}.PlanTurn(sc, g.State.View(d.Side), d, rngs[d.Side])
		if err != nil {
			t.Fatal(err)
		}
		files[d.Side]++
		name := fmt.Sprintf("%s-%d.txt", d.Side, files[d.Side])
		lines, ps := sys.ParseOrders(d.Side, name, 1, []byte(body))
		if ps != nil {
			t.Fatalf("%v\n%s", ps, body)
		}
		codes["lines"] += len(lines)
		for i, raw := range strings.Split(body, "\n") {
			if strings.Contains(raw, plan.WrongMark) {
				wrong[adjudicator.Pos{File: name, Line: i + 1, Col: 1}] = raw
			}
		}
		if err := g.SetOrders(d.Side, files[d.Side], lines); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no end after 400 order files")
	return nil, nil, nil
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
