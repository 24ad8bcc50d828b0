package custoza

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// checkedKinds are the decisions whose lines the offline check runs
// through the rules.
var checkedKinds = []string{kActivate, kDeclare, "action", kOOC}

// wrongLinesFor are illegal lines for decision d on s, of the kinds the
// planner writes deliberately wrong (planwrong.go).
func wrongLinesFor(s *State, d adjudicator.Decision) []string {
	var out []string
	switch d.Kind {
	case kActivate:
		for _, id := range s.b.formIDs {
			if s.b.forms[id].Side != d.Side {
				out = append(out, "activate "+id)
				break
			}
		}
	case "action":
		for _, f := range s.actingForces() {
			if !f[0].On {
				continue
			}
			ref := forceRefOf(f)
			out = append(out, "move "+ref+" 9999")
			switch {
			case f[0].p.Type == "inf":
				out = append(out, "limber "+ref)
			case f[0].p.cav():
				out = append(out, "square "+ref)
			}
			break
		}
	}
	return out
}

// TestViewCheckParity: for the decisions of self-played games of the four
// scenarios, the offline check on the owing side's view agrees with the
// host's Apply on the true state — every listed (legal) option is
// accepted, and wrong lines are refused — except where it warns (the
// values of face-down counters, dice).
func TestViewCheckParity(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	seeds, steps := uint64(2), 600
	if testing.Short() {
		seeds, steps = 1, 120
	}
	p := &adjudicatortest.Parity{}
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, id := range shippedScenarios {
			pick := rand.New(rand.NewPCG(seed, 8))
			walk(t, id, seed, func(s *State, d adjudicator.Decision, step int) bool {
				p.Sys, p.Sc = System{}.ForScenario(s.b.sc), s.b.sc
				if step%3 != 0 || !slices.Contains(checkedKinds, d.Kind) || s.underWay() {
					return true
				}
				var texts []string
				for _, i := range pick.Perm(len(d.Options))[:min(2, len(d.Options))] {
					texts = append(texts, d.Options[i])
				}
				texts = append(texts, wrongLinesFor(s, d)...)
				for _, text := range texts {
					p.Compare(t, fmt.Sprintf("%s seed %d step %d", id, seed, step), s, d, groupOf(t, s, d, text), text, randRoller{rand.New(rand.NewPCG(seed, uint64(step)))})
				}
				return step < steps
			})
		}
	}
	p.Done(t)
}

// groupOf is the group a line answering d is written in: the army's for
// an activation, the unit's formation for an out of command move.
func groupOf(t *testing.T, s *State, d adjudicator.Decision, text string) string {
	o, le := parseLine(text)
	if le != nil {
		t.Fatalf("%q: %s", text, le.msg)
	}
	switch {
	case o.kind == kOOC:
		return s.unit(o.force.String()).p.Formation
	case d.Kind == kActivate:
		return ""
	}
	return d.Groups[0]
}
