package saves

import (
	"slices"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// sideClock is where a side's deadline stands after an entry.
type sideClock struct {
	ok       bool      // the side owes, with a recorded time to count from
	from     int       // the entry its clock started at
	since    time.Time // when it started
	deadline time.Time
	end      time.Time // deadline plus grace
	paused   bool      // the moderator paused the game: no deadline runs
}

// span is a stretch of time that does not count against a deadline: a
// side's leave, or a pause of the game.
type span struct{ from, to time.Time }

// clock computes side's deadline after entry last: the policy's time per
// turn from when its clock started, plus what the moderator extended since
// then, plus every leave of the side and every pause of the game that falls
// within it, moved to an allowed weekday. Without leave, pause or
// extension it is DeadlinePolicy.Deadline.
func (f *Folder) clock(last int, side adjudicator.Side) (sideClock, error) {
	return f.clockOf(last, side, "")
}

// clockOf is clock for one teammate of side's team (player), whose clock
// starts when they come to owe (seat_clock.go); "" is the side's.
func (f *Folder) clockOf(last int, side adjudicator.Side, player string) (sideClock, error) {
	var c sideClock
	p := f.Header.Deadline
	if p == nil {
		return c, nil
	}
	var err error
	if c.from, c.since, c.ok, err = f.owingSeat(last, side, player); err != nil || !c.ok {
		return c, err
	}
	acts, err := f.actEntries()
	if err != nil {
		return c, err
	}
	var extra time.Duration
	var breaks []span
	var pausedAt time.Time
	for _, e := range acts {
		if e.N > last {
			break
		}
		a := e.Act
		switch a.Name {
		case "extend":
			if a.Side == string(side) && e.N > c.from {
				extra += a.For.Std()
			}
		case "leave":
			if a.Side == string(side) {
				from, to := leaveSpan(a, receivedTime(e))
				breaks = append(breaks, span{from, to})
			}
		case "pause":
			c.paused, pausedAt = true, receivedTime(e)
		case "resume":
			breaks = append(breaks, span{pausedAt, receivedTime(e)})
			c.paused = false
		}
	}
	c.deadline = p.deadlineWith(c.since, extra, breaks)
	c.end = c.deadline.Add(p.Grace.Std())
	return c, nil
}

// deadlineWith is since plus the time per turn and extra, moved on by each
// break that overlaps it (overlapping breaks count once), then to an
// allowed weekday.
func (p *DeadlinePolicy) deadlineWith(since time.Time, extra time.Duration, breaks []span) time.Time {
	t := since.UTC().Add(p.Turn.Std() + extra)
	slices.SortStableFunc(breaks, func(a, b span) int { return a.from.Compare(b.from) })
	counted := since.UTC() // time up to here is already counted or moved past
	for _, b := range breaks {
		from := b.from
		if from.Before(counted) {
			from = counted
		}
		if !b.to.After(from) || !from.Before(t) {
			continue
		}
		t = t.Add(b.to.Sub(from))
		counted = b.to
	}
	return p.onWeekday(t)
}

// Paused says whether the moderator has paused the game, and since which
// entry: no deadline runs meanwhile.
func (f *Folder) Paused() (entry int, since time.Time, paused bool, err error) {
	acts, err := f.actEntries()
	if err != nil {
		return 0, time.Time{}, false, err
	}
	for i := len(acts) - 1; i >= 0; i-- {
		switch acts[i].Act.Name {
		case "pause":
			return acts[i].N, receivedTime(acts[i]), true, nil
		case "resume":
			return 0, time.Time{}, false, nil
		}
	}
	return 0, time.Time{}, false, nil
}

// Leave is one leave a side declared, as its deadlines count it.
type Leave struct {
	Side     string
	From, To time.Time
	Entry    int
}

// Leaves lists the leave the sides declared, in the order of the log.
func (f *Folder) Leaves() ([]Leave, error) {
	acts, err := f.actEntries()
	if err != nil {
		return nil, err
	}
	var out []Leave
	for _, e := range acts {
		if e.Act.Name == "leave" {
			from, to := leaveSpan(e.Act, receivedTime(e))
			out = append(out, Leave{Side: e.Act.Side, From: from, To: to, Entry: e.N})
		}
	}
	return out, nil
}
