package tolentino

import (
	"slices"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// combatAt lists the units of side (or both sides if side is "") on the
// map at h that are combat units (not leaders, not Radinski on its bridge
// side, which is a bridge, 16.1), in scenario order.
func (s *State) combatAt(h hexmap.Hex, side adjudicator.Side) []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		p := u.p
		if u.On && !u.Gone && u.Hex == h && !p.leader() && u.Bridge == "" && (side == "" || p.Side == side) {
			out = append(out, u)
		}
	}
	return out
}

// unitsAt lists every counter of side at h, leaders included.
func (s *State) unitsAt(h hexmap.Hex, side adjudicator.Side) []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		if u.On && !u.Gone && u.Hex == h && (side == "" || u.p.Side == side) {
			out = append(out, u)
		}
	}
	return out
}

// exertsZOC: 8 "all units exercise a ZoC"; 15 "Disordered or Routed units
// have not ZoC". Leaders are not units.
// Radinski on its bridge side is a bridge, not a unit (16.1, 16.1.1).
func (s *State) exertsZOC(u *Unit) bool {
	return u.On && !u.Gone && u.Dis == good && !u.p.leader() && u.Bridge == ""
}

// inEZOC reports whether h is in the ZoC of a unit of the enemy of side
// (8): the six adjacent hexes, but never into a Fortified position (8,
// 10.5.1).
func (s *State) inEZOC(h hexmap.Hex, side adjudicator.Side) bool {
	if s.b.fort[h] {
		return false
	}
	for _, n := range s.b.grid.Neighbors(h) {
		for _, u := range s.combatAt(n, enemy(side)) {
			if s.exertsZOC(u) {
				return true
			}
		}
	}
	return false
}

// enemyIn reports an enemy combat unit in h (9.1.2, 4.3.3).
func (s *State) enemyIn(h hexmap.Hex, side adjudicator.Side) bool {
	return len(s.combatAt(h, enemy(side))) > 0
}

// enemyTable is enemyIn(h, side) for every hex of the grid, by
// Grid.Index.
func (s *State) enemyTable(side adjudicator.Side) []bool {
	t := make([]bool, s.b.grid.Len())
	for _, u := range s.Units {
		p := u.p
		if u.On && !u.Gone && !p.leader() && u.Bridge == "" && p.Side == enemy(side) {
			if i, ok := s.b.grid.Index(u.Hex); ok {
				t[i] = true
			}
		}
	}
	return t
}

// nearestEnemy is the distance from h to the closest enemy combat unit on
// the map ("closer to the enemy", 5.1.1, 5.1.2); 99 if there is none.
func (s *State) nearestEnemy(h hexmap.Hex, side adjudicator.Side) int {
	best := 99
	for _, u := range s.Units {
		p := u.p
		if u.On && !u.Gone && p.Side != side && !p.leader() && u.Bridge == "" {
			best = min(best, s.b.grid.Distance(h, u.Hex))
		}
	}
	return best
}

// board is a snapshot of who is where, for the many questions one path
// search asks; it is valid only while nothing moves. Its table is dense,
// by Grid.Index, as a search asks it of every step.
type board struct {
	grid    hexmap.Grid
	cells   []boardCell
	regs    []string     // the regiments boardCell.friend names
	enemies []hexmap.Hex // the hexes of enemy, once each, in unit order
	near    *[]int32     // nearestEnemy+1 by Grid.Index, made when first asked (empty until)
	nbrs    [][]int      // the battle's neighbour table, for near
	scratch *boardScratch
}

// boardScratch is memory the searches of one board reuse, one after the
// other: a decision's options search from every unit it samples, and the
// decisions of a verification are thousands (moveDecision borrows one).
type boardScratch struct {
	cells []boardCell
	near  []int32
	asked []uint8 // fogBoardWith's: whether side sees the stack of each hex
	reach hexmap.Reach
	cands []cand
}

var scratches = sync.Pool{New: func() any { return new(boardScratch) }}

// boardCell is what a board knows of one hex.
type boardCell struct {
	enemy, ezoc bool // an enemy combat unit; an enemy ZoC
	// friend: 0 no friendly combat unit; k > 0 those here are all of
	// regiment regs[k-1]; -1 they are of several regiments.
	friend int16
}

func (s *State) boardFor(side adjudicator.Side) board { return s.boardWith(side, new(boardScratch)) }

// boardWith is boardFor in the memory of sc, which the board then uses
// (a board borrowed from the pool is cleared first).
func (s *State) boardWith(side adjudicator.Side, sc *boardScratch) board {
	n := s.b.grid.Len()
	if cap(sc.cells) < n {
		sc.cells = make([]boardCell, n)
	}
	sc.cells = sc.cells[:n]
	clear(sc.cells)
	sc.near = sc.near[:0]
	b := board{grid: s.b.grid, cells: sc.cells, near: &sc.near, nbrs: s.b.nbrs, scratch: sc}
	for _, u := range s.Units {
		if !u.On || u.Gone || u.p.leader() || u.Bridge != "" {
			continue // Radinski's bridge is no unit (16.1)
		}
		i, ok := b.grid.Index(u.Hex)
		if !ok {
			continue
		}
		c := &b.cells[i]
		if u.p.Side == side {
			b.addFriend(c, u.p.Regiment)
			continue
		}
		if !c.enemy {
			b.enemies = append(b.enemies, u.Hex)
		}
		c.enemy = true
		if s.exertsZOC(u) {
			b.markZOC(s.b, i)
		}
	}
	return b
}

// markZOC marks the ZoC of a unit in the hex of Grid.Index i: its
// neighbours, but no Fortified position (8, 10.5.1).
func (b board) markZOC(bt *battle, i int) {
	for _, j := range bt.nbrs[i] {
		if !bt.cellAt[j].fort {
			b.cells[j].ezoc = true
		}
	}
}

// addFriend counts a friendly combat unit of regiment reg in c.
func (b *board) addFriend(c *boardCell, reg string) {
	switch {
	case c.friend == 0:
		k := slices.Index(b.regs, reg)
		if k < 0 {
			b.regs = append(b.regs, reg)
			k = len(b.regs) - 1
		}
		c.friend = int16(k + 1)
	case c.friend > 0 && b.regs[c.friend-1] != reg:
		c.friend = -1
	}
}

// onlyRegiment reports whether the friendly combat units of cell c are
// all of regiment reg (true when there are none).
func (b board) onlyRegiment(c boardCell, reg string) bool {
	return c.friend == 0 || c.friend > 0 && b.regs[c.friend-1] == reg
}

func (b board) inEZOC(h hexmap.Hex) bool {
	i, ok := b.grid.Index(h)
	return ok && b.cells[i].ezoc
}

// nearestAt is State.nearestEnemy for the board's side, of the hex of
// Grid.Index i: from a distance field made on the first question, as the
// searches of one decision ask it of hundreds of hexes.
func (b board) nearestAt(i int) int {
	if len(*b.near) == 0 {
		from := make([]int, len(b.enemies))
		for k, e := range b.enemies {
			from[k], _ = b.grid.Index(e)
		}
		*b.near = slices.Grow((*b.near)[:0], len(b.cells))[:len(b.cells)]
		distanceField(b.nbrs, from, *b.near)
	}
	return int((*b.near)[i]) - 1
}
