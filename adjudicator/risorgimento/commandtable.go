package risorgimento

import (
	"sync"
	"sync/atomic"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// commandSteps is commandStep for every hex of a map and each of its
// neighbours, for a brigadier's range (costs[0]) and a corps commander's
// (costs[1], across the Naviglio, 4.12): by 6*Grid.Index + the
// neighbour's slot (Grid.NeighborIndexes), as the indexed path search
// asks. The command ranges of every brigade's turn (4.11, 4.22) read the
// terrain of each step from it instead of the map and the charts. A hex's
// steps are worked out when a search first leaves it (most searches stay
// near their leader), under the mutex; ready says they are.
type commandSteps struct {
	m        *Map
	t        *Tables
	mapGen   int  // m's generation (SetHex, SetSide) when made
	naviglio bool // m.Naviglio when made
	mu       sync.Mutex
	ready    []atomic.Bool // by Grid.Index
	costs    [2][]hexmap.Cost
}

func newCommandSteps(m *Map, t *Tables) *commandSteps {
	n := len(m.nbrs)
	return &commandSteps{m: m, t: t, mapGen: m.gen, naviglio: m.Naviglio, ready: make([]atomic.Bool, n),
		costs: [2][]hexmap.Cost{make([]hexmap.Cost, 6*n), make([]hexmap.Cost, 6*n)}}
}

// of says whether cs is the command steps of m, as it is now, and t.
func (cs *commandSteps) of(m *Map, t *Tables) bool {
	return cs.m == m && cs.t == t && cs.mapGen == m.gen && cs.naviglio == m.Naviglio
}

// step is the cost of the step from hex index i across its neighbour slot
// d; Prohibited off the map.
func (cs *commandSteps) step(corps bool, i int32, d int) hexmap.Cost {
	if !cs.ready[i].Load() {
		cs.fill(i)
	}
	return cs.costs[boolIndex(corps)][6*int(i)+d]
}

func (cs *commandSteps) fill(i int32) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.ready[i].Load() {
		return
	}
	a := cs.m.Grid.HexAt(int(i))
	for d, j := range cs.m.nbrs[i] {
		for k, corps := range []bool{false, true} {
			c := Prohibited
			if j >= 0 {
				c = commandStep(cs.m, cs.t, a, cs.m.Grid.HexAt(int(j)), corps)
			}
			cs.costs[k][6*int(i)+d] = c
		}
	}
	cs.ready[i].Store(true)
}

// commandCost is commandCost (4.12) on this board by Grid.Index: the
// step's Leader MP from the world's table, never into the enemy's ZOC
// without a friendly combat unit.
func (b *board) commandCost(side adjudicator.Side, corps bool) hexmap.StepCost {
	steps := b.s.w.positions.commandSteps(b.s.w)
	zoc := b.zocOf(b.s.w.other(side))
	g := b.s.w.m.Grid
	return func(from, to int32, dir int) (hexmap.Cost, bool) {
		if zoc[to] && b.owner(g.HexAt(int(to))) != side {
			return 0, false
		}
		c := steps.step(corps, from, dir)
		return c, c != Prohibited
	}
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
