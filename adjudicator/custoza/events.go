package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Events are told so that no side learns from them what the fog of war
// (7.1) hides: an event about a force is told in full to its owner, and to
// the enemy only when the force is face up for the enemy; otherwise the
// enemy hears of "a face-down infantry Force (stacking value 3) of
// formation div1", which is what the counters' backs show.

// tellForce reports something a force did: in full to its owner and, when
// the force is face up to the enemy, to the enemy; otherwise the enemy
// reads the same sentence with the force described by its backs.
func (s *State) tellForce(force []*Unit, code, text string) {
	s.tellRolls(force, code, text, nil, nil)
}

// tellRolls is tellForce with the dice and the explanation a player
// checks by hand.
func (s *State) tellRolls(force []*Unit, code, text string, rolls []dice.Roll, ex combat.Explanation) {
	if len(force) == 0 {
		s.event(adjudicator.Event{Code: code, Text: text, Rolls: rolls, Detail: ex})
		return
	}
	owner := force[0].p.Side
	if s.faceUpTo(force[0], s.b.enemy(owner)) {
		s.event(adjudicator.Event{Code: code, Text: text, Rolls: rolls, Detail: ex})
		return
	}
	s.event(adjudicator.Event{Code: code, Text: text, To: adjudicator.Only(owner), Rolls: rolls, Detail: ex})
	hidden := strings.Replace(text, s.forceName(force), s.describe(force, s.b.enemy(owner)), 1)
	s.event(adjudicator.Event{Code: code, Text: hidden, To: adjudicator.Only(s.b.enemy(owner)), Rolls: rolls})
}

// describe names a force as side sees it: by its force name when side
// owns it or sees it face up, else by what its counters' backs show.
func (s *State) describe(force []*Unit, side adjudicator.Side) string {
	if len(force) == 0 {
		return "nothing"
	}
	u := force[0]
	if u.p.Side == side || s.faceUpTo(u, side) {
		return s.forceName(force)
	}
	return fmt.Sprintf("a face-down %s Force in %s (stacking value %d, formation %s)", typeWord(u.p.Type), u.Hex, sumSV(force), u.p.Formation)
}

// typeWord is the unit type the back of a counter shows (7.1: "Unit Type
// (Infantry, Cavalry, Artillery)").
func typeWord(t string) string {
	switch t {
	case "inf", "linf":
		return "infantry"
	case "cav":
		return "cavalry"
	case "art", "hart":
		return "artillery"
	}
	return t
}

func joinWords(ws []string) string { return strings.Join(ws, ", ") }
