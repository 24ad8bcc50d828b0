package custoza

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The Advanced Game (002 14–21) is chosen by the scenario's `rule
// advanced-game yes`: its sequence of play (advancedsequence.go), the
// Formation statuses (15, 17), fatigue (18), command collapse (19), lines
// of communication (20) and the reinforcements' differences (21). A
// scenario without the rule plays the basic game and never reads any of
// this, so every basic game and its archives are unchanged.

// advancedRules are the scenario data the advanced game reads.
type advancedRules struct {
	on bool
	// supply are each side's Supply Sources (20.1: "one of its side's
	// Supply Sources indicated in the Scenario Instructions").
	supply map[adjudicator.Side][]hexmap.Hex
	// dayFirst are the game turns that are GT #1 of a day (14·8.2, 17.4,
	// 18.6).
	dayFirst []int
	// collapse is each Formation's Collapse Level (19.1: "printed on the
	// Command Chart on the map"), from its formation line's collapse=N or
	// the estimated default (defaultCollapseLevel).
	collapse map[string]int
	// rear is each side's rear, west or east (21.5), from `rule rear`.
	rear map[adjudicator.Side]string
	// noCommand are the game turns without a Command Phase (26.1.6),
	// from `rule no-command-phase`.
	noCommand []int
	// startOnMarch: every Formation starts On March (26.3), each with
	// the default Objective of objective (its formation line's
	// objective=HEX) until its side sets another.
	startOnMarch bool
	objective    map[string]hexmap.Hex
	// ocStacked is the side whose Overall Commander affects only the
	// commanders stacked with him (26.1.2), from `rule oc-stacked-only`.
	ocStacked adjudicator.Side
}

// defaultCollapseLevel is a Formation's Collapse Level when the scenario
// gives none. Estimated: the Command Chart's levels are not in the text
// (19.1 cites the chart); half the Formation's printed SP, rounded up,
// stands in (docs/custoza-tables.md).
func defaultCollapseLevel(sp int) int { return (sp + 1) / 2 }

// loadAdvanced reads `rule advanced-game`, `rule supply`, `rule
// day-first-turns` and the formations' collapse=N.
func (b *battle) loadAdvanced() {
	if v, _ := b.sc.Rule("advanced-game"); v != "yes" {
		return
	}
	a := &b.adv
	a.on = true
	a.supply = map[adjudicator.Side][]hexmap.Hex{}
	if v, ok := b.sc.Rule("supply"); ok {
		a.supply, _ = parseSupply(strings.Trim(v, `"`), b.sides)
	}
	if v, ok := b.sc.Rule("day-first-turns"); ok {
		a.dayFirst, _ = parseTurns(strings.Trim(v, `"`))
	}
	if v, ok := b.sc.Rule("rear"); ok {
		a.rear, _ = parseRear(strings.Trim(v, `"`), b.sides)
	}
	if v, ok := b.sc.Rule("no-command-phase"); ok {
		a.noCommand, _ = parseTurns(strings.Trim(v, `"`))
	}
	if v, ok := b.sc.Rule("oc-stacked-only"); ok {
		a.ocStacked = adjudicator.Side(v)
	}
	v, _ := b.sc.Rule("start-on-march")
	a.startOnMarch = v == "yes"
	a.objective = map[string]hexmap.Hex{}
	a.collapse = map[string]int{}
	for _, f := range b.sc.Formations {
		sp := 0
		for _, id := range b.forms[f.ID].units {
			sp += b.specs[id].SP
		}
		a.collapse[f.ID] = defaultCollapseLevel(sp)
		for _, r := range f.Extra {
			switch r.Key {
			case "collapse":
				a.collapse[f.ID], _ = strconv.Atoi(r.Value)
			case "objective":
				if h, err := hexmap.ParseHex(r.Value); err == nil {
					a.objective[f.ID] = h
				}
			}
		}
	}
}

// parseSupply reads `SIDE HEX… SIDE HEX…`: each side's Supply Sources.
func parseSupply(v string, sides []adjudicator.Side) (map[adjudicator.Side][]hexmap.Hex, error) {
	out := map[adjudicator.Side][]hexmap.Hex{}
	var cur adjudicator.Side
	for _, w := range strings.Fields(v) {
		if h, err := hexmap.ParseHex(w); err == nil && len(w) == 4 {
			if cur == "" {
				return nil, fmt.Errorf("hex %s comes before a side: write the side, then its hexes", w)
			}
			out[cur] = append(out[cur], h)
			continue
		}
		found := false
		for _, s := range sides {
			if string(s) == w {
				cur, found = s, true
			}
		}
		if !found {
			return nil, fmt.Errorf("%q is neither a side nor a hex", w)
		}
	}
	for _, s := range sides {
		if len(out[s]) == 0 {
			return nil, fmt.Errorf("no Supply Source for %s", s)
		}
	}
	return out, nil
}

// parseTurns reads game turn numbers separated by spaces.
func parseTurns(v string) ([]int, error) {
	var out []int
	for _, w := range strings.Fields(v) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a game turn", w)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no game turn")
	}
	return out, nil
}

// advanced reports whether the game plays the Advanced Game.
func (s *State) advanced() bool { return s.b.adv.on }

// dayFirst reports whether the turn under way is GT #1 of a day.
func (s *State) dayFirst() bool {
	for _, t := range s.b.adv.dayFirst {
		if t == s.Turn {
			return true
		}
	}
	return false
}
