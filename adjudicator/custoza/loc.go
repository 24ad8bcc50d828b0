package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Lines of communication (002 20), determined in the Command Phase
// (14·2.2).

// locOffRoad is 20.1's "Only the first 5 hexes of the line can be non
// Road hexes".
const locOffRoad = 5

// hasLoC is 20.1: "Formation Commanders must trace a line of connected
// hexes of any length, free of EZoR (friendly units negate the EZoR for
// this purpose), to one of its side's Supply Sources ... Only the first 5
// hexes of the line can be non Road hexes." Readings: the line's hexes
// are those after the commander's own; an enemy-held hex and an
// impassable one (the Mincio off its bridges, the lake) break it; a Road
// hex is one a road or track runs through.
func (s *State) hasLoC(side adjudicator.Side, from hexmap.Hex) bool {
	return s.locBetween(side, from, s.b.adv.supply[side])
}

// locBetween is hasLoC's trace from from to any hex of sources: a Supply
// Source, or the far end of a Strategic Objective's "valid LoC between"
// two hexes (24.2, 26.2).
func (s *State) locBetween(side adjudicator.Side, from hexmap.Hex, sources []hexmap.Hex) bool {
	if slices.Contains(sources, from) {
		return true
	}
	// A breadth-first search by hexes so far: the first five may be any
	// hex, every later one a road hex. A hex is first reached by its
	// shortest line, and a longer one to it can go nowhere the shortest
	// cannot (locHex only grows stricter with k), so each hex is tried
	// once.
	start, ok := s.b.idx(from)
	if !ok {
		return false
	}
	nbr := s.b.steps().nbr
	tried := make([]bool, s.b.grid.Len())
	tried[start] = true
	type node struct{ i, k int32 }
	queue := []node{{int32(start), 0}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		k := min(cur.k+1, locOffRoad+1)
		for _, j := range &nbr[cur.i] {
			if j < 0 || tried[j] {
				continue
			}
			tried[j] = true
			h := s.b.grid.HexAt(int(j))
			if !s.locHex(side, h, int(k)) {
				continue
			}
			if slices.Contains(sources, h) {
				return true
			}
			queue = append(queue, node{j, k})
		}
	}
	return false
}

// locHex: h may be the k-th hex of side's line of communication.
func (s *State) locHex(side adjudicator.Side, h hexmap.Hex, k int) bool {
	if !s.b.on(h) || s.hasEnemy(side, h) {
		return false
	}
	switch s.b.terrainOf(h) {
	case "mincio", "lake":
		return false
	}
	if k > locOffRoad && !s.b.hasRoad(h) {
		return false
	}
	if s.inEZoR(side, h) && len(s.friendsAt(side, h)) == 0 {
		return false
	}
	return true
}

// friendsAt lists side's combat units in h.
func (s *State) friendsAt(side adjudicator.Side, h hexmap.Hex) []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(h) {
		if u.p.Side == side {
			out = append(out, u)
		}
	}
	return out
}

// traceLoCs is 14·2.2's "Determine the Formations LoC": a Formation whose
// commander traces none is Cut-off (20.1.1), one that traces one again
// loses the marker (20.1.2). The markers are public.
func (s *State) traceLoCs() {
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		fc := s.unit(fs.Commander)
		if fc == nil || !fc.On || fc.Gone != "" {
			continue
		}
		cut := !s.hasLoC(fs.Side, fc.Hex)
		if cut == f.CutOff {
			continue
		}
		f.CutOff = cut
		text := fmt.Sprintf("%s's commander traces no line of communication to a Supply Source: Cut-off (20.1, 20.1.1)", id)
		if !cut {
			text = fmt.Sprintf("%s traces its line of communication again: the Cut-off marker is removed (20.1.2)", id)
		}
		s.event(adjudicator.Event{Code: "loc", Text: text})
	}
}
