package custoza

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 21.5's switch of a blocked entry: "Reinforcements, which cannot be
// placed on the map due to enemy units or enemy ZoRs (not negated by the
// presence of friendly units) blocking the entry hexes, may be delayed
// until the conditions for their placement on the map can be fulfilled,
// or switched to another map edge hex with a road, delaying their entry
// by 1 GT for every 5 hexes (rounding up) of distance from the original
// entry hex. The new entry hex must be toward the rear of its Army (East
// for the Austro-Hungarians, West for the Italians)." The delay needs no
// line: a Formation whose units cannot enter waits (21.6). The switch is
// the Command Phase's `entry FORMATION HEX`; the rear of each side is
// the scenario's `rule rear "SIDE west|east …"`.

// entrySwitchHexes is 21.5's "1 GT for every 5 hexes".
const entrySwitchHexes = 5

// parseRear reads `SIDE west|east …`.
func parseRear(v string, sides []adjudicator.Side) (map[adjudicator.Side]string, error) {
	out := map[adjudicator.Side]string{}
	w := strings.Fields(v)
	if len(w)%2 != 0 || len(w) == 0 {
		return nil, errors.New("want pairs SIDE west|east")
	}
	for i := 0; i < len(w); i += 2 {
		known := false
		for _, s := range sides {
			known = known || string(s) == w[i]
		}
		if !known {
			return nil, fmt.Errorf("%q is not a side", w[i])
		}
		if w[i+1] != "west" && w[i+1] != "east" {
			return nil, fmt.Errorf("%q is not west or east", w[i+1])
		}
		out[adjudicator.Side(w[i])] = w[i+1]
	}
	return out, nil
}

// entryBlocked: enemy units or an enemy ZoR not negated by friendly
// units block h for side (21.5).
func (s *State) entryBlocked(side adjudicator.Side, h hexmap.Hex) bool {
	return s.hasEnemy(side, h) || (s.inEZoR(side, h) && len(s.friendsAt(side, h)) == 0)
}

// mapEdge: h is a hex of the map with a neighbour off it.
func (s *State) mapEdge(h hexmap.Hex) bool {
	if !s.b.on(h) {
		return false
	}
	ns := s.b.grid.Neighbors(h)
	if len(ns) < 6 {
		return true
	}
	for _, n := range ns {
		if !s.b.on(n) {
			return true
		}
	}
	return false
}

// switchEntry is `entry FORMATION HEX`: the Formation's reinforcements
// due by now and still off the map enter at HEX instead, later by a GT
// for every 5 hexes (rounded up) from their entry hex.
func (s *State) switchEntry(id string, to hexmap.Hex) error {
	fs := s.b.forms[id]
	if fs == nil {
		return fmt.Errorf("no formation %q", id)
	}
	if fs.Side != s.Side {
		return fmt.Errorf("%s is a formation of %s (21.5)", id, fs.Side)
	}
	var waiting []*Unit
	for _, uid := range append([]string{fs.Commander}, fs.units...) {
		if u := s.unit(uid); u != nil && !u.On && u.Gone == "" && u.Arrives != 0 && u.Arrives <= s.Turn {
			waiting = append(waiting, u)
		}
	}
	if len(waiting) == 0 {
		return fmt.Errorf("%s has no reinforcement due and waiting to enter (21.5)", id)
	}
	from := waiting[0].Entry
	if s.listedEntry(waiting[0].ID, to) {
		for _, u := range waiting {
			u.Entry = to
		}
		s.event(adjudicator.Event{Code: "reinforcement", To: adjudicator.Only(fs.Side),
			Text: fmt.Sprintf("%s's reinforcements enter at %s, one of the hexes their schedule offers (21.1, 27.4)", id, to)})
		return nil
	}
	rear, ok := s.b.adv.rear[fs.Side]
	switch {
	case !s.entryBlocked(fs.Side, from):
		return fmt.Errorf("%s's entry hex %s is not blocked by enemy units or an enemy ZoR: no switch (21.5)", id, from)
	case !s.mapEdge(to) || !s.b.hasRoad(to):
		return fmt.Errorf("%s is not a map edge hex with a road (21.5)", to)
	case !ok:
		return fmt.Errorf("the scenario names no rear for %s (rule rear): no switch (21.5)", fs.Side)
	case rear == "west" && to.Col >= from.Col, rear == "east" && to.Col <= from.Col:
		return fmt.Errorf("%s is not toward %s's rear, the %s, from %s (21.5)", to, fs.Side, rear, from)
	}
	delay := (s.b.grid.Distance(from, to) + entrySwitchHexes - 1) / entrySwitchHexes
	for _, u := range waiting {
		u.Entry, u.Arrives = to, s.Turn+delay
	}
	s.event(adjudicator.Event{Code: "reinforcement", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s's reinforcements switch from %s to %s, %d hexes: they enter from GT %d (21.5)", id, from, to, s.b.grid.Distance(from, to), s.Turn+delay)})
	return nil
}

// listedEntry reports whether h is one of the entry hexes the
// reinforcement line of counter id offers ("7004 or 7011", 27.4's "Map
// edge between hexes 1020 and 1034 (inclusive)"): its side picks any of
// them, with no delay (21.1: "at the entry hexes indicated in the
// Scenario instructions").
func (s *State) listedEntry(id string, h hexmap.Hex) bool {
	for _, rf := range s.b.sc.Reinforcements {
		if !slices.Contains(rf.Counters, id) {
			continue
		}
		if slices.Contains(rf.Hexes, h) {
			return true
		}
		for _, e := range rf.Entries {
			if en, ok := s.b.sc.Map.Entry(e); ok && slices.Contains(en.Hexes, h) {
				return true
			}
		}
	}
	return false
}
