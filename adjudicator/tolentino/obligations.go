package tolentino

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
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
	p := s.specOf(u)
	return !p.art() && !u.OOC && s.b.terrain[u.Hex] != "town" && !s.b.fort[u.Hex] && u.Dis != routed
}

func (s *State) closer(u *Unit) bool {
	return s.nearestEnemy(u.Hex, s.specOf(u).Side) < u.Start
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
		// units the player left alone first, then those told to hold:
		// `hold` is no action and does not lift the order (5.1.1).
		for _, held := range []bool{false, true} {
			for _, u := range units {
				if have >= need {
					break
				}
				if !u.Acted && u.Held == held {
					e := s.forceCloser(u, "5.1.1", r)
					if len(e) > 0 && s.closer(u) {
						have++
					}
					ev = append(ev, e...)
				}
			}
		}
	}
	return ev
}

func (f *Formation) side(s *State) adjudicator.Side { return s.b.sideOfFormation(f.ID) }

// forceCloser moves u toward the enemy, if it can get closer.
func (s *State) forceCloser(u *Unit, rule string, r dice.Roller) []adjudicator.Event {
	side := s.specOf(u).Side
	bd := s.boardFor(side)
	m := s.rulesOn(u, false, bd)
	dests := s.destinationsOn(u, false, 1, bd)
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
		u.Start = s.nearestEnemy(u.Hex, s.specOf(u).Side)
	}
}

// mustClose reports whether 5.1.2 still binds u to move: "All the units
// must move (if possible) at least one hex closer to the enemy units until
// they come in an EZoC". It binds a unit counted by 5.1.5 that follows its
// formation's Attack order, has not moved, is not in an EZOC and can reach
// a hex closer to the enemy than where it started.
func (s *State) mustClose(u *Unit) bool {
	if u.p.leader() || u.Acted || u.Order != "" || s.orderOf(u) != "attack" || !s.counted(u) || s.inEZOC(u.Hex, u.p.Side) {
		return false
	}
	return s.canGetCloser(u)
}

// canGetCloser: some hex u can reach this activation is closer to the
// enemy than its start (5.1.1, 5.1.2 "if possible").
func (s *State) canGetCloser(u *Unit) bool {
	d := s.destinations(u, false, 1)
	return len(d) > 0 && s.nearestEnemy(d[0], u.p.Side) < u.Start
}

// closerCheck refuses a move that ends no closer to the enemy than the
// unit started when 5.1.2 binds it ("at least one hex closer").
func (s *State) closerCheck(u *Unit, dest hexmap.Hex) error {
	if !s.mustClose(u) {
		return nil
	}
	if d := s.nearestEnemy(dest, u.p.Side); d >= u.Start {
		return fmt.Errorf("%s is under an Attack order: it must end at least one hex closer to the enemy (5.1.2); %v is %d hexes from the nearest enemy, it started %d", u.ID, dest, d, u.Start)
	}
	return nil
}

// mustJoin is 5.1.2 "All the units in EZoC must attack" with 12.2.3 "no
// enemy unit may be attacked more than once per Combat segment": a unit
// bound to attack whose only enemy hexes left are among the targets must
// be among the attackers, or its obligation could never be met. Only a
// unit adjacent to every target can join (12.4.1); a charge is made by
// the charging cavalry alone (14.2.3).
func (s *State) mustJoin(targets []hexmap.Hex, att []*Unit) error {
	if j := s.joiners(targets, att); len(j) > 0 {
		return fmt.Errorf("%s is under an Attack order in an enemy ZoC and has no other enemy to attack: it must join this assault (5.1.2, 12.2.3)", j[0].ID)
	}
	return nil
}

// joiners lists the units mustJoin requires that att lacks.
func (s *State) joiners(targets []hexmap.Hex, att []*Unit) []*Unit {
	var out []*Unit
	for _, a := range att {
		if a.Charge != nil {
			return nil
		}
	}
	for _, u := range s.formationUnits(s.Active) {
		if slices.Contains(att, u) || !s.boundToAttack(u) || !s.obligedOnAny(u, targets) {
			continue
		}
		left, all := false, true
		for _, h := range s.sortedNeighbors(u.Hex) {
			if s.obligedOn(u, h) && !slices.Contains(targets, h) && !slices.Contains(s.Attacked, h) {
				left = true
			}
		}
		for _, t := range targets {
			all = all && s.b.grid.Adjacent(u.Hex, t)
		}
		if !left && all {
			out = append(out, u)
		}
	}
	return out
}

// boundToAttack: 5.1.2 binds a unit of the active formation under its
// Attack order, in good order, not yet attacked, in an EZOC, not charging
// (14.2) and not free to stay (10.1, 10.5.2).
func (s *State) boundToAttack(u *Unit) bool {
	p := u.p
	if !u.On || u.Gone || p.leader() || p.art() || u.Charge != nil || u.Bridge != "" || u.Dis != good || u.Fought {
		return false
	}
	return s.orderOf(u) == "attack" && !s.mayStay(u) && s.inEZOC(u.Hex, p.Side)
}

func (s *State) obligedOnAny(u *Unit, hs []hexmap.Hex) bool {
	for _, h := range hs {
		if s.obligedOn(u, h) {
			return true
		}
	}
	return false
}
