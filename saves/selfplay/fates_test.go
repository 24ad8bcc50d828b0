package selfplay

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// namesRule: a rule number, bare (7.2, 3·2.2, 17) in parentheses, or after
// an edition's name (Goito 15.2, 002 22.4).
var namesRule = regexp.MustCompile(`\(\d+|\d+\.\d+|\d+·\d+|Goito [0-9A-E]|00[0-4] \d`)

// TestEveryLineHasATrueFate plays every shipped Tolentino and Custoza
// scenario with the turn bots, whose files carry deliberately wrong lines
// (issue 18, "true fates"): every line the host refused names the rule
// that refused it, and every line that expired says why in words the
// engine can stand by — never that the game ended when its step had come.
func TestEveryLineHasATrueFate(t *testing.T) {
	t.Parallel()
	ids := append([]string{"tolentino1815"}, custozaScenarios...)
	for _, id := range ids {
		sc, err := scenarios.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Play(Config{Scenario: sc, Dir: t.TempDir(), Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		refused, expired := lineFates(t, res.Game)
		if len(refused) == 0 {
			t.Errorf("%s: no line refused: the wrong lines never reached the host", id)
		}
		for _, r := range refused {
			if !namesRule.MatchString(r) {
				t.Errorf("%s: a refusal names no rule: %s", id, r)
			}
		}
		for _, e := range expired {
			if strings.HasSuffix(e, "the game ended before it was needed") && strings.Contains(e, "used ") {
				t.Errorf("%s: a line used, then expired as if the game ended first: %s", id, e)
			}
		}
		t.Logf("%s: %d lines refused, %d expired", id, len(refused), len(expired))
	}
}

// lineFates lists the refusals (what follows `refused "LINE": `) and
// the expiries a game's log told.
func lineFates(t *testing.T, game string) (refused, expired []string) {
	t.Helper()
	f, err := saves.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := f.Entries()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		for _, ev := range e.Result.Events {
			switch ev.Code {
			case "line-refused":
				if _, why, ok := strings.Cut(ev.Text, `": `); ok {
					refused = append(refused, why)
				}
			case "lines-expired":
				expired = append(expired, ev.Detail...)
			}
		}
	}
	return refused, expired
}
