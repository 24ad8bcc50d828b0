package hexmap

// CostFunc is the rules system's price for moving (or tracing range) from
// one hex into the adjacent hex to, across side. It returns ok=false when
// the move is forbidden (impassable hexside, enemy unit, enemy ZoR that
// blocks command range ...). The function sees the hexside, so a road
// bonus can be given only along connected road hexsides (Tolentino 9.3.1
// "from road to contiguous road"), and hexside costs (stream, slope) can be
// added. A negative cost is treated as forbidden. The function must be
// deterministic; a search may call it more than once for the same move.
type CostFunc func(from, to Hex, side Hexside) (cost Cost, ok bool)

// Link is an extra one-way connection between two hexes that need not be
// adjacent, with a fixed cost: Tolentino 9.2.1 (whoever controls San
// Severino 1004 may move from 1003 to 1005 for 1 MP). The rules system adds
// it only when it applies. The CostFunc is not consulted for links.
type Link struct {
	From, To Hex
	Cost     Cost
}

// PathOptions tune a search.
type PathOptions struct {
	// MinimumMove: a unit may always move one hex, whatever the cost of
	// that hex and hexside, if the CostFunc allows the move at all
	// (Custoza 7.4 "one-hex minimum move"; Tolentino 9.1.1). Adjacent hexes
	// reached only this way are reported with Reached.MinimumMove set, at
	// their real cost (above the budget), and nothing is reached from them.
	MinimumMove bool
	// Stop reports hexes that may be entered but not left (Tolentino
	// 9.1.2: a combat unit "must stop the moment it enters an EZOC"). It is
	// never applied to the starting hex.
	Stop func(Hex) bool
	// Links are extra connections (see Link).
	Links []Link
}

// Reached is one hex found by a search.
type Reached struct {
	Hex         Hex
	Cost        Cost // cheapest cost from the origin (0 for the origin)
	Hexes       int  // hexes entered on the chosen path (0 for the origin)
	MinimumMove bool // reached only by the one-hex minimum move
}

// Reach is the result of Grid.Paths: every hex reachable within the budget
// with its cheapest cost and chosen path.
//
// Tie-breaks, so the same question always gets the same path: among paths
// of equal cost, the one entering fewer hexes; among those, the one whose
// sequence of hex ids, read from the origin, is smallest at the first hex
// where they differ (ids compare column then row, as printed: 0912 < 1003 <
// 1005).
type Reach struct {
	g      Grid
	from   Hex
	budget Cost
	nodes  []node // by Grid.Index
}

type node struct {
	cost  Cost
	steps int32
	prev  int32 // Grid.Index of the previous hex, -1 at the origin
	state uint8
}

const (
	unseen uint8 = iota
	tentative
	settled
	minimum // reached by the one-hex minimum move only
)

// From is the hex the search started from.
func (r Reach) From() Hex { return r.from }

// Budget is the budget the search was given.
func (r Reach) Budget() Cost { return r.budget }

// Get returns what the search found for h.
func (r Reach) Get(h Hex) (Reached, bool) {
	i, ok := r.g.Index(h)
	if !ok || i >= len(r.nodes) {
		return Reached{}, false
	}
	n := r.nodes[i]
	if n.state != settled && n.state != minimum {
		return Reached{}, false
	}
	return Reached{Hex: h, Cost: n.cost, Hexes: int(n.steps), MinimumMove: n.state == minimum}, true
}

// Path returns the chosen path from the origin to h, both included, or nil
// if h was not reached.
func (r Reach) Path(h Hex) []Hex {
	rc, ok := r.Get(h)
	if !ok {
		return nil
	}
	out := make([]Hex, rc.Hexes+1)
	i, _ := r.g.Index(h)
	for k := rc.Hexes; k >= 0; k-- {
		out[k] = r.g.HexAt(i)
		i = int(r.nodes[i].prev)
	}
	return out
}

// All lists every reached hex, the origin included, in printed-id order.
func (r Reach) All() []Reached {
	var out []Reached
	for i := range r.nodes {
		if rc, ok := r.Get(r.g.HexAt(i)); ok {
			out = append(out, rc)
		}
	}
	return out
}

// Hexes lists every reached hex, the origin included, in printed-id order.
func (r Reach) Hexes() []Hex {
	var out []Hex
	for i, n := range r.nodes {
		if n.state == settled || n.state == minimum {
			out = append(out, r.g.HexAt(i))
		}
	}
	return out
}

// Paths finds every hex reachable from from with a total cost of at most
// budget, with its cheapest cost and chosen path (see Reach for the
// tie-breaks). The cost of a hex is paid on entering it, so the origin
// costs nothing and the last hex is paid for: range "traced from the
// Formation Commander (excluded) to the unit (included)" (Custoza 4.2;
// Risorgimento 4.12 "including the latter hex, but not the leader's").
func (g Grid) Paths(from Hex, budget Cost, cost CostFunc, opts PathOptions) Reach {
	s := g.newSearch(from, budget, cost, opts)
	s.run(-1)
	if opts.MinimumMove {
		s.minimumMove()
	}
	return s.r
}

// Within lists the hexes whose cheapest cost from from is at most budget,
// from included, in printed-id order: command range (Custoza 4.2 four
// hexes counting ½ per road hex; Risorgimento 4.12 leader MPs; Tolentino
// 4.3.1 range by terrain).
func (g Grid) Within(from Hex, budget Cost, cost CostFunc, opts PathOptions) []Hex {
	return g.Paths(from, budget, cost, opts).Hexes()
}

// CheapestPath returns the cheapest path from from to to (both included)
// with the tie-breaks of Reach, and its cost; ok is false if to cannot be
// reached. There is no budget: compare the cost with the allowance.
func (g Grid) CheapestPath(from, to Hex, cost CostFunc, opts PathOptions) ([]Hex, Cost, bool) {
	ti, ok := g.Index(to)
	if !ok {
		return nil, 0, false
	}
	s := g.newSearch(from, MaxCost, cost, opts)
	s.run(int32(ti))
	rc, ok := s.r.Get(to)
	if !ok {
		return nil, 0, false
	}
	return s.r.Path(to), rc.Cost, true
}

type search struct {
	g     Grid
	r     Reach
	cost  CostFunc
	opts  PathOptions
	nodes []node
	heap  []entry
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

func (g Grid) newSearch(from Hex, budget Cost, cost CostFunc, opts PathOptions) *search {
	s := &search{g: g, cost: cost, opts: opts}
	s.r = Reach{g: g, from: from, budget: budget}
	if fi, ok := g.Index(from); ok && budget >= 0 {
		s.nodes = make([]node, g.Len())
		s.r.nodes = s.nodes
		s.push(entry{cost: 0, steps: 0, v: int32(fi)})
		s.nodes[fi] = node{prev: -1, state: tentative}
	} else if ok {
		s.nodes = make([]node, g.Len())
		s.r.nodes = s.nodes
		s.nodes[fi] = node{prev: -1, state: settled}
	}
	return s
}

// run settles hexes in label order until the heap is empty or target (a
// Grid.Index, or -1) is settled.
func (s *search) run(target int32) {
	for len(s.heap) > 0 {
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
	u := s.g.HexAt(int(e.v))
	if prev >= 0 && s.opts.Stop != nil && s.opts.Stop(u) {
		return
	}
	au := s.g.toAxial(u)
	dirs := s.g.Directions()
	for i := 0; i < 6; i++ {
		v := s.g.fromAxial(au.add(s.g.vector(i)))
		vi, ok := s.g.Index(v)
		if !ok || s.nodes[vi].state == settled {
			continue
		}
		side := Hexside{a: u, b: v, dir: dirs[i]}
		if i >= 3 {
			side = Hexside{a: v, b: u, dir: dirs[i-3]}
		}
		if c, ok := s.cost(u, v, side); ok {
			s.relax(e, int32(vi), c)
		}
	}
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
	if c < 0 || c > s.r.budget-from.cost {
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
	*n = node{cost: cand.cost, steps: cand.steps, prev: from.v, state: tentative}
	s.push(cand)
}

// minimumMove adds the adjacent hexes the budget did not reach but the
// one-hex minimum move does (Custoza 7.4, Tolentino 9.1.1).
func (s *search) minimumMove() {
	from := s.r.from
	fi, ok := s.g.Index(from)
	if !ok {
		return
	}
	for i := 0; i < 6; i++ {
		v := s.g.step(from, i)
		vi, ok := s.g.Index(v)
		if !ok || s.nodes[vi].state == settled {
			continue
		}
		if c, ok := s.cost(from, v, s.g.hexsideAt(from, i)); ok && c >= 0 {
			s.nodes[vi] = node{cost: c, steps: 1, prev: int32(fi), state: minimum}
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
	s.heap = append(s.heap, e)
	i := len(s.heap) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !s.heap[i].less(s.heap[p]) {
			break
		}
		s.heap[i], s.heap[p] = s.heap[p], s.heap[i]
		i = p
	}
}

func (s *search) pop() entry {
	h := s.heap
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
	s.heap = h
	return top
}
