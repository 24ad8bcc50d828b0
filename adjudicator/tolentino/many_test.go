package tolentino

import (
	"os"
	"testing"
)

// TestManyGames plays whole games with random listed options
// (TOLENTINO_GAMES=n for more than the default 4).
func TestManyGames(t *testing.T) {
	n := 4
	if os.Getenv("TOLENTINO_GAMES") != "" {
		n = 40
	}
	if testing.Short() {
		n = 1
	}
	for seed := uint64(100); seed < uint64(100+n); seed++ {
		s := newGame(t)
		playRandom(t, s, seed, 0)
		if s.Outcome() == nil {
			t.Fatalf("seed %d: not over", seed)
		}
	}
}

// TestDefaultsAccepted: every decision's default is accepted by Apply (the
// run loop treats a refused default as a fault of the rules system).
func TestDefaultsAccepted(t *testing.T) {
	for seed := uint64(1); seed <= 1; seed++ {
		s := newGame(t)
		r := newSeeded(seed)
		for steps := 0; !s.Over; steps++ {
			d := s.Pending()[0]
			l := lineOf(t, d.Options[steps%len(d.Options)])
			if d.Default != nil {
				l = *d.Default
			}
			if _, err := s.Apply(d, l, r); err != nil {
				t.Fatalf("seed %d turn %d %s: %q refused: %v", seed, s.Turn, d.Kind, l.Text, err)
			}
		}
	}
}
