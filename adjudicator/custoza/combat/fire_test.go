package combat

import (
	"errors"
	"testing"
)

func gun(id string, sp int) Unit { return Unit{ID: id, Type: Artillery, SP: sp, CV: 8, SV: 1} }

func fireAt(firers []Unit, rng int) FireInput {
	return FireInput{Edition: Custoza, Firers: firers, Targets: []Unit{inf("IR", 4, 8, 2)}, Range: rng, TargetTerrain: "clear", TargetHexStacking: 2}
}

func hasMod(ms []Modifier, rule string, v int) bool {
	for _, m := range ms {
		if m.Rule == rule && m.Value == v {
			return true
		}
	}
	return false
}

// 8.2's note: "Firing to a target at 4-5 hexes gives a -2 DRM if using the
// first column of the Fire table. No modification to a 1 hex range
// target, if using the last column of the table."
func Test8_2_NoteRangeAtTheTableEdges(t *testing.T) {
	tb := tables(t)
	for _, rng := range []int{4, 5} {
		res, err := tb.Fire(fireAt([]Unit{gun("B1", 1)}, rng), roll(t, 6, 6))
		if err != nil {
			t.Fatal(err)
		}
		if res.Column != "1" || !hasMod(res.DRMs, "8.2 note", -2) || res.Modified != 10 {
			t.Errorf("range %d on the first column: column %s, DRMs %v, modified %d\n%s", rng, res.Column, res.DRMs, res.Modified, res.Explain)
		}
	}
	// Off the first column the range shifts left and there is no -2.
	res, _ := tb.Fire(fireAt([]Unit{gun("B1", 3)}, 4), roll(t, 3, 4))
	if res.BaseColumn != "3" || res.Column != "2" || hasMod(res.DRMs, "8.2 note", -2) {
		t.Errorf("range 4 from column 3: %s -> %s, %v", res.BaseColumn, res.Column, res.DRMs)
	}
	// 1 hex on the last column: no modification at all.
	res, _ = tb.Fire(fireAt([]Unit{gun("B1", 9), gun("B2", 9)}, 1), roll(t, 3, 4))
	last := tb.Table(TableFire).Columns[len(tb.Table(TableFire).Columns)-1]
	if res.Column != last || res.Modified != 7 || len(res.DRMs) != 0 {
		t.Errorf("range 1 on the last column: column %s, DRMs %v, modified %d", res.Column, res.DRMs, res.Modified)
	}
	// 1 hex elsewhere shifts right.
	res, _ = tb.Fire(fireAt([]Unit{gun("B1", 4)}, 1), roll(t, 3, 4))
	if res.BaseColumn != "4" || res.Column != "5-6" {
		t.Errorf("range 1 from column 4: %s -> %s", res.BaseColumn, res.Column)
	}
}

// 8.6: the whole procedure, read back from the tables.
func Test8_6_Procedure(t *testing.T) {
	tb := tables(t)
	in := fireAt([]Unit{gun("B1", 2), {ID: "H1", Type: HorseArtillery, SP: 2, CV: 9, SV: 1}}, 2)
	in.Targets = []Unit{inf("IR", 4, 8, 3), inf("Jg", 2, 8, 1)}
	in.TargetTerrain = "village"
	in.TargetHexStacking = 4
	r := roll(t, 5, 6)
	res, err := tb.Fire(in, r)
	r.done()
	if err != nil {
		t.Fatal(err)
	}
	// 4 SP: column 4; village shifts -1: column 3; massed +1, CVM of B1 (CCV 8) 0: 11 + 1 = 12.
	if res.FiringSP != 4 || res.BaseColumn != "4" || res.Column != "3" || res.Modified != 12 {
		t.Fatalf("%+v\n%s", res, res.Explain)
	}
	want, _ := tb.Table(TableFire).Cell("12", "3")
	if res.Hit.String() != want {
		t.Fatalf("hit %s, table says %s", res.Hit, want)
	}
	if res.Hit.SP > 0 {
		if l, _ := res.Losses.Unit("IR"); l.SP != 1 {
			t.Errorf("the first SP from the biggest unit: %+v", res.Losses)
		}
	}
}

// 8.7: first SP from the biggest unit, owner's choice for ties and the
// rest, status loss to all units of the Force.
func Test8_7_LossAllocation(t *testing.T) {
	us := []Unit{inf("small", 2, 8, 1), inf("big", 3, 8, 3), inf("mid", 4, 8, 2)}
	l := ApplyHit("8.7", us, Hit{SP: 3, Levels: 1}, []string{"small", "mid"})
	want := map[string][2]int{"big": {1, 2}, "small": {2, 0}, "mid": {0, 4}}
	for id, w := range want {
		u, _ := l.Unit(id)
		if u.SP != w[0] || u.SPAfter != w[1] || u.After != Shaken {
			t.Errorf("%s: %+v, want -%d SP, %d left, Shaken", id, u, w[0], w[1])
		}
	}
	if u, _ := l.Unit("small"); !u.Eliminated {
		t.Error("a unit without SP is eliminated")
	}
	// Tied biggest units: the owner decides.
	tie := []Unit{inf("a", 3, 8, 2), inf("b", 3, 8, 2)}
	if u, _ := ApplyHit("8.7", tie, Hit{SP: 1}, []string{"b"}).Unit("b"); u.SP != 1 {
		t.Error("the owner picks among the tied biggest units")
	}
	// No preference: the biggest with SP left takes each SP.
	l = ApplyHit("8.7", []Unit{inf("a", 1, 8, 3), inf("b", 3, 8, 2)}, Hit{SP: 3}, nil)
	if u, _ := l.Unit("b"); u.SP != 2 {
		t.Errorf("default allocation: %+v", l.Units)
	}
	// More SP than the Force has.
	l = ApplyHit("8.7", []Unit{inf("a", 1, 8, 3)}, Hit{SP: 3}, nil)
	if u, _ := l.Unit("a"); !u.Eliminated || u.SP != 1 {
		t.Errorf("%+v", l.Units)
	}
}

// Goito 9.4.2: "With a result of 1S2 a unit has lost one Strength Point and
// the State of the unit gets worse of two levels." The stand-in Fire Table
// has such a cell.
func Test9_4_2_Goito1S2(t *testing.T) {
	h, err := ParseHit("1S2")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := ApplyHit("Goito 9.4.1", []Unit{inf("7 Cuneo", 4, 8, 3)}, h, nil).Unit("7 Cuneo")
	if u.SP != 1 || u.SPAfter != 3 || u.Levels != 2 || u.After != Disordered {
		t.Fatalf("%+v", u)
	}
	found := false
	for _, r := range tables(t).Table(TableFire).Rows {
		for _, c := range r.Cells {
			found = found || c == "1S2"
		}
	}
	if !found {
		t.Error("the stand-in Fire Table has no 1S2 result")
	}
}

// 8.8: Low Ammo after the first fire; each later try that GT rolls 1d6
// before firing, 1-2 Out of Ammo and no fire; Out of Ammo cannot fire and
// has a negative DRM in combat.
func Test8_8_Ammunition(t *testing.T) {
	tb := tables(t)
	first := gun("B1", 2)
	res, _ := tb.Fire(fireAt([]Unit{first}, 2), roll(t, 3, 3))
	if !res.Fired || res.Ammo[0].Die != 0 || !res.Ammo[0].LowAmmo {
		t.Fatalf("first fire: %+v", res.Ammo)
	}
	again := first
	again.LowAmmo = true
	r := roll(t, 2)
	res, _ = tb.Fire(fireAt([]Unit{again}, 2), r)
	r.done()
	if res.Fired || !res.Ammo[0].OutOfAmmo || res.Ammo[0].Die != 2 || len(res.Rolls) != 1 {
		t.Fatalf("a 2 before firing again: %+v", res)
	}
	res, _ = tb.Fire(fireAt([]Unit{again}, 2), roll(t, 3, 4, 4))
	if !res.Fired || res.Ammo[0].OutOfAmmo {
		t.Fatalf("a 3 before firing again: %+v", res.Ammo)
	}
	out := again
	out.OutOfAmmo = true
	r = roll(t)
	res, _ = tb.Fire(fireAt([]Unit{out}, 2), r)
	if res.Fired || len(res.Rolls) != 0 {
		t.Fatalf("Out of Ammo fired: %+v", res)
	}
	// In a Force only the units with ammunition fire.
	res, _ = tb.Fire(fireAt([]Unit{out, gun("B2", 3)}, 2), roll(t, 3, 4))
	if res.FiringSP != 3 {
		t.Errorf("firing SP %d, want 3", res.FiringSP)
	}
	// The negative DRM in combat.
	att := inf("IR", 4, 8, 2)
	att.OutOfAmmo = true
	a, err := tb.ResolveAssaultTable(AssaultInput{Attackers: []Unit{att}, Defenders: []Unit{inf("D", 4, 8, 2)}}, roll(t, 3, 4))
	if err != nil || !hasMod(a.DRMs, "10.4 step 3, 8.8", -1) {
		t.Errorf("Out of Ammo attacker: %v %v", a.DRMs, err)
	}
}

func TestFireNotAllowed(t *testing.T) {
	tb := tables(t)
	li := inf("IR", 4, 8, 2)
	cav := Unit{ID: "H", Type: Cavalry, SP: 3, CV: 8, SV: 2}
	cases := map[string]FireInput{
		"cavalry (8.3)":              fireAt([]Unit{cav}, 1),
		"line infantry action (8.3)": fireAt([]Unit{li}, 1),
		"infantry range 2 (8.2.1)":   {Firers: []Unit{li}, Targets: []Unit{li}, Range: 2, Reaction: true},
		"artillery range 6 (8.2)":    fireAt([]Unit{gun("B", 2)}, 6),
		"mixed Force (8.4)":          fireAt([]Unit{gun("B", 2), {ID: "J", Type: LightInfantry, SP: 2, CV: 8, SV: 1}}, 1),
		"night (22.4)":               {Firers: []Unit{gun("B", 2)}, Targets: []Unit{li}, Range: 2, Period: Night},
		"dawn LoS (22.4)":            {Firers: []Unit{gun("B", 2)}, Targets: []Unit{li}, Range: 4, Period: Dawn},
		"mixed target (8.1)":         {Firers: []Unit{gun("B", 2)}, Targets: []Unit{li, gun("C", 1)}, Range: 2},
	}
	for name, in := range cases {
		r := roll(t)
		if _, err := tb.Fire(in, r); !errors.Is(err, ErrNoFire) || len(r.rolls) != 0 {
			t.Errorf("%s: %v, rolls %v", name, err, r.rolls)
		}
	}
	li.Type = LightInfantry
	if _, err := tb.Fire(FireInput{Firers: []Unit{li}, Targets: []Unit{inf("T", 2, 8, 1)}, Range: 1}, roll(t, 1, 1)); err != nil {
		t.Errorf("light infantry fires as an action (8.1): %v", err)
	}
}
