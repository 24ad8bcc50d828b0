package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// loadSkirmish is the test scenario (testdata/skirmish.scn).
func loadSkirmish(t testing.TB) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load("testdata/skirmish.scn")
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestConform holds the engine to the contract of every rules system
// (docs/rules-system.md) on the test scenario; the system is not
// registered (Conform takes it as an argument).
func TestConform(t *testing.T) { adjudicatortest.Conform(t, System{}, loadSkirmish(t)) }

// TestConformAll holds the system to the same contract on each of its
// embedded scenarios (Magenta, Solferino), under each rules revision.
func TestConformAll(t *testing.T) { adjudicatortest.ConformAll(t, System{}) }
