package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// validateStrategic checks the strategic lines of [victory] (24.2, 26.2)
// and the if-texts of [reinforcements] (24.4; arrivalif.go), each error
// at its line with what to write instead.
func validateStrategic(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	add := func(line int, format string, args ...any) {
		errs = append(errs, s.Errorf(line, format, args...))
	}
	if s.Edition == EditionGoito && (len(s.Strategics) > 0 || len(s.StrategicChanges) > 0 || len(s.StrategicFixed) > 0) {
		line := 0
		if len(s.Strategics) > 0 {
			line = s.Strategics[0].Line
		}
		add(line, "strategic lines: Goito 1848 has no Strategic Objectives (002 24.2, 26.2 are Custoza's campaigns'); remove them")
	}
	names := map[string]string{}
	for _, c := range s.Strategics {
		errs = append(errs, validateStrategicLine(s, c)...)
		for _, r := range c.Extra {
			if r.Key != "name" {
				continue
			}
			key := fmt.Sprintf("%s %d", c.Side, c.Number)
			if prev, ok := names[key]; ok && prev != r.Value {
				add(c.Line, "strategic %s: the objective is named %q on an earlier line; give name= once, or the same name", key, prev)
			}
			names[key] = r.Value
		}
	}
	if len(s.Strategics) > 0 {
		for _, sd := range s.Sides {
			if len(s.StrategicNumbers(sd.ID)) == 0 {
				add(s.Strategics[0].Line, "strategic: side %s has no Strategic Objective; give each side its objectives (`strategic %s 1 KIND …`, 24.2)", sd.ID, sd.ID)
			}
		}
	}
	for _, f := range s.StrategicFixed {
		if !slices.Contains(s.StrategicNumbers(f.Side), f.Number) {
			add(f.Line, "strategic-fixed %s %d: %s has no `strategic %s %d …` line; fix the number or add the objective", f.Side, f.Number, f.Side, f.Side, f.Number)
		}
	}
	for _, c := range s.StrategicChanges {
		if len(s.Strategics) == 0 {
			add(c.Line, "strategic-change: the scenario has no strategic lines to change between")
		}
		for _, f := range s.StrategicFixed {
			if f.Side == c.Side {
				add(c.Line, "strategic-change %s: %s's objective is fixed (strategic-fixed at line %d); remove one of the two", c.Side, c.Side, f.Line)
			}
		}
		v, ok := s.Rule("day-first-turns")
		if !ok {
			add(c.Line, "strategic-change day=%d: the scenario needs `rule day-first-turns \"T…\"` (the turns that are GT 1 of a day) to find the day", c.Day)
			continue
		}
		days, _ := parseTurns(strings.Trim(v, `"`))
		t, ok := changeTurnOf(s.FirstTurn, days, c.Day)
		if !ok || t > s.LastTurn() {
			add(c.Line, "strategic-change day=%d: rule day-first-turns %s gives the scenario no day %d within turns %d-%d; fix the day or the rule", c.Day, v, c.Day, s.FirstTurn, s.LastTurn())
		}
	}
	errs = append(errs, validateArrivalIfs(s)...)
	return errs
}

// validateStrategicLine checks one strategic line's kind, hexes and keys.
func validateStrategicLine(s *scenarios.Scenario, c *scenarios.Strategic) []scenarios.Error {
	var errs []scenarios.Error
	add := func(format string, args ...any) {
		errs = append(errs, s.Errorf(c.Line, "strategic %s %d %s: "+format, append([]any{c.Side, c.Number, c.Kind}, args...)...))
	}
	n := len(c.Hexes)
	switch c.Kind {
	case condControl, condOccupy:
		if n == 0 {
			add("give the hexes (`strategic SIDE N %s HEX…`)", c.Kind)
		}
	case condLoC:
		if n < 1 || n > 2 {
			add("give the hex the line starts from and, if it is not to the side's Supply Sources, the hex it ends at")
		}
		if n == 1 {
			if _, ok := s.Rule("supply"); !ok {
				add("a LoC to the Supply Sources needs `rule supply \"SIDE HEX… SIDE HEX…\"` (20.1)")
			}
		}
	case condCutLoC:
		if n != 2 {
			add("give the two hexes the enemy must not connect (`cut-loc HEX HEX`)")
		}
	case condWestMincio, condBridgesEast, condExitCorps:
		if n > 0 {
			add("takes no hexes; remove %s", hexText(c.Hexes))
		}
	default:
		add("unknown condition kind; want one of %s", wordList(StrategicKinds))
	}
	for _, r := range c.Extra {
		switch {
		case !slices.Contains(StrategicKeys, r.Key):
			add("unknown key %s (want %s)", r.Key, wordList(StrategicKeys))
		case r.Key == "join":
			if c.Kind != condWestMincio && c.Kind != condExitCorps {
				add("join= counts Formations as one Corps: only for %s and %s", condWestMincio, condExitCorps)
			}
			for _, id := range strings.Fields(r.Value) {
				f := formationOf(s, id)
				if f == nil || f.Side != c.Side {
					add("join=%q: %s is not a formation of %s; name the Formations that count as one Corps", r.Value, id, c.Side)
				}
			}
		case r.Key == "west-of":
			h, err := hexmap.ParseHex(r.Value)
			if c.Kind != condExitCorps || err != nil || len(r.Value) != 4 {
				add("west-of=HEX belongs to %s, with a hex XXYY", condExitCorps)
			} else if s.Map != nil && !s.Map.OnMap(h) {
				add("west-of=%s is not a hex of the map", r.Value)
			}
		}
	}
	if c.Kind == condExitCorps && !hasKey(c.Extra, "west-of") {
		add("give west-of=HEX: the edge hexes of a column up to HEX's, inclusive (24.2 \"west of hex 4034 (inclusive)\")")
	}
	return errs
}

// validateArrivalIfs: an if-text without an option must be a condition
// the system reads (arrivalif.go); Goito's option lines keep their text.
func validateArrivalIfs(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	for _, rf := range s.Reinforcements {
		if rf.If == "" || rf.Option != "" {
			continue
		}
		c, err := parseArrivalIfErr(rf.If)
		if err != nil {
			errs = append(errs, s.Errorf(rf.Line, "arrive … if %q: %v", rf.If, err))
			continue
		}
		if !isSide(s, string(c.side)) {
			errs = append(errs, s.Errorf(rf.Line, "arrive … if %q: %q is not a side of the scenario", rf.If, c.side))
			continue
		}
		if len(s.Strategics) == 0 {
			errs = append(errs, s.Errorf(rf.Line, "arrive … if %q: the condition needs the Strategic Objectives of [victory] (`strategic …` lines, 24.2)", rf.If))
		}
		for _, n := range c.nums {
			if !slices.Contains(s.StrategicNumbers(string(c.side)), n) {
				errs = append(errs, s.Errorf(rf.Line, "arrive … if %q: %s has no Strategic Objective %d", rf.If, c.side, n))
			}
		}
		for _, h := range c.hexes {
			if s.Map != nil && !s.Map.OnMap(h) {
				errs = append(errs, s.Errorf(rf.Line, "arrive … if %q: %s is not a hex of the map", rf.If, h))
			}
		}
	}
	return errs
}

func formationOf(s *scenarios.Scenario, id string) *scenarios.Formation {
	for _, f := range s.Formations {
		if f.ID == id {
			return f
		}
	}
	return nil
}

func hasKey(rs []scenarios.Rating, key string) bool {
	for _, r := range rs {
		if r.Key == key {
			return true
		}
	}
	return false
}
