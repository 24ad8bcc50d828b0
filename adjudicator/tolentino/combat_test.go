package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// combatSetup: Austrian Eckhardt's ec1 and ec2 at 1507 and 1406 (Attack
// order) next to Neapolitan units at 1506; Austria active at its attack
// step.
func combatSetup(t *testing.T, defenders ...string) *State {
	t.Helper()
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	place(s, "murat", "3908")
	place(s, "eckhardt", "1507")
	place(s, "ec1", "1507")
	place(s, "ec2", "1406")
	for _, d := range defenders {
		place(s, d, "1506")
	}
	s.form("e").Order = "attack"
	s.form("l").Order = "defense"
	s.Side, s.Active, s.Stage = Austria, "e", stAttack
	return s
}

// Test12_Assault: an assault is resolved on the CRT and its report shows
// the odds, the column, every modifier with its rule, the die and the
// cell (5, 12.5).
func Test12_Assault(t *testing.T) {
	s := combatSetup(t, "6ln1")
	do(t, s, &script{}, "attack 1506 with ec1 ec2")
	do(t, s, &script{}, "standing ex-loss weakest") // two attackers: which is lost on EX (12.5.4)
	do(t, s, &script{}, "standing leader-drm yes")  // Eckhardt is in 1507 (12.4.4)
	if p := s.Pending()[0]; p.Kind != "assault-press" || p.Side != Austria || p.Default.Text != "standing press-on no" {
		t.Fatalf("attacker's NE choice: %+v", p)
	}
	ev := do(t, s, &script{vals: []int{3, 3, 3, 3, 3}}, "standing press-on yes")
	var found bool
	for _, e := range ev {
		if e.Code != "assault" {
			continue
		}
		found = true
		d := strings.Join(e.Detail, "\n")
		for _, want := range []string{"odds", "column", "DRM", "die 3", "cell"} {
			if !strings.Contains(d, want) {
				t.Errorf("report lacks %q:\n%s", want, d)
			}
		}
		if len(e.Rolls) == 0 {
			t.Error("report lacks the rolls")
		}
	}
	if !found {
		t.Fatalf("no assault event: %+v", ev)
	}
	if err := try(s, &script{}, "attack 1506 with ec1"); err == nil {
		t.Error("a unit attacked twice / a hex was attacked twice (12.2.3)")
	}
}

// Test14_1_RetreatBeforeCombat: defending cavalry under Defense orders
// retreats before an infantry assault when its standing order says so;
// the attacker may then advance.
func Test14_1_RetreatBeforeCombat(t *testing.T) {
	s := combatSetup(t, "us1")
	do(t, s, &script{}, "attack 1506 with ec1 ec2") // both in its ZoC only (5.1.2)
	p := s.Pending()[0]
	if p.Side != Naples || p.Kind != "assault-evade" || p.Default == nil || p.Default.Text != "standing retreat-before-combat no" {
		t.Fatalf("decision %+v", p)
	}
	do(t, s, &script{}, "standing retreat-before-combat yes") // no combat left: no more steps
	if u := s.unit("us1"); u.Hex == hx("1506") {
		t.Fatal("the cavalry did not retreat")
	}
	p = s.Pending()[0]
	if p.Kind != "advance" || p.Side != Austria {
		t.Fatalf("after the retreat: %+v", p)
	}
	do(t, s, &script{}, "advance ec1 1506")
	if s.unit("ec1").Hex != hx("1506") {
		t.Fatal("no advance")
	}
}

// Test11_4_4_DefensiveBombardment: attacked artillery fires at the
// attacking hex before the assault (default: yes).
func Test11_4_4_DefensiveBombardment(t *testing.T) {
	s := combatSetup(t, "6ln1", "aqb")
	do(t, s, &script{}, "attack 1506 with ec1 ec2")
	p := s.Pending()[0]
	if p.Kind != "assault-fire" || p.Default.Text != "standing defensive-bombardment yes" {
		t.Fatalf("decision %+v", p)
	}
	ev := do(t, s, &script{vals: []int{4, 4, 4, 4, 4, 4}}, p.Default.Text)
	if ev[0].Code != "bombard" || !s.unit("aqb").Fired {
		t.Fatalf("no defensive fire: %+v", ev)
	}
}

// Test12_7_AdvanceAndMorale13_3: Austria occupying a hex held by
// Neapolitan infantry costs one of those units 1 morale.
func Test12_7_AdvanceAndMorale13_3(t *testing.T) {
	s := combatSetup(t, "6ln1")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1"}, Losers: []string{"6ln1"}}}
	s.unit("6ln1").Hex = hx("1606")
	if !has(s.Pending()[0].Options, "advance ec1 1506") {
		t.Fatalf("options %v", s.Pending()[0].Options)
	}
	do(t, s, &script{}, "advance ec1 1506")
	if got := s.unit("6ln1").Morale; got != -1 {
		t.Fatalf("morale %d, want -1", got)
	}
	if s.controller(hx("1506")) != "" && s.b.objective(hx("1506")) == 0 {
		t.Log("1506 is not an objective")
	}
}

// Test11_4_Bombardment: range and line of sight, then the table.
func Test11_4_Bombardment(t *testing.T) {
	s := combatSetup(t, "6ln1")
	place(s, "eb", "1307")
	s.Stage = stBombard
	if err := try(s, &script{}, "bombard eb 1806"); err == nil {
		t.Error("bombarded out of range (11.2)")
	}
	ev := do(t, s, &script{vals: []int{5}}, "bombard eb 1506")
	if ev[0].Code != "bombard" || len(ev[0].Rolls) == 0 || len(ev[0].Detail) < 2 {
		t.Fatalf("report: %+v", ev)
	}
	if err := try(s, &script{}, "bombard eb 1506"); err == nil {
		t.Error("fired twice")
	}
}

// Test12_6_RetreatChoice: the owner chooses the retreat hex among those
// 12.6 allows; auto takes the default path.
func Test12_6_RetreatChoice(t *testing.T) {
	s := combatSetup(t, "6ln1")
	s.Ret = []Retreat{{Unit: "6ln1", N: 1, From: []hexmap.Hex{hx("1507"), hx("1406")}}}
	d := s.Pending()[0]
	if d.Side != Naples || d.Kind != "retreat" || d.Default == nil {
		t.Fatalf("decision %+v", d)
	}
	if err := try(s, &script{}, "retreat 6ln1 1507"); err == nil {
		t.Error("retreated into an attacking hex")
	}
	if err := try(s, &script{}, "retreat 6ln1 1405"); err == nil {
		t.Error("retreated next to an attacking hex when another hex was free (12.6)")
	}
	do(t, s, &script{}, "retreat 6ln1 1605")
	if got := s.unit("6ln1").Hex; got != hx("1605") {
		t.Fatalf("6ln1 at %v", got)
	}
	s.unit("6ln1").Hex = hx("1506")
	s.Ret = []Retreat{{Unit: "6ln1", N: 2, From: []hexmap.Hex{hx("1507")}}}
	do(t, s, &script{}, "retreat 6ln1 auto")
	if d := s.b.grid.Distance(s.unit("6ln1").Hex, hx("1507")); d < 2 {
		t.Fatalf("auto retreat ends %d from the attacker", d)
	}
}

// chargeRig is a clear map on turn 2, Bianchi in 1112, the cavalry us1 with
// Livron in 1507 next to wac in 1506: the charge of 14.2's tests.
func chargeRig(t *testing.T) *State {
	t.Helper()
	s := newGame(t)
	clearMap(s)
	s.First, s.Turn = false, 2
	place(s, "bianchi", "1112")
	place(s, "livron", "1507")
	place(s, "us1", "1507")
	place(s, "wac", "1506")
	return s
}

// Test14_2_Charge: cavalry under Attack orders places a Charge counter
// against a clear hex next to it and must then attack it, alone.
func Test14_2_Charge(t *testing.T) {
	s := chargeRig(t)
	s.form("l").Order = "attack"
	moving(t, s, "l")
	if !has(s.Pending()[0].Options, "charge us1 1506") {
		t.Fatalf("charge not offered: %v", s.Pending()[0].Options)
	}
	do(t, s, &script{}, "charge us1 1506")
	do(t, s, &script{}, "done")
	for s.Stage != stAttack {
		do(t, s, &script{}, s.Pending()[0].Options[0])
	}
	d := s.Pending()[0]
	if d.Default == nil || d.Default.Text != "attack 1506 with us1" {
		t.Fatalf("the charge is not obliged: %+v", d)
	}
	do(t, s, &script{}, "attack 1506 with us1")
	if s.Pending()[0].Kind == "assault-att-leader" {
		do(t, s, &script{}, "standing leader-drm yes")
	}
	ev := do(t, s, &script{vals: []int{3, 3, 3, 3}}, "standing press-on no")
	found := false
	for _, e := range ev {
		found = found || e.Code == "assault" && strings.Contains(strings.Join(e.Detail, " "), "x2")
	}
	if !found {
		t.Fatalf("no doubled charge in the report: %+v", ev)
	}
}

// Test12_7_3_AdvanceWithLeader: with a leader in the hex, the whole stack
// advances with him.
func Test12_7_3_AdvanceWithLeader(t *testing.T) {
	s := combatSetup(t)
	place(s, "ec2", "1507")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1", "ec2"}, LeaderHexes: []hexmap.Hex{hx("1507")}}}
	do(t, s, &script{}, "advance ec1 1506")
	for _, id := range []string{"ec1", "ec2", "eckhardt"} {
		if s.unit(id).Hex != hx("1506") {
			t.Errorf("%s did not advance with the stack", id)
		}
	}
}

// Test14_2_3_NoAssaultOnChargedHex: "You cannot attack the same hex in a
// combat segment with a cavalry charge and an infantry assault": while a
// Charge counter obliges us1 to charge 1506, another assault on 1506 is
// refused, so the charge (and its disorder, 14.2.2) cannot be dropped.
func Test14_2_3_NoAssaultOnChargedHex(t *testing.T) {
	s := chargeRig(t)
	var other hexmap.Hex
	for _, n := range s.sortedNeighbors(hx("1506")) {
		if n != hx("1507") && s.b.grid.Adjacent(n, hx("1507")) && s.b.terrain[n] == "clear" { // next to Livron (4.3.4)
			other = n
			break
		}
	}
	place(s, "vc", other.String())
	s.form("l").Order = "attack"
	moving(t, s, "l")
	do(t, s, &script{}, "charge us1 1506")
	do(t, s, &script{}, "done")
	for s.Stage != stAttack {
		do(t, s, &script{}, s.Pending()[0].Options[0])
	}
	if s.unit("vc").Dis != good {
		t.Fatal("vc is not in good order")
	}
	err := try(s, &script{}, "attack 1506 with vc")
	if err == nil || !strings.Contains(err.Error(), "14.2.3") {
		t.Fatalf("an assault on the charged hex: %v", err)
	}
	for _, o := range s.Pending()[0].Options {
		if o == "attack 1506 with vc" {
			t.Errorf("option %q offered", o)
		}
	}
}

// Test14_2_ChargeOnAnEmptiedHexLapses: a Charge counter binds its cavalry
// to "enter the hex and attack enemy units" (14.2); when the enemy has
// left the hex before the Assault segment reaches it, there is no one to
// attack, and from revision 4 the obligation lapses: `done attack` ends
// the step. Revision 3 kept it owed (and its default refused: the game
// stalled, found by a self-played battle); its games keep that.
func Test14_2_ChargeOnAnEmptiedHexLapses(t *testing.T) {
	for _, rev := range []int{3, 4} {
		s := chargeRig(t)
		s.b.rev = rev
		s.form("l").Order = "attack"
		moving(t, s, "l")
		do(t, s, &script{}, "charge us1 1506")
		do(t, s, &script{}, "done")
		for s.Stage != stAttack {
			do(t, s, &script{}, s.Pending()[0].Options[0])
		}
		place(s, "wac", "2020") // gone from the charged hex (as by 14.1)
		d := s.Pending()[0]
		owed := d.Default != nil && d.Default.Text == "attack 1506 with us1"
		if owed != (rev == 3) {
			t.Errorf("revision %d: the charge on the emptied hex owed %v: %+v", rev, owed, d)
		}
		if rev == 4 {
			do(t, s, &script{}, "done attack")
			if s.Stage == stAttack {
				t.Errorf("revision 4: done attack did not end the step")
			}
		}
	}
}
