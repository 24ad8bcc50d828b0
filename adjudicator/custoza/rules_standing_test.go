package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// The owners' combat choices by standing order, through the run loop
// (docs/design.md, "A game turn in one mail"): a fight asks its questions and
// the side's standing `losses` and `retreat` lines answer them, with no
// mail; a side with none gets the documented defaults.
func TestStandingCombatChoicesThroughTheRunLoop(t *testing.T) {
	r := newRig(t, rigMap{})
	r.s.b.specs["ai1"].SP = 16
	r.put("afc1", "0508", "n")
	r.put("ai1", "0507", "n")
	r.put("ii3", "0505", "s")
	r.put("il2", "0505", "s")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	g := &adjudicator.Game{System: System{b: r.s.b}, Scenario: r.s.b.sc, State: r.s}
	for _, side := range r.s.b.sides {
		g.Orders = append(g.Orders, adjudicator.SideOrders{Side: side, Plan: []adjudicator.PlanLine{}, Standing: []adjudicator.Line{}})
	}
	files := map[adjudicator.Side]string{
		"italy":   "turn 1\nreact any on any none\nlosses il2\nretreat div2 toward 0703\nretreat d2 toward 0303 face s\n",
		"austria": "turn 1\nformation k1\nassault ai1 0505\ndone\n",
	}
	setOrderFiles(t, g, files)
	r.dice.queue = []int{6, 6} // 16:11 1.5-1 +1, column 0, 13: -/2S3/B
	r.dice.fill = 3
	res, err := g.Run(r.dice)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State.(*State)
	if s.unit("ii3").Lost != 1 || s.unit("il2").Lost != 1 {
		t.Fatalf("losses: ii3 %d, il2 %d; want 1 and 1 by `losses il2`", s.unit("ii3").Lost, s.unit("il2").Lost)
	}
	h := s.unit("ii3").Hex
	if d := s.b.grid.Distance(h, r.hex("0303")); d > 2 {
		t.Fatalf("the retreat ended in %s, %d from 0303: `retreat d2 toward 0303` (the first matching) was not used", h, d)
	}
	if s.unit("ii3").Facing.String() != "s" {
		t.Fatalf("ii3 faces %s, want s", s.unit("ii3").Facing)
	}
	for _, e := range res.Events {
		if e.Code == "default" && strings.Contains(e.Text, "losses") {
			t.Fatalf("the default answered a question a standing order answers: %s", e.Text)
		}
	}
}
