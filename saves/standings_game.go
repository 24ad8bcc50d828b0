package saves

import (
	"path/filepath"

	"github.com/mincio/mincio/adjudicator"
)

// leagueGame is what standings take from one verified game folder.
type leagueGame struct {
	id          string
	result      *GameResult // nil while the game is in play
	reliability map[string]Reliability
}

// readLeagueGame verifies a game folder completely (every signature, a
// replay of every input) and reads its result and each player's
// reliability from the verified log.
func readLeagueGame(dir string, names map[string]string) (*leagueGame, error) {
	if _, err := Verify(dir); err != nil {
		return nil, err
	}
	f, err := Open(dir)
	if err != nil {
		return nil, err
	}
	log, err := f.Entries()
	if err != nil {
		return nil, err
	}
	h := sideHolders(&f.Header, names)
	g := &leagueGame{id: f.Header.Game, reliability: reliabilityOf(&f.Header, log, h)}
	for _, e := range log {
		if e.Result.Outcome != nil {
			g.result = gameResult(&f.Header, e, h)
			break
		}
	}
	return g, nil
}

// holders says which player held each side at an entry of the log.
type holders struct {
	start map[string]string // side → player, from the signed header
}

// sideHolders reads who holds each side from the header. A moderator's
// replacement of a player is one more case here when the log has it: the
// side's holder changes from that entry on.
func sideHolders(h *Header, names map[string]string) holders {
	hs := holders{start: map[string]string{}}
	for _, s := range h.Sides {
		hs.start[s.Side] = playerOf(names, s.Key)
	}
	return hs
}

// at is the player holding side at entry n.
func (hs holders) at(n int, side string) string { return hs.start[side] }

// gameResult reads a finished game's result from the entry that ended it:
// its outcome gives the winner, or none for a draw, and each side's
// holder at that entry takes the side's score.
func gameResult(h *Header, e *Entry, hs holders) *GameResult {
	out := e.Result.Outcome
	r := &GameResult{Game: h.Game, Scenario: h.Scenario.ID, Entry: e.N, Ended: receivedTime(e), How: ending(e), Text: out.Text}
	for _, s := range h.Sides {
		score := 0.0
		switch adjudicator.Side(s.Side) {
		case out.Winner:
			score = 1
		default:
			if out.Winner == "" {
				score = 0.5
			}
		}
		r.Sides = append(r.Sides, SideResult{Side: s.Side, Player: hs.at(e.N, s.Side), Score: score})
	}
	return r
}

// ending names how a game ended, one case per kind of entry that can end
// one. A kind with no case yet (a resignation, an agreed draw, a
// moderator's end) is named by its entry kind: its outcome, which the
// standings score by, is in the signed result like any other.
func ending(e *Entry) string {
	switch e.Kind {
	case KindStart, KindOrders, KindMissed:
		if e.Result.Outcome.Winner == "" {
			return "draw"
		}
		if l := e.Result.Outcome.Level; l != "" {
			return l
		}
		return "victory"
	}
	return e.Kind
}

func baseName(dir string) string { return filepath.Base(filepath.Clean(dir)) }
