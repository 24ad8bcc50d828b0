package saves

import (
	"fmt"
	"maps"
	"slices"

	"github.com/mincio/mincio/scenarios"
)

// The game option side-choices=SIDE:PLAYER (scenarios.SideChoices) gives
// a team's side-level decisions to a teammate other than the first player
// named (docs/players.md, "Teams"). The signed header records it among the
// game's options; the engine marks that teammate (adjudicator.Seat.Holder),
// and every route of a side-level decision follows the mark: the lines
// accepted, the decisions owed, reminders, missed turns and templates. The
// first player named keeps the formations assigned to nobody and the
// declarations that bind the whole side (teamDeclaration). The moderator
// cannot change it: a replace gives a seat a new key, and the seat keeps
// what it held.

// SideChoices is the player of side's team who holds its side-level
// choices: the one the side-choices option names, else the first; "" for
// a side of one player.
func (h *Header) SideChoices(side string) string {
	sp, _ := h.Player(side)
	if len(sp.Team) == 0 {
		return ""
	}
	choices, _ := scenarios.SideChoices(h.Options) // checked when the game was made
	if p, ok := choices[side]; ok {
		return p
	}
	return sp.Team[0].Player
}

// checkSideChoices refuses a side-choices option that names a side not
// played by a team, or a player who is not one of its team.
func checkSideChoices(opts []string, teams map[string][]Teammate) error {
	choices, err := scenarios.SideChoices(opts)
	if err != nil {
		return &Error{Msg: err.Error(), Hint: "write --option side-choices=SIDE:PLAYER, such as side-choices=italy:bob"}
	}
	for _, side := range slices.Sorted(maps.Keys(choices)) {
		player := choices[side]
		team := teams[side]
		if len(team) == 0 {
			return userErr(fmt.Sprintf("take %s:%s out of side-choices: it names a teammate of a side played by a team (--side %s=KEY:FORMATIONS for each player)", side, player, side),
				"--option side-choices: side %s is played by one player, who holds its choices already", side)
		}
		if _, ok := teamIndex(team, player); !ok {
			return userErr("name one of the players of "+side+": "+teamNames(team),
				"--option side-choices: side %s has no player %q", side, player)
		}
	}
	return nil
}

func teamIndex(team []Teammate, player string) (int, bool) {
	for i, tm := range team {
		if tm.Player == player {
			return i, true
		}
	}
	return -1, false
}
