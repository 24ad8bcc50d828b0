package custoza

import "sync"

// searchMemo is a path search's answers by hex index (searchCost): whether
// the force may enter each hex and with how many stacking points, and
// whether it is in an EZoR. An answer counts when its gen is the memo's:
// a memo is reused by the next search with the next gen, without
// clearing its tables (a search asks a few hundred hexes of thousands).
type searchMemo struct {
	gen   uint32
	enter []enterMemo
	ezor  []ezorMemo
}

type enterMemo struct {
	gen      uint32
	ok       bool
	entering int32
}

type ezorMemo struct {
	gen uint32
	yes bool
}

var searchMemos sync.Pool // *searchMemo

// newSearchMemo is a memo with no answers for a grid of n hexes.
func newSearchMemo(n int) *searchMemo {
	m, _ := searchMemos.Get().(*searchMemo)
	if m == nil || len(m.enter) != n || m.gen == ^uint32(0) {
		m = &searchMemo{enter: make([]enterMemo, n), ezor: make([]ezorMemo, n)}
	}
	m.gen++
	return m
}

// release gives the memo to the next search; the search is over.
func (m *searchMemo) release() { searchMemos.Put(m) }
