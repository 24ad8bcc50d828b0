package risorgimento

import (
	"sync"
	"sync/atomic"
)

// counterID is a counter's id in a state (unitState.ID, leaderState.ID),
// interned process-wide: a number in place of the string, so that a
// state's units and leaders hold no pointer at all and the clone the core makes before every answer
// (Game.try) is a plain copy, neither scanned by the collector nor
// guarded by its write barriers. It prints, and reads and writes itself
// in JSON, as the id it stands for; the zero value is "". The numbers are
// never written anywhere and depend on the order ids were first met.
type counterID uint32

// counterIDs is the intern table: names only grows (a reader's slice is
// never written under its length), index is read and written under mu.
var counterIDs struct {
	mu    sync.Mutex
	index map[string]counterID
	names atomic.Pointer[[]string]
}

// internCounterID is s's counterID.
func internCounterID(s string) counterID {
	if s == "" {
		return 0
	}
	counterIDs.mu.Lock()
	defer counterIDs.mu.Unlock()
	if id, ok := counterIDs.index[s]; ok {
		return id
	}
	names := []string{""}
	if p := counterIDs.names.Load(); p != nil {
		names = *p
	} else {
		counterIDs.index = map[string]counterID{}
	}
	id := counterID(len(names))
	names = append(names, s)
	counterIDs.names.Store(&names)
	counterIDs.index[s] = id
	return id
}

func (u counterID) String() string {
	if u == 0 {
		return ""
	}
	return (*counterIDs.names.Load())[u]
}

// MarshalText writes the id.
func (u counterID) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText reads an id.
func (u *counterID) UnmarshalText(b []byte) error {
	*u = internCounterID(string(b))
	return nil
}
