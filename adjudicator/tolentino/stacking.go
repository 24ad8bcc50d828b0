package tolentino

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// stackOK reports whether the combat units in list may share a hex (7.1):
// a) two units of the same type and Formation, or all units of the same
// regiment; b) one artillery unit with one infantry or cavalry unit;
// c) two artillery units. Leaders do not count. Pioneers count as
// infantry (16.1.1).
func (s *State) stackOK(list []*Unit) bool {
	var art, other []*spec
	for _, u := range list {
		p := s.specOf(u)
		switch {
		case p.leader():
		case p.art():
			art = append(art, p)
		default:
			other = append(other, p)
		}
	}
	switch len(art) {
	case 0:
		return s.othersOK(other)
	case 1:
		return len(other) <= 1
	case 2:
		return len(other) == 0
	}
	return false
}

func (s *State) othersOK(list []*spec) bool {
	if len(list) <= 1 {
		return true
	}
	sameReg := true
	for _, p := range list[1:] {
		sameReg = sameReg && p.Regiment == list[0].Regiment && p.Side == list[0].Side
	}
	if sameReg {
		return true
	}
	return len(list) == 2 && kind(list[0]) == kind(list[1]) && list[0].Formation == list[1].Formation
}

func kind(p *spec) string {
	if p.Type == "pioneer" {
		return "inf"
	}
	return p.Type
}

// canStack reports whether u may end its move in h (7.1), and in Road
// March whether it may share the hex at all (9.3.2: only with its own
// regiment).
func (s *State) canStack(u *Unit, h hexmap.Hex, march bool) bool {
	list := []*Unit{u}
	for _, o := range s.combatAt(h, s.specOf(u).Side) {
		if o != u {
			if march && s.spec(o.ID).Regiment != s.specOf(u).Regiment {
				return false
			}
			if o.Dis == routed && u.Dis != routed {
				return false // 7.1.1
			}
			list = append(list, o)
		}
	}
	return s.specOf(u).leader() || s.stackOK(list)
}

// stackRefusal says why u may not end its move in h, with the limit the
// rules set (7.1, 7.1.1, 9.3.2), for the message that refuses the move.
func (s *State) stackRefusal(u *Unit, h hexmap.Hex, march bool) string {
	p := s.specOf(u)
	var with []string
	why := "a hex holds at most two combat units of the same type and formation, or any number of one regiment, or one artillery unit with one other unit, or two artillery units; leaders do not count (7.1)"
	for _, o := range s.combatAt(h, p.Side) {
		if o == u {
			continue
		}
		with = append(with, o.ID)
		switch {
		case march && s.spec(o.ID).Regiment != p.Regiment:
			why = "in road march a unit shares a hex only with its own regiment (9.3.2)"
		case o.Dis == routed && u.Dis != routed:
			why = fmt.Sprintf("%s is routed, and only routed units stack with a routed unit (7.1.1)", o.ID)
		}
	}
	return fmt.Sprintf("%s cannot end its move in %v with %s: %s", u.ID, h, strings.Join(with, ", "), why)
}
