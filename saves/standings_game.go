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
// replay of every input), checks it is the league's own (ownGame), and
// reads its result and each player's reliability from the verified log.
// tags holds the header tags already counted, so a game counts once.
func readLeagueGame(l *League, dir string, names map[string]string, tags map[string]string) (*leagueGame, error) {
	if _, err := Verify(dir); err != nil {
		return nil, err
	}
	f, err := Open(dir)
	if err != nil {
		return nil, err
	}
	if err := l.ownGame(f, dir, tags); err != nil {
		return nil, err
	}
	log, err := f.Entries()
	if err != nil {
		return nil, err
	}
	h := holders{f: f, names: names}
	g := &leagueGame{id: f.Header.Game, reliability: reliabilityOf(f, log, h)}
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
	f     *Folder
	names map[string]string // key fingerprint → registered player
}

// at is the player who held side when entry n was made.
func (hs holders) at(n int, side string) string {
	return playerOf(hs.names, hs.f.keyBefore(side, n))
}

// keyBefore is the key that signed for side before entry n: the signed
// header's, as the moderator's replace entries before n changed it
// (Folder.seat), so a replaced side's later results go to its new player.
func (f *Folder) keyBefore(side string, n int) string {
	sp, _, err := f.seat(side, n)
	if err != nil {
		return ""
	}
	return sp.Key
}

// gameResult reads a finished game's result from the entry that ended it:
// its outcome gives the winner, or none for a draw, and each side's
// holder at that entry takes the side's score.
func gameResult(h *Header, e *Entry, hs holders) *GameResult {
	out := e.Result.Outcome
	r := &GameResult{Game: h.Game, Scenario: h.Scenario.ID, Entry: e.N, Ended: receivedTime(e), How: ending(e), Text: out.Text,
		Unrated: out.End == adjudicator.EndAbandonedUnrated}
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
		if len(s.Team) > 0 { // a team's result counts for each teammate
			for _, tm := range s.Team {
				r.Sides = append(r.Sides, SideResult{Side: s.Side, Player: hs.teammate(e.N, s, tm.Player), Score: score})
			}
			continue
		}
		r.Sides = append(r.Sides, SideResult{Side: s.Side, Player: hs.at(e.N, s.Side), Score: score})
	}
	return r
}

// ending names how a game ended, one case per way a game can end. The
// signed outcome says which (Outcome.End): a side's resignation, a draw
// every side agreed, the moderator's end; otherwise the rules ended it,
// with a winner (at a level of victory when the rules give one) or drawn.
func ending(e *Entry) string {
	out := e.Result.Outcome
	switch out.End {
	case adjudicator.EndResigned:
		return "resignation"
	case adjudicator.EndDrawAgreed:
		return "agreed draw"
	case adjudicator.EndModerator:
		return "ended by the moderator"
	case adjudicator.EndForfeit:
		return "forfeit (abandoned)"
	case adjudicator.EndAbandonedUnrated:
		return "abandoned, unrated"
	}
	switch {
	case out.Winner == "":
		return "draw"
	case out.Level != "":
		return out.Level
	}
	return "victory"
}

func baseName(dir string) string { return filepath.Base(filepath.Clean(dir)) }
