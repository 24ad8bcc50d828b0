package risorgimento

import (
	"os"
	"regexp"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestOrdersDocExamples: the whole turns of docs/orders-risorgimento.md
// parse without a problem against the test scenario, every line a known
// kind.
func TestOrdersDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../../docs/orders-risorgimento.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```\n(turn 1\n.*?)```").FindAllStringSubmatch(string(doc), -1)
	if len(blocks) != 2 {
		t.Fatalf("%d turn examples, want one for each side", len(blocks))
	}
	sys := System{}.ForScenario(loadSkirmish(t))
	for k, side := range []adjudicator.Side{"france", "austria"} {
		lines, ps := sys.ParseOrders(side, "doc", 1, []byte(blocks[k][1]))
		if len(ps) > 0 {
			t.Errorf("%s's example: %v", side, ps)
		}
		if len(lines) < 10 {
			t.Errorf("%s's example has %d lines", side, len(lines))
		}
	}
}

// TestOrdersDocProblems: the problems the doc shows are those reported.
func TestOrdersDocProblems(t *testing.T) {
	doc, err := os.ReadFile("../../docs/orders-risorgimento.md")
	if err != nil {
		t.Fatal(err)
	}
	sys := System{}.ForScenario(loadSkirmish(t))
	_, ps := sys.ParseOrders("france", "orders.txt", 1, []byte("army\nactivate zz\nformation fa\nmove fa-1 05x4\n"))
	for _, p := range ps {
		if !regexp.MustCompile(regexp.QuoteMeta(p.Error())).Match(doc) {
			t.Errorf("the doc does not show %q", p.Error())
		}
	}
}
