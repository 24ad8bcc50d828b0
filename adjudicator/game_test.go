package adjudicator_test

import (
	"encoding/json"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// Game.Marshal puts the snapshot together by hand: the bytes are those of
// json.Marshal, HTML escaping included.
func TestGameMarshalIsJSONMarshal(t *testing.T) {
	g := newToy(t)
	orders(t, g, "red", 1, "roll\n")
	if _, err := g.Run(stream(1)); err != nil {
		t.Fatal(err)
	}
	g.Orders[0].Plan = append(g.Orders[0].Plan, adjudicator.PlanLine{Line: adjudicator.Line{Text: "hide <3> & \"go\" \u2028"}})
	st, err := g.State.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(struct {
		Orders []adjudicator.SideOrders `json:"orders"`
		State  json.RawMessage          `json:"state"`
	}{g.Orders, st})
	if err != nil {
		t.Fatal(err)
	}
	got, err := g.Marshal()
	if err != nil || string(got) != string(want) {
		t.Fatalf("Marshal gives\n%s\njson.Marshal\n%s\n(%v)", got, want, err)
	}
}
