package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 7.47 (revision 2): "Any time the attacker has lost fewer Hits than the
// defender … he may (voluntary) attempt to Continue his attack … only
// with the unit(s) that remain in the hex after meeting stacking limits
// [7.43]": the player names the hex with the attack, `attack UNIT HEX
// then HEX`. Each such unit that entered the battle hex rolls d10 less
// the Hits difference against its Adjusted Cohesion; those that pass move
// into the named hex, adjacent to the battle hex, and attack the enemy
// there by the regular rules (7.44-7.46, 8.3: no new Commitment, the roll
// was theirs); whatever the result each unit that Continued takes 1 Hit.
// A unit attacks once an activation (7.4), so it Continues once a segment.

// continueAttacks is 7.47 after the attack on target whose committed
// attackers were attackers and whose outcome was o.
func (s *State) continueAttacks(r dice.Roller, target hexmap.Hex, attackers []int, o AttackOutcome) []adjudicator.Event {
	if _, ok := ContinuedDRM(o.HitsOnAttacker, o.HitsOnDefender); !ok {
		return nil
	}
	var ev []adjudicator.Event
	groups := map[hexmap.Hex][]int{}
	var order []hexmap.Hex
	for _, i := range attackers {
		then := s.continueTarget(i)
		u := &s.Units[i]
		if then == (hexmap.Hex{}) || !u.onMap() || u.hex() != target {
			continue
		}
		if !s.board().enemyAt(s.sideOf(i), then) {
			ev = append(ev, event("continued", fmt.Sprintf("%s does not Continue: no enemy in %s (7.47)", u.ID, then)))
			continue
		}
		roll, ok, err := ContinuedAttack(r, s.rules(i), o.HitsOnAttacker, o.HitsOnDefender, false)
		if err != nil {
			continue
		}
		drm, _ := ContinuedDRM(o.HitsOnAttacker, o.HitsOnDefender)
		text := fmt.Sprintf("%s rolls %d %+d to Continue into %s against %d", u.ID, roll, drm, then, s.rules(i).AdjustedCohesion())
		if !ok {
			ev = append(ev, event("continued", text+": it stays in "+target.String()+" (7.47)"))
			continue
		}
		ev = append(ev, event("continued", text+": it Continues (7.47)"))
		if len(groups[then]) == 0 {
			order = append(order, then)
		}
		groups[then] = append(groups[then], i)
	}
	for _, then := range order {
		defenders, outside := s.attackedUnits(s.board(), then)
		fought, _ := s.fight(r, then, groups[then], defenders, fightHow{Outside: outside})
		ev = append(ev, fought...)
		for _, i := range groups[then] {
			if s.Units[i].Out {
				continue
			}
			s.Units[i].Hits += ContinuedHits
			s.checkEliminated(i)
			ev = append(ev, event("continued", fmt.Sprintf("%s takes %d Hit for Continuing (7.47)", s.Units[i].ID, ContinuedHits)))
		}
	}
	return ev
}

// continueTarget is the hex unit i's attack named for its Continued
// Attack (7.47), the zero hex if none.
func (s *State) continueTarget(i int) hexmap.Hex {
	for _, a := range s.Act.Attacks {
		if a.Unit == s.Units[i].ID.String() && a.Then != "" {
			h, err := hexmap.ParseHex(a.Then)
			if err == nil {
				return h
			}
		}
	}
	return hexmap.Hex{}
}
