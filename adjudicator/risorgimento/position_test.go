package risorgimento

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

func facing(t *testing.T, from, toward string) hexmap.Facing {
	t.Helper()
	d, ok := grid.DirectionTo(hx(t, from), hx(t, toward))
	if !ok {
		t.Fatalf("%s not adjacent to %s", toward, from)
	}
	return hexmap.Facing{Toward: d}
}

// 6.1, 6.21: three frontal hexes; artillery and Disordered units exert no ZOC.
func Test6_21_FrontalZOC(t *testing.T) {
	m := newMap()
	s := Stack{Hex: hx(t, "1010"), Facing: facing(t, "1010", "1009"), Units: []Unit{inf("u", "b", 5)}}
	if got := ZOC(m, s); len(got) != 3 || !slices.Contains(got, hx(t, "1009")) || slices.Contains(got, hx(t, "1011")) {
		t.Errorf("ZOC %v", got)
	}
	s.Units[0].Disorder = true
	if ZOC(m, s) != nil {
		t.Error("Disordered: no ZOC")
	}
	s.Units = []Unit{{ID: "a", Kind: Artillery}}
	if ZOC(m, s) != nil {
		t.Error("artillery: no ZOC")
	}
}

// 6.22: not into towns, not through bridges (across fords yes), not up
// Sharp or Steep hexsides; down them for infantry, not cavalry.
func Test6_22_ZOCLimits(t *testing.T) {
	m := newMap()
	at := hx(t, "1010")
	front := hx(t, "1009")
	s := Stack{Hex: at, Facing: facing(t, "1010", "1009"), Units: []Unit{inf("u", "b", 5)}}
	check := func(name string, want bool) {
		t.Helper()
		if got := slices.Contains(ZOC(m, s), front); got != want {
			t.Errorf("%s: ZOC into the hex %v, want %v", name, got, want)
		}
	}
	m.SetHex(front, HexTerrain{Kind: Town})
	check("town", false)
	m.SetHex(front, HexTerrain{})
	m.SetSide(at, front, SideTerrain{Water: Deep, Bridge: true, Way: Major})
	check("bridge", false)
	m.SetSide(at, front, SideTerrain{Water: Deep, Way: Major})
	check("ford", true)
	m.SetSide(at, front, SideTerrain{})
	m.SetHex(front, HexTerrain{Level: 2})
	check("up a Sharp slope", false)
	m.SetHex(front, HexTerrain{Level: 1})
	check("up a Gradual slope", true)
	m.SetHex(front, HexTerrain{})
	m.SetHex(at, HexTerrain{Level: 3})
	check("down a Steep slope, infantry", true)
	s.Units = []Unit{{ID: "c", Kind: Cavalry, Cohesion: 4}}
	check("down a Steep slope, cavalry", false)
}

// 5.52: two infantry in a town: all-round ZOC, not into woods or HC; one
// infantry or cavalry: as facing.
func Test5_52_TownZOC(t *testing.T) {
	m := newMap()
	at := hx(t, "1010")
	m.SetHex(at, HexTerrain{Kind: Town})
	m.SetHex(hx(t, "1011"), HexTerrain{Kind: Woods})
	s := Stack{Hex: at, Facing: facing(t, "1010", "1009"), Units: []Unit{inf("a", "b", 5), inf("c", "d", 5)}}
	if got := ZOC(m, s); len(got) != 5 || slices.Contains(got, hx(t, "1011")) {
		t.Errorf("town ZOC %v, want five hexes, not the woods", got)
	}
	s.Units = s.Units[:1]
	if got := ZOC(m, s); len(got) != 3 {
		t.Errorf("a single infantry unit: %v", got)
	}
}

// 6.14: Square: all adjacent hexes frontal; cavalry +1 to commit against it.
func Test6_14_Square(t *testing.T) {
	m := newMap()
	u := inf("a", "b", 5)
	u.Square = true
	s := Stack{Hex: hx(t, "1010"), Facing: facing(t, "1010", "1009"), Units: []Unit{u}}
	if !Front(m, s).AllRound || len(ZOC(m, s)) != 6 {
		t.Error("all adjacent hexes frontal")
	}
	if _, err := SquareMove(Unit{Kind: Jager}, false); err == nil {
		t.Error("Jägers do not form Square")
	}
	if _, err := SquareMove(u, true); err == nil {
		t.Error("not adjacent to an enemy")
	}
	_, ms, _ := Commitment(roll(t, 3), Unit{ID: "c", Kind: Cavalry, Cohesion: 5}, 0, false, true)
	if ms.Sum() != 1 {
		t.Errorf("charging a Square: %v", ms)
	}
}

// 6.31, 6.33, 4.42, 5.33, 9.11: what moving next to the enemy costs.
func Test6_31_ApproachCost(t *testing.T) {
	cases := []struct {
		name string
		k    Kind
		a    Approach
		cost hexmap.Cost
		ok   bool
	}{
		{"regular infantry into a ZOC", Infantry, Approach{EnemyZOC: true, Adjacent: true}, hexmap.MPs(2), true},
		{"regular infantry adjacent", Infantry, Approach{Adjacent: true}, hexmap.MP, true},
		{"light infantry into a ZOC", Light, Approach{EnemyZOC: true, Adjacent: true}, hexmap.MP, true},
		{"Jäger adjacent", Jager, Approach{Adjacent: true}, hexmap.MP, true},
		{"next to lone artillery", Infantry, Approach{Adjacent: true, OnlyLoneArtillery: true}, 0, true},
		{"cavalry, not charging", Cavalry, Approach{Adjacent: true}, 0, false},
		{"cavalry charging", Cavalry, Approach{Adjacent: true, Charge: true}, 0, true},
		{"artillery adjacent", Artillery, Approach{Adjacent: true}, 0, false},
		{"artillery across impassable", Artillery, Approach{Adjacent: true, AcrossImpassable: true}, 0, true},
		{"Out of Command", Infantry, Approach{Adjacent: true, OutOfCommand: true}, 0, false},
		{"HDC into a ZOC", Infantry, Approach{EnemyZOC: true, Adjacent: true, HDC: true}, 0, false},
		{"leaving a ZOC", Infantry, Approach{LeavingZOC: true}, hexmap.MP, true},
		{"leaving into another ZOC", Infantry, Approach{LeavingZOC: true, EnemyZOC: true, Adjacent: true}, 0, false},
	}
	for _, c := range cases {
		got, err := ApproachCost(c.k, c.a)
		if (err == nil) != c.ok || got != c.cost {
			t.Errorf("%s: %v %v, want %v ok %v", c.name, got, err, c.cost, c.ok)
		}
	}
	n := grid.Directions()[0]
	if MayTurn(grid, true, n, grid.Rotate(n, 1)) != nil || MayTurn(grid, true, n, grid.Rotate(n, 2)) == nil || MayTurn(grid, false, n, grid.Rotate(n, 3)) != nil {
		t.Error("6.33 one hexside; 6.11 free otherwise")
	}
}

// 6.35, 7.21: a lone Jäger withdraws one hex to the rear, not under Surprise.
func Test6_35_JagerWithdrawal(t *testing.T) {
	m, tb := newMap(), charts(t)
	s := Stack{Hex: hx(t, "1010"), Facing: facing(t, "1010", "1009"), Units: []Unit{{ID: "j", Kind: Jager, Cohesion: 3, Disorder: true}}}
	got := JagerWithdrawal(m, tb, s, false, in(hx(t, "1011")))
	if len(got) != 2 || slices.Contains(got, hx(t, "1011")) {
		t.Errorf("rear hexes %v, want two (one enemy-occupied)", got)
	}
	if !StopsMovement(Approach{Adjacent: true}, true) || StopsMovement(Approach{Adjacent: true}, false) {
		t.Error("the enemy moves no further after a Jäger withdraws (6.35)")
	}
	if JagerWithdrawal(m, tb, s, true, none) != nil {
		t.Error("not against a Surprise attack")
	}
	s.Units = append(s.Units, inf("i", "b", 5))
	if JagerWithdrawal(m, tb, s, false, none) != nil {
		t.Error("only when alone in the hex")
	}
}

// 6.16, 8.34: one vertex after forcing a retreat.
func Test6_16_FacingAfterCombat(t *testing.T) {
	f := facing(t, "1010", "1009")
	if got := FacingAfterCombat(grid, f, 1); got.Toward != grid.Rotate(f.Toward, 1) {
		t.Error("one vertex")
	}
	if got := FacingAfterCombat(grid, f, 2); got != f {
		t.Error("no more than one")
	}
}
