package main

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/saves"
)

// seatSpec is one --side flag: SIDE=PUBKEY, or SIDE=PUBKEY:FORMATION,…
// for a player of a team (docs/players.md, "Teams"; docs/moderator.md).
type seatSpec struct {
	side, player, key string
	formations        []string
}

// sideSeats reads the --side flags: a side named once without formations
// has one player, as always (keys); a side named more than once, or with
// formations after a colon, is a team (teams), its players in the order
// given, named after their key files (ann.pub plays as ann). The --email
// flags give a side's address, or a player's as SIDE:PLAYER=ADDRESS.
func sideSeats(specs, emails []string) (keys, addrs map[string]string, teams map[string][]saves.Teammate, err error) {
	var seats []seatSpec
	count := map[string]int{}
	for _, s := range specs {
		sp, err := parseSeat(s)
		if err != nil {
			return nil, nil, nil, err
		}
		seats = append(seats, sp)
		count[sp.side]++
		if len(sp.formations) > 0 {
			count[sp.side]++ // a side with formations is a team, however many
		}
	}
	addrs, err = sideEmails(emails)
	if err != nil {
		return nil, nil, nil, err
	}
	keys, teams = map[string]string{}, map[string][]saves.Teammate{}
	for _, sp := range seats {
		if count[sp.side] == 1 {
			keys[sp.side] = sp.key
			continue
		}
		addr := addrs[sp.side+":"+sp.player]
		delete(addrs, sp.side+":"+sp.player)
		teams[sp.side] = append(teams[sp.side], saves.Teammate{Player: sp.player, Key: sp.key, Address: addr, Formations: sp.formations})
	}
	for k := range addrs {
		side, player, ok := strings.Cut(k, ":")
		if ok {
			return nil, nil, nil, hintErr("name a player of the side's team, as their key file is named", "--email %s: side %s has no player %q", k, side, player)
		}
		if len(teams[side]) > 0 {
			return nil, nil, nil, hintErr("give each player's address: --email "+side+":PLAYER=ADDRESS", "--email %s: side %s is played by a team", k, side)
		}
	}
	return keys, addrs, teams, nil
}

// parseSeat reads SIDE=PUBKEY[:FORMATION,…]. A key given inline (a line
// starting ssh-…) takes no formations: its comment may hold colons.
func parseSeat(s string) (seatSpec, error) {
	side, path, ok := strings.Cut(s, "=")
	if !ok || side == "" || path == "" {
		return seatSpec{}, hintErr("write --side SIDE=PUBKEY, e.g. --side austria=austria.pub, or SIDE=PUBKEY:FORMATION,… for a player of a team", "--side %q: want SIDE=PUBKEY", s)
	}
	sp := seatSpec{side: side}
	if strings.HasPrefix(path, "ssh-") || strings.HasPrefix(path, "ecdsa-") {
		sp.key = strings.TrimSpace(path)
		return sp, nil
	}
	if i := strings.LastIndexByte(path, ':'); i >= 0 {
		for _, f := range strings.Split(path[i+1:], ",") {
			if f = strings.TrimSpace(f); f == "" {
				return seatSpec{}, hintErr("list formations after the colon, comma-separated: --side italy=a.pub:div3,div8", "--side %q: an empty formation", s)
			}
			sp.formations = append(sp.formations, f)
		}
		path = path[:i]
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return seatSpec{}, hintErr("give the path of the player's .pub file", "--side %s: %v", side, err)
	}
	sp.key = strings.TrimSpace(string(b))
	sp.player = strings.TrimSuffix(filepath.Base(path), ".pub")
	return sp, nil
}

// leagueSeats reads the --side flags of league new-game: SIDE=PLAYER for a
// side of one registered player, and for a team, the side named once per
// player, SIDE=PLAYER:FORMATION,… (formations optional after the first
// player, who holds the side's own choices).
func leagueSeats(specs []string) (map[string]string, map[string][]saves.LeagueSeat, error) {
	type seat struct {
		side string
		st   saves.LeagueSeat
	}
	var all []seat
	count := map[string]int{}
	for _, s := range specs {
		side, rest, ok := strings.Cut(s, "=")
		name, forms, team := strings.Cut(rest, ":")
		if !ok || side == "" || name == "" {
			return nil, nil, hintErr("write --side SIDE=PLAYER, e.g. --side austria=anna, or SIDE=PLAYER:FORMATION,… for a player of a team", "--side %q: want SIDE=PLAYER", s)
		}
		st := saves.LeagueSeat{Player: name}
		if team {
			for _, f := range strings.Split(forms, ",") {
				if f = strings.TrimSpace(f); f == "" {
					return nil, nil, hintErr("list formations after the colon, comma-separated: --side italy=anna:div3,div8", "--side %q: an empty formation", s)
				}
				st.Formations = append(st.Formations, f)
			}
			count[side]++
		}
		count[side]++
		all = append(all, seat{side, st})
	}
	players, teams := map[string]string{}, map[string][]saves.LeagueSeat{}
	for _, x := range all {
		if count[x.side] == 1 {
			players[x.side] = x.st.Player
			continue
		}
		teams[x.side] = append(teams[x.side], x.st)
	}
	return players, teams, nil
}
