package custoza

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// randRoller is a seeded stand-in for the dice stream in tests.
type randRoller struct{ r *rand.Rand }

func (d randRoller) Roll(sides int, purpose string) int { return 1 + d.r.IntN(sides) }

var _ dice.Roller = randRoller{}

// playRandom plays a scenario to the end answering every decision with
// one of its listed options, chosen at random, and returns the states
// passed through.
func playRandom(t testing.TB, id string, seed uint64) (*State, int) {
	return playRandomWatched(t, id, seed, nil)
}

// playRandomWatched is playRandom telling watch the events of every line
// applied, and the refusal of every line tried and refused.
func playRandomWatched(t testing.TB, id string, seed uint64, watch func(line string, evs []adjudicator.Event, refusal error)) (*State, int) {
	sc, err := scenarios.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(seed, 7))
	roll := randRoller{rand.New(rand.NewPCG(seed, 9))}
	steps := 0
	for s.Over == nil {
		steps++
		if steps > 20000 {
			t.Fatalf("%s seed %d: no end after %d steps, at %s", id, seed, steps, s.Status())
		}
		ds := s.Pending()
		if len(ds) == 0 {
			t.Fatalf("%s seed %d: no decision and not over, at %s", id, seed, s.Status())
		}
		d := ds[0]
		if len(d.Options) == 0 {
			t.Fatalf("%s seed %d: decision %s with no options", id, seed, d.Kind)
		}
		opts := d.Options
		applied := false
		for _, i := range rng.Perm(len(opts)) {
			c := s.Clone().(*State)
			line := adjudicator.Line{Text: opts[i], Kind: kindOf(opts[i])}
			evs, err := c.Apply(d, line, roll)
			if watch != nil {
				watch(line.Text, evs, err)
			}
			if err != nil {
				continue
			}
			s = c
			applied = true
			break
		}
		if !applied {
			t.Fatalf("%s seed %d: no option of %s applies: %v", id, seed, d.Kind, opts)
		}
		if steps%97 == 0 {
			roundTrip(t, s)
		}
	}
	return s, steps
}

func kindOf(text string) string {
	if text == "begin turn" {
		return kTurnStart
	}
	o, le := parseLine(text)
	if le != nil {
		return ""
	}
	return o.kind
}

func roundTrip(t testing.TB, s *State) {
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := System{}.Restore(s.b.sc, data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := r.Marshal()
	if string(again) != string(data) {
		t.Fatalf("marshal, restore, marshal differ")
	}
}

func TestRandomPlay(t *testing.T) {
	for _, id := range shippedScenarios {
		seeds := uint64(5)
		if testing.Short() {
			seeds = 2
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			t.Run(fmt.Sprintf("%s/%d", id, seed), func(t *testing.T) {
				s, steps := playRandom(t, id, seed)
				t.Logf("%d steps: %s", steps, s.Over.Text)
			})
		}
	}
}
