package scenarios

func (c *checker) checkFormations() {
	s := c.s
	for _, f := range s.Formations {
		switch f.Commander {
		case "":
			c.errf(f.Line, "formation %s has no commander (give commander=LEADER, or commander=none if the rules give it none)", f.ID)
		case "none":
		default:
			l, ok := c.counters[f.Commander]
			switch {
			case !ok || !l.Leader:
				c.errf(f.Line, "formation %s: commander %s is not a leader of the scenario", f.ID, f.Commander)
			case l.Side != f.Side:
				c.errf(f.Line, "formation %s (%s): commander %s is on side %s", f.ID, f.Side, l.ID, l.Side)
			}
		}
		if f.Parent != "" {
			if _, ok := c.formation(f.Parent); !ok || f.Parent == f.ID {
				c.errf(f.Line, "formation %s: parent %s is not another formation of the scenario", f.ID, f.Parent)
			}
		}
	}
	c.checkParentCycles()
}

// checkParentCycles reports formations whose parent chain loops.
func (c *checker) checkParentCycles() {
	for _, f := range c.s.Formations {
		seen := map[string]bool{f.ID: true}
		for p, ok := c.formation(f.Parent); ok; p, ok = c.formation(p.Parent) {
			if seen[p.ID] {
				c.errf(f.Line, "formation %s: its parents loop back through %s", f.ID, p.ID)
				break
			}
			seen[p.ID] = true
		}
	}
}

func (c *checker) checkCounters() {
	for _, u := range c.s.Counters {
		if u.Formation == "" {
			continue
		}
		f, ok := c.formation(u.Formation)
		switch {
		case !ok:
			c.errf(u.Line, "counter %s: unknown formation %s", u.ID, u.Formation)
		case f.Side != u.Side:
			c.errf(u.Line, "counter %s (%s) is in formation %s of side %s", u.ID, u.Side, f.ID, f.Side)
		}
	}
}
