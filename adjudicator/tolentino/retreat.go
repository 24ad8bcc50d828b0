package tolentino

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Retreat is a retreat after combat the owning player chooses (12.6:
// "the owning Player decides the direction that each of his retreating
// units moves"), asked before any advance (12.7).
type Retreat struct {
	Unit string       `json:"unit"`
	N    int          `json:"n"`    // 1 hex, 2 when routing (15.2.1)
	From []hexmap.Hex `json:"from"` // the attacking (or firing) hexes
}

// retreatSteps lists the hexes a unit at h may retreat into (12.6): on
// the map, without enemy combat units; among them, if any, those not next
// to an attacking hex ("one hex away from every attacking unit"); among
// those, if any, those out of EZOCs (12.6.1); among those, if any, those
// where it may stack (12.6.2). Sorted by hex id.
func (s *State) retreatSteps(u *Unit, h hexmap.Hex, from []hexmap.Hex, prev hexmap.Hex) []hexmap.Hex {
	side := s.specOf(u).Side
	var c []hexmap.Hex
	for _, n := range s.sortedNeighbors(h) {
		if s.b.sc.Map.OnMap(n) && !s.enemyIn(n, side) && n != prev && !contains(from, n) {
			c = append(c, n)
		}
	}
	c = prefer(c, func(n hexmap.Hex) bool {
		for _, f := range from {
			if s.b.grid.Adjacent(n, f) {
				return false
			}
		}
		return true
	})
	c = prefer(c, func(n hexmap.Hex) bool { return !s.inEZOC(n, side) })
	return prefer(c, func(n hexmap.Hex) bool { return s.canStack(u, n, false) })
}

// prefer keeps the elements that satisfy ok, if there are any.
func prefer(list []hexmap.Hex, ok func(hexmap.Hex) bool) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range list {
		if ok(h) {
			out = append(out, h)
		}
	}
	if len(out) == 0 {
		return list
	}
	return out
}

// queueRetreat records a retreat to be chosen, or eliminates the unit at
// once when it has nowhere to go (12.6.3).
func (s *State) queueRetreat(u *Unit, n int, from []hexmap.Hex) string {
	if len(s.retreatSteps(u, u.Hex, from, u.Hex)) == 0 {
		return s.eliminate(u, true) + " (cannot retreat, 12.6.3)"
	}
	s.Ret = append(s.Ret, Retreat{Unit: u.ID, N: n, From: from})
	return fmt.Sprintf("%s must retreat %d hex(es) (12.6): its player chooses", u.ID, n)
}

// extraHex is 12.6.2: "If the only hex available to the retreating unit
// (included EZOC) is one which it could not normally move into because of
// stacking restrictions, the unit must retreat an extra hex." A retreat
// whose last hex is one where u may not stack (retreatSteps offers such a
// hex only when there is no other) goes one hex further.
func (s *State) extraHex(u *Unit, path []hexmap.Hex) bool {
	return len(path) > 0 && !s.canStack(u, path[len(path)-1], false)
}

// autoPath is the default retreat: at each step the first allowed hex
// farthest from the attacking hexes, with the extra hex of 12.6.2.
func (s *State) autoPath(rt Retreat) []hexmap.Hex {
	u := s.unit(rt.Unit)
	var path []hexmap.Hex
	cur, prev := u.Hex, u.Hex
	for i := 0; i < rt.N || i == rt.N && s.extraHex(u, path); i++ {
		steps := s.retreatSteps(u, cur, rt.From, prev)
		if len(steps) == 0 {
			break
		}
		best, bestD := steps[0], -1
		for _, h := range steps {
			d := 99
			for _, f := range rt.From {
				d = min(d, s.b.grid.Distance(h, f))
			}
			if d > bestD {
				best, bestD = h, d
			}
		}
		path = append(path, best)
		prev, cur = cur, best
	}
	return path
}

func (s *State) retreatDecision() adjudicator.Decision {
	rt := s.Ret[0]
	u := s.unit(rt.Unit)
	d := adjudicator.Decision{Side: s.specOf(u).Side, Kind: "retreat", Accepts: []string{"retreat"},
		Groups: s.groupsOf([]string{u.ID}), Subjects: []string{u.ID},
		Prompt:  fmt.Sprintf("%s at %v retreats %d hex(es) (12.6): choose the hexes, or auto", u.ID, u.Hex, rt.N),
		Options: []string{"retreat " + u.ID + " auto"}, Default: defaultLine("retreat "+u.ID+" auto", "retreat")}
	for _, h := range s.retreatSteps(u, u.Hex, rt.From, u.Hex) {
		line := fmt.Sprintf("retreat %s %v", u.ID, h)
		path := []hexmap.Hex{h}
		if rt.N > 1 || s.extraHex(u, path) {
			next := s.retreatSteps(u, h, rt.From, u.Hex)
			if len(next) == 0 {
				continue
			}
			line += " " + next[0].String()
			path = append(path, next[0])
		}
		if len(path) == rt.N && s.extraHex(u, path) {
			continue // would need a third hex (12.6.2): left to auto
		}
		d.Options = append(d.Options, line)
	}
	return d
}

// retreatLine carries out `retreat UNIT auto|HEX…`.
func (s *State) retreatLine(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	if len(s.Ret) == 0 {
		return nil, errors.New("no retreat is pending")
	}
	rt := s.Ret[0]
	if c.unit != rt.Unit {
		return nil, fmt.Errorf("the retreat pending is %s's", rt.Unit)
	}
	u := s.unit(rt.Unit)
	path := c.hexes
	if c.to { // auto
		path = s.autoPath(rt)
	}
	want := rt.N
	if len(path) >= rt.N && s.extraHex(u, path[:rt.N]) {
		want++ // 12.6.2
	}
	if len(path) != want && !(c.to && len(path) > 0) {
		if want > rt.N {
			return nil, fmt.Errorf("%s cannot stack in %v: it retreats an extra hex, %d in all (12.6.2)", u.ID, path[rt.N-1], want)
		}
		return nil, fmt.Errorf("%s retreats exactly %d hex(es) (12.6, 15.2.1)", u.ID, rt.N)
	}
	wasRouted := u.Dis == routed
	start, prev, cur := u.Hex, u.Hex, u.Hex
	for _, h := range path {
		if !contains(s.retreatSteps(u, cur, rt.From, prev), h) {
			return nil, fmt.Errorf("%v is not an allowed retreat hex from %v (12.6: away from the attackers, out of EZOCs and enemy units when possible)", h, cur)
		}
		prev, cur = cur, h
	}
	s.Ret = s.Ret[1:]
	text := fmt.Sprintf("%s retreats %v to %v (12.6)", u.ID, u.Hex, cur)
	for _, h := range path {
		if s.inEZOC(h, s.specOf(u).Side) {
			s.addDisorder(u) // 12.6.1
			text += fmt.Sprintf("; through an EZOC at %v: %s (12.6.1)", h, disWord(u.Dis))
		}
		if u.Dis == routed {
			u.Hex = h
			s.passOver(u, r) // 15.2.3, as in the rout moves of 15.2
		}
	}
	u.Hex = cur
	if len(path) < rt.N || c.to && len(path) == rt.N && s.extraHex(u, path) { // 12.6.3: stopped short
		return []adjudicator.Event{{Code: "retreat", Text: u.ID + ": " + s.eliminate(u, true) + " (cannot retreat further, 12.6.3)"}}, nil
	}
	if !wasRouted && u.Dis == routed && len(path) < 2 {
		text += "; " + s.routOn(u, rt.From, start)
	}
	if !u.On {
		return []adjudicator.Event{{Code: "retreat", Text: text}}, nil
	}
	s.checkCapture(u) // 16.1
	return s.seenMove(s.specOf(u).Side, u.ID, start, cur, adjudicator.Event{Code: "retreat", Text: text}, "retreats"), nil
}

// routOn: a unit routed by the extra level of 12.6.1 on its one-hex
// retreat is "A unit routing as a result of combat", which "must
// immediately retreat 2 hexes" (15.2.1): its player chooses one more hex
// now, before any other retreat, never back into the hex it left (start);
// with none it is permanently eliminated.
func (s *State) routOn(u *Unit, from []hexmap.Hex, start hexmap.Hex) string {
	from = append(slices.Clone(from), start)
	if len(s.retreatSteps(u, u.Hex, from, u.Hex)) == 0 {
		return s.eliminate(u, true) + " (routed, it cannot retreat its second hex, 15.2.1)"
	}
	s.Ret = append([]Retreat{{Unit: u.ID, N: 1, From: from}}, s.Ret...)
	return "routed, it retreats a second hex (15.2.1)"
}
