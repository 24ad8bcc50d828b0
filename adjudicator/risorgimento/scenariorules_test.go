package risorgimento

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// TestUnknownRuleRefused: a rule or option line the engine does not know
// (a misspelling, another system's `--option`) is refused with its line
// and what to do, and every line of the two battles is known.
func TestUnknownRuleRefused(t *testing.T) {
	for _, id := range []string{"magenta1859", "solferino1859"} {
		if errs := Validate(loadBattle(t, id)); len(errs) > 0 {
			t.Errorf("%s: %v", id, errs)
		}
	}
	src, err := os.ReadFile("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ add, want string }{
		{"rule navilgio on", "rule navilgio: the risorgimento system reads no such rule (it knows: control, naviglio, initiative-drm-…"},
		{"rule reserve-release- 3", "rule reserve-release-: the risorgimento system reads no such rule"},
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
		errs := Validate(sc)
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), c.want) || !strings.Contains(errs[0].Error(), "remove the line") || !strings.Contains(errs[0].Error(), "bad.scn") {
			t.Errorf("%q: %v, want one error naming the file and %q", c.add, errs, c.want)
		}
	}
}
