package scenarios

import "strings"

// checkSetup checks set-up lines: known counters, each set up once (and
// not also a reinforcement), places on the map, and the stacking limit
// in hexes named exactly. Counters that neither set up nor arrive are
// reported at their counter line.
func (c *checker) checkSetup() {
	s := c.s
	placed := map[string]int{}  // counter id → set line
	arrives := map[string]int{} // counter id → arrive line
	for _, r := range s.Reinforcements {
		for _, id := range r.Counters {
			if _, ok := arrives[id]; !ok {
				arrives[id] = r.Line
			}
		}
	}
	stack := map[Hex]int{}
	for _, p := range s.Setup {
		for _, id := range p.Counters {
			if _, ok := c.counter(p.Line, id); !ok {
				continue
			}
			if first, dup := placed[id]; dup {
				c.errf(p.Line, "counter %s set up twice (first at line %d)", id, first)
				continue
			}
			placed[id] = p.Line
			if line, ok := arrives[id]; ok {
				c.errf(p.Line, "counter %s is set up and also arrives as a reinforcement (line %d)", id, line)
			}
		}
		c.checkWhere(p)
		c.checkStack(p, stack)
	}
	for _, u := range s.Counters {
		_, set := placed[u.ID]
		_, arr := arrives[u.ID]
		if !set && !arr {
			c.errf(u.Line, "counter %s is never set up and never arrives", u.ID)
		}
	}
}

// counter looks up a counter id named at line, reporting an unknown one.
func (c *checker) counter(line int, id string) (*Counter, bool) {
	u, ok := c.counters[id]
	if !ok {
		c.errf(line, "unknown counter %s", id)
	}
	return u, ok
}

// checkWhere checks the places of one set-up line.
func (c *checker) checkWhere(p *Placement) {
	m := c.s.Map
	for _, w := range p.Where {
		c.hexes(p.Line, w.Hexes)
		if w.Place != "" {
			if _, ok := m.Place(w.Place); !ok {
				c.errf(p.Line, "unknown place %q (give it a place line in [map])", w.Place)
			}
		}
		if w.Kind == "columns" && m != nil && (w.MinCol < m.Grid.FirstCol || w.MaxCol > m.Grid.LastCol) {
			c.errf(p.Line, "columns %02d-%02d: outside the map's columns %02d-%02d", w.MinCol, w.MaxCol, m.Grid.FirstCol, m.Grid.LastCol)
		}
	}
}

// checkStack adds a line that sets its counters in one exact hex to the
// running stack and reports the line that takes the hex over the limit.
func (c *checker) checkStack(p *Placement, stack map[Hex]int) {
	if c.s.Stacking == nil || len(p.Where) != 1 || p.Where[0].Kind != "at" || len(p.Where[0].Hexes) != 1 {
		return
	}
	h := p.Where[0].Hexes[0]
	before := stack[h]
	for _, id := range p.Counters {
		if u, ok := c.counters[id]; ok {
			stack[h] += u.Size
		}
	}
	if limit := c.s.Stacking.Limit; stack[h] > limit && before <= limit {
		c.errf(p.Line, "hex %s holds stacking value %d at set-up, over the limit of %d", h, stack[h], limit)
	}
}

// checkStatuses checks that status lines name counters or formations.
func (c *checker) checkStatuses() {
	for _, st := range c.s.Statuses {
		for _, id := range st.IDs {
			_, isC := c.counters[id]
			_, isF := c.formation(id)
			if !isC && !isF {
				c.errf(st.Line, "status: unknown counter or formation %s", id)
			}
		}
	}
}

// checkReinforcements checks known counters, entries, options and turns.
func (c *checker) checkReinforcements() {
	s := c.s
	seen := map[string]int{}
	for _, r := range s.Reinforcements {
		for _, id := range r.Counters {
			u, ok := c.counter(r.Line, id)
			if !ok {
				continue
			}
			if first, dup := seen[id]; dup {
				c.errf(r.Line, "counter %s arrives twice (first at line %d)", id, first)
			}
			seen[id] = r.Line
			c.checkEntrySides(r, u)
		}
		c.hexes(r.Line, r.Hexes)
		if r.Option != "" {
			if _, ok := s.Option(r.Option); !ok {
				c.errf(r.Line, "unknown option %s (declare it in [rules]: option %s \"…\")", r.Option, r.Option)
			}
		}
		if last := s.LastTurn(); last != 0 && (r.Turn < s.FirstTurn || r.Turn > last) {
			c.errf(r.Line, "turn %d is outside the scenario's turns %d-%d", r.Turn, s.FirstTurn, last)
		}
	}
}

// checkEntrySides checks that every named entry of r exists and admits
// the counter's side.
func (c *checker) checkEntrySides(r *Reinforcement, u *Counter) {
	for _, name := range r.Entries {
		e, ok := c.s.Map.Entry(name)
		if !ok {
			continue // reported once per line below
		}
		if e.Side != "" && e.Side != u.Side {
			c.errf(r.Line, "counter %s (%s) cannot enter at %s, an entry of side %s", u.ID, u.Side, name, e.Side)
		}
	}
	if r.Counters[0] != u.ID {
		return
	}
	for _, name := range r.Entries {
		if _, ok := c.s.Map.Entry(name); !ok {
			c.errf(r.Line, "unknown entry %s (declare it in [map]: entry %s HEX…)", name, strings.ToLower(name))
		}
	}
}
