package risorgimento

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/plan"
)

// magentaPlanner is a planner for side on Magenta's opening position.
func magentaPlanner(t *testing.T, side string) *planner {
	sc := loadBattle(t, "magenta1859")
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	return &planner{Sim: plan.Sim[*State]{S: s}, me: adjudicator.Side(side), rng: rand.New(rand.NewPCG(1, 2))}
}

// TestPlannerSpreadsCorpsOverObjectives: at Magenta the allies hold no
// objective; their corps march on them, not all on the nearest one.
func TestPlannerSpreadsCorpsOverObjectives(t *testing.T) {
	p := magentaPlanner(t, "france")
	got := p.assignObjectives(p.S.board())
	distinct := map[int]bool{}
	for _, k := range got {
		distinct[k] = true
	}
	if len(got) < 2 || len(distinct) < 2 {
		t.Fatalf("the allied corps' objectives: %v; want two or more corps on two or more objectives", got)
	}
}

// TestPlannerHoldsAndTakesObjectives: a unit on an objective hex stays to
// hold it; a unit off them marches on one its side does not hold.
func TestPlannerHoldsAndTakesObjectives(t *testing.T) {
	p := magentaPlanner(t, "france")
	s := p.S
	obj := s.w.sc.Objectives[0].Hexes[0]
	if _, stay, ok := p.marchGoal(s.board(), "ii", obj); !stay || !ok {
		t.Fatalf("a unit on %s, an objective hex, does not stay", obj)
	}
	from := hx(t, "1501")
	goal, stay, ok := p.marchGoal(s.board(), "ii", from)
	if !ok || stay {
		t.Fatalf("a unit at %s has no march goal", from)
	}
	onObjective := false
	for _, o := range s.w.sc.Objectives {
		for _, h := range o.Hexes {
			onObjective = onObjective || h == goal
		}
	}
	if !onObjective {
		t.Fatalf("the allies' march goal %s is no objective hex", goal)
	}
}

// TestPlannerMovesCorpsCommanders: a corps commander whose brigadiers
// stand away from him follows them (4.23), so that they stay Under Orders.
func TestPlannerMovesCorpsCommanders(t *testing.T) {
	s := newSkirmish(t)
	p := &planner{Sim: plan.Sim[*State]{S: s}, me: "france", rng: rand.New(rand.NewPCG(1, 2))}
	s.leader("abrig").Hex, s.leader("bbrig").Hex = txt("0604"), txt("0605")
	lines := p.commanderMoves()
	if !strings.Contains(lines, "commander baraguey ") {
		t.Fatalf("Baraguey (0304) stays behind his brigadiers (0604, 0605): %q", lines)
	}
}
