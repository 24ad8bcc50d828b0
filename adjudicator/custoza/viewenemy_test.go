package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestCheckWarnsExitMarchDependsOnEnemyFire (issue 23): `exit-march ii1`
// is good on the view's position, but enemy artillery two hexes away may
// fire on ii1 before d1 acts, and ii1 would then leave March Movement by
// reaction (11.5.6), leaving the line unused: the check warns and names
// the enemy. With no enemy near, the line is ok.
func TestCheckWarnsExitMarchDependsOnEnemyFire(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ii1", "0505", "n", "march")
	r.put("ifc1", "0505", "n")
	r.put("aa1", "0503", "s")
	c := checkOne(t, r.s, "italy", "d1", "exit-march ii1")
	if c.Verdict != adjudicator.CheckWarning || !strings.Contains(c.Msg, "the enemy art in 0503, 2 hexes away") || !strings.Contains(c.Msg, "(11.5.6)") {
		t.Fatalf("near enemy artillery: %+v", c)
	}
	r.put("aa1", "1810", "s")
	if c := checkOne(t, r.s, "italy", "d1", "exit-march ii1"); c.Verdict != adjudicator.CheckOK {
		t.Fatalf("no enemy near: %+v", c)
	}
}
