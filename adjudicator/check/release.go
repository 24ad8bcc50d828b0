package check

import "github.com/mincio/mincio/adjudicator"

// Releaser is a state whose memory can serve again once nothing reads it
// (Custoza's: its counters, for the next clone). The check's runs clone
// the state before every answer, and once a part's runs are over only
// their end states are read again (the chain, the next parts): the others
// are released.
type Releaser interface {
	// Release gives the state's memory back: the state is not read
	// again.
	Release()
}

// clones are the states a part's runs made (scope.Clone, each run's
// start), nil when no one collects them.
type clones[S adjudicator.State] struct{ states []S }

// note collects st and returns it.
func (c *clones[S]) note(st S) S {
	if c != nil {
		c.states = append(c.states, st)
	}
	return st
}

// release releases every state collected but those kept (the part's end
// states), for a state that is a Releaser; the collection is emptied.
func (c *clones[S]) release(kept []S) {
	for _, st := range c.states {
		r, ok := any(st).(Releaser)
		if !ok {
			return // a system's states are all of one kind
		}
		if !isAny(st, kept) {
			r.Release()
		}
	}
	c.states = nil
}

// isAny reports whether st is one of kept (the same state).
func isAny[S adjudicator.State](st S, kept []S) bool {
	for _, k := range kept {
		if any(k) == any(st) {
			return true
		}
	}
	return false
}
