package tolentino

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 4.4.6: "When an enemy unit arrives adjacent at a Leader, the leader may
// move his full movement allowance to get away." mincio asks the leader's
// side at once (a reaction, like 14.1), by the standing order
// leader-escape:
//
//   - alone (the default): he gets away when no friendly combat unit is in
//     his hex; a leader with troops stays with them;
//   - always: he gets away in any case;
//   - never: he stays.
//
// The arrivals that trigger it: an enemy combat unit ending a move
// (including a charge's approach) or advancing after combat next to him.
// Where he goes is leaderAway.

// queueEscapes records the 4.4.6 decision for the enemy leaders next to
// the hex u has just entered.
func (s *State) queueEscapes(u *Unit) {
	side := s.specOf(u).Side
	for _, n := range s.sortedNeighbors(u.Hex) {
		for _, l := range s.unitsAt(n, enemy(side)) {
			if s.spec(l.ID).leader() && !slices.Contains(s.Escape, l.ID) {
				s.Escape = append(s.Escape, l.ID)
			}
		}
	}
}

func (s *State) escapeDecision() adjudicator.Decision {
	l := s.unit(s.Escape[0])
	p := s.spec(l.ID)
	return adjudicator.Decision{Side: p.Side, Kind: "leader-escape", Accepts: []string{"standing-leader-escape"},
		Prompt:  fmt.Sprintf("an enemy unit arrived next to %s at %v: he may move his full allowance to get away (4.4.6)", p.Name, l.Hex),
		Options: []string{"standing leader-escape alone", "standing leader-escape always", "standing leader-escape never"},
		Default: &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "standing leader-escape alone", Kind: "standing-leader-escape", Standing: true, Key: "leader-escape"}}
}

// escape applies the answer for the first leader waiting.
func (s *State) escape(c *cmd) ([]adjudicator.Event, error) {
	if len(s.Escape) == 0 || c.key != "leader-escape" {
		return nil, errors.New("no leader escape (4.4.6) is pending")
	}
	l := s.unit(s.Escape[0])
	s.Escape = s.Escape[1:]
	p := s.spec(l.ID)
	if !l.On || l.Gone {
		return nil, nil
	}
	alone := len(s.combatAt(l.Hex, p.Side)) == 0
	if c.target == "never" || c.target == "alone" && !alone {
		return nil, nil
	}
	from := l.Hex
	to, ok := s.leaderAway(l)
	if !ok {
		return []adjudicator.Event{{Code: "leader-escape", To: adjudicator.Only(p.Side), Text: fmt.Sprintf("%s has nowhere safer to go and stays at %v (4.4.6)", p.Name, from)}}, nil
	}
	l.Hex = to
	return []adjudicator.Event{{Code: "leader-escape", To: adjudicator.Only(p.Side), Text: fmt.Sprintf("%s gets away from %v to %v (4.4.6)", p.Name, from, to)}}, nil
}

// leaderAway is where a leader goes under 4.4.6: among the hexes he can
// reach with his 8 MP (2.2.1; into an EZOC only where a friendly combat
// unit is, 8.2.2), the cheapest hex with a friendly combat unit that no
// enemy combat unit is next to; else the reachable hex out of EZOCs
// farthest from the enemy; ties to the lowest hex. ok is false when no
// such hex is farther from the enemy than where he stands.
func (s *State) leaderAway(l *Unit) (hexmap.Hex, bool) {
	p := s.spec(l.ID)
	m := s.rulesFor(l, false)
	reach := s.b.grid.Paths(l.Hex, s.allowance(l, false), m.cost, hexmap.PathOptions{})
	best, bestCost := hexmap.Hex{}, hexmap.MaxCost
	far, farD := hexmap.Hex{}, s.nearestEnemy(l.Hex, p.Side)
	for _, rc := range reach.All() { // printed-id order

		if rc.Hex == l.Hex || s.enemyIn(rc.Hex, p.Side) {
			continue
		}
		d := s.nearestEnemy(rc.Hex, p.Side)
		if len(s.combatAt(rc.Hex, p.Side)) > 0 && d > 1 && rc.Cost < bestCost {
			best, bestCost = rc.Hex, rc.Cost
		}
		if d > farD && !s.inEZOC(rc.Hex, p.Side) {
			far, farD = rc.Hex, d
		}
	}
	switch {
	case bestCost != hexmap.MaxCost:
		return best, true
	case far != hexmap.Hex{}:
		return far, true
	}
	return hexmap.Hex{}, false
}
