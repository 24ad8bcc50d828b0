package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// play answers every decision with the first option that is not passive
// when there is one (so units move, fire and attack), the first otherwise,
// until the game ends; it returns the final state and every event.
func play(t *testing.T, seed byte, limit int) (*State, []adjudicator.Event) {
	t.Helper()
	return playScenario(t, loadSkirmish(t), seed, limit)
}

// playScenario plays scenario sc as play does.
func playScenario(t *testing.T, sc *scenarios.Scenario, seed byte, limit int, each ...func(n int, s *State)) (*State, []adjudicator.Event) {
	t.Helper()
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	sys := System{}.ForScenario(sc)
	var all []adjudicator.Event
	for n := 0; n < limit && s.Outcome() == nil; n++ {
		for _, f := range each {
			f(n, s)
		}
		ds := s.Pending()
		if len(ds) == 0 {
			t.Fatalf("decision %d: nothing pending and no outcome: %s", n, s.Status())
		}
		d := ds[0]
		pick := d.Options[0]
		if len(d.Options) > 1 && n%3 != 0 {
			pick = d.Options[1+n%(len(d.Options)-1)]
		}
		body := pick
		if len(d.Groups) > 0 && d.Groups[0] != "" {
			body = "formation " + d.Groups[0] + "\n" + pick
		}
		lines, ps := sys.ParseOrders(d.Side, "t", 1, []byte(body))
		if len(ps) > 0 {
			t.Fatalf("option %q does not parse: %v", pick, ps)
		}
		l := lines[len(lines)-1]
		next := s.Clone().(*State)
		ev, err := next.Apply(d, l, roller(seed, byte(n), byte(n>>8)))
		if err != nil {
			t.Fatalf("decision %d (%s): option %q refused: %v", n, s.Status(), pick, err)
		}
		s = next
		all = append(all, ev...)
	}
	return s, all
}

// Test3_0_GameToTheEnd plays the test scenario from New to its end by the
// rules: every turn runs A initiative, B1-B3 and C1-C4, and the victory
// is scored after the last turn.
func Test3_0_GameToTheEnd(t *testing.T) {
	total := map[string]int{}
	for seed := byte(1); seed <= 16; seed++ {
		s, ev := play(t, seed, 5000)
		if s.Outcome() == nil {
			t.Fatalf("seed %d: no outcome after 5000 decisions: %s", seed, s.Status())
		}
		codes := map[string]int{}
		for _, e := range ev {
			codes[e.Code]++
			total[e.Code]++
			if !strings.Contains(e.Text, "(") && e.Code != "game-over" {
				t.Errorf("event %q names no rule", e.Text)
			}
		}
		if codes["initiative"] != 3 || codes["activations-over"] != 3 || codes["game-over"] != 1 {
			t.Errorf("seed %d: %v: a 3-turn game has 3 initiatives, 3 Activation Phases and one end", seed, codes)
		}
	}
	for _, c := range []string{"activate", "brigade", "move", "fire", "attack", "continuity", "pass", "reserve", "released", "recovery", "strategic"} {
		if total[c] == 0 {
			t.Errorf("no %s event in 16 games: %v", c, total)
		}
	}
}

// Test4_52_PassGivesFreeActivation: a pass hands the opponent a Free
// Activation; Austria then France passing ends the phase (4.56).
func Test4_52_PassGivesFreeActivation(t *testing.T) {
	s := newSkirmish(t)
	s.Step, s.Act = stepActivation, activation{Player: "austria", Free: true}
	ev, err := s.Apply(s.Pending()[0], adjudicator.Line{Text: "pass", Kind: "pass"}, roller(1))
	if err != nil {
		t.Fatal(err)
	}
	if s.Act.Player != "france" || !s.Act.Free {
		t.Fatalf("after the Austrian pass: %+v, want France with a Free Activation", s.Act)
	}
	if _, err := s.Apply(s.Pending()[0], adjudicator.Line{Text: "pass", Kind: "pass"}, roller(1)); err != nil {
		t.Fatal(err)
	}
	if s.Step == stepActivation {
		t.Fatalf("Austrian then French passes must end the Activation Phase (4.56): %s, %v", s.Status(), ev)
	}
}

// Test4_53_NoCorpsTwiceInARow: the corps just activated may not go again
// while another is eligible: its line waits (it is no subject of the
// decision) and, applied, is refused with the rule.
func Test4_53_NoCorpsTwiceInARow(t *testing.T) {
	s := newSkirmish(t)
	s.Step, s.Act = stepActivation, activation{Player: "france", Last: "i"}
	d := s.Pending()[0]
	if d.About(adjudicator.Line{Subject: "i"}) {
		t.Fatalf("a line for corps i, just activated, answers the next selection: %+v", d)
	}
	if _, err := s.Apply(d, adjudicator.Line{Text: "activate i", Kind: "activate", Subject: "i"}, roller(1)); err == nil || !strings.Contains(err.Error(), "4.53") {
		t.Fatalf("activate i again: %v, want a 4.53 refusal", err)
	}
}

// Test4_4_BrigadeByBrigade: an activated corps acts brigade by brigade
// (3.0 B2), each with its orders status (4.22).
func Test4_4_BrigadeByBrigade(t *testing.T) {
	s := newSkirmish(t)
	s.Step, s.Act = stepActivation, activation{Player: "france", Free: true}
	if _, err := s.Apply(s.Pending()[0], adjudicator.Line{Text: "activate i", Kind: "activate", Subject: "i"}, roller(1)); err != nil {
		t.Fatal(err)
	}
	d := s.Pending()[0]
	if d.Kind != "brigade" || d.Groups[0] != "fa" {
		t.Fatalf("first decision after activating i: %+v, want brigade fa", d)
	}
	if s.brigade("fa").Orders != "under" {
		t.Errorf("fa within Baraguey's range is %q, want under (4.22)", s.brigade("fa").Orders)
	}
	if _, err := s.Apply(d, adjudicator.Line{Text: "done", Kind: "done"}, roller(1)); err != nil {
		t.Fatal(err)
	}
	if d := s.Pending()[0]; d.Kind != "brigade" || d.Groups[0] != "fb" {
		t.Fatalf("after fa: %+v, want brigade fb", d)
	}
}

// Test4_61_ReserveMayNotMove: units In Reserve may not move (4.61); set-up
// "with reserve" puts them there.
func Test4_61_ReserveMayNotMove(t *testing.T) {
	s := newSkirmish(t)
	if !s.unit("af-1").Reserve {
		t.Fatal("af-1 set up with reserve is not In Reserve")
	}
	s.Step, s.Act = stepActivation, activation{Player: "austria", Free: true}
	if _, err := s.Apply(s.Pending()[0], adjudicator.Line{Text: "activate vii", Kind: "activate"}, roller(1)); err == nil {
		t.Fatal("vii, all In Reserve, has no brigade that may act, but was activated")
	}
}

// Test8_52_RecoveryInReserve: the Recovery Segment removes Disorder and
// two Hits of Reserve units, never the first (8.52, 8.53).
func Test8_52_RecoveryInReserve(t *testing.T) {
	s := newSkirmish(t)
	u := s.unit("af-1")
	u.Hits, u.Disorder = 3, true
	s.recovery()
	if u.Hits != 1 || u.Disorder {
		t.Fatalf("after recovery: %d hits, disorder %v; want 1, false", u.Hits, u.Disorder)
	}
}

func newSkirmish(t *testing.T) *State {
	t.Helper()
	st, err := System{}.New(loadSkirmish(t))
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func roller(seed ...byte) dice.Roller {
	var sd dice.Seed
	copy(sd[:], seed)
	return dice.NewStream(sd, "t", 0, [32]byte{})
}

// Test9_2_DemoralizationSegment: brigades with more than half their units
// Disordered are Hors de Combat (9.1) and their corps rolls (9.2).
func Test9_2_DemoralizationSegment(t *testing.T) {
	s := newSkirmish(t)
	s.unit("af-1").Disorder = true
	s.unit("af-j").Disorder = true
	ev := s.demoralization(roller(3))
	if !s.brigade("af").HDC {
		t.Fatal("af with both units Disordered is not Hors de Combat (9.1)")
	}
	var rolledFor bool
	for _, e := range ev {
		rolledFor = rolledFor || (e.Code == "demoralization" && strings.HasPrefix(e.Text, "vii:"))
	}
	if !rolledFor {
		t.Fatalf("vii did not roll for demoralization: %v", ev)
	}
}

// Test7_17_ReactionByStandingOrder: before an attack the defender reacts
// as its standing order says; a lone Jäger withdraws to its rear and the
// attack does not take place (6.35).
func Test7_17_ReactionByStandingOrder(t *testing.T) {
	s := newSkirmish(t)
	// The Austrian af-j alone at 0606 facing sw; French fa-1 attacks it from 0506.
	s.unit("af-1").Hex, s.unit("af-j").Hex, s.unit("af-j").Face, s.unit("af-j").Reserve = txt(""), txt("0606"), txt("sw"), false
	s.unit("fb-j").Hex = txt("0407")
	s.unit("fa-1").Hex, s.unit("fa-1").Face = txt("0506"), txt("ne")
	s.Step = stepActivation
	s.Act = activation{Player: "france", Corps: "i", Brigade: 99, Attacks: []attackDecl{{Unit: "fa-1", Target: "0606"}}}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Kind != "react" || ds[0].Side != "austria" {
		t.Fatalf("pending %+v, want Austria's reaction", ds)
	}
	sys := System{}.ForScenario(loadSkirmish(t))
	lines, ps := sys.ParseOrders("austria", "a", 1, []byte("standing react withdraw fire"))
	if len(ps) > 0 || !lines[0].Standing || !ds[0].Answers(lines[0]) {
		t.Fatalf("the standing order %v (%v) does not answer the reaction", lines, ps)
	}
	ev, err := s.Apply(ds[0], lines[0], roller(5))
	if err != nil {
		t.Fatal(err)
	}
	if s.unit("af-j").Hex.is("0606") || !strings.Contains(ev[0].Text, "6.35") {
		t.Fatalf("af-j did not withdraw: %v", ev)
	}
}

func lineOf(text string) adjudicator.Line {
	o, _ := readOrder(text)
	return adjudicator.Line{Text: text, Kind: o.Verb, Subject: o.ID}
}

// Test4_62_ReleaseTurn: a scenario's release turn takes a corps out of
// Reserve at the start of that turn (4.62).
func Test4_62_ReleaseTurn(t *testing.T) {
	s := newSkirmish(t)
	s.Turn = 2
	s.Step = stepInitiative
	for i := range s.Units {
		if s.w.units[i].Corps != "vii" {
			s.Units[i].Hex = txt("")
		}
	}
	if _, err := s.advance(roller(4)); err != nil {
		t.Fatal(err)
	}
	if s.unit("af-1").Reserve || s.unit("af-j").Reserve {
		t.Fatal("vii is still In Reserve on its release turn")
	}
}

// Test5_1_StrategicMovementInTheEngine: a brigade in Strategic Movement
// moves at double MA, never within three hexes of the enemy (5.1, 5.11).
func Test5_1_StrategicMovementInTheEngine(t *testing.T) {
	s := withoutSide(t, "austria")
	s.unit("ae-1").Hex = txt("1110")
	acting(s, "france", "ii", 0, "fc", "fc-1", "fc-c")
	if _, err := s.act(roller(1), order{Verb: "strategic"}); err != nil {
		t.Fatal(err)
	}
	far, _ := readOrder("move fc-1 0209 0210 0310 0410 0510 0610 0710 0810")
	if _, err := s.act(roller(1), far); err == nil {
		t.Fatal("a move into three hexes of the enemy in Strategic Movement was allowed (5.11)")
	}
	long, _ := readOrder("move fc-1 0209 0210 0310 0410 0510 0610 0710")
	if _, err := s.act(roller(1), long); err != nil {
		t.Fatalf("seven hexes of clear at double MA (5.11): %v", err)
	}
}

// Test4_15_LeaderlessCommand: units held by a formation without a
// brigadier (Piedmont's division cavalry) act Under Orders and In Command
// wherever they are (4.15, reading as 4.14).
func Test4_15_LeaderlessCommand(t *testing.T) {
	s := newSkirmish(t)
	bi := &brigadeInfo{ID: "x", Corps: "i", Units: []string{"fa-1"}}
	b := s.board()
	if !b.underOrders(bi) || len(b.inCommand(bi, true)) != 1 {
		t.Fatal("a leaderless command is not Under Orders and In Command")
	}
}

// Test5_6_EnteringInLine: reinforcements enter in a line: a unit with two
// ahead of it through the entry hex pays twice its cost (5.6, D12).
func Test5_6_EnteringInLine(t *testing.T) {
	s := withoutSide(t, "austria")
	for _, id := range []string{"fa-1", "fa-2"} {
		s.unit(id).Entry, s.unit(id).Entered = txt("0105"), 1
	}
	acting(s, "france", "i", 1, "fb")
	far, _ := readOrder("move fb-1 0105 0205 0305 0405 0505 0605 0705 0805 0905 1005")
	if _, err := s.Clone().(*State).act(roller(1), far); err == nil {
		t.Fatal("the third unit in line paid the entry hex once (5.6)")
	}
	near, _ := readOrder("move fb-1 0105 0205 0305 0405 0505 0605 0705 0805 0905")
	if _, err := s.act(roller(1), near); err != nil {
		t.Fatalf("2 MP for the entry hex and 4 for eight road hexes: %v", err)
	}
	if s.unit("fb-1").Entered != 1 || s.enteredAhead(txt("0105")) != 3 {
		t.Fatalf("fb-1 entered %d, %d ahead", s.unit("fb-1").Entered, s.enteredAhead(txt("0105")))
	}
}

// acting puts s in corps' activation, the brigade at index idx of the
// corps (bid) acting Under Orders with start In Command (3.0 B2, 4.22).
func acting(s *State, player adjudicator.Side, corps string, idx int, bid string, start ...string) {
	s.Step = stepActivation
	s.Act = activation{Player: player, Corps: corps, Brigade: idx}
	s.brigade(bid).Orders, s.brigade(bid).Start = "under", start
}

// withoutSide is the test scenario with side's units off the map.
func withoutSide(t *testing.T, side adjudicator.Side) *State {
	s := newSkirmish(t)
	for i := range s.Units {
		if s.sideOf(i) == side {
			s.Units[i].Hex = txt("")
		}
	}
	return s
}
