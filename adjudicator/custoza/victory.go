package custoza

import (
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// takeControl is 2.2: "control = occupy the hex or be the last to move
// through it": a side's combat unit entering an objective hex takes it.
func (s *State) takeControl(side adjudicator.Side, h hexmap.Hex) {
	s.peschieraFalls(side, h)
	for i := range s.Control {
		if s.Control[i].Hex == h {
			s.Control[i].Side = side
		}
	}
	s.noteEver()
}

// controlled counts the hexes side controls among hexes.
func (s *State) controlled(side adjudicator.Side, hexes []hexmap.Hex) int {
	n := 0
	for _, c := range s.Control {
		if c.Side == side && contains(hexes, c.Hex) {
			n++
		}
	}
	return n
}

// checkVictory reads the scenario's conditions (23.x.4; Goito 16) at the
// end of a game turn; last is the end of the game.
func (s *State) checkVictory(last bool) {
	if s.Strat != nil {
		if last {
			s.strategicVictory() // 24.2, 26.2: the Strategic Objectives decide alone
		}
		return
	}
	var fallback *scenarios.Condition
	for _, c := range s.b.sc.Conditions {
		if !s.conditionApplies(c) {
			continue
		}
		when, _ := extra(c, "when")
		if when != "any-turn" && !last {
			continue
		}
		if c.Name == MajorityCondition {
			if last {
				s.majority(c)
			}
			return
		}
		if len(c.Hexes) == 0 {
			fallback = c // "Every other result is a ... victory"
			continue
		}
		need := len(c.Hexes)
		if v, ok := extra(c, "min"); ok {
			need, _ = strconv.Atoi(v)
		}
		side := adjudicator.Side(c.Side)
		if got := s.controlled(side, c.Hexes); got >= need {
			s.Over = &adjudicator.Outcome{Winner: side, Level: c.Name, Text: fmt.Sprintf("%s: %s controls %d of the %d hexes (%s)", c.Text, side, got, len(c.Hexes), rulebookOf(c))}
			return
		}
	}
	if last && fallback != nil {
		s.Over = &adjudicator.Outcome{Winner: adjudicator.Side(fallback.Side), Level: fallback.Name, Text: fallback.Text}
	}
	if last && s.Over == nil {
		s.Over = &adjudicator.Outcome{Text: "the game ends with no victory condition met: a draw"}
	}
}

// conditionApplies reads option= and unless= (Goito 16.1.2).
func (s *State) conditionApplies(c *scenarios.Condition) bool {
	if v, ok := extra(c, "option"); ok && v == "ii-corps" && !s.iiCorpsInPlay() {
		return false
	}
	if v, ok := extra(c, "unless"); ok && v == "ii-corps" && s.iiCorpsInPlay() {
		return false
	}
	return true
}

// majority is 23.1.4, 23.2.4, 23.3.4: the side controlling the majority
// of the objective hexes at the end wins; equal numbers are a draw (23.3.4).
func (s *State) majority(c *scenarios.Condition) {
	var hexes []hexmap.Hex
	for _, o := range s.b.sc.Objectives {
		hexes = append(hexes, o.Hexes...)
	}
	a, b := s.b.sides[0], s.b.sides[1]
	na, nb := s.controlled(a, hexes), s.controlled(b, hexes)
	text := fmt.Sprintf("at the end of %s, %s controls %d and %s %d of the %d objective hexes", s.b.turnLabel(s.Turn), a, na, b, nb, len(hexes))
	switch {
	case na > nb:
		s.Over = &adjudicator.Outcome{Winner: a, Level: "victory", Text: text + ": " + string(a) + " wins (" + rulebookOf(c) + ")"}
	case nb > na:
		s.Over = &adjudicator.Outcome{Winner: b, Level: "victory", Text: text + ": " + string(b) + " wins (" + rulebookOf(c) + ")"}
	default:
		s.Over = &adjudicator.Outcome{Level: "draw", Text: text + ": a draw (23.3.4)"}
	}
}

func extra(c *scenarios.Condition, key string) (string, bool) {
	for _, r := range c.Extra {
		if r.Key == key {
			return r.Value, true
		}
	}
	return "", false
}

func rulebookOf(c *scenarios.Condition) string {
	if c.Prov.Note != "" {
		return c.Prov.Note
	}
	return "victory conditions"
}
