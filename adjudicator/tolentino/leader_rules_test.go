package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Test4_4_6_LeaderGetsAway: an enemy unit arriving next to a leader lets
// him move his full allowance away (4.4.6), as his side's standing order
// leader-escape says: by default only a leader without troops in his hex.
func Test4_4_6_LeaderGetsAway(t *testing.T) {
	for _, c := range []struct {
		answer  string
		stacked bool
		goes    bool
	}{
		{"standing leader-escape alone", false, true},
		{"standing leader-escape alone", true, false},
		{"standing leader-escape always", true, true},
		{"standing leader-escape never", false, false},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := newGame(t)
			clearMap(s)
			s.Turn = 2
			place(s, "eckhardt", "1508")
			place(s, "ec1", "1508")
			place(s, "aquino", "1506")
			place(s, "3lg1", "1503")
			if c.stacked {
				place(s, "3lg2", "1506")
			}
			s.form("e").Order = "advance" // may enter an EZOC (5.1.1)
			moving(t, s, "e")
			do(t, s, &script{}, "move ec1 1507")
			d := s.Pending()[0]
			if d.Kind != "leader-escape" || d.Side != Naples || d.Default.Text != "standing leader-escape alone" || !has(d.Options, c.answer) {
				t.Fatalf("decision %+v", d)
			}
			do(t, s, &script{}, c.answer)
			l := s.unit("aquino")
			if gone := l.Hex != hx("1506"); gone != c.goes {
				t.Fatalf("aquino at %v, want moved=%v", l.Hex, c.goes)
			}
			if c.goes && !c.stacked && l.Hex != hx("1503") {
				t.Errorf("aquino went to %v, want 1503: the nearest friendly unit away from the enemy", l.Hex)
			}
			if s.Stage != stMove || len(s.Escape) != 0 {
				t.Errorf("stage %s escape %v: the movement goes on", s.Stage, s.Escape)
			}
		})
	}
}

// Test16_1_BridgeCaptured: on its bridge side Radinski is a bridge, not a
// unit (16.1.1): a Neapolitan unit may enter its hex and so captures the
// bridge; the Neapolitan side then keeps it (and uses it) or destroys it,
// eliminating the Austrian unit (16.1). Default: destroy.
func Test16_1_BridgeCaptured(t *testing.T) {
	for _, c := range []struct {
		answer string
		kept   bool
	}{{"standing bridge-capture destroy", false}, {"standing bridge-capture keep", true}} {
		t.Run(c.answer, func(t *testing.T) {
			s := newGame(t)
			clearMap(s)
			s.Turn = 3
			r := place(s, "rad", "1213")
			r.Bridge = "s"
			place(s, "us1", "1212")
			s.form("l").Order = "maneuver"
			if s.inEZOC(hx("1212"), Naples) || s.enemyIn(hx("1213"), Naples) {
				t.Fatal("Radinski on its bridge side exerts a ZoC or blocks the hex")
			}
			moving(t, s, "l")
			do(t, s, &script{}, "move us1 1213")
			d := s.Pending()[0]
			if d.Kind != "bridge-capture" || d.Side != Naples || d.Default.Text != "standing bridge-capture destroy" || !has(d.Options, c.answer) {
				t.Fatalf("decision %+v", d)
			}
			do(t, s, &script{}, c.answer)
			bridged := !s.pontoon().IsZero()
			if bridged != c.kept || r.On != c.kept {
				t.Fatalf("bridge %v, Radinski on %v; want %v", bridged, r.On, c.kept)
			}
			if !c.kept && !r.Gone {
				t.Error("a destroyed bridge eliminates the Austrian unit for good")
			}
			if c.kept {
				s.Side, s.Active = Austria, "av"
				if err := try(s, &script{}, "bridge rad off"); err == nil {
					t.Error("Austria took down a bridge the Neapolitans hold")
				}
			}
		})
	}
}

// Test4_1_4_LeadersMoveLast: officers (4.1.4) and army commanders (4.2.1)
// move at the end of the Movement segment: once a leader has moved, the
// units of the formation can no longer move or hold, and the decision
// stops offering them.
func Test4_1_4_LeadersMoveLast(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.Turn = 2
	place(s, "eckhardt", "1508")
	place(s, "ec1", "1508")
	place(s, "ec2", "1608")
	s.form("e").Order = "advance"
	moving(t, s, "e")
	do(t, s, &script{}, "move ec1 1408")
	do(t, s, &script{}, "move eckhardt 1408")
	if err := try(s, &script{}, "move ec2 1607"); err == nil || !strings.Contains(err.Error(), "4.1.4") {
		t.Fatalf("a unit moved after its officer: %v", err)
	}
	for _, o := range s.Pending()[0].Options {
		if strings.Contains(o, "ec2") {
			t.Errorf("option %q offered after the officer moved", o)
		}
	}
}

// Test7_1_1_RoutedLeavesStack: a routed unit that finds itself stacked
// with units in good order or disordered moves to a free hex (7.1.1).
func Test7_1_1_RoutedLeavesStack(t *testing.T) {
	s := combatSetup(t)
	r := place(s, "6ln1", "1706")
	r.Dis = routed
	place(s, "6ln2", "1706")
	ev := do(t, s, &script{}, "done attack")
	if r.Hex == hx("1706") || !r.On || len(s.combatAt(r.Hex, "")) != 1 || !s.b.grid.Adjacent(r.Hex, hx("1706")) {
		t.Fatalf("6ln1 at %v: want a free hex next to 1706; events %+v", r.Hex, ev)
	}
	if s.unit("6ln2").Hex != hx("1706") {
		t.Error("the unit in good order moved")
	}
}

// Test4_1_4_OfficerMovesOnce: an officer moves once in his formation's
// Movement segment (4.1.4, 9.1).
func Test4_1_4_OfficerMovesOnce(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.Turn = 2
	place(s, "eckhardt", "1508")
	place(s, "ec1", "1508")
	s.form("e").Order = "advance"
	moving(t, s, "e")
	do(t, s, &script{}, "move eckhardt 1408")
	if err := try(s, &script{}, "move eckhardt 1308"); err == nil {
		t.Fatal("the officer moved twice")
	}
}

// Test8_2_3_LeaderOverrunByAdvance: a leader left alone in a hex that an
// enemy unit enters by advancing after combat escapes (8.2.3), as when the
// enemy moves in.
func Test8_2_3_LeaderOverrunByAdvance(t *testing.T) {
	s := combatSetup(t)
	place(s, "aquino", "1506")
	place(s, "3lg1", "1504")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1"}}}
	do(t, s, &script{}, "advance ec1 1506")
	if l := s.unit("aquino"); l.Hex == hx("1506") && l.On {
		t.Fatal("the leader stayed in the hex the enemy entered")
	}
}

// Test15_2_3_RoutedRetreatPassesOver: a unit routed by combat that
// retreats over friendly units makes them test (15.2.3).
func Test15_2_3_RoutedRetreatPassesOver(t *testing.T) {
	s := combatSetup(t)
	r := place(s, "6ln1", "1506")
	r.Dis = routed
	place(s, "6ln2", "1505")
	s.Ret = []Retreat{{Unit: "6ln1", N: 2, From: []hexmap.Hex{hx("1507"), hx("1406")}}}
	roller := &script{vals: []int{6}}
	ev := do(t, s, roller, "retreat 6ln1 1505 1504")
	if len(roller.asked) != 1 || !strings.Contains(roller.asked[0], "passes over") {
		t.Fatalf("rolls %v, events %+v", roller.asked, ev)
	}
	if s.unit("6ln2").Dis != disorder {
		t.Errorf("6ln2 failed its test (a 6) but is %s", disWord(s.unit("6ln2").Dis))
	}
}

// Test4_1_2_OnlyTheirOfficer: only the officer directly in command of a
// formation gives the leader modifier of 12.4.4 to its units (4.1.2): Taxis
// in the attacking hex does not help Eckhardt's ec1; Eckhardt does.
func Test4_1_2_OnlyTheirOfficer(t *testing.T) {
	for _, c := range []struct {
		leader string
		drm    bool
	}{{"taxis", false}, {"eckhardt", true}} {
		t.Run(c.leader, func(t *testing.T) {
			s := combatSetup(t, "6ln1")
			s.unit("eckhardt").On = false
			s.unit("ec2").On = false
			place(s, c.leader, "1507")
			var text string
			for _, e := range do(t, s, &script{vals: []int{3}}, "attack 1506 with ec1") {
				text += strings.Join(e.Detail, "\n")
			}
			for s.Pend != nil {
				for _, e := range do(t, s, &script{vals: []int{3}}, s.Pending()[0].Default.Text) {
					text += strings.Join(e.Detail, "\n")
				}
			}
			if got := strings.Contains(text, "(12.5.2(3) 12.4.4)"); got != c.drm {
				t.Errorf("leader modifier %v, want %v:\n%s", got, c.drm, text)
			}
		})
	}
}

// Test12_4_4_LeaderMay: the leader "may" add 1 (12.4.4); the attacker's
// standing order leader-drm no declines it (and with it the risk of 4.4.2).
func Test12_4_4_LeaderMay(t *testing.T) {
	s := combatSetup(t, "6ln1")
	s.unit("ec2").On = false
	do(t, s, &script{}, "attack 1506 with ec1")
	d := s.Pending()[0]
	if d.Kind != "assault-att-leader" || d.Side != Austria || d.Default.Text != "standing leader-drm yes" {
		t.Fatalf("decision %+v", d)
	}
	var text string
	for _, e := range do(t, s, &script{}, "standing leader-drm no") {
		text += strings.Join(e.Detail, "\n")
	}
	for s.Pend != nil {
		for _, e := range do(t, s, &script{vals: []int{3}}, s.Pending()[0].Default.Text) {
			text += strings.Join(e.Detail, "\n")
		}
	}
	if strings.Contains(text, "12.4.4") {
		t.Errorf("the declined leader modifier was used:\n%s", text)
	}
}

// Test7_1_2_NoStackingWithRoadMarch: a unit may not end its move stacked
// with a unit of another regiment that is in Road March (7.1.2, 9.3.2),
// even when it does not march itself.
func Test7_1_2_NoStackingWithRoadMarch(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	u := place(s, "ec1", "1508")
	place(s, "ch1", "1408").March = true // Chasteler: another regiment
	s.form("e").Order = "advance"
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1508"), hx("1408")}); err == nil || !strings.Contains(err.Error(), "7.1.2") {
		t.Fatalf("stacked with a unit in Road March: %v", err)
	}
	s.unit("ch1").March = false
	if _, err := s.rulesFor(u, false).check([]hexmap.Hex{hx("1508"), hx("1408")}); err != nil {
		t.Fatalf("two Eckhardt battalions out of Road March: %v", err)
	}
}

// Test15_4_EntryHexCost: a reinforcement pays the normal terrain cost of
// its entry hex (15.4): 1° Leggero (5 MP) entering at 3908 (clear, 1 MP)
// has 4 MP left to move, 6 in Road March (9.3.3).
func Test15_4_EntryHexCost(t *testing.T) {
	s := newGame(t)
	s.Turn, s.First = 7, false
	s.Stage, s.Side = stActivate, Naples
	do(t, s, &script{}, "activate iii")
	u := s.unit("1lg1")
	if u.Spent != hexmap.MP {
		t.Fatalf("spent %v on entering, want 1 MP", u.Spent)
	}
	m := s.rulesFor(u, false)
	if _, err := m.check([]hexmap.Hex{hx("3908"), hx("3808"), hx("3708"), hx("3608"), hx("3508")}); err != nil {
		t.Fatalf("four clear hexes (4 MP): %v", err)
	}
	if _, err := m.check([]hexmap.Hex{hx("3908"), hx("3808"), hx("3708"), hx("3608"), hx("3508"), hx("3408")}); err == nil {
		t.Error("the reinforcement moved its full 5 MP after paying for the entry hex")
	}
}

// Test7_1_2_RoadMarchNotThroughOwnRegiment: a unit in Road March "may not
// move through a hex containing other friendly units" (9.3.2, 7.1.2), even
// of its own regiment; it may end its move stacked with its own regiment
// (9.3.2 b).
func Test7_1_2_RoadMarchNotThroughOwnRegiment(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	place(s, "us1", "3908")
	u := place(s, "ec1", "1111")
	place(s, "ec2", "1310") // Erzherzog Carl, ec1's regiment
	s.form("e").Order = "maneuver"
	through := []hexmap.Hex{hx("1111"), hx("1210"), hx("1310"), hx("1409")}
	if _, err := s.rulesFor(u, true).check(through); err == nil {
		t.Fatal("road march through a hex of its own regiment accepted")
	}
	if _, err := s.rulesFor(u, true).check(through[:3]); err != nil {
		t.Fatalf("road march ending with its own regiment: %v", err)
	}
	if _, err := s.rulesFor(u, false).check(through); err != nil {
		t.Fatalf("out of road march a unit moves through friends (9.1.3): %v", err)
	}
}

// Test4_4_4_EscapeNotIntoEnemyLeaders: with no friendly unit in reach an
// escaping leader "may move to any hex, free of enemy units, within his
// MA" (4.4.4); mincio reads a leader with his escort as an enemy unit
// there, so the escape never ends in a hex of enemy leaders.
func Test4_4_4_EscapeNotIntoEnemyLeaders(t *testing.T) {
	s := newGame(t)
	clearMap(s)
	s.Turn = 2
	place(s, "us1", "3908") // the only Neapolitan unit: out of reach
	place(s, "ec1", "1507")
	l := place(s, "aquino", "1506")
	c := s.Clone().(*State)
	c.leaderEscape(c.unit("aquino"))
	there := c.unit("aquino").Hex
	if !c.unit("aquino").On || there == hx("1506") {
		t.Fatalf("no escape to compare with: %v", there)
	}
	place(s, "taxis", there.String()) // an Austrian leader, alone
	s.leaderEscape(l)
	if l.On && l.Hex == there {
		t.Fatalf("aquino escaped into %v, held by the enemy leader Taxis (4.4.4)", there)
	}
}
