package hexmap

import "sync"

// A search is Dijkstra's algorithm over the map's hexes by Grid.Index,
// with the tie-breaks of Reach. Rules ask for thousands of searches a game
// (every move, every command range, every listed destination), so a search
// borrows its table of the whole map from a pool and gives it back clean,
// and finds neighbours in a table made once per grid.
type search struct {
	g      Grid
	t      *gridTables
	from   Hex
	budget Cost
	cost   StepCost
	opts   IndexOptions
	sc     *scratch
	nodes  []node // by Grid.Index; nil if from is off the map
	lo, hi int32  // the range of nodes written, cleared by release
}

// entry is a heap entry. The heap orders by cost, then hexes entered, then
// index; the third tie-break (hex ids from the origin) is settled in relax,
// because every path that can tie with the best path to v in cost and
// hexes comes from a hex with a strictly smaller (cost, hexes), which is
// settled, and has relaxed v, before v leaves the heap.
type entry struct {
	cost  Cost
	steps int32
	v     int32
}

func (a entry) less(b entry) bool {
	switch {
	case a.cost != b.cost:
		return a.cost < b.cost
	case a.steps != b.steps:
		return a.steps < b.steps
	}
	return a.v < b.v
}

// scratch is a search's working memory: nodes all zero and heap empty
// whenever it is in the pool.
type scratch struct {
	nodes []node
	heap  []entry
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

func (g Grid) newSearch(from Hex, budget Cost, cost StepCost, opts IndexOptions) *search {
	s := &search{g: g, t: g.tables(), from: from, budget: budget, cost: cost, opts: opts, lo: 1, hi: 0}
	fi, ok := g.Index(from)
	if !ok {
		return s
	}
	s.sc = scratches.Get().(*scratch)
	if len(s.sc.nodes) < g.Len() {
		s.sc.nodes = make([]node, g.Len())
	}
	s.nodes = s.sc.nodes[:g.Len()]
	if budget >= 0 {
		s.push(entry{cost: 0, steps: 0, v: int32(fi)})
		s.set(int32(fi), node{prev: -1, state: tentative})
	} else {
		s.set(int32(fi), node{prev: -1, state: settled})
	}
	return s
}

// set writes node i, widening the range release clears.
func (s *search) set(i int32, n node) {
	if s.lo > s.hi {
		s.lo, s.hi = i, i
	}
	s.lo, s.hi = min(s.lo, i), max(s.hi, i)
	s.nodes[i] = n
}

// release gives the working memory back, clean. The search is over.
func (s *search) release() {
	if s.sc == nil {
		return
	}
	if s.lo <= s.hi {
		clear(s.nodes[s.lo : s.hi+1])
	}
	s.sc.heap = s.sc.heap[:0]
	scratches.Put(s.sc)
	s.sc, s.nodes = nil, nil
}

// run settles hexes in label order until the heap is empty or target (a
// Grid.Index, or -1) is settled.
func (s *search) run(target int32) {
	if s.sc == nil {
		return // from is off the map: nothing is reached
	}
	for len(s.sc.heap) > 0 {
		e := s.pop()
		n := &s.nodes[e.v]
		if n.state == settled || n.cost != e.cost || n.steps != e.steps {
			continue // stale: a better label was pushed since
		}
		n.state = settled
		if e.v == target {
			return
		}
		s.expand(e, n.prev)
	}
}

func (s *search) expand(e entry, prev int32) {
	if prev >= 0 && s.opts.Stop != nil && s.opts.Stop(e.v) {
		return
	}
	for dir, vi := range &s.t.nbrs[e.v] {
		if vi < 0 || s.nodes[vi].state == settled {
			continue
		}
		if c, ok := s.cost(e.v, vi, dir); ok {
			s.relax(e, vi, c)
		}
	}
	if len(s.opts.Links) == 0 {
		return
	}
	u := s.t.hexes[e.v]
	for _, l := range s.opts.Links {
		if l.From != u {
			continue
		}
		if vi, ok := s.g.Index(l.To); ok && s.nodes[vi].state != settled {
			s.relax(e, int32(vi), l.Cost)
		}
	}
}

func (s *search) relax(from entry, v int32, c Cost) {
	if c < 0 || c > s.budget-from.cost {
		return
	}
	cand := entry{cost: from.cost + c, steps: from.steps + 1, v: v}
	n := &s.nodes[v]
	if n.state == tentative {
		switch {
		case cand.cost > n.cost || cand.cost == n.cost && cand.steps > n.steps:
			return
		case cand.cost == n.cost && cand.steps == n.steps:
			// Same cost and hexes: keep the smaller sequence of ids.
			if s.seqLess(from.v, n.prev) {
				n.prev = from.v
			}
			return
		}
	}
	s.set(v, node{cost: cand.cost, steps: cand.steps, prev: from.v, state: tentative})
	s.push(cand)
}

// minimumMove adds the adjacent hexes the budget did not reach but the
// one-hex minimum move does (Custoza 7.4, Tolentino 9.1.1).
func (s *search) minimumMove() {
	fi, ok := s.g.Index(s.from)
	if !ok {
		return
	}
	for i, vi := range &s.t.nbrs[fi] {
		if vi < 0 || s.nodes[vi].state == settled {
			continue
		}
		if c, ok := s.cost(int32(fi), vi, i); ok && c >= 0 {
			s.set(vi, node{cost: c, steps: 1, prev: int32(fi), state: minimum})
		}
	}
}

// seqLess compares the paths to two settled hexes with the same number of
// hexes entered by their hex ids read from the origin: walk both back to
// where they join; the last pair that differed is the first difference.
func (s *search) seqLess(x, y int32) bool {
	dx, dy := x, y
	for x != y && x >= 0 && y >= 0 {
		dx, dy = x, y
		x, y = s.nodes[x].prev, s.nodes[y].prev
	}
	return dx < dy // Grid.Index order is printed-id order
}

func (s *search) push(e entry) {
	h := append(s.sc.heap, e)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !h[i].less(h[p]) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
	s.sc.heap = h
}

func (s *search) pop() entry {
	h := s.sc.heap
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h) && h[l].less(h[m]) {
			m = l
		}
		if r < len(h) && h[r].less(h[m]) {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	s.sc.heap = h
	return top
}
