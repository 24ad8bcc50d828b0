package risorgimento

import (
	"encoding/binary"
	"slices"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// positionCache keeps, for one world, the stacks of the positions the
// rules asked a board of (who stands where, 5.44) and each side's ZOC
// (6.2). The rules build a board at almost every step, and the offline
// check (issue 23) plays the same positions again and again, each
// brigade's lines alone and after the ones before: Solferino's whole-turn
// check built 12,000 boards of 3,300 positions, and worked a ZOC out
// 5,300 times for 200 distinct placings of a side's units. An entry's key
// is the state fields it is made of, written out whole, so a hit is the
// same position and no rule needs to say when it changed a unit.
// Clones share their world, so they share the cache; the mutex is for the
// read methods a host may call on one state from several goroutines.
type positionCache struct {
	mu     sync.Mutex
	w      *world // the world the entries are of (a test may copy a world, and change its map)
	m      *Map
	mapGen int // m's generation when the entries were made (SetHex, SetSide)
	// naviglio and t are what else the command steps read
	naviglio bool
	t        *Tables
	commands *commandSteps // made when first asked
	steps    *stepsShare   // where the worlds of one parse keep theirs (worldshare.go); nil if not shared
	key      []byte        // scratch for the key being looked up
	ends     []int32       // scratch: where each unit's place ends in key
	// sideUnits lists each side's unit indexes; brigadeOf is each unit's
	// brigade index, -1 for none.
	sideUnits map[adjudicator.Side][]int
	brigadeOf []int
	stacks    map[string]*stacks // by stacks.key, the newer generation (keep)
	oldStacks map[string]*stacks // the older
	zocs      map[string][]bool  // by the side and its units (zocOf)
	ranges    map[rangeKey]rangeAnswer
}

// rangeKey is one command-range question on one board (board.reach,
// board.reaches): what the range reads of the position is the stacks
// (whose hexes are friendly) and the enemy's ZOC, a slice of the cache
// that no one changes, so its address names it.
type rangeKey struct {
	stacks   *stacks
	enemyZOC *bool
	side     adjudicator.Side
	from, to hexmap.Hex // to: for reaches
	rangeMP  int
	corps    bool
	whole    bool // reach: the whole range
}

type rangeAnswer struct {
	whole   Reach // read only
	reached bool
}

// The cache forgets everything when it holds this many entries of a kind
// (stacks: keep), so that a game that plays on for long, or a long check,
// does not keep them all.
const (
	maxCachedStacks = 512
	maxCachedZOCs   = 1024
	maxCachedRanges = 1024
)

// stacks is who stands where in one position: the unit indexes hex by
// hex in Grid.Index order, each stack top first (5.44), with no pointer
// but the off-grid map's, so that the cache's positions cost the collector
// little. Read only.
type stacks struct {
	g     hexmap.Grid
	start []int32              // by Grid.Index: where the hex's units begin in units; one more for the end
	units []int                // unit indexes on the map
	off   map[hexmap.Hex][]int // units on hexes off the grid, top first: none on a scenario's map
	// mixed: some hex holds units of both sides, so a side's ZOC reads
	// more than its own units and is worked out rather than kept.
	mixed bool
	// key is the position's key (appendPlace for every unit, in the
	// world's order), ends where each unit's part ends.
	key  string
	ends []int32
}

// on is the units at h, top first; read only.
func (st *stacks) on(h hexmap.Hex) []int {
	i, ok := st.g.Index(h)
	if !ok {
		return st.off[h]
	}
	a, b := st.start[i], st.start[i+1]
	return st.units[a:b:b]
}

// all yields every occupied hex and its units, top first (read only):
// the grid's in Grid.Index order, then those off it in no set order.
func (st *stacks) all(yield func(hexmap.Hex, []int) bool) {
	for i := range len(st.start) - 1 {
		if a, b := st.start[i], st.start[i+1]; a < b && !yield(st.g.HexAt(i), st.units[a:b:b]) {
			return
		}
	}
	for h, is := range st.off {
		if !yield(h, is) {
			return
		}
	}
}

// reset empties the cache when w, or its map, is not the one the entries
// were made for.
func (c *positionCache) reset(w *world) {
	if c.w == w && c.m == w.m && c.mapGen == w.m.gen && c.naviglio == w.m.Naviglio && c.t == w.t {
		return
	}
	c.w, c.m, c.mapGen, c.naviglio, c.t, c.commands = w, w.m, w.m.gen, w.m.Naviglio, w.t, nil
	c.stacks, c.oldStacks, c.zocs, c.ranges = map[string]*stacks{}, nil, map[string][]bool{}, map[rangeKey]rangeAnswer{}
	c.sideUnits, c.brigadeOf = map[adjudicator.Side][]int{}, make([]int, len(w.units))
	for i, u := range w.units {
		c.sideUnits[u.Side] = append(c.sideUnits[u.Side], i)
		c.brigadeOf[i] = w.index(w.brigadeIdx, u.Brigade)
	}
}

// stacksOf is the stacks of s's position.
func (c *positionCache) stacksOf(s *State) *stacks {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reset(s.w)
	key, ends := c.key[:0], c.ends[:0] // locals: no write barrier per unit
	for i := range s.Units {
		key = appendPlace(key, &s.Units[i])
		ends = append(ends, int32(len(key)))
	}
	c.key, c.ends = key, ends
	st, ok := c.stacks[string(key)]
	if !ok {
		st, ok = c.oldStacks[string(key)]
	}
	if ok {
		c.keep(st)
		return st
	}
	st = newStacks(s)
	st.key, st.ends = string(key), slices.Clone(ends)
	c.keep(st)
	return st
}

// keep keeps st among the recent stacks: the cache holds two generations
// of at most maxCachedStacks, the older dropped when the newer is full, so
// the positions a check comes back to stay and its memory stays bounded
// (a Solferino position's stacks are some 22 KB, its key and a table by
// hex, none of it pointers for the collector to follow).
func (c *positionCache) keep(st *stacks) {
	if _, ok := c.stacks[st.key]; ok {
		return
	}
	if len(c.stacks) >= maxCachedStacks {
		c.oldStacks, c.stacks = c.stacks, make(map[string]*stacks, maxCachedStacks)
	}
	c.stacks[st.key] = st
}

// start is where unit i's part of a key begins (ends as stacks.ends).
func start(ends []int32, i int) int32 {
	if i == 0 {
		return 0
	}
	return ends[i-1]
}

// appendPlace writes where a unit stands and when it came (the order of
// its stack, 5.44); a unit off the map or eliminated is a zero byte.
func appendPlace(key []byte, u *unitState) []byte {
	if !u.onMap() {
		return append(key, 0)
	}
	key = append(key, u.Hex.n)
	key = append(key, u.Hex.b[:u.Hex.n]...)
	return binary.AppendVarint(key, int64(u.Arrived))
}

// place is unit i's part of st.key.
func (st *stacks) place(i int) string { return st.key[start(st.ends, i):st.ends[i]] }

// newStacks is the stacks of s's position: a counting sort of the units
// on the map by Grid.Index, each hex's then ordered as they arrived, the
// first on top, in index order when they arrived together (5.44).
func newStacks(s *State) *stacks {
	g := s.w.m.Grid
	st := &stacks{g: g, start: make([]int32, g.Len()+1)}
	at := make([]int32, len(s.Units)) // each unit's grid index, -1 off the map or the grid
	n := 0
	for i := range s.Units {
		at[i] = -1
		if !s.Units[i].onMap() {
			continue
		}
		h := s.Units[i].hex()
		k, ok := g.Index(h)
		if !ok {
			if st.off == nil {
				st.off = map[hexmap.Hex][]int{}
			}
			st.off[h] = append(st.off[h], i)
			continue
		}
		at[i] = int32(k)
		st.start[k+1]++
		n++
	}
	for k := 1; k < len(st.start); k++ {
		st.start[k] += st.start[k-1] // start[k+1]: where hex k's units end
	}
	// Each unit at its hex's next place, start[k] the cursor: it ends at
	// hex k's end, which is hex k+1's beginning; one place to the right,
	// start is then every hex's beginning again.
	st.units = make([]int, n)
	for i, k := range at {
		if k >= 0 {
			st.units[st.start[k]] = i
			st.start[k]++
		}
	}
	copy(st.start[1:], st.start[:len(st.start)-1])
	st.start[0] = 0
	arrange := func(is []int) { // a stack of more than one unit
		slices.SortStableFunc(is, func(x, y int) int { return int(s.Units[x].Arrived - s.Units[y].Arrived) })
		for _, i := range is {
			st.mixed = st.mixed || s.sideOf(i) != s.sideOf(is[0])
		}
	}
	for a := 0; a < n; {
		b := a + 1
		for b < n && at[st.units[b]] == at[st.units[a]] {
			b++
		}
		if b-a > 1 {
			arrange(st.units[a:b])
		}
		a = b
	}
	for _, is := range st.off {
		arrange(is)
	}
	return st
}

// zocOf is b.zocOf(side) for a board without mixed hexes. The side's
// ZOC then reads its own units alone: where the board has each (its
// stacks), and what the state says now of its facing and of what rules()
// reads.
func (c *positionCache) zocOf(b *board, side adjudicator.Side) []bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := b.s
	c.reset(s.w)
	key := append(c.key[:0], byte(len(side)))
	key = append(key, side...)
	for _, i := range c.sideUnits[side] {
		place := b.stacks.place(i)
		key = append(key, place...)
		if place[0] == 0 {
			continue // on no stack of the board
		}
		u := &s.Units[i]
		sm := false
		if k := c.brigadeOf[i]; k >= 0 {
			sm = s.Brigades[k].SM
		}
		key = append(key, u.Face.n)
		key = append(key, u.Face.b[:u.Face.n]...)
		key = binary.AppendVarint(key, int64(u.Hits))
		key = append(key, flags(u.Disorder, u.Reserve, u.Square, u.Out, sm))
	}
	c.key = key
	if z, ok := c.zocs[string(key)]; ok {
		return z
	}
	z := b.workZOC(side)
	if len(c.zocs) >= maxCachedZOCs {
		clear(c.zocs)
	}
	c.zocs[string(key)] = z
	return z
}

// flags packs booleans into a byte, the first in the lowest bit.
func flags(bs ...bool) byte {
	var f byte
	for k, b := range bs {
		if b {
			f |= 1 << k
		}
	}
	return f
}

// commandSteps is w's table of command-range steps.
func (c *positionCache) commandSteps(w *world) *commandSteps {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reset(w)
	if c.commands == nil {
		c.commands = c.steps.of(w.m, w.t)
	}
	return c.commands
}

// commandRange is board b's answer to a command-range question (k, less
// its board parts), worked out by search when not kept: a board whose
// ZOCs are not kept (stacks.mixed) keeps none of its ranges either.
func (c *positionCache) commandRange(b *board, k rangeKey, search func() rangeAnswer) rangeAnswer {
	if b.stacks.mixed {
		return search()
	}
	k.stacks, k.enemyZOC = b.stacks, &b.zocOf(b.s.w.other(k.side))[0]
	c.mu.Lock()
	c.reset(b.s.w)
	a, ok := c.ranges[k]
	c.mu.Unlock()
	if ok {
		return a
	}
	a = search()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reset(b.s.w)
	if len(c.ranges) >= maxCachedRanges {
		clear(c.ranges)
	}
	c.ranges[k] = a
	return a
}
