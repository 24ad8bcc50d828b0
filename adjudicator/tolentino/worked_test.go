package tolentino

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestWorkedTurn runs the order files of docs/orders-tolentino.md
// (testdata/worked-*.txt), one file a side for the whole of turn 1,
// through the engine's run loop with seeded dice: the turn is played to
// its end without asking anybody anything, and the run stops only to ask
// both sides for turn 2.
func TestWorkedTurn(t *testing.T) {
	g, res := playTurn(t, workedFiles(t))
	var skipped []string
	for _, e := range res.Events {
		if e.Code == "line-refused" {
			skipped = append(skipped, e.Text)
		}
		if testing.Verbose() {
			t.Logf("%v %s %v %v", e.To, e.Text, e.Rolls, e.Detail)
		}
	}
	for _, want := range []string{"naples.txt:21:1", "austria.txt:24:1"} {
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
	if len(res.Owed) != 2 || res.Owed[0].Kind != adjudicator.KindTurn || res.Owed[0].Turn != 2 || res.Owed[1].Kind != adjudicator.KindTurn {
		t.Fatalf("turn 1 must play to its end with nobody asked, then both sides owe turn 2; owed: %+v", res.Owed)
	}
	if st.Turn != 2 {
		t.Fatalf("turn %d", st.Turn)
	}
}

// workedFiles are the order files of docs/orders-tolentino.md's worked turn.
func workedFiles(t *testing.T) map[adjudicator.Side]string {
	t.Helper()
	files := map[adjudicator.Side]string{}
	for _, side := range []adjudicator.Side{Naples, Austria} {
		body, err := os.ReadFile("testdata/worked-" + string(side) + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		files[side] = string(body)
	}
	return files
}
