package custoza

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// 24.2, 26.2: the bot's first file chooses its secret Strategic Objective,
// never one that needs a Corps to exit the map (the planner orders no
// `exit`), and from then on its goals are that objective's hexes, read
// from its own view.
func TestPlanner24_2_ChoosesAndMarchesOnItsStrategicObjective(t *testing.T) {
	for _, id := range []string{"custoza-24", "custoza-26"} {
		sc, err := scenarios.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		chosen := map[string]bool{}
		for seed := uint64(1); seed <= 12; seed++ {
			st, err := System{}.New(sc)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			d := s.Pending()[0]
			side := d.Side
			v := s.View(side)
			file, err := System{}.PlanTurn(sc, v, adjudicator.Decision{Kind: adjudicator.KindTurn, Side: side, Turn: s.Turn}, rand.New(rand.NewPCG(seed, 3)))
			if err != nil {
				t.Fatal(err)
			}
			var line string
			for _, l := range strings.Split(file, "\n") {
				if strings.HasPrefix(l, "strategic ") {
					line = l
				}
			}
			if line == "" {
				t.Fatalf("%s seed %d: the first file chooses no Strategic Objective:\n%s", id, seed, file)
			}
			chosen[line] = true
			if _, err := s.Apply(d, adjudicator.Line{Text: line, Kind: kStrategic}, dieOf(1)); err != nil {
				t.Fatalf("%s: %q refused: %v", id, line, err)
			}
			n := s.Strat.Chosen[s.b.sideIndex(side)]
			var want []hexmap.Hex
			for _, c := range sc.Strategics {
				if adjudicator.Side(c.Side) != side || c.Number != n {
					continue
				}
				if c.Kind == condExitCorps {
					t.Fatalf("%s: the bot chose objective %d, which needs a Corps to exit the map", id, n)
				}
				if c.Kind == condControl || c.Kind == condOccupy {
					want = append(want, c.Hexes...)
				}
			}
			goals := s.planGoals(side)
			for _, h := range want {
				if !slices.Contains(goals, h) {
					t.Errorf("%s: objective %d's hex %s is not among the bot's goals %v", id, n, h, goals)
				}
			}
			fresh, err := FromView(sc, s.View(side))
			if err != nil {
				t.Fatal(err)
			}
			if got := fresh.planGoals(side); !slices.Equal(got, goals) {
				t.Errorf("%s: the goals from the side's own view %v, from the host's state %v", id, got, goals)
			}
		}
		if len(chosen) < 2 {
			t.Errorf("%s: 12 bots all chose %v: the choice does not vary", id, chosen)
		}
	}
}
