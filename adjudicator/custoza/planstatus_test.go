package custoza

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/plan"
	"github.com/mincio/mincio/scenarios"
)

// The planner's advanced-game decisions (planstatus.go, planmarch.go) on
// the test bed (testdata/planbed): its GT 3, 23.2's 3a Divisione Engaged
// on the victory hexes, the 8a Divisione Engaged at Valeggio, the IX
// Corps due at 7011.

// bedPlanner is side's planner on the test bed's first turn as mutate
// leaves it, at the Command Phase (its set-up and initiative played).
func bedPlanner(t *testing.T, side adjudicator.Side, mutate func(s *State)) *planner {
	t.Helper()
	sc, err := scenarios.Load("testdata/planbed/custoza-planbed.scn")
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if mutate != nil {
		mutate(s)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	p := &planner{Sim: plan.Sim[*State]{S: s, Dice: plan.Dice(rng), LineOf: planLine, Brief: true}, view: s.Clone().(*State), me: side, rng: rng}
	p.begin()
	if p.S.Stage != stCommand {
		t.Fatalf("the plan begins at %q, want the Command Phase", p.S.Stage)
	}
	return p
}

// offMap takes formation id's units off the map, its commander face down
// in at, as In Reserve or On March leaves them (15.2, 15.3).
func offMap(s *State, id, at, status, objective string) {
	fs := s.b.forms[id]
	s.enterReserve(fs)
	fc := s.unit(fs.Commander)
	fc.Hex = hexOf(at)
	s.touch()
	f := s.form(id)
	f.Status, f.Objective, f.Changed = status, objective, 1
}

// goalLine reports whether line is prefix followed by one of the goals.
func goalLine(p *planner, line, prefix string) bool {
	h, ok := strings.CutPrefix(line, prefix)
	return ok && slices.ContainsFunc(p.S.planGoals(p.me), func(g hexmap.Hex) bool { return g.String() == h })
}

// 14·2.5, 21.3: a reinforcement due with its goal far enters On March
// toward it, and marches in the same game turn.
func TestPlanner14_2_5_ReinforcementEntersOnMarch(t *testing.T) {
	p := bedPlanner(t, "austria", nil)
	lines := p.commandPhase()
	if len(lines) != 2 || !goalLine(p, lines[0], "status ix-corps march ") || lines[1] != "done command" {
		t.Fatalf("command lines %q: want the IX Corps On March toward a goal hex, then done command", lines)
	}
	if f := p.S.form("ix-corps"); f.Status != marchStatus {
		t.Fatalf("after the plan's Command Phase the IX Corps is %q", f.Status)
	}
	march := p.marchLines(nil)
	if len(march) != 1 || !strings.HasPrefix(march[0], "march ix-corps ") || !strings.HasSuffix(march[0], " times 3") {
		t.Fatalf("march lines %q: want one for the IX Corps, tried up to its Command Value 3 times (14·6)", march)
	}
}

// 15 note, 16.12: an Engaged Formation far from its goal and from the
// enemy goes In Reserve; the next game turn it goes On March (17.1).
func TestPlanner15_FarFormationGoesInReserveThenOnMarch(t *testing.T) {
	p := bedPlanner(t, "italy", nil)
	lines := p.commandPhase()
	if !slices.Equal(lines, []string{"status div8 reserve", "done command"}) {
		t.Fatalf("command lines %q: want div8 (at Valeggio) In Reserve and div3 (on the goals) kept", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "2529", reserveStatus, "") })
	lines = p.commandPhase()
	if len(lines) != 2 || !goalLine(p, lines[0], "status div8 march ") {
		t.Fatalf("command lines %q: want div8 On March toward a goal hex", lines)
	}
	if m := p.marchLines(nil); len(m) == 0 || !strings.HasPrefix(m[0], "march div8 ") {
		t.Fatalf("march lines %q", m)
	}
}

// 17.1, 16.8: an In Reserve Formation near its goal deploys.
func TestPlanner17_ReserveNearItsGoalDeploys(t *testing.T) {
	p := bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "3626", reserveStatus, "") })
	lines := p.commandPhase()
	if !slices.Equal(lines, []string{"status div8 engaged", "done command"}) {
		t.Fatalf("command lines %q: want div8 deployed 3 hexes from Custoza", lines)
	}
	if !slices.Contains(p.activationOrder(), "div8") {
		t.Fatal("the deployed div8 is not in the activation plan")
	}
}

// 18.3, 16.12, 18.2: a tired Formation rests In Reserve where it may; with
// the enemy near it may not, and sits out the activations unless the
// enemy is next to it.
func TestPlanner18_TiredFormationRests(t *testing.T) {
	tired := func(s *State) { s.form("div3").Fatigue = 9 } // Command Value 3 + restLevel 5 ≤ 9
	p := bedPlanner(t, "italy", tired)
	if lines := p.commandLines(); !slices.Contains(lines, "status div3 reserve") {
		t.Fatalf("command lines %q: want the tired div3 In Reserve", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) { s.form("div3").Fatigued = true })
	if lines := p.commandLines(); !slices.Contains(lines, "status div3 reserve") {
		t.Fatalf("command lines %q: want the Fatigued div3 In Reserve", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) {
		tired(s)
		u := s.unit("ir63") // an enemy unit 3 hexes from Monte Croce
		u.On, u.Hex, u.Arrives = true, hexOf("4719"), 0
		s.touch()
	})
	if lines := p.commandLines(); slices.Contains(lines, "status div3 reserve") {
		t.Fatalf("command lines %q: div3 may not go In Reserve with the enemy near (16.12)", lines)
	}
	p.commandPhase()
	if slices.Contains(p.activationOrder(), "div3") {
		t.Fatal("the tired div3, the enemy 3 hexes away, is activated: not activated it rests (18.2)")
	}
	p = bedPlanner(t, "italy", func(s *State) {
		tired(s)
		u := s.unit("ir63") // next to Monte Croce
		u.On, u.Hex, u.Arrives = true, hexOf("4521"), 0
		s.touch()
	})
	p.commandPhase()
	if !slices.Contains(p.activationOrder(), "div3") {
		t.Fatal("the tired div3 with the enemy next to it is not activated")
	}
	p = bedPlanner(t, "italy", func(s *State) {
		for _, id := range []string{"gdl3", "gdl4", "gds1", "gds2"} {
			s.unit(id).Lost = 6 // 24 of div3's 37 SP: Collapsed (19.1, half its SP estimated)
		}
	})
	if !p.S.form("div3").Collapsed {
		t.Fatal("div3 lost 24 SP and is not Collapsed")
	}
	if lines := p.commandLines(); !slices.Contains(lines, "status div3 reserve") {
		t.Fatalf("command lines %q: want the Collapsed div3 In Reserve (19.1, 17.1)", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "2529", reserveStatus, ""); s.form("div8").Fatigue = 4 })
	if lines := p.commandLines(); slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "status div8") }) {
		t.Fatalf("command lines %q: div8 rests In Reserve until its Fatigue Level is %d", lines, restedLevel)
	}
}

// 16.10, 16.2.1: an On March Formation at its Objective deploys, or rests
// In Reserve when tired.
func TestPlanner16_10_OnMarchAtItsObjectiveDeploys(t *testing.T) {
	p := bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "3825", marchStatus, "3924") })
	if lines := p.commandLines(); !slices.Equal(lines, []string{"status div8 engaged"}) {
		t.Fatalf("command lines %q: want div8 deployed at its Objective", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) {
		offMap(s, "div8", "3825", marchStatus, "3924")
		s.form("div8").Fatigued = true
	})
	if lines := p.commandLines(); !slices.Equal(lines, []string{"status div8 reserve"}) {
		t.Fatalf("command lines %q: want the Fatigued div8 In Reserve at its Objective", lines)
	}
}

// 16.2: an On March Formation whose Objective is no goal tries to change
// it; one whose Objective is a goal keeps it (each try costs a die).
func TestPlanner16_2_ObjectiveChangedOnlyOffTheGoals(t *testing.T) {
	p := bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "2529", marchStatus, "3105") })
	if lines := p.commandLines(); len(lines) != 1 || !goalLine(p, lines[0], "objective div8 ") {
		t.Fatalf("command lines %q: want div8's Objective Castelnuovo changed to a goal hex", lines)
	}
	p = bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", "2529", marchStatus, "4420") })
	if lines := p.commandLines(); len(lines) != 0 {
		t.Fatalf("command lines %q: div8's Objective Staffalo is a goal hex: kept", lines)
	}
}

// 16.1: the plan's march keeps the On March obligations, from a road and
// from off it, and brings the commander nearer his Objective.
func TestPlanner16_1_MarchKeepsTheObligations(t *testing.T) {
	for _, from := range []string{"2529", "2727"} {
		p := bedPlanner(t, "italy", func(s *State) { offMap(s, "div8", from, marchStatus, "3924") })
		fs := p.S.b.forms["div8"]
		path := p.marchPath(fs)
		if len(path) == 0 {
			t.Fatalf("from %s: no march", from)
		}
		if why := p.S.marchRefused(fs, path); why != "" {
			t.Fatalf("from %s: march %v refused: %s", from, path, why)
		}
		// nearer by the way it marches (off the road, 16.1 asks only
		// for the way to the road)
		field := p.marchField(hexOf("3924"))
		start, _ := field.Get(hexOf(from))
		end, _ := field.Get(path[len(path)-1])
		if end.Cost >= start.Cost {
			t.Fatalf("from %s: the march %v ends no nearer 3924 (%v MP to go, %v before)", from, path, end.Cost, start.Cost)
		}
		t.Logf("from %s (road %v): %v", from, p.S.b.hasRoad(hexOf(from)), path)
	}
}

// 14·6, 16.4: the Overall Commander moves at the end of the March &
// Reserve Phase toward his Formation Commanders, unless the plan moves
// him in the Action Phase.
func TestPlanner14_6_OverallCommanderFollowsTheMarch(t *testing.T) {
	p := bedPlanner(t, "italy", func(s *State) {
		offMap(s, "div8", "3427", marchStatus, "3924")
		offMap(s, "div3", "4122", reserveStatus, "")
	})
	line := p.ocMarchLine(nil)
	w := strings.Fields(line)
	if len(w) < 2 || w[0] != "march-oc" {
		t.Fatalf("%q: want the Overall Commander, in 2430, marching toward Cugia (3427) and Brignone (4122)", line)
	}
	end := hexOf(w[len(w)-1])
	if p.S.b.grid.Distance(end, hexOf("3427")) >= p.S.b.grid.Distance(hexOf("2430"), hexOf("3427")) {
		t.Fatalf("%q ends no nearer his Formation Commanders", line)
	}
	if line := p.ocMarchLine(map[string][]string{"div3": {"move lamarmora to 2529"}}); line != "" {
		t.Fatalf("%q: the plan moves him in the Action Phase already (14·6)", line)
	}
}
