package combat

import (
	"strings"
	"testing"
)

// Stand-in Bombardment Table, by row (modified roll) and column (value):
// an index row+column (row <=0 is 0, row 1 is 1; column 1 is 0) reads NE
// up to 6, D from 7 to 9, R from 10.

func bomb(guns ...Gun) Bombardment {
	return Bombardment{Guns: guns, Target: "1112", Range: 1, LOS: true,
		Units: []Unit{def(inf("d1", "1112", 4, 3))}}
}

func gun(id string, sp int) Gun { return Gun{ID: id, Hex: "1510", SP: sp} }

// 11.4.1: guns stacked in one hex combine their values; guns in different
// hexes roll separately.
func Test11_4_1(t *testing.T) {
	r := roll(t, 4)
	res, err := Bombard(bomb(gun("g1", 2), with2(gun("g2", 1), "Eckhardt 6 Pdr Bty.")), tables(t), r)
	if err != nil {
		t.Fatal(err)
	}
	r.done()
	if res.Value != 3 || res.Column != "3" {
		t.Errorf("value %d column %s", res.Value, res.Column)
	}
	if r.rolls[0].Purpose != "bombardment of 1112 by g1 + Eckhardt 6 Pdr Bty.: Bombardment Table" {
		t.Errorf("purpose %q", r.rolls[0].Purpose)
	}
	other := gun("g3", 2)
	other.Hex = "1511"
	if _, err := Bombard(bomb(gun("g1", 2), other), tables(t), roll(t)); err == nil || !strings.Contains(err.Error(), "11.4.1") {
		t.Errorf("guns in two hexes: %v", err)
	}
	// Values above the last column use the open column.
	res, _ = Bombard(bomb(gun("g1", 5), gun("g2", 4)), tables(t), cycle(1))
	if res.Column != ">=8" {
		t.Errorf("value 9: column %s", res.Column)
	}
}

func with2(g Gun, name string) Gun { g.Name = name; return g }

// 11.4.3: the die, the range, density and terrain modifiers, the result.
func Test11_4_3(t *testing.T) {
	woods := func(u Unit) Unit { u.Terrain = "woods"; return u }
	cases := []struct {
		name  string
		edit  func(*Bombardment)
		die   int
		mods  int
		code  BombardCode
		rules []string
	}{
		{"range 1, 4 SP in clear: +1", nil, 3, 1, BNone, []string{"11.2"}},
		{"a 4 at range 1: D", nil, 4, 1, BDisrupt, []string{"11.2"}},
		{"range 2: no modifier", func(b *Bombardment) { b.Range = 2 }, 4, 0, BNone, nil},
		{"density <= 2: -1", func(b *Bombardment) { b.Units[0].SP = 2 }, 4, 0, BNone, []string{"11.2", "11.4.3"}},
		{"density >= 6: +1", func(b *Bombardment) { b.Units[0].SP = 6 }, 4, 2, BDisrupt, []string{"11.2", "11.4.3"}},
		{"woods in Cover: -1", func(b *Bombardment) { b.Units[0] = woods(b.Units[0]) }, 4, 0, BNone, []string{"11.2", "11.4.3 TEC"}},
		{"woods without Cover: no effect (10.7)", func(b *Bombardment) {
			b.Units[0] = woods(b.Units[0])
			b.Units[0].Order = AttackOrder
		}, 5, 1, BDisrupt, []string{"11.2"}},
		{"11.0.1: artillery does not count for density", func(b *Bombardment) {
			b.Units = append(b.Units, Unit{ID: "ga", Hex: "1112", Type: Artillery, SP: 4, Order: DefenseOrder})
		}, 3, 1, BNone, []string{"11.2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := bomb(gun("g1", 3))
			b.Units = append([]Unit(nil), b.Units...)
			if c.edit != nil {
				c.edit(&b)
			}
			r := roll(t, c.die)
			res, err := Bombard(b, tables(t), r)
			if err != nil {
				t.Fatal(err)
			}
			r.done()
			if res.Die != c.die || res.Modified != c.die+c.mods || res.Code != c.code {
				t.Errorf("die %d modified %d code %s mods %v", res.Die, res.Modified, res.Code, res.Modifiers)
			}
			if len(res.Modifiers) != len(c.rules) {
				t.Fatalf("modifiers %v, want rules %v", res.Modifiers, c.rules)
			}
			for i, m := range res.Modifiers {
				if m.Rule != c.rules[i] || m.Source == "" {
					t.Errorf("modifier %d: %v, want rule %s", i, m, c.rules[i])
				}
			}
		})
	}
}

// 11.1, 15.2.1: R retreats every combat unit one hex with a level of
// disorder; stacked artillery may retreat or stay.
func Test11_1_BombardmentRetreat(t *testing.T) {
	b := bomb(gun("g1", 4), gun("g2", 3))
	b.Units = []Unit{def(inf("d1", "1112", 4, 3)), with(def(inf("d2", "1112", 2, 3)), func(u *Unit) { u.Status = Disordered }),
		{ID: "ga", Hex: "1112", Type: Artillery, SP: 2, Order: DefenseOrder}}
	res, err := Bombard(b, tables(t), roll(t, 4)) // column 7, 4+1: R
	if err != nil {
		t.Fatal(err)
	}
	if res.Code != BRetreat || !res.ArtilleryMayRetreat || len(res.Effects) != 2 {
		t.Fatalf("%+v", res)
	}
	if e := res.Effects[0]; e.Retreat != 1 || e.Status != Disordered {
		t.Errorf("d1 %+v", e)
	}
	if e := res.Effects[1]; e.Retreat != 2 || e.Status != Routed {
		t.Errorf("d2 %+v, want routed, 2 hexes (15.1.1, 15.2.1)", e)
	}
}

// What bombardment refuses: 11.2 range, 11.3 LoS, 17.1 twilight, 3.1
// moved artillery, 11.4.3 a hex with only artillery.
func Test11_2_BombardRefuses(t *testing.T) {
	cases := []struct {
		name string
		edit func(*Bombardment)
		want string
	}{
		{"11.2: range 3", func(b *Bombardment) { b.Range = 3 }, "11.2"},
		{"17.1: range 2 in the twilight turn", func(b *Bombardment) { b.Range = 2; b.Twilight = true }, "17.1"},
		{"11.3: no line of sight", func(b *Bombardment) { b.LOS = false }, "11.3"},
		{"3.1: moved artillery", func(b *Bombardment) { b.Guns[0].Moved = true }, "3.1"},
		{"11.4.3: only artillery in the target", func(b *Bombardment) {
			b.Units = []Unit{{ID: "ga", Hex: "1112", Type: Artillery, SP: 2, Order: DefenseOrder}}
		}, "11.4.3"},
		{"no guns", func(b *Bombardment) { b.Guns = nil }, "no artillery"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := bomb(gun("g1", 3))
			c.edit(&b)
			if _, err := Bombard(b, tables(t), roll(t)); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v, want an error citing %s", err, c.want)
			}
		})
	}
	b := bomb(gun("g1", 3))
	b.Range, b.Twilight = 1, true
	if _, err := Bombard(b, tables(t), cycle(2)); err != nil {
		t.Errorf("range 1 in twilight: %v", err)
	}
}

// 11.4.4: defensive bombardment of the attacking hex, same table.
func Test11_4_4(t *testing.T) {
	b := bomb(gun("g1", 3))
	b.Target, b.Defensive = "1212", true
	b.Units = []Unit{inf("a1", "1212", 4, 3)}
	r := roll(t, 5)
	res, err := Bombard(b, tables(t), r)
	if err != nil {
		t.Fatal(err)
	}
	if res.Code != BDisrupt || !strings.HasPrefix(r.rolls[0].Purpose, "defensive bombardment of 1212") {
		t.Errorf("%+v %q", res, r.rolls[0].Purpose)
	}
	if e := res.Effects[0]; e.Status != Disordered {
		t.Errorf("%+v: a disordered attacker can no longer attack (15.1)", e)
	}
}

// 4.4.1: an unmodified 6 in a bombardment with a leader in the target hex.
func Test4_4_1_Bombardment(t *testing.T) {
	b := bomb(gun("g1", 1))
	b.Leaders = []string{"Bianchi"}
	res, err := Bombard(b, tables(t), roll(t, 6, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.LeaderTests) != 1 || !res.LeaderTests[0].Lost || len(res.Rolls) != 2 {
		t.Errorf("%+v", res.LeaderTests)
	}
	res, _ = Bombard(b, tables(t), roll(t, 5))
	if len(res.LeaderTests) != 0 {
		t.Errorf("test on a 5: %+v", res.LeaderTests)
	}
}
