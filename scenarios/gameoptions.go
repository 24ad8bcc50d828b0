package scenarios

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ApplyOptions sets the game options a host chose when creating a game
// (`mincio new --option NAME=VALUE`): each is a rule switch of the
// scenario's [rules], set to VALUE or replacing the scenario's own value,
// and checked by the rules system's validator like a rule of the file
// ("reactions=ask" in the custoza system). The game's header records the
// options, so a game folder plays the same rules on every machine.
// press=none|open|now is the core's own option: whether players may send
// each other messages, and when they are relayed (Scenario.Press).
// side-choices=SIDE:PLAYER is the core's other option (SideChoices): the
// scenario checks its sides, the host its players.
func (s *Scenario) ApplyOptions(opts []string) error {
	var errs ErrorList
	for _, o := range opts {
		name, value, ok := strings.Cut(o, "=")
		name = strings.ToLower(strings.TrimSpace(name))
		if !ok || !isWord(name) || strings.TrimSpace(value) == "" {
			errs = append(errs, Error{File: "--option", Msg: fmt.Sprintf("%q: write NAME=VALUE, such as reactions=ask", o)})
			continue
		}
		if name == "press" {
			// a core option, read by the host, not by the rules system
			switch v := strings.ToLower(strings.TrimSpace(value)); v {
			case "none", "open", "now":
				s.Press = v
			default:
				errs = append(errs, Error{File: "--option", Msg: fmt.Sprintf("%q: press is none (no messages between players), open (messages in the next report) or now (mailed at once too)", o)})
			}
			continue
		}
		if name == SideChoicesOption {
			continue // read whole, below: the option may come more than once
		}
		r := &Rule{Name: name, Value: strings.TrimSpace(value), Origin: Origin{Prov: Provenance{Kind: Rulebook, Note: "game option " + o}}}
		replaced := false
		for i, old := range s.Rules {
			if old.Name == name && !old.Option {
				r.Line = old.Line
				s.Rules[i], replaced = r, true
			}
		}
		if !replaced {
			s.Rules = append(s.Rules, r)
		}
	}
	if choices, err := SideChoices(opts); err != nil {
		errs = append(errs, err.(Error))
	} else {
		for _, side := range slices.Sorted(maps.Keys(choices)) {
			if _, ok := s.Side(side); !ok {
				errs = append(errs, Error{File: "--option", Msg: fmt.Sprintf("side-choices: scenario %s has no side %q (its sides: %s)", s.ID, side, s.sideList())})
			}
		}
	}
	if len(errs) > 0 {
		return errs.Err()
	}
	if v := validatorFor(s.System); v != nil {
		for _, e := range v(s) {
			errs = append(errs, Error{File: "--option", Msg: e.Msg})
		}
	}
	return errs.Err()
}

func isWord(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
