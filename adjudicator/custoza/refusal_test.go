package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// A refusal that rests on where the enemy stands (7.2: a move never
// enters enemy units; 7.5: a Force enters an enemy ZoR only on a marker;
// no path within the MA, which the enemy's units and ZoRs bound) carries
// the code adjudicator.RefusedEnemyPosition, which the offline check reads
// (package check, Chained); one for the terrain or the map does not.
func TestRefusalCodeEnemyPosition(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0905": 'M'}})
	r.put("ii1", "0505", "n")
	r.put("ifc1", "0505", "n")
	r.put("ai1", "0503", "s")
	r.act("d1")
	for _, c := range []struct {
		line  string
		enemy bool
	}{
		{"move ii1 to 0503", true},  // 7.2
		{"move ii1 to 0504", true},  // 7.5
		{"move ii1 to 2010", true},  // no path within the MA
		{"move ii1 to 0905", false}, // TEC
	} {
		err := r.try(c.line)
		if err == nil {
			t.Fatalf("%s: accepted", c.line)
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
