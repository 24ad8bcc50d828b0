package dice

import "fmt"

// Replay hands out previously recorded rolls, so that a log can be verified
// without the seed: the rules are run again with the rolls recorded in the
// results, and every request must match the recorded roll in sides and
// purpose. It is not safe for concurrent use.
type Replay struct {
	recorded []Roll
	next     int            // index of the next recorded roll to hand out
	handed   []Roll         // what Roll returned, in order
	err      *MismatchError // first mismatch among the rolls handed out
}

var _ Recorder = (*Replay)(nil)

// NewReplay returns a Replay of recorded (which it copies).
func NewReplay(recorded []Roll) *Replay {
	return &Replay{recorded: append([]Roll(nil), recorded...)}
}

// Roll returns the next recorded value when the request matches the next
// recorded roll. On a mismatch, or a request past the end, it returns 1 and
// Err reports the first such mismatch. It panics unless 2 ≤ sides ≤ 256.
func (r *Replay) Roll(sides int, purpose string) int {
	limit(sides, purpose) // validate sides like Stream does
	v := 1
	if m := r.match(sides, purpose); m != nil {
		if r.err == nil {
			r.err = m
		}
	} else {
		v = r.recorded[r.next].Value
	}
	r.handed = append(r.handed, Roll{Purpose: purpose, Sides: sides, Value: v})
	r.next++
	return v
}

// match returns the mismatch between the request and the next recorded roll,
// or nil if they agree.
func (r *Replay) match(sides int, purpose string) *MismatchError {
	m := &MismatchError{N: r.next + 1, Asked: Roll{Purpose: purpose, Sides: sides}, Count: len(r.recorded)}
	if r.next >= len(r.recorded) {
		m.PastEnd = true
		return m
	}
	m.Recorded = r.recorded[r.next]
	if m.Recorded.Sides != sides || m.Recorded.Purpose != purpose ||
		m.Recorded.Value < 1 || m.Recorded.Value > sides {
		return m
	}
	return nil
}

// Err returns the first mismatch among the rolls handed out so far (one
// forgotten by Rewind no longer counts), as a *[MismatchError], or nil.
func (r *Replay) Err() error {
	if r.err == nil {
		return nil
	}
	return r.err
}

// Done reports recorded rolls that were never asked for. Call it after the
// rules have finished with the entry.
func (r *Replay) Done() error {
	if r.next >= len(r.recorded) {
		return nil
	}
	left := r.recorded[r.next:]
	return &UnusedError{N: r.next + 1, Unused: append([]Roll(nil), left...)}
}

// Rolls returns a copy of the rolls handed out so far, as returned by Roll
// (a mismatched request appears with the value 1 it was given).
func (r *Replay) Rolls() []Roll { return append([]Roll(nil), r.handed...) }

// Mark returns the number of rolls handed out so far.
func (r *Replay) Mark() int { return len(r.handed) }

// Rewind forgets the rolls after mark: the next request is matched against
// recorded roll mark+1 again. A mismatch among the forgotten rolls is
// forgotten too, just as a Stream forgets the rolls of a rejected input.
func (r *Replay) Rewind(mark int) {
	checkMark(mark, len(r.handed))
	clear(r.handed[mark:])
	r.handed = r.handed[:mark]
	r.next = mark
	if r.err != nil && r.err.N > mark {
		r.err = nil
	}
}

// MismatchError is a request that does not match the log: the rules asked
// for a different die or purpose than the log recorded, asked for more rolls
// than it recorded, or the recorded value is impossible for its die.
type MismatchError struct {
	N        int  // 1-based number of the roll within the entry
	Asked    Roll // what the rules asked for (Value is 0)
	Recorded Roll // the recorded roll number N, unless PastEnd
	PastEnd  bool // the log recorded fewer than N rolls
	Count    int  // number of rolls the log recorded
}

func (e *MismatchError) Error() string {
	asked := request(e.Asked.Sides, e.Asked.Purpose)
	switch {
	case e.PastEnd:
		return fmt.Sprintf("roll %d: rules asked for %s but the log recorded only %d %s",
			e.N, asked, e.Count, plural(e.Count, "roll", "rolls"))
	case e.Recorded.Sides == e.Asked.Sides && e.Recorded.Purpose == e.Asked.Purpose:
		return fmt.Sprintf("roll %d: the log recorded %s, which is not a possible d%d result",
			e.N, e.Recorded, e.Recorded.Sides)
	default:
		return fmt.Sprintf("roll %d: rules asked for %s but the log recorded %s",
			e.N, asked, request(e.Recorded.Sides, e.Recorded.Purpose))
	}
}

// UnusedError reports recorded rolls the rules never asked for.
type UnusedError struct {
	N      int    // 1-based number of the first unused roll
	Unused []Roll // the unused rolls, in order
}

func (e *UnusedError) Error() string {
	return fmt.Sprintf("roll %d: the log recorded %d more %s than the rules asked for, starting with %s",
		e.N, len(e.Unused), plural(len(e.Unused), "roll", "rolls"), e.Unused[0])
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
