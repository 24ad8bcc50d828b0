package tolentino

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestBriefIsPendingWithoutOptions: at every step of a whole game, Brief
// lists the decisions Pending lists, with the same sides, kinds, prompts,
// accepted line kinds, groups, subjects and defaults, and no options, so
// the run loop answers the same way from it (adjudicator.Briefer).
func TestBriefIsPendingWithoutOptions(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	s := newGame(t)
	pick := rand.New(rand.NewPCG(5, 7))
	r := newSeeded(5)
	steps := 0
	for ; !s.Over; steps++ {
		full, brief := s.Pending(), s.Brief()
		if len(full) != len(brief) {
			t.Fatalf("turn %d %s: Pending lists %d decisions, Brief %d", s.Turn, s.Stage, len(full), len(brief))
		}
		for i := range full {
			f, b := full[i], brief[i]
			if len(f.Options) == 0 || b.Options != nil {
				t.Fatalf("turn %d %s: Pending lists %d options, Brief %d", s.Turn, s.Stage, len(f.Options), len(b.Options))
			}
			f.Options = nil
			if !reflect.DeepEqual(f, b) {
				t.Fatalf("turn %d %s: Pending %+v, Brief %+v", s.Turn, s.Stage, f, b)
			}
		}
		d := full[0]
		text := d.Options[pick.IntN(len(d.Options))]
		if steps%5 == 4 {
			text = d.Options[0]
		}
		if _, err := s.Apply(d, lineOf(t, text), r); err != nil {
			t.Fatalf("turn %d %s: %q refused: %v", s.Turn, d.Kind, text, err)
		}
	}
	if steps < 200 {
		t.Fatalf("the game ended after %d steps: too few to compare", steps)
	}
}
