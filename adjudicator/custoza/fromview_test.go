package custoza

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// TestFromViewGivesBackTheView: over self-played positions of the four
// scenarios, a state rebuilt from a side's view shows that side the same
// view, byte for byte, with either guess for the face-down counters; and
// where no action, reaction or combat is under way, the decisions it owes
// are the same, options included (mid-combat the owners' choices are
// answered by standing orders and defaults, never by a file written on a
// view): what the offline check and the planning bots
// run the rules on is exactly what the side may see.
func TestFromViewGivesBackTheView(t *testing.T) {
	t.Parallel()
	positions, decisions := 0, 0
	last := 1500
	if testing.Short() {
		last = 700
	}
	for _, id := range shippedScenarios {
		walk(t, id, 3, func(s *State, d adjudicator.Decision, step int) bool {
			if step%11 != 0 {
				return true
			}
			positions++
			for _, side := range s.b.sides {
				v := s.View(side)
				for _, last := range []bool{false, true} {
					r, err := fromView(s.b.sc, v, last)
					if err != nil {
						t.Fatalf("%s step %d, %s: %v", id, step, side, err)
					}
					again := r.View(side)
					if again.Text != v.Text || !bytes.Equal(again.Data, v.Data) || !sameJSON(again.Pieces, v.Pieces) || !sameJSON(again.Groups, v.Groups) {
						t.Fatalf("%s step %d, %s: the rebuilt state shows another view:\n%s", id, step, side, firstDiff(v.Data, again.Data))
					}
					if s.underWay() || d.Side != side {
						continue
					}
					decisions++
					if want, got := shown(s, side), shown(r, side); !bytes.Equal(want, got) {
						t.Fatalf("%s step %d, %s owes %s: the rebuilt state asks otherwise:\n%s", id, step, side, d.Kind, firstDiff(want, got))
					}
				}
			}
			return step < last
		})
	}
	if positions < 50 || decisions < 50 {
		t.Fatalf("only %d positions, %d decisions compared", positions, decisions)
	}
}

func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}
