package tolentino

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// TestWorkedTurn runs the order files of docs/orders-tolentino.md
// (testdata/worked-*.txt) through the engine's run loop with seeded dice.
func TestWorkedTurn(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	for i, side := range []adjudicator.Side{Naples, Austria} {
		body, err := os.ReadFile("testdata/worked-" + string(side) + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		lines, ps := g.System.ParseOrders(side, string(side)+".txt", 1, body)
		if ps != nil {
			t.Fatal(ps)
		}
		if err := g.SetOrders(side, i+1, lines); err != nil {
			t.Fatal(err)
		}
	}
	seed, _ := dice.ParseSeed(strings.Repeat("18", 32))
	res, err := g.Run(dice.NewStream(seed, "worked", 1, [32]byte{}))
	if err != nil {
		t.Fatal(err)
	}
	var skipped []string
	for _, e := range res.Events {
		if e.Code == "plan-skipped" {
			skipped = append(skipped, e.Text)
		}
		if testing.Verbose() {
			t.Logf("%v %s %v %v", e.To, e.Text, e.Rolls, e.Detail)
		}
	}
	for _, want := range []string{"naples.txt:9:1", "austria.txt:8:1"} {
		found := false
		for _, s := range skipped {
			found = found || strings.HasPrefix(s, want)
		}
		if !found {
			t.Errorf("line %s not skipped: %v", want, skipped)
		}
	}
	st := g.State.(*State)
	if u := st.unit("ve1"); u.Hex != hx("3605") {
		t.Errorf("ve1 at %v", u.Hex)
	}
	if u := st.unit("10ln1"); u.Hex != hx("3507") || !u.March {
		t.Errorf("10ln1 at %v march %v", u.Hex, u.March)
	}
	if len(res.Owed) == 0 {
		t.Fatal("the run should stop at a decision nobody answered")
	}
	t.Logf("stops at: %s %s; skipped: %v", res.Owed[0].Side, res.Owed[0].Kind, skipped)
}
