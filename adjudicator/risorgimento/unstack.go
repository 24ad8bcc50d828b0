package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 4.62 (revision 2): "Upon such involuntary release, any Reserve units
// that are overstacked get an 'interphase' in which they may move up to
// one hex to conform to stacking rules … no further than one hex." Read
// so: at a release by an enemy's approach or on the scenario's release
// turn, the released brigade's units in a hex whose units out of Reserve
// are beyond 5.41's limits move,
// bottom first, each into the first neighbouring hex (the map's direction
// order) it may enter and stack in, out of enemy ZOCs if one is open,
// until the hex conforms; a unit with no such hex stays (the text gives
// no other way out).

// unstack is that interphase for brigade bi just released.
func (s *State) unstack(bi *brigadeInfo) []adjudicator.Event {
	if s.rev() < unstackRevision {
		return nil
	}
	var ev []adjudicator.Event
	stuck := map[int]bool{}
	for {
		i, from, ok := s.overstacked(bi, stuck)
		if !ok {
			return ev
		}
		to, found := s.unstackHex(i, from)
		if !found {
			stuck[i] = true
			ev = append(ev, event("unstack", fmt.Sprintf("%s, overstacked in %s, has no hex next to it to move to (4.62)", s.Units[i].ID, from)))
			continue
		}
		s.enterHex(i, to)
		ev = append(ev, event("unstack", fmt.Sprintf("%s, released overstacked in %s, moves to %s (4.62)", s.Units[i].ID, from, to)))
	}
}

// overstacked is the bottom unit of bi, not stuck, in a hex whose units
// out of Reserve are beyond 5.41's limits (5.51 in a town): units still In
// Reserve keep 4.61's "all units of a brigade may stack in one hex".
func (s *State) overstacked(bi *brigadeInfo, stuck map[int]bool) (int, hexmap.Hex, bool) {
	b := s.board()
	for _, id := range bi.Units {
		i := s.w.unitIndex(id)
		if !s.Units[i].onMap() {
			continue
		}
		h := s.Units[i].hex()
		var stack []int // the units 4.61's Reserve stacking no longer covers
		for _, j := range b.on(h) {
			if !s.Units[j].Reserve {
				stack = append(stack, j)
			}
		}
		if CheckStacking(unitsOf(s, stack), StackingPlace{Town: s.w.m.Hex(h).Kind == Town}) == nil {
			continue
		}
		for k := len(stack) - 1; k >= 0; k-- {
			if j := stack[k]; s.w.units[j].Brigade == bi.ID && !stuck[j] {
				return j, h, true
			}
		}
	}
	return -1, hexmap.Hex{}, false
}

// unstackHex is where unit i overstacked at from moves: the first
// neighbouring hex it may enter and stack in, out of an enemy ZOC if one
// such is open.
func (s *State) unstackHex(i int, from hexmap.Hex) (hexmap.Hex, bool) {
	g := s.w.m.Grid
	b := s.board()
	side := s.sideOf(i)
	var first hexmap.Hex
	found := false
	for _, n := range g.Neighbors(from) {
		if !UnstackMove(g, from, n) || b.enemyAt(side, n) || !EntryCost(s.w.m, s.w.t, ClassOf(s.rules(i)), from, n).Allowed() || s.stackingAt(n, i, StackingPlace{}) != nil {
			continue
		}
		if !b.enemyZOC(side, n) {
			return n, true
		}
		if !found {
			first, found = n, true
		}
	}
	return first, found
}
