package dice

import "fmt"

// Check re-derives every roll recorded for one log entry from the revealed
// seed and reports the first difference as a *[DifferenceError]. Check the
// seed against the published commitment first, with [CheckCommitment].
func Check(seed Seed, gameID string, position uint64, inputDigest [32]byte, recorded []Roll) error {
	s := NewStream(seed, gameID, position, inputDigest)
	for i, r := range recorded {
		if r.Sides < MinSides || r.Sides > MaxSides {
			return &DifferenceError{N: i + 1, Recorded: r}
		}
		if v := s.Roll(r.Sides, r.Purpose); v != r.Value {
			return &DifferenceError{N: i + 1, Recorded: r, Derived: v}
		}
	}
	return nil
}

// DifferenceError is a recorded roll that is not the one the seed dictates.
type DifferenceError struct {
	N        int  // 1-based number of the roll within the entry
	Recorded Roll // the roll as recorded in the log
	Derived  int  // the value the seed gives; 0 if Recorded.Sides is not a valid die
}

func (e *DifferenceError) Error() string {
	if e.Derived == 0 {
		return fmt.Sprintf("roll %d: the log recorded %s, but dice have %d to %d sides",
			e.N, e.Recorded, MinSides, MaxSides)
	}
	want := e.Recorded
	want.Value = e.Derived
	return fmt.Sprintf("roll %d: the log recorded %s but the seed gives %s", e.N, e.Recorded, want)
}
