package custoza

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Conditional reinforcements (24.4, 25.4): an `arrive … if "…"` line of
// [reinforcements] whose text is one of two forms the system reads:
//
//	if "strategic-objective SIDE N…"  only while SIDE's current Strategic
//	    Objective is one of the numbers (24.4 "Optional Reinforcements (if
//	    current Strategic Objective is nr. 3)")
//	if "ever-controlled SIDE HEX… from-turn T"  only once SIDE has
//	    controlled any of the hexes at any time from game turn T on (24.4
//	    Perin: "if any Sommacampagna hex ... is Italian-controlled at any
//	    time on the 24th or 25th")
//
// Such a line's counters wait off the game until, on its turn or a later
// one, its condition holds at the start of a game turn; they then wait to
// enter from that turn, as any reinforcement (21). A line with `option`
// keeps the free text Goito's II Corps lines have (16.1.1).

const (
	ifStrategic      = "strategic-objective"
	ifEverControlled = "ever-controlled"
)

// arrivalIf is a parsed condition.
type arrivalIf struct {
	kind  string
	side  adjudicator.Side
	nums  []int        // strategic-objective
	hexes []hexmap.Hex // ever-controlled
	from  int          // ever-controlled: from-turn
}

// parseArrivalIf reads text; ok is false when it is not one of the two
// forms (parseArrivalIfErr says why).
func parseArrivalIf(text string) (arrivalIf, bool) {
	c, err := parseArrivalIfErr(text)
	return c, err == nil
}

func parseArrivalIfErr(text string) (arrivalIf, error) {
	w := strings.Fields(text)
	var c arrivalIf
	if len(w) < 3 {
		return c, fmt.Errorf(`want "%s SIDE N…" or "%s SIDE HEX… from-turn T"`, ifStrategic, ifEverControlled)
	}
	c.kind, c.side = w[0], adjudicator.Side(w[1])
	switch c.kind {
	case ifStrategic:
		for _, x := range w[2:] {
			n, err := strconv.Atoi(x)
			if err != nil || n < 1 || n > 9 {
				return c, fmt.Errorf("%q is not an objective number (1-9): write \"%s SIDE N…\"", x, ifStrategic)
			}
			c.nums = append(c.nums, n)
		}
	case ifEverControlled:
		i := 2
		for ; i < len(w) && w[i] != "from-turn"; i++ {
			h, err := hexmap.ParseHex(w[i])
			if err != nil || len(w[i]) != 4 {
				return c, fmt.Errorf("%q is not a hex XXYY: write \"%s SIDE HEX… from-turn T\"", w[i], ifEverControlled)
			}
			c.hexes = append(c.hexes, h)
		}
		if len(c.hexes) == 0 || i != len(w)-2 {
			return c, fmt.Errorf(`write "%s SIDE HEX… from-turn T": at least one hex, then from-turn and the turn`, ifEverControlled)
		}
		n, err := strconv.Atoi(w[i+1])
		if err != nil || n < 1 {
			return c, fmt.Errorf("from-turn %q: want a game turn number", w[i+1])
		}
		c.from = n
	default:
		return c, fmt.Errorf(`%q is not a condition the custoza system reads: want "%s SIDE N…" or "%s SIDE HEX… from-turn T"`, w[0], ifStrategic, ifEverControlled)
	}
	return c, nil
}

// arrivalIfs are the conditions of the scenario's reinforcement lines,
// read once per battle: noteEver asks them on every hex a unit enters.
type arrivalIfs struct {
	conds []arrivalIf // by the line's place in Scenario.Reinforcements
	ok    []bool      // the line's text is one of the two forms
}

func (b *battle) loadArrivalIfs() {
	rs := b.sc.Reinforcements
	b.ifs = arrivalIfs{conds: make([]arrivalIf, len(rs)), ok: make([]bool, len(rs))}
	for i, rf := range rs {
		b.ifs.conds[i], b.ifs.ok[i] = parseArrivalIf(rf.If)
	}
}

// conditional reports whether reinforcement line rf waits on a condition.
func conditional(ifText, option string) bool {
	_, ok := parseArrivalIf(ifText)
	return ok && option == ""
}

// holds says whether c holds now.
func (s *State) holds(c arrivalIf, line int) bool {
	if s.Strat == nil {
		return false
	}
	switch c.kind {
	case ifStrategic:
		return slices.Contains(c.nums, s.Strat.Chosen[s.b.sideIndex(c.side)])
	case ifEverControlled:
		return slices.Contains(s.Strat.Ever, line)
	}
	return false
}

// noteEver records each ever-controlled condition that holds now: from
// its turn on, its side controls one of its hexes (2.2). Called at the
// start of each game turn and whenever a hex changes hands.
func (s *State) noteEver() {
	if s.Strat == nil {
		return
	}
	for i, rf := range s.b.sc.Reinforcements {
		c, ok := s.b.ifs.conds[i], s.b.ifs.ok[i]
		if !ok || c.kind != ifEverControlled || s.Turn < c.from || slices.Contains(s.Strat.Ever, rf.Line) {
			continue
		}
		for _, h := range c.hexes {
			if s.controller(h) == string(c.side) {
				s.Strat.Ever = append(s.Strat.Ever, rf.Line)
				break
			}
		}
	}
}

// conditionalArrivals, at the start of a game turn, sends the units of
// each conditional line whose turn has come and whose condition holds to
// wait for their entry from this turn (21); Called remembers the lines
// sent, so a line's units come once.
func (s *State) conditionalArrivals() {
	if s.Strat == nil {
		return
	}
	s.noteEver()
	for i, rf := range s.b.sc.Reinforcements {
		c, ok := s.b.ifs.conds[i], s.b.ifs.ok[i]
		if !ok || rf.Option != "" || s.Turn < rf.Turn || slices.Contains(s.Strat.Called, rf.Line) || !s.holds(c, rf.Line) {
			continue
		}
		s.Strat.Called = append(s.Strat.Called, rf.Line)
		entry, _ := s.entryHex(rf)
		for _, id := range rf.Counters {
			if u := s.unit(id); u != nil && !u.On && u.Gone == "" {
				u.Arrives, u.Entry = s.Turn, entry
				startStatus(u, rf.Status)
			}
		}
		s.event(adjudicator.Event{Code: "reinforcement", To: adjudicator.Only(s.b.specs[rf.Counters[0]].Side),
			Text: fmt.Sprintf("the condition of reinforcement line %d holds (%s): %s come from this turn (24.4)", rf.Line, rf.If, strings.Join(rf.Counters, " "))})
	}
}
