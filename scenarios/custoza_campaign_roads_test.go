package scenarios_test

import (
	"slices"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// roadWithin lists the Road or Track hexes connected to centre along
// roads and tracks without leaving the n hexes around it (24.3: "in the
// hex or any connected Road/Track hex within 5 hexes of 5705"), in
// printed order, centre included.
func roadWithin(m *scenarios.Map, centre scenarios.Hex, n int) []scenarios.Hex {
	next := map[scenarios.Hex][]scenarios.Hex{}
	for _, p := range m.Paths {
		for i := 1; i < len(p.Hexes); i++ {
			a, b := p.Hexes[i-1], p.Hexes[i]
			next[a] = append(next[a], b)
			next[b] = append(next[b], a)
		}
	}
	seen := map[scenarios.Hex]bool{centre: true}
	todo := []scenarios.Hex{centre}
	for len(todo) > 0 {
		h := todo[0]
		todo = todo[1:]
		for _, x := range next[h] {
			if !seen[x] && m.Grid.Distance(centre, x) <= n {
				seen[x] = true
				todo = append(todo, x)
			}
		}
	}
	var out []scenarios.Hex
	for h := range seen {
		out = append(out, h)
	}
	slices.SortFunc(out, func(a, b scenarios.Hex) int { return strings.Compare(a.String(), b.String()) })
	return out
}
