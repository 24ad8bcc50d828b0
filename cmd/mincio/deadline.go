package main

import (
	"fmt"
	"io"
	"time"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

// deadlineFlags are the flags of a deadline policy, shared by `new`,
// `league init` and `league new-game`.
type deadlineFlags struct {
	turn, grace, delay, weekdays, remind, leave string
	abandon                                     int
	onAbandon                                   string
}

func (d *deadlineFlags) add(c *cobra.Command) {
	c.Flags().StringVar(&d.turn, "deadline", "", "time per turn, e.g. 3d, 36h, 1d12h (d, h, m)")
	c.Flags().StringVar(&d.grace, "grace", "", "added to the deadline before a missed turn is recorded, e.g. 1d")
	c.Flags().StringVar(&d.delay, "delay", "", "wait this long after the last order before recording a missed turn, e.g. 10m")
	c.Flags().StringVar(&d.weekdays, "weekdays", "", "days a deadline may fall on (UTC), e.g. mon-fri or mon,wed,fri")
	c.Flags().StringVar(&d.remind, "remind", "", "reminders before the deadline, longest first, e.g. 2d,12h")
	c.Flags().StringVar(&d.leave, "leave", "", "each side's yearly allowance of leave, declared by a signed file with mode: leave, e.g. 14d (default: none)")
	c.Flags().IntVar(&d.abandon, "abandon-after", saves.DefaultAbandonAfter, "missed turns in a row that abandon a side and tell the moderator (0: never)")
	c.Flags().StringVar(&d.onAbandon, "on-abandon", "", "the result when a side is abandoned: forfeit (the other side wins; the default) or unrated (the game ends, not rated)")
}

// policy is the policy the flags give, nil without --deadline; the other
// flags without --deadline are a mistake, not ignored.
func (d *deadlineFlags) policy(c *cobra.Command) (*saves.DeadlinePolicy, error) {
	if d.turn == "" {
		for _, name := range []string{"grace", "delay", "weekdays", "remind", "abandon-after", "on-abandon", "leave"} {
			if c.Flags().Changed(name) {
				return nil, hintErr("give --deadline DURATION with it, e.g. --deadline 3d", "--%s needs --deadline", name)
			}
		}
		return nil, nil
	}
	p := &saves.DeadlinePolicy{}
	given := func(flag string) bool { return c.Flags().Lookup(flag).Value.String() != "" }
	if err := d.apply(p, given); err != nil {
		return nil, err
	}
	return p, nil
}

// over is base with only what the flags name changed: league new-game
// inherits the league's policy, and --deadline 2d changes the time per
// turn and nothing else (the grace, reminders, leave and abandon-after
// stay the league's). Without a base, it is policy: --deadline is needed.
func (d *deadlineFlags) over(c *cobra.Command, base *saves.DeadlinePolicy) (*saves.DeadlinePolicy, error) {
	if base == nil {
		return d.policy(c)
	}
	p := *base
	p.Weekdays = append([]string(nil), base.Weekdays...)
	p.Reminders = append([]saves.Duration(nil), base.Reminders...)
	if err := d.apply(&p, c.Flags().Changed); err != nil {
		return nil, err
	}
	return &p, nil
}

// apply sets in p what the flags for which set is true say, and checks
// the policy.
func (d *deadlineFlags) apply(p *saves.DeadlinePolicy, set func(flag string) bool) error {
	var err error
	parse := func(flag, s string, into *saves.Duration) {
		if err != nil || !set(flag) {
			return
		}
		if *into, err = saves.ParseDuration(s); err != nil {
			err = hintErr("write e.g. 3d, 36h, 1d12h or 90m", "--%s: %v", flag, err)
		}
	}
	parse("deadline", d.turn, &p.Turn)
	parse("grace", d.grace, &p.Grace)
	parse("delay", d.delay, &p.Delay)
	parse("leave", d.leave, &p.Leave)
	if err != nil {
		return err
	}
	if set("weekdays") {
		if p.Weekdays, err = saves.ParseWeekdays(d.weekdays); err != nil {
			return hintErr("write e.g. mon-fri or mon,wed,fri", "--weekdays: %v", err)
		}
	}
	if set("remind") {
		if p.Reminders, err = saves.ParseReminders(d.remind); err != nil {
			return hintErr("write e.g. --remind 2d,12h", "--remind: %v", err)
		}
	}
	if set("abandon-after") {
		p.AbandonAfter = d.abandon
	}
	if set("on-abandon") {
		p.OnAbandon = d.onAbandon
	}
	return p.Check()
}

// nowFlag is --now: the time a command takes as the present, so tests and
// replays never read the wall clock.
type nowFlag struct{ s string }

func (n *nowFlag) add(c *cobra.Command) {
	c.Flags().StringVar(&n.s, "now", "", "take this time (RFC 3339, e.g. 2026-03-01T12:00:00Z) as now: for tests and replays")
}

func (n *nowFlag) time() (time.Time, error) {
	if n.s == "" {
		return time.Now().UTC(), nil
	}
	t, err := time.Parse(time.RFC3339, n.s)
	if err != nil {
		return time.Time{}, hintErr("write e.g. --now 2026-03-01T12:00:00Z", "--now %q: not an RFC 3339 time", n.s)
	}
	return t.UTC(), nil
}

// printDeadlines gives a game's policy and, for each side that owes, its
// deadline and the end of its grace.
func printDeadlines(w io.Writer, f *saves.Folder) error {
	if f.Header.Deadline == nil {
		return nil
	}
	fmt.Fprintf(w, "deadlines: %s\n", f.Header.Deadline)
	if n, since, paused, err := f.Paused(); err != nil {
		return err
	} else if paused {
		fmt.Fprintf(w, "paused: since %s (entry %d): no deadline runs until the moderator resumes the game\n", since.Format(time.RFC3339), n)
	}
	leaves, err := f.Leaves()
	if err != nil {
		return err
	}
	for _, l := range leaves {
		fmt.Fprintf(w, "leave: %s: %s to %s (entry %d)\n", l.Side, l.From.Format(time.RFC3339), l.To.Format(time.RFC3339), l.Entry)
	}
	for _, s := range f.Header.Sides {
		if len(s.Team) > 0 {
			if err := printTeamDeadlines(w, f, s.Side); err != nil {
				return err
			}
			continue
		}
		deadline, end, ok, err := f.Due(s.Side)
		if err != nil {
			return err
		}
		if ok {
			fmt.Fprintf(w, "due: %s: by %s (missed at %s)\n", s.Side, deadline.Format(time.RFC3339), end.Format(time.RFC3339))
		}
		n, abandoned, err := f.MissedInARow(s.Side)
		if err != nil {
			return err
		}
		if n > 0 {
			mark := ""
			if abandoned {
				mark = ", abandoned"
			}
			fmt.Fprintf(w, "missed: %s: %d in a row%s\n", s.Side, n, mark)
		}
	}
	return nil
}

// printTeamDeadlines gives, for a side played by a team, its deadline (or
// each teammate's, when they run per teammate: core revision 4) and each
// teammate's missed turns in a row, with what to do about a teammate who
// has reached abandon_after while the team plays on.
func printTeamDeadlines(w io.Writer, f *saves.Folder, side string) error {
	seats, err := f.SeatsDue(side)
	if err != nil {
		return err
	}
	for _, d := range seats {
		fmt.Fprintf(w, "due: %s (player %s): by %s (missed at %s)\n", side, d.Player, d.Deadline.Format(time.RFC3339), d.End.Format(time.RFC3339))
	}
	if deadline, end, ok, err := f.Due(side); err != nil {
		return err
	} else if ok && seats == nil {
		fmt.Fprintf(w, "due: %s: by %s (missed at %s)\n", side, deadline.Format(time.RFC3339), end.Format(time.RFC3339))
	}
	missed, err := f.TeammatesMissed(side)
	if err != nil {
		return err
	}
	for _, m := range missed {
		mark := ""
		if m.Abandoned && f.Last().Result.Outcome == nil {
			mark = fmt.Sprintf(", abandoned: the team plays on; give the seat to someone else with mincio moderate %s replace --side %s:%s --key NEW.pub --email ADDRESS", f.Dir, side, m.Player)
		}
		fmt.Fprintf(w, "missed: %s (player %s): %d in a row%s\n", side, m.Player, m.InARow, mark)
	}
	return nil
}
