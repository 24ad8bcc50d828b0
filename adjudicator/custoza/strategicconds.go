package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The condition kinds of a `strategic SIDE N KIND …` line (24.2, 26.2),
// each evaluated at the end of the game with a reason a player can check.
const (
	condControl     = "control"              // SIDE controls every hex (2.2)
	condOccupy      = "occupy"               // SIDE's combat units stand in every hex
	condLoC         = "loc"                  // SIDE traces a valid LoC from the first hex (20.1)
	condCutLoC      = "cut-loc"              // the enemy cannot trace a valid LoC between the two hexes
	condWestMincio  = "corps-west-of-mincio" // all on-map units of an uncollapsed Corps west of the Mincio
	condExitCorps   = "exit-corps"           // an entire uncollapsed Corps exited off the south edge
	condBridgesEast = "mincio-bridges-east"  // SIDE controls the east side of every Mincio bridge
)

// StrategicKinds are the condition kinds, for the validator and the docs.
var StrategicKinds = []string{condControl, condOccupy, condLoC, condCutLoC, condWestMincio, condExitCorps, condBridgesEast}

// StrategicKeys are the keys a strategic line may carry: name="…" (the
// objective's name), join="A B" (Formations that count as one Corps, 24.2
// "the Haller and Taxis Divisions are from the same Corps"), west-of=HEX
// (exit-corps: the edge hexes of a column up to HEX's, inclusive).
var StrategicKeys = []string{"name", "join", "west-of"}

// condResult is one condition's verdict and its reason.
type condResult struct {
	met bool
	why string
}

// evalStrategic says whether side's condition c is met now, and why.
func (s *State) evalStrategic(side adjudicator.Side, c *scenarios.Strategic) condResult {
	switch c.Kind {
	case condControl:
		return s.controlAll(side, c.Hexes, "controls")
	case condBridgesEast:
		r := s.controlAll(side, s.b.strat.bridgesEast, "controls the east-bank hexes of the Mincio bridges")
		return r
	case condOccupy:
		var miss []string
		for _, h := range c.Hexes {
			if s.sideAt(h) != side {
				miss = append(miss, h.String())
			}
		}
		if len(miss) > 0 {
			return condResult{false, fmt.Sprintf("%s occupies %s: not %s", side, hexText(c.Hexes), strings.Join(miss, " "))}
		}
		return condResult{true, fmt.Sprintf("%s occupies %s", side, hexText(c.Hexes))}
	case condLoC:
		to := s.b.adv.supply[side]
		if len(c.Hexes) > 1 {
			to = c.Hexes[1:]
		}
		if s.locBetween(side, c.Hexes[0], to) {
			return condResult{true, fmt.Sprintf("%s traces a valid LoC from %s to %s (20.1)", side, c.Hexes[0], hexText(to))}
		}
		return condResult{false, fmt.Sprintf("%s traces no valid LoC from %s to %s (20.1)", side, c.Hexes[0], hexText(to))}
	case condCutLoC:
		en := s.b.enemy(side)
		if s.locBetween(en, c.Hexes[0], c.Hexes[1:]) {
			return condResult{false, fmt.Sprintf("%s still traces a valid LoC between %s and %s (20.1)", en, c.Hexes[0], hexText(c.Hexes[1:]))}
		}
		return condResult{true, fmt.Sprintf("%s cannot trace a valid LoC between %s and %s (20.1)", en, c.Hexes[0], hexText(c.Hexes[1:]))}
	case condWestMincio:
		return s.corpsWestOfMincio(side, c)
	case condExitCorps:
		return s.corpsExited(side, c)
	}
	return condResult{false, "unknown condition kind " + c.Kind}
}

// controlAll: side controls every hex of hs (2.2).
func (s *State) controlAll(side adjudicator.Side, hs []hexmap.Hex, what string) condResult {
	var miss []string
	for _, h := range hs {
		if who := s.controller(h); who != string(side) {
			if who == "" {
				who = "nobody"
			}
			miss = append(miss, h.String()+" ("+who+")")
		}
	}
	if len(miss) > 0 {
		return condResult{false, fmt.Sprintf("%s %s %s: not %s (2.2)", side, what, hexText(hs), strings.Join(miss, ", "))}
	}
	return condResult{true, fmt.Sprintf("%s %s %s (2.2)", side, what, hexText(hs))}
}

// corpsGroups are side's Corps, each a list of Formation ids: every
// Formation of kind corps, those a join= names counting as one (24.1:
// "all AH Formations are Corps", 24.2's Haller and Taxis).
func (s *State) corpsGroups(side adjudicator.Side, c *scenarios.Strategic) [][]string {
	var join []string
	for _, r := range c.Extra {
		if r.Key == "join" {
			join = strings.Fields(r.Value)
		}
	}
	var out [][]string
	if len(join) > 0 {
		out = append(out, join)
	}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fs.Side == side && fs.Kind == "corps" && !slices.Contains(join, id) {
			out = append(out, []string{id})
		}
	}
	return out
}

// groupCollapsed: a Formation of the group is Collapsed (19.1).
func (s *State) groupCollapsed(group []string) bool {
	for _, id := range group {
		if fs := s.b.forms[id]; fs != nil && s.collapsed(fs) {
			return true
		}
	}
	return false
}

// groupUnits are the combat units of the group's Formations.
func (s *State) groupUnits(group []string) []*Unit {
	var out []*Unit
	for _, id := range group {
		fs := s.b.forms[id]
		if fs == nil {
			continue
		}
		for _, uid := range fs.units {
			if u := s.unit(uid); u != nil && !u.p.commander() {
				out = append(out, u)
			}
		}
	}
	return out
}

// corpsVerdict tries each uncollapsed Corps of side with verdict, which
// says whether the Corps meets the condition and why; met with the first
// that does, else not met with every Corps' reason after failed.
func (s *State) corpsVerdict(side adjudicator.Side, c *scenarios.Strategic, failed string, verdict func(name string, units []*Unit) (bool, string)) condResult {
	var notes []string
	for _, g := range s.corpsGroups(side, c) {
		name := strings.Join(g, "+")
		if s.groupCollapsed(g) {
			notes = append(notes, name+" is Collapsed")
			continue
		}
		ok, why := verdict(name, s.groupUnits(g))
		if ok {
			return condResult{true, why}
		}
		notes = append(notes, why)
	}
	return condResult{false, failed + ": " + strings.Join(notes, "; ")}
}

// corpsWestOfMincio is 24.2 AH 1: "all on map units of an uncollapsed
// Corps west of the Mincio River". Reading: the Corps' combat units on
// the map (at least one) all stand west of the river.
func (s *State) corpsWestOfMincio(side adjudicator.Side, c *scenarios.Strategic) condResult {
	return s.corpsVerdict(side, c, "no uncollapsed Corps has all its on-map units west of the Mincio", func(name string, units []*Unit) (bool, string) {
		var on, east []string
		for _, u := range units {
			if u.On && u.Gone == "" {
				on = append(on, u.ID)
				if !s.b.westOfMincio(u.Hex) {
					east = append(east, u.ID+" "+u.Hex.String())
				}
			}
		}
		switch {
		case len(on) == 0:
			return false, name + " has no unit on the map"
		case len(east) > 0:
			return false, name + " has units not west of the Mincio (" + strings.Join(east, ", ") + ")"
		}
		return true, fmt.Sprintf("all %d on-map units of %s, uncollapsed, are west of the Mincio", len(on), name)
	})
}

// corpsExited is 24.2 AH 3: "exits an entire Corps off the south map
// edge, west of hex 4034 (inclusive) ... all of the units of that Corps
// must exit ..., excluding eliminated and Routed units, and the Corps is
// not Collapsed".
func (s *State) corpsExited(side adjudicator.Side, c *scenarios.Strategic) condResult {
	return s.corpsVerdict(side, c, "no uncollapsed Corps has exited entire off the south edge", func(name string, units []*Unit) (bool, string) {
		var out, left []string
		for _, u := range units {
			switch {
			case u.Gone == goneExited:
				out = append(out, u.ID)
			case u.Gone != "": // eliminated, routed, surrendered: excepted
			default:
				left = append(left, u.ID)
			}
		}
		switch {
		case len(out) == 0:
			return false, name + " has exited no unit"
		case len(left) > 0:
			return false, name + " still has " + strings.Join(left, " ") + " in the game"
		}
		return true, fmt.Sprintf("%s, uncollapsed, has exited all its units off the south edge (%s; eliminated and Routed units excepted)", name, strings.Join(out, " "))
	})
}

// mincioColumns is, for each row holding Mincio or lake hexes, the column
// just east of its easternmost one: a hex of the row with a smaller
// column is west of the Mincio (lake Garda closes the line in the north
// rows; docs/scenario-custoza.md).
func (b *battle) mincioColumns() map[int]int {
	out := map[int]int{}
	for i := 0; i < b.grid.Len(); i++ {
		h := b.grid.HexAt(i)
		switch b.terrain[i] {
		case "mincio", "mincio-bridge", "lake":
			if h.Col+1 > out[h.Row] {
				out[h.Row] = h.Col + 1
			}
		}
	}
	return out
}

// westOfMincio: h lies west of the river (not on it).
func (b *battle) westOfMincio(h hexmap.Hex) bool {
	c, ok := b.strat.westOf[h.Row]
	if !ok {
		return false
	}
	switch b.terrainOf(h) {
	case "mincio", "mincio-bridge", "lake":
		return false
	}
	return h.Col < c
}

// mincioBridgesEast are "the East side of every bridge over the Mincio"
// (26.2 AH 1): for each mincio-bridge hex of the map, its north-east and
// south-east neighbours on the map that are not river or lake
// (docs/scenario-custoza.md gives the reading and custoza.map's hexes).
func (b *battle) mincioBridgesEast() []hexmap.Hex {
	var out []hexmap.Hex
	for i := 0; i < b.grid.Len(); i++ {
		if b.terrain[i] != "mincio-bridge" || !b.onMap[i] {
			continue
		}
		bridge := b.grid.HexAt(i)
		for _, d := range []hexmap.Direction{hexmap.NE, hexmap.SE} {
			h, ok := b.grid.Neighbor(bridge, d)
			if !ok || !b.on(h) {
				continue
			}
			switch b.terrainOf(h) {
			case "mincio", "mincio-bridge", "lake":
				continue
			}
			if !slices.Contains(out, h) {
				out = append(out, h)
			}
		}
	}
	slices.SortFunc(out, hexmap.Hex.Compare)
	return out
}

// hexText is the hexes as words.
func hexText(hs []hexmap.Hex) string { return strings.Join(hexWords(hs), " ") }
