package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// Night turns (17).
//
// 17.1 Turn 5 (twilight): the initiative winner activates one formation of
// his own, then the other player one of his; artillery bombards at range
// 1. All other formations take a Defense order and may reorganize.
// 17.2 Turn 6: all formations take a Defense order and may reorganize;
// Neapolitan units in an EZOC, not in a town or VP hex, retreat one hex to
// leave it.
//
// mincio runs the night reorganization as one decision per side (stNight),
// Neapolitans first, after the night activations.

// nightActivationsDone reports whether both sides have used their night
// activation (17.1); outside the twilight turn there is none to wait for.
func (s *State) nightActivationsDone() bool {
	if s.b.light(s.Turn) != "twilight" {
		return true
	}
	used := func(side adjudicator.Side) bool {
		for _, x := range s.NightUsed {
			if x == side {
				return true
			}
		}
		// a side with nothing to activate has used its turn
		for _, f := range s.Forms {
			if !f.Done && s.present(f.ID) && s.b.sideOfFormation(f.ID) == side {
				return false
			}
		}
		return true
	}
	return used(Naples) && used(Austria)
}

// nightDefense gives every formation not activated a Defense order (17.1,
// 17.2) and marks it done.
func (s *State) nightDefense() []adjudicator.Event {
	var ids []string
	for _, f := range s.Forms {
		if !f.Done && s.present(f.ID) {
			f.Order, f.Done = "defense", true
			ids = append(ids, f.ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	return []adjudicator.Event{{Code: "night", Text: fmt.Sprintf("night (17): Defense order for %v", ids)}}
}

// nightRetreat is 17.2: Neapolitan units in an EZOC, not in a town or a VP
// hex, retreat one hex out of it. mincio picks the adjacent hex out of
// EZOCs farthest from the enemy, ties to the lowest id; with none, the
// unit stays.
func (s *State) nightRetreat() []adjudicator.Event {
	var ev []adjudicator.Event
	for _, u := range s.Units {
		p := s.specOf(u)
		if !u.On || u.Gone || p.leader() || p.Side != Naples || !s.inEZOC(u.Hex, Naples) {
			continue
		}
		if s.b.terrain[u.Hex] == "town" || s.b.objective(u.Hex) > 0 {
			continue
		}
		best, bestD := u.Hex, -1
		for _, h := range s.sortedNeighbors(u.Hex) {
			if !s.b.sc.Map.OnMap(h) || s.enemyIn(h, Naples) || s.inEZOC(h, Naples) || !s.canStack(u, h, false) {
				continue
			}
			if d := s.nearestEnemy(h, Naples); d > bestD {
				best, bestD = h, d
			}
		}
		if bestD >= 0 {
			from := u.Hex
			u.Hex = best
			ev = append(ev, adjudicator.Event{Code: "night-retreat", To: adjudicator.Only(Naples), Text: fmt.Sprintf("%s retreats from %v to %v out of the EZOC (17.2)", u.ID, from, best)})
		}
	}
	return ev
}
