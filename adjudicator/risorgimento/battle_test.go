package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// attackPosition: France's fa-1 and fa-2 attack ae-1 alone in 0605 from
// 0505 and 0506 (both facing it), the rest of the map cleared.
func attackPosition(t *testing.T) *State { return attackPositionAt(t, 0) }

// attackPositionAt is attackPosition under rules revision rev.
func attackPositionAt(t *testing.T, rev int) *State {
	s := emptied(skirmishAt(t, rev))
	s.unit("fa-1").Hex, s.unit("fa-1").Face = txt("0505"), txt("se")
	s.unit("fa-2").Hex, s.unit("fa-2").Face = txt("0506"), txt("ne")
	s.unit("ae-1").Hex, s.unit("ae-1").Face = txt("0605"), txt("sw")
	s.brigade("fa").Start = []string{"fa-1", "fa-2"}
	s.Step = stepActivation
	s.Act = activation{Player: "france", Corps: "i", Brigade: 99}
	return s
}

// Test7_43_8_32_AttackOutcomes: whichever side loses, the result respects
// 8.32 (beaten attackers stay where they attacked from, the hexes they
// came from) and 7.43 (winners enter the hex only as stacking allows, the
// others stay back); a beaten defender leaves the hex (8.33).
func Test7_43_8_32_AttackOutcomes(t *testing.T) {
	var attackerLost, defenderLost bool
	for seed := byte(0); seed < 40 && !(attackerLost && defenderLost); seed++ {
		s := attackPosition(t)
		target, _ := hexmap.ParseHex("0605")
		s.battle(roller(seed, 9), target, []string{"fa-1", "fa-2"})
		d := s.unit("ae-1")
		in := 0
		for _, id := range []string{"fa-1", "fa-2"} {
			u := s.unit(id)
			if u.onMap() && u.Hex.is("0605") {
				in++
			}
		}
		switch {
		case d.onMap() && d.Hex.is("0605"):
			attackerLost = true
			if in > 0 {
				t.Fatalf("seed %d: the defender held but an attacker entered its hex (8.32)", seed)
			}
		case in > 0:
			defenderLost = true
			if err := s.stackingAt(target, s.w.unitIndex("fa-1"), StackingPlace{}); in > 2 || err != nil && in == 2 {
				t.Fatalf("seed %d: %d attackers in 0605 beyond stacking (7.43): %v", seed, in, err)
			}
		}
	}
	if !attackerLost || !defenderLost {
		t.Fatalf("40 seeds did not give both outcomes: attacker lost %v, defender lost %v", attackerLost, defenderLost)
	}
}

// Test6_15_RallyFacing: a unit that rallies may change its facing.
func Test6_15_RallyFacing(t *testing.T) {
	s := newSkirmish(t)
	s.unit("fa-1").Disorder = true
	acting(s, "france", "i", 0, "fa", "fa-1", "fa-2", "fa-a")
	o, err := readOrder("rally fa-1 face n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	if u := s.unit("fa-1"); u.Disorder || !u.Face.is("n") {
		t.Fatalf("after rally: disorder %v, facing %s", u.Disorder, u.Face)
	}
}

// Test7_5_ChargeInTheEngine: cavalry charges two hexes, moves to the hex
// before its target at once, strikes with the corps' attacks and ends
// Disordered (7.5); cavalry that starts next to an enemy may not (7.51).
func Test7_5_ChargeInTheEngine(t *testing.T) {
	s := newSkirmish(t)
	for i := range s.Units {
		s.Units[i].Hex = txt("")
	}
	s.unit("fc-c").Hex, s.unit("fc-c").Face = txt("0305"), txt("se")
	s.unit("ae-1").Hex, s.unit("ae-1").Face = txt("0505"), txt("nw")
	acting(s, "france", "ii", 0, "fc", "fc-1", "fc-c")
	o, err := readOrder("charge fc-c 0405 0505")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	if !s.unit("fc-c").Hex.is("0405") || len(s.Act.Attacks) != 1 || !s.Act.Attacks[0].Charge {
		t.Fatalf("after the charge order: %s, %+v", s.unit("fc-c").Hex, s.Act.Attacks)
	}
	target, _ := hexmap.ParseHex("0505")
	for seed := byte(0); seed < 20; seed++ {
		c := s.Clone().(*State)
		ev := c.battle(roller(seed, 7), target, []string{"fc-c"})
		if len(ev) > 0 && ev[len(ev)-1].Code != "commitment" {
			if u := c.unit("fc-c"); !u.Out && !u.Disorder {
				t.Fatalf("seed %d: the charging cavalry is not Disordered after the charge (7.5): %v", seed, ev)
			}
			break
		}
	}
	s.unit("fc-c").Moved = false
	if _, err := s.act(roller(1), order{Verb: "charge", ID: "fc-c", Path: []hexmap.Hex{target, target}}); err == nil {
		t.Fatal("cavalry next to the enemy charged (7.51)")
	}
}

// Test4_43_ExtendedFire: in an Extended Activation a French battery fires
// only within its corps commander's range (4.43).
func Test4_43_ExtendedFire(t *testing.T) {
	s := newSkirmish(t)
	s.Step = stepActivation
	s.Act = activation{Player: "france", Corps: "i", Brigade: 0, Ext: true}
	s.brigade("fa").Orders, s.brigade("fa").Start = "under", []string{"fa-1", "fa-2", "fa-a"}
	target, _ := hexmap.ParseHex("0804")
	i := s.w.unitIndex("fa-a")
	if err := s.checkFire(s.board(), s.w.brigade("fa"), i, target); err != nil {
		t.Fatalf("fa-a near Baraguey: %v", err)
	}
	s.leader("baraguey").Hex = txt("0110")
	if err := s.checkFire(s.board(), s.w.brigade("fa"), i, target); err == nil {
		t.Fatal("fa-a out of Baraguey's range fired in an Extended Activation")
	}
}

// Test5_54_CavalryInTown: cavalry defending a town gains none of its
// terrain benefit (5.54); infantry does.
func Test5_54_CavalryInTown(t *testing.T) {
	s := newSkirmish(t)
	var town hexmap.Hex
	for _, h := range s.w.m.Grid.Hexes() {
		if s.w.m.Hex(h).Kind == Village {
			town = h
		}
	}
	w := *s.w
	w.m = NewMap(s.w.m.Grid)
	w.m.SetHex(town, HexTerrain{Kind: Town})
	s.w = &w
	cav, inf := s.w.unitIndex("fc-c"), s.w.unitIndex("fc-1")
	if d := s.attackTerrain(town, []int{cav}); d != 0 {
		t.Errorf("cavalry in a town: attacker's terrain DRM %d, want 0 (5.54)", d)
	}
	if d := s.attackTerrain(town, []int{inf}); d != s.w.t.combatDRM(string(Town), colAttack) || d == 0 {
		t.Errorf("infantry in a town: %d, want the chart's town DRM", d)
	}
}

// Test6_13_ArtilleryFacing: a battery stacked with infantry keeps its own
// facing for its fire; the stack faces as the infantry does.
func Test6_13_ArtilleryFacing(t *testing.T) {
	s := newSkirmish(t)
	s.unit("fa-a").Hex, s.unit("fa-a").Face = txt("0404"), txt("n")
	s.unit("fa-1").Hex, s.unit("fa-1").Face = txt("0404"), txt("se")
	h, _ := hexmap.ParseHex("0404")
	b := s.board()
	if got := b.stack(h).Facing.Toward.String(); got != "se" {
		t.Fatalf("the stack faces %s, want the infantry's se (6.13)", got)
	}
	north, _ := hexmap.ParseHex("0402")
	if !s.frontal(b, s.w.unitIndex("fa-a"), north) {
		t.Fatal("the battery facing n does not fire north (6.13)")
	}
}

// Test6_14_SquareInTheEngine: infantry not next to the enemy forms Square
// as its move; a Square may not move; cavalry charging it adds one to its
// Commitment roll (6.14).
func Test6_14_SquareInTheEngine(t *testing.T) {
	s := newSkirmish(t)
	acting(s, "france", "i", 0, "fa", "fa-1", "fa-2", "fa-a")
	o, _ := readOrder("square fa-2")
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	u := s.unit("fa-2")
	if !u.Square || !s.board().stack(u.hex()).Units[0].Square {
		t.Fatal("fa-2 is not in Square")
	}
	u.Moved = false
	mv, _ := readOrder("move fa-2 0406")
	if _, err := s.act(roller(1), mv); err == nil {
		t.Fatal("a Square moved (6.14)")
	}
	s.Act.Attacks = []attackDecl{{Unit: "ad-2", Target: "0405", Charge: true}}
	if !s.chargingSquare(u.hex(), "ad-2") {
		t.Fatal("a charge on the Square does not add one to Commitment (6.14)")
	}
}

// Test7_33_UnsupportedArtilleryInTheEngine: artillery attacked alone is
// eliminated once the attacker has passed Commitment, and the attacker
// enters its hex (7.33, 7.46).
func Test7_33_UnsupportedArtilleryInTheEngine(t *testing.T) {
	for seed := byte(0); seed < 20; seed++ {
		s := attackPosition(t)
		s.unit("ae-1").Hex = txt("")
		s.unit("ad-a").Hex = txt("0605")
		target, _ := hexmap.ParseHex("0605")
		s.battle(roller(seed, 3), target, []string{"fa-1"})
		if s.unit("ad-a").Out {
			if !s.unit("fa-1").Hex.is("0605") {
				t.Fatalf("seed %d: the battery is gone but fa-1 did not enter its hex", seed)
			}
			return
		}
	}
	t.Fatal("20 seeds never eliminated the unsupported battery")
}

// Test5_34_ProtectedEntryInTheEngine: no unit moves within two hexes of an
// enemy entry hex while the enemy has reinforcements to enter (5.34).
func Test5_34_ProtectedEntryInTheEngine(t *testing.T) {
	s := withoutSide(t, "france")
	s.unit("ae-1").Hex = txt("0304")
	acting(s, "austria", "v", 1, "ae", "ae-1", "ae-l")
	mv, _ := readOrder("move ae-1 0204")
	if _, err := s.act(roller(1), mv); err == nil || !strings.Contains(err.Error(), "5.34") {
		t.Fatalf("ae-1 moved next to France's entry hex 0105 with fb-1 still to enter: %v", err)
	}
}

// Test7_42_StackCommitment: of two units attacking from one hex the top
// one rolls Commitment; if it fails, neither attacks (7.42).
func Test7_42_StackCommitment(t *testing.T) {
	for seed := byte(0); seed < 60; seed++ {
		s := attackPosition(t)
		s.unit("fa-2").Hex, s.unit("fa-2").Face = txt("0505"), txt("se")
		target, _ := hexmap.ParseHex("0605")
		ev := s.battle(roller(seed, 5), target, []string{"fa-2", "fa-1"})
		if len(ev) == 1 && ev[0].Code == "commitment" {
			if !strings.HasPrefix(ev[0].Text, "fa-1 ") {
				t.Fatalf("the bottom unit rolled: %s", ev[0].Text)
			}
			return
		}
		for _, e := range ev {
			if e.Code == "commitment" {
				t.Fatalf("seed %d: a failed Commitment in a battle that went on: %v", seed, ev)
			}
		}
	}
	t.Fatal("60 seeds never failed a Commitment")
}
