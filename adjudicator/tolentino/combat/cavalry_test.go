package combat

import (
	"strings"
	"testing"
)

// 14.1: who may retreat before combat.
func Test14_1(t *testing.T) {
	infOnly := []Unit{inf("a1", "1212", 4, 3)}
	hart := Unit{ID: "h1", Hex: "1112", Type: HorseArtillery, SP: 2, Order: DefenseOrder}
	cases := []struct {
		name      string
		u         Unit
		attackers []Unit
		ok        bool
	}{
		{"cavalry under Defense orders", def(cav("c1", "1112", 3, 3)), infOnly, true},
		{"cavalry under Maneuver orders", with(cav("c1", "1112", 3, 3), func(u *Unit) { u.Order = ManeuverOrder }), infOnly, true},
		{"horse artillery not moved", hart, infOnly, true},
		{"horse artillery moved", with(hart, func(u *Unit) { u.Moved = true }), infOnly, false},
		{"foot artillery", with(hart, func(u *Unit) { u.Type = Artillery }), infOnly, false},
		{"infantry", def(inf("i1", "1112", 3, 3)), infOnly, false},
		{"cavalry under Attack orders", cav("c1", "1112", 3, 3), infOnly, false},
		{"cavalry under Advance orders", with(cav("c1", "1112", 3, 3), func(u *Unit) { u.Order = AdvanceOrder }), infOnly, false},
		{"attackers include cavalry", def(cav("c1", "1112", 3, 3)), []Unit{inf("a1", "1212", 4, 3), cav("a2", "1211", 2, 3)}, false},
		{"routed cavalry cannot move (15.2)", with(def(cav("c1", "1112", 3, 3)), func(u *Unit) { u.Status = Routed }), infOnly, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ok, why := CanRetreatBeforeCombat(c.u, c.attackers)
			if ok != c.ok || (!ok && why == "") {
				t.Errorf("got %v %q, want %v", ok, why, c.ok)
			}
		})
	}
}

// 14.1: if all attacked units retreat, the attacker can advance into the
// vacated hex; horse artillery is turned to its Moved side.
func Test14_1_Vacated(t *testing.T) {
	defs := []Unit{def(cav("c1", "1112", 3, 3)), {ID: "h1", Hex: "1112", Type: HorseArtillery, SP: 2, Order: DefenseOrder}}
	att := []Unit{inf("a1", "1212", 4, 3), with(inf("a2", "1211", 4, 3), func(u *Unit) { u.Status = Disordered })}
	out, err := retreatBefore(defs, att, []string{"c1", "h1"})
	if err != nil {
		t.Fatal(err)
	}
	if !out.Vacated || len(out.Effects) != 2 || !out.Effects[1].Moved || out.Effects[0].Retreat != 1 {
		t.Errorf("%+v", out)
	}
	if out.Advance.Side != AttackerSide || len(out.Advance.Units) != 1 || out.Advance.Units[0] != "a1" {
		t.Errorf("advance %+v (12.7.1: the disordered a2 may not)", out.Advance)
	}
	out, err = retreatBefore(defs, att, []string{"c1"})
	if err != nil || out.Vacated {
		t.Errorf("one of two retreats: %+v %v", out, err)
	}
	if _, err := retreatBefore(defs, []Unit{cav("x", "1212", 2, 3)}, []string{"c1"}); err == nil {
		t.Error("retreat before cavalry attackers allowed")
	}
}

// 14.2: who may charge, and where.
func Test14_2(t *testing.T) {
	c := cav("c1", "1212", 3, 3)
	cases := []struct {
		name string
		ck   ChargeCheck
		want string
	}{
		{"cavalry, Attack order, clear, MP enough", ChargeCheck{Unit: c, TargetTerrain: "clear", MPLeft: 2, EnterCost: 1}, ""},
		{"empty terrain is clear", ChargeCheck{Unit: c, MPLeft: 1, EnterCost: 1}, ""},
		{"not enough MP", ChargeCheck{Unit: c, TargetTerrain: "clear", MPLeft: 1, EnterCost: 2}, "MP"},
		{"10.2.1: not into rough", ChargeCheck{Unit: c, TargetTerrain: "rough", MPLeft: 4, EnterCost: 2}, "rough"},
		{"not into woods", ChargeCheck{Unit: c, TargetTerrain: "woods", MPLeft: 4, EnterCost: 2}, "woods"},
		{"Advance order", ChargeCheck{Unit: with(c, func(u *Unit) { u.Order = AdvanceOrder }), MPLeft: 4, EnterCost: 1}, "Attack order"},
		{"infantry", ChargeCheck{Unit: inf("i1", "1212", 3, 3), MPLeft: 4, EnterCost: 1}, "only cavalry"},
		{"disordered", ChargeCheck{Unit: with(c, func(u *Unit) { u.Status = Disordered }), MPLeft: 4, EnterCost: 1}, "15.1"},
		{"unknown terrain", ChargeCheck{Unit: c, TargetTerrain: "swamp", MPLeft: 4, EnterCost: 1}, "swamp"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := CanCharge(tc.ck, tables(t))
			if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("%v, want %q", err, tc.want)
			}
		})
	}
}

// 14.2, 14.0.1: charging cavalry doubles its strength (not cumulative
// against disordered units in clear); 14.2.2: in good order at the end of
// the charge it becomes disordered, after its advance (12.7).
func Test14_2_2(t *testing.T) {
	ch := with(cav("c1", "1212", 3, 3), func(u *Unit) { u.Charging = true })
	d := with(def(inf("d1", "1112", 2, 3)), func(u *Unit) { u.Status = Disordered })
	a := simple([]Unit{ch, cav("c2", "1211", 2, 3)}, []Unit{d})
	res := mustResolve(t, a, roll(t, 4, 2)) // (3x2 + 2) vs 2: 4-1, +2 disorder: 6, DR; d1 checks
	if res.AttackSP != 8 || res.Strength[0].Factor != "x2" || res.Code != DR {
		t.Fatalf("%s strength %v", dump(res), res.Strength)
	}
	if len(res.Effects.Advances) != 1 || strings.Join(res.Effects.Advances[0].Units, " ") != "c1 c2" {
		t.Errorf("advances %+v: the charging cavalry advances before its disorder", res.Effects.Advances)
	}
	if e := effectOf(t, res, "c1"); e.Status != Disordered || !strings.Contains(e.Why, "14.2.2") {
		t.Errorf("c1 %+v", e)
	}
	if e := effectOf(t, res, "c2"); e.Status != Good {
		t.Errorf("c2 did not charge: %+v", e)
	}
	// AD already disorders the charging unit: no second level.
	res = mustResolve(t, simple([]Unit{ch}, []Unit{def(inf("d1", "1112", 6, 3))}), roll(t, 1)) // 1-1, 1: AD
	if e := effectOf(t, res, "c1"); res.Code != AD || e.Disorder != 1 || e.Status != Disordered {
		t.Errorf("%s c1 %+v", dump(res), e)
	}
}
