package tolentino

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// TestFromViewGivesBackTheView: a state rebuilt from a side's view shows
// that side the same view, byte for byte: what the offline check and the
// planning bots run the rules on is exactly what the side may see.
func TestFromViewGivesBackTheView(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	check := func(when string) {
		for _, side := range []adjudicator.Side{Naples, Austria} {
			v := g.State.View(side)
			st, hidden, err := FromView(g.Scenario, v)
			if err != nil {
				t.Fatal(err)
			}
			again := st.View(side)
			if string(again.Data) != string(v.Data) {
				t.Fatalf("%s, %s: the rebuilt state shows another view:\n%s\n---\n%s", when, side, v.Data, again.Data)
			}
			var d ViewData
			jsonUnmarshal(v.Data, &d)
			if len(hidden) != len(d.Hidden) {
				t.Errorf("%s, %s: %d stand-ins for %d hidden stacks", when, side, len(hidden), len(d.Hidden))
			}
		}
	}
	check("start")
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
	if _, err := g.Run(dice.NewStream(seed, "worked", 1, [32]byte{})); err != nil {
		t.Fatal(err)
	}
	check("after turn 1")
}
