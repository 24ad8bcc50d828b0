package risorgimento

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// TestUnknownRuleRefused: a rule or option line the engine does not know
// (a misspelling, another system's `--option`) is refused with its line
// and what to do, from revision 2, and every line of the two battles is
// known; a revision-1 game keeps taking it.
func TestUnknownRuleRefused(t *testing.T) {
	for _, id := range []string{"magenta1859", "solferino1859"} {
		if errs := ruleErrors(loadBattle(t, id), System{}.Revision()); len(errs) > 0 {
			t.Errorf("%s: %v", id, errs)
		}
	}
	src, err := os.ReadFile("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ add, want string }{
		{"rule navilgio on", "rule navilgio: the risorgimento system reads no such rule (it knows: control, naviglio, initiative-drm-…"},
		{"rule magenta-suprise on", "rule magenta-suprise: the risorgimento system reads no such rule"},
		{`option grenzer "the Grenzer"`, "option grenzer: the risorgimento system reads no such option (it knows: french-demoralization-6)"},
	} {
		text := strings.Replace(string(src), "rule control austria", c.add+` @estimated "a test line"`+"\nrule control austria", 1)
		if text == string(src) {
			t.Fatal("skirmish.scn has no rule control austria")
		}
		sc, err := scenarios.Parse("bad.scn", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		_, err = System{}.New(sc)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "remove the line") || !strings.Contains(err.Error(), "bad.scn") {
			t.Errorf("%q: %v, want an error naming the file and %q", c.add, err, c.want)
		}
		sc.Revisions.System = 1
		if _, err := (System{}).New(sc); err != nil {
			t.Errorf("%q under revision 1: %v, want the line taken as revision 1 took it", c.add, err)
		}
	}
}
