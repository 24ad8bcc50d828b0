package custoza

import (
	"math/rand/v2"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// benchPositions are positions of a random game of scenario id (seed 1)
// at which a Formation declares its markers or its Forces act: where
// Pending lists declarations (couldAttack) and moves, the path searches
// that read the occupancy of hexes (State.at).
func benchPositions(b *testing.B, id string, n int) []*State {
	b.Helper()
	sc, err := scenarios.Load(id)
	if err != nil {
		b.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(1, 7))
	roll := randRoller{rand.New(rand.NewPCG(1, 9))}
	var out []*State
	for steps := 0; s.Over == nil && len(out) < n && steps < 20000; steps++ {
		ds := s.Pending()
		d := ds[0]
		if s.Stage == stDeclare || s.Stage == stAction {
			out = append(out, s.Clone().(*State))
		}
		for _, i := range rng.Perm(len(d.Options)) {
			c := s.Clone().(*State)
			if _, err := c.Apply(d, adjudicator.Line{Text: d.Options[i], Kind: kindOf(d.Options[i])}, roll); err == nil {
				s = c
				break
			}
		}
	}
	if len(out) == 0 {
		b.Fatal("no position at a declaration or an action")
	}
	return out
}

// BenchmarkPending lists the decisions with their options at each of 60
// declaration and action positions of Goito 1848, on a fresh Clone each
// time, as the run loop meets a state it has just made.
func BenchmarkPending(b *testing.B) {
	pos := benchPositions(b, "goito1848", 60)
	for b.Loop() {
		for _, s := range pos {
			if len(s.Clone().Pending()) == 0 {
				b.Fatal("no decision")
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(pos)), "ns/position")
}

// BenchmarkBrief is BenchmarkPending without the options, what the run
// loop lists to answer a decision.
func BenchmarkBrief(b *testing.B) {
	pos := benchPositions(b, "goito1848", 60)
	for b.Loop() {
		for _, s := range pos {
			if len(s.Clone().(*State).Brief()) == 0 {
				b.Fatal("no decision")
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(pos)), "ns/position")
}
