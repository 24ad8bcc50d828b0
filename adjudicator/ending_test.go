package adjudicator_test

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// A standing draw offer and an ended game survive a snapshot, and a clone
// has offers of its own.
func TestEndingSurvivesSnapshotAndClone(t *testing.T) {
	g := newToy(t)
	if agreed, err := g.OfferDraw("red"); err != nil || agreed {
		t.Fatalf("one offer: agreed %v, %v", agreed, err)
	}
	c := g.Clone()
	if agreed, _ := c.OfferDraw("blue"); !agreed || g.Ended != nil {
		t.Fatal("the clone's draw reached the original, or was not agreed")
	}
	data, err := g.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := adjudicator.RestoreGame(g.System, g.Scenario, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.DrawOffers) != 1 || r.DrawOffers[0] != "red" {
		t.Fatalf("offers after restore: %v", r.DrawOffers)
	}
	if err := r.Resign("blue"); err != nil {
		t.Fatal(err)
	}
	data, _ = r.Marshal()
	r2, _ := adjudicator.RestoreGame(g.System, g.Scenario, data)
	out := r2.Outcome()
	if out == nil || out.Winner != "red" || out.End != adjudicator.EndResigned {
		t.Fatalf("outcome after restore: %+v", out)
	}
	if _, err := r2.OfferDraw("red"); err == nil || !strings.Contains(err.Error(), "the game is over: blue resigned") {
		t.Fatalf("an offer after the end: %v", err)
	}
	run, err := r2.Run(dice.NewReplay(nil))
	if err != nil || run.Outcome == nil || len(run.Owed) != 0 {
		t.Fatalf("run after the end: %+v, %v", run, err)
	}
}

// Any order file declines or withdraws every standing offer.
func TestOrdersWithdrawDrawOffers(t *testing.T) {
	g := newToy(t)
	g.OfferDraw("red")
	orders(t, g, "blue", 1, "pass\n")
	if len(g.DrawOffers) != 0 {
		t.Fatalf("offers after an order file: %v", g.DrawOffers)
	}
	if agreed, _ := g.OfferDraw("blue"); agreed {
		t.Fatal("a declined offer counted")
	}
}

// A ruling answers an owed decision with the moderator's line; a line
// that answers nothing owed, or a side that owes nothing, is refused.
func TestRuleAnswersAnOwedDecision(t *testing.T) {
	g := newToy(t)
	rec := dice.NewReplay(nil)
	if _, err := g.Rule("blue", "pass", rec); err == nil || !strings.Contains(err.Error(), "side blue owes no decision") {
		t.Fatalf("blue owes nothing: %v", err)
	}
	if _, err := g.Rule("red", "react block", rec); err == nil || !strings.Contains(err.Error(), "answers none of what side red owes (act)") {
		t.Fatalf("wrong line: %v", err)
	}
	ev, err := g.Rule("red", "pass", rec)
	if err != nil || len(ev) == 0 {
		t.Fatalf("ruling: %v, %v", ev, err)
	}
}
