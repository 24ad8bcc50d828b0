package tolentino

import "github.com/mincio/mincio/adjudicator"

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
		i, ok := b.grid.Index(u.Hex)
		if !ok {
			continue
		}
		if !b.enemy[i] {
			b.enemies = append(b.enemies, u.Hex)
		}
		b.enemy[i] = true
		for _, n := range s.b.grid.Neighbors(u.Hex) {
			if j, ok := b.grid.Index(n); ok && !s.b.fort[n] {
				b.ezoc[j] = true
			}
		}
	}
	return b
}
