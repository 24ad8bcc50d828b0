package tolentino

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// clearMap takes every counter off the map, so a test can place a few.
func clearMap(s *State) {
	for _, u := range s.Units {
		u.On, u.March = false, false
	}
}

func place(s *State, id, hex string) *Unit {
	u := s.unit(id)
	u.Hex, u.On, u.Gone = hx(hex), true, false
	return u
}

// moving activates form and brings the state to its movement step.
func moving(t *testing.T, s *State, form string) {
	t.Helper()
	s.First = false
	s.Stage, s.Side = stActivate, s.b.sideOfFormation(form)
	do(t, s, &script{}, "activate "+form)
	if s.Stage == stOfficer {
		do(t, s, &script{}, "done orders")
	}
	if s.Stage != stMove {
		t.Fatalf("stage %s, want move", s.Stage)
	}
}

func has(list []string, x string) bool { return slices.Contains(list, x) }

// Test3_2_FirstTurn: the game starts with the Action phase; the
// Neapolitan player has the initiative and must activate one of his
// formations; all units start in command (3.2.1).
func Test3_2_FirstTurn(t *testing.T) {
	s := newGame(t)
	p := s.Pending()
	if len(p) != 1 || p[0].Side != Naples || p[0].Kind != stActivate {
		t.Fatalf("first decision: %+v", p)
	}
	for _, o := range p[0].Options {
		f := strings.TrimPrefix(o, "activate ")
		if s.b.sideOfFormation(f) != Naples {
			t.Errorf("first turn offers the Austrian formation %s", f)
		}
	}
	if err := try(s, &script{}, "activate av"); err == nil {
		t.Error("first turn: Austrian formation accepted")
	}
	r := &script{}
	do(t, s, r, "activate ii")
	if len(r.asked) != 0 {
		t.Errorf("first activation rolled dice: %v", r.asked)
	}
	for _, u := range s.formationUnits("ii") {
		if u.OOC || u.Dis != good {
			t.Errorf("%s: out of command or disordered on turn 1 (3.2.1)", u.ID)
		}
	}
}

// Test6_1_InitiativeActivatesEnemyFormation: the winner of the initiative
// may activate a formation of the enemy.
func Test6_1_InitiativeActivatesEnemyFormation(t *testing.T) {
	s := newGame(t)
	do(t, s, &script{}, "activate ii")
	do(t, s, &script{}, "done orders")
	// the next initiative: Naples 1+2, Austria 6+2
	r := &script{vals: []int{1, 6}}
	do(t, s, r, "done")
	for s.Stage != stActivate {
		p := s.Pending()[0]
		do(t, s, r, p.Options[0])
	}
	if s.Side != Austria {
		t.Fatalf("initiative went to %s, want austria", s.Side)
	}
	if !has(s.Pending()[0].Options, "activate gd") {
		t.Fatalf("enemy formation not offered: %v", s.Pending()[0].Options)
	}
	do(t, s, &script{}, "activate gd")
	if s.Active != "gd" || s.Side != Naples {
		t.Fatalf("active %s for %s, want gd for naples", s.Active, s.Side)
	}
}

// Test6_1_1_InitiativeTies: draws go to Naples on May 2, Austria on May 3.
func Test6_1_1_InitiativeTies(t *testing.T) {
	s := newGame(t)
	s.Turn = 2
	if w, _ := s.rollInitiative(&script{vals: []int{3, 3}}); w != Naples {
		t.Errorf("May 2 draw: %s", w)
	}
	s.Turn = 7
	w, e := s.rollInitiative(&script{vals: []int{3, 3}})
	if w != Austria {
		t.Errorf("May 3 draw: %s", w)
	}
	if len(e.Rolls) != 2 || len(e.Detail) != 2 {
		t.Errorf("initiative report lacks rolls or modifiers: %+v", e)
	}
}

// Test9_2_1_SanSeverino: whoever controls 1004 moves 1003 to 1005 for 1 MP.
func Test9_2_1_SanSeverino(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	u := place(s, "ec1", "1003")
	place(s, "eckhardt", "1003")
	place(s, "murat", "3908")
	place(s, "us1", "3908")
	m := s.rulesFor(u, false)
	path := []hexmap.Hex{hx("1003"), hx("1005")}
	cost, err := m.check(path)
	if err != nil || cost != hexmap.MP {
		t.Fatalf("Austria controls 1004: cost %v, %v; want 1 MP", cost, err)
	}
	s.setControl(hx("1004"), Naples)
	if _, err := s.rulesFor(u, false).check(path); err == nil {
		t.Fatal("without San Severino the link must not exist")
	}
}

// Test9_3_1_RoadMarch: ½ MP a road hex, +2 MP for road march only
// (9.3.3), no entering an EZOC (9.3.2).
func Test9_3_1_RoadMarch(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908") // far from the road the test uses
	u := place(s, "ec1", "1111")
	place(s, "eckhardt", "1111")
	s.form("e").Order = "maneuver"
	m := s.rulesFor(u, true)
	path := []hexmap.Hex{hx("1111"), hx("1210"), hx("1310"), hx("1409"), hx("1509")}
	cost, err := m.check(path)
	if err != nil || cost != 2*hexmap.MP {
		t.Fatalf("4 road hexes in road march: %v, %v; want 2 MP", cost, err)
	}
	if got := s.allowance(u, true); got != hexmap.MPs(6) {
		t.Errorf("road march allowance %v, want 4+2 (9.3.3)", got)
	}
	place(s, "us1", "1709") // now 1609 is in an EZOC
	if _, err := s.rulesFor(u, true).check(append(path, hx("1609"))); err == nil {
		t.Error("road march entered an EZOC (9.3.2)")
	}
}

// Test8_2_1_StopInEZOC: a combat unit stops the moment it enters an EZOC.
func Test8_2_1_StopInEZOC(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "1606")
	u := place(s, "ec1", "1407")
	s.form("e").Order = "advance"
	m := s.rulesFor(u, false)
	if _, err := m.check([]hexmap.Hex{hx("1407"), hx("1507")}); err != nil {
		t.Fatalf("entering the EZOC: %v", err)
	}
	if _, err := m.check([]hexmap.Hex{hx("1407"), hx("1507"), hx("1607")}); err == nil {
		t.Fatal("went on after entering an EZOC")
	}
}

// Test8_1_LeavingEZOC: only a Defense order leaves an EZOC (8.1, 5.1.3),
// and a Defense move is one hex.
func Test8_1_LeavingEZOC(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "1606")
	u := place(s, "ec1", "1507")
	s.form("e").Order = "advance"
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1507"), hx("1407")}); err == nil {
		t.Error("advance order left an EZOC")
	}
	s.form("e").Order = "defense"
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1507"), hx("1407")}); err != nil {
		t.Errorf("defense order: %v", err)
	}
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1507"), hx("1407"), hx("1307")}); err == nil {
		t.Error("defense order moved two hexes (5.1.3)")
	}
}

// Test5_1_4_ManeuverNoEZOC: Maneuver may not enter EZOCs.
func Test5_1_4_ManeuverNoEZOC(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "1606")
	u := place(s, "ec1", "1407")
	s.form("e").Order = "maneuver"
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1407"), hx("1507")}); err == nil {
		t.Error("maneuver entered an EZOC")
	}
}

// Test7_1_Stacking: the stacking limits, with the Veliti example of 7.1.
func Test7_1_Stacking(t *testing.T) {
	s := newGame(t)
	st := func(ids ...string) bool {
		var us []*Unit
		for _, id := range ids {
			us = append(us, s.unit(id))
		}
		return s.stackOK(us)
	}
	cases := []struct {
		ids  []string
		want bool
		why  string
	}{
		{[]string{"6ln1", "9ln1"}, true, "a) two infantry of one formation"},
		{[]string{"6ln1", "9ln1", "9ln2"}, false, "a) three infantry of two regiments"},
		{[]string{"ve1", "ve2", "ve3"}, true, "a) 1, 2 and 3 Veliti are one regiment (7.1)"},
		{[]string{"3lg1", "3lg2", "3lg3"}, true, "a) all units of one regiment"},
		{[]string{"6ln1", "vo1"}, false, "a) infantry of two formations"},
		{[]string{"6ln1", "2cl-ii"}, false, "a) infantry and cavalry"},
		{[]string{"aqb", "6ln1"}, true, "b) one artillery with one infantry"},
		{[]string{"aqb", "6ln1", "6ln2"}, false, "b) one artillery with two infantry"},
		{[]string{"aqb", "tab"}, true, "c) two artillery of any formations"},
		{[]string{"aqb", "tab", "6ln1"}, false, "c) two artillery and infantry"},
	}
	for _, c := range cases {
		if got := st(c.ids...); got != c.want {
			t.Errorf("%s %v: %v, want %v", c.why, c.ids, got, c.want)
		}
	}
}

// Test4_3_CommandRange: in range, battle line (4.3.2), out of command;
// with the scenario's `rule battle-line step` the battle line is one step
// from the units within range.
func Test4_3_CommandRange(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	s.b.sc.Rules = append(s.b.sc.Rules, &scenarios.Rule{Name: "battle-line", Value: "step"})
	place(s, "us1", "3908")
	place(s, "senitzer", "1810")
	place(s, "wac", "1810")
	place(s, "hil1", "1410") // 4 clear hexes from 1810: in range 4
	place(s, "hil2", "1310") // next to hil1: battle line
	place(s, "sim1", "1210") // not next to a unit in range
	place(s, "sim2", "0810") // next to nobody
	in := s.inCommand(s.form("s"))
	for id, want := range map[string]bool{"wac": true, "hil1": true, "hil2": true, "sim1": false, "sim2": false} {
		if in[id] != want {
			t.Errorf("%s in command %v, want %v", id, in[id], want)
		}
	}
}

// Test4_3_2_BattleLineChain: "A unit not actually within Command Range
// but adjacent to a unit of its formation that is in Command is
// considered to be in Command": a unit in command by the battle line puts
// the next one in command too (the default reading).
func Test4_3_2_BattleLineChain(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	place(s, "us1", "3908")
	place(s, "senitzer", "1810")
	place(s, "hil1", "1410") // in range
	place(s, "hil2", "1310") // next to hil1
	place(s, "sim1", "1210") // next to hil2
	place(s, "sim2", "0810") // next to nobody
	in := s.inCommand(s.form("s"))
	for id, want := range map[string]bool{"hil1": true, "hil2": true, "sim1": true, "sim2": false} {
		if in[id] != want {
			t.Errorf("%s in command %v, want %v", id, in[id], want)
		}
	}
}

// Test4_3_4_ReplacementLeaderCommands: a Neapolitan unit with the officer
// who now leads its division (4.5.2: Lechi replacing Livron) is with "their
// Officers" and is not disordered (4.3.4).
func Test4_3_4_ReplacementLeaderCommands(t *testing.T) {
	s := newGame(t)
	s.First, s.Turn = false, 7
	for _, id := range []string{"livron", "campana", "giuliani"} {
		s.unit(id).On, s.unit(id).Gone = false, true
	}
	s.form("l").Leader = "lechi"
	clearMap(s)
	place(s, "bianchi", "1112")
	u := place(s, "us1", "3505")
	place(s, "lechi", "3505")
	moving(t, s, "l")
	if u.Dis != good {
		t.Fatalf("us1 with Lechi, who leads its division: %s", disWord(u.Dis))
	}
}

// Test4_3_4_NeapolitanCommand: a Neapolitan unit not with or next to an
// officer becomes Disordered at its activation.
func Test4_3_4_NeapolitanCommand(t *testing.T) {
	s := newGame(t)
	s.First, s.Turn = false, 2
	u := place(s, "2ln1", "3505")
	moving(t, s, "ii")
	if u.Dis != disorder {
		t.Fatalf("2ln1 away from its officers: %s", disWord(u.Dis))
	}
	if s.unit("2ln2").Dis != good {
		t.Fatal("2ln2 with its officers was disordered")
	}
}

// Test5_2_1_OfficerInitiative: at or under the IR the order changes.
func Test5_2_1_OfficerInitiative(t *testing.T) {
	for _, c := range []struct {
		die  int
		want string
	}{{3, "attack"}, {4, "advance"}} { // d'Ambrosio's IR is 3
		s := newGame(t)
		do(t, s, &script{}, "activate ii")
		do(t, s, &script{vals: []int{c.die}}, "initiative ii attack")
		if got := s.form("ii").Order; got != c.want {
			t.Errorf("die %d: order %s, want %s", c.die, got, c.want)
		}
	}
}

// Test5_2_ArmyCommanderChanges: in the Orders step the army commander
// changes at most his initiative value of orders (4.2), only to officers
// within his command range.
func Test5_2_ArmyCommanderChanges(t *testing.T) {
	s := newGame(t)
	s.First = false
	s.Turn = 2
	s.Stage = stCommand
	s.advance(&script{})
	if s.Stage != stOrders || s.Side != Naples || s.Changes != 2 {
		t.Fatalf("orders step: %s %s %d", s.Stage, s.Side, s.Changes)
	}
	place(s, "livron", "3908")
	do(t, s, &script{}, "order l maneuver")
	do(t, s, &script{}, "order gd attack")
	if err := try(s, &script{}, "order ii defense"); err == nil {
		t.Fatal("a third order change was accepted")
	}
	do(t, s, &script{}, "done orders")
	if s.Side != Austria {
		t.Fatal("the Austrian orders step does not follow the Neapolitan (5.2)")
	}
	if err := try(s, &script{}, "order s attack"); err == nil {
		t.Fatal("Bianchi (1112) changed Senitzer's order (1810), out of his range? expected out of range 6")
	}
}

// Test15_3_Reorganization: Defense -1; a pass rallies one level.
func Test15_3_Reorganization(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	u := place(s, "wac", "1810")
	u.Dis = routed
	s.Side = Austria
	// efficiency 4; die 5 - 1 (Defense) = 4: passes.
	e, err := s.reorganize(&script{vals: []int{5}}, u, "s")
	if err != nil {
		t.Fatal(err)
	}
	if u.Dis != disorder {
		t.Fatalf("routed unit after a pass: %s", disWord(u.Dis))
	}
	if len(e.Rolls) != 1 || len(e.Detail) == 0 {
		t.Fatalf("report without roll or modifiers: %+v", e)
	}
	u.Acted = false
	s.form("s").Order = "advance"
	s.reorganize(&script{vals: []int{4}}, u, "s") // 4 + 1 = 5 > 4: fails
	if u.Dis != disorder {
		t.Fatalf("after a failure: %s", disWord(u.Dis))
	}
}

// Test13_1_1_NaturalRolls: 1 always passes, 6 always fails.
func Test13_1_1_NaturalRolls(t *testing.T) {
	s := newGame(t)
	u := s.unit("rat") // efficiency 2
	if c := s.effCheck(&script{vals: []int{1}}, []*Unit{u}, "t", map[string]int{"rat": 3}); !c.Pass["rat"] {
		t.Error("an unmodified 1 failed")
	}
	u = s.unit("j9") // efficiency 5
	if c := s.effCheck(&script{vals: []int{6}}, []*Unit{u}, "t", map[string]int{"j9": -3}); c.Pass["j9"] {
		t.Error("an unmodified 6 passed")
	}
}

// Test15_4_Reinforcements: turn 7, Lechi's division enters at 3908 in
// command with a Maneuver order.
func Test15_4_Reinforcements(t *testing.T) {
	s := newGame(t)
	s.Turn, s.First = 7, false
	if !s.present("iii") {
		t.Fatal("III division not activatable on turn 7")
	}
	s.Stage, s.Side = stActivate, Naples
	do(t, s, &script{}, "activate iii")
	for _, id := range []string{"lechi", "demajo", "1lg1", "1lg2", "1lg3", "4ln", "1cl", "dmb"} {
		u := s.unit(id)
		if !u.On || u.Hex != hx("3908") || u.OOC {
			t.Errorf("%s: %+v", id, u)
		}
	}
	if s.form("iii").Order != "maneuver" {
		t.Errorf("III division order %s, want maneuver", s.form("iii").Order)
	}
	s2 := newGame(t)
	s2.Turn = 6
	if s2.present("iii") {
		t.Error("III division present before turn 7")
	}
}

// Test16_3_Grenzer: on turn 8, for 3 VP, at 1005 with Taxis.
func Test16_3_Grenzer(t *testing.T) {
	s := newGame(t)
	s.Turn, s.First, s.Stage = 8, false, stCommand
	s.advance(&script{})
	do(t, s, &script{}, "done orders")
	if !has(s.Pending()[0].Options, "grenzer yes") {
		t.Fatal("Grenzer option not offered on turn 8")
	}
	before := s.victoryPoints().Total
	do(t, s, &script{}, "grenzer yes")
	if s.victoryPoints().Total != before+3 {
		t.Error("the Grenzer do not cost 3 VP")
	}
	s.Active = "t"
	s.reinforce()
	for _, id := range []string{"ban", "szl"} {
		if u := s.unit(id); !u.On || u.Hex != hx("1005") {
			t.Errorf("%s: %+v", id, u)
		}
	}
}

// Test17_1_Twilight: each player activates one formation of his own; the
// others take Defense orders.
func Test17_1_Twilight(t *testing.T) {
	s := newGame(t)
	s.Turn, s.First, s.Stage = 5, false, stInitiative
	s.advance(&script{vals: []int{6, 1}})
	if s.Side != Naples {
		t.Fatalf("initiative: %s", s.Side)
	}
	for _, o := range s.Pending()[0].Options {
		if s.b.sideOfFormation(strings.TrimPrefix(o, "activate ")) != Naples {
			t.Fatalf("twilight offers an enemy formation: %s", o)
		}
	}
	do(t, s, &script{}, "activate l")
	for s.Stage != stActivate && s.Stage != stNight {
		do(t, s, &script{}, s.Pending()[0].Options[0])
	}
	if s.Side != Austria || s.Stage != stActivate {
		t.Fatalf("after the Neapolitan night activation: %s %s", s.Stage, s.Side)
	}
	do(t, s, &script{}, "activate av")
	for s.Stage != stNight && s.Turn == 5 {
		do(t, s, &script{}, s.Pending()[0].Options[0])
	}
	for _, f := range []string{"ii", "gd", "r", "t", "e", "s"} {
		if s.form(f).Order != "defense" && s.Turn == 5 {
			t.Errorf("%s: %s, want defense (17.1)", f, s.form(f).Order)
		}
	}
}

// Test17_2_SecondNight: Neapolitan units in an EZOC retreat one hex out of
// it, unless in a town or a VP hex.
func Test17_2_SecondNight(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "wac", "1810")
	u := place(s, "2ln1", "1910")
	v := place(s, "2ln2", "1710") // La Rancia: a VP hex
	s.Turn, s.First, s.Stage = 6, false, stCommand
	s.advance(&script{})
	if s.inEZOC(u.Hex, Naples) {
		t.Errorf("2ln1 still in an EZOC at %v", u.Hex)
	}
	if v.Hex != hx("1710") {
		t.Error("a unit in a VP hex retreated")
	}
	for _, f := range s.Forms {
		if s.present(f.ID) && f.Order != "defense" {
			t.Errorf("%s: %s, want defense (17.2)", f.ID, f.Order)
		}
	}
}

// Test18_1_VictoryLevels: the levels of 18.1.
func Test18_1_VictoryLevels(t *testing.T) {
	for _, c := range []struct {
		vp   int
		side adjudicator.Side
		lv   string
	}{
		{20, Naples, "decisive Neapolitan victory"}, {14, Naples, "decisive Neapolitan victory"},
		{13, Naples, "tactical Neapolitan victory"}, {8, Naples, "tactical Neapolitan victory"},
		{7, "", "stalemate"}, {5, "", "stalemate"},
		{4, Austria, "tactical Austrian victory"}, {1, Austria, "tactical Austrian victory"},
		{0, Austria, "decisive Austrian victory"}, {-3, Austria, "decisive Austrian victory"},
	} {
		if side, lv := level(c.vp); side != c.side || lv != c.lv {
			t.Errorf("%d VP: %s %s, want %s %s", c.vp, side, lv, c.side, c.lv)
		}
	}
}

// Test18_VictoryPoints: stars held, Austrian losses, Neapolitan losses,
// and Murat's death (18.1).
func Test18_VictoryPoints(t *testing.T) {
	s := newGame(t)
	if v := s.victoryPoints(); v.Total != 0 {
		t.Fatalf("at start: %+v", v)
	}
	s.setControl(hx("1111"), Naples)                 // +3
	s.unit("eb").Gone, s.unit("eb").On = true, false // artillery +1
	s.unit("ec1").Gone = true                        // unit +2
	s.unit("ec2").Reduced = true                     // reduced +1
	s.unit("bianchi").Gone = true                    // +2
	s.unit("rat").Gone = true                        // -1
	if v := s.victoryPoints(); v.Total != 8 {
		t.Fatalf("VP %d, want 8: %v", v.Total, v.Parts)
	}
	s.Over = true
	if o := s.Outcome(); o.Winner != Naples || o.Level != "tactical Neapolitan victory" {
		t.Fatalf("outcome %+v", o)
	}
	s.unit("murat").Gone = true
	if o := s.Outcome(); o.Winner != Austria || !strings.Contains(o.Level, "automatic") {
		t.Fatalf("Murat eliminated: %+v", o)
	}
}

// Test10_3_ArtilleryStream: artillery crosses a stream only at a bridge.
func Test10_3_ArtilleryStream(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	a := place(s, "eb", "1213")
	if _, err := s.rulesFor(a, false).check([]hexmap.Hex{hx("1213"), hx("1214")}); err == nil {
		t.Error("artillery crossed the Chienti without a bridge")
	}
	a.Hex = hx("1113")
	if _, err := s.rulesFor(a, false).check([]hexmap.Hex{hx("1113"), hx("1114")}); err != nil {
		t.Errorf("artillery at the bridge 1113/s: %v", err)
	}
}

// Test15_2_RoutedApproached: an enemy moving next to a routed unit makes
// it check: pass, it flees two hexes; fail, it is eliminated.
func Test15_2_RoutedApproached(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	r := place(s, "2ln1", "2010")
	r.Dis = routed
	place(s, "murat", "3908")
	place(s, "senitzer", "1809")
	u := place(s, "wac", "1810")
	s.form("s").Order = "advance"
	s.Side, s.Active, s.Stage = Austria, "s", stMove
	if _, err := s.move(&cmd{kind: "move", unit: "wac", hexes: []hexmap.Hex{hx("1910")}}, &script{vals: []int{6}}); err != nil {
		t.Fatal(err)
	}
	if r.On {
		t.Fatalf("routed unit failing its check was not eliminated: %+v", r)
	}
	_ = u
}

// Test4_5_OfficerReplacement: 4.4.5 brigade officer, 4.5.2 Lechi, 4.5.1
// Von Mohr.
func Test4_5_OfficerReplacement(t *testing.T) {
	s := newGame(t)
	s.leaderTests(nil)
	lose := func(id string) { u := s.unit(id); u.Gone, u.On = true, false; s.leaderLost(u) }
	lose("ambrosio")
	if got := s.form("ii").Leader; got != "aquino" {
		t.Errorf("II Division led by %s, want its brigade officer d'Aquino (4.4.5)", got)
	}
	place(s, "lechi", "3908")
	place(s, "demajo", "3908")
	place(s, "4ln", "3908")
	lose("livron")
	lose("campana")
	lose("giuliani")
	if got := s.form("l").Leader; got != "lechi" {
		t.Errorf("cavalry led by %s, want Lechi (4.5.2)", got)
	}
	if got := s.form("iii").Leader; got != "demajo" {
		t.Errorf("III Division led by %s, want De Majo (4.5.2)", got)
	}
	lose("taxis")
	if got := s.form("t").Leader; got != "mohr" {
		t.Errorf("Taxis' formation led by %s, want Von Mohr (4.5.1)", got)
	}
	lose("bianchi")
	if c := s.armyCommander(Austria); c == nil || c.ID != "mohr" {
		t.Errorf("Austrian army commander %v, want Von Mohr (4.5.1)", c)
	}
}

// Test16_1_Radinski: after a full turn next to the stream, Radinski
// builds a bridge; artillery may then cross there (10.3).
func Test16_1_Radinski(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "murat", "3908")
	place(s, "us1", "3908")
	place(s, "starhemberg", "1213")
	r := place(s, "rad", "1213")
	gun := place(s, "avb", "1213")
	s.Turn = 2
	r.Arrived = 1
	moving(t, s, "av")
	if err := try(s, &script{}, "bridge rad s"); err == nil {
		t.Fatal("built without staying a full turn")
	}
	r.Arrived = 0
	if _, err := s.rulesFor(gun, false).check([]hexmap.Hex{hx("1213"), hx("1214")}); err == nil {
		t.Fatal("artillery crossed the stream before the bridge")
	}
	do(t, s, &script{}, "bridge rad s")
	if _, err := s.rulesFor(gun, false).check([]hexmap.Hex{hx("1213"), hx("1214")}); err != nil {
		t.Fatalf("artillery cannot use Radinski's bridge: %v", err)
	}
	if err := try(s, &script{}, "move rad 1212"); err == nil {
		t.Fatal("Radinski moved on its bridge side")
	}
}

// Test11_ArtilleryOrder: rule 11, "Artillery units may always use an
// Order of Defense or Maneuver independently from the Order received from
// its formation". By default a battery does (Maneuver here, out of an
// EZOC), so it may not enter an EZOC (5.1.4); `artillery UNIT formation`
// makes it follow its formation's Attack order, so it may; `artillery
// UNIT own` takes it back. The choice is made before the battery moves.
func Test11_ArtilleryOrder(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	u := place(s, "aqb", "1508")
	place(s, "ec1", "1506") // 1507 is in its ZoC
	s.form("ii").Order = "attack"
	s.Side, s.Active, s.Stage = Naples, "ii", stMove
	path := []hexmap.Hex{hx("1508"), hx("1507")}
	if o := s.orderOf(u); o != "maneuver" {
		t.Fatalf("default order %s, want maneuver (11)", o)
	}
	if _, err := s.rulesFor(u, false).check(path); err == nil {
		t.Fatal("a battery under its own Maneuver order entered an EZOC (5.1.4)")
	}
	if d := s.Pending()[0]; !has(d.Options, "artillery aqb formation") {
		t.Fatalf("options %v lack artillery aqb formation", d.Options)
	}
	do(t, s, &script{}, "artillery aqb formation")
	if o := s.orderOf(u); o != "attack" {
		t.Fatalf("order %s, want the formation's attack (11)", o)
	}
	if _, err := s.rulesFor(u, false).check(path); err != nil {
		t.Fatalf("a battery following its formation's Attack order may enter an EZOC: %v", err)
	}
	if d := s.Pending()[0]; !has(d.Options, "artillery aqb own") {
		t.Fatalf("options %v lack artillery aqb own", d.Options)
	}
	do(t, s, &script{}, "artillery aqb own")
	if o := s.orderOf(u); o != "maneuver" {
		t.Fatalf("order %s, want maneuver again (11)", o)
	}
	if err := try(s, &script{}, "artillery 2ln1 formation"); err == nil {
		t.Error("a line infantry unit accepted as artillery")
	}
	u.Acted = true
	if err := try(s, &script{}, "artillery aqb formation"); err == nil {
		t.Error("the order of a battery that has moved was changed")
	}
}

// Test9_3_RoadMarchDeclaredPartWay: 9.3 "At any time during movement a
// unit on a road or trail may declare that it will use the road
// advantage": ec1 moves cross-country from 1211 onto the road at 1210 (1
// MP), then in Road March along it (½ MP a hex, 9.3.1); it ends in Road
// March. The Road March part must follow the road, needs an Advance or
// Maneuver order, and cannot start from a hex in an EZOC (9.1.2).
func Test9_3_RoadMarchDeclaredPartWay(t *testing.T) {
	setup := func(order string) *State {
		s := newGame(t)
		clearMap(s)
		s.First, s.Turn = false, 2
		place(s, "us1", "3908") // far away
		place(s, "ec1", "1211")
		s.form("e").Order = order
		s.Side, s.Active, s.Stage = Austria, "e", stMove
		return s
	}
	s := setup("maneuver")
	var text string
	for _, e := range do(t, s, &script{}, "move ec1 1210 march 1310 1409 1509") {
		text += e.Text
	}
	if u := s.unit("ec1"); u.Hex != hx("1509") || !u.March || u.Spent != hexmap.MP+3*hexmap.Half {
		t.Fatalf("ec1 at %v march=%v spent %v, want 1509 in road march, 1+3×½ MP:\n%s", u.Hex, u.March, u.Spent, text)
	}
	if !strings.Contains(text, "road march from 1210") {
		t.Errorf("report %q does not say where road march began", text)
	}
	s = setup("maneuver")
	if err := try(s, &script{}, "move ec1 1210 march 1211"); err == nil {
		t.Error("road march left the road (9.3)")
	}
	s = setup("defense")
	if err := try(s, &script{}, "move ec1 1210 march 1310"); err == nil {
		t.Error("road march under a Defense order (9.3, 5.1.3)")
	}
	s = setup("maneuver")
	s.form("e").Order = "advance"
	place(s, "us1", "1110") // 1210 is now in an EZOC
	if err := try(s, &script{}, "move ec1 1210 march 1310"); err == nil || !strings.Contains(err.Error(), "must stop in 1210") {
		t.Errorf("went on in road march from an EZOC hex: %v", err)
	}
	if _, perr := parseLine("move ec1 1210 march", anyLexicon()); perr == nil {
		t.Error("march with no hexes after it was accepted")
	}
	if _, perr := parseLine("move ec1 march 1210 march 1310", anyLexicon()); perr == nil {
		t.Error("march declared twice was accepted")
	}
}

// Test5_1_4_ArtilleryRoughUnderManeuver: under Maneuver "Artillery units
// can move into Rough hexes, with no road, at a cost of 2 MP per hex":
// the one-rough-hex limit of 10.2 ("see also 5.1.4") does not apply;
// under Advance orders it does.
func Test5_1_4_ArtilleryRoughUnderManeuver(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	u := s.unit("avb")
	dry := func(a, b hexmap.Hex) bool { hs, _ := s.b.grid.HexsideBetween(a, b); return !s.b.stream[hs] }
	var path []hexmap.Hex
	for _, a := range s.b.grid.Hexes() {
		if s.b.terrain[a] != "rough" || s.b.onRoad[a] {
			continue
		}
		for _, b := range s.b.grid.Neighbors(a) {
			for _, c := range s.b.grid.Neighbors(b) {
				if c != a && s.b.roughNoRoad(a, b) && s.b.roughNoRoad(b, c) && !s.b.onRoad[b] && !s.b.onRoad[c] && dry(a, b) && dry(b, c) {
					path = []hexmap.Hex{a, b, c}
				}
			}
		}
		if path != nil {
			break
		}
	}
	if path == nil {
		t.Fatal("no two rough hexes in a row on the map")
	}
	place(s, "avb", path[0].String())
	s.form("av").Order = "advance"
	cost, err := s.rulesFor(u, false).check(path)
	if err != nil || cost != hexmap.MPs(4) {
		t.Fatalf("artillery under its own Maneuver order into two rough hexes: %v, %v; want 4 MP", cost, err)
	}
	u.Follow = true // under the formation's Advance order
	if _, err := s.rulesFor(u, false).check(path); err == nil || !strings.Contains(err.Error(), "10.2") {
		t.Fatalf("artillery under Advance orders into two rough hexes: %v", err)
	}
}

// Test15_5_ReplacementsOnSecondNight: 3.1 A.2 "Both players return to the
// map previously eliminated combat units (15.5)" in every Command phase;
// 17.2 makes the second night's formations take Defense orders, it does
// not skip the replacements due on turn 6.
func Test15_5_ReplacementsOnSecondNight(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "2ln1", "3908")
	place(s, "senitzer", "1810")
	u := s.unit("wac")
	u.On, u.Reduced, u.Back = false, true, 6
	s.Turn, s.First, s.Stage = 6, false, stCommand
	s.advance(&script{})
	if !u.On || s.b.grid.Distance(u.Hex, hx("1810")) > 1 {
		t.Fatalf("wac, due back on turn 6: on %v at %v", u.On, u.Hex)
	}
}

// Test15_3_HoldIsNoAction: disordered or routed units may reorganize "if
// … it is their only action of the turn"; `hold` is no action, so a unit
// told to hold may still reorganize.
func Test15_3_HoldIsNoAction(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.Turn = 2
	place(s, "2ln1", "3908")
	place(s, "senitzer", "1810")
	u := place(s, "wac", "1810")
	u.Dis = disorder
	moving(t, s, "s")
	do(t, s, &script{}, "hold wac")
	if !slices.Contains(s.reorganizable("s", Austria), u) {
		t.Fatal("wac held and may not reorganize (15.3)")
	}
}

// Test18_EliminatedUnitsScoreAsEliminated: 18 "2 VPs for each Austrian
// unit eliminated", and Naples "loses 1 VP for each … friendly unit
// eliminated". A full-strength unit eliminated under 12.8 is off the map
// until it comes back on its reduced side: while it waits it is scored as
// a player counting the counters scores it, eliminated (Austrian +2,
// Neapolitan -1; rules revision 2); once back, as a reduced unit (Austrian
// +1, Neapolitan 0); eliminated again, for good (+2, -1).
func Test18_EliminatedUnitsScoreAsEliminated(t *testing.T) {
	s := newGame(t)
	if s.b.rev < 2 {
		t.Fatalf("a new game plays revision %d, want 2 or later", s.b.rev)
	}
	s.Turn = 2
	a, n := s.unit("ec1"), s.unit("6ln1")
	s.eliminate(a, false)
	s.eliminate(n, false)
	if v := s.victoryPoints(); v.Total != 1 {
		t.Fatalf("waiting to return: VP %d, want +2 (ec1 eliminated) -1 (6ln1 eliminated): %v", v.Total, v.Parts)
	}
	if v := s.victoryPoints(); !slices.Contains(v.Parts, "+2 ec1 eliminated (18)") || !slices.Contains(v.Parts, "-1 6ln1 eliminated (18)") {
		t.Errorf("parts %v", v.Parts)
	}
	a.On, n.On, a.Back, n.Back = true, true, 0, 0 // back on the map (15.5)
	if v := s.victoryPoints(); v.Total != 1 || !slices.Contains(v.Parts, "+1 ec1 reduced (18)") {
		t.Fatalf("returned: VP %d, want +1 (ec1 reduced), 0 for 6ln1: %v", v.Total, v.Parts)
	}
	s.eliminate(a, false) // reduced now: for good
	s.eliminate(n, false)
	if v := s.victoryPoints(); v.Total != 1 || !a.Gone || !n.Gone {
		t.Fatalf("eliminated for good: VP %d, want +2 -1: %v", v.Total, v.Parts)
	}
}

// Test18_Revision1ScoresWaitingUnitsAsReduced: games of rules revision 1
// keep the reading they were played under — a unit waiting to return
// scored as reduced: Austrian +1, Neapolitan 0 (docs/archives.md).
func Test18_Revision1ScoresWaitingUnitsAsReduced(t *testing.T) {
	s := newGame(t)
	s.b.rev = 1
	s.Turn = 2
	a, n := s.unit("ec1"), s.unit("6ln1")
	s.eliminate(a, false)
	s.eliminate(n, false)
	if v := s.victoryPoints(); v.Total != 1 || !slices.Contains(v.Parts, "+1 ec1 reduced (18)") || len(v.Parts) != 1 {
		t.Fatalf("waiting to return, revision 1: VP %d, want +1 (ec1 reduced), 0 for 6ln1: %v", v.Total, v.Parts)
	}
	s.eliminate(n, false) // 6ln1 was full strength: reduced now, for good
	if v := s.victoryPoints(); v.Total != 0 {
		t.Fatalf("revision 1, 6ln1 gone for good: VP %d, want +1 -1: %v", v.Total, v.Parts)
	}
}

// Test3_2_1_ScenarioFirstTurn: "All units start in command" (3.2.1) on
// the scenario's first turn, which need not be turn 1 ("turns A-B"): 4.3.4
// leaves the units alone then, not on the turns after.
func Test3_2_1_ScenarioFirstTurn(t *testing.T) {
	for _, c := range []struct {
		turn int
		want int
	}{{7, good}, {8, disorder}} {
		s := newGame(t)
		s.b.sc.FirstTurn = 7
		s.First, s.Turn = false, c.turn
		u := place(s, "2ln1", "3505")
		moving(t, s, "ii")
		if u.Dis != c.want {
			t.Errorf("turn %d (the scenario starts on 7): 2ln1 %s, want %s", c.turn, disWord(u.Dis), disWord(c.want))
		}
	}
}

// Test15_3_FailureOption: 15.3 names no effect for a failed
// reorganization, and by default it has none; with the scenario's `rule
// reorganization-failure level` it costs the level of 13.1.3 ("a failed
// efficiency check always causes a Disorganization level").
func Test15_3_FailureOption(t *testing.T) {
	for _, c := range []struct {
		rule string
		want int
	}{{"", disorder}, {"level", routed}} {
		s := newGame(t)
		clearMap(s)
		if c.rule != "" {
			s.b.sc.Rules = append(s.b.sc.Rules, &scenarios.Rule{Name: "reorganization-failure", Value: c.rule})
		}
		place(s, "us1", "3908")
		u := place(s, "wac", "1810")
		u.Dis = disorder
		s.Side = Austria
		s.form("s").Order = "advance"
		if _, err := s.reorganize(&script{vals: []int{6}}, u, "s"); err != nil {
			t.Fatal(err)
		}
		if u.Dis != c.want {
			t.Errorf("rule %q: after a failure %s, want %s", c.rule, disWord(u.Dis), disWord(c.want))
		}
	}
}
