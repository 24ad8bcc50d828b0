package combat

import (
	"slices"
	"strings"
	"testing"
)

// Odds used below, all efficiencies 3, no DRM (stand-in CRT):
//   1-1 (4 vs 4):   1 AD, 2 AD, 3 NE, 4 NE, 5 EX, 6 EX
//   3-1 (12 vs 4):  1 NE, 2 NE, 3 EX, 4 EX, 5 DD, 6 DR
//   6-1 (24 vs 4):  1 EX, 2 DD, 3 DR, 4 DR, 5 DR, 6 DE
//   1-5 (2 vs 10):  1 AE, 2 AE, 3 AE, 4 AD, 5 AD, 6 AD

// Every result of 12.5.4 and what it does to the units.
func Test12_5_4_Results(t *testing.T) {
	type want struct {
		id         string
		elim, perm bool
		ret        int
		status     Status
	}
	cases := []struct {
		name  string
		att   []Unit
		defs  []Unit
		edit  func(*Assault)
		dice  []int
		code  Code
		units []want
		adv   []Advance
	}{
		{name: "AE (12.8: returns next turn)", att: []Unit{inf("a1", "1212", 2, 3)}, defs: []Unit{def(inf("d1", "1112", 10, 3))},
			dice: []int{1}, code: AE,
			units: []want{{id: "a1", elim: true}, {id: "d1"}},
			adv:   []Advance{{Side: DefenderSide, Hexes: []string{"1212"}, Units: []string{"d1"}}}},
		{name: "AD", att: []Unit{inf("a1", "1212", 4, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			dice: []int{1}, code: AD, units: []want{{id: "a1", status: Disordered}, {id: "d1"}}},
		{name: "NE", att: []Unit{inf("a1", "1212", 4, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			dice: []int{3}, code: NE, units: []want{{id: "a1"}, {id: "d1"}}},
		{name: "NE under Attack orders, pressed on, passes: EX", att: []Unit{inf("a1", "1212", 4, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			edit: func(a *Assault) { a.PressOnNE = true }, dice: []int{3, 3}, code: EX,
			units: []want{{id: "a1", elim: true}, {id: "d1", elim: true}}},
		{name: "NE under Attack orders, pressed on, fails: AD", att: []Unit{inf("a1", "1212", 4, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			edit: func(a *Assault) { a.PressOnNE = true }, dice: []int{3, 4}, code: AD,
			units: []want{{id: "a1", status: Disordered}, {id: "d1"}}},
		{name: "NE under Advance orders: no pressing on", att: []Unit{with(inf("a1", "1212", 4, 3), func(u *Unit) { u.Order = AdvanceOrder })},
			defs: []Unit{def(inf("d1", "1112", 4, 3))}, edit: func(a *Assault) { a.PressOnNE = true }, dice: []int{2, 3}, code: NE,
			units: []want{{id: "a1"}, {id: "d1"}}},
		{name: "EX: losses, then efficiency checks per stack",
			att:  []Unit{inf("a1", "1212", 2, 3), inf("a2", "1212", 2, 3)},
			defs: []Unit{def(inf("d1", "1112", 2, 3)), def(inf("d2", "1112", 2, 3))},
			dice: []int{5, 4, 1}, code: EX,
			units: []want{{id: "a1", elim: true}, {id: "a2", status: Disordered}, {id: "d1", elim: true}, {id: "d2"}}},
		{name: "DD", att: []Unit{inf("a1", "1212", 12, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			dice: []int{5}, code: DD, units: []want{{id: "a1"}, {id: "d1", status: Disordered}}},
		{name: "DD on a disordered unit routs it (15.1.1, 15.2.1)", att: []Unit{inf("a1", "1212", 12, 3)},
			defs: []Unit{with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.Status = Disordered })},
			dice: []int{3}, code: DD, units: []want{{id: "a1"}, {id: "d1", status: Routed, ret: 2}},
			adv: []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DR, passes: retreat 1, disordered", att: []Unit{inf("a1", "1212", 12, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			dice: []int{6, 2}, code: DR, units: []want{{id: "a1"}, {id: "d1", status: Disordered, ret: 1}},
			adv: []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DR, fails: routed, retreat 2 (15.2.1)", att: []Unit{inf("a1", "1212", 12, 3)}, defs: []Unit{def(inf("d1", "1112", 4, 3))},
			dice: []int{6, 5}, code: DR, units: []want{{id: "a1"}, {id: "d1", status: Routed, ret: 2}},
			adv: []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DR in town, defender holds: EX (10.1.1)",
			att:  []Unit{inf("a1", "1212", 8, 3), inf("a2", "1212", 8, 3)},
			defs: []Unit{with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.Terrain = "town" })},
			dice: []int{6, 2, 1}, code: EX,
			units: []want{{id: "a1", elim: true}, {id: "a2"}, {id: "d1", elim: true}},
			adv:   []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a2"}}}},
		{name: "DR in town, test failed: DR stands",
			att:  []Unit{inf("a1", "1212", 16, 3)},
			defs: []Unit{with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.Terrain = "town" })},
			dice: []int{6, 6, 3}, code: DR, units: []want{{id: "a1"}, {id: "d1", status: Disordered, ret: 1}},
			adv: []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DR in a fortified position without Cover: no test (10.5, 10.7)",
			att:  []Unit{inf("a1", "1212", 12, 3)},
			defs: []Unit{with(inf("d1", "1112", 4, 3), func(u *Unit) { u.Terrain = "fortified"; u.Order = ManeuverOrder })},
			dice: []int{6, 3}, code: DR, units: []want{{id: "a1"}, {id: "d1", status: Disordered, ret: 1}},
			adv: []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DR in town, defender declines the test",
			att:  []Unit{inf("a1", "1212", 16, 3)},
			defs: []Unit{with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.Terrain = "town" })},
			edit: func(a *Assault) { a.DeclineHold = true }, dice: []int{6, 3}, code: DR,
			units: []want{{id: "a1"}, {id: "d1", status: Disordered, ret: 1}},
			adv:   []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
		{name: "DE (12.8: reduced unit permanently; 11.1: stacked artillery)",
			att: []Unit{inf("a1", "1212", 24, 3)},
			defs: []Unit{with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.Reduced = true }),
				{ID: "g1", Hex: "1112", Type: Artillery, SP: 2, Order: DefenseOrder, NoReducedSide: true}},
			dice: []int{6}, code: DE,
			units: []want{{id: "a1"}, {id: "d1", elim: true, perm: true}, {id: "g1", elim: true, perm: true}},
			adv:   []Advance{{Side: AttackerSide, Hexes: []string{"1112"}, Units: []string{"a1"}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := simple(c.att, c.defs)
			if c.edit != nil {
				c.edit(&a)
			}
			res := mustResolve(t, a, roll(t, c.dice...))
			if res.Code != c.code {
				t.Fatalf("code %s, want %s: %s", res.Code, c.code, dump(res))
			}
			for _, w := range c.units {
				e := effectOf(t, res, w.id)
				ret := 0
				if w.elim && !w.perm {
					ret = 1
				}
				if e.Eliminated != w.elim || e.Permanent != w.perm || e.ReturnAfter != ret || e.Retreat != w.ret || e.Status != w.status {
					t.Errorf("%s: %+v, want %+v", w.id, e, w)
				}
				if (e.Eliminated || e.Retreat > 0 || e.Disorder > 0) && e.Why == "" {
					t.Errorf("%s: effect without a reason", w.id)
				}
			}
			if !advancesEqual(res.Effects.Advances, c.adv) {
				t.Errorf("advances %+v, want %+v", res.Effects.Advances, c.adv)
			}
		})
	}
}

func advancesEqual(a, b []Advance) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Side != b[i].Side || !slices.Equal(a[i].Hexes, b[i].Hexes) || !slices.Equal(a[i].Units, b[i].Units) || !slices.Equal(a[i].LeaderHexes, b[i].LeaderHexes) {
			return false
		}
	}
	return true
}

// 11.1: on AE the attacking hexes are emptied; artillery stacked there is
// lost (the engine applies it to artillery not in the assault).
func Test11_1_ArtilleryWithEliminatedAttackers(t *testing.T) {
	res := mustResolve(t, simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("d1", "1112", 10, 3))}), roll(t, 1))
	if res.Code != AE || len(res.Effects.ArtilleryLost) != 1 || res.Effects.ArtilleryLost[0] != "1212" {
		t.Errorf("%s artillery lost in %v", dump(res), res.Effects.ArtilleryLost)
	}
}

// 12.8: an eliminated full-strength unit out of command returns two turns
// later.
func Test12_8_OutOfCommand(t *testing.T) {
	d := with(def(inf("d1", "1112", 4, 3)), func(u *Unit) { u.OutOfCommand = true })
	res := mustResolve(t, simple([]Unit{inf("a1", "1212", 24, 3)}, []Unit{d}), roll(t, 6))
	if e := effectOf(t, res, "d1"); !e.Eliminated || e.Permanent || e.ReturnAfter != 2 {
		t.Errorf("%+v", e)
	}
}

// 12.5.4 EX: the players' choices of losses, and the defaults.
func Test12_5_4_ExchangeChoices(t *testing.T) {
	att := []Unit{inf("a1", "1212", 2, 2), inf("a2", "1212", 3, 3), inf("a3", "1211", 5, 3)}
	defs := []Unit{def(inf("d1", "1112", 1, 3)), def(inf("d2", "1112", 2, 3)), def(inf("d3", "1112", 4, 2)), def(inf("d4", "1112", 3, 4))}
	// Attacker efficiency 3 (8 SP), defender: 3 SP at 3, 4 at 2, 3 at 4:
	// efficiency 2. Odds 10-10 1-1, DRM +1: a 4 reads row 5, EX.
	cases := []struct {
		name       string
		loss       string
		defLosses  []string
		aRule      LossRule
		wantA      string
		wantD      []string
		wantNoteOf string
		checks     int
	}{
		{"defaults: fewest SP among efficiency >= 3; fewest SP covering", "", nil, LossWeakest, "a2", []string{"d4"}, "", 3},
		{"attacker chooses a3: 5 SP covered by d1+d3 (5 SP, first given)", "a3", nil, LossWeakest, "a3", []string{"d3", "d1"}, "", 2},
		{"attacker's rule strongest: a3, the most SP", "", nil, LossStrongest, "a3", []string{"d3", "d1"}, "", 2},
		{"a named unit beats the rule", "a2", nil, LossStrongest, "a2", []string{"d4"}, "", 3},
		{"a1 has efficiency 2 < 3: default used", "a1", nil, LossWeakest, "a2", []string{"d4"}, "a1 cannot be", 3},
		{"defender chooses d1 and d2", "", []string{"d1", "d2"}, LossWeakest, "a2", []string{"d1", "d2"}, "", 3},
		{"defender's choice too small: default", "", []string{"d1"}, LossWeakest, "a2", []string{"d4"}, "less than 3", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := simple(slices.Clone(att), slices.Clone(defs))
			a.ExchangeLoss, a.DefenderExchangeLosses, a.AttackerLossRule = c.loss, c.defLosses, c.aRule
			res, err := Resolve(a, tables(t), cycle(4))
			if err != nil {
				t.Fatal(err)
			}
			if res.Code != EX || res.AttackerEff.Value != 3 || res.DefenderEff.Value != 2 {
				t.Fatalf("%s", dump(res))
			}
			var gotA string
			var gotD []string
			for _, e := range res.Effects.Units {
				if e.Eliminated && e.Attacker {
					gotA = e.ID
				} else if e.Eliminated {
					gotD = append(gotD, e.ID)
				}
			}
			slices.Sort(gotD)
			wantD := slices.Clone(c.wantD)
			slices.Sort(wantD)
			if gotA != c.wantA || !slices.Equal(gotD, wantD) {
				t.Errorf("lost %s and %v, want %s and %v", gotA, gotD, c.wantA, wantD)
			}
			if c.wantNoteOf != "" && !strings.Contains(strings.Join(res.Notes, "|"), c.wantNoteOf) {
				t.Errorf("notes %v, want one about %q", res.Notes, c.wantNoteOf)
			}
			// Every other unit checked efficiency: one die per hex (13.1.2).
			if len(res.Checks) != c.checks {
				t.Errorf("%d efficiency checks, want %d (one per hex with units left)", len(res.Checks), c.checks)
			}
		})
	}
}

// 12.2.2: units under Advance orders check before attacking; those that
// fail do not attack, with no other penalty. One die per stack (13.1.2).
func Test12_2_2(t *testing.T) {
	adv := func(id, hex string, sp, eff int) Unit {
		return with(inf(id, hex, sp, eff), func(u *Unit) { u.Order = AdvanceOrder })
	}
	a := simple([]Unit{adv("a1", "1212", 4, 3), adv("a2", "1212", 4, 5), adv("a3", "1211", 4, 3)},
		[]Unit{def(inf("d1", "1112", 4, 3))})
	// 1212 rolls 4: a1 (3) fails, a2 (5) passes; 1211 rolls 2: a3 passes.
	r := roll(t, 4, 2, 1) // then CRT 1 at 2-1, +2 efficiency (5 - 3): NE
	res := mustResolve(t, a, r)
	if !slices.Equal(res.Attacking, []string{"a2", "a3"}) || res.AttackSP != 8 || len(res.PreShock) != 2 {
		t.Fatalf("attacking %v, %s", res.Attacking, dump(res))
	}
	if !strings.HasPrefix(r.rolls[0].Purpose, "assault on 1112: pre-shock efficiency check 1212 (a1, a2)") {
		t.Errorf("purpose %q", r.rolls[0].Purpose)
	}
	if e := effectOf(t, res, "a1"); e.Status != Good || e.Eliminated || e.Disorder != 0 {
		t.Errorf("a1 failed its pre-shock check and was penalised: %+v", e)
	}
	// Every unit fails: no assault.
	res = mustResolve(t, simple([]Unit{adv("a1", "1212", 4, 3)}, []Unit{def(inf("d1", "1112", 4, 3))}), roll(t, 6))
	if res.Code != NoAssault || res.Die != 0 || !res.Code.Valid() {
		t.Errorf("%s", dump(res))
	}
}

// 11.1.1: artillery attacked alone is eliminated if the enemy can advance.
func Test11_1_1(t *testing.T) {
	g := Unit{ID: "g1", Hex: "1112", Type: Artillery, SP: 3, Efficiency: 3, Order: DefenseOrder}
	res := mustResolve(t, simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{g}), roll(t))
	if res.Code != DE || res.Die != 0 || !effectOf(t, res, "g1").Eliminated {
		t.Errorf("%s", dump(res))
	}
	if len(res.Effects.Advances) != 1 || res.Effects.Advances[0].Side != AttackerSide {
		t.Errorf("advances %+v", res.Effects.Advances)
	}
}

// 12.7: who may advance. 12.7.1 disordered units and artillery may not;
// 12.7.3 a stack with a leader may advance whole.
func Test12_7(t *testing.T) {
	a := simple([]Unit{inf("a1", "1212", 6, 3), cav("a2", "1211", 6, 3)}, []Unit{def(inf("d1", "1112", 2, 3))})
	a.Leaders = []Leader{{Name: "Bianchi", Hex: "1212"}}
	res := mustResolve(t, a, roll(t, 6)) // 6-1, 6: DE
	if len(res.Effects.Advances) != 1 {
		t.Fatalf("advances %+v", res.Effects.Advances)
	}
	adv := res.Effects.Advances[0]
	if adv.Side != AttackerSide || !slices.Equal(adv.Units, []string{"a1", "a2"}) || !slices.Equal(adv.LeaderHexes, []string{"1212"}) {
		t.Errorf("%+v", adv)
	}
	// Disordered attackers (AD) vacate nothing; a disordered defender
	// cannot advance after AE.
	d := with(def(inf("d1", "1112", 10, 5)), func(u *Unit) { u.Status = Disordered })
	res = mustResolve(t, simple([]Unit{inf("a1", "1212", 3, 3)}, []Unit{d, def(inf("d2", "1112", 1, 3))}), roll(t, 1)) // 1-4, +2 -2: row 1, AE
	if res.Code != AE || len(res.Effects.Advances) != 1 || !slices.Equal(res.Effects.Advances[0].Units, []string{"d2"}) {
		t.Errorf("%s %+v", dump(res), res.Effects.Advances)
	}
}

// Inputs that break a rule are refused before any die is rolled.
func TestResolveRefuses(t *testing.T) {
	art := Unit{ID: "g1", Hex: "1212", Type: Artillery, SP: 2, Efficiency: 3, Order: AttackOrder}
	cases := []struct {
		name string
		a    Assault
		want string
	}{
		{"artillery attacks (11.0.1)", simple([]Unit{art}, []Unit{def(inf("d1", "1112", 2, 3))}), "11.0.1"},
		{"disordered attacker (15.1)", simple([]Unit{with(inf("a1", "1212", 2, 3), func(u *Unit) { u.Status = Disordered })}, []Unit{def(inf("d1", "1112", 2, 3))}), "15.1"},
		{"Defense order attacker (12.2)", simple([]Unit{def(inf("a1", "1212", 2, 3))}, []Unit{def(inf("d1", "1112", 2, 3))}), "12.2"},
		{"unit twice", simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("a1", "1112", 2, 3))}), "twice"},
		{"unknown terrain", simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{with(def(inf("d1", "1112", 2, 3)), func(u *Unit) { u.Terrain = "swamp" })}), "swamp"},
		{"no defenders", simple([]Unit{inf("a1", "1212", 2, 3)}, nil), "needs attackers"},
		{"leader modifier without the leader (12.4.4)", func() Assault {
			a := simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("d1", "1112", 2, 3))})
			a.AttackerLeader = "Murat"
			return a
		}(), "12.4.4"},
		{"charge with infantry (14.2.3)", simple([]Unit{with(cav("c1", "1212", 2, 3), func(u *Unit) { u.Charging = true }), inf("a1", "1211", 2, 3)}, []Unit{def(inf("d1", "1112", 2, 3))}), "14.2.3"},
		{"charge into woods (14.2)", simple([]Unit{with(cav("c1", "1212", 2, 3), func(u *Unit) { u.Charging = true })}, []Unit{with(def(inf("d1", "1112", 2, 3)), func(u *Unit) { u.Terrain = "woods" })}), "14.2"},
		{"unknown hexside", func() Assault {
			a := simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("d1", "1112", 2, 3))})
			a.Hexside = "river"
			return a
		}(), "river"},
		{"morale beyond 2 (13.3)", simple([]Unit{with(inf("a1", "1212", 2, 3), func(u *Unit) { u.Morale = 3 })}, []Unit{def(inf("d1", "1112", 2, 3))}), "13.3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Resolve(c.a, tables(t), roll(t))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Resolve: %v, want an error mentioning %q", err, c.want)
			}
		})
	}
}

// Roll purposes a player understands.
func TestRollPurposes(t *testing.T) {
	a := simple([]Unit{with(inf("a1", "1212", 12, 3), func(u *Unit) { u.Name = "2nd Line" })}, []Unit{def(inf("d1", "1112", 4, 3))})
	r := roll(t, 6, 2)
	res := mustResolve(t, a, r)
	want := []string{"assault on 1112: CRT", "assault on 1112: DR, defender efficiency check 1112 (d1)"}
	for i, w := range want {
		if r.rolls[i].Purpose != w {
			t.Errorf("roll %d: %q, want %q", i, r.rolls[i].Purpose, w)
		}
	}
	if !slices.Equal(res.Rolls, r.rolls) {
		t.Errorf("Result.Rolls %v, want %v", res.Rolls, r.rolls)
	}
}

// 12.5.4 EX: the defender's loss rules. Covering 4 SP with units of 2, 2
// and 5 SP: weakest loses the two 2s (4 SP), strongest the one 5.
func Test12_5_4_DefenderLossRules(t *testing.T) {
	elig := []Unit{inf("d1", "1112", 2, 3), inf("d2", "1112", 2, 3), inf("d3", "1113", 5, 3)}
	ids := func(us []Unit) []string {
		var out []string
		for _, u := range us {
			out = append(out, u.ID)
		}
		return out
	}
	if got := ids(defaultLosses(elig, 4, LossWeakest)); !slices.Equal(got, []string{"d1", "d2"}) {
		t.Errorf("weakest: %v, want d1 d2", got)
	}
	if got := ids(defaultLosses(elig, 4, LossStrongest)); !slices.Equal(got, []string{"d3"}) {
		t.Errorf("strongest: %v, want d3", got)
	}
}

// Test12_5_4_ExchangePreferenceList: a side's preference list of units
// to lose on EX (12.5.4, `standing ex-loss UNIT…`): the attacker loses
// the first eligible unit named; the defender the eligible units named,
// in order, until they cover the attacker's loss, the rest by his rule.
// Units not eligible are skipped.
func Test12_5_4_ExchangePreferenceList(t *testing.T) {
	att := []Unit{inf("a1", "1212", 2, 2), inf("a2", "1212", 3, 3), inf("a3", "1211", 5, 3)}
	defs := []Unit{def(inf("d1", "1112", 1, 3)), def(inf("d2", "1112", 2, 3)), def(inf("d3", "1112", 4, 2)), def(inf("d4", "1112", 3, 4))}
	cases := []struct {
		name         string
		aPrefs       []string
		dPrefs       []string
		aRule, dRule LossRule
		wantA        string
		wantD        []string
	}{
		{"a1 not eligible (efficiency 2 < 3): a3, the next named", []string{"a1", "a3"}, nil, LossWeakest, LossWeakest, "a3", []string{"d3", "d1"}},
		{"nothing eligible named: the rule (strongest)", []string{"a1", "zz"}, nil, LossStrongest, LossWeakest, "a3", []string{"d3", "d1"}},
		{"defender names d2, d1: 3 SP cover a2's 3", nil, []string{"d2", "d1", "d4"}, LossWeakest, LossWeakest, "a2", []string{"d2", "d1"}},
		{"defender names d1 only: 1 SP, the other 2 by the rule (d2)", nil, []string{"d1"}, LossWeakest, LossWeakest, "a2", []string{"d1", "d2"}},
		{"defender names d4 (efficiency 4 >= 2) after d9, not fighting", nil, []string{"d9", "d4"}, LossWeakest, LossStrongest, "a2", []string{"d4"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := simple(slices.Clone(att), slices.Clone(defs))
			a.AttackerLossPrefs, a.DefenderLossPrefs, a.AttackerLossRule, a.DefenderLossRule = c.aPrefs, c.dPrefs, c.aRule, c.dRule
			res, err := Resolve(a, tables(t), cycle(4))
			if err != nil {
				t.Fatal(err)
			}
			if res.Code != EX {
				t.Fatalf("%s", dump(res))
			}
			var gotA string
			var gotD []string
			for _, e := range res.Effects.Units {
				if e.Eliminated && e.Attacker {
					gotA = e.ID
				} else if e.Eliminated {
					gotD = append(gotD, e.ID)
				}
			}
			slices.Sort(gotD)
			wantD := slices.Clone(c.wantD)
			slices.Sort(wantD)
			if gotA != c.wantA || !slices.Equal(gotD, wantD) {
				t.Errorf("lost %s and %v, want %s and %v", gotA, gotD, c.wantA, wantD)
			}
		})
	}
}

// Test12_3_1_MiddleOfThreeWayTie: the rule's example, 2 SP at each of
// efficiency 2, 3 and 4: "he could have chosen any one value from 2 to
// 4"; the middle one, named, is used even under the lowest rule, and a
// value not tied falls back to the rule.
func Test12_3_1_MiddleOfThreeWayTie(t *testing.T) {
	tied := []Unit{inf("a", "1212", 2, 2), inf("b", "1212", 2, 3), inf("c", "1211", 2, 4)}
	for _, c := range []struct {
		named int
		rule  TieRule
		want  int
	}{{3, TieHighest, 3}, {3, TieLowest, 3}, {2, TieHighest, 2}, {5, TieLowest, 2}, {5, TieHighest, 0}} {
		if v := tieChoice(tied, c.named, c.rule, false); v != c.want {
			t.Errorf("named %d, rule %d: %d, want %d", c.named, c.rule, v, c.want)
		}
	}
	defs := []Unit{def(inf("d1", "1112", 6, 3))}
	a := simple(slices.Clone(tied), defs)
	a.AttackerTie = 3
	res, err := Resolve(a, tables(t), cycle(4))
	if err != nil {
		t.Fatal(err)
	}
	if res.AttackerEff.Value != 3 || !res.AttackerEff.Chosen {
		t.Errorf("attacker value %+v, want 3 chosen", res.AttackerEff)
	}
}
