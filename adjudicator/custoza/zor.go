package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// projects reports whether unit u projects a Zone of Reaction into h
// (2.6): h is adjacent, not Woods, Village or Fortress (Goito: Village or
// Farmhouse), the unit is not in March Movement ("Units in March Movement
// have no ZoR", 2.6, 7.8.3), and h is a hex "where the unit could move"
// (2.6): not across an impassable hexside nor into impassable terrain for
// its class.
func (s *State) projects(u *Unit, h hexmap.Hex) bool {
	if u.p.commander() || u.March || !u.On || u.Gone != "" || !s.b.grid.Adjacent(u.Hex, h) || s.b.blocksZoR(h) {
		return false
	}
	_, ok := s.b.stepCost(u.p.class(), false, u.Hex, h, 0)
	return ok
}

// inEZoR reports whether hex h is in the ZoR of a combat unit of side's
// enemy.
func (s *State) inEZoR(side adjudicator.Side, h hexmap.Hex) bool {
	return s.combatNextTo(h, func(u *Unit) bool { return u.p.Side != side && s.projects(u, h) })
}

// projectors lists the enemy Forces (of side's enemy) whose ZoR covers h,
// each as its units, in hex order then type order.
func (s *State) projectors(side adjudicator.Side, h hexmap.Hex) [][]*Unit {
	var out [][]*Unit
	for _, n := range s.sortedNeighbors(h) {
		for _, f := range s.forcesAt(s.b.enemy(side), n) {
			var proj []*Unit
			for _, u := range f {
				if s.projects(u, h) {
					proj = append(proj, u)
				}
			}
			if len(proj) > 0 {
				out = append(out, proj)
			}
		}
	}
	return out
}

// sortedNeighbors lists the hexes next to h in printed order.
func (s *State) sortedNeighbors(h hexmap.Hex) []hexmap.Hex {
	ns := s.b.grid.Neighbors(h)
	out := make([]hexmap.Hex, 0, len(ns))
	for _, n := range ns {
		if s.b.on(n) {
			out = append(out, n)
		}
	}
	sortHexes(out)
	return out
}

func sortHexes(hs []hexmap.Hex) {
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && hs[j].Compare(hs[j-1]) < 0; j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
}
