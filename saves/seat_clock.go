package saves

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// Deadlines per teammate (core revision 4; docs/moderator.md, "Teams"). On
// a side played by a team each teammate has a clock of their own: it starts
// when what they owe changes (a new game turn, a question for one of their
// formations), at their own missed turn or at the replacement of their seat,
// and a teammate's order file stops only that teammate's. Reminders go to
// each teammate at their own clock's times, and a missed turn names the
// teammates whose clocks ran out first, together when they ran out
// together. Under core revision 3 and before, and on every side of one
// player, the side has one clock (clock.go), which a teammate's file
// restarted for a teammate still owing.

// seatClock is one clock of a side: the side's (player "") or a
// teammate's.
type seatClock struct {
	sideClock
	player string
}

// perSeat says whether side's deadlines run per teammate.
func (f *Folder) perSeat(side string) bool {
	return f.Header.Revisions().Core >= 4 && f.Header.HasTeam(side)
}

// clocks are side's clocks after entry last: each teammate's, in the
// team's order, when its deadlines run per teammate, else the side's one.
func (f *Folder) clocks(last int, side adjudicator.Side) ([]seatClock, error) {
	if !f.perSeat(string(side)) {
		c, err := f.clock(last, side)
		return []seatClock{{sideClock: c}}, err
	}
	sp, _ := f.Header.Player(string(side))
	var out []seatClock
	for _, tm := range sp.Team {
		c, err := f.clockOf(last, side, tm.Player)
		if err != nil {
			return nil, err
		}
		out = append(out, seatClock{c, tm.Player})
	}
	return out, nil
}

// running is whether the clock counts: it owes, with a time, not paused.
func (c seatClock) running() bool { return c.ok && !c.paused }

// owingSeat is owing for one teammate of side (player), or for the side
// when player is "": since which entry they have owed what they owe after
// entry last. A teammate's clock starts where what they owe last changed,
// at their own missed turn, or at the replacement of their seat.
func (f *Folder) owingSeat(last int, side adjudicator.Side, player string) (from int, since time.Time, ok bool, err error) {
	if player == "" {
		return owing(f.Entry, last, side)
	}
	sp, _ := f.Header.Player(string(side))
	e, err := f.Entry(last)
	if err != nil || len(owedOf(e.Result, side, player)) == 0 {
		return 0, time.Time{}, false, err
	}
	k := last
	for k > 1 {
		restarts, err := f.restartsSeat(e, sp, player)
		if err != nil {
			return 0, time.Time{}, false, err
		}
		if restarts {
			break
		}
		prev, err := f.Entry(k - 1)
		if err != nil {
			return 0, time.Time{}, false, err
		}
		if seatOwedChanged(prev.Result, e.Result, side, player) {
			break
		}
		k, e = k-1, prev
	}
	return clockStart(k, e)
}

// restartsSeat says whether entry e starts player's clock anew: their
// missed turn, or the replacement of their seat.
func (f *Folder) restartsSeat(e *Entry, sp SidePlayer, player string) (bool, error) {
	if replacesSeat(e, sp, player) {
		return true, nil
	}
	if e.Kind != KindMissed || e.Side != sp.Side {
		return false, nil
	}
	in, err := f.readInput(e)
	if err != nil {
		return false, err
	}
	return in.Missed != nil && slices.Contains(missedPlayers(in.Missed.Owed), player), nil
}

// replacesSeat says whether e is the moderator's replacement of player's
// seat on side sp's team: an act naming no player gives the first seat.
func replacesSeat(e *Entry, sp SidePlayer, player string) bool {
	if !replaces(e, sp.Side) || len(sp.Team) == 0 {
		return false
	}
	return e.Act.Player == player || e.Act.Player == "" && player == sp.Team[0].Player
}

// owedOf are the decisions player of side's team owes after res.
func owedOf(res Result, side adjudicator.Side, player string) []adjudicator.Decision {
	var out []adjudicator.Decision
	for _, d := range owedBy(res, side) {
		if d.Player == player {
			out = append(out, d)
		}
	}
	return out
}

// seatOwedChanged reports whether player owes something else after b than
// after a.
func seatOwedChanged(a, b Result, side adjudicator.Side, player string) bool {
	x, _ := json.Marshal(owedOf(a, side, player))
	y, _ := json.Marshal(owedOf(b, side, player))
	return string(x) != string(y)
}

// missedDue says whose missed turn is due at now among clocks cs of a side,
// after entry last: the clocks due (deadline plus grace passed, and the
// policy's delay after the last entry) that end first, all of them when
// they end together. players is nil for the side's one clock: the missed
// turn is then every decision the side owes, as before teams had clocks.
func missedDue(p *DeadlinePolicy, cs []seatClock, last *Entry, now time.Time) (end time.Time, players []string, due bool) {
	for _, c := range cs {
		if !c.running() {
			continue
		}
		if missed, _ := dueNow(p, c.sideClock, last, now); !missed {
			continue
		}
		switch {
		case !due || c.end.Before(end):
			end, due, players = c.end, true, nil
			fallthrough
		case c.end.Equal(end):
			if c.player != "" {
				players = append(players, c.player)
			}
		}
	}
	return end, players, due
}

// owedKindsOf are owedKinds of the players named, or all when players is
// nil.
func owedKindsOf(res Result, side adjudicator.Side, players []string) []string {
	if players == nil {
		return owedKinds(res, side)
	}
	var out []string
	for _, d := range owedBy(res, side) {
		if slices.Contains(players, d.Player) {
			out = append(out, d.Kind+"("+d.Player+")")
		}
	}
	return out
}

// firstDue is the clock of cs that ends first among those running; ok is
// false when none runs.
func firstDue(cs []seatClock) (c seatClock, ok bool) {
	for _, x := range cs {
		if x.running() && (!ok || x.end.Before(c.end)) {
			c, ok = x, true
		}
	}
	return c, ok
}

// clockCount is how many clocks the game's sides run at most: one a side,
// or one a teammate on a team (more than needed under core revision 3).
func (h *Header) clockCount() int {
	n := 0
	for _, s := range h.Sides {
		n += max(1, len(s.Team))
	}
	return n
}

// seatName says whose a clock is: "italy", or "italy (player bob)".
func seatName(side adjudicator.Side, player string) string {
	if player == "" {
		return string(side)
	}
	return fmt.Sprintf("%s (player %s)", side, player)
}

// SeatDue is when one teammate must answer, on a side whose deadlines run
// per teammate.
type SeatDue struct {
	Player        string
	Deadline, End time.Time
}

// SeatsDue lists, on a side whose deadlines run per teammate (core revision
// 4), each teammate who owes with their deadline and end of grace; nil on
// any other side, whose one deadline Due gives.
func (f *Folder) SeatsDue(side string) ([]SeatDue, error) {
	if !f.perSeat(side) || f.Header.Deadline == nil || f.Len() == 0 || f.Last().Result.Outcome != nil {
		return nil, nil
	}
	cs, err := f.clocks(f.Len(), adjudicator.Side(side))
	if err != nil {
		return nil, err
	}
	var out []SeatDue
	for _, c := range cs {
		if c.running() {
			out = append(out, SeatDue{Player: c.player, Deadline: c.deadline, End: c.end})
		}
	}
	return out, nil
}

// owedSince is since when side has owed what it owes: its clock's start,
// or on a side whose deadlines run per teammate the earliest teammate's.
func (f *Folder) owedSince(side adjudicator.Side) (since time.Time, ok bool, err error) {
	if !f.perSeat(string(side)) {
		_, since, ok, err = owing(f.Entry, f.Len(), side)
		return since, ok, err
	}
	sp, _ := f.Header.Player(string(side))
	for _, tm := range sp.Team {
		_, t, owes, err := f.owingSeat(f.Len(), side, tm.Player)
		if err != nil {
			return time.Time{}, false, err
		}
		if owes && (!ok || t.Before(since)) {
			since, ok = t, true
		}
	}
	return since, ok, nil
}

// seatOf is the teammate whose clock order entry e is measured against:
// its file's player on a side whose deadlines run per teammate, else ""
// (the side's clock).
func (f *Folder) seatOf(e *Entry) string {
	if !f.perSeat(e.Side) {
		return ""
	}
	in, err := f.readInput(e)
	if err != nil || in.Envelope == nil {
		return ""
	}
	return in.Envelope.Player
}
