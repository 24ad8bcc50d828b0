package saves

import (
	"fmt"
	"sort"
	"time"
)

// Standings are a league's results, ratings and reliability, recomputed
// from the signed logs of its games alone (docs/standings.md): every game
// folder is verified as it is read, and one that fails is not counted but
// listed. The same folders give the same standings to the byte: no clock,
// no map order; games are rated in the order they ended.
type Standings struct {
	League  string
	Players []PlayerStanding // best rating first, then by name
	Sides   []SideRecord     // by scenario, then side
	Games   []GameResult     // finished games, in the order they were rated
	InPlay  []string         // games not over, by id
	// Unrated are games that ended by an abandonment the game's policy
	// makes unrated (core revision 2, abandon.go): not rated, by end time.
	Unrated []GameResult
	Refused []RefusedGame // games not counted (not the league's, or failing verification), by id
}

// PlayerStanding is one player's line.
type PlayerStanding struct {
	Name   string
	Rating Glicko2
	// Played, Won, Drawn, Lost count finished games.
	Played, Won, Drawn, Lost int
	Reliability
}

// SideRecord is how one side of one scenario has fared.
type SideRecord struct {
	Scenario, Side           string
	Played, Won, Drawn, Lost int
}

// GameResult is one finished game as the standings read it.
type GameResult struct {
	Game     string
	Scenario string
	Entry    int       // the entry that ended it
	Ended    time.Time // when the host received that entry's input; zero if unrecorded
	How      string    // how it ended (ending)
	Text     string    // the outcome as the log gives it
	Sides    []SideResult
	// Unrated: the game's policy made an abandonment end it unrated.
	Unrated bool
}

// SideResult is a side's share of a finished game.
type SideResult struct {
	Side   string
	Player string
	Score  float64 // 1 won, ½ drawn, 0 lost
}

// RefusedGame is a game folder that failed verification.
type RefusedGame struct {
	Game string
	Err  string
}

// LeagueStandings reads every game of the league and computes its standings.
func LeagueStandings(l *League) (*Standings, error) {
	reg, err := l.Players()
	if err != nil {
		return nil, err
	}
	st := &Standings{League: l.File.Name}
	names := playerNames(reg)
	byName := map[string]*PlayerStanding{}
	for _, p := range reg {
		byName[p.Name] = &PlayerStanding{Name: p.Name, Rating: NewGlicko2()}
	}
	player := func(name string) *PlayerStanding {
		if byName[name] == nil {
			byName[name] = &PlayerStanding{Name: name, Rating: NewGlicko2()}
		}
		return byName[name]
	}
	sides := map[[2]string]*SideRecord{}
	tags := map[string]string{} // header tag → the game folder that counted it
	for _, dir := range l.Games() {
		g, err := readLeagueGame(l, dir, names, tags)
		if err != nil {
			st.Refused = append(st.Refused, RefusedGame{Game: baseName(dir), Err: err.Error()})
			continue
		}
		for name, r := range g.reliability {
			player(name).Reliability.add(r)
		}
		if g.result == nil {
			st.InPlay = append(st.InPlay, g.id)
			continue
		}
		if g.result.Unrated {
			st.Unrated = append(st.Unrated, *g.result)
			continue
		}
		st.Games = append(st.Games, *g.result)
		counted := map[string]bool{} // a team's side counts once
		for _, s := range g.result.Sides {
			k := [2]string{g.result.Scenario, s.Side}
			if counted[s.Side] {
				continue
			}
			counted[s.Side] = true
			if sides[k] == nil {
				sides[k] = &SideRecord{Scenario: k[0], Side: k[1]}
			}
			sides[k].count(s.Score)
		}
	}
	sort.SliceStable(st.Games, func(i, j int) bool { return st.Games[i].Ended.Before(st.Games[j].Ended) })
	sort.SliceStable(st.Unrated, func(i, j int) bool { return st.Unrated[i].Ended.Before(st.Unrated[j].Ended) })
	for _, g := range st.Games { // one game, one rating period
		rateGame(g, player)
	}
	for _, p := range byName {
		st.Players = append(st.Players, *p)
	}
	sort.Slice(st.Players, func(i, j int) bool {
		a, b := st.Players[i], st.Players[j]
		if a.Rating.Rating != b.Rating.Rating {
			return a.Rating.Rating > b.Rating.Rating
		}
		return a.Name < b.Name
	})
	for _, s := range sides {
		st.Sides = append(st.Sides, *s)
	}
	sort.Slice(st.Sides, func(i, j int) bool {
		a, b := st.Sides[i], st.Sides[j]
		return a.Scenario < b.Scenario || a.Scenario == b.Scenario && a.Side < b.Side
	})
	return st, nil
}

// rateGame is one rating period: every player of the game is rated
// against every other, from the ratings they had before it; a draw scores
// ½ between all, a win 1 against each loser, and losers are not matched
// with each other. A player who held two sides is not rated against
// themself, nor teammates against each other: each is rated against every
// player of the other sides (docs/standings.md, "Teams").
func rateGame(g GameResult, player func(string) *PlayerStanding) {
	before := map[string]Glicko2{}
	for _, s := range g.Sides {
		before[s.Player] = player(s.Player).Rating
	}
	for _, s := range g.Sides {
		p := player(s.Player)
		p.Played++
		switch s.Score {
		case 1:
			p.Won++
		case 0.5:
			p.Drawn++
		default:
			p.Lost++
		}
		var games []GlickoGame
		for _, o := range g.Sides {
			if o.Player == s.Player || o.Side == s.Side || s.Score == 0 && o.Score == 0 {
				continue
			}
			score := 0.5
			switch {
			case s.Score > o.Score:
				score = 1
			case s.Score < o.Score:
				score = 0
			}
			games = append(games, GlickoGame{Opponent: before[o.Player], Score: score})
		}
		if len(games) > 0 {
			p.Rating = before[s.Player].Update(games, GlickoTau)
		}
	}
}

func (r *SideRecord) count(score float64) {
	r.Played++
	switch score {
	case 1:
		r.Won++
	case 0.5:
		r.Drawn++
	default:
		r.Lost++
	}
}

// playerNames maps each registered key's fingerprint to its player.
func playerNames(reg []Player) map[string]string {
	m := map[string]string{}
	for _, p := range reg {
		m[keyID(p.Key)] = p.Name
	}
	return m
}

// playerOf names the player of a key: the registered name, or the key's
// fingerprint in brackets for a key the registry does not hold (a game
// made by hand, or a player since removed from players.txt).
func playerOf(names map[string]string, key string) string {
	if n, ok := names[keyID(key)]; ok {
		return n
	}
	return fmt.Sprintf("[%s]", keyID(key))
}
