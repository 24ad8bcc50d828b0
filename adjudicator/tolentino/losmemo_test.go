package tolentino

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// sightAfresh is lineOfSight on the map as it is now: the tests that
// change the map forget what the battle remembered.
func (b *battle) sightAfresh(a, c hexmap.Hex, maxRange int) bool {
	b.los = new(losMemo)
	return b.lineOfSight(a, c, maxRange)
}

// The remembered lines of sight are the map's (11.3.1): every pair of
// hexes of the battle within spotting range, asked twice, both ways (from
// every fifth hex with -short).
func TestLineOfSightMemoIsTheMap(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	b := newGame(t).b
	hexes := b.grid.Hexes()
	every := 1
	if testing.Short() {
		every = 5
	}
	pairs, blocked := 0, 0
	for round := range 2 {
		for i, a := range hexes {
			if i%every != 0 {
				continue
			}
			for _, c := range hexes {
				if a == c || b.grid.Distance(a, c) > 4 {
					continue
				}
				want := b.clearLine(a, c)
				if got := b.lineOfSight(a, c, 4); got != want {
					t.Fatalf("round %d: %v to %v: remembered %v, the map says %v", round, a, c, got, want)
				}
				if round == 0 {
					pairs++
					if !want {
						blocked++
					}
				}
			}
		}
	}
	if pairs < 1000 || blocked == 0 {
		t.Fatalf("%d pairs, %d blocked: too few to compare", pairs, blocked)
	}
}
