package tolentino

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// arrivals lists the units of formation form that arrive this turn (15.4,
// 19; 16.3 only if Austria took the Grenzer option).
func (s *State) arrivals(form string) []*Unit {
	var out []*Unit
	for _, r := range s.b.sc.Reinforcements {
		if r.Turn != s.Turn || r.Option == "grenzer" && !s.Grenzer {
			continue
		}
		for _, id := range r.Counters {
			u := s.unit(id)
			if !u.On && !u.Gone && u.Back == 0 && s.spec(id).Formation == form {
				out = append(out, u)
			}
		}
	}
	return out
}

// entryHex is where a reinforcement enters: the first hex of its line.
func (s *State) entryHex(id string) hexmap.Hex {
	for _, r := range s.b.sc.Reinforcements {
		if slices.Contains(r.Counters, id) && len(r.Hexes) > 0 {
			return r.Hexes[0]
		}
	}
	return hexmap.Hex{}
}

// reinforce is 3.1 B.1 and 15.4: the active formation's reinforcements
// enter at their entry hex, in command and with a Maneuver order (15.4.1).
// They enter in Road March like the Neapolitans of 7.1.3 (estimated: the
// entry hex 3908 is on the road), so they may stack there until they
// move.
func (s *State) reinforce() []adjudicator.Event {
	var ids []string
	units := 0
	for _, u := range s.arrivals(s.Active) {
		u.Hex, u.On, u.Order, u.New = s.entryHex(u.ID), true, "maneuver", true
		u.Spent = hexmap.MPs(s.b.tecOf(u.Hex).MP) // 15.4: "paying the normal terrain cost for the entry hex"
		if s.specOf(u).leader() {
			u.Order = ""
		} else {
			u.March = true
			units++
		}
		ids = append(ids, u.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	f := s.form(s.Active)
	if len(s.formationUnits(f.ID)) == units {
		f.Order = "maneuver" // 15.4.1: a formation entering whole
	}
	return []adjudicator.Event{{Code: "reinforcements", Text: fmt.Sprintf("reinforcements enter (15.4): %v", ids)}}
}

// replacements is 3.1 A.2 and 15.5: units eliminated at full strength come
// back reduced on the turn 12.8 gives, on or next to their formation
// leader, not in an EZOC, respecting stacking. mincio places each in the
// leader's hex if it may, else in the adjacent hex of lowest id that it
// may; with no such hex (or no leader) it waits for the next turn.
func (s *State) replacements() []adjudicator.Event {
	var ev []adjudicator.Event
	for _, u := range s.Units {
		if u.On || u.Gone || u.Back == 0 || u.Back > s.Turn {
			continue
		}
		p := s.specOf(u)
		f := s.form(p.Formation)
		l := s.unit(f.Leader)
		if l == nil || !l.On || l.Gone {
			continue
		}
		hexes := append([]hexmap.Hex{l.Hex}, s.sortedNeighbors(l.Hex)...)
		for _, h := range hexes {
			if s.b.sc.Map.OnMap(h) && !s.enemyIn(h, p.Side) && !s.inEZOC(h, p.Side) && s.canStack(u, h, false) {
				u.Hex, u.On, u.Back, u.Order = h, true, 0, ""
				ev = append(ev, adjudicator.Event{Code: "replacement", To: adjudicator.Only(p.Side), Text: fmt.Sprintf("%s returns reduced at %v (15.5)", u.ID, h)})
				break
			}
		}
	}
	return ev
}

func (s *State) sortedNeighbors(h hexmap.Hex) []hexmap.Hex {
	n := s.b.grid.Neighbors(h)
	slices.SortFunc(n, hexmap.Hex.Compare)
	return n
}
