package combat

import (
	"fmt"
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
		s.t.Fatalf("rolled d%d for %q: Tolentino uses one six-sided die (1.1)", sides, purpose)
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

// inf is an infantry unit in good order under Attack orders.
func inf(id, hex string, sp, eff int) Unit {
	return Unit{ID: id, Hex: hex, Type: Infantry, SP: sp, Efficiency: eff, Order: AttackOrder}
}

func cav(id, hex string, sp, eff int) Unit {
	u := inf(id, hex, sp, eff)
	u.Type = Cavalry
	return u
}

func def(u Unit) Unit { u.Order = DefenseOrder; return u }

func with(u Unit, f func(*Unit)) Unit { f(&u); return u }

// simple is a one-hex against one-hex assault on 1112 from 1212.
func simple(att, dfn []Unit) Assault {
	return Assault{Target: "1112", Attackers: att, Defenders: dfn}
}

func mustResolve(t *testing.T, a Assault, r *script) Result {
	t.Helper()
	res, err := Resolve(a, tables(t), r)
	if err != nil {
		t.Fatalf("Resolve: %v", err)
	}
	r.done()
	return res
}

func effectOf(t *testing.T, res Result, id string) UnitEffect {
	t.Helper()
	e, ok := res.Effects.Unit(id)
	if !ok {
		t.Fatalf("no effect for %s in %+v", id, res.Effects)
	}
	return e
}

func dump(res Result) string {
	return fmt.Sprintf("code %s cell %s odds %s col %+v drm %d die %d mod %d mods %v notes %v",
		res.Code, res.Cell, res.Odds, res.Column, res.CappedDRM, res.Die, res.Modified, res.Modifiers, res.Notes)
}
