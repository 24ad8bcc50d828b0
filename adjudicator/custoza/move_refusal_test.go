package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// A `move … to HEX` that no path could end in says why (7.2, 7.5), not
// merely that there is no path. A refusal that rests on where the enemy
// stands (enemy units, an enemy ZoR, no path within the MA, which they
// bound) carries the code adjudicator.RefusedEnemyPosition, which the
// offline check reads (package check, Chained); one for the terrain does
// not.
func TestMoveToRefusalSaysWhy(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0905": 'M'}})
	r.put("ii1", "0505", "n")
	r.put("ifc1", "0505", "n")
	r.put("ai1", "0503", "s")
	r.act("d1")
	for _, c := range []struct {
		line, want string
		enemy      bool
	}{
		{"move ii1 to 0503", "enemy units are there: a move never enters them (7.2)", true},
		{"move ii1 to 0504", "it is in an enemy ZoR: a Force enters one only on an Assault/Charge marker, to attack (7.5)", true},
		{"move ii1 to 0905", "its terrain (mincio) is impassable to inf (TEC; 7.2)", false},
		{"move ii1 to 2010", "has no path to 2010 within its MA", true},
	} {
		err := r.try(c.line)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.line, err, c.want)
		}
		ref := adjudicator.RefusalOf(err)
		if got := ref != nil && ref.Code == adjudicator.RefusedEnemyPosition; got != c.enemy {
			t.Errorf("%s: %v: enemy-position code %v, want %v", c.line, err, got, c.enemy)
		}
		if ref != nil && (ref.Msg != err.Error() || ref.Rule == "") {
			t.Errorf("%s: refusal %+v, error %q", c.line, ref, err)
		}
	}
}
