package tolentino

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// attackApproach: Eckhardt's ec1 under Attack orders at 1407, five hexes
// from the Neapolitan 6ln1 at 1907, its formation activated and moving.
func attackApproach(t *testing.T, order string) (*State, *Unit) {
	t.Helper()
	s := newGame(t)
	clearMap(s)
	s.Turn = 2
	place(s, "murat", "3908")
	place(s, "6ln1", "1907")
	u := place(s, "ec1", "1407")
	place(s, "eckhardt", "1407")
	s.form("e").Order = order
	moving(t, s, "e")
	if u.Start != 5 {
		t.Fatalf("ec1 starts %d hexes from the enemy, want 5", u.Start)
	}
	return s, u
}

// pick returns a hex ec1 can reach whose distance to the enemy satisfies ok.
func pick(t *testing.T, s *State, u *Unit, ok func(int) bool) hexmap.Hex {
	t.Helper()
	for _, h := range s.destinations(u, false, 200) {
		if ok(s.nearestEnemy(h, u.p.Side)) {
			return h
		}
	}
	t.Fatal("no such destination")
	return hexmap.Hex{}
}

// Test5_1_2_MoveMustGetCloser: "All the units must move (if possible) at
// least one hex closer to the enemy units": a move that ends farther, or
// no closer, is refused; a closer one is accepted.
func Test5_1_2_MoveMustGetCloser(t *testing.T) {
	s, u := attackApproach(t, "attack")
	away := pick(t, s, u, func(d int) bool { return d > 5 })
	err := try(s, &script{}, "move ec1 to "+away.String())
	if err == nil || !strings.Contains(err.Error(), "5.1.2") {
		t.Fatalf("move ec1 to %v (away from the enemy): %v", away, err)
	}
	same := pick(t, s, u, func(d int) bool { return d == 5 })
	if err := try(s, &script{}, "move ec1 to "+same.String()); err == nil {
		t.Fatalf("move ec1 to %v (no closer) accepted", same)
	}
	near := pick(t, s, u, func(d int) bool { return d < 5 })
	do(t, s, &script{}, "move ec1 to "+near.String())
}

// Test5_1_2_HoldDoesNotDodgeObligation: `hold` does not free a unit under
// Attack orders from moving closer (5.1.2), and is not offered.
func Test5_1_2_HoldDoesNotDodgeObligation(t *testing.T) {
	s, _ := attackApproach(t, "attack")
	if has(s.Pending()[0].Options, "hold ec1") {
		t.Error("hold ec1 offered under an Attack order")
	}
	err := try(s, &script{}, "hold ec1")
	if err == nil || !strings.Contains(err.Error(), "5.1.2") {
		t.Fatalf("hold ec1 under an Attack order: %v", err)
	}
}

// Test5_1_1_HoldDoesNotDodgeObligation: under Advance orders at least half
// of the in-command units must end closer (5.1.1); a unit told to hold is
// still moved by the obligation at `done` when it is needed.
func Test5_1_1_HoldDoesNotDodgeObligation(t *testing.T) {
	s, u := attackApproach(t, "advance")
	do(t, s, &script{}, "hold ec1")
	do(t, s, &script{}, "done")
	if got := s.nearestEnemy(u.Hex, u.p.Side); got >= 5 {
		t.Fatalf("ec1 held at %v, %d hexes from the enemy: the Advance order needs it closer (5.1.1)", u.Hex, got)
	}
}

// Test5_1_2_AllUnitsInEZOCMustAttack: "All the units in EZoC must
// attack": ec1 and ec2, under Attack orders, both only in the ZoC of 1506;
// an assault on 1506 by ec1 alone would end ec2's obligation (12.2.3), so
// it is refused; with both it is accepted.
func Test5_1_2_AllUnitsInEZOCMustAttack(t *testing.T) {
	s := combatSetup(t, "6ln1")
	for _, id := range []string{"ec1", "ec2"} {
		var zoc []hexmap.Hex
		for _, h := range s.sortedNeighbors(s.unit(id).Hex) {
			if s.zocFrom(h, Austria) {
				zoc = append(zoc, h)
			}
		}
		if !slices.Equal(zoc, []hexmap.Hex{hx("1506")}) {
			t.Fatalf("%s is in the ZoC of %v, the test needs 1506 only", id, zoc)
		}
	}
	err := try(s, &script{}, "attack 1506 with ec1")
	if err == nil || !strings.Contains(err.Error(), "ec2") {
		t.Fatalf("attack 1506 with ec1 alone: %v", err)
	}
	if err := try(s, &script{}, "attack 1506 with ec1 ec2"); err != nil {
		t.Fatalf("attack with both: %v", err)
	}
	for _, o := range append(s.obligedAttacks(), s.attackOptions()...) {
		if err := try(s, &script{}, o); err != nil {
			t.Errorf("listed %q refused: %v", o, err)
		}
	}
}

// Test12_AttackObligationFromAttackersZoC: rule 12 "All active units with
// an Attack order must attack enemy units that are in their ZoC": a
// disordered enemy unit next to a unit under Attack orders exerts no ZoC
// (15) but is in the attacker's, so it must be attacked.
func Test12_AttackObligationFromAttackersZoC(t *testing.T) {
	s := combatSetup(t)
	s.unit("ec2").On = false
	place(s, "6ln1", "1506").Dis = disorder
	if got := s.zocObligations(); !slices.Equal(got, []hexmap.Hex{hx("1506")}) {
		t.Fatalf("obligations %v, want 1506 (in ec1's ZoC, 12)", got)
	}
	if err := try(s, &script{}, "done attack"); err == nil {
		t.Fatal("done attack accepted with a disordered enemy in the ZoC of a unit under Attack orders")
	}
}

// Test5_1_2_OptionsAreLegal: the move step lists, for a unit bound by
// 5.1.2, no hold and only moves that end closer; each listed line is
// accepted.
func Test5_1_2_OptionsAreLegal(t *testing.T) {
	s, _ := attackApproach(t, "attack")
	for _, o := range s.Pending()[0].Options {
		if strings.HasPrefix(o, "move ec1") || o == "hold ec1" {
			if err := try(s, &script{}, o); err != nil {
				t.Errorf("listed %q refused: %v", o, err)
			}
		}
	}
}
