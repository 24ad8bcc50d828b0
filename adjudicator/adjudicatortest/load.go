package adjudicatortest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// Load registers the toy system and returns its scenario; turns > 0
// replaces the scenario's three turns, for long games.
func Load(t testing.TB, turns int) *scenarios.Scenario {
	t.Helper()
	Register()
	src := Scenario
	if turns > 0 {
		src = strings.Replace(src, "turns 3", fmt.Sprintf("turns %d", turns), 1)
	}
	sc, err := scenarios.Parse("toy.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}
