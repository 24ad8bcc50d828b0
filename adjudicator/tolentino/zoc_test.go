package tolentino

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestEnemyTableIsEnemyIn: the table command ranges read is enemyIn, hex
// for hex, for both sides, through a game.
func TestEnemyTableIsEnemyIn(t *testing.T) {
	s := newGame(t)
	for turn := 0; !s.Over && turn < 3; turn++ {
		for _, side := range []adjudicator.Side{Austria, Naples} {
			table := s.enemyTable(side)
			for i, h := range s.b.grid.Hexes() {
				if table[i] != s.enemyIn(h, side) {
					t.Fatalf("turn %d, %s, %v: table %v, enemyIn %v", s.Turn, side, h, table[i], !table[i])
				}
			}
		}
		playRandom(t, s, 5, 1)
	}
}
