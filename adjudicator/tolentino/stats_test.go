package tolentino

import (
	"math/rand/v2"
	"testing"
)

// TestRandomGameEvents plays a game with random options and counts what
// happened, so a silent rules step shows up.
func TestRandomGameEvents(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	s := newGame(t)
	pick := rand.New(rand.NewPCG(5, 5))
	r := newSeeded(5)
	count := map[string]int{}
	for steps := 0; !s.Over; steps++ {
		d := s.Pending()[0]
		text := d.Options[pick.IntN(len(d.Options))]
		if d.Kind == stMove && steps%4 == 0 {
			text = "done"
		}
		ev, err := s.Apply(d, lineOf(t, text), r)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		for _, e := range ev {
			count[e.Code]++
			if e.Code == "assault" && count["assault"] == 1 && testing.Verbose() {
				t.Logf("%s\n%v\n%v", e.Text, e.Rolls, e.Detail)
			}
		}
	}
	t.Logf("%v; %s", count, s.Outcome().Text)
	if count["assault"] == 0 {
		t.Errorf("no combat in a whole random game: %v", count)
	}
}
