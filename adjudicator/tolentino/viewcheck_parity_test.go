package tolentino

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// checkOne checks a file of one line, for group (a formation id, or ""
// for the army's own choices) in the turn in progress, on side's view of s.
func checkOne(t testing.TB, s *State, side adjudicator.Side, group, text string) adjudicator.LineCheck {
	t.Helper()
	_, c := adjudicatortest.CheckOne(t, System{}, s.b.sc, s, side, group, text)
	return c
}

// checkedKinds are the decisions whose lines the offline check runs
// through the rules (retreats, advances and assault steps answer combat
// results, and are checked when used).
var checkedKinds = []string{stOrders, stActivate, stOfficer, stMove, stOOC, stBombard, stAttack, stReorg, stNight}

// groupFor is the group a line answering d is written in.
func groupFor(d adjudicator.Decision, kind string) string {
	if d.Kind == stNight || slices.Contains(armyKinds, kind) && (d.Kind == stOrders || d.Kind == stActivate) {
		return ""
	}
	return d.Groups[0]
}

// wrongLines are deliberately illegal lines for decision d on s: a move
// too far, a unit moved twice the same turn, an attack by a disordered
// unit, a bombardment out of range.
func wrongLines(s *State, d adjudicator.Decision) []string {
	var out []string
	switch d.Kind {
	case stMove:
		for _, u := range s.formationUnits(s.Active) {
			if !u.On || s.spec(u.ID).leader() {
				continue
			}
			for _, h := range s.b.grid.Ring(u.Hex, 12) {
				if s.b.sc.Map.OnMap(h) {
					out = append(out, fmt.Sprintf("move %s to %v", u.ID, h))
					break
				}
			}
			break
		}
	case stAttack:
		for _, u := range s.formationUnits(s.Active) {
			if u.Dis == good || s.spec(u.ID).art() {
				continue
			}
			for _, n := range s.sortedNeighbors(u.Hex) {
				if len(s.combatAt(n, enemy(s.Side))) > 0 {
					out = append(out, fmt.Sprintf("attack %v with %s", n, u.ID))
				}
			}
		}
	case stBombard:
		for _, u := range s.formationUnits(s.Active) {
			if s.spec(u.ID).art() {
				for _, h := range s.b.grid.Ring(u.Hex, 6) {
					if s.b.sc.Map.OnMap(h) {
						out = append(out, fmt.Sprintf("bombard %s %v", u.ID, h))
						break
					}
				}
			}
		}
	}
	return out
}

// TestViewCheckParity: for the decisions of random games, the offline
// check on the owing side's view agrees with the host's Apply on the true
// state — every listed (legal) option is accepted, and deliberately wrong
// lines are refused — except where it warns (a stack out of sight, dice).
func TestViewCheckParity(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	games, turns, every := 2, 4, 3
	if os.Getenv("TOLENTINO_GAMES") != "" {
		games, turns = 12, 99
	}
	if testing.Short() {
		games, turns = 1, 2
	}
	p := adjudicatortest.Parity{Sys: System{}, Sc: newGame(t).b.sc}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := newGame(t)
		pick := rand.New(rand.NewPCG(seed, 8))
		r := newSeeded(seed)
		for step := 0; !s.Over && s.Turn <= turns; step++ {
			d := s.Pending()[0]
			if step%every == 0 && slices.Contains(checkedKinds, d.Kind) && len(s.Ret)+len(s.Adv)+len(s.Escape) == 0 && s.Pend == nil && s.ArtRet == nil && !s.Capture {
				var texts []string
				for _, i := range pick.Perm(len(d.Options))[:min(3, len(d.Options))] {
					texts = append(texts, d.Options[i])
				}
				texts = append(texts, wrongLines(s, d)...)
				for _, text := range texts {
					p.Compare(t, fmt.Sprintf("seed %d turn %d", seed, s.Turn), s, d, groupFor(d, lineOf(t, text).Kind), text, newSeeded(seed+uint64(step)))
				}
			}
			text := d.Options[pick.IntN(len(d.Options))]
			if step%5 == 4 {
				text = d.Options[0]
			}
			if _, err := s.Apply(d, lineOf(t, text), r); err != nil {
				t.Fatalf("listed option %q refused: %v", text, err)
			}
		}
	}
	p.Done(t)
}
