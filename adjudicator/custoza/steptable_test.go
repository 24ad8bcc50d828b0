package custoza

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The step table answers exactly as the map and the movement table read
// each time (stepSlow, 7.2, 7.3, 7.8, 7.8.1, Goito 14.1): every hex of
// every scenario's grid, each of its sides and a hex two away, each class,
// in and out of March Movement, under and over 7.8.1's three stacking
// points.
func TestStepTableMatchesStep(t *testing.T) {
	for _, id := range []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-24", "custoza-26", "custoza-27"} {
		b := testBattle(t, id)
		dirs := b.grid.Directions()
		steps, roads, checks := 0, 0, 0
		for _, from := range b.grid.Hexes() {
			var tos []hexmap.Hex
			for _, d := range dirs {
				n, _ := b.grid.Neighbor(from, d)
				tos = append(tos, n)
			}
			far, _ := b.grid.Neighbor(tos[0], dirs[0])
			tos = append(tos, far, from)
			for _, to := range tos {
				for _, class := range []string{combat.ClassInf, combat.ClassCav, combat.ClassArt} {
					for _, march := range []bool{false, true} {
						for _, entering := range []int{0, roadStackLimit, roadStackLimit + 1} {
							if class == combat.ClassInf && !march && entering == 0 {
								var want []string
								if hs, ok := b.grid.HexsideBetween(from, to); ok {
									want = b.sideKinds[hs]
								}
								if got := b.hexsideKinds(from, to); !slices.Equal(got, want) {
									t.Fatalf("%s: hexsideKinds(%s, %s) = %v, read from the map %v", id, from, to, got, want)
								}
							}
							got, gok := b.step(class, march, from, to, entering)
							want, wok := b.stepSlow(class, march, from, to, entering)
							if got != want || gok != wok {
								t.Fatalf("%s: step(%s, %v, %s, %s, %d) = %+v %v, read from the map %+v %v", id, class, march, from, to, entering, got, gok, want, wok)
							}
							if gok {
								steps++
							}
							if got.Road {
								roads++
							}
							if got.Check || got.Levels > 0 {
								checks++
							}
						}
					}
				}
			}
		}
		if steps == 0 || roads == 0 || checks == 0 {
			t.Errorf("%s: %d steps allowed, %d by road, %d with a check: the comparison saw too little", id, steps, roads, checks)
		}
	}
}
