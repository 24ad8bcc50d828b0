package saves

import (
	"fmt"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// entryAt reads entry n of a log; tick reads them from the folder, verify
// from what it has checked so far.
type entryAt func(n int) (*Entry, error)

// owing says since which entry side has owed what it owes after entry
// last, and when the host received that entry. The clock of a side starts
// when what it owes last changed (a new game turn, a new question) or when
// its previous turn was recorded missed; ok is false when it owes nothing
// or the log holds no time for that entry (a game made before times were
// recorded).
func owing(get entryAt, last int, side adjudicator.Side) (from int, since time.Time, ok bool, err error) {
	e, err := get(last)
	if err != nil || len(owedBy(e.Result, side)) == 0 {
		return 0, time.Time{}, false, err
	}
	k := last
	for k > 1 && !(e.Kind == KindMissed && e.Side == string(side)) && !replaces(e, string(side)) {
		prev, err := get(k - 1)
		if err != nil {
			return 0, time.Time{}, false, err
		}
		if owedChanged(prev.Result, e.Result, side) {
			break
		}
		k, e = k-1, prev
	}
	return clockStart(k, e)
}

// clockStart is a clock started at entry k, e: when the host received it;
// ok is false when the log holds no time for it.
func clockStart(k int, e *Entry) (from int, since time.Time, ok bool, err error) {
	if e.Received == "" {
		return k, time.Time{}, false, nil
	}
	t, err := time.Parse(time.RFC3339, e.Received)
	if err != nil {
		return 0, time.Time{}, false, fmt.Errorf("entry %d: received %q: %v", k, e.Received, err)
	}
	return k, t, true, nil
}

// replaces says whether e is the moderator's replacement of side's player:
// the new player's clock starts there, and its missed turns count anew.
func replaces(e *Entry, side string) bool {
	return e.Kind == KindModerator && e.Act != nil && e.Act.Name == "replace" && e.Act.Side == side
}

// missedInARow counts side's missed turns since its last order file (or
// the replacement of its player), up to entry last.
func missedInARow(get entryAt, last int, side string) (int, error) {
	return countBack(get, last, func(e *Entry) (bool, bool, error) {
		switch {
		case e.Kind == KindOrders && e.Side == side, replaces(e, side):
			return false, true, nil
		}
		return e.Kind == KindMissed && e.Side == side, false, nil
	})
}

// countBack walks the log back from entry last, counting the entries step
// says are missed turns, until one it says stops the run.
func countBack(get entryAt, last int, step func(*Entry) (missed, stop bool, err error)) (int, error) {
	n := 0
	for k := last; k >= 1; k-- {
		e, err := get(k)
		if err != nil {
			return 0, err
		}
		missed, stop, err := step(e)
		switch {
		case err != nil:
			return 0, err
		case stop:
			return n, nil
		case missed:
			n++
		}
	}
	return n, nil
}

// owedKinds lists the kinds of what side owes after res.
func owedKinds(res Result, side adjudicator.Side) []string {
	var out []string
	for _, d := range owedBy(res, side) {
		if d.Player != "" { // a team's: whose it is
			out = append(out, d.Kind+"("+d.Player+")") // one word: missed inputs list them with spaces
			continue
		}
		out = append(out, d.Kind)
	}
	return out
}

// receivedTime reads an entry's Received, zero when empty.
func receivedTime(e *Entry) time.Time {
	t, _ := time.Parse(time.RFC3339, e.Received)
	return t
}

// Due says when side must answer in the game as it stands: its deadline and
// the end of its grace (on a side whose deadlines run per teammate, the
// first to end: SeatsDue gives each); ok is false when the game has no policy, the side
// owes nothing, or the log holds no time to count from.
func (f *Folder) Due(side string) (deadline, end time.Time, ok bool, err error) {
	p := f.Header.Deadline
	if p == nil || f.Len() == 0 || f.Last().Result.Outcome != nil {
		return time.Time{}, time.Time{}, false, nil
	}
	cs, err := f.clocks(f.Len(), adjudicator.Side(side))
	c, ok := firstDue(cs) // a team's of core revision 4: the teammate's that ends first
	if !ok || err != nil {
		return time.Time{}, time.Time{}, false, err
	}
	return c.deadline, c.end, true, nil
}

// MissedInARow is how many turns side has missed since its last order
// file, and whether that makes it abandoned under the game's policy.
func (f *Folder) MissedInARow(side string) (n int, abandoned bool, err error) {
	if n, err = missedInARow(f.Entry, f.Len(), side); err != nil {
		return 0, false, err
	}
	p := f.Header.Deadline
	return n, p != nil && p.AbandonAfter > 0 && n >= p.AbandonAfter, nil
}
