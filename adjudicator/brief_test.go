package adjudicator_test

import (
	"encoding/json"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// briefToy is the toy state with a Brief that counts its calls and the
// calls of Pending: Pending's decisions without Options.
type briefToy struct {
	adjudicator.State
	pending, brief *int
}

func (b briefToy) Pending() []adjudicator.Decision {
	*b.pending++
	return b.State.Pending()
}

func (b briefToy) Brief() []adjudicator.Decision {
	*b.brief++
	ds := b.State.Pending()
	for i := range ds {
		ds[i].Options = nil
	}
	return ds
}

// GameTurn keeps the toy's turn scoping (adjudicator.TurnScoped).
func (b briefToy) GameTurn() int { return b.State.(adjudicator.TurnScoped).GameTurn() }

func (b briefToy) Clone() adjudicator.State {
	return briefToy{b.State.Clone(), b.pending, b.brief}
}

func withBrief(g *adjudicator.Game) (pending, brief *int) {
	pending, brief = new(int), new(int)
	g.State = briefToy{g.State, pending, brief}
	return pending, brief
}

func asJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A system with a Brief gets the same run as without it: the same events
// and the same owed decisions, Options, Turn and Why included. Pending is
// asked only for the decisions left owed.
func TestRunAnswersFromBrief(t *testing.T) {
	plain, briefed := newTurnToy(t), newTurnToy(t)
	pending, brief := withBrief(briefed)
	for _, g := range []*adjudicator.Game{plain, briefed} {
		orders(t, g, "red", 1, "turn 1\nroll\nstanding react block\n")
		orders(t, g, "blue", 1, "turn 1\n")
	}
	want, got := run(t, plain), run(t, briefed)
	if asJSON(t, got) != asJSON(t, want) {
		t.Fatalf("with Brief\n%s\nwithout\n%s", asJSON(t, got), asJSON(t, want))
	}
	if len(got.Owed) == 0 || len(got.Owed[0].Options) == 0 || got.Owed[0].Turn != 1 || got.Owed[0].Why == "" {
		t.Fatalf("owed: %+v", got.Owed)
	}
	if *brief < 3 || *pending != 1 {
		t.Fatalf("Brief asked %d times, Pending %d: want Brief for every step, Pending once, for what is owed", *brief, *pending)
	}
}

// With BriefOwed (verification), the owed decisions come from Brief, with
// their Turn and Why and no Options, and Pending is never asked.
func TestRunBriefOwed(t *testing.T) {
	plain, briefed := newTurnToy(t), newTurnToy(t)
	pending, _ := withBrief(briefed)
	briefed.BriefOwed = true
	for _, g := range []*adjudicator.Game{plain, briefed} {
		orders(t, g, "red", 1, "turn 1\nroll\n")
		orders(t, g, "blue", 1, "turn 1\n")
	}
	want, got := run(t, plain), run(t, briefed)
	if len(want.Owed) == 0 || len(got.Owed) != len(want.Owed) {
		t.Fatalf("owed: %+v, want %+v", got.Owed, want.Owed)
	}
	for i := range want.Owed {
		want.Owed[i].Options = nil
	}
	if asJSON(t, got) != asJSON(t, want) || *pending != 0 {
		t.Fatalf("with BriefOwed (Pending asked %d times)\n%s\nwant\n%s", *pending, asJSON(t, got), asJSON(t, want))
	}
	for _, d := range briefed.Owed() {
		if d.Options != nil {
			t.Fatalf("Owed lists Options under BriefOwed: %+v", d)
		}
	}
}

// A side that missed its turn is answered from the options (the first
// the rules accept), which Brief leaves out: the run lists them in full.
func TestMissedTurnAnsweredFromOptionsWithBrief(t *testing.T) {
	plain, briefed := newTurnToy(t), newTurnToy(t)
	withBrief(briefed)
	for _, g := range []*adjudicator.Game{plain, briefed} {
		orders(t, g, "blue", 1, "turn 1\nhide 3\n")
		if err := g.Missed("red"); err != nil {
			t.Fatal(err)
		}
	}
	want, got := run(t, plain), run(t, briefed)
	if asJSON(t, got) != asJSON(t, want) {
		t.Fatalf("with Brief\n%s\nwithout\n%s", asJSON(t, got), asJSON(t, want))
	}
	if !hasCode(got.Events, "missed-turn-default") {
		t.Fatalf("the missed side was not answered from the options: %s", texts(got.Events))
	}
}

func hasCode(evs []adjudicator.Event, code string) bool {
	for _, e := range evs {
		if e.Code == code {
			return true
		}
	}
	return false
}
