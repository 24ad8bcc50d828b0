package combat

import "testing"

// 10.5: "1. Not into an enemy ZoR 2. Not in violation of Stacking Limits
// 3. The hex with the lowest Movement Cost".
func Test10_5_RetreatPriorities(t *testing.T) {
	c := []RetreatCandidate{
		{Hex: "0101", EnemyZoR: true, MPCost: 1},
		{Hex: "0102", OverStacked: true, MPCost: 1},
		{Hex: "0103", MPCost: 2},
		{Hex: "0104", MPCost: 3},
		{Hex: "0105", Blocked: "enemy Force", MPCost: 1},
	}
	if ch := ChooseRetreatHex(Custoza, c, nil); ch.Hex != "0103" || ch.Continue || ch.Eliminated {
		t.Errorf("%+v", ch)
	}
	if ch := ChooseRetreatHex(Custoza, c[:2], nil); ch.Hex != "0102" || !ch.Continue {
		t.Errorf("10.5.2: over-stacked beats an enemy ZoR and retreats on: %+v", ch)
	}
	eq := []RetreatCandidate{{Hex: "a", MPCost: 1}, {Hex: "b", MPCost: 1}}
	if ch := ChooseRetreatHex(Custoza, eq, []string{"b"}); ch.Hex != "b" {
		t.Errorf("the owner picks among equals: %+v", ch)
	}
}

// 10.5.1: a Force that must retreat and cannot is permanently eliminated.
func Test10_5_1_CannotRetreat(t *testing.T) {
	ch := ChooseRetreatHex(Custoza, []RetreatCandidate{{Hex: "a", Blocked: "Assault marker"}}, nil)
	if !ch.Eliminated {
		t.Fatalf("%+v", ch)
	}
	if ch := ChooseRetreatHex(Goito, nil, nil); !ch.Eliminated {
		t.Fatalf("%+v", ch)
	}
}

// 22.2.2: through a Mincio bridge costs one more level; into it, one more hex.
func Test22_2_2_MincioBridge(t *testing.T) {
	ch := ChooseRetreatHex(Custoza, []RetreatCandidate{{Hex: "b", MincioBridge: true, MPCost: 1}}, nil)
	if !ch.Continue || ch.ExtraLevels != 1 {
		t.Fatalf("%+v", ch)
	}
}

// 22.4: night forbids fire, attacks and entering EZoRs; dawn and twilight
// limit the line of sight to 3 hexes.
func Test22_4_Periods(t *testing.T) {
	if Night.FireAllowed() || Night.AttacksAllowed() || Night.EnterEZoRAllowed() || !Day.FireAllowed() {
		t.Error("night")
	}
	if Dawn.MaxLoS() != 3 || Twilight.MaxLoS() != 3 || Day.MaxLoS() != 0 {
		t.Error("dawn and twilight LoS")
	}
	if _, err := parsePeriod("dusk"); err == nil {
		t.Error("dusk")
	}
}
