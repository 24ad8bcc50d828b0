package custoza

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// rigStrategic are 24.2-style objectives on the rig's map, whose column
// 10 is the Mincio (rows 01-10) with a bridge in 1006.
const rigStrategic = `strategic italy 1 control 0505 0605 name="Keep the siege"
strategic italy 2 cut-loc 1505 2006 name="Cut the road"
strategic italy 3 occupy 0303 name="Hold the hill"
strategic austria 1 corps-west-of-mincio name="Bridgehead"
strategic austria 1 occupy 0808
strategic austria 2 control 1505 name="Fortress"
strategic austria 2 loc 1505
strategic austria 3 exit-corps west-of=0812 name="Break the siege"
strategic austria 3 mincio-bridges-east
strategic-change italy day=2
`

func strategicMap() rigMap {
	m := rigMap{victory: rigStrategic, terrain: map[string]byte{}}
	for r := 1; r <= 10; r++ { // rows 11 and 12 are where the rig parks counters
		m.terrain[fmt.Sprintf("10%02d", r)] = 'M'
	}
	m.terrain["1006"] = 'm'
	return m
}

// strategicRig is the advanced rig with the objectives, both chosen 1.
func strategicRig(t *testing.T) *rig {
	r := advancedRig(t, strategicMap())
	r.s.Strat.Chosen = [2]int{1, 1}
	return r
}

// strategicGame is a new game of the rig's scenario, at its first
// decision.
func strategicGame(t *testing.T, m rigMap) *State {
	t.Helper()
	m.rules = append(m.rules, "rule advanced-game yes", `rule supply "italy 0106 austria 2006"`, `rule day-first-turns "2"`)
	return gameOf(t, m.source())
}

// gameOf is a new game of the scenario text src, checked.
func gameOf(t *testing.T, src string) *State {
	t.Helper()
	sc, err := scenarios.Parse("rig.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if errs := sc.Check(); len(errs) > 0 {
		t.Fatal(errs.Err())
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// answer applies line to the decision owed now.
func answer(t *testing.T, s *State, line string) []adjudicator.Event {
	t.Helper()
	d := s.Pending()[0]
	ev, err := s.Apply(d, adjudicator.Line{Text: line, Kind: kindOf(line)}, dieOf(3))
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return ev
}

// 24.2: "At the beginning of the Scenario, each player chooses one
// Strategic Objective among the three available": the first decisions of
// the game, one a side, before the set-up; each side is told its own.
func Test24_2_EachSideChoosesAtTheStart(t *testing.T) {
	s := strategicGame(t, strategicMap())
	d := s.Pending()[0]
	if d.Side != "italy" || d.Kind != kStrategic || s.Stage != stStrategic {
		t.Fatalf("first decision %s %s at %s, want italy's strategic", d.Side, d.Kind, s.Stage)
	}
	if d.Default == nil || d.Default.Text != "strategic 1" {
		t.Fatalf("default %v, want strategic 1 (24.2's Historical objective)", d.Default)
	}
	if _, err := s.Apply(d, adjudicator.Line{Text: "strategic 4", Kind: kStrategic}, dieOf(3)); err == nil || !strings.Contains(err.Error(), "no Strategic Objective 4") {
		t.Fatalf("strategic 4: %v", err)
	}
	ev := answer(t, s, "strategic 3")
	if s.Strat.Chosen != [2]int{3, 0} || s.Side != "austria" || s.Stage != stStrategic {
		t.Fatalf("after italy: %v, %s owes %s", s.Strat.Chosen, s.Side, s.Stage)
	}
	for _, e := range ev {
		if e.To.Sees("austria") && strings.Contains(e.Text, "3") {
			t.Fatalf("the Austrians are told %q", e.Text)
		}
	}
	d = s.Pending()[0]
	if _, err := s.Apply(d, *d.Default, dieOf(3)); err != nil {
		t.Fatal(err)
	}
	if s.Strat.Chosen != [2]int{3, 1} || s.Stage == stStrategic {
		t.Fatalf("after austria's default: %v at %s", s.Strat.Chosen, s.Stage)
	}
}

// 24.2: "The Italian player (only) can change it once during the Command
// Phase of the first GT of the second day of battle": GT 2 of the rig is
// the first of day 2 (rule day-first-turns "2").
func Test24_2_ItalianChangesOnceOnDayTwo(t *testing.T) {
	r := strategicRig(t)
	if got := strings.Join(phaseNames(r.s.b.seq), " "); !strings.Contains(got, "start strategic-change command") {
		t.Fatalf("sequence %q: the change opens the Command Phase", got)
	}
	for turn, want := range map[int]adjudicator.Side{1: "", 2: "italy", 3: ""} {
		r.s.Turn = turn
		if got := r.s.changer(); got != want {
			t.Fatalf("turn %d: changer %q, want %q", turn, got, want)
		}
	}
	r.s.Turn, r.s.Stage, r.s.Side, r.s.Initiative = 2, stStrategicChange, "italy", "austria"
	d := r.decision()
	if d.Default == nil || d.Default.Text != "keep strategic" {
		t.Fatalf("the change's default %v, want keep strategic", d.Default)
	}
	r.do("strategic 3")
	if r.s.Strat.Chosen[0] != 3 || !r.s.Strat.Changed[0] || r.s.Stage != stCommand {
		t.Fatalf("after the change: %v %v at %s", r.s.Strat.Chosen, r.s.Strat.Changed, r.s.Stage)
	}
	if r.s.changer() != "" {
		t.Fatal("a second change is offered")
	}
}

// 24.2: "If one player alone satisfies the Strategic Objective conditions
// at the end of the game he is the winner".
func Test24_2_OneSideAloneWins(t *testing.T) {
	r := strategicRig(t)
	r.s.takeControl("italy", r.hex("0505"))
	r.s.takeControl("italy", r.hex("0605"))
	r.s.checkVictory(true)
	o := r.s.Over
	if o == nil || o.Winner != "italy" || o.Level != "victory" {
		t.Fatalf("outcome %+v", o)
	}
	for _, want := range []string{"italy alone achieves", `italy's Strategic Objective 1, "Keep the siege"`, "control [met]: italy controls 0505 0605",
		"austria's Strategic Objective 1", "corps-west-of-mincio [NOT met]", "occupy [NOT met]"} {
		if !strings.Contains(o.Text, want) {
			t.Fatalf("outcome text lacks %q:\n%s", want, o.Text)
		}
	}
}

// 24.2: "if both players, or no player, accomplish their conditions, it
// is a draw".
func Test24_2_BothOrNeitherIsADraw(t *testing.T) {
	r := strategicRig(t)
	r.s.checkVictory(true)
	if o := r.s.Over; o == nil || o.Winner != "" || o.Level != "draw" || !strings.Contains(o.Text, "neither side") {
		t.Fatalf("neither: %+v", o)
	}
	r = strategicRig(t)
	r.s.Strat.Chosen = [2]int{3, 2}
	r.put("ii1", "0303", "n")
	r.put("ai1", "1505", "n")
	r.s.takeControl("austria", r.hex("1505"))
	r.s.checkVictory(true)
	if o := r.s.Over; o == nil || o.Winner != "" || o.Level != "draw" || !strings.Contains(o.Text, "both sides") {
		t.Fatalf("both: %+v", o)
	}
}

// 24.2 AH 1: "all on map units of an uncollapsed Corps west of the Mincio
// River"; k1 is the rig's Corps, k2 a brigade that does not count.
func Test24_2_CorpsWestOfTheMincio(t *testing.T) {
	r := strategicRig(t)
	c := r.s.b.sc.StrategicOf("austria", 1)[0]
	if got := r.s.evalStrategic("austria", c); got.met || !strings.Contains(got.why, "k1 has no unit on the map") {
		t.Fatalf("no unit on the map: %+v", got)
	}
	r.put("ai1", "0808", "n")
	r.put("ai2", "1108", "n")
	if got := r.s.evalStrategic("austria", c); got.met || !strings.Contains(got.why, "ai2 1108") {
		t.Fatalf("ai2 east of the river: %+v", got)
	}
	r.put("ai2", "0908", "n")
	r.put("ai3", "1508", "n") // k2's: a brigade, not a Corps
	if got := r.s.evalStrategic("austria", c); !got.met {
		t.Fatalf("k1 west: %+v", got)
	}
	r.u("ai1").Lost = 8
	r.u("ai2").Lost = 8 // 16 SP lost of k1's: over its Collapse Level
	if got := r.s.evalStrategic("austria", c); got.met || !strings.Contains(got.why, "k1 is Collapsed") {
		t.Fatalf("collapsed k1: %+v", got)
	}
}

// 24.2 AH 2: "controls the fortress of Peschiera (1705) with a valid LOC"
// (20.1); 26.2 IT 1: "The AH player cannot trace a valid LOC between
// Peschiera (1705) and hex 7004".
func Test24_2_26_2_LinesOfCommunication(t *testing.T) {
	r := strategicRig(t)
	loc := r.s.b.sc.StrategicOf("austria", 2)[1]
	cut := r.s.b.sc.StrategicOf("italy", 2)[0]
	if got := r.s.evalStrategic("austria", loc); !got.met {
		t.Fatalf("open country: %+v", got)
	}
	if got := r.s.evalStrategic("italy", cut); got.met || !strings.Contains(got.why, "austria still traces") {
		t.Fatalf("open country, cut: %+v", got)
	}
	r.put("ii1", "2006", "n") // the Italians hold the Austrian Supply Source
	if got := r.s.evalStrategic("austria", loc); got.met {
		t.Fatalf("source held: %+v", got)
	}
	if got := r.s.evalStrategic("italy", cut); !got.met || !strings.Contains(got.why, "austria cannot trace a valid LoC between 1505 and 2006") {
		t.Fatalf("cut: %+v", got)
	}
}

// 26.2 AH 1: "controls the East side of every bridge over the Mincio":
// the bridge hex's north-east and south-east neighbours.
func Test26_2_EastSideOfEveryMincioBridge(t *testing.T) {
	r := strategicRig(t)
	if got := hexText(r.s.b.strat.bridgesEast); got != "1105 1106" {
		t.Fatalf("east side %q, want 1105 1106", got)
	}
	c := r.s.b.sc.StrategicOf("austria", 3)[1]
	r.s.takeControl("austria", r.hex("1105"))
	if got := r.s.evalStrategic("austria", c); got.met || !strings.Contains(got.why, "1106 (nobody)") {
		t.Fatalf("one of two: %+v", got)
	}
	r.s.takeControl("austria", r.hex("1106"))
	if got := r.s.evalStrategic("austria", c); !got.met {
		t.Fatalf("both: %+v", got)
	}
}

// 24.2 AH 3: "exits an entire Corps off the south map edge, west of hex
// 4034 (inclusive) ... excluding eliminated and Routed units, and the
// Corps is not Collapsed"; `exit FORCE` leaves by an exit hex.
func Test24_2_ExitAnEntireCorps(t *testing.T) {
	r := strategicRig(t)
	c := r.s.b.sc.StrategicOf("austria", 3)[0]
	if got := hexText(r.s.b.exitHexes("austria")); got != "0112 0212 0312 0412 0512 0612 0712 0812" {
		t.Fatalf("exit hexes %q", got)
	}
	for id, h := range map[string]string{"ai1": "0812", "ai2": "0912", "al1": "0612", "ac1": "0512", "aa1": "0412", "ah1": "0312"} {
		r.put(id, h, "s")
	}
	r.put("afc1", "0812", "s")
	r.s.Side, r.s.Initiative = "austria", "austria"
	r.act("k1")
	if opts := strings.Join(r.s.Pending()[0].Options, "\n"); !strings.Contains(opts, "exit ai1\n") || strings.Contains(opts, "exit ai2") {
		t.Fatalf("the action's options offer no exit:\n%s", opts)
	}
	r.refused("exit ai2", "0912, not in an exit hex of the south edge")
	r.put("ai2", "0712", "s")
	r.do("exit 0812 inf")
	if r.u("ai1").Gone != goneExited || r.u("ai1").On {
		t.Fatalf("ai1: %+v", r.u("ai1"))
	}
	r.saw("exits the map by the south edge at 0812")
	if got := r.s.evalStrategic("austria", c); got.met || !strings.Contains(got.why, "k1 still has ai2 al1 ac1 aa1 ah1") {
		t.Fatalf("one out: %+v", got)
	}
	for _, id := range []string{"ai2", "al1", "ac1", "aa1"} {
		r.do("exit " + id)
	}
	r.u("ah1").Gone = "eliminated" // excepted
	if got := r.s.evalStrategic("austria", c); !got.met {
		t.Fatalf("all out: %+v", got)
	}
	if r.s.collapsed(r.s.b.forms["k1"]) {
		t.Fatal("exited units count as losses (19.2)")
	}
}

// 24.2: at the end the markers are turned up: each side's view shows both
// objectives.
func Test24_2_RevealedAtTheEnd(t *testing.T) {
	r := strategicRig(t)
	r.s.Strat.Chosen = [2]int{2, 3}
	if v := r.s.viewStrategic("austria"); v.Enemy != 0 {
		t.Fatalf("before the end the Austrians see %d", v.Enemy)
	}
	r.s.checkVictory(true)
	if v := r.s.viewStrategic("austria"); v.Enemy != 2 || v.Own != 3 {
		t.Fatalf("at the end %+v", v)
	}
	if txt := r.s.View("austria").Text; !strings.Contains(txt, "italy's: 2, Cut the road: cut-loc 1505 2006") {
		t.Fatalf("view text:\n%s", txt)
	}
}

// The first template of a campaign asks for the Strategic Objective and
// the set-up together (one first file); the Italian's template of GT 1
// of day 2 offers the change.
func Test24_2_TemplateAsksForTheObjective(t *testing.T) {
	s := strategicGame(t, strategicMap())
	hints := strings.Join(s.View("austria").Groups[0].Hints, "\n")
	if !strings.Contains(hints, "strategic N   # your secret Strategic Objective, N one of 1, 2, 3") {
		t.Fatalf("the first template's army hints:\n%s", hints)
	}
	lines, ps := System{}.ParseOrders("italy", "f", 1, []byte("turn 4\narmy\nstrategic 3\ndone setup\n"))
	if len(ps) > 0 || len(lines) < 3 || lines[2].Kind != kStrategic {
		t.Fatalf("docs/orders-custoza.md's example: %+v %+v", lines, ps)
	}
	r := strategicRig(t)
	r.s.Turn, r.s.Stage = 2, stStart
	if hints := strings.Join(r.s.View("italy").Groups[0].Hints, "\n"); !strings.Contains(hints, "strategic N | keep strategic") {
		t.Fatalf("day 2's Italian template:\n%s", hints)
	}
	if hints := strings.Join(r.s.View("austria").Groups[0].Hints, "\n"); strings.Contains(hints, "strategic") {
		t.Fatalf("day 2's Austrian template offers a change:\n%s", hints)
	}
}
