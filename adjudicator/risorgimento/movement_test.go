package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 5.21, 5.22: a road costs the road rate only from a connecting road hex;
// a trail halves the hex-type cost, rounding down, not elevation costs;
// the railroad is a trail.
func Test5_21_5_22_RoadsTrails(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1010"), hx(t, "1011")
	m.SetHex(b, HexTerrain{Kind: HeavyCult, Level: 1})
	off := EntryCost(m, tb, ClassInf, a, b)
	if off.Hex != hexmap.MPs(3) || off.Side != hexmap.MPs(1) {
		t.Errorf("off road: %+v, want 3 + gradual 1", off)
	}
	for _, w := range []Way{Trail, Railroad} {
		m.SetSide(a, b, SideTerrain{Way: w})
		if e := EntryCost(m, tb, ClassInf, a, b); e.Hex != hexmap.MPs(1) || e.Side != hexmap.MPs(1) {
			t.Errorf("%v: %+v, want 3/2 rounded down = 1, slope still 1", w, e)
		}
	}
	m.SetSide(a, b, SideTerrain{Way: Major})
	if e := EntryCost(m, tb, ClassInf, a, b); e.Hex != hexmap.Half || e.Side != 0 {
		t.Errorf("road: %+v, want 1/2 and the Gradual slope ignored", e)
	}
}

// 5.23: the Ticino only by bridge; a canal is uncrossable for artillery
// and Disorders infantry; a road makes a ford; a trail does not.
func Test5_23_Water(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1010"), hx(t, "1011")
	m.SetSide(a, b, SideTerrain{Water: Ticino})
	if EntryCost(m, tb, ClassInf, a, b).Allowed() {
		t.Error("Ticino without bridge")
	}
	m.SetSide(a, b, SideTerrain{Water: Ticino, Bridge: true, Way: Major})
	if !EntryCost(m, tb, ClassArt, a, b).Allowed() {
		t.Error("Ticino by bridge")
	}
	m.SetSide(a, b, SideTerrain{Water: Canal})
	u := inf("u", "b", 5)
	if EntryCost(m, tb, ClassArt, a, b).Allowed() || !CrossingDisorders(m, u, a, b) {
		t.Error("canal: closed to artillery, Disorders infantry")
	}
	m.SetSide(a, b, SideTerrain{Water: Deep, Way: Minor})
	if e := EntryCost(m, tb, ClassArt, a, b); e.Side != tb.moveCost(rowFord, ClassArt) || CrossingDisorders(m, u, a, b) {
		t.Errorf("road across a deep stream is a ford: %+v", e)
	}
	m.SetSide(a, b, SideTerrain{Water: Deep, Way: Trail})
	if EntryCost(m, tb, ClassArt, a, b).Allowed() {
		t.Error("trails make no fords")
	}
	m.SetSide(a, b, SideTerrain{Water: Shallow})
	if CrossingDisorders(m, u, a, b) {
		t.Error("shallow streams per the TEC, no automatic Disorder")
	}
}

// 5.26: impassable hexsides, unless bridge or road; 5.31: the one-hex
// allowance does not open them.
func Test5_26_5_31_Impassable(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, b := hx(t, "1010"), hx(t, "1011")
	m.SetSide(a, b, SideTerrain{Impassable: true})
	c := EntryCost(m, tb, ClassInf, a, b).Total()
	if CanEnter(c, hexmap.MPs(9), true) == nil {
		t.Error("one-hex allowance across an impassable hexside")
	}
	m.SetSide(a, b, SideTerrain{Impassable: true, Way: Minor})
	if !EntryCost(m, tb, ClassInf, a, b).Allowed() {
		t.Error("a road traverses it")
	}
	if CanEnter(hexmap.MPs(3), hexmap.MPs(1), true) != nil || CanEnter(hexmap.MPs(3), hexmap.MPs(1), false) == nil {
		t.Error("5.31: one hex whatever the MP, otherwise enough MP")
	}
}

// 5.1, 5.11, 5.12, 5.32: Strategic Movement and artillery.
func Test5_1_StrategicMovement(t *testing.T) {
	m := newMap()
	a, b := hx(t, "1010"), hx(t, "1011")
	if StrategicStep(m, a, b, 3, false) == nil {
		t.Error("within three hexes of an enemy")
	}
	if StrategicStep(m, a, b, 9, true) == nil {
		t.Error("one combat unit per hex")
	}
	m.SetHex(b, HexTerrain{Kind: LightCult})
	if StrategicStep(m, a, b, 9, false) == nil {
		t.Error("Lightly-Cultivated off road and trail")
	}
	m.SetSide(a, b, SideTerrain{Way: Trail})
	if err := StrategicStep(m, a, b, 9, false); err != nil {
		t.Errorf("Lightly-Cultivated by trail: %v", err)
	}
	if StrategicBrigade(2, 3, true, false, false, false) == nil {
		t.Error("all of the brigade or none")
	}
	if StrategicBrigade(3, 3, false, false, false, false) == nil || StrategicBrigade(3, 3, false, false, true, false) != nil ||
		StrategicBrigade(3, 3, false, true, false, false) != nil || StrategicBrigade(3, 3, false, false, false, true) != nil {
		t.Error("Without Orders: not unless already in SM, entering, or from Reserve")
	}
	art := Unit{Kind: Artillery, MA: 7}
	if MovementAllowance(art, false, true) != 3 || MovementAllowance(inf("i", "b", 5), false, true) != 6 {
		t.Error("artillery that fires moves half its MA, rounded down (5.32)")
	}
	art.SM = true
	if MayFire(art, 1, true) == nil {
		t.Error("artillery in SM cannot fire (5.12)")
	}
}

// 5.34, 5.44, 5.53, 5.6.
func Test5_34_5_44_5_53_5_6(t *testing.T) {
	entry := []hexmap.Hex{hx(t, "0101")}
	if ProtectedEntry(grid, hx(t, "0103"), entry, true) == nil || ProtectedEntry(grid, hx(t, "0104"), entry, true) != nil || ProtectedEntry(grid, hx(t, "0103"), entry, false) != nil {
		t.Error("5.34")
	}
	if c, err := ReorderCost(false); err != nil || c != hexmap.MP {
		t.Error("reordering costs 1 MP")
	}
	if _, err := ReorderCost(true); err == nil {
		t.Error("not in an enemy ZOC (5.44)")
	}
	if TownLeaveCost(true) != hexmap.MP || TownLeaveCost(false) != 0 {
		t.Error("5.53")
	}
	if AttackersFromTown(2) != nil || AttackersFromTown(3) == nil {
		t.Error("5.53: two attack out of a town")
	}
	costs := []hexmap.Cost{ReinforcementCost(hexmap.MP, 0), ReinforcementCost(hexmap.MP, 1), ReinforcementCost(hexmap.MP, 2)}
	if costs[0] != hexmap.MP || costs[1] != hexmap.MP || costs[2] != hexmap.MPs(2) {
		t.Errorf("5.6 literal: %v", costs)
	}
}

// 5.41, 5.51, 5.29, 5.43, 5.44: stacking.
func Test5_41_5_51_Stacking(t *testing.T) {
	art := func(id string) Unit { return Unit{ID: id, Kind: Artillery, Cohesion: 3} }
	cav := func(id, b string) Unit { return Unit{ID: id, Kind: Cavalry, Brigade: b, Cohesion: 4} }
	i1, i2, i3 := inf("i1", "A", 5), inf("i2", "A", 5), inf("i3", "B", 5)
	cases := []struct {
		name  string
		units []Unit
		at    StackingPlace
		ok    bool
	}{
		{"infantry with cavalry", []Unit{i1, cav("c", "A")}, StackingPlace{}, false},
		{"set up together", []Unit{i1, cav("c", "A")}, StackingPlace{ScenarioStacked: true}, true},
		{"one artillery, one infantry of another command", []Unit{art("a"), i3}, StackingPlace{}, true},
		{"one artillery, two infantry outside a town", []Unit{art("a"), i1, i2}, StackingPlace{}, false},
		{"three artillery", []Unit{art("a"), art("b"), art("c")}, StackingPlace{}, true},
		{"four artillery", []Unit{art("a"), art("b"), art("c"), art("d")}, StackingPlace{}, false},
		{"two cavalry of a brigade", []Unit{cav("c", "A"), cav("d", "A")}, StackingPlace{}, true},
		{"two in SM", []Unit{i1, i2}, StackingPlace{Strategic: true}, false},
		{"town: three infantry of any command", []Unit{i1, i2, i3}, StackingPlace{Town: true}, true},
		{"town: two infantry and one artillery", []Unit{i1, i3, art("a")}, StackingPlace{Town: true}, true},
		{"town: three infantry and artillery", []Unit{i1, i2, i3, art("a")}, StackingPlace{Town: true}, false},
		{"town: two cavalry of two brigades", []Unit{cav("c", "A"), cav("d", "B")}, StackingPlace{Town: true}, false},
		{"Reserve at initial placement", []Unit{i1, i2, inf("i4", "A", 5)}, StackingPlace{InitialReserve: true}, true},
	}
	for _, c := range cases {
		if err := CheckStacking(c.units, c.at); (err == nil) != c.ok {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	stack := Arrive([]Unit{i1}, i2)
	if stack[1].ID != "i2" {
		t.Error("an arriving unit goes to the bottom (5.44)")
	}
	if InsideCastle(stack) != 1 || InsideCastle([]Unit{i1, cav("c", "A")}) != -1 {
		t.Error("the bottom unit is inside the castle, not cavalry (5.29)")
	}
	lt := Unit{ID: "l", Kind: Light, Cohesion: 4}
	if !MayFireFromStack([]Unit{lt, i1}, 0) || MayFireFromStack([]Unit{i1, lt}, 1) || !MayFireFromStack([]Unit{i1, art("a")}, 1) {
		t.Error("5.43")
	}
}
