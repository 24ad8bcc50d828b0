package combat

import "testing"

// 12.5.1 example: 13 SP attack 4: 3.25 to 1, rounded in favour of the
// defender: 3 to 1.
func Test12_5_1(t *testing.T) {
	r, err := Odds(13, 4)
	if err != nil || r.String() != "3-1" {
		t.Fatalf("Odds(13, 4) = %v, %v; want 3-1", r, err)
	}
	// The same through Resolve: three units in two hexes against one hex
	// (12.4.1 multi-unit, multi-hex totals).
	a := simple([]Unit{inf("a1", "1212", 6, 3), inf("a2", "1212", 3, 3), inf("a3", "1211", 4, 3)},
		[]Unit{def(inf("d1", "1112", 4, 3))})
	res := mustResolve(t, a, roll(t, 2)) // NE
	if res.AttackSP != 13 || res.DefenseSP != 4 || res.Odds.String() != "3-1" || res.Column.Key != "3-1" {
		t.Errorf("13 vs 4: %s", dump(res))
	}
}

func TestOddsRounding(t *testing.T) {
	cases := []struct {
		a, d int
		want string
	}{
		{13, 4, "3-1"}, {4, 13, "1-4"}, {5, 5, "1-1"}, {9, 5, "1-1"}, {10, 5, "2-1"},
		{5, 9, "1-2"}, {5, 10, "1-2"}, {5, 11, "1-3"}, {1, 5, "1-5"}, {1, 6, "1-6"},
		{2, 11, "1-6"}, {24, 4, "6-1"}, {27, 4, "6-1"}, {32, 4, "8-1"}, {1, 1, "1-1"},
	}
	for _, c := range cases {
		r, err := Odds(c.a, c.d)
		if err != nil || r.String() != c.want {
			t.Errorf("Odds(%d, %d) = %v, %v; want %s (12.5.1: always in favour of the defender)", c.a, c.d, r, err, c.want)
		}
		if got := RatioAt(r.Level()); got != r {
			t.Errorf("RatioAt(Level(%v)) = %v", r, got)
		}
	}
	if _, err := Odds(0, 3); err == nil {
		t.Error("Odds(0, 3) succeeded")
	}
	if _, err := Odds(3, 0); err == nil {
		t.Error("Odds(3, 0) succeeded")
	}
}

// 12.4.3: 8-1 is resolved on the 6-1 column with +2 to the die.
func Test12_4_3(t *testing.T) {
	c := ColumnFor(Ratio{8, 1}, 0)
	if c.Key != "6-1" || c.Extra != 2 || c.AutoAE {
		t.Fatalf("8-1: %+v, want the 6-1 column with +2", c)
	}
	a := simple([]Unit{inf("a1", "1212", 16, 3)}, []Unit{def(inf("d1", "1112", 2, 3))})
	res := mustResolve(t, a, roll(t, 1, 2)) // 1+2 on 6-1: DR; d1 passes its check
	if res.Odds.String() != "8-1" || res.Column.Key != "6-1" || res.CappedDRM != 2 || res.Modified != 3 {
		t.Errorf("16 vs 2: %s", dump(res))
	}
	if len(res.Modifiers) != 1 || res.Modifiers[0].Rule != "12.5.2(4) 12.4.3" || res.Modifiers[0].Value != 2 {
		t.Errorf("modifiers %v, want only +2 from 12.4.3", res.Modifiers)
	}
	// A terrain shift counts first: 8-1 with 1L is 7-1, the 6-1 column +1.
	if c := ColumnFor(Ratio{8, 1}, 1); c.Key != "6-1" || c.Extra != 1 || c.Executed.String() != "7-1" {
		t.Errorf("8-1 with 1L: %+v", c)
	}
}

// 12.4.2: attacks executed at worse than 1-5 are automatically AE (no die).
func Test12_4_2(t *testing.T) {
	if c := ColumnFor(Ratio{1, 6}, 0); !c.AutoAE || c.Key != "" {
		t.Errorf("1-6: %+v, want automatic AE", c)
	}
	if c := ColumnFor(Ratio{1, 5}, 0); c.AutoAE || c.Key != "1-5" {
		t.Errorf("1-5: %+v, want the 1-5 column", c)
	}
	// Declared at 1-5 (2 + 1 against 15), but the Advance-order unit fails
	// its pre-shock check (12.2.2): executed at 1-8, automatically AE.
	adv := with(inf("a2", "1211", 1, 2), func(u *Unit) { u.Order = AdvanceOrder })
	a := simple([]Unit{inf("a1", "1212", 2, 3), adv}, []Unit{def(inf("d1", "1112", 15, 3))})
	if col, err := DeclaredOdds(a, tables(t)); err != nil || col.Key != "1-5" {
		t.Fatalf("DeclaredOdds: %+v, %v; want 1-5", col, err)
	}
	res := mustResolve(t, a, roll(t, 4)) // the pre-shock die only
	if res.Code != AE || res.Die != 0 || !res.Column.AutoAE || res.Column.Executed.String() != "1-8" {
		t.Errorf("diversionary attack gone wrong: %s", dump(res))
	}
	if e := effectOf(t, res, "a1"); !e.Eliminated {
		t.Errorf("a1: %+v, want eliminated", e)
	}
	if e := effectOf(t, res, "a2"); e.Eliminated {
		t.Errorf("a2 did not attack (12.2.2) but was eliminated: %+v", e)
	}
	// Declaring worse than 1-5 is forbidden.
	if _, err := DeclaredOdds(simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("d1", "1112", 11, 3))}), tables(t)); err == nil {
		t.Error("declared a 1-6 attack")
	}
}

// 1.4, 10.6, 5.1.4: cavalry halved in woods, the side's halves added and
// rounded to the nearest whole number, halves up.
func Test10_6_CavalryHalvedInWoods(t *testing.T) {
	woods := func(u Unit) Unit { u.Terrain = "woods"; return u }
	cases := []struct {
		name string
		defs []Unit
		want int
	}{
		{"one 3 SP cavalry: 1.5 rounds to 2", []Unit{def(woods(cav("d1", "1112", 3, 3)))}, 2},
		{"two 3 SP cavalry: 3", []Unit{def(woods(cav("d1", "1112", 3, 3))), def(woods(cav("d2", "1112", 3, 3)))}, 3},
		{"infantry is not halved", []Unit{def(woods(inf("d1", "1112", 3, 3)))}, 3},
		{"5.1.4: Maneuver order keeps full SP", []Unit{with(woods(cav("d1", "1112", 3, 3)), func(u *Unit) { u.Order = ManeuverOrder })}, 3},
		{"cavalry in clear is not halved", []Unit{def(cav("d1", "1112", 3, 3))}, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _ := sideStrength(c.defs, "", tables(t))
			if got != c.want {
				t.Errorf("strength %d, want %d", got, c.want)
			}
		})
	}
	// Attacking cavalry fighting into woods is halved too.
	got, lines := sideStrength([]Unit{cav("a1", "1212", 4, 3)}, "woods", tables(t))
	if got != 2 || lines[0].Factor != "/2" {
		t.Errorf("cavalry attacking woods: %d %v", got, lines)
	}
}

// 10.3.1 / 10.4.2: 1L when every unit assaults through a stream or bridge.
func Test10_3_1_StreamShift(t *testing.T) {
	for _, hs := range []string{"stream", "bridge"} {
		a := simple([]Unit{inf("a1", "1212", 6, 3)}, []Unit{def(inf("d1", "1112", 2, 3))})
		a.Hexside = hs
		res := mustResolve(t, a, roll(t, 3))
		if res.Odds.String() != "3-1" || res.Column.Key != "2-1" || len(res.Shifts) != 1 {
			t.Errorf("%s: %s shifts %v", hs, dump(res), res.Shifts)
		}
	}
}

// 10.5, 10.5.4, 10.7: a fortified position gives its shift only in Cover,
// and only 1L to cavalry.
func Test10_5_4_FortifiedShift(t *testing.T) {
	fort := func(u Unit) Unit { u.Terrain = "fortified"; return u }
	cases := []struct {
		name string
		d    Unit
		col  string
	}{
		{"infantry in Cover: 2L", def(fort(inf("d1", "1112", 2, 3))), "1-1"},
		{"cavalry in Cover: only 1L (10.5.4)", def(fort(cav("d1", "1112", 2, 3))), "2-1"},
		{"not in Cover: no shift (10.5, 10.7)", fort(inf("d1", "1112", 2, 3)), "3-1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := mustResolve(t, simple([]Unit{inf("a1", "1212", 6, 3)}, []Unit{c.d}), roll(t, 3))
			if res.Column.Key != c.col {
				t.Errorf("column %s, want %s: %s", res.Column.Key, c.col, dump(res))
			}
		})
	}
}

// Multi-hex defence: the terrain most favourable to the defender counts.
func Test12_4_1_MultiHexTerrain(t *testing.T) {
	town := def(with(inf("d2", "1113", 2, 3), func(u *Unit) { u.Terrain = "town" }))
	a := simple([]Unit{inf("a1", "1212", 12, 3)}, []Unit{def(inf("d1", "1112", 2, 3)), town})
	res := mustResolve(t, a, roll(t, 3))
	if res.Odds.String() != "3-1" || res.Column.Key != "2-1" || res.Terrain != "town" {
		t.Errorf("%s terrain %s", dump(res), res.Terrain)
	}
}
