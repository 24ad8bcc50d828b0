package tolentino

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// TestCostAtIsCost: the searches' step cost by index is the move's cost
// by hex, and its stop the stop, for every step of the map, for every unit
// (every fourth with -short), walking and in road march, through a game
// and with Radinski's bridge built; and so for the command range's cost.
func TestCostAtIsCost(t *testing.T) {
	s := newGame(t)
	every := 1
	if testing.Short() {
		every = 4
	}
	g := s.b.grid
	dirs := g.Directions()
	// steps calls f with every step of the map, by index and by hex.
	steps := func(f func(i, j int32, dir int, h, n hexmap.Hex, hs hexmap.Hexside)) {
		for i, h := range g.Hexes() {
			for dir, d := range dirs {
				if n, ok := g.Neighbor(h, d); ok {
					j, _ := g.Index(n)
					f(int32(i), int32(j), dir, h, n, g.Hexside(h, d))
				}
			}
		}
	}
	check := func(when string) {
		t.Helper()
		for k, u := range s.Units {
			if !u.On || u.Gone || k%every != 0 {
				continue
			}
			for _, march := range []bool{false, true} {
				m := s.rulesFor(u, march)
				for i, h := range g.Hexes() {
					if m.stopAt(int32(i)) != m.stop(h) {
						t.Fatalf("%s: %s march %v: stop %v differs", when, u.ID, march, h)
					}
				}
				steps(func(i, j int32, dir int, h, n hexmap.Hex, hs hexmap.Hexside) {
					c1, ok1 := m.costAt(i, j, dir)
					c2, ok2 := m.cost(h, n, hs)
					if c1 != c2 || ok1 != ok2 {
						t.Fatalf("%s: %s march %v: %v to %v: costAt %v %v, cost %v %v", when, u.ID, march, h, n, c1, ok1, c2, ok2)
					}
				})
			}
		}
		pontoon := s.pontoon()
		steps(func(i, j int32, dir int, h, n hexmap.Hex, hs hexmap.Hexside) {
			if c1, c2 := s.b.cmdCostAt(i, j, dir, pontoon), s.b.cmdCost(hs, n, pontoon); c1 != c2 {
				t.Fatalf("%s: %v to %v: cmdCostAt %v, cmdCost %v", when, h, n, c1, c2)
			}
		})
	}
	check("start")
	playRandom(t, s, 11, 2)
	check("turn 3")
	// The bridge over a stream without one, where it changes the cost.
	rad := s.unit(radinski)
	for i, c := range s.b.cellAt {
		for k, f := range c.sides {
			if f&sideStream != 0 && f&sideBridge == 0 && rad.Bridge == "" {
				rad.Hex, rad.On, rad.Gone, rad.Bridge = s.b.grid.HexAt(i), true, false, s.b.grid.Directions()[k].String()
			}
		}
	}
	if s.pontoon() == (hexmap.Hexside{}) {
		t.Fatal("no pontoon")
	}
	check("pontoon")
}
