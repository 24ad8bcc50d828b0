package custoza

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// checkOne checks a file of one line, for group (a formation id, or ""
// for the army's own choices) in the turn in progress, on side's view of s.
func checkOne(t testing.TB, s *State, side adjudicator.Side, group, text string) adjudicator.LineCheck {
	t.Helper()
	body := fmt.Sprintf("turn %d\n", s.Turn)
	if group != "" {
		body += "formation " + group + "\n"
	}
	body += text + "\n"
	sys := System{}.ForScenario(s.b.sc)
	lines, ps := sys.ParseOrders(side, "p.txt", 1, []byte(body))
	if ps != nil {
		t.Fatalf("%q: %v", body, ps)
	}
	cs, err := System{}.CheckOrders(s.b.sc, s.View(side), lines)
	if err != nil || len(cs) != 1 {
		t.Fatalf("%q: %v %v", body, cs, err)
	}
	return cs[0]
}

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
	checked, warned, refused := 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, id := range shippedScenarios {
			pick := rand.New(rand.NewPCG(seed, 8))
			walk(t, id, seed, func(s *State, d adjudicator.Decision, step int) bool {
				if step%3 != 0 || !slices.Contains(checkedKinds, d.Kind) || s.underWay() {
					return true
				}
				var texts []string
				for _, i := range pick.Perm(len(d.Options))[:min(2, len(d.Options))] {
					texts = append(texts, d.Options[i])
				}
				texts = append(texts, wrongLinesFor(s, d)...)
				for _, text := range texts {
					group := ""
					if d.Kind != kActivate {
						group = d.Groups[0]
					}
					o, le := parseLine(text)
					if le != nil {
						t.Fatalf("%q: %s", text, le.msg)
					}
					if o.kind == kOOC {
						group = s.unit(o.force.String()).p.Formation
					}
					_, hostErr := s.Clone().(*State).Apply(d, adjudicator.Line{Text: text, Kind: o.kind}, randRoller{rand.New(rand.NewPCG(seed, uint64(step)))})
					c := checkOne(t, s, d.Side, group, text)
					checked++
					if hostErr != nil {
						refused++
					}
					switch {
					case c.Verdict == adjudicator.CheckWarning:
						warned++
					case (hostErr == nil) != (c.Verdict == adjudicator.CheckOK):
						t.Errorf("%s seed %d step %d %s %s: %q: host says %v, the check on the view says %s %s", id, seed, step, d.Kind, d.Side, text, hostErr, c.Verdict, c.Msg)
					}
				}
				return step < steps
			})
		}
	}
	t.Logf("%d lines checked, %d refused by the host, %d warnings", checked, refused, warned)
	if checked < 100 || refused < 10 {
		t.Fatalf("only %d lines checked, %d refused by the host", checked, refused)
	}
}
