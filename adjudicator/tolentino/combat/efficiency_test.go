package combat

import (
	"slices"
	"testing"
)

// 12.3.1 example: 2 SP with efficiency 2, 3 SP with 3 and 2 SP with 4:
// the value is 3. With 2 SP at each value the attacker may choose any
// value from 2 to 4.
func Test12_3_1(t *testing.T) {
	units := []Unit{inf("a", "1212", 2, 2), inf("b", "1212", 3, 3), inf("c", "1211", 2, 4)}
	ev := Efficiency(units, 0, false)
	if ev.Value != 3 || ev.Tied != nil {
		t.Errorf("example: %+v, want 3 with no tie", ev)
	}
	tied := []Unit{inf("a", "1212", 2, 2), inf("b", "1212", 2, 3), inf("c", "1211", 2, 4)}
	for _, choice := range []int{2, 3, 4} {
		ev := Efficiency(tied, choice, false)
		if ev.Value != choice || !ev.Chosen || !slices.Equal(ev.Tied, []int{4, 3, 2}) {
			t.Errorf("tie, choice %d: %+v", choice, ev)
		}
	}
	if ev := Efficiency(tied, 0, false); ev.Value != 4 || ev.Chosen {
		t.Errorf("tie, no choice: %+v, want the default, the highest (4)", ev)
	}
	if v := tieChoice(tied, 0, TieLowest, false); v != 2 {
		t.Errorf("tie, rule lowest: %d, want 2", v)
	}
	if v := tieChoice(tied, 3, TieLowest, false); v != 3 {
		t.Errorf("tie, named 3 with rule lowest: %d, want 3", v)
	}
	if ev := Efficiency(tied, 5, false); ev.Value != 4 || ev.Chosen {
		t.Errorf("tie, choice 5 not tied: %+v, want the default 4", ev)
	}
	// Artillery does not count (11.0.1).
	withArt := append(slices.Clone(units), Unit{ID: "g", Hex: "1212", Type: Artillery, SP: 9, Efficiency: 5})
	if ev := Efficiency(withArt, 0, false); ev.Value != 3 {
		t.Errorf("with artillery: %+v", ev)
	}
	// Through Resolve: the tie choice reaches the DRM (12.3.2).
	a := simple(tied, []Unit{def(inf("d1", "1112", 2, 3))})
	a.AttackerTie = 2
	res := mustResolve(t, a, roll(t, 2))
	if res.AttackerEff.Value != 2 || res.DefenderEff.Value != 3 || res.CappedDRM != -1 {
		t.Errorf("tie choice 2 against 3: %s", dump(res))
	}
	a.AttackerTie, a.AttackerTieRule = 0, TieLowest
	if res := mustResolve(t, a, roll(t, 2)); res.AttackerEff.Value != 2 || !res.AttackerEff.Chosen {
		t.Errorf("tie rule lowest: %s", dump(res))
	}
}

// 13.3 with 12.3: the morale counter changes the unit's efficiency (never
// below 1); the report shows it as DRM item 5, next to the printed
// efficiency difference.
func Test13_3_MoraleInCombat(t *testing.T) {
	up := with(inf("a1", "1212", 4, 3), func(u *Unit) { u.Morale = 2 })
	a := simple([]Unit{up}, []Unit{def(inf("d1", "1112", 4, 3))})
	res := mustResolve(t, a, roll(t, 2)) // 1-1, 2+2 = 4: NE
	if res.AttackerEff.Value != 5 || res.CappedDRM != 2 {
		t.Fatalf("%s", dump(res))
	}
	if len(res.Modifiers) != 1 || res.Modifiers[0].Rule != "12.5.2(5) 13.3" || res.Modifiers[0].Value != 2 {
		t.Errorf("modifiers %v, want only Neapolitan morale +2", res.Modifiers)
	}
	down := with(inf("d1", "1112", 4, 1), func(u *Unit) { u.Morale = -2 })
	if got := down.EffectiveEfficiency(); got != 1 {
		t.Errorf("efficiency 1 with morale -2 = %d, want 1 (13.3: never below one)", got)
	}
}
