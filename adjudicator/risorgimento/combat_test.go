package risorgimento

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 7.13: line of sight — a hex higher than both ends blocks; woods, HC or a
// unit block unless an end is above them; the halfway rules decide when
// one end is; woods stand a level above their hex.
func Test7_13_LOS(t *testing.T) {
	from, mid, to := hx(t, "1010"), hx(t, "1012"), hx(t, "1014")
	near := hx(t, "1011") // closer to the firer
	cases := []struct {
		name     string
		setup    func(m *Map)
		occupied []hexmap.Hex
		want     bool
	}{
		{"open", func(m *Map) {}, nil, true},
		{"hill higher than both", func(m *Map) { m.SetHex(mid, HexTerrain{Level: 1}) }, nil, false},
		{"unit between, all level", func(m *Map) {}, []hexmap.Hex{mid}, false},
		{"woods between, all level", func(m *Map) { m.SetHex(mid, HexTerrain{Kind: Woods}) }, nil, false},
		{"HC between, both ends above", func(m *Map) {
			m.SetHex(from, HexTerrain{Level: 1})
			m.SetHex(to, HexTerrain{Level: 1})
			m.SetHex(mid, HexTerrain{Kind: HeavyCult})
		}, nil, true},
		{"woods a level above their hex, ends at 1", func(m *Map) {
			m.SetHex(from, HexTerrain{Level: 1})
			m.SetHex(to, HexTerrain{Level: 1})
			m.SetHex(mid, HexTerrain{Kind: Woods})
		}, nil, false},
		{"firer above, woods halfway", func(m *Map) {
			m.SetHex(from, HexTerrain{Level: 2})
			m.SetHex(mid, HexTerrain{Kind: HeavyCult})
		}, nil, false},
		{"firer above, woods near the firer", func(m *Map) {
			m.SetHex(from, HexTerrain{Level: 2})
			m.SetHex(near, HexTerrain{Kind: HeavyCult})
		}, nil, true},
		{"target above, woods near the firer", func(m *Map) {
			m.SetHex(to, HexTerrain{Level: 2})
			m.SetHex(near, HexTerrain{Kind: HeavyCult})
		}, nil, false},
		{"target above, woods near the target", func(m *Map) {
			m.SetHex(to, HexTerrain{Level: 2})
			m.SetHex(hx(t, "1013"), HexTerrain{Kind: HeavyCult})
		}, nil, true},
		{"ridge higher than both", func(m *Map) { m.SetSide(near, mid, SideTerrain{Ridge: 1}) }, nil, false},
	}
	for _, c := range cases {
		m := newMap()
		c.setup(m)
		if got := LOS(m, in(c.occupied...), from, to); got != c.want {
			t.Errorf("%s: LOS %v, want %v", c.name, got, c.want)
		}
	}
	if !LOS(newMap(), in(hx(t, "1011")), from, hx(t, "1011")) {
		t.Error("adjacent: no line needed")
	}
}

// 7.14: elevated fire.
func Test7_14_ElevatedFire(t *testing.T) {
	for _, c := range []struct {
		down int
		adj  bool
		drm  int
		ok   bool
	}{{2, false, 1, true}, {3, false, 2, true}, {4, false, 2, true}, {1, false, 0, true}, {2, true, 0, false}, {-2, true, 0, false}, {1, true, 0, true}} {
		drm, err := ElevationDRM(c.down, c.adj)
		if drm != c.drm || (err == nil) != c.ok {
			t.Errorf("down %d adjacent %v: %d %v", c.down, c.adj, drm, err)
		}
	}
}

// 7.15, 7.16: dispersed and massed targets.
func Test7_15_7_16_Target(t *testing.T) {
	j := Unit{Kind: Jager}
	a := Unit{Kind: Artillery}
	i := Unit{Kind: Infantry}
	if TargetDRM([]Unit{j, j}) != -2 || TargetDRM([]Unit{i, i}) != 1 || TargetDRM([]Unit{i, j}) != 0 || TargetDRM([]Unit{i, a}) != 0 {
		t.Error("7.15/7.16")
	}
}

// 7.11, 7.18, 8.24: a fire's modifiers and results.
func Test7_18_FireResults(t *testing.T) {
	tb := charts(t)
	target := []Unit{inf("a", "b", 5), inf("c", "b", 2), {ID: "art", Kind: Artillery, Cohesion: 3}}
	// CDR: each non-artillery unit rolls against its present cohesion.
	got := ApplyFireResult(roll(t, 4, 4), CDR, target, 0)
	if got[0].Disorder || !got[1].Disorder || got[2].Disorder {
		t.Errorf("CDR: %+v", got)
	}
	got = ApplyFireResult(nil, DPlus1, target, 2)
	if !got[0].Disorder || !got[1].Disorder || !got[2].Disorder || got[0].Hits != 1 || got[2].Hits != 0 {
		t.Errorf("D+1, hit chosen for the artillery goes to a unit that can take it: %+v", got)
	}
	again := ApplyFireResult(nil, D, got, 0)
	if again[0].Hits != 2 || !again[2].Eliminated() {
		t.Errorf("8.24: %+v", again)
	}
	ms, err := FireMods(tb, Shot{Guns: []Gun{Rocket}, Range: 2, Target: target[:2], TargetHex: Woods, MovedFirst: true, Down: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := tb.RangeDRM(Rocket, 2) + tb.combatDRM("woods", colFire) + 1 + 1 - 1
	if ms.Sum() != want {
		t.Errorf("modifiers %v = %d, want %d", ms, ms.Sum(), want)
	}
	r := roll(t, 9)
	out, err := Fire(tb, r, Shot{Guns: []Gun{Field}, Range: 1, Target: target[:2], TargetHex: Clear}, 1)
	if err != nil || out.Result != DPlus1 || out.Units[1].Hits != 1 {
		t.Errorf("fire 9 + range + massed: %+v %v, want D+1 with the hit on the chosen unit", out, err)
	}
	r.done()
}

// 7.1, 7.11, 7.18: who may fire.
func Test7_1_MayFire(t *testing.T) {
	b := Unit{ID: "b", Kind: Artillery, MaxRange: 4}
	if MayFire(b, 4, true) != nil || MayFire(b, 5, true) == nil || MayFire(b, 3, false) == nil || MayFire(b, 1, false) != nil {
		t.Error("range and LOS")
	}
	b.Disorder = true
	if MayFire(b, 1, true) == nil {
		t.Error("Disordered artillery may not fire")
	}
}

// 7.17, 7.24: reaction fire allowances.
func Test7_17_7_24_Reaction(t *testing.T) {
	b := Unit{Kind: Artillery}
	if k, ok := MayReact(b, ReactionFire{}, FiredAtByArtillery); !ok || k != "counter-battery" {
		t.Error("counter-battery")
	}
	if _, ok := MayReact(b, ReactionFire{PreAttack: true}, EnemyEntersFrontal); ok {
		t.Error("one pre-attack fire per segment")
	}
	l := Unit{Kind: Light}
	if _, ok := MayReact(l, ReactionFire{}, AboutToBeAttacked); !ok {
		t.Error("small arms before being attacked")
	}
	if _, ok := MayReact(l, ReactionFire{SmallArms: true}, FiredAt); ok {
		t.Error("once per segment")
	}
}

// 7.2, 7.23, 7.25: small-arms fire.
func Test7_23_SmallArms(t *testing.T) {
	tb := charts(t)
	j := Unit{ID: "j", Kind: Jager, Cohesion: 3}
	if MaySmallArms(j, true, true, false) != nil || MaySmallArms(j, false, true, false) == nil ||
		MaySmallArms(inf("i", "b", 5), true, true, false) == nil || MaySmallArms(j, true, false, false) == nil || MaySmallArms(j, true, true, true) == nil {
		t.Error("who fires small arms")
	}
	j.Disorder = true
	_, ms, hits := SmallArmsFire(tb, roll(t, 9), j, Town)
	if ms.Sum() != tb.combatDRM("town", colSmallArms)-1 || hits != tb.SmallArmsHits(9+ms.Sum()) {
		t.Errorf("%v %d", ms, hits)
	}
}

// 7.3, 7.33, 7.4, 9.11: who may attack; 7.31 who combines; 7.46.
func Test7_33_MayAttack(t *testing.T) {
	i := inf("i", "b", 5)
	if MayAttack(i, true, false) != nil {
		t.Error("infantry In Command")
	}
	for _, u := range []Unit{{Kind: Artillery}, {Kind: Cavalry}, {Kind: Jager}, {Kind: Infantry, Disorder: true}} {
		if MayAttack(u, true, false) == nil {
			t.Errorf("%v may not attack", u.Kind)
		}
	}
	if MayAttack(i, false, false) == nil || MayAttack(i, true, true) == nil {
		t.Error("7.4, 9.11")
	}
	a, b := Placed{inf("a", "X", 5), hx(t, "1010")}, Placed{inf("b", "X", 5), hx(t, "1011")}
	c := Placed{inf("c", "Y", 5), hx(t, "1011")}
	if !MayCombine(grid, a, b) || MayCombine(grid, a, c) || MayCombine(grid, a, Placed{inf("d", "X", 5), hx(t, "1013")}) {
		t.Error("7.31")
	}
	if !Unsupported([]Unit{{Kind: Artillery}, {Kind: Artillery}}) || Unsupported([]Unit{{Kind: Artillery}, i}) {
		t.Error("7.46")
	}
}

// 7.41, 7.42: commitment against adjusted cohesion, the brigadier's DRM
// only in his range; the top unit rolls for two.
func Test7_41_Commitment(t *testing.T) {
	u := inf("u", "b", 5)
	u.Hits = 1
	r := roll(t, 4, 4, 5, 5)
	if _, _, ok := Commitment(r, u, 0, true, false); !ok {
		t.Error("4 <= 4")
	}
	if _, _, ok := Commitment(r, u, 1, true, false); ok {
		t.Error("4 + 1 > 4")
	}
	if _, _, ok := Commitment(r, u, -1, true, false); !ok {
		t.Error("5 - 1 <= 4")
	}
	if ok := CombinedCommitment(r, u, -1, false); ok {
		t.Error("out of his range the DRM does not apply: 5 > 4, neither commits")
	}
	r.done()
}

// 7.45, 7.22: the other DRMs.
func Test7_45_DRMs(t *testing.T) {
	i := inf("i", "b", 5)
	hi := inf("h", "b", 6)
	lt := Unit{ID: "l", Kind: Light, Cohesion: 4}
	j := Unit{ID: "j", Kind: Jager, Cohesion: 3}
	d := inf("d", "x", 5)
	d.Disorder, d.SM = true, true
	att, def := AttackMods(Battle{Attackers: []Unit{hi, lt}, Defenders: []Unit{d, j}, Rear: true, TerrainDRM: -2, DefenderHDC: true, Surprise: true})
	wantAtt := Mods{{"7.45", "strength comparison", 1}, {"7.45", "higher cohesion", 1}, {"7.45", "rear", 1}, {"7.45", "terrain", -2},
		{"7.45", "defender in Strategic Movement", 2}, {"7.45", "defender Hors de Combat", 1}, {"7.22", "light infantry", -1}, {"7.45", "surprise", 2}}
	if !slices.Equal(att, wantAtt) {
		t.Errorf("attacker %v\nwant %v", att, wantAtt)
	}
	if !slices.Equal(def, Mods{{"7.45", "Disordered", -1}}) {
		t.Errorf("defender %v", def)
	}
	att, _ = AttackMods(Battle{Attackers: []Unit{i}, Defenders: []Unit{j, j}, FrontAndRear: true})
	if !slices.Contains(att, Mod{"7.45", "all defenders Jägers/Chasseurs", 2}) || !slices.Contains(att, Mod{"7.45", "front and rear", 2}) {
		t.Errorf("%v", att)
	}
	lc := Unit{ID: "lc", Kind: Cavalry, Cohesion: 5}
	hc := Unit{ID: "hc", Kind: Cavalry, Cohesion: 5, Heavy: true}
	att, def = AttackMods(Battle{Attackers: []Unit{lc}, Defenders: []Unit{i}, Charge: true})
	if !slices.Contains(att, Mod{"7.45", "light cavalry charging infantry", -2}) || !slices.Contains(def, Mod{"7.45", "infantry vs cavalry", 2}) {
		t.Errorf("%v / %v", att, def)
	}
	att, _ = AttackMods(Battle{Attackers: []Unit{hc}, Defenders: []Unit{lc}, Charge: true})
	if !slices.Contains(att, Mod{"7.45", "heavy charging light cavalry", 1}) {
		t.Errorf("%v", att)
	}
	att, _ = AttackMods(Battle{Attackers: []Unit{lc}, Defenders: []Unit{hc, lc}, Charge: true})
	if slices.ContainsFunc(att, func(m Mod) bool { return m.Name == "light charging heavy cavalry" }) {
		t.Error("mixed defenders: no DRM")
	}
}

// 7.44: both sides roll; each modified roll gives the Hits it inflicts.
func Test7_44_Resolve(t *testing.T) {
	tb := charts(t)
	o := ResolveAttack(tb, roll(t, 9, 0), Battle{Attackers: []Unit{inf("a", "b", 5)}, Defenders: []Unit{inf("d", "e", 5)}})
	if o.AttRoll != 9 || o.DefRoll != 0 || o.HitsOnDefender != tb.AttackHits(9) || o.HitsOnAttacker != tb.AttackHits(0) {
		t.Errorf("%+v", o)
	}
}

// 7.5, 7.51, 7.52: charges.
func Test7_5_Charge(t *testing.T) {
	m, tb := newMap(), charts(t)
	c := Unit{ID: "c", Kind: Cavalry, Cohesion: 5}
	if ChargeStart(c, true, false) != nil || ChargeStart(c, true, true) == nil || ChargeStart(c, false, false) == nil {
		t.Error("7.5, 7.51")
	}
	c.Disorder = true
	if ChargeStart(c, true, false) == nil {
		t.Error("Disordered cavalry")
	}
	a, b, d, e := hx(t, "1010"), hx(t, "1011"), hx(t, "1012"), hx(t, "1013")
	if _, err := ChargePath(m, tb, []hexmap.Hex{a, b}); err == nil {
		t.Error("one hex away")
	}
	if _, err := ChargePath(m, tb, []hexmap.Hex{a, b, d, e}); err != nil {
		t.Errorf("three hexes: %v", err)
	}
	m.SetHex(d, HexTerrain{Kind: Village})
	if _, err := ChargePath(m, tb, []hexmap.Hex{a, b, d}); err == nil {
		t.Error("into a village")
	}
	m.SetHex(d, HexTerrain{})
	m.SetHex(b, HexTerrain{Kind: Woods})
	if _, err := ChargePath(m, tb, []hexmap.Hex{a, b, d}); err == nil {
		t.Error("through a hex costing cavalry 3 MP")
	}
	if !ChargeEnd(Unit{Kind: Cavalry}).Disorder {
		t.Error("Disordered at the end of the charge")
	}
}

// 7.53, 7.54: reaction restrictions.
func Test7_54_ReactionRestrictions(t *testing.T) {
	c := Unit{ID: "c", Kind: Cavalry, Cohesion: 5}
	if got := ReactionOptions(c, true, true, true, true); !slices.Equal(got, []Reaction{Stand}) {
		t.Error("in another enemy's ZOC: stand")
	}
	c.Disorder = true
	if got := ReactionOptions(c, false, true, true, true); !slices.Equal(got, []Reaction{Withdraw}) {
		t.Errorf("Disordered: withdraw only, %v", got)
	}
	c.Disorder = false
	if got := ReactionOptions(c, false, false, false, true); !slices.Equal(got, []Reaction{Stand}) {
		t.Error("neither legal: stand")
	}
	if got := ReactionOptions(c, false, true, true, false); !slices.Equal(got, []Reaction{Stand, Withdraw}) {
		t.Errorf("moving adjacent outside the ZOC: may withdraw (6.34), %v", got)
	}
}

// 7.32: separate attacks across different hexsides: the defender's best.
func Test7_32_DefenderTerrain(t *testing.T) {
	if DefenderTerrain([]int{0, -2, -1}) != -2 || DefenderTerrain(nil) != 0 {
		t.Error("7.32")
	}
}

// 6.34: infantry entering the hex cavalry vacated pays the ZOC cost if it
// was moving adjacent; not after horse artillery; not if already adjacent.
func Test6_34_AfterWithdrawal(t *testing.T) {
	cav := Unit{Kind: Cavalry}
	ha := Unit{Kind: Artillery, Horse: true}
	if AfterWithdrawalCost(Infantry, cav, false) != hexmap.MPs(2) || AfterWithdrawalCost(Infantry, ha, false) != 0 || AfterWithdrawalCost(Infantry, cav, true) != 0 {
		t.Error("6.34")
	}
	if AfterWithdrawalCost(Light, cav, false) != hexmap.MP {
		t.Error("light infantry pays +1 (6.31)")
	}
}
