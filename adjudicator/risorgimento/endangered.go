package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// 8.4: a leader is endangered when stacked with units that receive an
// artillery D+1, when stacked with units that receive two or more Hits in
// an attack, and when alone in a hex an enemy combat unit moves adjacent
// to; he rolls the d10 and on 7 or more is Finished for the turn
// (leaderHex then hides him from every game function). A corps commander
// Finished before his corps' two activations finishes the corps; a lone
// leader then joins the nearest combat unit of his command.

// endangerStacked rolls 8.4 for every leader of side in h, stacked with
// units that received fire result fire or attackHits Hits in an attack.
func (s *State) endangerStacked(r dice.Roller, side adjudicator.Side, h hexmap.Hex, fire FireResult, attackHits int) []adjudicator.Event {
	if s.rev() < leadersRevision || !Endangered(fire, attackHits, false, false) {
		return nil
	}
	var ev []adjudicator.Event
	for k, li := range s.w.leaders {
		if li.Side == side && s.Leaders[k].Hex.is(h.String()) && !s.Leaders[k].Finished {
			why := "stacked with units that received a D+1"
			if fire != DPlus1 {
				why = fmt.Sprintf("stacked with units that received %d Hits in an attack", attackHits)
			}
			ev = append(ev, s.leaderRoll(r, k, why)...)
		}
	}
	return ev
}

// endangerLone rolls 8.4 for each enemy leader of mover alone in a hex
// adjacent to one of path's hexes (the hexes unit i entered), then places
// him with the nearest combat unit of his command.
func (s *State) endangerLone(r dice.Roller, i int, path []hexmap.Hex) []adjudicator.Event {
	if s.rev() < leadersRevision {
		return nil
	}
	g := s.w.m.Grid
	var b *board // the position before any leader rejoins; asked only of a leader next to the path
	side := s.sideOf(i)
	var ev []adjudicator.Event
	for k, li := range s.w.leaders {
		l := &s.Leaders[k]
		if li.Side == side || l.Hex.empty() {
			continue
		}
		at, err := l.Hex.hex()
		if err != nil || !slices.ContainsFunc(path, func(h hexmap.Hex) bool { return g.Adjacent(h, at) }) {
			continue
		}
		if b == nil {
			b = s.board()
		}
		if len(b.on(at)) > 0 {
			continue
		}
		if !l.Finished {
			ev = append(ev, s.leaderRoll(r, k, fmt.Sprintf("alone in %s when %s moved adjacent", at, s.Units[i].ID))...)
		}
		if to, ok := LeaderRejoins(g, at, s.commandPlaced(li)); ok && to != at {
			l.Hex = hexText(to)
			ev = append(ev, event("leader", fmt.Sprintf("%s goes to %s, the nearest combat unit of his command (8.4)", li.ID, to)))
		}
	}
	return ev
}

// leaderRoll is 8.4's roll for leader k.
func (s *State) leaderRoll(r dice.Roller, k int, why string) []adjudicator.Event {
	li := s.w.leaders[k]
	roll, finished := LeaderRoll(r, li.ID)
	text := fmt.Sprintf("%s is endangered, %s: roll %d", li.ID, why, roll)
	if !finished {
		return []adjudicator.Event{event("leader", text+", less than 7: unharmed (8.4)")}
	}
	s.Leaders[k].Finished = true
	text += ", 7 or more: Finished for the turn"
	switch li.Role {
	case "brigadier":
		text += ", his units Out of Command (8.4)"
	case "corps":
		text += " (8.4)"
		for _, ci := range s.w.corps {
			if c := s.corps(ci.ID); ci.Leader == li.ID && !c.Finished && CorpsFinishedByLeader(c.Acts) {
				c.Finished = true
				text += fmt.Sprintf("; before his two activations: %s is Finished for the turn (8.4)", ci.ID)
			}
		}
	default:
		text += " (8.4)"
	}
	return []adjudicator.Event{event("leader", text)}
}

// commandPlaced are the combat units on the map of leader li's command: a
// brigadier's brigade (8.4), a corps commander's corps, an overall
// commander's army (decision: 8.4 names only the brigade).
func (s *State) commandPlaced(li *leaderInfo) []Placed {
	var out []Placed
	for j, ui := range s.w.units {
		ok := ui.Side == li.Side
		switch li.Role {
		case "brigadier":
			ok = s.w.brigade(ui.Brigade).Leader == li.ID
		case "corps":
			ok = s.w.corpsOf(ui.Corps).Leader == li.ID
		}
		if ok && s.Units[j].onMap() {
			out = append(out, Placed{Unit: s.rules(j), Hex: s.Units[j].hex()})
		}
	}
	return out
}

// hexesOf are the distinct hexes of units is, in their order.
func (s *State) hexesOf(is []int) []hexmap.Hex {
	var out []hexmap.Hex
	for _, i := range is {
		if h := s.Units[i].hex(); s.Units[i].onMap() && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}
