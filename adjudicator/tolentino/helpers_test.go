package tolentino

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// script is a Roller that hands out fixed values in order, then 1s; it
// records what was asked.
type script struct {
	vals  []int
	asked []string
}

func (s *script) Roll(sides int, purpose string) int {
	s.asked = append(s.asked, purpose)
	if len(s.vals) == 0 {
		return 1
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	return v
}

// seeded is a deterministic pseudo-random Roller for tests.
type seeded struct{ r *rand.Rand }

func newSeeded(seed uint64) *seeded { return &seeded{rand.New(rand.NewPCG(seed, 1815))} }

func (s *seeded) Roll(sides int, _ string) int { return 1 + s.r.IntN(sides) }

func load(t testing.TB) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func newGame(t testing.TB) *State {
	t.Helper()
	st, err := System{}.New(load(t))
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func hx(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// do answers the single pending decision with text.
func do(t testing.TB, s *State, r interface {
	Roll(int, string) int
}, text string) []adjudicator.Event {
	t.Helper()
	p := s.Pending()
	if len(p) != 1 {
		t.Fatalf("pending: %v", p)
	}
	ev, err := s.Apply(p[0], lineOf(t, text), r)
	if err != nil {
		t.Fatalf("%s at %s: %v", text, s.Stage, err)
	}
	return ev
}

// try answers and returns the error.
func try(s *State, r interface {
	Roll(int, string) int
}, text string) error {
	p := s.Pending()
	c, perr := parseLine(text, anyLexicon())
	if perr != nil {
		return perr
	}
	_, err := s.Clone().Apply(p[0], orderLine(c, adjudicator.Pos{File: "test", Line: 1}, text), r)
	return err
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// lineOf parses one order line as an order file would.
func lineOf(t testing.TB, text string) adjudicator.Line {
	t.Helper()
	c, perr := parseLine(text, anyLexicon())
	if perr != nil {
		t.Fatalf("%q: %v", text, perr)
	}
	return orderLine(c, adjudicator.Pos{File: "test", Line: 1, Col: 1}, text)
}
