package combat

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/dice"
)

// LeaderTest is one leader loss test (4.4.3).
type LeaderTest struct {
	Leader string
	Why    string // the rule that required it: "4.4.1: unmodified 6 …"
	Die    int
	// Lost: captured or killed (1 or 2). Otherwise, when the test came
	// from 4.4.4 (all units of his hex eliminated), the leader must move
	// at once to the nearest friendly unit (or anywhere free of enemy
	// units within his MA): MustMove.
	Lost     bool
	MustMove bool
}

// LeaderTestNeeded reports whether a leader loss test is required by a
// CRT or bombardment die (4.4.1, 4.4.2): an unmodified 6 rolled by the
// attacker with the leader in the attacked hex, or an unmodified 1 in an
// assault in which this leader gave his +1 (12.4.4).
func LeaderTestNeeded(die int, inAttackedHex, gaveAttackModifier bool) (bool, string) {
	switch {
	case die == 6 && inAttackedHex:
		return true, "4.4.1: unmodified 6 with the leader in the attacked hex"
	case die == 1 && gaveAttackModifier:
		return true, "4.4.2: unmodified 1 with the leader's modifier used"
	}
	return false, ""
}

// rollLeaderLoss rolls a leader loss test: 1 or 2 and the leader is
// captured or killed (4.4.3). why is the rule and reason that required it;
// a why citing 4.4.4 sets MustMove for a surviving leader. prefix names
// the combat it belongs to at the start of the purpose ("assault on 1112: ").
func rollLeaderLoss(r dice.Roller, prefix, leader, why string) LeaderTest {
	t := LeaderTest{Leader: leader, Why: why}
	t.Die = r.Roll(6, fmt.Sprintf("%sleader loss test %s (%s)", prefix, leader, why))
	t.Lost = t.Die <= 2
	t.MustMove = !t.Lost && strings.Contains(why, "4.4.4")
	return t
}

// leaderLosses rolls the leader loss tests the assault requires (4.4.1,
// 4.4.2, 4.4.4), one per leader, in the order the leaders were given.
func (s *resolver) leaderLosses() {
	for _, l := range s.a.Leaders {
		var why []string
		if ok, w := LeaderTestNeeded(s.res.Die, l.Defending, l.Name == s.a.AttackerLeader); ok && s.res.Die != 0 {
			why = append(why, w)
		}
		side := s.a.Attackers
		if l.Defending {
			side = s.a.Defenders
		}
		if s.allEliminated(l.Hex, side) {
			why = append(why, "4.4.4: all units in his hex eliminated")
		}
		if len(why) > 0 {
			s.res.LeaderTests = append(s.res.LeaderTests, rollLeaderLoss(s.rec, s.purpose(""), l.Name, strings.Join(why, "; ")))
		}
	}
}

func (s *resolver) allEliminated(hex string, units []Unit) bool {
	any := false
	for _, u := range units {
		if u.Hex != hex {
			continue
		}
		if !s.effect(u.ID).Eliminated {
			return false
		}
		any = true
	}
	return any
}
