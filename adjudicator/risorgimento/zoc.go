package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// Stack is the units of one side in one hex, top first (5.44), with their
// facing: all units of a hex face the same way (6.1), artillery apart
// (6.13), which exerts no ZOC anyway (6.21).
type Stack struct {
	Hex    hexmap.Hex
	Facing hexmap.Facing
	Units  []Unit
}

// TownAllRound: two or more infantry units in a town hex have all-round,
// six-hex frontal facing and ZOC (5.52); not a single infantry unit, not
// cavalry.
func TownAllRound(m *Map, s Stack) bool {
	if m.Hex(s.Hex).Kind != Town {
		return false
	}
	n := 0
	for _, u := range s.Units {
		if u.Kind.IsInfantry() {
			n++
		}
	}
	return n >= 2
}

// Front is the stack's facing as the rules apply it: all-round in a
// town (5.52) or in Square (6.14), else as the counters face (6.1).
func Front(m *Map, s Stack) hexmap.Facing {
	f := s.Facing
	if TownAllRound(m, s) || inSquare(s) {
		f.AllRound = true
	}
	return f
}

func inSquare(s Stack) bool {
	for _, u := range s.Units {
		if u.Square {
			return true
		}
	}
	return false
}

// ZOC lists the hexes the stack controls (6.2): the frontal hexes of its
// infantry and cavalry that are not Disordered (6.21), in a cultivated hex
// only the one directly frontal plus frontal hexes joined by road or trail
// (6.23), all round in a town without reaching into Heavily-Cultivated or
// Woods hexes (5.52), each within the limits of 6.22.
func ZOC(m *Map, s Stack) []hexmap.Hex {
	if !exerts(s) {
		return nil
	}
	g := m.Grid
	f := Front(m, s)
	town := TownAllRound(m, s)
	cult := m.Hex(s.Hex).Kind.Cultivated() && !f.AllRound
	var out []hexmap.Hex
	for _, d := range g.FrontDirections(f) {
		h, ok := g.Neighbor(s.Hex, d)
		if !ok {
			continue
		}
		if cult && d != f.Toward && m.Side(s.Hex, h).Way == NoWay {
			continue // 6.23: only the directly frontal hex, or one joined by road or trail
		}
		if town && (m.Hex(h).Kind == HeavyCult || m.Hex(h).Kind == Woods) {
			continue // 5.52
		}
		if zocLimited(m, s, h) {
			continue
		}
		out = append(out, h)
	}
	return out
}

func exerts(s Stack) bool {
	for _, u := range s.Units {
		if u.ExertsZOC() {
			return true
		}
	}
	return false
}

// zocLimited: a ZOC does not extend across impassable hexsides (the Ticino
// without a bridge is one, 5.23), into towns, through bridges (it does
// across fords), or up sheer or steep hexsides — Sharp or Steep (decision
// D18) — but extends down them for infantry (6.22).
func zocLimited(m *Map, s Stack, h hexmap.Hex) bool {
	side := m.Side(s.Hex, h)
	switch {
	case side.Impassable, side.Water == Ticino, side.Bridge:
		return true
	case m.Hex(h).Kind == Town:
		return true
	case SlopeBetween(m, s.Hex, h) >= 2:
		return true
	case SlopeBetween(m, h, s.Hex) >= 2:
		return !infantryStack(s)
	}
	return false
}

func infantryStack(s Stack) bool {
	for _, u := range s.Units {
		if u.Kind.IsInfantry() && u.ExertsZOC() {
			return true
		}
	}
	return false
}

// InZOC says whether h is in the ZOC of any of the stacks.
func InZOC(m *Map, stacks []Stack, h hexmap.Hex) bool {
	for _, s := range stacks {
		for _, z := range ZOC(m, s) {
			if z == h {
				return true
			}
		}
	}
	return false
}

// MayAttackInto lists the hexes the stack may attack into: its frontal
// hexes (6.12, 7.4), in a Heavily-Cultivated hex only the hexes it
// controls; not so in Lightly-Cultivated hexes (6.23, decision D14).
func MayAttackInto(m *Map, s Stack) []hexmap.Hex {
	if m.Hex(s.Hex).Kind == HeavyCult && !Front(m, s).AllRound {
		return ZOC(m, s)
	}
	return m.Grid.FrontHexes(s.Hex, Front(m, s))
}
