package adjudicatortest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// TestConform holds the toy system to the contract of every rules system,
// in both of its forms (orders as needed, and a game turn at a time),
// under each of its rules revisions.
func TestConform(t *testing.T) {
	Register()
	long := strings.Replace(Scenario, "turns 3", "turns 30", 1) // scores past 10, where roll is refused
	for _, sc := range []struct{ name, src string }{{"toy", Scenario}, {"toy-turn-orders", TurnScenario}, {"toy-30-turns", long}} {
		for rev := 1; rev <= (System{}).Revision(); rev++ {
			t.Run(fmt.Sprintf("%s/revision-%d", sc.name, rev), func(t *testing.T) {
				s, err := scenarios.Parse("toy.scn", []byte(sc.src))
				if err != nil {
					t.Fatal(err)
				}
				s.Revisions.System = rev
				Conform(t, System{}, s)
			})
		}
	}
}
