package tolentino

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// fogBoardFor is the board as side may know it (11.3.2), for listing the
// options of its decisions: an enemy stack out of its sight counts as
// enemy combat units exerting a ZoC, whatever it really holds (leaders
// only, disordered or routed units). The options then depend only on what
// side may see. It is the most restrictive board consistent with that, so
// every path it allows the real board allows too: an option listed from
// it is always legal.
func (s *State) fogBoardFor(side adjudicator.Side) board {
	b := s.boardFor(side)
	for _, u := range s.Units {
		if !u.On || u.Gone || u.p.Side == side || s.visibleTo(side, u.Hex) {
			continue
		}
		b.enemy[u.Hex] = true
		for _, n := range s.b.grid.Neighbors(u.Hex) {
			if !s.b.fort[n] {
				b.ezoc[n] = true
			}
		}
	}
	return b
}

// nearestEnemy is the distance from h to the closest hex the board holds
// an enemy in; 99 if none. On the real board it is State.nearestEnemy.
func (b board) nearestEnemy(g hexmap.Grid, h hexmap.Hex) int {
	best := 99
	for e := range b.enemy {
		best = min(best, g.Distance(h, e))
	}
	return best
}
