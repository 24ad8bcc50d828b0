package risorgimento

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// checkedKinds are the decisions whose lines the offline check runs
// through the rules (a reaction answers an enemy attack, 7.17, and is
// checked when used).
var checkedKinds = []string{"activate", "brigade", stepReserve, stepOutOfReserve, stepCommanders}

// parityWrongLines are illegal lines for decision d on s: an enemy corps
// selected (2.41), and the planner's wrong brigade lines (planwrong.go).
func parityWrongLines(s *State, d adjudicator.Decision) []string {
	switch d.Kind {
	case "activate":
		for _, ci := range s.w.corps {
			if ci.Side != d.Side {
				return []string{"activate " + ci.ID}
			}
		}
	case "brigade":
		p := &planner{me: d.Side}
		p.S = s
		return p.wrongLines()
	}
	return nil
}

// TestViewCheckParity: for the decisions of random games of the test
// skirmish and of Magenta, the offline check on the owing side's view
// agrees with the host's Apply on the true state — every listed (legal)
// option is accepted, and wrong lines are refused.
func TestViewCheckParity(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	for _, c := range []struct {
		sc           *scenarios.Scenario
		games, steps int
	}{{loadSkirmish(t), 3, 1500}, {loadBattle(t, "magenta1859"), 1, 600}} {
		sc, games, steps := c.sc, uint64(c.games), c.steps
		if testing.Short() {
			steps = 150 // the games are short already: a skirmish can end by its third turn
		}
		p := &adjudicatortest.Parity{Sys: System{}.ForScenario(sc), Sc: sc}
		for seed := uint64(1); seed <= games; seed++ {
			st, err := System{}.New(sc)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			pick := rand.New(rand.NewPCG(seed, 8))
			for step := 0; s.Over == nil && step < steps; step++ {
				d := s.Pending()[0]
				if step%3 == 0 && slices.Contains(checkedKinds, d.Kind) {
					var texts []string
					for _, i := range pick.Perm(len(d.Options))[:min(2, len(d.Options))] {
						texts = append(texts, d.Options[i])
					}
					texts = append(texts, parityWrongLines(s, d)...)
					for _, text := range texts {
						p.Compare(t, fmt.Sprintf("%s seed %d step %d", sc.ID, seed, step), s, d, groupOf(d), text, roller(byte(seed), byte(step), byte(step>>8)))
					}
				}
				text := d.Options[pick.IntN(len(d.Options))]
				if step%5 == 4 {
					text = d.Options[0]
				}
				o, err := readOrder(text)
				if err != nil {
					t.Fatal(err)
				}
				l := adjudicator.Line{Text: text, Kind: o.Verb, Subject: o.ID, Group: groupOf(d)}
				if _, err := s.Apply(d, l, roller(byte(seed), byte(step), byte(step>>8), 1)); err != nil {
					t.Fatalf("listed option %q refused: %v", text, err)
				}
			}
		}
		p.Done(t)
	}
}

// groupOf is the group a line answering d is written in: the brigade's,
// or the army's own.
func groupOf(d adjudicator.Decision) string {
	if d.Kind == "brigade" {
		return d.Groups[0]
	}
	return ""
}
