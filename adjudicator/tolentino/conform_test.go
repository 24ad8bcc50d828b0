package tolentino_test

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/tolentino"
)

// TestConform holds the Tolentino system to the contract of every rules
// system (docs/rules-system.md) on each of its scenarios, under each rules
// revision a game may be played under.
func TestConform(t *testing.T) { adjudicatortest.ConformAll(t, tolentino.System{}) }
