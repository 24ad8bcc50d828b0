package custoza

import (
	"fmt"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// declarationsByPath is declarationOptions without markerReach: every
// marker hex tried with couldAttack's own search.
func (s *State) declarationsByPath() []string {
	var out []string
	for _, force := range s.actingForces() {
		u := force[0]
		if !u.On || u.p.art() || u.p.commander() {
			continue
		}
		for _, target := range s.b.grid.Around(u.Hex, u.p.MA+1) {
			if !s.b.on(target) || s.sideAt(target) != s.b.enemy(s.Side) {
				continue
			}
			for _, m := range s.sortedNeighbors(target) {
				charge := u.p.cav()
				line := fmt.Sprintf("declare %s %s from %s by %s", markerVerb(charge), target, m, forceRefOf(force))
				if s.sideAt(m) == s.b.enemy(s.Side) || s.cannotAttack(force, Marker{Hex: m, Target: target, Charge: charge}) {
					continue
				}
				if s.declarationWorks(line) {
					out = append(out, line)
					break
				}
			}
		}
	}
	return out
}

// TestMarkerReachSparesOnlyRefusals: at the declaration steps of
// self-played games, the declarations listed with markerReach's one
// search per Force are those couldAttack's search per marker hex lists.
func TestMarkerReachSparesOnlyRefusals(t *testing.T) {
	t.Parallel()
	steps, most := 0, 1000
	if testing.Short() {
		most = 15
	}
	for _, id := range shippedScenarios {
		n := 0
		walk(t, id, 2, func(s *State, d adjudicator.Decision, step int) bool {
			if d.Kind != kDeclare {
				return true
			}
			steps++
			if n++; n > most {
				return false
			}
			fast, slow := s.declarationOptions(1000), s.declarationsByPath()
			if !slices.Equal(fast, slow) {
				t.Fatalf("%s step %d: with markerReach %v, without %v", id, step, fast, slow)
			}
			return true
		})
	}
	if steps < 20 {
		t.Fatalf("only %d declaration steps", steps)
	}
}
