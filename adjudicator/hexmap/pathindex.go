package hexmap

// The searches by Grid.Index: for rules that keep their tables by index,
// so that the cost of a step, which a search asks for every step it
// considers (hundreds of thousands in a game's verification), is a few
// table reads. Paths, Within and CheapestPath are these with the costs by
// hex.

// StepCost is a CostFunc by Grid.Index: the price of moving from the hex
// of index from into its neighbour of index to, which lies in direction
// Directions()[dir] from it; the side they share is owned by from when
// dir < 3, by to otherwise (see Hexside). The rules of CostFunc apply.
type StepCost func(from, to int32, dir int) (cost Cost, ok bool)

// IndexOptions are PathOptions with Stop by Grid.Index.
type IndexOptions struct {
	MinimumMove bool
	Stop        func(i int32) bool
	Links       []Link
}

// PathsIndexed is Paths with the costs by Grid.Index.
func (g Grid) PathsIndexed(from Hex, budget Cost, cost StepCost, opts IndexOptions) Reach {
	var r Reach
	g.PathsIndexedInto(&r, from, budget, cost, opts)
	return r
}

// PathsIndexedInto is PathsIndexed into r, reusing its memory: for a
// caller that searches again and again and reads each reach only until
// the next.
func (g Grid) PathsIndexedInto(r *Reach, from Hex, budget Cost, cost StepCost, opts IndexOptions) {
	s := g.newSearch(from, budget, cost, opts)
	defer s.release()
	s.run(-1)
	if opts.MinimumMove {
		s.minimumMove()
	}
	count := 0
	for i := s.lo; i <= s.hi; i++ {
		if s.nodes[i].reached() {
			count++
		}
	}
	*r = Reach{g: g, hexes: s.t.hexes, from: from, budget: budget, idx: r.idx[:0], nodes: r.nodes[:0]}
	if cap(r.idx) < count {
		r.idx, r.nodes = make([]int32, 0, count), make([]node, 0, count)
	}
	for i := s.lo; i <= s.hi; i++ {
		if n := s.nodes[i]; n.reached() {
			r.idx = append(r.idx, i)
			r.nodes = append(r.nodes, n)
		}
	}
}

// WithinIndexed is Within with the costs by Grid.Index.
func (g Grid) WithinIndexed(from Hex, budget Cost, cost StepCost, opts IndexOptions) []Hex {
	s := g.newSearch(from, budget, cost, opts)
	defer s.release()
	s.run(-1)
	if opts.MinimumMove {
		s.minimumMove()
	}
	var out []Hex
	for i := s.lo; i <= s.hi; i++ {
		if s.nodes[i].reached() {
			out = append(out, s.t.hexes[i])
		}
	}
	return out
}

// CheapestPathIndexed is CheapestPath with the costs by Grid.Index: the
// search for one hex with no budget (PathToIndexed; with no budget every
// neighbour of from that may be entered is settled, so the minimum move
// adds nothing).
func (g Grid) CheapestPathIndexed(from, to Hex, cost StepCost, opts IndexOptions) ([]Hex, Cost, bool) {
	return g.PathToIndexed(from, to, MaxCost, cost, opts)
}

// byIndex asks cost by hex and hexside.
func (g Grid) byIndex(cost CostFunc) StepCost {
	t, dirs := g.tables(), g.Directions()
	return func(from, to int32, dir int) (Cost, bool) {
		u, v := t.hexes[from], t.hexes[to]
		if dir < 3 {
			return cost(u, v, Hexside{a: u, b: v, dir: dirs[dir]})
		}
		return cost(u, v, Hexside{a: v, b: u, dir: dirs[dir-3]})
	}
}

// indexOptions asks opts.Stop by hex.
func (g Grid) indexOptions(opts PathOptions) IndexOptions {
	o := IndexOptions{MinimumMove: opts.MinimumMove, Links: opts.Links}
	if stop := opts.Stop; stop != nil {
		t := g.tables()
		o.Stop = func(i int32) bool { return stop(t.hexes[i]) }
	}
	return o
}

// PathToIndexed is PathsIndexed's answer for one hex: the path to to
// (from and to included), its cost, and whether to was reached within
// budget. The search stops when to is settled: a settled hex's cost and
// path never change, so they are those of the whole search, for a
// fraction of its work when to is near.
func (g Grid) PathToIndexed(from, to Hex, budget Cost, cost StepCost, opts IndexOptions) ([]Hex, Cost, bool) {
	ti, ok := g.Index(to)
	if !ok {
		return nil, 0, false
	}
	s := g.newSearch(from, budget, cost, opts)
	defer s.release()
	s.run(int32(ti))
	if s.nodes == nil {
		return nil, 0, false
	}
	if s.nodes[ti].state != settled && opts.MinimumMove {
		s.minimumMove() // the search ran to its end: to was not settled
	}
	if !s.nodes[ti].reached() {
		return nil, 0, false
	}
	n := s.nodes[ti]
	path := make([]Hex, n.steps+1)
	for k, i := int(n.steps), int32(ti); k >= 0; k-- {
		path[k] = s.t.hexes[i]
		i = s.nodes[i].prev
	}
	return path, n.cost, true
}

// PathTo is PathToIndexed with the costs by hex: Paths' answer for one
// hex, the search stopping when it is settled.
func (g Grid) PathTo(from, to Hex, budget Cost, cost CostFunc, opts PathOptions) ([]Hex, Cost, bool) {
	return g.PathToIndexed(from, to, budget, g.byIndex(cost), g.indexOptions(opts))
}
