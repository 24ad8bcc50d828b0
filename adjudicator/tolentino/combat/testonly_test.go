package combat

import (
	"github.com/mincio/mincio/adjudicator/dice"
)

// Helpers only the tests use, kept out of the package's API.

// RollLeaderLoss is rollLeaderLoss with no combat named in the purpose.
func RollLeaderLoss(r dice.Roller, leader, why string) LeaderTest {
	return rollLeaderLoss(r, "", leader, why)
}

// Passed reports whether every unit passed.
func (s StackCheck) Passed() bool {
	for _, u := range s.Units {
		if !u.Pass {
			return false
		}
	}
	return true
}

// Unit returns the effect on the unit with the given id.
func (e Effects) Unit(id string) (UnitEffect, bool) {
	for _, u := range e.Units {
		if u.ID == id {
			return u, true
		}
	}
	return UnitEffect{}, false
}
