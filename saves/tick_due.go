package saves

import (
	"fmt"
	"os"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// dueNow says what a side's clock c makes due at now, after entry last:
// its missed turn (at the deadline plus grace, and not within the
// policy's delay after the last entry), or else the most recent of the
// policy's reminders whose time has come before the deadline (0: none).
func dueNow(p *DeadlinePolicy, c sideClock, last *Entry, now time.Time) (missed bool, r Duration) {
	if !now.Before(c.end) && !now.Before(receivedTime(last).Add(p.Delay.Std())) {
		return true, 0
	}
	for i := len(p.Reminders) - 1; i >= 0; i-- {
		r := p.Reminders[i]
		if !now.Before(c.deadline.Add(-r.Std())) && now.Before(c.deadline) {
			return false, r
		}
	}
	return false, 0
}

// reminderMarker is the file in ticks/ that says the reminder r of side's
// deadline was written, for the clock that started at entry from.
func (f *Folder) reminderMarker(side adjudicator.Side, from int, r Duration, deadline time.Time) string {
	return f.path("ticks", fmt.Sprintf("%s-%s-remind-%s-%s", entryName(from), side, r, deadline.UTC().Format("20060102T1504Z")))
}

// seatReminderMarker is reminderMarker for one teammate's clock (player),
// or the side's when player is "".
func (f *Folder) seatReminderMarker(side adjudicator.Side, player string, from int, r Duration, deadline time.Time) string {
	if player == "" {
		return f.reminderMarker(side, from, r, deadline)
	}
	return f.path("ticks", fmt.Sprintf("%s-%s.%s-remind-%s-%s", entryName(from), side, player, r, deadline.UTC().Format("20060102T1504Z")))
}

// nothingDue says, reading the header and the log but not the scenario,
// and taking no lock, that tick has nothing to do in the game at dir at
// now: serve ticks every game of a league every minute, and most have
// nothing due. When it cannot tell (an unreadable folder, something due),
// it says false, and Tick looks again under the lock, where errors are
// reported.
func nothingDue(dir string, now time.Time) bool {
	f := &Folder{Dir: dir, fs: osFS{}}
	if f.readHeaderFile() != nil || f.readEntries() != nil {
		return false
	}
	p := f.Header.Deadline
	if p == nil {
		return true
	}
	if _, err := os.Stat(f.noticesPending()); err == nil {
		return false // a killed tick left notices to write
	}
	if f.Len() == 0 || f.Last().Result.Outcome != nil || f.revealed() {
		return true
	}
	for _, s := range f.Header.Sides {
		side := adjudicator.Side(s.Side)
		cs, err := f.clocks(f.Len(), side)
		if err != nil {
			return false
		}
		for _, c := range cs {
			if !c.running() {
				continue
			}
			missed, r := dueNow(p, c.sideClock, f.Last(), now.UTC())
			if missed {
				return false
			}
			if r > 0 {
				if _, err := os.Stat(f.seatReminderMarker(side, c.player, c.from, r, c.deadline)); err != nil {
					return false
				}
			}
		}
	}
	return true
}
