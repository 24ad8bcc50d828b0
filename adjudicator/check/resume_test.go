package check

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// A resume point keeps what became of the lines as they stood: each game
// taken up there has its own copy of the plan and the refusals, so a
// third mode's run finds the point as the second found it.
func TestResumePointCopies(t *testing.T) {
	pos := adjudicator.Pos{File: "f", Line: 1}
	g := &adjudicator.Game{Orders: []adjudicator.SideOrders{{Side: "a",
		Plan:  []adjudicator.PlanLine{{Line: adjudicator.Line{Pos: pos, Text: "x"}, Status: adjudicator.LineWaiting}},
		Asked: []string{"1/"}, Turns: []int{1}}}}
	refusals := map[adjudicator.Pos]*adjudicator.Refusal{pos: {Code: "c"}}
	p := pointOf[adjudicator.State](g, nil, refusals, 3)
	g.Orders[0].Plan[0].Status, g.Orders[0].Asked[0] = adjudicator.LineUsed, "2/"
	delete(refusals, pos)
	for range 2 {
		mine := map[adjudicator.Pos]*adjudicator.Refusal{}
		h := p.game(nil, nil, nil, mine, nil, nil)
		o := h.Orders[0]
		if o.Plan[0].Status != adjudicator.LineWaiting || o.Asked[0] != "1/" || mine[pos] == nil || p.finished != 3 {
			t.Fatalf("taken up: %+v, refusals %v", o, mine)
		}
		h.Orders[0].Plan[0].Status = adjudicator.LineRefused
		h.Orders[0].Asked = append(h.Orders[0].Asked[:0], "3/")
	}
	g.Orders[0].Players = []adjudicator.PlayerOrders{{}}
	if pointOf[adjudicator.State](g, nil, refusals, 0) != nil {
		t.Error("a team's orders: a point that would lose its players")
	}
}
