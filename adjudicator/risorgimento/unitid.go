package risorgimento

import (
	"sync"
	"sync/atomic"
)

// unitID is a combat unit's id in a state (unitState.ID), interned
// process-wide: a number in place of the string, so that a state's units
// hold no pointer at all and the clone the core makes before every answer
// (Game.try) is a plain copy, neither scanned by the collector nor
// guarded by its write barriers. It prints, and reads and writes itself
// in JSON, as the id it stands for; the zero value is "". The numbers are
// never written anywhere and depend on the order ids were first met.
type unitID uint32

// unitIDs is the intern table: names only grows (a reader's slice is never
// written under its length), index is read and written under mu.
var unitIDs struct {
	mu    sync.Mutex
	index map[string]unitID
	names atomic.Pointer[[]string]
}

// internUnitID is s's unitID.
func internUnitID(s string) unitID {
	if s == "" {
		return 0
	}
	unitIDs.mu.Lock()
	defer unitIDs.mu.Unlock()
	if id, ok := unitIDs.index[s]; ok {
		return id
	}
	names := []string{""}
	if p := unitIDs.names.Load(); p != nil {
		names = *p
	} else {
		unitIDs.index = map[string]unitID{}
	}
	id := unitID(len(names))
	names = append(names, s)
	unitIDs.names.Store(&names)
	unitIDs.index[s] = id
	return id
}

func (u unitID) String() string {
	if u == 0 {
		return ""
	}
	return (*unitIDs.names.Load())[u]
}

// MarshalText writes the id.
func (u unitID) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText reads an id.
func (u *unitID) UnmarshalText(b []byte) error {
	*u = internUnitID(string(b))
	return nil
}
