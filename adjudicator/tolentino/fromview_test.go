package tolentino

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestFromViewGivesBackTheView: a state rebuilt from a side's view shows
// that side the same view, byte for byte: what the offline check and the
// planning bots run the rules on is exactly what the side may see.
func TestFromViewGivesBackTheView(t *testing.T) {
	check := func(when string, g *adjudicator.Game) {
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
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	check("start", g)
	g, _ = playTurn(t, workedFiles(t))
	check("after turn 1", g)
}
