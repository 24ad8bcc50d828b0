package saves

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// checkTimes checks what the log says about time: a received time is
// RFC 3339 UTC to the second and not before the entry before it, and a
// missed turn was due. The host signs
// these times, so verify cannot tell they are true; it checks that they
// are consistent: a missed turn comes after the deadline and grace its
// own log gives, for a side that owed, with the right count in a row.
func (v *verifier) checkTimes(e *Entry, in *Input) error {
	if e.Received != "" {
		t, err := time.Parse(time.RFC3339, e.Received)
		if err != nil || t.UTC().Format(time.RFC3339) != e.Received {
			return fmt.Errorf("received %q is not an RFC 3339 UTC time to the second", e.Received)
		}
		if e.N > 1 && t.Before(receivedTime(v.log[e.N-2])) {
			return fmt.Errorf("received %s, before entry %d was (%s): times in a log never go back", e.Received, e.N-1, v.log[e.N-2].Received)
		}
	}
	if e.Kind != KindMissed {
		return nil
	}
	return v.checkMissed(e, in.Missed)
}

func (v *verifier) checkMissed(e *Entry, m *MissedTurn) error {
	p := v.f.Header.Deadline
	get := func(n int) (*Entry, error) { return v.log[n-1], nil }
	prevN := e.N - 1
	switch {
	case p == nil:
		return errors.New("a missed turn in a game without a deadline policy")
	case e.Side != m.Side:
		return fmt.Errorf("missed turn: the entry names side %q, its input %q", e.Side, m.Side)
	case e.Received == "":
		return errors.New("missed turn: no received time")
	case prevN < 1:
		return errors.New("missed turn: before the game started")
	}
	side := adjudicator.Side(m.Side)
	prev := v.log[prevN-1]
	end, players, err := v.f.missedEnd(prevN, m)
	if err != nil {
		return err
	}
	at := receivedTime(e)
	switch {
	case !m.Deadline.Equal(end):
		return fmt.Errorf("missed turn: deadline %s, but the log and the policy give %s", m.Deadline.Format(time.RFC3339), end.Format(time.RFC3339))
	case at.Before(end):
		return fmt.Errorf("missed turn: recorded at %s, before the deadline %s", e.Received, end.Format(time.RFC3339))
	case at.Before(receivedTime(prev).Add(p.Delay.Std())):
		return fmt.Errorf("missed turn: recorded at %s, within the processing delay %s of entry %d", e.Received, p.Delay, prevN)
	case m.Turn != prev.Result.Turn || !slices.Equal(m.Owed, owedKindsOf(prev.Result, side, players)):
		return errors.New("missed turn: its turn or owed decisions are not what the side owed")
	}
	row, abandoned, err := v.f.missedRow(get, prevN, m)
	if err != nil {
		return err
	}
	if m.InARow != row || m.Abandoned != abandoned {
		return fmt.Errorf("missed turn: %d in a row (abandoned %v), but the log gives %d (abandoned %v)", m.InARow, m.Abandoned, row, abandoned)
	}
	if want := abandonResult(v.f, m); m.Result != want {
		return fmt.Errorf("missed turn: result %q, but the game's core revision and policy give %q", m.Result, want)
	}
	return nil
}

// missedEnd is the deadline plus grace after entry prevN that missed turn m
// must name, and the teammates it must name (nil: the side's clock, every
// decision the side owes). On a side whose deadlines run per teammate
// (seat_clock.go) they are the teammates owing whose clocks end there,
// every one of them: those m names must all end there.
func (f *Folder) missedEnd(prevN int, m *MissedTurn) (time.Time, []string, error) {
	cs, err := f.clocks(prevN, adjudicator.Side(m.Side))
	if err != nil {
		return time.Time{}, nil, err
	}
	if !f.perSeat(m.Side) {
		switch c := cs[0]; {
		case !c.ok:
			return time.Time{}, nil, fmt.Errorf("missed turn: side %s owed nothing with a recorded time after entry %d", m.Side, prevN)
		case c.paused:
			return time.Time{}, nil, errors.New("missed turn: recorded while the moderator had paused the game")
		}
		return cs[0].end, nil, nil
	}
	named := missedPlayers(m.Owed)
	var players []string
	for _, c := range cs {
		switch {
		case slices.Contains(named, c.player) && !c.ok:
			return time.Time{}, nil, fmt.Errorf("missed turn: player %s of side %s owed nothing with a recorded time after entry %d", c.player, m.Side, prevN)
		case slices.Contains(named, c.player) && c.paused:
			return time.Time{}, nil, errors.New("missed turn: recorded while the moderator had paused the game")
		case slices.Contains(named, c.player) && !c.end.Equal(m.Deadline):
			return time.Time{}, nil, fmt.Errorf("missed turn: deadline %s, but the log and the policy give player %s %s", m.Deadline.Format(time.RFC3339), c.player, c.end.Format(time.RFC3339))
		case c.running() && c.end.Equal(m.Deadline):
			players = append(players, c.player)
		}
	}
	if len(players) == 0 {
		return time.Time{}, nil, fmt.Errorf("missed turn of side %s names no player who owed", m.Side)
	}
	return m.Deadline, players, nil
}
