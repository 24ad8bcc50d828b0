package tolentino

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// stepCostFromMaps is stepCost as written on the maps newBattle builds:
// the oracle the dense tables must agree with.
func (b *battle) stepCostFromMaps(a, bb hexmap.Hex, hs hexmap.Hexside, k moveKind) (hexmap.Cost, bool) {
	t := b.terrain[bb]
	alongRoad, alongTrail := b.road[hs], b.trail[hs] || b.townTrail(a, bb)
	if k.march {
		switch {
		case alongRoad:
			return hexmap.Half, true
		case alongTrail:
			c := b.tecOf(bb).MP + b.streamCost(hs, false, k.pontoon) - 1
			return hexmap.MPs(max(c, 1)), true
		}
		return 0, false
	}
	if k.art && !k.leader {
		if b.stream[hs] && !b.bridged(hs, k.pontoon) {
			return 0, false
		}
		if t == "woods" && !alongRoad && !alongTrail {
			return 0, false
		}
	}
	c := b.tecOf(bb).MP + b.streamCost(hs, false, k.pontoon)
	if k.art && k.maneuver && t == "rough" && !alongRoad && !alongTrail {
		c = 2
	}
	return hexmap.MPs(c), true
}

// Every step on the battle map, both ways, for every kind of mover, with
// and without Radinski's bridge on a stream: the tables say what the maps say.
func TestStepCostTablesMatchTheMaps(t *testing.T) {
	b := newGame(t).b
	var pontoon hexmap.Hexside
	for hs := range b.stream {
		if !b.bridge[hs] && (pontoon.IsZero() || hs.String() < pontoon.String()) {
			pontoon = hs
		}
	}
	if pontoon.IsZero() || len(b.road) == 0 || len(b.trail) == 0 {
		t.Fatal("the battle map has no stream without bridge, road or trail to test")
	}
	steps := 0
	for _, a := range b.grid.Hexes() {
		for _, d := range b.grid.Directions() {
			hs := b.grid.Hexside(a, d)
			_, c := hs.Hexes()
			if c == a {
				c, _ = hs.Hexes()
			}
			for bits := range 32 {
				k := moveKind{march: bits&1 != 0, art: bits&2 != 0, maneuver: bits&4 != 0, leader: bits&8 != 0}
				if bits&16 != 0 {
					k.pontoon = pontoon
				}
				if i, ok := b.grid.Index(c); ok && b.sideFactsBy(hs, c, i) != b.sideFacts(hs) {
					t.Fatalf("%v by %v: sideFactsBy differs from sideFacts", hs, c)
				}
				gc, gok := b.stepCost(a, c, hs, k)
				wc, wok := b.stepCostFromMaps(a, c, hs, k)
				if gc != wc || gok != wok {
					t.Fatalf("%v to %v across %v, %+v: tables say %v %v, maps %v %v", a, c, hs, k, gc, gok, wc, wok)
				}
				steps++
			}
		}
	}
	if steps < 1000 {
		t.Fatalf("only %d steps compared", steps)
	}
}

// The distance field is the hex distance: from every hex of the battle's
// grid to every other, a search over neighbours finds Grid.Distance.
func TestDistanceFieldIsHexDistance(t *testing.T) {
	b := newGame(t).b
	field := make([]int32, b.grid.Len())
	hexes := b.grid.Hexes()
	for i, from := range hexes {
		distanceField(b.nbrs, []int{i}, field)
		for j, to := range hexes {
			if want := min(99, b.grid.Distance(from, to)); int(field[j])-1 != want {
				t.Fatalf("%v to %v: field %d, distance %d", from, to, field[j]-1, want)
			}
		}
	}
	distanceField(b.nbrs, nil, field)
	if field[0] != 100 {
		t.Fatalf("with no enemy: %d, want 99+1", field[0])
	}
}
