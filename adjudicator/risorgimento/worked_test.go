package risorgimento

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The worked examples of the rulebook (facts note, section (b)), each
// named by its rule and example number.

// E8: Hartung (Commitment DRM 0) needs a natural 0-4 to be Under Orders,
// Rösgen (+1) 0-3; Pokorny, Dientsel and Wezlar within Schwarzenberg's
// Range of 3 are Under Orders without a roll.
func Test4_13_Example_HartungRosgen(t *testing.T) {
	if OrdersNeeds(0) != 4 || OrdersNeeds(1) != 3 {
		t.Fatalf("needs: Hartung %d, Rösgen %d; want 4 and 3", OrdersNeeds(0), OrdersNeeds(1))
	}
	for face := 0; face <= 9; face++ {
		r := roll(t, face, face)
		if _, ok := OrdersRoll(r, "Hartung", 0); ok != (face <= 4) {
			t.Errorf("Hartung rolls %d: Under Orders %v", face, ok)
		}
		if _, ok := OrdersRoll(r, "Rösgen", 1); ok != (face <= 3) {
			t.Errorf("Rösgen rolls %d: Under Orders %v", face, ok)
		}
		r.done()
	}
	// Schwarzenberg at 2010 with Range 3 in clear ground: brigadiers two and
	// three hexes away are within it, four away are not.
	m, tb := newMap(), charts(t)
	reach := CommandReach(m, tb, hx(t, "2010"), 3, true, none, none)
	for _, c := range []struct {
		who, at string
		want    bool
	}{{"Pokorny", "2012", true}, {"Dientsel", "2210", true}, {"Wezlar", "2013", true}, {"Hartung", "2014", false}, {"Rösgen", "2410", false}} {
		if got := UnderOrders(reach, hx(t, c.at)); got != c.want {
			t.Errorf("%s at %s Under Orders %v, want %v", c.who, c.at, got, c.want)
		}
	}
}

// E7 (4.11 play note): only one unit of a brigade is in range, the others
// adjacent to one another in a chain: all In Command; a unit of another
// brigade adjacent to the chain is not.
func Test4_11_PlayNote_AdjacencyChain(t *testing.T) {
	units := []Placed{
		{inf("a", "Goze", 5), hx(t, "1010")},
		{inf("b", "Goze", 5), hx(t, "1011")},
		{inf("c", "Goze", 5), hx(t, "1012")},
		{inf("d", "Goze", 5), hx(t, "1014")},
		{inf("e", "Douay", 5), hx(t, "1013")},
	}
	reach := Reach{hx(t, "1010"): true}
	got := InCommand(grid, units, reach, true)
	if want := []bool{true, true, true, false, false}; !slices.Equal(got, want) {
		t.Errorf("In Command %v, want %v", got, want)
	}
	if got := InCommand(grid, units, reach, false); slices.Contains(got, true) {
		t.Errorf("a brigade Without Orders has all its units Out of Command (4.22): %v", got)
	}
}

// E20: infantry from S2218 to S2117 pays 3 MP: one to enter and two for
// the Sharp Ridge, which negates the slope between the two hexes.
func Test5_25_Example_Ridge(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "2218"), hx(t, "2117")
	if !grid.Adjacent(a, b) {
		t.Fatal("S2218 and S2117 must be adjacent on 003's grid")
	}
	m.SetHex(a, HexTerrain{Kind: Clear, Level: 1})
	m.SetHex(b, HexTerrain{Kind: Clear, Level: 2})
	m.SetSide(a, b, SideTerrain{Ridge: 3})
	if got := EntryCost(m, tb, ClassInf, a, b).Total(); got != hexmap.MPs(3) {
		t.Errorf("S2218 to S2117: %v MP, want 3", got)
	}
}

// E18: the road from S1424 into S1425 lets the unit ignore the elevation
// change (a Gradual slope, lowered one type by the road).
func Test5_21_Example_RoadAcrossSlope(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1424"), hx(t, "1425")
	m.SetHex(b, HexTerrain{Kind: Clear, Level: 1})
	without := EntryCost(m, tb, ClassInf, a, b).Total()
	m.SetSide(a, b, SideTerrain{Way: Minor})
	with := EntryCost(m, tb, ClassInf, a, b)
	if with.Side != 0 || without <= with.Total() {
		t.Errorf("by road: %+v (without road %v); want no elevation cost", with, without)
	}
}

// E26 and E27: three Austrian units attack one French: +2 for the
// attacker, none for the defender; one French attacks three Austrians:
// +2 for the defender.
func Test7_45_Example_StrengthComparison(t *testing.T) {
	three := []Unit{inf("a1", "Hartung", 5), inf("a2", "Hartung", 5), inf("a3", "Hartung", 5)}
	one := []Unit{inf("f1", "Goze", 5)}
	att, def := AttackMods(Battle{Attackers: three, Defenders: one})
	if strength(att) != 2 || strength(def) != 0 {
		t.Errorf("3 vs 1: attacker %v, defender %v; want +2 and none", att, def)
	}
	att, def = AttackMods(Battle{Attackers: one, Defenders: three})
	if strength(att) != 0 || strength(def) != 2 {
		t.Errorf("1 vs 3: attacker %v, defender %v; want none and +2", att, def)
	}
}

func strength(ms Mods) int {
	for _, m := range ms {
		if m.Name == "strength comparison" {
			return m.Value
		}
	}
	return 0
}

// E28: the attacker lost 1 Hit and the defender 3: a Continued Attack at -2.
func Test7_47_Example_Continuing(t *testing.T) {
	drm, ok := ContinuedDRM(1, 3)
	if !ok || drm != -2 {
		t.Fatalf("1 vs 3 hits: DRM %d ok %v, want -2", drm, ok)
	}
	u := inf("zouaves", "Goze", 5) // adjusted cohesion 5
	r := roll(t, 7, 8)
	if _, ok, _ := ContinuedAttack(r, u, 1, 3, false); !ok {
		t.Error("7 - 2 = 5 <= 5 must continue")
	}
	if _, ok, _ := ContinuedAttack(r, u, 1, 3, false); ok {
		t.Error("8 - 2 = 6 > 5 must stay")
	}
	r.done()
	if _, _, err := ContinuedAttack(roll(t), u, 2, 2, false); err == nil {
		t.Error("equal hits: no Continued Attack")
	}
	if _, _, err := ContinuedAttack(roll(t), u, 1, 3, true); err == nil {
		t.Error("a second Continued Attack in the segment")
	}
}

// E31: cohesion 6 with 2 hits has an adjusted cohesion of 4.
func Test8_12_Example_AdjustedCohesion(t *testing.T) {
	u := inf("x", "y", 6)
	u.Hits = 2
	if u.AdjustedCohesion() != 4 || u.Eliminated() {
		t.Errorf("adjusted %d eliminated %v, want 4 and false", u.AdjustedCohesion(), u.Eliminated())
	}
	u.Hits = 6
	if u.Eliminated() {
		t.Error("hits equal to cohesion: not yet eliminated")
	}
	u.Hits = 7
	if !u.Eliminated() {
		t.Error("hits greater than cohesion: eliminated (8.12)")
	}
}

// E33: V Corps, Stadion's rating 2 (printed "Cohesion Rating", read as
// Continuity), three brigades HDC, roll 7: 7 - 2 + 3 = 8 >= 7, Demoralized.
func Test9_2_Example_StadionVCorps(t *testing.T) {
	r := roll(t, 7)
	face, adj, dem := DemoralizationRoll(r, "V", 3, 2, DemoralizationLevel)
	if face != 7 || adj != 8 || !dem {
		t.Errorf("roll %d adjusted %d demoralized %v; want 7, 8, true", face, adj, dem)
	}
	r.done()
	if _, _, dem := DemoralizationRoll(roll(t), "V", 0, 2, DemoralizationLevel); dem {
		t.Error("a corps without HDC brigades does not roll")
	}
}

// E29: at Magenta a cavalry unit in 4609 may charge a unit in 4507, by
// road into a Heavily-Cultivated hex with -1, but not one in 4408,
// Heavily-Cultivated off the road. Both are two hexes away on 003's grid.
func Test7_52_Example_Magenta4609(t *testing.T) {
	m, tb := newMap(), charts(t)
	from, via, hc, off := hx(t, "4609"), hx(t, "4608"), hx(t, "4507"), hx(t, "4408")
	if grid.Distance(from, hc) != 2 || grid.Distance(from, off) != 2 {
		t.Fatalf("4609-4507 %d, 4609-4408 %d; want 2 and 2", grid.Distance(from, hc), grid.Distance(from, off))
	}
	m.SetHex(hc, HexTerrain{Kind: HeavyCult, Level: 2})
	m.SetHex(off, HexTerrain{Kind: HeavyCult, Level: 2})
	m.SetHex(hx(t, "4508"), HexTerrain{Kind: HeavyCult, Level: 2})
	m.SetSide(from, via, SideTerrain{Way: Major})
	m.SetSide(via, hc, SideTerrain{Way: Major})
	byRoad, err := ChargePath(m, tb, []hexmap.Hex{from, via, hc})
	if err != nil || !byRoad {
		t.Errorf("4609-4608-4507 by road: %v, by road %v; want allowed with -1", err, byRoad)
	}
	att, _ := AttackMods(Battle{Attackers: []Unit{{ID: "c", Kind: Cavalry, Heavy: true, Cohesion: 5}}, Defenders: []Unit{{ID: "d", Kind: Cavalry, Heavy: true, Cohesion: 5}}, Charge: true, ChargeByRoadIntoHC: byRoad})
	if !slices.Contains(att, Mod{"7.52", "charge by road into Heavily-Cultivated", -1}) {
		t.Errorf("charge by road into HC: modifiers %v, want the -1 of 7.52", att)
	}
	for _, p := range [][]hexmap.Hex{{from, hx(t, "4508"), off}, {from, hx(t, "4508"), hc}} {
		if _, err := ChargePath(m, tb, p); err == nil {
			t.Errorf("charge %v: allowed, want refused (7.52)", p)
		}
	}
}

// E23: a unit in M2403 facing M2503 extends a ZOC into M2503 (directly
// frontal) and M2404 (joined by road), not into M2502 though it is frontal.
func Test6_23_Example_M2403(t *testing.T) {
	m := newMap()
	at := hx(t, "2403")
	m.SetHex(at, HexTerrain{Kind: HeavyCult, Level: 2})
	m.SetSide(at, hx(t, "2404"), SideTerrain{Way: Minor})
	dir, ok := grid.DirectionTo(at, hx(t, "2503"))
	if !ok {
		t.Fatal("M2503 not adjacent to M2403")
	}
	s := Stack{Hex: at, Facing: hexmap.Facing{Toward: dir}, Units: []Unit{inf("u", "b", 5)}}
	got := ZOC(m, s)
	slices.SortFunc(got, hexmap.Hex.Compare)
	want := []hexmap.Hex{hx(t, "2404"), hx(t, "2503")}
	if !slices.Equal(got, want) {
		t.Errorf("ZOC %v, want %v", got, want)
	}
	if !grid.IsFront(at, s.Facing, hx(t, "2502")) {
		t.Error("M2502 must be a frontal hex")
	}
	if got := MayAttackInto(m, s); len(got) != 2 {
		t.Errorf("attack from Heavily-Cultivated only into controlled hexes (6.23): %v", got)
	}
}

// E22: two battalions of Dauber's brigade may stack; one of Dauber's may
// not stack with one of Lippert's, though of the same division.
func Test5_41_Example_DauberLippert(t *testing.T) {
	if err := CheckStacking([]Unit{inf("d1", "Dauber", 5), inf("d2", "Dauber", 5)}, StackingPlace{}); err != nil {
		t.Error(err)
	}
	if err := CheckStacking([]Unit{inf("d1", "Dauber", 5), inf("l1", "Lippert", 5)}, StackingPlace{}); err == nil {
		t.Error("Dauber with Lippert: allowed, want refused")
	}
}

// E30: the 3/4 Sicilian Uhlans in S3732, facing S3833, guard the canal
// bridge; Dientsl's infantry and a battery behind them in S3731/S3632.
// Two of O'Farrel's battalions move from S3836 to S3832, into the Uhlans'
// ZOC: they must decide; they withdraw to S3831; the French move no
// further.
func Test7_54_Example_SicilianUhlans(t *testing.T) {
	m, tb := newMap(), charts(t)
	uhl := hx(t, "3732")
	se, _ := grid.DirectionTo(uhl, hx(t, "3833"))
	uhlans := Stack{Hex: uhl, Facing: hexmap.Facing{Toward: se}, Units: []Unit{{ID: "3/4 Sicilian Uhlans", Kind: Cavalry, Cohesion: 5, MA: 8}}}
	for _, rear := range []string{"3731", "3632"} {
		if !grid.IsRear(uhl, uhlans.Facing, hx(t, rear)) {
			t.Errorf("S%s must be to the Uhlans' rear", rear)
		}
	}
	french := hx(t, "3832")
	if !slices.Contains(ZOC(m, uhlans), french) {
		t.Fatal("S3832 must be in the Uhlans' ZOC")
	}
	if got := ReactionOptions(uhlans.Units[0], false, true, true, true); !slices.Equal(got, []Reaction{Withdraw, Countercharge}) {
		t.Errorf("entering the ZOC: options %v, want withdraw or countercharge (7.53)", got)
	}
	// The French face the Uhlans (sw, towards S3732) as they enter.
	sw, _ := grid.DirectionTo(french, uhl)
	frenchStack := Stack{Hex: french, Facing: hexmap.Facing{Toward: sw}, Units: []Unit{inf("o1", "O'Farrel", 5), inf("o2", "O'Farrel", 5)}}
	enemyZOC := func(h hexmap.Hex) bool { return slices.Contains(ZOC(m, frenchStack), h) }
	to := WithdrawalHexes(m, tb, uhlans.Units[0], uhl, in(french), enemyZOC)
	if !slices.Contains(to, hx(t, "3831")) {
		t.Errorf("withdrawal hexes %v, want S3831 among them", to)
	}
	// Dientsl's battalion in S3731 faces se: S3832 is in its ZOC, so the
	// French stop there (6.32).
	se2, _ := grid.DirectionTo(hx(t, "3731"), french)
	dientsl := Stack{Hex: hx(t, "3731"), Facing: hexmap.Facing{Toward: se2}, Units: []Unit{inf("d1", "Dientsl", 4)}}
	if !StopsMovement(Approach{EnemyZOC: InZOC(m, []Stack{dientsl}, french), Adjacent: true}, false) {
		t.Error("the French must move no further")
	}
}

// E9, E10: a battery named for a brigade (7(11)/I for Douay) is under that
// brigadier; a "Reserve" battery is its corps' own command, whatever its
// historical ID.
func Test4_14_Example_BatteryAssignment(t *testing.T) {
	if c := BatteryCommand("Douay"); c.Brigadier != "Douay" || c.Reserve {
		t.Errorf("7(11)/I: %+v, want under Douay", c)
	}
	if c := BatteryCommand("Reserve"); !c.Reserve || c.Brigadier != "" {
		t.Errorf("10cv/II Reserve: %+v, want a Reserve battery", c)
	}
}

// E11: the Prinz von Bayern Hussars are led by Vopaterny, who may lead an
// Austrian Massed Attack (4.16 b); Piedmont may not use one (4.15).
func Test4_15_Example_Vopaterny(t *testing.T) {
	if err := CheckMassed(MassedCavalry{Nation: Austria, Leader: "Vopaterny", Armies: []int{1, 1}}); err != nil {
		t.Error(err)
	}
	if err := CheckMassed(MassedCavalry{Nation: Austria, Leader: "Vopaterny", Armies: []int{1, 2}}); err == nil {
		t.Error("1st with 2nd Army cavalry: allowed (4.16 a)")
	}
	if err := CheckMassed(MassedCavalry{Nation: Piedmont, Leader: "x"}); err == nil {
		t.Error("Piedmont Massed Attack allowed (4.15)")
	}
}

// E12: The Reserve has a Continuity Rating of 2.
func Test4_17_Example_TheReserve(t *testing.T) {
	r := roll(t, 2, 3)
	if _, ok := ContinuityRoll(r, "The Reserve", TheReserveContinuity); !ok {
		t.Error("2 <= 2 activates")
	}
	if _, ok := ContinuityRoll(r, "The Reserve", TheReserveContinuity); ok {
		t.Error("3 > 2 passes")
	}
	r.done()
}

// E13: St. Jean d'Angely uses his higher Range (6) only within one hex of
// Napoleon III.
func Test4_24_Example_StJean(t *testing.T) {
	at := hx(t, "1010")
	if GuardRange(4, 6, grid, at, hx(t, "1011"), true) != 6 {
		t.Error("adjacent to Napoleon III: 6")
	}
	if GuardRange(4, 6, grid, at, hx(t, "1012"), true) != 4 {
		t.Error("two hexes from Napoleon III: the lower range")
	}
}

// E14: Vittorio Emanuele's "3" is his Range and his Continuity.
func Test4_25_Example_VittorioEmanuele(t *testing.T) {
	if r, c := PiedmontCommand(3); r != 3 || c != 3 {
		t.Errorf("range %d continuity %d", r, c)
	}
}

// E15 (4.43 play note): a unit that moves and attacks in an Extended
// Activation can take two Hits.
func Test4_43_PlayNote_TwoHits(t *testing.T) {
	u := inf("u", "b", 4)
	_, hit := ExtendedMoveHit(roll(t, 5), u)
	if !hit {
		t.Fatal("5 > 4: a Hit for moving")
	}
	if got := boolInt(hit) + ExtendedAttackHits; got != 2 {
		t.Errorf("moved and attacked: %d Hits, want 2", got)
	}
}

// E16: at Magenta the railroad is a trail: no Strategic Movement by it
// through the Heavily-Cultivated vineyards; by road, yes.
func Test5_11_Example_RailroadNoSM(t *testing.T) {
	m := newMap()
	a, b, c := hx(t, "1010"), hx(t, "1011"), hx(t, "1012")
	m.SetHex(b, HexTerrain{Kind: HeavyCult})
	m.SetHex(c, HexTerrain{Kind: HeavyCult})
	m.SetSide(a, b, SideTerrain{Way: Railroad})
	m.SetSide(b, c, SideTerrain{Way: Minor})
	if err := StrategicStep(m, a, b, 9, false); err == nil {
		t.Error("SM by railroad into Heavily-Cultivated: allowed")
	}
	if err := StrategicStep(m, b, c, 9, false); err != nil {
		t.Errorf("SM by road: %v", err)
	}
}

// E17: foot artillery in Strategic Movement has at most 10 MP; horse
// artillery doubles like infantry.
func Test5_12_Example_ArtillerySM(t *testing.T) {
	foot := Unit{Kind: Artillery, MA: 6}
	horse := Unit{Kind: Artillery, MA: 8, Horse: true}
	if MovementAllowance(foot, true, false) != 10 || MovementAllowance(horse, true, false) != 16 {
		t.Errorf("foot %d horse %d", MovementAllowance(foot, true, false), MovementAllowance(horse, true, false))
	}
}

// E19: artillery firing up two levels over several hexes fires as up a
// Sharp slope.
func Test5_24_Example_FiringAngle(t *testing.T) {
	tb := charts(t)
	ms, err := FireMods(tb, Shot{Guns: []Gun{Field}, Range: 4, Target: []Unit{inf("t", "b", 5)}, TargetHex: Clear, Up: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := Mod{"5.24", "firing up", tb.combatDRM("sharp", colFire)}
	if !slices.Contains(ms, want) && want.Value != 0 {
		t.Errorf("modifiers %v, want %v", ms, want)
	}
}

// E21: cavalry and artillery may not cross Steep slopes, except by road.
func Test5_26_Example_Steep(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1010"), hx(t, "1011")
	m.SetHex(b, HexTerrain{Kind: Rough, Level: 3})
	for _, c := range []Class{ClassCav, ClassArt, ClassHorse} {
		if EntryCost(m, tb, c, a, b).Allowed() {
			t.Errorf("%s up a Steep slope: allowed", c)
		}
	}
	m.SetSide(a, b, SideTerrain{Way: Minor})
	for _, c := range []Class{ClassCav, ClassArt, ClassHorse} {
		if !EntryCost(m, tb, c, a, b).Allowed() {
			t.Errorf("%s up a Steep slope by road: refused", c)
		}
	}
}

// E24: horse artillery (MA 8) withdraws as cavalry does, but cannot
// countercharge.
func Test6_34_Example_HorseArtillery(t *testing.T) {
	ha := Unit{ID: "ha", Kind: Artillery, Horse: true, MA: 8}
	if got := ReactionOptions(ha, false, true, true, true); !slices.Equal(got, []Reaction{Withdraw}) {
		t.Errorf("horse artillery: %v, want withdraw only", got)
	}
}

// E25: Schwarzenberg may combine any III Corps batteries, reserve or
// brigade, in his range: +2 for each additional battery.
func Test7_12_Example_Schwarzenberg(t *testing.T) {
	a := Battery{Unit: Unit{ID: "res", Kind: Artillery, Corps: "III", Gun: Field}, Hex: hx(t, "1010"), InCorpsRange: true}
	b := Battery{Unit: Unit{ID: "brig", Kind: Artillery, Corps: "III", Gun: Heavy}, Hex: hx(t, "1011"), InCorpsRange: true}
	if err := CombineAllowed(grid, Austria, []Battery{a, b}); err != nil {
		t.Fatal(err)
	}
	ms, _ := FireMods(charts(t), Shot{Guns: []Gun{Field, Heavy, Heavy}, Range: 3, TargetHex: Clear})
	if !slices.Contains(ms, Mod{"7.12", "combined fire", 4}) {
		t.Errorf("three batteries: %v, want +4 combined", ms)
	}
	if err := CombineAllowed(grid, France, []Battery{a, b}); err == nil {
		t.Error("French batteries in adjacent hexes: allowed")
	}
	if err := CombineAllowed(grid, Piedmont, []Battery{a, a}); err == nil {
		t.Error("Piedmont combined: allowed")
	}
}

// E32: a Commitment rating of -1 is better than +1.
func Test8_31_Example_Commitment(t *testing.T) {
	l := DetermineLoser(CombatSide{Hits: 1, LowestCohesion: 3, Brigadier: true, CommitmentDRM: -1}, CombatSide{Hits: 1, LowestCohesion: 3, Brigadier: true, CommitmentDRM: 1})
	if l.Attacker || l.Priority != 4 {
		t.Errorf("%+v, want the defender (+1) to lose on priority 4", l)
	}
}

// E34: the optional French Demoralization Level of 6 or 5.
func Test9_22_Example_FrenchLevel(t *testing.T) {
	for _, lvl := range []int{6, 5} {
		if _, _, dem := DemoralizationRoll(roll(t, 6), "I", 1, 2, lvl); dem != (5 >= lvl) {
			t.Errorf("6 + 1 - 2 = 5 at level %d: demoralized %v", lvl, dem)
		}
	}
}
