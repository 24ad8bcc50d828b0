package combat

import "testing"

// Each DRM of 12.5.2, alone, with its rule and sign.
func Test12_5_2_EachModifier(t *testing.T) {
	base := func() Assault {
		return Assault{Target: "1112",
			Attackers: []Unit{inf("a1", "1212", 4, 3)},
			Defenders: []Unit{def(inf("d1", "1112", 4, 3))},
			Leaders:   []Leader{{Name: "Murat", Hex: "1212"}, {Name: "Bianchi", Hex: "1112", Defending: true}},
		}
	}
	cases := []struct {
		name string
		edit func(*Assault)
		rule string
		want int
	}{
		{"1 disorder (15.1)", func(a *Assault) { a.Defenders[0].Status = Disordered }, "12.5.2(1) 15.1", 2},
		{"1 routed counts as disordered", func(a *Assault) { a.Defenders[0].Status = Routed }, "12.5.2(1) 15.1", 2},
		{"2 efficiency difference +", func(a *Assault) { a.Attackers[0].Efficiency = 5 }, "12.5.2(2) 12.3.2", 2},
		{"2 efficiency difference -", func(a *Assault) { a.Defenders[0].Efficiency = 4 }, "12.5.2(2) 12.3.2", -1},
		{"3 attacker leader (12.4.4)", func(a *Assault) { a.AttackerLeader = "Murat" }, "12.5.2(3) 12.4.4", 1},
		{"3 defender leader (12.4.4)", func(a *Assault) { a.DefenderLeader = "Bianchi" }, "12.5.2(3) 12.4.4", -1},
		{"4 above 6-1 (12.4.3)", func(a *Assault) { a.Attackers[0].SP = 28 }, "12.5.2(4) 12.4.3", 1},
		{"5 Neapolitan morale (13.3)", func(a *Assault) { a.Defenders[0].Morale = 1 }, "12.5.2(5) 13.3", -1},
		{"6 terrain (TEC)", func(a *Assault) { a.Defenders[0].Terrain = "woods" }, "12.5.2(6) TEC", -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := base()
			c.edit(&a)
			res, err := Resolve(a, tables(t), cycle(3))
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Modifiers) != 1 || res.Modifiers[0].Rule != c.rule || res.Modifiers[0].Value != c.want || res.Modifiers[0].Source == "" {
				t.Fatalf("modifiers %v, want only %+d from %s", res.Modifiers, c.want, c.rule)
			}
			if res.CappedDRM != c.want || res.Modified != res.Die+c.want {
				t.Errorf("%s", dump(res))
			}
		})
	}
	// No modifier: an empty list.
	res, err := Resolve(base(), tables(t), cycle(3))
	if err != nil || len(res.Modifiers) != 0 || res.CappedDRM != 0 {
		t.Errorf("plain assault: %v %v", res.Modifiers, err)
	}
	// Both leaders cancel out but are both listed.
	a := base()
	a.AttackerLeader, a.DefenderLeader = "Murat", "Bianchi"
	res, _ = Resolve(a, tables(t), cycle(3))
	if len(res.Modifiers) != 2 || res.CappedDRM != 0 {
		t.Errorf("two leaders: %v", res.Modifiers)
	}
}

// 12.5.2: the DRM cannot be higher than +4 or lower than -4.
func Test12_5_2(t *testing.T) {
	for in, want := range map[int]int{-9: -4, -5: -4, -4: -4, 0: 0, 3: 3, 4: 4, 5: 4, 8: 4} {
		if got := CapDRM(in); got != want {
			t.Errorf("CapDRM(%d) = %d, want %d", in, got, want)
		}
	}
	// +2 disorder, +2 efficiency (5 - 3), +1 leader, +1 above 6-1 = +6,
	// capped at +4: a 1 on the 6-1 column reads row 5.
	a := Assault{Target: "1112",
		Attackers:      []Unit{inf("a1", "1212", 14, 5)},
		Defenders:      []Unit{with(def(inf("d1", "1112", 2, 3)), func(u *Unit) { u.Status = Disordered })},
		Leaders:        []Leader{{Name: "Murat", Hex: "1212"}},
		AttackerLeader: "Murat",
	}
	res := mustResolve(t, a, roll(t, 2)) // 2+4 = 6 at 6-1: DE
	if res.DRM != 6 || res.CappedDRM != 4 || res.Modified != 6 || res.Row != "6" || res.Code != DE {
		t.Errorf("%s", dump(res))
	}
	if len(res.Notes) == 0 || res.Notes[0] != "12.5.2: DRM +6 capped at +4" {
		t.Errorf("notes %v", res.Notes)
	}
}

// cycle is a roller that always returns the same value, for tests that
// do not care how many dice are rolled.
type cycle int

func (c cycle) Roll(int, string) int { return int(c) }
