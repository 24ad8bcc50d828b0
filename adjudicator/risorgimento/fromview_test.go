package risorgimento

import (
	"bytes"
	"testing"
)

// TestFromViewRebuildsTheBoard: at many points of a game, the state
// rebuilt from a side's view is the host's, but for the enemy's own
// bookkeeping (orders status, 4.13), which the view keeps from it.
func TestFromViewRebuildsTheBoard(t *testing.T) {
	sc := loadSkirmish(t)
	for n := 0; n <= 300; n += 15 {
		s, _ := play(t, 3, n)
		for _, side := range s.w.sides {
			got, err := FromView(sc, s.View(side))
			if err != nil {
				t.Fatalf("after %d decisions, %s: %v", n, side, err)
			}
			want := s.Clone().(*State)
			for i, bi := range want.w.brigades {
				if want.w.corpsOf(bi.Corps).Side != side {
					b := &want.Brigades[i]
					b.Orders, b.Rolled, b.Start = "", false, nil
				}
			}
			gb, _ := got.Marshal()
			wb, _ := want.Marshal()
			if !bytes.Equal(gb, wb) {
				t.Fatalf("after %d decisions (%s), %s's rebuilt state differs:\n got %s\nwant %s", n, s.Status(), side, gb, wb)
			}
		}
	}
}
