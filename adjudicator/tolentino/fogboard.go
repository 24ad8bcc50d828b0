package tolentino

import (
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// fogBoardWith is the board as side may know it (11.3.2), for listing the
// options of its decisions, in the memory of sc (boardWith): an enemy
// stack out of its sight counts as enemy combat units exerting a ZoC,
// whatever it really holds (leaders only, disordered or routed units). The
// options then depend only on what side may see. It is the most
// restrictive board consistent with that, so every path it allows the real
// board allows too: an option listed from it is always legal.
func (s *State) fogBoardWith(side adjudicator.Side, sc *boardScratch) board {
	b := s.boardWith(side, sc)
	// visibleTo for each enemy stack, from the hexes side's units are in,
	// each asked once.
	var viewers []hexmap.Hex
	for _, u := range s.Units {
		if u.On && !u.Gone && u.p.Side == side && !slices.Contains(viewers, u.Hex) {
			viewers = append(viewers, u.Hex)
		}
	}
	rng := s.spotRange()
	const unasked, seen, hidden = 0, 1, 2
	asked := slices.Grow(sc.asked[:0], len(b.cells))[:len(b.cells)] // by Grid.Index
	clear(asked)
	sc.asked = asked
	for _, u := range s.Units {
		if !u.On || u.Gone || u.p.Side == side {
			continue
		}
		i, ok := b.grid.Index(u.Hex)
		if !ok {
			continue
		}
		if asked[i] == unasked {
			asked[i] = hidden
			if slices.ContainsFunc(viewers, func(h hexmap.Hex) bool { return s.b.lineOfSight(h, u.Hex, rng) }) {
				asked[i] = seen
			}
		}
		if asked[i] == seen {
			continue
		}
		if !b.cells[i].enemy {
			b.enemies = append(b.enemies, u.Hex)
		}
		b.cells[i].enemy = true
		b.markZOC(s.b, i)
	}
	return b
}
