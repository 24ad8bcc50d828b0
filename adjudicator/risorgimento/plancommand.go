package risorgimento

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The planner's corps commanders (C3, 4.23): each follows his brigades,
// to the brigadier most central among them, so that they start the next
// turn within his range and Under Orders (4.22) rather than Without.

// commanderMoves are the side's C3 lines on the planned state: one
// `commander` line for each corps commander who should move.
func (p *planner) commanderMoves() string {
	s := p.S
	b := s.board()
	var out strings.Builder
	for _, ci := range s.w.corps {
		if ci.Side != p.me || ci.Leader == "" {
			continue
		}
		from, on := s.leaderHex(ci.Leader)
		var path []hexmap.Hex
		if l := s.leader(ci.Leader); !on {
			// a reinforcement commander enters at his entry hex (5.6)
			h, err := l.Entry.hex()
			if l.Finished || l.Arrive == 0 || l.Arrive > s.Turn || err != nil {
				continue
			}
			from, path = h, []hexmap.Hex{h}
		}
		goal, ok := p.centralBrigadier(ci)
		if !ok {
			goal = from
		}
		path = p.greedy(from, goal, 0, path, func(try []hexmap.Hex) bool {
			_, err := s.checkLeaderMove(b, order{Verb: "commander", ID: ci.Leader, Path: try}, ci.Leader, "a corps commander")
			return err == nil
		})
		if len(path) > 0 {
			fmt.Fprintf(&out, "commander %s %s\n", ci.Leader, pathText(path))
		}
	}
	return out.String()
}

// centralBrigadier is the hex of corps ci's brigadier on the map whose
// distances to the others sum least.
func (p *planner) centralBrigadier(ci *corpsInfo) (hexmap.Hex, bool) {
	s := p.S
	g := s.w.m.Grid
	var hs []hexmap.Hex
	for _, bid := range ci.Brigades {
		if h, ok := s.leaderHex(s.w.brigade(bid).Leader); ok {
			hs = append(hs, h)
		}
	}
	best, sum := hexmap.Hex{}, -1
	for _, h := range hs {
		t := 0
		for _, o := range hs {
			t += g.Distance(h, o)
		}
		if sum < 0 || t < sum {
			best, sum = h, t
		}
	}
	return best, sum >= 0
}
