package hexmap

import (
	"math/rand/v2"
	"testing"
)

// The search as it was before it borrowed its memory from a pool and kept
// only the hexes it reached (issue 11): the oracle the search must agree
// with, path for path, on random maps, costs and options.

type refReach struct {
	g      Grid
	from   Hex
	budget Cost
	nodes  []refNode // by Grid.Index
}

type refNode struct {
	cost  Cost
	steps int32
	prev  int32 // Grid.Index of the previous hex, -1 at the origin
	state uint8
}

// Get returns what the refSearch found for h.
func (r refReach) Get(h Hex) (Reached, bool) {
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
func (r refReach) Path(h Hex) []Hex {
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

func refPaths(g Grid, from Hex, budget Cost, cost CostFunc, opts PathOptions) refReach {
	s := refNewSearch(g, from, budget, cost, opts)
	s.run(-1)
	if opts.MinimumMove {
		s.minimumMove()
	}
	return s.r
}

type refSearch struct {
	g     Grid
	r     refReach
	cost  CostFunc
	opts  PathOptions
	nodes []refNode
	heap  []refEntry
}

// refEntry is a heap refEntry. The heap orders by cost, then hexes entered, then
// index; the third tie-break (hex ids from the origin) is settled in relax,
// because every path that can tie with the best path to v in cost and
// hexes comes from a hex with a strictly smaller (cost, hexes), which is
// settled, and has relaxed v, before v leaves the heap.
type refEntry struct {
	cost  Cost
	steps int32
	v     int32
}

func (a refEntry) less(b refEntry) bool {
	switch {
	case a.cost != b.cost:
		return a.cost < b.cost
	case a.steps != b.steps:
		return a.steps < b.steps
	}
	return a.v < b.v
}

func refNewSearch(g Grid, from Hex, budget Cost, cost CostFunc, opts PathOptions) *refSearch {
	s := &refSearch{g: g, cost: cost, opts: opts}
	s.r = refReach{g: g, from: from, budget: budget}
	if fi, ok := g.Index(from); ok && budget >= 0 {
		s.nodes = make([]refNode, g.Len())
		s.r.nodes = s.nodes
		s.push(refEntry{cost: 0, steps: 0, v: int32(fi)})
		s.nodes[fi] = refNode{prev: -1, state: tentative}
	} else if ok {
		s.nodes = make([]refNode, g.Len())
		s.r.nodes = s.nodes
		s.nodes[fi] = refNode{prev: -1, state: settled}
	}
	return s
}

// run settles hexes in label order until the heap is empty or target (a
// Grid.Index, or -1) is settled.
func (s *refSearch) run(target int32) {
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

func (s *refSearch) expand(e refEntry, prev int32) {
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

func (s *refSearch) relax(from refEntry, v int32, c Cost) {
	if c < 0 || c > s.r.budget-from.cost {
		return
	}
	cand := refEntry{cost: from.cost + c, steps: from.steps + 1, v: v}
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
	*n = refNode{cost: cand.cost, steps: cand.steps, prev: from.v, state: tentative}
	s.push(cand)
}

// minimumMove adds the adjacent hexes the budget did not reach but the
// one-hex minimum move does (Custoza 7.4, Tolentino 9.1.1).
func (s *refSearch) minimumMove() {
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
			s.nodes[vi] = refNode{cost: c, steps: 1, prev: int32(fi), state: minimum}
		}
	}
}

// seqLess compares the paths to two settled hexes with the same number of
// hexes entered by their hex ids read from the origin: walk both back to
// where they join; the last pair that differed is the first difference.
func (s *refSearch) seqLess(x, y int32) bool {
	dx, dy := x, y
	for x != y && x >= 0 && y >= 0 {
		dx, dy = x, y
		x, y = s.nodes[x].prev, s.nodes[y].prev
	}
	return dx < dy // Grid.Index order is printed-id order
}

func (s *refSearch) push(e refEntry) {
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

func (s *refSearch) pop() refEntry {
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

func TestPathsAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	prices := []Cost{Half, MP, MP, MP, MP + Half, MPs(2), MPs(3), -1}
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for trial := range trials {
		gc := allGrids[trial%len(allGrids)]
		g := gc.g
		g.FirstCol, g.LastCol = 1+rng.IntN(3), 8+rng.IntN(12)
		g.FirstRow, g.LastRow = 1+rng.IntN(3), 8+rng.IntN(12)
		table := map[[2]Hex]Cost{}
		for _, h := range g.Hexes() {
			for _, n := range g.Neighbors(h) {
				table[[2]Hex{h, n}] = prices[rng.IntN(len(prices))]
			}
		}
		cost := func(from, to Hex, _ Hexside) (Cost, bool) {
			c := table[[2]Hex{from, to}]
			return c, rng.IntN(50) > 0 || c >= 0 // now and then refused outright
		}
		hexes := g.Hexes()
		stops := map[Hex]bool{}
		for range rng.IntN(8) {
			stops[hexes[rng.IntN(len(hexes))]] = true
		}
		var opts PathOptions
		opts.MinimumMove = rng.IntN(2) == 0
		if rng.IntN(2) == 0 {
			opts.Stop = func(h Hex) bool { return stops[h] }
		}
		if rng.IntN(2) == 0 {
			opts.Links = []Link{{From: hexes[rng.IntN(len(hexes))], To: hexes[rng.IntN(len(hexes))], Cost: MP}}
		}
		from := hexes[rng.IntN(len(hexes))]
		if trial%25 == 0 {
			from = Hex{0, 0} // off the map
		}
		budget := MPs(rng.IntN(12)) - Cost(rng.IntN(2))
		// The same cost answers for both: the random refusals are drawn
		// once per move and remembered.
		seen := map[[2]Hex]bool{}
		fixed := func(from, to Hex, side Hexside) (Cost, bool) {
			k := [2]Hex{from, to}
			ok, asked := seen[k]
			if !asked {
				_, ok = cost(from, to, side)
				seen[k] = ok
			}
			return table[k], ok
		}
		want := refPaths(g, from, budget, fixed, opts)
		got := g.Paths(from, budget, fixed, opts)
		cheapOpts := PathOptions{Stop: opts.Stop, Links: opts.Links}
		rp := refPaths(g, from, MaxCost, fixed, cheapOpts)
		for _, h := range g.Hexes() {
			w, wok := want.Get(h)
			r, rok := got.Get(h)
			if wok != rok || w != r || hexList(want.Path(h)) != hexList(got.Path(h)) {
				t.Fatalf("%s trial %d: %v: got %v %v %s; want %v %v %s", gc.name, trial, h,
					r, rok, hexList(got.Path(h)), w, wok, hexList(want.Path(h)))
			}
			if wok {
				p, c, ok := g.CheapestPath(from, h, fixed, cheapOpts)
				rw, rwok := rp.Get(h)
				if ok != rwok || (ok && (c != rw.Cost || hexList(p) != hexList(rp.Path(h)))) {
					t.Fatalf("%s trial %d: cheapest to %v: got %s %v; want %s %v", gc.name, trial, h, hexList(p), c, hexList(rp.Path(h)), rw.Cost)
				}
			}
		}
		var wantHexes []Hex
		for _, h := range g.Hexes() {
			if _, ok := want.Get(h); ok {
				wantHexes = append(wantHexes, h)
			}
		}
		var each []Hex
		for k := range got.Len() {
			if rc, _ := got.Get(got.At(k).Hex); rc != got.At(k) {
				t.Fatalf("%s trial %d: At(%d) %v, Get %v", gc.name, trial, k, got.At(k), rc)
			}
			if i, _ := g.Index(got.At(k).Hex); i != got.GridIndex(k) {
				t.Fatalf("%s trial %d: GridIndex(%d) %d, Index %d", gc.name, trial, k, got.GridIndex(k), i)
			}
			each = append(each, got.At(k).Hex)
		}
		if hexList(got.Hexes()) != hexList(wantHexes) || hexList(each) != hexList(wantHexes) || hexList(g.Within(from, budget, fixed, opts)) != hexList(wantHexes) {
			t.Fatalf("%s trial %d: Hexes %s, Within %s; want %s", gc.name, trial, hexList(got.Hexes()), hexList(g.Within(from, budget, fixed, opts)), hexList(wantHexes))
		}
	}
}
