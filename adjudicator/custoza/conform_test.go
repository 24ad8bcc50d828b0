package custoza_test

import (
	"fmt"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// TestConform holds the Custoza system to the contract of every rules
// system (adjudicatortest.Conform, docs/rules-system.md) on each of its
// scenarios, under each rules revision a game may be played under.
func TestConform(t *testing.T) {
	sys := custoza.System{}
	for _, id := range []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3"} {
		for rev := 1; rev <= sys.Revision(); rev++ {
			t.Run(fmt.Sprintf("%s/revision-%d", id, rev), func(t *testing.T) {
				t.Parallel()
				sc, err := scenarios.Load(id)
				if err != nil {
					t.Fatal(err)
				}
				sc.Revisions.System = rev
				adjudicatortest.Conform(t, sys, sc)
			})
		}
	}
}
