package custoza

import (
	"strings"
	"testing"
)

// A `move … to HEX` that no path could end in says why (7.2, 7.5), not
// merely that there is no path.
func TestMoveToRefusalSaysWhy(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0905": 'M'}})
	r.put("ii1", "0505", "n")
	r.put("ifc1", "0505", "n")
	r.put("ai1", "0503", "s")
	r.act("d1")
	for _, c := range []struct{ line, want string }{
		{"move ii1 to 0503", "enemy units are there: a move never enters them (7.2)"},
		{"move ii1 to 0504", "it is in an enemy ZoR: a Force enters one only on an Assault/Charge marker, to attack (7.5)"},
		{"move ii1 to 0905", "its terrain (mincio) is impassable to inf (TEC; 7.2)"},
		{"move ii1 to 2010", "has no path to 2010 within its MA"},
	} {
		if err := r.try(c.line); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.line, err, c.want)
		}
	}
}
