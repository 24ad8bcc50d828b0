package custoza

import "sync"

// cloneMem is the memory of a state's counters and formations: a clone
// copies them into one (Clone), and a state the offline check will never
// read again gives its own back (Release) for the next clone, so that the
// check's hundreds of clones per order file, each as large as the
// scenario's counters, are not each new garbage for the collector.
type cloneMem struct {
	units []Unit
	uptr  []*Unit
	forms []Formation
	fptr  []*Formation
	slot  []int32 // the hex table of the clone's occupancy index
}

var cloneMems sync.Pool // *cloneMem, given back by Release

// takeCloneMem is memory for units counters, forms formations and a map
// of hexes hexes: one given back if its sizes fit (the clone overwrites
// every counter and formation, and an occupancy build clears the hex
// table first), or new. Its uptr and fptr point at its units and forms,
// in order, for good: a state's Units and Forms entries are never set
// but by newState.
func takeCloneMem(units, forms, hexes int) *cloneMem {
	if m, _ := cloneMems.Get().(*cloneMem); m != nil && len(m.units) == units && len(m.forms) == forms && len(m.slot) == hexes {
		return m
	}
	m := &cloneMem{units: make([]Unit, units), uptr: make([]*Unit, units), forms: make([]Formation, forms), fptr: make([]*Formation, forms),
		slot: make([]int32, hexes)}
	for i := range m.units {
		m.uptr[i] = &m.units[i]
	}
	for i := range m.forms {
		m.fptr[i] = &m.forms[i]
	}
	return m
}

// holds reports whether m holds s's counters and formations, in order
// (s is a clone, m its memory): they can be copied at once.
func (m *cloneMem) holds(s *State) bool {
	if m == nil || len(m.uptr) != len(s.Units) || len(m.fptr) != len(s.Forms) {
		return false
	}
	for i, u := range s.Units {
		if u != m.uptr[i] {
			return false
		}
	}
	for i, f := range s.Forms {
		if f != m.fptr[i] {
			return false
		}
	}
	return true
}

// Release implements check.Releaser: the check is done with s, a state
// between two answers of its runs that nothing holds any more, so its
// counters' and formations' memory goes to the next clone. s is emptied
// (no battle), so that a use after Release fails at once rather than
// reading another state's counters.
func (s *State) Release() {
	m := s.mem
	*s = State{}
	if m != nil {
		cloneMems.Put(m)
	}
}
