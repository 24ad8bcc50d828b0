package hexmap

import "slices"

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
//
// It keeps only the hexes reached, by Grid.Index (a search works on a
// table of the whole map, which it reuses for the next search).
type Reach struct {
	g      Grid
	hexes  []Hex // the grid's hexes by Grid.Index (gridTables)
	from   Hex
	budget Cost
	idx    []int32 // Grid.Index of the hexes reached, ascending
	nodes  []node  // what the search found for each of idx
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

func (n node) reached() bool { return n.state == settled || n.state == minimum }

// From is the hex the search started from.
func (r Reach) From() Hex { return r.from }

// Budget is the budget the search was given.
func (r Reach) Budget() Cost { return r.budget }

// at finds the node of Grid.Index i.
func (r Reach) at(i int) (node, bool) {
	k, ok := slices.BinarySearch(r.idx, int32(i))
	if !ok {
		return node{}, false
	}
	return r.nodes[k], true
}

// Get returns what the search found for h.
func (r Reach) Get(h Hex) (Reached, bool) {
	i, ok := r.g.Index(h)
	if !ok {
		return Reached{}, false
	}
	n, ok := r.at(i)
	if !ok {
		return Reached{}, false
	}
	return Reached{Hex: h, Cost: n.cost, Hexes: int(n.steps), MinimumMove: n.state == minimum}, true
}

// Path returns the chosen path from the origin to h, both included, or nil
// if h was not reached.
func (r Reach) Path(h Hex) []Hex {
	i, ok := r.g.Index(h)
	if !ok {
		return nil
	}
	n, ok := r.at(i)
	if !ok {
		return nil
	}
	out := make([]Hex, n.steps+1)
	for k := int(n.steps); k >= 0; k-- {
		out[k] = r.hexes[i]
		i = int(n.prev)
		n, _ = r.at(i)
	}
	return out
}

// All lists every reached hex, the origin included, in printed-id order.
func (r Reach) All() []Reached {
	var out []Reached
	for k := range r.idx {
		out = append(out, r.At(k))
	}
	return out
}

// Len is the number of hexes reached, the origin included.
func (r Reach) Len() int { return len(r.idx) }

// At is the k-th hex reached (0 ≤ k < Len()), in printed-id order, as All
// lists them.
func (r Reach) At(k int) Reached {
	n := r.nodes[k]
	return Reached{Hex: r.hexes[r.idx[k]], Cost: n.cost, Hexes: int(n.steps), MinimumMove: n.state == minimum}
}

// GridIndex is the Grid.Index of the k-th hex reached (0 ≤ k < Len()).
func (r Reach) GridIndex(k int) int { return int(r.idx[k]) }

// Hexes lists every reached hex, the origin included, in printed-id order.
func (r Reach) Hexes() []Hex {
	if len(r.idx) == 0 {
		return nil
	}
	out := make([]Hex, len(r.idx))
	for k, i := range r.idx {
		out[k] = r.hexes[i]
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
	return g.PathsIndexed(from, budget, g.byIndex(cost), g.indexOptions(opts))
}

// Within lists the hexes whose cheapest cost from from is at most budget,
// from included, in printed-id order: command range (Custoza 4.2 four
// hexes counting ½ per road hex; Risorgimento 4.12 leader MPs; Tolentino
// 4.3.1 range by terrain).
func (g Grid) Within(from Hex, budget Cost, cost CostFunc, opts PathOptions) []Hex {
	return g.WithinIndexed(from, budget, g.byIndex(cost), g.indexOptions(opts))
}

// CheapestPath returns the cheapest path from from to to (both included)
// with the tie-breaks of Reach, and its cost; ok is false if to cannot be
// reached. There is no budget: compare the cost with the allowance.
func (g Grid) CheapestPath(from, to Hex, cost CostFunc, opts PathOptions) ([]Hex, Cost, bool) {
	return g.CheapestPathIndexed(from, to, g.byIndex(cost), g.indexOptions(opts))
}
