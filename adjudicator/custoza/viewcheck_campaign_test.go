package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// A campaign's first file, checked offline at the start (26.2, 26.3): the
// Strategic Objective and the set-up lines are the host's to apply (told,
// not refused), a set-up Objective of a Formation still to enter is no
// Command Phase change (16.2.2 does not refuse it), and an objective
// number the scenario lacks is a problem.
func TestOfflineCheckOfACampaignsFirstFile(t *testing.T) {
	r := shipped(t, "custoza-26")
	texts := []string{"strategic 3", "objective div1 2430", "objective div19 4929", "done setup", "strategic 4",
		"objective div99 2430", "objective vii-corps 2430"}
	var lines []adjudicator.Line
	for _, text := range texts {
		lines = append(lines, adjudicator.Line{Text: text, Kind: kindOf(text), Pos: adjudicator.Pos{Line: len(lines) + 1}})
	}
	res, err := System{}.CheckOrders(r.s.b.sc, r.s.View("italy"), lines)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"strategic 3":          "the host records it",
		"objective div1 2430":  "set-up Objective (26.3)",
		"objective div19 4929": "set-up Objective (26.3)",
		"done setup":           "a set-up line",
		"strategic 4":          "no Strategic Objective 4",
		// 26.3's lines the host refuses, refused before the set-up runs
		"objective div99 2430":     `no formation "div99"`,
		"objective vii-corps 2430": "vii-corps is a formation of austria",
	}
	refused := map[string]bool{"strategic 4": true, "objective div99 2430": true, "objective vii-corps 2430": true}
	for _, lc := range res {
		w := want[lc.Line.Text]
		problem := lc.Verdict == adjudicator.CheckProblem
		if !strings.Contains(lc.Msg, w) || problem != refused[lc.Line.Text] {
			t.Errorf("%q: %s %q, want %q", lc.Line.Text, lc.Verdict, lc.Msg, w)
		}
	}
}
