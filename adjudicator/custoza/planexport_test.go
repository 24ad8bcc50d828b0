package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// GoalDistances is, for a state snapshot of scenario sc, each Formation's
// distance from its nearest piece on the map (a unit, or its commander)
// to the nearest of its side's goal hexes (planGoals); -1 for a Formation
// with nothing left in the game, 99 for one not on the map yet.
func GoalDistances(sc *scenarios.Scenario, snapshot []byte) (map[string]int, error) {
	st, err := System{}.Restore(sc, snapshot)
	if err != nil {
		return nil, err
	}
	s := st.(*State)
	out := map[string]int{}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		best, alive := 99, false
		for _, uid := range append([]string{fs.Commander}, fs.units...) {
			u := s.unit(uid)
			if u == nil || u.Gone != "" {
				continue
			}
			alive = alive || !u.p.commander()
			if !u.On {
				continue
			}
			for _, g := range s.planGoals(fs.Side) {
				best = min(best, s.b.grid.Distance(u.Hex, g))
			}
		}
		if !alive {
			best = -1
		}
		out[id] = best
	}
	return out, nil
}

// GoalDistanceFrom is the distance from hex to the nearest of side's goal
// hexes at the start of scenario sc.
func GoalDistanceFrom(sc *scenarios.Scenario, side adjudicator.Side, hex string) (int, error) {
	st, err := System{}.New(sc)
	if err != nil {
		return 0, err
	}
	s := st.(*State)
	best := 99
	for _, g := range s.planGoals(side) {
		best = min(best, s.b.grid.Distance(hexOf(hex), g))
	}
	return best, nil
}
