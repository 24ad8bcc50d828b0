package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// LOS says whether artillery in from sees to (7.13). occupied says whether
// a hex holds a combat unit, friendly or not. A line is needed only at two
// hexes or more. Ridges block at the level of their colour; woods,
// villages, towns and castles stand one level above their hex; a hexside
// run along belongs to each of its two hexes, so either blocks.
func LOS(m *Map, occupied func(hexmap.Hex) bool, from, to hexmap.Hex) bool {
	g := m.Grid
	if g.Distance(from, to) < 2 {
		return true
	}
	fl, tl := m.Hex(from).Level, m.Hex(to).Level
	tr := g.Line(from, to)
	for _, st := range tr.Intervening() {
		for _, h := range st.Hexes() {
			if h == from || h == to {
				continue
			}
			if blocksAt(m, occupied(h), h, fl, tl, st) {
				return false
			}
		}
	}
	for _, s := range append(tr.Crossed(), tr.Along()...) {
		a, b := s.Hexes()
		if r := m.Side(a, b).Ridge; r > fl && r > tl {
			return false // a ridge higher than both ends
		}
	}
	return true
}

// blocksAt applies the four cases of 7.13 to one intervening hex.
func blocksAt(m *Map, occupied bool, h hexmap.Hex, fl, tl int, st hexmap.Step) bool {
	lv := m.EffectiveLevel(h)
	if lv > fl && lv > tl {
		return true // higher than both target and firing hex
	}
	kind := m.Hex(h).Kind
	screen := kind == Woods || kind == WoodedRough || kind == HeavyCult
	if !screen && !occupied {
		return false
	}
	fHigher, tHigher := fl > lv, tl > lv
	switch {
	case !fHigher && !tHigher:
		return true // neither end above the woods, cultivation or unit
	case fHigher && tHigher:
		return false // both above: fire allowed
	case !screen:
		return false // occupied hex, one end above: the halfway cases name only woods and HC (D18)
	case fHigher:
		return st.ToEnd <= st.FromStart // halfway or closer to the target
	}
	return st.FromStart <= st.ToEnd // target higher: halfway or closer to the firer
}
