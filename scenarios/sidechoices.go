package scenarios

import (
	"fmt"
	"strings"
)

// SideChoicesOption is the core game option that gives a team's side-level
// decisions (initiative, continuity, passes, the activation plan, anything
// the rules give "the player") to a teammate other than the first player
// named: side-choices=SIDE:PLAYER, several sides comma-separated, the
// option repeatable (docs/players.md, "Teams").
const SideChoicesOption = "side-choices"

// SideChoices reads every side-choices option of opts: for each side
// named, the player who holds its side-level decisions. It checks the
// form only; the host checks the side and the player against the game's
// seats (saves.checkSideChoices).
func SideChoices(opts []string) (map[string]string, error) {
	var choices map[string]string
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		if strings.ToLower(strings.TrimSpace(name)) != SideChoicesOption {
			continue
		}
		if choices == nil {
			choices = map[string]string{}
		}
		for _, pair := range strings.Split(value, ",") {
			side, player, ok := strings.Cut(strings.TrimSpace(pair), ":")
			side, player = strings.TrimSpace(side), strings.TrimSpace(player)
			if !ok || side == "" || player == "" {
				return nil, Error{File: "--option", Msg: fmt.Sprintf("%q: write side-choices=SIDE:PLAYER, several sides comma-separated, such as side-choices=italy:bob", o)}
			}
			if _, dup := choices[side]; dup {
				return nil, Error{File: "--option", Msg: fmt.Sprintf("%q: side %s named twice in side-choices: name one player for each side", o, side)}
			}
			choices[side] = player
		}
	}
	return choices, nil
}

// sideList names the scenario's sides, for messages.
func (s *Scenario) sideList() string {
	var ids []string
	for _, sd := range s.Sides {
		ids = append(ids, sd.ID)
	}
	return strings.Join(ids, ", ")
}
