package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// battle.idx is Grid.Index: on every hex of the grid of Goito's and the
// campaigns' maps and a band of hexes around it (off the grid), the same
// index and the same ok.
func TestBattleIdx(t *testing.T) {
	for _, id := range []string{"goito1848", "custoza-27"} {
		b := testBattle(t, id)
		g, on, off := b.grid, 0, 0
		for c := g.FirstCol - 2; c <= g.LastCol+2; c++ {
			for r := g.FirstRow - 2; r <= g.LastRow+2; r++ {
				h := hexmap.Hex{Col: c, Row: r}
				i, ok := b.idx(h)
				j, okj := g.Index(h)
				if i != j || ok != okj {
					t.Fatalf("%s %v: idx %d %v, Grid.Index %d %v", id, h, i, ok, j, okj)
				}
				if ok {
					on++
				} else {
					off++
				}
			}
		}
		if on != g.Len() || off == 0 {
			t.Errorf("%s: %d hexes on the grid of %d, %d off", id, on, g.Len(), off)
		}
	}
}

// withinBox bounds the distance: on grids of both orientations and both
// shifts (Custoza's and Goito's maps are flat, odd), every hex at most d
// hexes from another is at most d columns and rows from it.
func TestWithinBoxBoundsDistance(t *testing.T) {
	for _, o := range []hexmap.Orientation{hexmap.FlatTop, hexmap.PointyTop} {
		for _, sh := range []hexmap.Parity{hexmap.Odd, hexmap.Even} {
			g := hexmap.Grid{FirstCol: 1, LastCol: 30, FirstRow: 1, LastRow: 24, Orientation: o, Shifted: sh}
			hexes, near := g.Hexes(), 0
			for _, a := range hexes {
				for _, b := range hexes {
					d := g.Distance(a, b)
					if !withinBox(a, b, d) {
						t.Fatalf("%v %v: %v and %v are %d apart, outside a box of %d", o, sh, a, b, d, d)
					}
					if d <= contactRange && withinBox(a, b, contactRange) {
						near++
					}
				}
			}
			if near == 0 {
				t.Errorf("%v %v: no hexes near each other", o, sh)
			}
		}
	}
}

// testBattle is the battle of scenario id.
func testBattle(t *testing.T, id string) *battle {
	t.Helper()
	sc, err := scenarios.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
