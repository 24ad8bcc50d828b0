package custoza

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
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
// applied, and the refusal of every line tried and refused; with a watch,
// it also tries a few wrong lines (wrongLines) at every decision, on a
// copy of the state.
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
		if watch != nil {
			for _, w := range append(wrongLines(s, rng, 3), otherReactions(opts)...) {
				line := adjudicator.Line{Text: w, Kind: kindOf(w)}
				if line.Kind == "" || !d.Answers(line) {
					continue // a parse problem, or not an answer to d
				}
				_, err := s.Clone().(*State).Apply(d, line, roll)
				watch(w, nil, err)
			}
		}
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

// wrongLines are lines a player might write at any point of a game,
// most of them refused by the rules: orders for random units of either
// side toward random hexes near them, and random Formations.
func wrongLines(s *State, rng *rand.Rand, n int) []string {
	on := s.onMap()
	if len(on) == 0 {
		return nil
	}
	near := func(u *Unit) string {
		h := u.Hex
		for range 1 + rng.IntN(3) {
			ns := s.b.grid.Neighbors(h)
			if len(ns) == 0 {
				break
			}
			h = ns[rng.IntN(len(ns))]
		}
		return h.String()
	}
	dirs := []string{"n", "ne", "se", "s", "sw", "nw"}
	var out []string
	for range n {
		u, v := on[rng.IntN(len(on))], on[rng.IntN(len(on))]
		f := u.p.Formation
		switch rng.IntN(14) {
		case 0:
			out = append(out, "move "+u.ID+" to "+near(u)+" face "+dirs[rng.IntN(6)])
		case 1:
			out = append(out, "fire "+u.ID+" "+v.Hex.String())
		case 2:
			out = append(out, "assault "+u.ID+" "+v.Hex.String())
		case 3:
			out = append(out, "charge "+u.ID+" "+v.Hex.String())
		case 4:
			out = append(out, "declare assault "+v.Hex.String()+" from "+near(v)+" by "+u.ID)
		case 5:
			out = append(out, "declare charge "+v.Hex.String()+" from "+near(v)+" by "+u.ID)
		case 6:
			out = append(out, []string{"square ", "line ", "limber ", "unlimber ", "exit-march "}[rng.IntN(5)]+u.ID)
		case 7:
			out = append(out, "face "+u.ID+" "+dirs[rng.IntN(6)])
		case 8:
			out = append(out, "ooc "+u.ID+" to "+near(u))
		case 9:
			out = append(out, "reserve "+u.ID)
		case 10:
			if f != "" {
				out = append(out, "activate "+f)
			}
		case 11:
			out = append(out, "rotate "+v.Hex.String()+" "+[]string{"left", "right"}[rng.IntN(2)])
		case 12:
			out = append(out, "marker "+v.Hex.String()+" to "+near(v))
		case 13:
			out = append(out, "move "+u.ID+" march to "+near(u))
		}
	}
	return out
}

// otherReactions are the reactions an answer to a react decision could
// have named instead of the ones offered.
func otherReactions(opts []string) []string {
	var out []string
	for _, o := range opts {
		w := strings.Fields(o)
		if len(w) < 3 || w[0] != "react" {
			continue
		}
		for _, r := range reactionWords {
			if r == rxFace {
				r += " n"
			}
			out = append(out, "react "+w[1]+" "+r)
		}
	}
	return out
}

// checkOne checks a file of one line, for group (a formation id, or ""
// for the army's own choices) in the turn in progress, on side's view of s.
func checkOne(t testing.TB, s *State, side adjudicator.Side, group, text string) adjudicator.LineCheck {
	t.Helper()
	_, c := adjudicatortest.CheckOne(t, System{}.ForScenario(s.b.sc), s.b.sc, s, side, group, text)
	return c
}
