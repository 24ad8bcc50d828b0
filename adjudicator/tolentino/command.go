package tolentino

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// rangeHexes lists the hexes within the command range of leader l (4.3):
// the range is in command points spent by terrain (4.3.1, the chart's cmd
// column), it cannot be traced into an enemy unit's hex (4.3.3) and may be
// traced through enemy ZoCs.
func (s *State) rangeHexes(l *Unit) []hexmap.Hex {
	if l == nil || !l.On || l.Gone {
		return nil
	}
	p := s.spec(l.ID)
	enemyAt, pontoon := s.enemyTable(p.Side), s.pontoon() // once, not at every step
	return s.b.grid.WithinIndexed(l.Hex, hexmap.MPs(p.Range), func(from, to int32, dir int) (hexmap.Cost, bool) {
		if enemyAt[to] {
			return 0, false // 4.3.3
		}
		return s.b.cmdCostAt(from, to, dir, pontoon), true
	}, hexmap.IndexOptions{})
}

// inRange reports whether h is in the command range of leader id.
func (s *State) inRange(id string, h hexmap.Hex) bool {
	return slices.Contains(s.rangeHexes(s.unit(id)), h)
}

// commandCheck is step B.2 of the active formation: Out of Command markers
// (4.3, 4.3.2, 4.5.1) and the Neapolitan rule 4.3.4.
func (s *State) commandCheck() []adjudicator.Event {
	f := s.form(s.Active)
	side := s.b.sideOfFormation(f.ID)
	var ev []adjudicator.Event
	in := s.inCommand(f)
	var ooc []string
	for _, u := range s.formationUnits(f.ID) {
		u.OOC = !in[u.ID] && !u.New // 15.4.1
		if u.OOC {
			ooc = append(ooc, u.ID)
			if u.Order == "" {
				u.Order = "defense" // 5.3
			}
		}
	}
	if len(ooc) > 0 {
		ev = append(ev, adjudicator.Event{Code: "out-of-command", To: adjudicator.Only(side),
			Text: fmt.Sprintf("%s: out of command, Defense order (4.3, 5.3): %v", f.ID, ooc)})
	}
	if side == Naples {
		ev = append(ev, s.neapolitanCommand(f)...)
	}
	return ev
}

// inCommand returns the units of formation f that are in command: within
// their officer's range (4.3), or adjacent to a unit of the formation that
// is (4.3.2 battle line). Von Mohr commands every artillery unit within his
// range (4.5.1). 4.4.5: with its officer dead, the formation is out of
// command for the rest of the game. 3.2.1: all units start in command (the
// scenario's first turn).
func (s *State) inCommand(f *Formation) map[string]bool {
	in := map[string]bool{}
	units := s.formationUnits(f.ID)
	if s.Turn == s.firstTurn() { // 3.2.1
		for _, u := range units {
			in[u.ID] = true
		}
		return in
	}
	if f.NoCmd {
		return in
	}
	hexes := s.rangeHexes(s.unit(f.Leader))
	mohr := s.rangeHexes(s.unit("mohr"))
	for _, u := range units {
		in[u.ID] = slices.Contains(hexes, u.Hex) || s.specOf(u).art() && slices.Contains(mohr, u.Hex) && s.specOf(u).Side == Austria
	}
	s.battleLine(units, in)
	return in
}

// battleLine is 4.3.2: "A unit not actually within Command Range but
// adjacent to a unit of its formation that is in Command is considered to
// be in Command." A unit put in command so is itself "in Command", so by
// default the line runs on as a chain of adjacent units; the scenario's
// `rule battle-line step` keeps it to one step from the units within
// range (docs/rules-coverage-tolentino.md, 4.3.2).
func (s *State) battleLine(units []*Unit, in map[string]bool) {
	ranged := map[string]bool{}
	for id, ok := range in {
		ranged[id] = ok
	}
	chain := s.ruleValue("battle-line", "chain") != "step"
	for changed := true; changed; {
		changed = false
		for _, u := range units {
			if in[u.ID] {
				continue
			}
			for _, o := range units {
				from := ranged[o.ID] || chain && in[o.ID]
				if o != u && from && s.b.grid.Adjacent(u.Hex, o.Hex) {
					in[u.ID], changed = true, chain
					break
				}
			}
		}
	}
}

// firstTurn is the scenario's first turn (3.2): 1 unless its turn track
// starts later ("turns A-B").
func (s *State) firstTurn() int {
	if s.b.sc.FirstTurn > 0 {
		return s.b.sc.FirstTurn
	}
	return 1
}

// ruleValue is the value of the scenario's rule name, or def when the
// scenario does not set it.
func (s *State) ruleValue(name, def string) string {
	if v, ok := s.b.sc.Rule(name); ok {
		return v
	}
	return def
}

// officers lists the hexes of the officers of formation f for 4.3.4: its
// officer in command now (4.4.5, 4.5.2: a replacement leads it with its
// formation marker) and the division and brigade officers of its counters
// that lead no other formation (4.5.2: Lechi, leading another division,
// leaves De Majo autonomous).
func (s *State) officers(f *Formation) []hexmap.Hex {
	var out []hexmap.Hex
	for _, u := range s.Units {
		p := u.p
		if !p.leader() || p.Role == "army" || !u.On || u.Gone {
			continue
		}
		leads := ""
		for _, g := range s.Forms {
			if g.Leader == u.ID {
				leads = g.ID
			}
		}
		if u.ID == f.Leader || p.Formation == f.ID && (leads == "" || leads == f.ID) {
			out = append(out, u.Hex)
		}
	}
	return out
}

// neapolitanCommand: 4.3.4 Neapolitan units must be in the hex of, or
// adjacent to, one of their officers (division or brigade) in the Orders
// step of their activation, else they become Disordered (once).
func (s *State) neapolitanCommand(f *Formation) []adjudicator.Event {
	if s.Turn == s.firstTurn() { // 3.2.1
		return nil
	}
	officers := s.officers(f)
	var hit []string
	for _, u := range s.formationUnits(f.ID) {
		near := false
		for _, h := range officers {
			near = near || h == u.Hex || s.b.grid.Adjacent(h, u.Hex)
		}
		if !near && u.Dis == good {
			u.Dis = disorder
			hit = append(hit, u.ID)
		}
	}
	if len(hit) == 0 {
		return nil
	}
	return []adjudicator.Event{{Code: "disorder", To: adjudicator.Only(Naples), Text: fmt.Sprintf("%s: not with or next to an officer, Disordered (4.3.4): %v", f.ID, hit)}}
}

// formationUnits lists the combat units of formation id on the map.
func (s *State) formationUnits(id string) []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		p := s.specOf(u)
		if u.On && !u.Gone && !p.leader() && p.Formation == id {
			out = append(out, u)
		}
	}
	return out
}

// armyCommander returns the side's army commander on the map, or Von Mohr
// when Bianchi is gone (4.5.1); nil if none.
func (s *State) armyCommander(side adjudicator.Side) *Unit {
	for _, u := range s.Units {
		p := s.specOf(u)
		if p.Role == "army" && p.Side == side && u.On && !u.Gone {
			return u
		}
	}
	if side == Austria {
		if m := s.unit("mohr"); m != nil && m.On && !m.Gone {
			return m
		}
	}
	return nil
}

// initValue is the army commander's initiative value (6, 4.2); 0 without
// one (Von Mohr replacing Bianchi uses his IR).
func (s *State) initValue(side adjudicator.Side) int {
	c := s.armyCommander(side)
	if c == nil {
		return 0
	}
	if p := s.spec(c.ID); p.Init > 0 {
		return p.Init
	}
	return s.spec(c.ID).IR
}
