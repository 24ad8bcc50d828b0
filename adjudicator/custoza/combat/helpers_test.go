package combat

import (
	"sync"
	"testing"

	"github.com/mincio/mincio/adjudicator/dice"
)

// script is a test double for dice.Roller: it hands out fixed values in
// order and records every request.
type script struct {
	t     testing.TB
	vals  []int
	rolls []dice.Roll
}

func roll(t testing.TB, vals ...int) *script { return &script{t: t, vals: vals} }

func (s *script) Roll(sides int, purpose string) int {
	s.t.Helper()
	if sides != 6 {
		s.t.Fatalf("rolled d%d for %q: the Custoza system uses six-sided dice", sides, purpose)
	}
	if len(s.vals) == 0 {
		s.t.Fatalf("unexpected roll %q: the script is empty (rolled so far: %v)", purpose, s.rolls)
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	s.rolls = append(s.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// done fails the test if scripted values were left unused.
func (s *script) done() {
	s.t.Helper()
	if len(s.vals) > 0 {
		s.t.Errorf("script has %d unused values %v; rolls were %v", len(s.vals), s.vals, s.rolls)
	}
}

var (
	standInOnce sync.Once
	standInTbl  *Tables
	standInErr  error
)

func tables(t testing.TB) *Tables {
	t.Helper()
	standInOnce.Do(func() { standInTbl, standInErr = StandIn() })
	if standInErr != nil {
		t.Fatal(standInErr)
	}
	return standInTbl
}

func inf(id string, sp, cv, sv int) Unit {
	return Unit{ID: id, Type: LineInfantry, SP: sp, CV: cv, SV: sv}
}
