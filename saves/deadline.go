package saves

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// DeadlinePolicy is a game's time limits, signed in its header
// (docs/design.md, "Leagues, deadlines and moderators"). Time enters a game only through
// the host: the rules never read it; `mincio tick` compares the times the
// host recorded in the log (Entry.Received) with the time it is given.
type DeadlinePolicy struct {
	// Turn is the time a side has to answer, from the moment it began to
	// owe a decision (a new game turn, or a question mid-turn).
	Turn Duration `json:"turn"`
	// Grace is added to the deadline before a missed turn is recorded;
	// reminders are sent before the deadline, not during the grace.
	Grace Duration `json:"grace,omitempty"`
	// Weekdays are the days a deadline may fall on (mon … sun, UTC); a
	// deadline on another day moves to the next allowed one. Empty: every
	// day.
	Weekdays []string `json:"weekdays,omitempty"`
	// Delay is how long tick waits after the last entry before recording
	// a missed turn, so that an order received at the deadline is applied
	// first (by poll or serve) rather than raced.
	Delay Duration `json:"delay,omitempty"`
	// Reminders are the times before the deadline at which a side that
	// still owes is reminded, longest first (e.g. 2d, 12h).
	Reminders []Duration `json:"reminders,omitempty"`
	// AbandonAfter is how many missed turns in a row mark a side
	// abandoned and tell the moderator; 0 never.
	AbandonAfter int `json:"abandon_after,omitempty"`
	// OnAbandon is the result when a side is abandoned, in games of core
	// revision 2 on (abandon.go): OnAbandonForfeit (the default) or
	// OnAbandonUnrated. Games of core revision 1 go on with the defaults
	// playing for the side, whatever it says.
	OnAbandon string `json:"on_abandon,omitempty"`
	// Leave is each side's yearly allowance of leave (declare.go), by
	// calendar year (UTC) of the day a leave starts; 0: no leave.
	Leave Duration `json:"leave,omitempty"`
}

// DefaultAbandonAfter is the missed turns in a row that abandon a side
// when the moderator does not say.
const DefaultAbandonAfter = 3

var weekdayNames = []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// ParseWeekdays reads "mon-fri", "mon,wed,fri", "sat-sun,wed" or "all"
// into canonical order, Monday first.
func ParseWeekdays(s string) ([]string, error) {
	if s == "" || s == "all" {
		return nil, nil
	}
	on := make([]bool, 7)
	for _, part := range strings.Split(strings.ToLower(s), ",") {
		from, to, isRange := strings.Cut(part, "-")
		a, b := slices.Index(weekdayNames, from), slices.Index(weekdayNames, to)
		if !isRange {
			b = a
		}
		if a < 0 || b < 0 {
			return nil, fmt.Errorf("%q is not a list of weekdays: write e.g. mon-fri or mon,wed,fri (days: mon tue wed thu fri sat sun)", s)
		}
		for i := a; ; i = (i + 1) % 7 {
			on[i] = true
			if i == b {
				break
			}
		}
	}
	var out []string
	for i := 1; i <= 7; i++ { // Monday first
		if on[i%7] {
			out = append(out, weekdayNames[i%7])
		}
	}
	if len(out) == 7 {
		return nil, nil
	}
	return out, nil
}

// Check says what is wrong with a policy, naming the flag or field.
func (p *DeadlinePolicy) Check() error {
	switch {
	case p.Turn <= 0:
		return userErr("give the time per turn, e.g. --deadline 3d", "deadline: the time per turn must be more than 0")
	case p.Turn < Duration(time.Hour):
		return userErr("give at least 1h per turn", "deadline: %s per turn is too short for play by email", p.Turn)
	case p.Grace < 0 || p.Delay < 0 || p.AbandonAfter < 0 || p.Leave < 0:
		return userErr("give --grace, --delay, --abandon-after and --leave as 0 or more", "deadline: negative grace, delay, abandon-after or leave")
	case p.Leave > MaxDuration:
		return userErr("give at most 366d of leave a year, e.g. --leave 14d", "deadline: leave of %s a year is more than a year", p.Leave)
	case p.Delay >= p.Turn:
		return userErr("keep --delay short, e.g. 10m", "deadline: the processing delay %s is not shorter than the turn %s", p.Delay, p.Turn)
	}
	if p.OnAbandon != "" && p.OnAbandon != OnAbandonForfeit && p.OnAbandon != OnAbandonUnrated {
		return userErr("give --on-abandon forfeit or --on-abandon unrated", "deadline: on-abandon %q is neither forfeit nor unrated", p.OnAbandon)
	}
	for i, r := range p.Reminders {
		if r <= 0 || r >= p.Turn {
			return userErr("give reminders shorter than the time per turn, e.g. --remind 2d,12h", "deadline: reminder %s before the deadline is not within the turn of %s", r, p.Turn)
		}
		if i > 0 && r >= p.Reminders[i-1] {
			return userErr("list reminders longest first, each once, e.g. --remind 2d,12h", "deadline: reminders %s and %s are not longest first", p.Reminders[i-1], r)
		}
	}
	if w, err := ParseWeekdays(strings.Join(p.Weekdays, ",")); err != nil || !slices.Equal(w, p.Weekdays) || len(p.Weekdays) == 0 && p.Weekdays != nil {
		return userErr("write weekdays as mon-fri or mon,wed,fri", "deadline: weekdays %v are not a canonical list", p.Weekdays)
	}
	return nil
}

// ParseReminders reads "2d,12h" (or "none").
func ParseReminders(s string) ([]Duration, error) {
	if s == "" || s == "none" {
		return nil, nil
	}
	var out []Duration
	for _, part := range strings.Split(s, ",") {
		d, err := ParseDuration(strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// Deadline is when a side that began to owe at since must have answered:
// since plus the time per turn, moved forward a day at a time until it
// falls on an allowed weekday (UTC).
func (p *DeadlinePolicy) Deadline(since time.Time) time.Time {
	return p.onWeekday(since.UTC().Add(p.Turn.Std()))
}

// onWeekday moves t forward a day at a time to an allowed weekday.
func (p *DeadlinePolicy) onWeekday(t time.Time) time.Time {
	for i := 0; i < 7 && !p.allowed(t.Weekday()); i++ {
		t = t.Add(24 * time.Hour)
	}
	return t
}

func (p *DeadlinePolicy) allowed(d time.Weekday) bool {
	return len(p.Weekdays) == 0 || slices.Contains(p.Weekdays, weekdayNames[d])
}

// String says the policy in one line, for status and reports.
func (p *DeadlinePolicy) String() string {
	s := fmt.Sprintf("%s per turn", p.Turn)
	if p.Grace > 0 {
		s += fmt.Sprintf(", %s grace", p.Grace)
	}
	if len(p.Weekdays) > 0 {
		s += ", deadlines on " + strings.Join(p.Weekdays, " ")
	}
	if p.Delay > 0 {
		s += fmt.Sprintf(", %s delay", p.Delay)
	}
	if len(p.Reminders) > 0 {
		var r []string
		for _, d := range p.Reminders {
			r = append(r, d.String())
		}
		s += ", reminders " + strings.Join(r, " ") + " before"
	}
	if p.AbandonAfter > 0 {
		s += fmt.Sprintf(", abandoned after %d missed turns in a row", p.AbandonAfter)
	}
	if p.OnAbandon != "" {
		s += ", " + p.OnAbandon + " when abandoned"
	}
	if p.Leave > 0 {
		s += fmt.Sprintf(", %s leave a year", p.Leave)
	}
	return s
}
