package saves

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"

	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// LeagueGame describes a game to create in a league from registered players.
type LeagueGame struct {
	ID       string // default: SCENARIO-N, the first N free
	Scenario *scenarios.Scenario
	Tables   *TablesFile
	Players  map[string]string // side → registered player name
	// Teams are the sides played by several registered players, each with
	// the formations assigned to them, the first holding the side's own
	// choices (docs/moderator.md, "Teams"); such a side is not in Players.
	Teams map[string][]LeagueSeat
	// Deadline replaces the league's default policy when set.
	Deadline *DeadlinePolicy
	Encrypt  bool
	// Options are game options, NAME=VALUE (NewGame.Options).
	Options []string
	// Seed fixes the dice seed: tests and replays only (see NewGame.Seed).
	Seed   *dice.Seed
	NoSync bool
	Now    time.Time // recorded in the first entry
}

// NewGame creates LEAGUE/games/ID from registered players: their keys and
// addresses, the league's host key, its moderator and its deadline policy
// go into the game's signed header.
func (l *League) NewGame(lg LeagueGame) (string, *Receipt, error) {
	if lg.ID == "" {
		lg.ID = l.freeID(lg.Scenario.ID)
	}
	if !validID(lg.ID) {
		return "", nil, userErr("use lower-case letters, digits, '.', '-' and '_'", "game id %q is not valid", lg.ID)
	}
	ng := NewGame{Game: lg.ID, Scenario: lg.Scenario, Tables: lg.Tables, Sides: map[string]string{}, Addresses: map[string]string{},
		Encrypt: lg.Encrypt, Seed: lg.Seed, NoSync: lg.NoSync, Now: lg.Now, Options: lg.Options}
	seen := map[string]string{}
	for side, name := range lg.Players {
		if _, ok := lg.Scenario.Side(side); !ok {
			return "", nil, userErr("sides of "+lg.Scenario.ID+": "+sideIDs(lg.Scenario), "scenario %s has no side %q", lg.Scenario.ID, side)
		}
		if other, dup := seen[name]; dup {
			return "", nil, userErr("give each side a different player", "player %s is given for both %s and %s", name, other, side)
		}
		seen[name] = side
		p, err := l.Player(name)
		if err != nil {
			return "", nil, err
		}
		ng.Sides[side], ng.Addresses[side] = p.Key, p.Address
	}
	if err := l.teams(lg, &ng, seen); err != nil {
		return "", nil, err
	}
	for _, s := range lg.Scenario.Sides {
		if _, ok := lg.Players[s.ID]; !ok && len(lg.Teams[s.ID]) == 0 {
			return "", nil, userErr(fmt.Sprintf("add --side %s=PLAYER, PLAYER a name from players.txt", s.ID), "no player for side %s", s.ID)
		}
	}
	hostKey, err := l.hostKeyPath()
	if err != nil {
		return "", nil, err
	}
	ng.HostKey = hostKey
	ng.Deadline = l.File.Deadline
	if lg.Deadline != nil {
		ng.Deadline = lg.Deadline
	}
	ng.Moderator = &ModeratorPin{League: l.File.Name, Key: l.File.ModeratorKey, Address: l.File.ModeratorAddress}
	dir := filepath.Join(l.Dir, "games", lg.ID)
	if _, err := os.Stat(dir); err == nil {
		return "", nil, userErr("choose another --id", "league %s already has a game %s", l.File.Name, lg.ID)
	}
	rc, err := Create(dir, ng)
	return dir, rc, err
}

// LeagueSeat is a registered player of a team and their formations.
type LeagueSeat struct {
	Player     string
	Formations []string
}

// teams adds the league game's teams to ng, each teammate with their
// registered key and address; a player plays one seat of the game.
func (l *League) teams(lg LeagueGame, ng *NewGame, seen map[string]string) error {
	for side, seats := range lg.Teams {
		if _, one := lg.Players[side]; one {
			return userErr("name every player of the side with their formations, or give it one player", "side %s is given one player and a team", side)
		}
		for _, st := range seats {
			if other, dup := seen[st.Player]; dup {
				return userErr("give each seat a different player", "player %s is given for both %s and %s", st.Player, other, side)
			}
			seen[st.Player] = side
			p, err := l.Player(st.Player)
			if err != nil {
				return err
			}
			if ng.Teams == nil {
				ng.Teams = map[string][]Teammate{}
			}
			ng.Teams[side] = append(ng.Teams[side], Teammate{Player: st.Player, Key: p.Key, Address: p.Address, Formations: st.Formations})
		}
	}
	return nil
}

// hostKeyPath reads secret/host-key and checks it is the league's host key.
func (l *League) hostKeyPath() (string, error) {
	b, err := os.ReadFile(filepath.Join(l.Dir, "secret", "host-key"))
	if err != nil {
		return "", userErr("secret/host-key names the host's private key; restore it", "league %s: %v", l.File.Name, err)
	}
	path := strings.TrimSpace(string(b))
	signer, err := sshsig.LoadSigner(path)
	if err != nil {
		return "", userErr("restore the host key, or fix the path in secret/host-key", "league %s: host key %s: %v", l.File.Name, path, err)
	}
	want, err := sshsig.ParsePublicKey([]byte(l.File.HostKey))
	if err != nil || !bytes.Equal(want.Marshal(), signer.PublicKey().Marshal()) {
		return "", userErr("secret/host-key must name the key league.json gives as host_key", "league %s: %s is not the league's host key", l.File.Name, path)
	}
	return path, nil
}

// freeID is the first SCENARIO-N without a game folder.
func (l *League) freeID(scenario string) string {
	for n := 1; ; n++ {
		id := fmt.Sprintf("%s-%d", scenario, n)
		if _, err := os.Stat(filepath.Join(l.Dir, "games", id)); err != nil {
			return id
		}
	}
}

// Games lists the league's game folders, sorted. A hidden folder is not a
// game: a killed new-game leaves its half-built .mincio-new-ID, which no
// command may take for a game (the next new-game of that id removes it).
func (l *League) Games() []string {
	dirs, _ := os.ReadDir(filepath.Join(l.Dir, "games"))
	var out []string
	for _, d := range dirs {
		if strings.HasPrefix(d.Name(), ".") {
			continue
		}
		p := filepath.Join(l.Dir, "games", d.Name())
		if _, err := os.Stat(filepath.Join(p, "header.json")); err == nil {
			out = append(out, p)
		}
	}
	return out
}
