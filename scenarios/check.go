package scenarios

import (
	"fmt"
)

// Check validates the scenario as a whole and returns every problem, in
// line order: hexes off the map, roads that do not connect, counters set
// up twice or never, formations without their commander, stacking over
// the limit at set-up, tables with gaps, and whatever the rules system's
// registered Validator reports.
func (s *Scenario) Check() ErrorList {
	c := &checker{s: s, counters: map[string]*Counter{}, forms: map[string]*Formation{}}
	for _, u := range s.Counters {
		if _, dup := c.counters[u.ID]; !dup {
			c.counters[u.ID] = u
		}
	}
	for _, f := range s.Formations {
		if _, dup := c.forms[f.ID]; !dup {
			c.forms[f.ID] = f
		}
	}
	c.checkMap()
	c.checkFormations()
	c.checkCounters()
	c.checkSetup()
	c.checkStatuses()
	c.checkReinforcements()
	c.checkTurns()
	c.checkVictory()
	for _, t := range s.Tables {
		file := t.File
		if file == "" {
			file = s.File
		}
		c.errs = append(c.errs, checkTable(file, t)...)
	}
	if v := validatorFor(s.System); v != nil {
		c.errs = append(c.errs, v(s)...)
	}
	c.errs.sort()
	return c.errs
}

type checker struct {
	s        *Scenario
	errs     ErrorList
	counters map[string]*Counter   // by id, for lookups only
	forms    map[string]*Formation // by id, for lookups only
}

func (c *checker) formation(id string) (*Formation, bool) {
	f, ok := c.forms[id]
	return f, ok
}

func (c *checker) errf(line int, format string, args ...any) {
	c.errs = append(c.errs, Error{File: c.s.File, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// hexes reports every hex of list that is not on the map.
func (c *checker) hexes(line int, list []Hex) {
	for _, h := range list {
		c.hex(line, h)
	}
}

func (c *checker) hex(line int, h Hex) bool {
	m := c.s.Map
	switch {
	case m == nil:
		c.errf(line, "hex %s: the scenario has no [map]", h)
		return false
	case !m.OnMap(h):
		c.errf(line, "hex %s is not on the map", h)
		return false
	}
	return true
}
