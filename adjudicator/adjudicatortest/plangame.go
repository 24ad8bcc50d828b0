package adjudicatortest

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

// Planner is a rules system with a turn planner.
type Planner interface {
	adjudicator.System
	adjudicator.TurnPlanner
}

// PlanRun is what PlanGame played: the order files each side sent, the
// lines written and those marked deliberately wrong, by file and line.
type PlanRun struct {
	Files map[adjudicator.Side]int
	Lines int
	Wrong map[adjudicator.Pos]string
}

// PlanGame plays scenario sc in the engine's run loop, every order file
// written by sys's turn planner from the owing side's view with that
// side's rng, until the game is over or done says to stop; it fails after
// maxFiles files. seen, when set, gets each run's result; asked each
// decision asked mid-turn.
func PlanGame(t testing.TB, sys Planner, sc *scenarios.Scenario, seed uint64, rngs map[adjudicator.Side]*rand.Rand, maxFiles int,
	done func(*adjudicator.Game) bool, seen func(adjudicator.RunResult), asked func(*adjudicator.Game, adjudicator.Decision)) (*adjudicator.Game, PlanRun) {
	t.Helper()
	g, err := adjudicator.NewGame(sys, sc)
	if err != nil {
		t.Fatal(err)
	}
	var ds dice.Seed
	ds[0] = byte(seed)
	stream := dice.NewStream(ds, "plan", 1, [32]byte{})
	run := PlanRun{Files: map[adjudicator.Side]int{}, Wrong: map[adjudicator.Pos]string{}}
	for step := 0; step < maxFiles; step++ {
		res, err := g.Run(stream)
		if err != nil {
			t.Fatal(err)
		}
		if seen != nil {
			seen(res)
		}
		if res.Outcome != nil || done != nil && done(g) {
			return g, run
		}
		if len(res.Owed) == 0 {
			t.Fatal("nothing owed and the game is not over")
		}
		d := res.Owed[0]
		if d.Kind != adjudicator.KindTurn && asked != nil {
			asked(g, d)
		}
		body, err := sys.PlanTurn(sc, g.State.View(d.Side), d, rngs[d.Side])
		if err != nil {
			t.Fatal(err)
		}
		run.Files[d.Side]++
		name := fmt.Sprintf("%s-%d.txt", d.Side, run.Files[d.Side])
		lines, ps := sys.ParseOrders(d.Side, name, 1, []byte(body))
		if ps != nil {
			t.Fatalf("%v\n%s", ps, body)
		}
		run.Lines += len(lines)
		for i, raw := range strings.Split(body, "\n") {
			if strings.Contains(raw, plan.WrongMark) {
				run.Wrong[adjudicator.Pos{File: name, Line: i + 1, Col: 1}] = raw
			}
		}
		if err := g.SetOrders(d.Side, run.Files[d.Side], lines); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no end after %d order files", maxFiles)
	return nil, run
}
