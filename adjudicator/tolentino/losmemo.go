package tolentino

import (
	"sync"
	"sync/atomic"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The line of sight between two hexes depends on the map alone (11.3.1),
// and the fog of war asks it again and again of the same pairs (every
// enemy stack from every friendly unit, at every decision listed). So the
// battle remembers each answer: two bits a pair of hexes by Grid.Index,
// 0 not yet asked, 1 seen, 2 blocked, sixteen pairs a word. A verification
// lists decisions on several goroutines at once, so the words are atomic;
// the answer is the same whoever computes it first.
type losMemo struct {
	once  sync.Once
	n     int
	words []atomic.Uint32
}

const (
	losSeen    = 1
	losBlocked = 2
)

// get returns the remembered answer for a to c, or compute's, remembered.
func (m *losMemo) get(g hexmap.Grid, a, c hexmap.Hex, compute func() bool) bool {
	i, ok1 := g.Index(a)
	j, ok2 := g.Index(c)
	if !ok1 || !ok2 {
		return compute()
	}
	m.once.Do(func() {
		m.n = g.Len()
		m.words = make([]atomic.Uint32, (m.n*m.n+15)/16)
	})
	k := i*m.n + j
	w, shift := &m.words[k/16], uint(k%16)*2
	switch (w.Load() >> shift) & 3 {
	case losSeen:
		return true
	case losBlocked:
		return false
	}
	seen := compute()
	bits := uint32(losBlocked)
	if seen {
		bits = losSeen
	}
	w.Or(bits << shift)
	return seen
}
