package saves

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// A side played by a team (docs/players.md, "Teams"): several players,
// each with a key and the formations assigned to them; the first holds
// every formation assigned to nobody, and the side's own choices unless
// the side-choices option gave them to a teammate (side_choices.go). The header
// records the seats (SidePlayer.Team), and the game's orders keep a seq
// and the turns sent per player (adjudicator.PlayerOrders).

// newGame sets a game up at the start of the scenario, with the teams the
// header records.
func (f *Folder) newGame() (*adjudicator.Game, error) {
	g, err := adjudicator.NewGame(f.System, f.Scenario)
	if err != nil {
		return nil, err
	}
	for _, sp := range f.Header.Sides {
		if len(sp.Team) == 0 {
			continue
		}
		if err := g.SetTeam(adjudicator.Side(sp.Side), teamSeats(f.Scenario, sp.Team, f.Header.SideChoices(sp.Side))); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// teamSeats are the team's seats for the engine, each player's formations
// with the formations they enclose (a corps and its divisions), and the
// side-level choices marked on holder when the side-choices option gave
// them to a teammate other than the first.
func teamSeats(sc *scenarios.Scenario, team []Teammate, holder string) []adjudicator.Seat {
	var seats []adjudicator.Seat
	for i, tm := range team {
		seats = append(seats, adjudicator.Seat{Player: tm.Player, Formations: enclosed(sc, tm.Formations), Holder: i > 0 && tm.Player == holder})
	}
	return seats
}

func enclosed(sc *scenarios.Scenario, ids []string) []string {
	out := slices.Clone(ids)
	for grew := true; grew; {
		grew = false
		for _, fm := range sc.Formations {
			if fm.Parent != "" && slices.Contains(out, fm.Parent) && !slices.Contains(out, fm.ID) {
				out, grew = append(out, fm.ID), true
			}
		}
	}
	return out
}

// Teammate finds a player of side's team in the header.
func (h *Header) Teammate(side, player string) (Teammate, bool) {
	sp, _ := h.Player(side)
	for _, tm := range sp.Team {
		if tm.Player == player {
			return tm, true
		}
	}
	return Teammate{}, false
}

// teamNames lists the players of a team, for messages.
func teamNames(team []Teammate) string {
	var names []string
	for _, tm := range team {
		names = append(names, tm.Player)
	}
	return strings.Join(names, ", ")
}

// checkTeams refuses a team the scenario cannot seat: a player name that
// is not a word or comes twice in a side, a formation of another side or
// none, one assigned twice, a key that does not parse.
func checkTeams(sc *scenarios.Scenario, teams map[string][]Teammate) error {
	for _, s := range sc.Sides {
		team := teams[s.ID]
		if len(team) == 1 {
			return userErr("name two players or more for a team, or give the side one key without formations", "side %s: a team of one player", s.ID)
		}
		names, assigned := map[string]bool{}, map[string]string{}
		for _, tm := range team {
			if !validID(tm.Player) {
				return userErr("name the key file after its player: lower-case letters, digits, '.', '-' and '_' (ann.pub plays as ann)", "side %s: player name %q is not valid", s.ID, tm.Player)
			}
			if names[tm.Player] {
				return userErr("give each player of a side their own key file name", "side %s: player %s named twice", s.ID, tm.Player)
			}
			names[tm.Player] = true
			if _, err := sshsig.ParsePublicKey([]byte(tm.Key)); err != nil {
				return userErr("give the player's .pub file, as written by ssh-keygen or mincio keygen", "key of player %s of side %s: %v", tm.Player, s.ID, err)
			}
			for _, id := range tm.Formations {
				if err := checkAssigned(sc, s.ID, id, tm.Player, assigned); err != nil {
					return err
				}
			}
		}
	}
	for side := range teams {
		if _, ok := sc.Side(side); !ok {
			return userErr("sides of "+sc.ID+": "+sideIDs(sc), "scenario %s has no side %q", sc.ID, side)
		}
	}
	return nil
}

func checkAssigned(sc *scenarios.Scenario, side, id, player string, assigned map[string]string) error {
	if other, dup := assigned[id]; dup {
		return userErr("assign each formation to one player", "side %s: formation %s assigned to %s and %s", side, id, other, player)
	}
	assigned[id] = player
	for _, fm := range sc.Formations {
		if fm.ID == id && fm.Side == side {
			return nil
		}
	}
	return userErr("formations of side "+side+": "+formationIDs(sc, side), "side %s: scenario %s has no formation %q of that side", side, sc.ID, id)
}

func formationIDs(sc *scenarios.Scenario, side string) string {
	var ids []string
	for _, fm := range sc.Formations {
		if fm.Side == side {
			ids = append(ids, fm.ID)
		}
	}
	return strings.Join(ids, ", ")
}

// headerSide is the header's entry of a side: its one player, or its team
// with the first player's key and address as the side's.
func headerSide(side string, ng NewGame) SidePlayer {
	team := ng.Teams[side]
	if len(team) == 0 {
		return SidePlayer{Side: side, Key: ng.Sides[side], Address: ng.Addresses[side]}
	}
	return SidePlayer{Side: side, Key: team[0].Key, Address: team[0].Address, Team: team}
}

// allKeys lists every key of the header's sides, teammates included, each
// with who holds it, for checkGameKeys.
func allKeys(sides []SidePlayer) []SidePlayer {
	var out []SidePlayer
	for _, s := range sides {
		if len(s.Team) == 0 {
			out = append(out, s)
			continue
		}
		for _, tm := range s.Team {
			out = append(out, SidePlayer{Side: s.Side + " (player " + tm.Player + ")", Key: tm.Key})
		}
	}
	return out
}

// teamPlayer checks an order file's `player:` line against its side's
// seat sp (as the moderator's acts left it): a team's file must name one
// of its players, whose key signs it; a lone player's names none.
func teamPlayer(name string, env *adjudicator.Envelope, sp SidePlayer) (Teammate, error) {
	if len(sp.Team) == 0 {
		if env.Player != "" {
			return Teammate{}, userErr("leave out the player: line: side "+sp.Side+" has one player", "%s: player: %s, but side %s is not played by a team", name, env.Player, sp.Side)
		}
		return Teammate{}, nil
	}
	if env.Player == "" {
		return Teammate{}, userErr("add a line `player: NAME` after the side: line (players of "+sp.Side+": "+teamNames(sp.Team)+")",
			"%s: side %s is played by a team, and the file names no player", name, sp.Side)
	}
	for _, tm := range sp.Team {
		if tm.Player == env.Player {
			return tm, nil
		}
	}
	return Teammate{}, userErr("players of "+sp.Side+": "+teamNames(sp.Team), "%s: side %s has no player %q", name, sp.Side, env.Player)
}

// formerOf keeps the former keys of player's seat.
func formerOf(former []formerKey, player string) []formerKey {
	var out []formerKey
	for _, k := range former {
		if k.Player == player {
			out = append(out, k)
		}
	}
	return out
}

// teamLines refuses, in a team player's file, every line for a group the
// player does not hold: a formation assigned to a teammate, or the side's
// own choices when the player is not the first of the team. A line in the
// side's own group that names a unit is that unit's formation's.
func teamLines(sc *scenarios.Scenario, o *adjudicator.SideOrders, player string, lines []adjudicator.Line) adjudicator.Problems {
	if !o.Team() {
		return nil
	}
	var ps adjudicator.Problems
	for _, l := range lines {
		if l.Kind == adjudicator.Heading {
			continue
		}
		group := l.Group
		if group == "" {
			group = namedFormation(sc, l)
		}
		owner := o.PlayerOf(group)
		if owner == player {
			continue
		}
		what := "formation " + group
		if group == "" {
			what = "the side's own choices (the army group)"
		}
		ps = append(ps, adjudicator.Problem{Pos: l.Pos,
			Msg:  fmt.Sprintf("%q is for %s, which player %s holds, not %s", l.Text, what, owner, player),
			Hint: fmt.Sprintf("take the line out and ask %s to send it in their own signed file", owner)})
	}
	return ps
}

// namedFormation is the formation of the unit a line of the side's own
// group is about: its Subject, else the first counter of the scenario it
// names (`setup cugia 4525` places a counter of div8); "" for a line that
// names none, which is the side's own choice.
func namedFormation(sc *scenarios.Scenario, l adjudicator.Line) string {
	words := strings.Fields(strings.ToLower(l.Text))
	if l.Subject != "" {
		words = []string{l.Subject}
	}
	for _, w := range words {
		for _, c := range sc.Counters {
			if c.ID == w {
				return c.Formation
			}
		}
	}
	return ""
}

// missedBy records a missed turn in the game and says who missed it: the
// side, or on a side played by a team the players whose decisions the
// missed input lists (owedKinds writes them "kind(player)"); their
// teammates, who sent their orders, keep playing as they wrote.
func missedBy(g *adjudicator.Game, m *MissedTurn) (string, error) {
	side := adjudicator.Side(m.Side)
	o, ok := g.Side(side)
	if !ok || !o.Team() {
		return m.Side, g.Missed(side)
	}
	players := missedPlayers(m.Owed)
	if len(players) == 0 {
		return m.Side, fmt.Errorf("missed input of side %s, played by a team, names no player", m.Side)
	}
	for _, p := range players {
		if err := g.MissedPlayer(side, p); err != nil {
			return m.Side, err
		}
	}
	return fmt.Sprintf("%s (player %s)", m.Side, strings.Join(players, ", ")), nil
}

// answerable names the registered players who answer for entry e: the
// side's player, or on a side played by a team the player whose order
// file it is, or the players a missed turn names.
func (hs holders) answerable(e *Entry) []string {
	sp, _ := hs.f.Header.Player(e.Side)
	if len(sp.Team) == 0 || e.Kind != KindOrders && e.Kind != KindMissed {
		return []string{hs.at(e.N, e.Side)}
	}
	in, err := hs.f.readInput(e)
	if err != nil {
		return []string{hs.at(e.N, e.Side)}
	}
	var players []string
	switch {
	case in.Envelope != nil:
		players = []string{in.Envelope.Player}
	case in.Missed != nil:
		players = missedPlayers(in.Missed.Owed)
	}
	var names []string
	for _, p := range players {
		if _, ok := hs.f.Header.Teammate(e.Side, p); ok {
			names = append(names, hs.teammate(e.N, sp, p))
		}
	}
	return names
}

// teammate is the registered player who held seat player of side sp's
// team at entry n, as the moderator's replace entries before n left it.
func (hs holders) teammate(n int, sp SidePlayer, player string) string {
	seat, _, err := hs.f.seat(sp.Side, n)
	if err != nil {
		return playerOf(hs.names, "")
	}
	return playerOf(hs.names, seat.Team[seat.teammateIndex(player)].Key)
}

// missedPlayers are the players a missed input's owed kinds name, each
// once: owedKinds writes a team's as "kind(player)".
func missedPlayers(owed []string) []string {
	var players []string
	for _, k := range owed {
		_, p, ok := strings.Cut(strings.TrimSuffix(k, ")"), "(")
		if ok && !slices.Contains(players, p) {
			players = append(players, p)
		}
	}
	return players
}

// teamDeclaration refuses a declaration (leave, resign, draw) from a
// team's player other than the first named: it binds the whole side, and
// stays the first player's when the side-choices option gave the side's
// rules choices to a teammate (side_choices.go).
func (f *Folder) teamDeclaration(name string, env *adjudicator.Envelope) error {
	sp, _ := f.Header.Player(string(env.Side))
	if len(sp.Team) == 0 || env.Player == sp.Team[0].Player {
		return nil
	}
	return userErr(fmt.Sprintf("ask %s, the side's first player named, to send it", sp.Team[0].Player),
		"%s: mode: %s binds the whole side %s: player %s may not declare it", name, env.Mode, sp.Side, env.Player)
}

// HasTeam says whether side is played by several players (a team).
func (h *Header) HasTeam(side string) bool {
	sp, _ := h.Player(side)
	return len(sp.Team) > 0
}
