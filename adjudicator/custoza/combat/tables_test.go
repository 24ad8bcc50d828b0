package combat

import "testing"

func TestStandInLoads(t *testing.T) {
	tb := tables(t)
	for _, n := range TableNames() {
		if tb.Table(n) == nil {
			t.Errorf("table %s not loaded", n)
		}
	}
}
