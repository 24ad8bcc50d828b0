package saves

import (
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// Reliability counts how a player answered what they owed, in games with
// a deadline policy: an order file that answered a decision owed is on
// time when the host received it by the deadline, late when it came in
// the grace after it; a missed turn is a `missed` entry. Abandoned counts
// the times the player let a side be marked abandoned (once for a run of
// missed turns, however long it goes on).
type Reliability struct {
	OnTime, Late, Missed, Abandoned int
}

// Figure is the share of turns answered on time, in whole percent,
// rounded down; ok is false when nothing was owed under a deadline yet.
func (r Reliability) Figure() (percent int, ok bool) {
	n := r.OnTime + r.Late + r.Missed
	if n == 0 {
		return 0, false
	}
	return r.OnTime * 100 / n, true
}

func (r *Reliability) add(o Reliability) {
	r.OnTime += o.OnTime
	r.Late += o.Late
	r.Missed += o.Missed
	r.Abandoned += o.Abandoned
}

// reliabilityOf reads each player's reliability from a verified log. An
// order file is measured against the deadline of what its side owed after
// the entry before it (the same reckoning tick uses); a file sent when the
// side owed nothing, or in a game with no policy or no recorded times, is
// not measured.
func reliabilityOf(f *Folder, log []*Entry, hs holders) map[string]Reliability {
	out := map[string]Reliability{}
	if f.Header.Deadline == nil {
		return out
	}
	abandoned := map[string]bool{} // sides marked abandoned, until they send orders or get a new player
	for _, e := range log {
		for _, name := range hs.answerable(e) {
			reliabilityAt(f, e, abandoned, name, out)
		}
	}
	return out
}

// reliabilityAt counts entry e for the player name who answers for it.
func reliabilityAt(f *Folder, e *Entry, abandoned map[string]bool, name string, out map[string]Reliability) {
	r := out[name]
	switch e.Kind {
	case KindMissed:
		r.Missed++
		if marksAbandoned(e) && !abandoned[e.Side] {
			r.Abandoned++
			abandoned[e.Side] = true
		}
	case KindModerator:
		if replaces(e, e.Side) {
			abandoned[e.Side] = false
		}
		return
	case KindOrders:
		abandoned[e.Side] = false
		if e.N < 2 {
			return
		}
		deadline, ok, err := f.deadlineAfter(e.N-1, adjudicator.Side(e.Side), f.seatOf(e))
		if err != nil || !ok || e.Received == "" {
			return
		}
		switch {
		case !receivedTime(e).After(deadline):
			r.OnTime++
		default:
			r.Late++
		}
	default:
		return
	}
	out[name] = r
}

// marksAbandoned says whether a missed entry marks its side abandoned:
// every missed turn from the policy's count on does, and the side counts
// as abandoned once for the run.
func marksAbandoned(e *Entry) bool {
	for _, ev := range e.Result.Events {
		if ev.Code == "side-abandoned" {
			return true
		}
	}
	return false
}

// deadlineAfter is the deadline of what side (or its teammate player,
// when the side's deadlines run per teammate) owed after entry last, as
// tick reckons it (Folder.clock): the policy's time per turn from when the
// side began to owe, moved by its leave, the moderator's extensions and
// pauses; ok is false while the game was paused.
func (f *Folder) deadlineAfter(last int, side adjudicator.Side, player string) (time.Time, bool, error) {
	c, err := f.clockOf(last, side, player)
	if err != nil || !c.ok || c.paused {
		return time.Time{}, false, err
	}
	return c.deadline, true, nil
}
