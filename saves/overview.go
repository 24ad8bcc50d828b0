package saves

import (
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// Overview is where a game stands, for `mincio status` over many games:
// its turn, who owes what since when and by when, and what waits in its
// outbox.
type Overview struct {
	Game   string
	Turn   int    // the game turn; 0 in games not scoped by turn
	Status string // the rules' one-line status
	Over   string // the outcome's text once the game is over
	// Paused is set while the moderator has paused the game, since
	// PausedSince: no deadline runs.
	Paused      bool
	PausedSince time.Time
	Owes        []Owing
	// Reports and Notices wait in the game's outbox to be handed to mail.
	Reports, Notices int
}

// Owing is one side that owes a decision.
type Owing struct {
	Side  string
	Kinds []string  // what it owes: the decisions' kinds
	Since time.Time // when it began to owe; zero if the log holds no time
	// Deadline and End (deadline plus grace) are set when the game has a
	// deadline policy and Since is known.
	Deadline, End time.Time
	Missed        int // turns missed in a row
	Abandoned     bool
	// Leave is the side's leave that moves its deadline now.
	Leave []Leave
}

// Overview reads where the game stands from its last entry.
func (f *Folder) Overview() (Overview, error) {
	last := f.Last()
	o := Overview{Game: f.Header.Game, Turn: last.Result.Turn, Status: last.Result.Status, Reports: len(f.Outbox())}
	if ns, err := f.Notices(); err == nil {
		o.Notices = len(ns)
	}
	if last.Result.Outcome != nil {
		o.Over = last.Result.Outcome.Text
		return o, nil
	}
	var err error
	if _, o.PausedSince, o.Paused, err = f.Paused(); err != nil {
		return o, err
	}
	leaves, err := f.Leaves()
	if err != nil {
		return o, err
	}
	for _, s := range f.Header.Sides {
		kinds := owedKinds(last.Result, adjudicator.Side(s.Side))
		if len(kinds) == 0 {
			continue
		}
		ow := Owing{Side: s.Side, Kinds: kinds}
		since, ok, err := f.owedSince(adjudicator.Side(s.Side))
		if err != nil {
			return o, err
		}
		if ok {
			ow.Since = since
		}
		if ow.Deadline, ow.End, _, err = f.Due(s.Side); err != nil {
			return o, err
		}
		if ow.Missed, ow.Abandoned, err = f.MissedInARow(s.Side); err != nil {
			return o, err
		}
		for _, l := range leaves {
			if l.Side == s.Side && l.To.After(ow.Since) && (ow.Deadline.IsZero() || l.From.Before(ow.Deadline)) {
				ow.Leave = append(ow.Leave, l)
			}
		}
		o.Owes = append(o.Owes, ow)
	}
	return o, nil
}
