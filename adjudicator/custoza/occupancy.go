package custoza

import (
	"slices"
	"sync/atomic"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// occupancy holds the occupancy index of one state. The read methods of a
// state may run on several goroutines at once (adjudicator.State), and
// each may be the first to need the index: it is published atomically and
// never changed once published, so readers that both find it missing both
// build the same index, and each uses its own or the other's.
type occupancy struct {
	hexes atomic.Pointer[occIndex]
	// spare is the index touch dropped: the next build reuses its hex
	// table (the lists it handed out stay untouched), rather than
	// allocating one as large as the map after every move.
	spare atomic.Pointer[occIndex]
}

// occIndex is the counters on the map by Grid.Index, in scenario order:
// hex i's are units[start[k-1]:start[k]] with k = slot[i] (0: none), and
// pos[j] is units[j]'s place in State.Units.
type occIndex struct {
	slot  []int32
	start []int32
	units []*Unit
	pos   []int32 // never changed once built: clones share it
	// kOf is the build's scratch: each State.Units entry's k (0: off the
	// map), so its second pass reads no counter again.
	kOf []int32
}

// touch drops the occupancy index after a counter moved (only Apply
// moves counters, on a state no other goroutine reads).
func (s *State) touch() {
	if old := s.occ.hexes.Swap(nil); old != nil {
		s.occ.spare.Store(old)
	}
}

// cloned is the occupancy of c, a clone of s whose counters stand where
// s's do, with slot, a hex table of c's own (its clone memory): s's
// index, if built, copied there with c's counters in it; otherwise the
// table is c's first build's. Each state changes only its own tables
// (touch hands them to its next build), so the copy is c's to reuse.
func (o *occupancy) cloned(c *State, slot []int32) *occupancy {
	n := new(occupancy)
	x := o.hexes.Load()
	if x == nil {
		n.spare.Store(&occIndex{slot: slot})
		return n
	}
	units := make([]*Unit, len(x.pos))
	for j, p := range x.pos {
		units[j] = c.Units[p]
	}
	copy(slot, x.slot)
	n.hexes.Store(&occIndex{slot: slot, start: slices.Clone(x.start), units: units, pos: x.pos})
	return n
}

// at lists the counters (combat units and commanders) in hex h, in
// scenario order. The caller must not change the list.
func (s *State) at(h hexmap.Hex) []*Unit {
	i, ok := s.b.idx(h)
	if !ok {
		return nil
	}
	return s.atIndex(int32(i))
}

// atIndex is at by Grid.Index.
func (s *State) atIndex(i int32) []*Unit {
	x := s.occ.hexes.Load()
	if x == nil {
		x = s.occupancy()
		s.occ.hexes.Store(x)
	}
	k := x.slot[i]
	if k == 0 {
		return nil
	}
	lo, hi := x.start[k-1], x.start[k]
	return x.units[lo:hi:hi]
}

// combatNextTo calls f with each combat unit in the hexes next to h, in
// grid.Neighbors' order and then at's, until f returns true; it reports
// whether f did. The step table's neighbours spare a search, and the
// ZoR and face-up tests that ask for every hex it reaches, a list each.
func (s *State) combatNextTo(h hexmap.Hex, f func(*Unit) bool) bool {
	i, ok := s.b.idx(h)
	if !ok {
		for _, n := range s.b.grid.Neighbors(h) {
			for _, u := range s.combatAt(n) {
				if f(u) {
					return true
				}
			}
		}
		return false
	}
	for _, j := range &s.b.steps().nbr[i] {
		if j < 0 {
			continue
		}
		for _, u := range s.atIndex(j) {
			if !u.p.commander() && f(u) {
				return true
			}
		}
	}
	return false
}

// occupancy builds the occupancy index: the counters on the map by
// Grid.Index, in scenario order (a counting sort, stable).
func (s *State) occupancy() *occIndex {
	x := s.occ.spare.Swap(nil) // one reader gets it; another builds anew
	if x == nil {
		x = &occIndex{slot: make([]int32, s.b.grid.Len())}
	} else {
		clear(x.slot)
	}
	count := x.start[:0]
	count = append(count, 0)
	kOf := slices.Grow(x.kOf[:0], len(s.Units))[:len(s.Units)]
	n := 0
	for i, u := range s.Units {
		kOf[i] = 0
		if u.On && u.Gone == "" {
			if j, ok := s.b.idx(u.Hex); ok {
				if x.slot[j] == 0 {
					count = append(count, 0)
					x.slot[j] = int32(len(count) - 1)
				}
				kOf[i] = x.slot[j]
				count[kOf[i]]++
				n++
			}
		}
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	// count[k] is now the end of hex k's list; fill each from its end
	// backwards, walking the units backwards, to keep scenario order.
	units := make([]*Unit, n) // new each time: at's callers may hold the old
	pos := make([]int32, n)
	next := append([]int32(nil), count...)
	for i := len(s.Units) - 1; i >= 0; i-- {
		if k := kOf[i]; k != 0 {
			next[k]--
			units[next[k]], pos[next[k]] = s.Units[i], int32(i)
		}
	}
	x.start, x.units, x.pos, x.kOf = count, units, pos, kOf
	return x
}
