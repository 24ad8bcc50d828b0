package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
)

// pieces is View.Pieces: the counters side may see (counters), as the
// core describes them.
func (s *State) pieces(d ViewData) []adjudicator.Piece {
	var out []adjudicator.Piece
	for _, c := range s.counters(d) {
		out = append(out, adjudicator.Piece{Hex: c.Hex.String(), Side: adjudicator.Side(c.Side), Type: c.Type, Name: c.Name,
			Values: c.Values, Markers: c.Markers, FaceDown: c.FaceDown, Reduced: c.Reduced})
	}
	return out
}

// counters lists the counters of view data d, for the map picture
// (adjudicator/render), with the fog of war of 11.3.2 applied exactly as
// in View: own counters and enemy counters in line of sight face up with
// their markers; each enemy stack out of sight is one face-down counter
// with no markers.
func (s *State) counters(d ViewData) []render.Counter {
	side := d.Side
	var out []render.Counter
	for _, u := range d.Units {
		c := render.Counter{Hex: u.Hex, Side: string(u.Side), Type: u.Type, Name: u.ID, Reduced: u.Reduced}
		if u.Type != "leader" {
			c.Values = fmt.Sprintf("%d-%d-%d", u.SP, u.Eff, u.MP)
		}
		for _, m := range []struct {
			on   bool
			name string
		}{{u.Status == "disordered", "Disordered"}, {u.Status == "routed", "Routed"}, {u.March, "March"},
			{u.Moved, "Moved"}, {u.Activated, "A"}, {u.OOC, "OOC"}, {u.Morale != 0, fmt.Sprintf("Morale %+d", u.Morale)}} {
			if m.on {
				c.Markers = append(c.Markers, m.name)
			}
		}
		if u.Type == "art" && s.spec(u.ID).horse() {
			c.Type = "hart"
		}
		out = append(out, c)
	}
	for _, h := range d.Hidden {
		out = append(out, render.Counter{Hex: h.Hex, Side: string(enemy(side)), FaceDown: true})
	}
	return out
}
