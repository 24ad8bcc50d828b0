package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 2.3: the die reads 0 as 0: an ordinary d10's 10 is the face 0.
func Test2_3_ZeroIsZero(t *testing.T) {
	r := roll(t, 0, 9)
	if d10(r, "x") != 0 || d10(r, "y") != 9 {
		t.Error("faces 0 and 9")
	}
	r.done()
}

// 4.12, 6.24: command is not traced through an enemy ZOC unless a friendly
// combat unit is there; the unit's hex counts, the leader's does not.
func Test4_12_CommandRangeAndZOC(t *testing.T) {
	m, tb := newMap(), charts(t)
	from := hx(t, "1010")
	blocked := hx(t, "1011")
	zoc := in(blocked)
	r := CommandReach(m, tb, from, 2, false, zoc, none)
	if r[blocked] || r[hx(t, "1012")] { // 1012's only 2-hex path from 1010 is through 1011
		t.Errorf("reach %v passes through an enemy ZOC", r)
	}
	r = CommandReach(m, tb, from, 2, false, zoc, in(blocked))
	if !r[blocked] || !r[hx(t, "1012")] {
		t.Error("a friendly unit negates the enemy ZOC")
	}
	m.SetHex(hx(t, "1011"), HexTerrain{Kind: HeavyCult})
	r = CommandReach(m, tb, from, 1, false, none, none)
	if r[hx(t, "1011")] {
		t.Error("range 1 into a hex costing 2 leader MP: the unit's hex is counted")
	}
}

// 4.12: the Naviglio does not block a Corps Commander's range; any other
// canal does.
func Test4_12_NaviglioCorpsRange(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1010"), hx(t, "1011")
	m.SetSide(a, b, SideTerrain{Water: Canal})
	if CommandReach(m, tb, a, 2, true, none, none)[hx(t, "1012")] {
		t.Error("off the Magenta map a canal costs the corps commander's range its chart cost")
	}
	m.Naviglio = true
	if CommandReach(m, tb, a, 1, false, none, none)[hx(t, "1012")] {
		t.Error("a brigadier's range pays the canal")
	}
	if !CommandReach(m, tb, a, 2, true, none, none)[hx(t, "1012")] {
		t.Error("the corps commander's range crosses the Naviglio freely")
	}
}

// 4.13, 4.41, 4.42: what activated units may do.
func Test4_41_4_42_Capabilities(t *testing.T) {
	if c := CapabilitiesOf(Infantry, true, true, false); !c.Move || !c.Fire || !c.Attack || !c.MoveAdjacent {
		t.Errorf("Under Orders, In Command: %+v", c)
	}
	if c := CapabilitiesOf(Jager, true, true, false); c.Attack {
		t.Error("Jägers never attack (7.21)")
	}
	if c := CapabilitiesOf(Infantry, true, false, false); c.Fire || c.Attack || c.MoveAdjacent || !c.Move || !c.Rally {
		t.Errorf("Out of Command: %+v", c)
	}
	if c := CapabilitiesOf(Artillery, false, false, false); !c.FireOrMove || !c.Fire {
		t.Errorf("artillery Without Orders fires or moves: %+v", c)
	}
	if c := CapabilitiesOf(Infantry, false, false, true); c != (Capability{Rally: true}) {
		t.Errorf("failed orders roll: only Rally (4.13): %+v", c)
	}
}

// 4.43, 4.44, 9.21: activations per turn.
func Test4_43_4_44_Activations(t *testing.T) {
	for _, c := range []struct {
		weather, dem bool
		n, ext       int
	}{{false, false, 2, 3}, {true, false, 1, 2}, {false, true, 2, 2}, {true, true, 1, 1}} {
		if n, e := Activations(c.weather, c.dem); n != c.n || e != c.ext {
			t.Errorf("weather %v demoralized %v: %d/%d, want %d/%d", c.weather, c.dem, n, e, c.n, c.ext)
		}
	}
	if ExtendedMayFire(France, false, true, true, false) || !ExtendedMayFire(France, false, true, false, true) {
		t.Error("French artillery: only in corps commander range")
	}
	if !ExtendedMayFire(Austria, false, true, true, false) || ExtendedMayFire(Austria, false, false, true, false) {
		t.Error("Austrian: brigadier's range for brigade batteries, corps for corps or Reserve artillery")
	}
	if !ExtendedMayFire(Piedmont, true, false, false, false) {
		t.Error("reaction fire is always allowed")
	}
	if _, hit := ExtendedMoveHit(roll(t, 4), inf("u", "b", 4)); hit {
		t.Error("4 is not higher than 4")
	}
}

// 4.51-4.56: continuity, consecutive activation, one side finished, the end.
func Test4_5_Continuity(t *testing.T) {
	if _, ok := ContinuityRoll(roll(t, 0), "I", 0); !ok {
		t.Error("0 <= 0 activates (2.3: 0 is 0)")
	}
	if FailureUsesActivation(false) || !FailureUsesActivation(true) {
		t.Error("4.51, 9.21")
	}
	if ok, _ := MaySelect("I", "I", false, []string{"I", "II"}); ok {
		t.Error("no corps twice in a row (4.53)")
	}
	if ok, rep := MaySelect("I", "I", false, []string{"I"}); !ok || !rep {
		t.Error("the last eligible corps may repeat, with a roll")
	}
	if ok, rep := MaySelect("I", "I", true, []string{"I", "II"}); !ok || rep {
		t.Error("an opponent's pass interrupts")
	}
	if !MustRoll(true, false, false) || !MustRoll(false, true, false) || MustRoll(false, false, false) {
		t.Error("4.54, 9.21")
	}
	if !ConsecutiveOwed(2) || ConsecutiveOwed(1) {
		t.Error("4.53")
	}
	if _, res := OneSideFinished(nil, "II", 3, true); res != FreeActivation {
		t.Error("the first corps left is free (4.55)")
	}
	r := roll(t, 3, 4)
	if _, res := OneSideFinished(r, "II", 3, false); res != NormalActivation {
		t.Error("3 <= 3: normal")
	}
	if _, res := OneSideFinished(r, "II", 3, false); res != NoAttackActivation {
		t.Error("4 > 3: may not attack")
	}
}

func Test4_56_EndOfActivations(t *testing.T) {
	A, F := Pass{Allied: false}, Pass{Allied: true}
	cases := []struct {
		passes []Pass
		want   bool
	}{
		{[]Pass{A, F}, true},
		{[]Pass{F, A, F}, true},
		{[]Pass{F, A}, false},
		{[]Pass{F}, false},
		{[]Pass{A}, false},
		{[]Pass{F, F, A}, false},
		{[]Pass{{Allied: false, Failed: true}, F}, true},
	}
	for _, c := range cases {
		if got := ActivationsOver(c.passes, true); got != c.want {
			t.Errorf("%+v: over %v, want %v", c.passes, got, c.want)
		}
	}
	if ActivationsOver([]Pass{{Allied: false, Failed: true}, F}, false) {
		t.Error("decision D1 reversed: a failed roll is not a pass")
	}
}

// 4.3: the high roll wins; ties are rolled again; a modifier counts.
func Test4_3_Initiative(t *testing.T) {
	r := roll(t, 5, 5, 2, 6)
	allied, rolls, err := Initiative(r, 0, 0)
	if err != nil || !allied || len(rolls) != 2 {
		t.Errorf("allied %v after %v", allied, rolls)
	}
	r.done()
	if allied, _, _ := Initiative(roll(t, 5, 4), 0, 2); !allied {
		t.Error("4 + 2 beats 5")
	}
	if _, _, err := Initiative(dice.NewReplay(nil), 0, 0); err == nil {
		t.Error("a roller that always ties: no error")
	}
}

// 4.6, 4.61, 4.62, 8.52, 8.53: Reserve.
func Test4_6_Reserve(t *testing.T) {
	us := PlaceInReserve([]Unit{inf("a", "b", 5), inf("c", "b", 5)}, []bool{true, false})
	if !us[0].Reserve || us[1].Reserve {
		t.Error("only In Command units go into Reserve")
	}
	if c := ReserveEffects(); c.Move || c.Fire || c.Attack || !c.Rally {
		t.Error("4.61")
	}
	if !InvoluntaryRelease(grid, []hexmap.Hex{hx(t, "1010")}, hx(t, "1013")) || InvoluntaryRelease(grid, []hexmap.Hex{hx(t, "1010")}, hx(t, "1014")) {
		t.Error("released within three hexes (4.62)")
	}
	if !UnstackMove(grid, hx(t, "1010"), hx(t, "1011")) || UnstackMove(grid, hx(t, "1010"), hx(t, "1012")) {
		t.Error("unstacking moves one hex (4.62)")
	}
}

// 4.15, 4.16: cavalry command.
func Test4_15_4_16_Cavalry(t *testing.T) {
	if CorpsCavalryLeader(true, 0) != nil || CorpsCavalryLeader(true, 1) == nil || CorpsCavalryLeader(false, 0) == nil {
		t.Error("one corps cavalry unit per brigade, brigadiers of its corps")
	}
	if CheckMassed(MassedCavalry{Nation: Austria, Leader: "Hartung"}) == nil {
		t.Error("only Vopaterny, Palffy or Zichy")
	}
	if CheckMassed(MassedCavalry{Nation: France, Leader: "x", UsedThisTurn: true}) == nil {
		t.Error("one Massed Attack per turn")
	}
}

// 4.16: every cavalry unit in the leader's range, whatever its assignment;
// the Austrian only of the leader's army.
func Test4_16_MassedEligible(t *testing.T) {
	cav := func(id string) Unit { return Unit{ID: id, Kind: Cavalry, Cohesion: 4} }
	units := []Placed{{cav("a"), hx(t, "1010")}, {inf("i", "b", 5), hx(t, "1010")}, {cav("b"), hx(t, "1011")}, {cav("c"), hx(t, "1020")}}
	reach := Reach{hx(t, "1010"): true, hx(t, "1011"): true}
	if got := MassedEligible(units, reach, nil, 0); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Errorf("French: %v", got)
	}
	if got := MassedEligible(units, reach, []int{1, 1, 2, 1}, 1); len(got) != 1 || got[0] != 0 {
		t.Errorf("Austrian 1st Army: %v", got)
	}
}
