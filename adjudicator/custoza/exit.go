package custoza

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// Exiting off the map edge (24.2 AH 3: "exits an entire Corps off the
// south map edge, west of hex 4034 (inclusive)"). The rules give no
// procedure; mincio's reading (docs/orders-custoza.md, "Exit"): a Force
// of the active Formation standing in an exit hex — a hex of the south
// edge of the scenario's map in a column up to the west-of hex's,
// inclusive, of one of its side's exit-corps objectives — leaves the map
// as its one action of the GT (6.6), `exit FORCE`. Its units are out of
// the game, Gone "exited": they count for the exit-corps condition and
// not as losses (19.2 counts lost and Routed SP only).

// goneExited is Unit.Gone for a unit that left the map by an edge.
const goneExited = "exited"

// exitHexes are side's exit hexes, ascending; none when no objective of
// the side has an exit-corps condition (loadStrategic keeps them in
// strategicRules.exits).
func (b *battle) exitHexes(side adjudicator.Side) []hexmap.Hex {
	var out []hexmap.Hex
	for _, c := range b.sc.Strategics {
		if adjudicator.Side(c.Side) != side || c.Kind != condExitCorps {
			continue
		}
		west, err := hexmap.ParseHex(extraOf(c.Extra, "west-of"))
		if err != nil {
			continue
		}
		for _, h := range b.southEdge() {
			if h.Col <= west.Col && !slices.Contains(out, h) {
				out = append(out, h)
			}
		}
	}
	slices.SortFunc(out, hexmap.Hex.Compare)
	return out
}

// southEdge is the southernmost hex of the scenario's map in each column.
func (b *battle) southEdge() []hexmap.Hex {
	last := map[int]hexmap.Hex{}
	var cols []int
	for i := 0; i < b.grid.Len(); i++ {
		if !b.onMap[i] {
			continue
		}
		h := b.grid.HexAt(i)
		prev, ok := last[h.Col]
		if !ok {
			cols = append(cols, h.Col)
		}
		if !ok || h.Row > prev.Row {
			last[h.Col] = h
		}
	}
	slices.Sort(cols)
	var out []hexmap.Hex
	for _, c := range cols {
		out = append(out, last[c])
	}
	return out
}

// exitMap is `exit FORCE`.
func (s *State) exitMap(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	side := force[0].p.Side
	hexes := s.b.strat.exits[s.b.sideIndex(side)]
	if len(hexes) == 0 {
		return fmt.Errorf("%s has no map edge to exit by: only an exit-corps Strategic Objective opens one (%s)", side, s.citeNoGoito("24.2"))
	}
	for _, u := range force {
		if !slices.Contains(hexes, u.Hex) {
			return fmt.Errorf("%s is in %s, not in an exit hex of the south edge (%s; 24.2)", u.ID, u.Hex, hexText(hexes))
		}
	}
	if why := s.ezorRefused(force, kMove, hexmap.Hex{}); why != "" {
		return errors.New(why)
	}
	name, at := s.forceName(force), force[0].Hex
	for _, u := range force {
		u.On, u.Gone, u.Acted, u.Moved = false, goneExited, true, true
	}
	s.touch()
	s.event(adjudicator.Event{Code: "exit", Text: fmt.Sprintf("%s exits the map by the south edge at %s (24.2)", name, at)})
	return nil
}

func extraOf(rs []scenarios.Rating, key string) string {
	for _, r := range rs {
		if r.Key == key {
			return r.Value
		}
	}
	return ""
}
