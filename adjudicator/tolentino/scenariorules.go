package tolentino

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The [rules] lines of a scenario that the Tolentino system reads, each
// with what its value must be. `scenario check` refuses any other rule or
// option (14): a line the system would ignore must not look as if it
// counted.
var scenarioRules = []struct{ name, want string }{
	{"first-initiative", "a side: who activates first on the first turn (3.2)"},
	{"initiative-tie-day1", "a side: who wins initiative draws on the first date of the turn track (6.1.1)"},
	{"initiative-tie-day2", "a side: who wins initiative draws on the second date (6.1.1)"},
	{"san-severino", "a hex: whoever holds it moves between the hexes above and below it at 1 MP (9.2.1)"},
	{"morale-counters", "a number: the Morale counters in the game (13.3.2)"},
	{"battle-line", "chain or step: how far the battle line of 4.3.2 runs"},
	{"los-levels", "on or off: whether the two levels of rough count for the LoS (10.2)"},
	{"reorganization-failure", "none or level: what a failed reorganization does (15.3, 13.1.3)"},
}

// scenarioOptions are the options the system reads (16.3).
var scenarioOptions = []string{"grenzer"}

// firstSide is 3.2: the side that activates first, "automatically"; the
// rulebook's Neapolitans when the scenario does not say.
func (b *battle) firstSide() adjudicator.Side {
	if v, ok := b.sc.Rule("first-initiative"); ok {
		return adjudicator.Side(v)
	}
	return Naples
}

// tieSide is 6.1.1 "In case of draws in the Initiative roll, May 2 is
// Neapolitan, May 3 Austrian": the day is the turn's date's place among
// the dates of the turn track (the first date is day 1); the scenario's
// initiative-tie-day1 and -day2 name the side.
func (b *battle) tieSide(turn int) adjudicator.Side {
	day := 1
	if t := b.turnInfo(turn); t != nil && t.Date != "" {
		var dates []string
		for _, tt := range b.sc.TurnTrack {
			if tt.Date != "" && !slices.Contains(dates, tt.Date) {
				dates = append(dates, tt.Date)
			}
		}
		day = slices.Index(dates, t.Date) + 1
	}
	name, def := "initiative-tie-day1", Naples
	if day >= 2 {
		name, def = "initiative-tie-day2", Austria
	}
	if v, ok := b.sc.Rule(name); ok {
		return adjudicator.Side(v)
	}
	return def
}

// sanSeverino is the hex of 9.2.1 and the link it gives, from the
// scenario's rule san-severino; ok is false without one.
func (b *battle) sanSeverino() (h hexmap.Hex, link hexmap.Link, ok bool) {
	v, ok := b.sc.Rule("san-severino")
	if !ok {
		return h, link, false
	}
	h, err := hexmap.ParseHex(v)
	if err != nil {
		return h, link, false
	}
	// 9.2.1 "from 1003 to 1005": the hexes above and below it.
	link = hexmap.Link{From: hexmap.Hex{Col: h.Col, Row: h.Row - 1}, To: hexmap.Hex{Col: h.Col, Row: h.Row + 1}, Cost: hexmap.MP}
	return h, link, true
}

// validateRules checks the [rules] lines against what the system reads.
func validateRules(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	sides := func(v string) bool {
		for _, sd := range s.Sides {
			if sd.ID == v {
				return true
			}
		}
		return false
	}
	for _, r := range s.Rules {
		if r.Option {
			if !slices.Contains(scenarioOptions, r.Name) {
				errs = append(errs, s.Errorf(r.Line, "option %s: the tolentino system reads no such option (it knows: grenzer, 16.3); remove the line", r.Name))
			}
			continue
		}
		i := slices.IndexFunc(scenarioRules, func(k struct{ name, want string }) bool { return k.name == r.Name })
		if i < 0 {
			var names []string
			for _, k := range scenarioRules {
				names = append(names, k.name)
			}
			errs = append(errs, s.Errorf(r.Line, "rule %s: the tolentino system reads no such rule (it knows: %v); remove the line", r.Name, names))
			continue
		}
		if msg := badRuleValue(s, r, sides); msg != "" {
			errs = append(errs, s.Errorf(r.Line, "rule %s %s: want %s", r.Name, r.Value, scenarioRules[i].want))
		}
	}
	return errs
}

// badRuleValue says what is wrong with a known rule's value, "" if nothing.
func badRuleValue(s *scenarios.Scenario, r *scenarios.Rule, side func(string) bool) string {
	switch r.Name {
	case "first-initiative", "initiative-tie-day1", "initiative-tie-day2":
		if !side(r.Value) {
			return "not a side"
		}
	case "san-severino":
		h, err := hexmap.ParseHex(r.Value)
		if err != nil || s.Map != nil && !s.Map.OnMap(h) {
			return "not a hex of the map"
		}
	case "morale-counters":
		if n, err := strconv.Atoi(r.Value); err != nil || n < 0 {
			return "not a number"
		}
	case "battle-line":
		if r.Value != "chain" && r.Value != "step" {
			return "not chain or step"
		}
	case "reorganization-failure":
		if r.Value != "none" && r.Value != "level" {
			return "not none or level"
		}
	case "los-levels":
		if r.Value != "on" && r.Value != "off" {
			return "not on or off"
		}
	default:
		return fmt.Sprintf("unknown rule %s", r.Name)
	}
	return ""
}

// grenzerTurn is the turn of 16.3's Grenzer battalions: the turn of the
// reinforcements that need the option grenzer (8 in tolentino1815); 0
// when the scenario has no such option or arrival.
func (b *battle) grenzerTurn() int {
	if _, ok := b.sc.Option("grenzer"); !ok {
		return 0
	}
	for _, r := range b.sc.Reinforcements {
		if r.Option == "grenzer" {
			return r.Turn
		}
	}
	return 0
}
