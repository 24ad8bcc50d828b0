package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Order obligations at the end of the formation's movement (`done`).
//
// 5.1.2 Attack: every unit must move (if possible) at least one hex closer
// to the enemy until it comes into an EZOC. 5.1.1 Advance: at least half
// of the in-command units must end at least one hex closer to the enemy.
// 5.1.5: artillery, out of command units and units in towns or Fortified
// positions are not counted (10.1, 10.5.2: they may stay).
//
// So that `done` is always a legal answer, mincio fulfils what the player
// left undone: each unit that must still move, taken in counter order, is
// moved to the reachable hex nearest the enemy (ties: cheapest path, then
// lowest hex id), if any reachable hex is closer than where it started.

// counted reports whether u counts for 5.1.1 and 5.1.2 (5.1.5).
func (s *State) counted(u *Unit) bool {
	p := s.spec(u.ID)
	return !p.art() && !u.OOC && s.b.terrain[u.Hex] != "town" && !s.b.fort[u.Hex] && u.Dis != routed
}

func (s *State) closer(u *Unit) bool {
	return s.nearestEnemy(u.Hex, s.spec(u.ID).Side) < u.Start
}

// fulfilOrders is run on `done`.
func (s *State) fulfilOrders(r dice.Roller) []adjudicator.Event {
	f := s.form(s.Active)
	var units []*Unit
	for _, u := range s.formationUnits(f.ID) {
		if s.counted(u) && u.Order == "" {
			units = append(units, u)
		}
	}
	var ev []adjudicator.Event
	switch f.Order {
	case "attack":
		for _, u := range units {
			if !u.Acted && !s.inEZOC(u.Hex, f.side(s)) {
				ev = append(ev, s.forceCloser(u, "5.1.2", r)...)
			}
		}
	case "advance":
		need := (len(units) + 1) / 2
		have := 0
		for _, u := range units {
			if s.closer(u) {
				have++
			}
		}
		for _, u := range units {
			if have >= need {
				break
			}
			if !u.Acted {
				e := s.forceCloser(u, "5.1.1", r)
				if len(e) > 0 && s.closer(u) {
					have++
				}
				ev = append(ev, e...)
			}
		}
	}
	return ev
}

func (f *Formation) side(s *State) adjudicator.Side { return s.b.sideOfFormation(f.ID) }

// forceCloser moves u toward the enemy, if it can get closer.
func (s *State) forceCloser(u *Unit, rule string, r dice.Roller) []adjudicator.Event {
	side := s.spec(u.ID).Side
	m := s.rulesFor(u, false)
	dests := s.destinations(u, false, 1)
	if len(dests) == 0 || s.nearestEnemy(dests[0], side) >= u.Start {
		return nil
	}
	path, err := m.cheapest(dests[0])
	if err != nil {
		return nil
	}
	cost, err := m.check(path)
	if err != nil {
		return nil
	}
	ev := s.finishMove(u, m, path, cost, r)
	for i := range ev {
		if ev[i].Code == "move" && ev[i].To.Sees(side) {
			ev[i].Text += fmt.Sprintf(" (moved by mincio: its %s order obliges it, %s)", s.orderOf(u), rule)
		}
	}
	return ev
}

// recordStart notes each unit's distance from the enemy as the formation
// is activated (5.1.1 "one hex closer than at the start").
func (s *State) recordStart(form string) {
	for _, u := range s.formationUnits(form) {
		u.Start = s.nearestEnemy(u.Hex, s.spec(u.ID).Side)
	}
}
