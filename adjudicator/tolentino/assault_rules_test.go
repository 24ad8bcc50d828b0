package tolentino

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Test12_4_1_MultiHexCombat: one assault against two defending hexes;
// every attacking unit must be adjacent to every defending unit, the
// attacker attacks with the whole stack, and both hexes count as
// attacked (12.2.3).
func Test12_4_1_MultiHexCombat(t *testing.T) {
	s := combatSetup(t)
	place(s, "ch1", "1507") // stacked with ec1 at 1507
	place(s, "6ln1", "1506")
	place(s, "6ln2", "1606")
	if err := try(s, &script{}, "attack 1506 1606 with ec1 ec2"); err == nil || !strings.Contains(err.Error(), "12.4.1") {
		t.Fatalf("ec2 at 1406 is not adjacent to 1606: want a 12.4.1 refusal, got %v", err)
	}
	var ev []string
	for _, e := range do(t, s, &script{}, "attack 1506 1606 with ec1") {
		ev = append(ev, e.Text+"\n"+strings.Join(e.Detail, "\n"))
	}
	for s.Pend != nil {
		for _, e := range do(t, s, &script{}, s.Pending()[0].Default.Text) {
			ev = append(ev, e.Text+"\n"+strings.Join(e.Detail, "\n"))
		}
	}
	all := strings.Join(ev, "\n")
	if !strings.Contains(all, "assault on 1506+1606 by ec1 ch1") {
		t.Fatalf("no multi-hex assault by the whole stack:\n%s", all)
	}
	if !strings.Contains(all, "strength 8 against 8") {
		t.Errorf("both defending hexes defend together (12.4.1):\n%s", all)
	}
	if !slices.Contains(s.Attacked, hx("1506")) || !slices.Contains(s.Attacked, hx("1606")) {
		t.Errorf("attacked hexes %v, want 1506 and 1606 (12.2.3)", s.Attacked)
	}
	if _, perr := parseLine("attack 1506 1506 with ec1", anyLexicon()); perr == nil {
		t.Error("a hex named twice was accepted")
	}
}

// Test12_2_1_ObligationPerEnemyUnit: once a unit assaults, every enemy
// unit whose ZoC reaches it must be attacked, even by other friendly
// units (12, 12.2.1): here ec1 (Advance orders) attacks 1506; 6ln2 in
// 1606 also has ec1 in its ZoC, so ec2 (Advance orders, not itself
// obliged by 5.1.2) must attack it before the step can end.
func Test12_2_1_ObligationPerEnemyUnit(t *testing.T) {
	s := combatSetup(t)
	s.form("e").Order = "advance"
	place(s, "ec2", "1707")
	place(s, "6ln1", "1506")
	place(s, "6ln2", "1606")
	if must := s.obligedAttacks(); len(must) != 0 {
		t.Fatalf("under Advance orders nothing is obliged before an assault: %v", must)
	}
	do(t, s, &script{}, "attack 1506 with ec1")
	for s.Pend != nil || len(s.Ret) > 0 || len(s.Adv) > 0 {
		do(t, s, &script{}, s.Pending()[0].Default.Text)
	}
	if s.Stage != stAttack {
		t.Fatalf("stage %s, want attack: 6ln2 must still be attacked", s.Stage)
	}
	if err := try(s, &script{}, "done attack"); err == nil {
		t.Fatal("done attack accepted while 6ln2, in whose ZoC ec1 attacked, was not attacked (12.2.1)")
	}
	d := s.Pending()[0]
	if d.Default == nil || d.Default.Text != "attack 1606 with ec2" || d.Options[0] != "attack 1606 with ec2" {
		t.Fatalf("decision %+v: want the default attack 1606 with ec2", d)
	}
	do(t, s, &script{}, "attack 1606 with ec2")
	for s.Pend != nil || len(s.Ret) > 0 || len(s.Adv) > 0 {
		do(t, s, &script{}, s.Pending()[0].Default.Text)
	}
	if must := s.obligedAttacks(); len(must) != 0 {
		t.Fatalf("obligations left: %v", must)
	}
}

// Test12_2_1_ObligationLapses: an enemy unit that no legal declaration can
// reach (every unit next to it has attacked) leaves no obligation, so the
// step can always end. The disordered 6ln2 exerts no ZoC (15) but is in
// ec1's, so it is obliged too (12); once ec1 has attacked 1506 nobody is
// left to attack it.
func Test12_2_1_ObligationLapses(t *testing.T) {
	s := combatSetup(t)
	s.unit("ec2").On = false
	place(s, "6ln1", "1506")
	place(s, "6ln2", "1606").Dis = disorder
	if got := s.zocObligations(); !slices.Equal(got, []hexmap.Hex{hx("1506"), hx("1606")}) {
		t.Fatalf("obligations %v, want 1506 and 1606 (12)", got)
	}
	do(t, s, &script{}, "attack 1506 with ec1")
	for s.Pend != nil || len(s.Ret) > 0 || len(s.Adv) > 0 {
		do(t, s, &script{}, s.Pending()[0].Default.Text)
	}
	if must := s.obligedAttacks(); len(must) != 0 {
		t.Fatalf("obligations left: %v", must)
	}
}

// naplesAttacks: Neapolitan 3lg1 (3 SP) at 1507 and 2ln1 (4 SP) at 1406,
// d'Ambrosio's division under Attack orders, next to Austrian ec1 at
// 1506; Naples active at its attack step.
func naplesAttacks(t *testing.T) *State {
	t.Helper()
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	place(s, "3lg1", "1507")
	place(s, "2ln1", "1406")
	place(s, "ec1", "1506")
	s.form("ii").Order = "attack"
	s.form("e").Order = "defense"
	s.Side, s.Active, s.Stage = Naples, "ii", stAttack
	return s
}

// Test12_5_4_ExLossStandingOrder: the attacker's standing ex-loss order
// chooses his EX loss: strongest loses 2ln1 (4 SP) rather than 3lg1 (3
// SP), and the defender must then lose at least 4 SP.
func Test12_5_4_ExLossStandingOrder(t *testing.T) {
	for _, c := range []struct{ answer, lost, kept string }{
		{"standing ex-loss weakest", "3lg1", "2ln1"},
		{"standing ex-loss strongest", "2ln1", "3lg1"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := naplesAttacks(t)
			do(t, s, &script{}, "attack 1506 with 3lg1 2ln1")
			d := s.Pending()[0]
			if d.Kind != "assault-att-loss" || d.Side != Naples || d.Default.Text != "standing ex-loss weakest" || !has(d.Options, c.answer) {
				t.Fatalf("decision %+v", d)
			}
			do(t, s, &script{}, c.answer)
			// 7 SP against 4: 1-1; efficiency 3 against 4: DRM -1; 6-1 = 5: EX.
			var text string
			for _, e := range do(t, s, &script{vals: []int{6}}, "standing press-on no") {
				text += e.Text + "\n" + strings.Join(e.Detail, "\n")
			}
			if !strings.Contains(text, ": EX") {
				t.Fatalf("want EX:\n%s", text)
			}
			if lost, kept := s.unit(c.lost), s.unit(c.kept); lost.On || !kept.On {
				t.Errorf("lost %s on=%v, kept %s on=%v:\n%s", c.lost, lost.On, c.kept, kept.On, text)
			}
			if s.unit("ec1").On {
				t.Errorf("the defender's 4 SP were not lost")
			}
		})
	}
}

// Test12_3_1_TieStandingOrder: on an efficiency tie the side it belongs
// to chooses the value, here the defender: 6ln1 (morale +1: efficiency
// 4) and 6ln2 (3), 4 SP each. The default is the highest.
func Test12_3_1_TieStandingOrder(t *testing.T) {
	for _, c := range []struct{ answer, want string }{
		{"standing efficiency-tie highest", "defender 4 (tie among [4 3], default: the highest)"},
		{"standing efficiency-tie lowest", "defender 3 (tie among [4 3], chosen)"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := combatSetup(t, "6ln1", "6ln2")
			s.unit("ec2").On = false
			s.unit("6ln1").Morale = 1
			do(t, s, &script{}, "attack 1506 with ec1")
			d := s.Pending()[0]
			if d.Kind != "assault-def-tie" || d.Side != Naples || d.Default.Text != "standing efficiency-tie highest" {
				t.Fatalf("decision %+v", d)
			}
			var text string
			for _, e := range do(t, s, &script{}, c.answer) {
				text += e.Text + "\n" + strings.Join(e.Detail, "\n")
			}
			for s.Pend != nil {
				for _, e := range do(t, s, &script{}, s.Pending()[0].Default.Text) {
					text += e.Text + "\n" + strings.Join(e.Detail, "\n")
				}
			}
			if !strings.Contains(text, c.want) {
				t.Errorf("want %q in:\n%s", c.want, text)
			}
		})
	}
}

// Test12_5_4_ExLossNamedUnits: the attacker names the unit he loses on
// EX (12.5.4 "a unit (of his choice)") with a preference list: the named
// unit goes even against his rule; a unit not in the combat is skipped
// and the rule decides; another side's unit is refused.
func Test12_5_4_ExLossNamedUnits(t *testing.T) {
	for _, c := range []struct{ answer, lost, kept string }{
		{"standing ex-loss 2ln1", "2ln1", "3lg1"},
		{"standing ex-loss strongest 3lg1", "3lg1", "2ln1"},
		{"standing ex-loss 2ln2 strongest", "2ln1", "3lg1"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := naplesAttacks(t)
			do(t, s, &script{}, "attack 1506 with 3lg1 2ln1")
			d := s.Pending()[0]
			if d.Kind != "assault-att-loss" || !has(d.Options, "standing ex-loss 3lg1") || !has(d.Options, "standing ex-loss 2ln1") {
				t.Fatalf("decision %+v: want the units as options", d)
			}
			if err := try(s, &script{}, "standing ex-loss ec1"); err == nil {
				t.Fatal("an Austrian unit accepted as a Neapolitan EX loss")
			}
			do(t, s, &script{}, c.answer)
			var text string
			for _, e := range do(t, s, &script{vals: []int{6}}, "standing press-on no") {
				text += e.Text + "\n" + strings.Join(e.Detail, "\n")
			}
			if !strings.Contains(text, ": EX") {
				t.Fatalf("want EX:\n%s", text)
			}
			if lost, kept := s.unit(c.lost), s.unit(c.kept); lost.On || !kept.On {
				t.Errorf("lost %s on=%v, kept %s on=%v:\n%s", c.lost, lost.On, c.kept, kept.On, text)
			}
		})
	}
}

// Test12_3_1_TieNamedValue: a side names the tied value it uses (12.3.1
// "the player can choose which to use"), here the defender's 3 of a 4/3
// tie; a value that is not tied falls back to the rule word. The rule's
// own three-way example is Test12_3_1_MiddleOfThreeWayTie (combat).
func Test12_3_1_TieNamedValue(t *testing.T) {
	for _, c := range []struct{ answer, want string }{
		{"standing efficiency-tie 3", "defender 3 (tie among [4 3], chosen)"},
		{"standing efficiency-tie 4 lowest", "defender 4 (tie among [4 3], chosen)"},
		{"standing efficiency-tie 2 lowest", "defender 3 (tie among [4 3], chosen)"},
		{"standing efficiency-tie 2", "defender 4 (tie among [4 3], default: the highest)"},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := combatSetup(t, "6ln1", "6ln2")
			s.unit("ec2").On = false
			s.unit("6ln1").Morale = 1
			do(t, s, &script{}, "attack 1506 with ec1")
			d := s.Pending()[0]
			if d.Kind != "assault-def-tie" || !has(d.Options, "standing efficiency-tie 3") || !has(d.Options, "standing efficiency-tie 4") {
				t.Fatalf("decision %+v: want the values as options", d)
			}
			var text string
			for _, e := range do(t, s, &script{}, c.answer) {
				text += e.Text + "\n" + strings.Join(e.Detail, "\n")
			}
			for s.Pend != nil {
				for _, e := range do(t, s, &script{}, s.Pending()[0].Default.Text) {
					text += e.Text + "\n" + strings.Join(e.Detail, "\n")
				}
			}
			if !strings.Contains(text, c.want) {
				t.Errorf("want %q in:\n%s", c.want, text)
			}
		})
	}
}

// bombardSetup: Neapolitan battery aqb at 1507 (d'Ambrosio's division
// active at its bombardment step) next to Austrian ec1, ec2 and the
// battery eb at 1506.
func bombardSetup(t *testing.T) *State {
	t.Helper()
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	place(s, "aqb", "1507")
	place(s, "ec1", "1506")
	place(s, "ec2", "1506") // 8 SP: density +1 (11.4.3)
	place(s, "eb", "1506")
	s.form("ii").Order = "defense"
	s.form("e").Order = "defense"
	s.Side, s.Active, s.Stage = Naples, "ii", stBombard
	return s
}

// Test11_1_ArtilleryRetreatAfterBombardment: when a bombardment makes the
// infantry stacked with artillery retreat, the artillery's owner decides
// whether it retreats too, turned to its Moved side, or stays (11.1); his
// standing order artillery-retreat answers, default yes.
func Test11_1_ArtilleryRetreatAfterBombardment(t *testing.T) {
	for _, c := range []struct {
		answer string
		moves  bool
	}{{"standing artillery-retreat yes", true}, {"standing artillery-retreat no", false}} {
		t.Run(c.answer, func(t *testing.T) {
			s := bombardSetup(t)
			ev := do(t, s, &script{vals: []int{6, 6}}, "bombard aqb 1506")
			if !strings.HasSuffix(ev[0].Text, ": R") {
				t.Fatalf("want R: %s %v", ev[0].Text, ev[0].Detail)
			}
			d := s.Pending()[0]
			if d.Kind != "artillery-retreat" || d.Side != Austria || d.Default.Text != "standing artillery-retreat yes" || !has(d.Options, c.answer) {
				t.Fatalf("decision %+v", d)
			}
			do(t, s, &script{}, c.answer)
			for len(s.Ret) > 0 {
				do(t, s, &script{}, s.Pending()[0].Default.Text)
			}
			eb := s.unit("eb")
			if moved := eb.Hex != hx("1506"); moved != c.moves || eb.Moved != c.moves || !eb.On {
				t.Errorf("eb at %v moved=%v on=%v, want moved %v", eb.Hex, eb.Moved, eb.On, c.moves)
			}
			if s.unit("ec1").Hex == hx("1506") && s.unit("ec1").On {
				t.Error("ec1 did not retreat")
			}
		})
	}
}

// Test10_1_TownMayStay: units in a town may remain stationary whatever
// their order (10.1): under Attack orders in an EZOC they are not obliged
// to assault (5.1.2, 12.2.1), but they may.
func Test10_1_TownMayStay(t *testing.T) {
	s := combatSetup(t)
	s.unit("ec2").On = false
	s.unit("eckhardt").On = false
	place(s, "ec1", "1112") // Tolentino
	n := s.sortedNeighbors(hx("1112"))[0]
	place(s, "6ln1", n.String())
	if must := s.obligedAttacks(); len(must) != 0 {
		t.Fatalf("a unit in a town was obliged to attack: %v", must)
	}
	if err := try(s, &script{}, "done attack"); err != nil {
		t.Fatalf("done attack refused: %v", err)
	}
	if err := try(s, &script{}, "attack "+n.String()+" with ec1"); err != nil {
		t.Fatalf("the unit in the town may still attack: %v", err)
	}
}

// Test12_6_2_ExtraHex: when the only hexes a retreating unit may enter are
// ones where it cannot stack, it retreats an extra hex (12.6.2).
func Test12_6_2_ExtraHex(t *testing.T) {
	s := combatSetup(t, "6ln1")
	// Two cavalry units of Livron's division fill each hex (7.1).
	place(s, "us1", "1505")
	place(s, "us2", "1505")
	place(s, "vc", "1605")
	place(s, "cl", "1605")
	for _, h := range []string{"1505", "1605"} {
		if s.canStack(s.unit("6ln1"), hx(h), false) {
			t.Fatalf("6ln1 may stack in %s: the test needs full hexes", h)
		}
	}
	s.Ret = []Retreat{{Unit: "6ln1", N: 1, From: []hexmap.Hex{hx("1507"), hx("1406")}}}
	if err := try(s, &script{}, "retreat 6ln1 1505"); err == nil || !strings.Contains(err.Error(), "12.6.2") {
		t.Fatalf("a retreat ending where it cannot stack: %v", err)
	}
	for _, o := range s.Pending()[0].Options {
		if o != "retreat 6ln1 auto" && len(strings.Fields(o)) != 4 {
			t.Errorf("option %q: want two hexes", o)
		}
	}
	do(t, s, &script{}, "retreat 6ln1 auto")
	u := s.unit("6ln1")
	if !u.On || u.Hex == hx("1505") || u.Hex == hx("1605") || s.b.grid.Distance(u.Hex, hx("1506")) != 2 {
		t.Errorf("6ln1 at %v (on %v): want two hexes from 1506", u.Hex, u.On)
	}
}

// Test11_4_1_CombinedBombardment: guns stacked in one hex combine their
// values in one bombardment; guns in different hexes cannot (11.4.1).
func Test11_4_1_CombinedBombardment(t *testing.T) {
	s := bombardSetup(t)
	place(s, "meb", "1407")
	if err := try(s, &script{}, "bombard aqb meb 1506"); err == nil || !strings.Contains(err.Error(), "11.4.1") {
		t.Fatalf("guns in two hexes combined: %v", err)
	}
	place(s, "meb", "1507")
	ev := do(t, s, &script{vals: []int{1}}, "bombard aqb meb 1506")
	if !strings.HasPrefix(ev[0].Text, "aqb meb bombards 1506") || !strings.Contains(strings.Join(ev[0].Detail, "\n"), "value 6") {
		t.Fatalf("event %q %v", ev[0].Text, ev[0].Detail)
	}
	if !s.unit("aqb").Fired || !s.unit("meb").Fired {
		t.Error("both guns have fired")
	}
}

// Test10_SeveralTerrains: 10 "If there are several terrains in a hex ...
// during the combat the inactive player" chooses which counts. 6ln1
// defends the Fortified position of 1509, on a clear hex: by default
// (best) the Fortified position counts (and he may test to turn DR into
// EX, 10.5.3); choosing clear, it does not.
func Test10_SeveralTerrains(t *testing.T) {
	for _, c := range []struct {
		answer   string
		fortUsed bool
	}{
		{"standing combat-terrain best", true},
		{"standing combat-terrain fortified", true},
		{"standing combat-terrain clear", false},
	} {
		t.Run(c.answer, func(t *testing.T) {
			s := combatSetup(t)
			s.unit("ec2").On = false
			place(s, "ec1", "1508")
			place(s, "eckhardt", "1508")
			place(s, "6ln1", "1509")
			s.form(s.spec("6ln1").Formation).Order = "defense" // in Cover (10.5, 10.7)
			if !s.b.fort[hx("1509")] {
				t.Fatal("1509 is not a Fortified position")
			}
			do(t, s, &script{}, "attack 1509 with ec1")
			d := s.Pending()[0]
			if d.Kind != "assault-def-terrain" || d.Side != Naples || d.Default.Text != "standing combat-terrain best" ||
				!has(d.Options, "standing combat-terrain clear") || !has(d.Options, "standing combat-terrain fortified") {
				t.Fatalf("decision %+v", d)
			}
			var text string
			for _, e := range do(t, s, &script{}, c.answer) {
				text += e.Text + "\n" + strings.Join(e.Detail, "\n")
			}
			held := false
			for s.Pend != nil {
				d := s.Pending()[0]
				held = held || d.Kind == "assault-hold"
				for _, e := range do(t, s, &script{}, d.Default.Text) {
					text += e.Text + "\n" + strings.Join(e.Detail, "\n")
				}
			}
			if held != c.fortUsed {
				t.Errorf("hold step asked %v, want %v (10.5.3 only in the Fortified position)", held, c.fortUsed)
			}
			if got := strings.Contains(text, "fortified"); got != c.fortUsed {
				t.Errorf("fortified in the report %v, want %v:\n%s", got, c.fortUsed, text)
			}
		})
	}
}

// Test12_6_1_RoutedByEZOCRetreatsTwoHexes: a disordered unit whose only
// retreat hex is in an EZOC takes one more level (12.6.1) and routs; "A
// unit routing as a result of combat must immediately retreat 2 hexes"
// (15.2.1), so a second hex is asked at once.
func Test12_6_1_RoutedByEZOCRetreatsTwoHexes(t *testing.T) {
	s := combatSetup(t)
	d := hx("1510")
	u := place(s, "6ln1", d.String())
	u.Dis = disorder
	ns := s.sortedNeighbors(d)
	only := ns[0]
	var z hexmap.Hex
	for _, n := range s.sortedNeighbors(only) {
		if n != d && !slices.Contains(ns, n) {
			z = n
			break
		}
	}
	place(s, "wac", z.String()) // its ZoC covers the only retreat hex
	s.Ret = []Retreat{{Unit: "6ln1", N: 1, From: ns[1:]}}
	do(t, s, &script{}, "retreat 6ln1 "+only.String())
	if u.Dis != routed {
		t.Fatalf("6ln1 %s after retreating into an EZOC, want routed (12.6.1)", disWord(u.Dis))
	}
	if u.On && (len(s.Ret) == 0 || s.Ret[0].Unit != "6ln1") {
		t.Fatalf("routed 6ln1 at %v must retreat a second hex (15.2.1); pending %+v", u.Hex, s.Ret)
	}
	if u.On {
		do(t, s, &script{}, "retreat 6ln1 auto")
		if u.On && (u.Hex == only || u.Hex == d) {
			t.Errorf("6ln1 at %v after its rout", u.Hex)
		}
	}
}
