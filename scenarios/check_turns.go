package scenarios

// checkTurns checks the turn track: numbers in order, one per turn, and
// the same turns as the header's turns line.
func (c *checker) checkTurns() {
	s := c.s
	for i, t := range s.TurnTrack {
		if i > 0 && t.Number != s.TurnTrack[i-1].Number+1 {
			c.errf(t.Line, "turn %d follows turn %d: the track lists turns in order, one line each", t.Number, s.TurnTrack[i-1].Number)
		}
		if last := s.LastTurn(); last != 0 && (t.Number < s.FirstTurn || t.Number > last) {
			c.errf(t.Line, "turn %d is outside the header's turns %d-%d", t.Number, s.FirstTurn, last)
		}
	}
	if n := len(s.TurnTrack); n > 0 && s.Turns != 0 {
		first, last := s.TurnTrack[0].Number, s.TurnTrack[n-1].Number
		if first > s.FirstTurn || last < s.LastTurn() {
			c.errf(s.TurnTrack[n-1].Line, "the turn track covers turns %d-%d but the header says %d-%d", first, last, s.FirstTurn, s.LastTurn())
		}
	}
}

// checkVictory checks that objectives and conditions name hexes on the map.
func (c *checker) checkVictory() {
	for _, o := range c.s.Objectives {
		c.hexes(o.Line, o.Hexes)
	}
	for _, cd := range c.s.Conditions {
		c.hexes(cd.Line, cd.Hexes)
	}
	for _, st := range c.s.Strategics {
		c.hexes(st.Line, st.Hexes)
	}
}
