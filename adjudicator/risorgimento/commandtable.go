package risorgimento

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// commandSteps is commandStep for every hex of a map and each of its
// neighbours, for a brigadier's range ([0]) and a corps commander's ([1],
// across the Naviglio, 4.12): by 6*Grid.Index + the neighbour's slot
// (Grid.NeighborIndexes), as the indexed path search asks. The command
// ranges of every brigade's turn (4.11, 4.22) read the terrain of each
// step from it instead of the map and the charts; Prohibited off the map.
type commandSteps [2][]hexmap.Cost

func newCommandSteps(m *Map, t *Tables) *commandSteps {
	var cs commandSteps
	for k, corps := range []bool{false, true} {
		cs[k] = make([]hexmap.Cost, 6*len(m.nbrs))
		for i, ns := range m.nbrs {
			a := m.Grid.HexAt(i)
			for d, j := range ns {
				c := Prohibited
				if j >= 0 {
					c = commandStep(m, t, a, m.Grid.HexAt(int(j)), corps)
				}
				cs[k][6*i+d] = c
			}
		}
	}
	return &cs
}

// commandCost is commandCost (4.12) on this board by Grid.Index: the
// step's Leader MP from the world's table, never into the enemy's ZOC
// without a friendly combat unit.
func (b *board) commandCost(side adjudicator.Side, corps bool) hexmap.StepCost {
	steps := b.s.w.positions.commandSteps(b.s.w)[boolIndex(corps)]
	zoc := b.zocOf(b.s.w.other(side))
	g := b.s.w.m.Grid
	return func(from, to int32, dir int) (hexmap.Cost, bool) {
		if zoc[to] && b.owner(g.HexAt(int(to))) != side {
			return 0, false
		}
		c := steps[6*int(from)+dir]
		return c, c != Prohibited
	}
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
