package custoza

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The Bridge Train, its Pontoon Bridge and its ferry (002 24.1.3,
// 24.1.4) on the advanced rig with the Mincio down column 10 (1001–1010):
// the train bt, an Austrian Reserve unit treated like artillery.

const pontoonTrain = "counter bt \"Bridge Train\" side=austria type=art size=1 sp=1 cv=6 ma=4 reserve=yes\n"

func pontoonMap(rules ...string) rigMap {
	m := rigMap{terrain: map[string]byte{}, extra: pontoonTrain}
	for r := 1; r <= 10; r++ { // rows 11 and 12 park the counters (newRig)
		m.terrain[rigHex(10, r)] = 'M'
	}
	m.rules = append([]string{"rule bridge-train bt"}, rules...)
	return m
}

func rigHex(col, row int) string {
	return string([]byte{byte('0' + col/10), byte('0' + col%10), byte('0' + row/10), byte('0' + row%10)})
}

// pontoonRig: the train and the I Corps' commander at 1105, next to the
// Mincio hexes 1005 and 1006, k1 activated, at its actions.
func pontoonRig(t *testing.T, rules ...string) *rig {
	r := advancedRig(t, pontoonMap(rules...))
	r.put("afc1", "1105", "n")
	r.put("bt", "1105", "n")
	r.put("ai2", "1507", "n") // k1 acts on after the train
	r.put("ifc1", "0205", "n")
	r.act("k1")
	return r
}

// commandPhase runs the start of a Command Phase (14·2) on the rig.
func (r *rig) commandPhase() {
	r.s.Turn++
	r.s.beginCommand(r.dice)
	r.ev = append(r.ev, r.s.flush()...)
}

// 24.1.4.1: the build is declared in an activation; the "4" marker goes
// down one each following Command Phase, and at 0 the bridge is ready:
// the Mincio hex becomes a bridge crossed in March Movement (22.2).
func Test24_1_4_1_BridgeTakesFourCommandPhases(t *testing.T) {
	r := pontoonRig(t)
	if _, ok := r.s.b.stepCost(combat.ClassInf, true, r.hex("1105"), r.hex("1005"), 1); ok {
		t.Fatal("the Mincio is passable before the bridge (22.2)")
	}
	r.refused("build bt 1205", "not a Mincio River hex")
	r.refused("build bt 1007", "not next to bt")
	r.do("build bt 1005")
	r.saw(`a "4" marker`)
	for want := 3; want >= 1; want-- {
		r.commandPhase()
		if p := r.s.Pontoon; p == nil || p.Built || p.Count != want {
			t.Fatalf("after a Command Phase: %+v, want the marker at %d", p, want)
		}
	}
	r.commandPhase()
	if p := r.s.Pontoon; p == nil || !p.Built {
		t.Fatalf("after the fourth Command Phase: %+v, want the bridge built", p)
	}
	r.saw("the Pontoon Bridge at 1005 is ready")
	if bt := r.u("bt"); bt.Gone != trainDeployed || bt.On {
		t.Fatalf("the train after the build: gone %q, on %v; want it turned to its Pontoon Bridge side", bt.Gone, bt.On)
	}
	if got := r.s.b.terrainOf(r.hex("1005")); got != "mincio-bridge" {
		t.Fatalf("1005 is %s, want mincio-bridge", got)
	}
	for _, step := range [][2]string{{"1105", "1005"}, {"1005", "0905"}, {"1005", "0904"}} {
		if _, ok := r.s.b.stepCost(combat.ClassArt, true, r.hex(step[0]), r.hex(step[1]), 1); !ok {
			t.Fatalf("%s to %s in March Movement over the pontoon refused", step[0], step[1])
		}
		if _, ok := r.s.b.stepCost(combat.ClassInf, false, r.hex(step[0]), r.hex(step[1]), 1); ok && step[0] == "1105" {
			t.Fatal("the bridge entered out of March Movement (22.2)")
		}
	}
	if _, ok := r.s.b.stepCost(combat.ClassInf, true, r.hex("1005"), r.hex("1006"), 1); ok {
		t.Fatal("the pontoon leads along the river")
	}
	// a unit marches over it, the bridge a printed one for the path search
	r.put("ai1", "1105", "n", "march")
	r.s.Turn++
	r.s.Stage, r.s.Side = stActivate, "austria"
	r.s.form("k1").Activated = false
	r.act("k1")
	r.do("move ai1 march 1005 0905")
	r.at("ai1", "0905")
	// the battle without the bridge is untouched, the state's survives a
	// snapshot
	if r.s.b.pontoon.base.terrainOf(r.hex("1005")) != "mincio" {
		t.Fatal("the scenario's own battle changed")
	}
	restored := restore(t, r.s)
	if restored.b.terrainOf(r.hex("1005")) != "mincio-bridge" || restored.b.withBridge(r.hex("1005")) != restored.b {
		t.Fatal("a restored state lost its bridge, or built another battle for it")
	}
}

func restore(t *testing.T, s *State) *State {
	t.Helper()
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.Restore(s.b.sc, data)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// 24.1.4.1: "If, during the Building Process, the Bridge Train unit is
// moved ... the process is interrupted, and has to restart from zero" —
// even if it comes back; the side may then declare again, from 4.
func Test24_1_4_1_MovedTrainRestarts(t *testing.T) {
	r := pontoonRig(t)
	r.do("build bt 1005")
	r.commandPhase()
	r.s.Stage, r.s.Side = stActivate, "austria"
	r.s.form("k1").Activated = false
	r.act("k1")
	r.do("reserve bt")
	r.do("move bt 1205 1105")
	if r.s.Pontoon != nil {
		t.Fatalf("the build goes on after the train moved: %+v", r.s.Pontoon)
	}
	r.saw("is moved: the building of the Pontoon Bridge at 1005 is interrupted and must restart from zero (24.1.4.1)")
	r.commandPhase()
	if r.s.Pontoon != nil {
		t.Fatal("a Command Phase counted an interrupted build")
	}
	r.s.Stage, r.s.Side = stActivate, "austria"
	r.s.form("k1").Activated = false
	r.act("k1")
	r.do("build bt 1006")
	if p := r.s.Pontoon; p == nil || p.Count != pontoonCountdown || p.Hex != r.hex("1006") {
		t.Fatalf("the restarted build: %+v, want marker 4 at 1006", p)
	}
}

// 24.1.4.1: a failed Cohesion Check or the train's destruction interrupts
// the build too; a passed check does not.
func Test24_1_4_1_FailedCheckOrDestroyedInterrupts(t *testing.T) {
	r := pontoonRig(t)
	bt := r.u("bt")
	r.do("build bt 1005")
	r.s.applyCheck([]*Unit{bt}, combat.CohesionResult{Units: []combat.UnitCheck{{ID: "bt", Pass: true}}})
	if !r.s.building() {
		t.Fatal("a passed check interrupted the build")
	}
	r.s.applyCheck([]*Unit{bt}, combat.CohesionResult{Units: []combat.UnitCheck{{ID: "bt", Pass: false, Levels: 1}}})
	if r.s.Pontoon != nil {
		t.Fatal("a failed check did not interrupt the build")
	}
	r.ev = append(r.ev, r.s.flush()...)
	r.saw("fails a Cohesion Check")

	r = pontoonRig(t)
	r.do("build bt 1005")
	r.u("bt").Gone = "eliminated"
	r.commandPhase()
	if r.s.Pontoon != nil {
		t.Fatal("the build goes on without the train")
	}
	r.saw("is out of play (eliminated)")
}

// 24.1.4.2: "The Bridge Train unit can be used to build one Pontoon
// Bridge only"; one build at a time.
func Test24_1_4_2_OneBridge(t *testing.T) {
	r := pontoonRig(t)
	r.do("build bt 1005")
	r.refused("build bt 1006", "is being built already")
	for range pontoonCountdown {
		r.commandPhase()
	}
	r.s.Stage, r.s.Side = stActivate, "austria"
	r.s.form("k1").Activated = false
	r.act("k1")
	r.refused("build bt 1006", "one Pontoon Bridge only (24.1.4.2)")
}

// 28.3 "Bridge deployed at 2215": `rule pontoon-bridge HEX` starts the
// game with the bridge built, the Bridge Train on its Pontoon Bridge side
// (24.1.3, 24.1.4.1); no other may be built (24.1.4.2), nothing ferried.
func Test28_3_BridgeDeployedAtTheStart(t *testing.T) {
	r := advancedRig(t, pontoonMap("rule pontoon-bridge 1005"))
	if r.u("bt").Gone != trainDeployed {
		t.Fatalf("the train at the start: gone %q, want it on its Pontoon Bridge side", r.u("bt").Gone)
	}
	r.put("afc1", "1105", "n")
	r.put("ai2", "1507", "n")
	r.put("al1", "1105", "n")
	r.act("k1")
	if r.s.b.terrainOf(r.hex("1005")) != "mincio-bridge" || r.s.Pontoon == nil || !r.s.Pontoon.Built {
		t.Fatalf("the bridge at the start: terrain %s, state %+v", r.s.b.terrainOf(r.hex("1005")), r.s.Pontoon)
	}
	if _, ok := r.s.b.stepCost(combat.ClassInf, true, r.hex("1105"), r.hex("1005"), 1); !ok {
		t.Fatal("the deployed bridge is not crossed in March Movement")
	}
	r.refused("build bt 1006", "one Pontoon Bridge only (24.1.4.2)")
	r.refused("ferry al1 0905", "it ferries no more")
	if restore(t, r.s).b.terrainOf(r.hex("1005")) != "mincio-bridge" {
		t.Fatal("a restored state lost the deployed bridge")
	}
}

// 24.1.3: "The Bridge Train unit is treated like an Artillery unit (but
// it cannot fire)": refused as a firer, alone or in a Force, and never
// joined to the artillery of its hex firing.
func Test24_1_3_BridgeTrainCannotFire(t *testing.T) {
	r := pontoonRig(t)
	r.put("aa1", "1105", "n")
	r.put("ii1", "1102", "s")
	r.do("reserve bt")
	r.refused("fire bt 1102", "the Bridge Train is treated like an Artillery unit but cannot fire (24.1.3)")
	r.refused("fire aa1+bt 1102", "cannot fire (24.1.3)")
	if got := unitIDs(r.s.fireForce([]*Unit{r.u("aa1")})); slices.Contains(got, "bt") {
		t.Fatalf("the artillery Force firing from 1105 is %s: the train joined it", got)
	}
	rx := Reaction{Units: []string{"bt"}, By: []string{"ii1"}}
	if why := r.s.reactionRefused(rx, rxFire); why != trainCannotFire {
		t.Fatalf("a reaction fire of the train: %q", why)
	}
	for _, d := range r.s.decisions(true) {
		for _, o := range d.Options {
			if strings.HasPrefix(o, "fire bt") {
				t.Fatalf("the action decision offers %q", o)
			}
		}
	}
}

// 24.1.4.3: one unit of Stacking Value 1 a GT, stacked with the train,
// ferried at once over the river to an empty hex two hexes away, even in
// an enemy ZoR; its whole MA and its only move.
func Test24_1_4_3_Ferry(t *testing.T) {
	r := pontoonRig(t)
	r.put("al1", "1105", "n")
	r.put("ai2", "1205", "n")
	r.put("aa1", "1105", "n")
	r.put("ii1", "0805", "se") // its ZoR covers 0905
	if !r.s.inEZoR("austria", r.hex("0905")) {
		t.Fatal("0905 is not in an Italian ZoR")
	}
	r.refused("ferry al1 1305", "not over the Mincio")
	r.refused("ferry al1 1205", "1 hexes from the Bridge Train")
	r.refused("ferry ai2 0905", "they must be stacked")
	r.put("ii2", "0904", "s")
	r.refused("ferry al1 0904", "not empty")
	r.do("ferry al1 0905")
	r.at("al1", "0905")
	r.saw("is ferried over the Mincio by the Bridge Train from 1105 to 0905 (24.1.4.3)")
	if al1 := r.u("al1"); !al1.Acted || al1.Spent != hexmap.MPs(6) {
		t.Fatalf("al1 acted %v, spent %v: the ferry takes its whole MA", al1.Acted, al1.Spent)
	}
	r.refused("ferry aa1 0906", "one unit per Game Turn")
	// the train builds while ferrying
	r.do("build bt 1005")
}

// 24.1.4.3: "A unit with a Stacking Value of 2 or 3 ... takes a number of
// Game Turns equal to the Stacking Value ... at the end of the last Game
// Turn, move it to the other side of the river"; it does nothing else
// meanwhile, and the train ferries no other unit.
func Test24_1_4_3_FerryTakesTheStackingValueInGameTurns(t *testing.T) {
	r := pontoonRig(t)
	r.put("ac1", "1105", "n")
	r.put("al1", "1105", "n")
	r.do("ferry ac1 0905")
	r.at("ac1", "1105")
	r.saw("2 Game Turns")
	r.s.ferryEndTurn()
	r.at("ac1", "1105")
	r.commandPhase()
	if !r.u("ac1").Acted {
		t.Fatal("a unit being ferried may act")
	}
	r.s.Stage, r.s.Side = stActivate, "austria"
	r.s.form("k1").Activated = false
	r.act("k1")
	r.refused("ferry al1 0906", "one unit at a time")
	r.s.ferryEndTurn()
	r.ev = append(r.ev, r.s.flush()...)
	r.at("ac1", "0905")
	r.saw("from 1105 to 0905")
}

// The scenario words: the train is an artillery counter of an advanced
// game; the deployed bridge a Mincio hex.
func TestPontoonRuleLines(t *testing.T) {
	for _, c := range []struct{ rules, want string }{
		{"rule bridge-train nosuch", "no counter nosuch"},
		{"rule bridge-train ai1", "not artillery"},
		{"rule pontoon-bridge 1105", "not a Mincio River hex"},
		{"rule pontoon-bridge x", "not a hex"},
	} {
		m := pontoonMap()
		m.rules = []string{"rule advanced-game yes", `rule supply "italy 0106 austria 2006"`, c.rules}
		sc, err := scenarios.Parse("rig.scn", []byte(m.source()))
		if err != nil {
			t.Fatal(err)
		}
		errs := sc.Check()
		if len(errs) == 0 || !strings.Contains(errs.Err().Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.rules, errs.Err(), c.want)
		}
	}
	m := pontoonMap()
	sc, err := scenarios.Parse("rig.scn", []byte(m.source()))
	if err != nil {
		t.Fatal(err)
	}
	if errs := sc.Check(); len(errs) == 0 || !strings.Contains(errs.Err().Error(), "add rule advanced-game yes") {
		t.Fatalf("a bridge train in the basic game: %v", errs.Err())
	}
}

// 28.3 "Bridge deployed at 2215" on the shared Custoza map: 2215 is a
// Mincio hex; bridged, a march crosses from Salionze's bank (2315) to
// the west bank (2115), and nowhere along the river.
func Test28_3_PontoonAt2215JoinsTheBanks(t *testing.T) {
	sc, err := scenarios.Load("custoza-23.1") // its area, west of 37XX, holds 2215
	if err != nil {
		t.Fatal(err)
	}
	b, err := newBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	h := func(s string) hexmap.Hex { x, _ := hexmap.ParseHex(s); return x }
	if b.terrainOf(h("2215")) != "mincio" {
		t.Fatalf("2215 is %s on the map, want mincio", b.terrainOf(h("2215")))
	}
	nb := b.withBridge(h("2215"))
	for _, step := range [][2]string{{"2315", "2215"}, {"2215", "2115"}} {
		if _, ok := nb.stepCost(combat.ClassInf, true, h(step[0]), h(step[1]), 3); !ok {
			t.Fatalf("%s to %s in March Movement refused over the pontoon", step[0], step[1])
		}
		if _, ok := b.stepCost(combat.ClassInf, true, h(step[0]), h(step[1]), 3); ok && step[1] == "2215" {
			t.Fatal("2215 entered without the pontoon")
		}
	}
	for _, n := range nb.grid.Neighbors(h("2215")) {
		if _, ok := nb.stepCost(combat.ClassInf, true, h("2215"), n, 3); ok == water(nb.terrainOf(n)) {
			t.Errorf("2215 to %s (%s): passable %v", n, nb.terrainOf(n), ok)
		}
	}
}

// 24.1.4.1 through the sequence of play: the Command Phase (14·2) that
// a turn's start opens counts the marker down.
func Test24_1_4_1_TheCommandPhaseCountsDown(t *testing.T) {
	r := pontoonRig(t)
	r.do("build bt 1005")
	r.s.Stage, r.s.Side = stStart, "italy"
	r.roll(5, 5, 2, 2) // italy 10, austria 4: italy has the initiative
	r.do("begin turn")
	r.owes(kCommand, "austria")
	if p := r.s.Pontoon; p == nil || p.Count != 3 {
		t.Fatalf("after the Command Phase began: %+v, want the marker at 3", p)
	}
	r.saw("the Pontoon Bridge at 1005: the marker on bt (art in 1105) goes down to 3 (24.1.4.1)")
}
