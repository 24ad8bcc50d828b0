package custoza

import (
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// traceTable is what a command trace (4.2, commandDistance) may cross
// whatever the units: by hex index and direction, whether the trace may
// step into the neighbour (on the map, not the Mincio's or a lake's hexes,
// no river or Mincio hexside without a bridge: traceEnters' fixed part),
// and its cost in half hexes (1 into a road hex, else 2). Worked out once
// per battle: a command trace is asked for every unit in every Command
// Step.
type traceTable struct {
	nbr   [][6]int32
	cross []bool // [i*6+d]
	cost  []int8 // [i]: entering hex i
}

func (b *battle) traces() *traceTable {
	b.memo.traceOnce.Do(func() { b.memo.traceTab = b.buildTraces() })
	return b.memo.traceTab
}

func (b *battle) buildTraces() *traceTable {
	n := b.grid.Len()
	t := &traceTable{nbr: b.grid.NeighborIndexes(), cross: make([]bool, n*6), cost: make([]int8, n)}
	for i := range n {
		t.cost[i] = 2
		if b.road[i] {
			t.cost[i] = 1
		}
		h := b.grid.HexAt(i)
		for d, j := range &t.nbr[i] {
			t.cross[i*6+d] = j >= 0 && b.traceCrosses(h, b.grid.HexAt(int(j)))
		}
	}
	return t
}

// traceCrosses is traceEnters' part that depends on the map alone.
func (b *battle) traceCrosses(h, n hexmap.Hex) bool {
	if !b.on(n) {
		return false
	}
	switch b.terrainOf(n) {
	case "mincio", "lake":
		return false
	}
	for _, k := range b.hexsideKinds(h, n) {
		blocks := k == "river" || k == "mincio" || (k == "stream" && b.sw.commandStreams)
		if blocks && !contains(b.hexsideKinds(h, n), "bridge") {
			return false
		}
	}
	return true
}

// traceScratch is a trace's distances by hex index (-1: not reached) and
// its queue, kept for the next trace.
type traceScratch struct {
	dist    []int32
	touched []int32
	buckets [][]int32
}

var tracePool sync.Pool // *traceScratch

// traceFrom is the length in half hexes of the shortest command trace
// from hex index from to index to for side, no longer than max, or -1:
// a Dijkstra on step costs of 1 and 2, its queue a bucket per length.
// The length is the shortest whatever the order the hexes are taken in.
func (s *State) traceFrom(side adjudicator.Side, from, to, max int) int {
	if max < 0 {
		return -1
	}
	t := s.b.traces()
	sc, _ := tracePool.Get().(*traceScratch)
	if sc == nil || len(sc.dist) != len(t.cost) {
		sc = &traceScratch{dist: make([]int32, len(t.cost))}
		for i := range sc.dist {
			sc.dist[i] = -1
		}
	}
	defer func() {
		for _, i := range sc.touched {
			sc.dist[i] = -1
		}
		sc.touched = sc.touched[:0]
		for d := range sc.buckets {
			sc.buckets[d] = sc.buckets[d][:0]
		}
		tracePool.Put(sc)
	}()
	for len(sc.buckets) <= max {
		sc.buckets = append(sc.buckets, nil)
	}
	sc.dist[from] = 0
	sc.touched = append(sc.touched, int32(from))
	sc.buckets[0] = append(sc.buckets[0], int32(from))
	for d := 0; d <= max; d++ {
		for k := 0; k < len(sc.buckets[d]); k++ {
			h := sc.buckets[d][k]
			if int(sc.dist[h]) != d {
				continue // reached shorter since
			}
			if int(h) == to {
				return d
			}
			for dir, n := range &t.nbr[h] {
				if !t.cross[int(h)*6+dir] {
					continue
				}
				nd := d + int(t.cost[n])
				if nd > max || (sc.dist[n] >= 0 && int(sc.dist[n]) <= nd) {
					continue
				}
				if int(n) != to && !s.traceFree(side, s.b.grid.HexAt(int(n))) {
					continue
				}
				if sc.dist[n] < 0 {
					sc.touched = append(sc.touched, n)
				}
				sc.dist[n] = int32(nd)
				sc.buckets[nd] = append(sc.buckets[nd], n)
			}
		}
	}
	return -1
}
