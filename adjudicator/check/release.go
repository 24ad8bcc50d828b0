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

// collect is a collection of a part's states when S is a Releaser, nil
// otherwise: holding every state to the part's end would only keep them
// from the collector.
func collect[S adjudicator.State]() *clones[S] {
	var st S
	if _, ok := any(st).(Releaser); !ok {
		return nil
	}
	return new(clones[S])
}

// note collects st and returns it.
func (c *clones[S]) note(st S) S {
	if c != nil {
		c.states = append(c.states, st)
	}
	return st
}

// release releases every state collected but those kept (the part's end
// states); the collection is emptied.
func (c *clones[S]) release(kept []S) {
	if c == nil {
		return
	}
	for _, st := range c.states {
		if !isAny(st, kept) {
			any(st).(Releaser).Release()
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
