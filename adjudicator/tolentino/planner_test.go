package tolentino

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
)

// planGame plays turns game turns of Tolentino in the engine's run loop,
// every order file written by the turn planner (adjudicatortest.PlanGame),
// and returns the game, the files sent per side and the lines marked
// deliberately wrong, by file and line.
func planGame(t *testing.T, seed uint64, turns int) (*adjudicator.Game, map[adjudicator.Side]int, map[adjudicator.Pos]string) {
	t.Helper()
	rngs := map[adjudicator.Side]*rand.Rand{Naples: rand.New(rand.NewPCG(seed, 1)), Austria: rand.New(rand.NewPCG(seed, 2))}
	done := func(g *adjudicator.Game) bool { return g.State.(*State).Turn > turns }
	asked := func(g *adjudicator.Game, d adjudicator.Decision) { logAsk(t, g, d) }
	g, run := adjudicatortest.PlanGame(t, System{}, load(t), seed, rngs, 200, done, nil, asked)
	return g, run.Files, run.Wrong
}

// logAsk logs a decision asked mid-turn, with the lines of its group: why
// the file did not answer it.
func logAsk(t *testing.T, g *adjudicator.Game, d adjudicator.Decision) {
	t.Logf("%s asked %s (%v): %s %v", d.Side, d.Kind, d.Groups, d.Why, d.Options)
	for _, o := range g.Orders {
		for _, pl := range o.Plan {
			if o.Side == d.Side && pl.Turn == d.Turn && d.Consults(pl.Group) {
				t.Logf("  %s %q %s %s", pl.Pos, pl.Text, pl.Status, pl.Note)
			}
		}
	}
}

// TestPlannerPlaysATurnInAFile: planned files carry each side through
// whole turns; mid-turn asks are rare; the deliberately wrong lines that
// the host tried it refused; and there are some.
func TestPlannerPlaysATurnInAFile(t *testing.T) {
	const turns = 4
	tried, total := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, files, wrong := planGame(t, seed, turns)
		for side, n := range files {
			if float64(n)/turns > 1.5 {
				t.Errorf("seed %d: %s sent %d files in %d turns", seed, side, n, turns)
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
					t.Errorf("seed %d: a deliberately wrong line was used: %s %q: %s", seed, pl.Pos, pl.Text, pl.Note)
				}
				if pl.Status == adjudicator.LineRefused {
					tried++
				}
			}
		}
	}
	if total == 0 || tried == 0 {
		t.Fatalf("%d deliberately wrong lines written, %d refused: want some of each", total, tried)
	}
}

// TestPlanTurnSameViewSameFile: the planner is deterministic.
func TestPlanTurnSameViewSameFile(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	owed := adjudicator.Decision{Side: Austria, Kind: adjudicator.KindTurn, Turn: 1}
	v := g.State.View(Austria)
	a, err := System{}.PlanTurn(g.Scenario, v, owed, rand.New(rand.NewPCG(7, 2)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := System{}.PlanTurn(g.Scenario, v, owed, rand.New(rand.NewPCG(7, 2)))
	c, _ := System{}.PlanTurn(g.Scenario, v, owed, rand.New(rand.NewPCG(8, 2)))
	if a != b {
		t.Fatalf("same view and seed, two files:\n%s\n---\n%s", a, b)
	}
	if a == c {
		t.Fatal("two seeds wrote the same file")
	}
	for _, want := range []string{"turn 1\n", "\narmy\n", "activate av\n", "activate gd\n", "\nformation av\n", "\ndone attack\n"} {
		if !strings.Contains(a, want) {
			t.Errorf("the file lacks %q:\n%s", want, a)
		}
	}
	t.Log(a)
}

// TestPlannerAnswersMidTurnAsks: Naples sends `turn 1` alone, so the host
// asks it each step with no default; every answer the planner writes is
// for the asked turn and group, starts with one of the host's options,
// and plans the rest of the activation, so the turn ends after a few asks.
func TestPlannerAnswersMidTurnAsks(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	lines, _ := System{}.ParseOrders(Naples, "empty.txt", 1, []byte("turn 1\n"))
	if err := g.SetOrders(Naples, 1, lines); err != nil {
		t.Fatal(err)
	}
	var ds dice.Seed
	stream := dice.NewStream(ds, "ask", 1, [32]byte{})
	rng := rand.New(rand.NewPCG(3, 3))
	asks := 0
	for seq := 2; g.State.(*State).Turn == 1; seq++ {
		res, err := g.Run(stream)
		if err != nil {
			t.Fatal(err)
		}
		if seq > 40 || len(res.Owed) == 0 {
			t.Fatalf("turn 1 does not end: owed %+v after %d files", res.Owed, seq)
		}
		d := res.Owed[0]
		body, err := System{}.PlanTurn(g.Scenario, g.State.View(d.Side), d, rng)
		if err != nil {
			t.Fatal(err)
		}
		if d.Kind != adjudicator.KindTurn {
			asks++
			group := "army"
			if len(d.Groups) > 0 && d.Groups[0] != "" {
				group = "formation " + d.Groups[0]
			}
			head := fmt.Sprintf("turn %d\n%s\n", d.Turn, group)
			first, _, _ := strings.Cut(strings.TrimPrefix(body, head), "\n")
			if !strings.HasPrefix(body, head) || !contains(d.Options, first) {
				t.Fatalf("asked %s %v, the planner wrote:\n%s", d.Kind, d.Options, body)
			}
		}
		ls, ps := System{}.ParseOrders(d.Side, fmt.Sprintf("f%d.txt", seq), 1, []byte(body))
		if ps != nil {
			t.Fatal(ps)
		}
		if err := g.SetOrders(d.Side, seq, ls); err != nil {
			t.Fatal(err)
		}
	}
	if asks == 0 {
		t.Fatal("nobody was asked mid-turn")
	}
	t.Logf("%d mid-turn asks", asks)
}
