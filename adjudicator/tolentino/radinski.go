package tolentino

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The Radinski company (16.1): this Austrian pioneer unit can build a
// bridge. It must stay a full turn next to the stream hexside to cross;
// in its next activation it is turned to its bridge side (`bridge rad
// DIR`, DIR the compass word of the stream hexside of its hex) and a bridge
// exists there while it stays so. `bridge rad off` turns it back: the
// bridge is gone and the unit may move again. Otherwise it is an ordinary
// infantry unit (16.1.1).
//
// NOT DONE: the capture of the bridge by a Neapolitan unit entering the
// hex, and the Austrian choice to leave the bridge or destroy it: here the
// bridge exists exactly while Radinski is on the map on its bridge side.

const radinski = "rad"

// pontoon is the hexside of Radinski's bridge, or the zero Hexside.
func (s *State) pontoon() hexmap.Hexside {
	u := s.unit(radinski)
	if u == nil || !u.On || u.Gone || u.Bridge == "" {
		return hexmap.Hexside{}
	}
	d, err := hexmap.ParseDirection(u.Bridge)
	if err != nil {
		return hexmap.Hexside{}
	}
	return s.b.grid.Hexside(u.Hex, d)
}

// bridge carries out `bridge rad DIR|off`.
func (s *State) bridge(c *cmd) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	if c.unit != radinski || u == nil || !u.On || u.Gone || s.Side != Austria || s.spec(u.ID).Formation != s.Active {
		return nil, errors.New("only the Radinski company builds bridges, when its formation is active (16.1)")
	}
	if c.target == "off" {
		if u.Bridge == "" {
			return nil, errors.New("Radinski has no bridge up")
		}
		u.Bridge = ""
		return []adjudicator.Event{{Code: "bridge", Text: "Radinski takes its bridge down (16.1)"}}, nil
	}
	if u.Acted || u.Bridge != "" {
		return nil, errors.New("Radinski has already acted or built this turn")
	}
	d, err := hexmap.ParseDirection(c.target)
	if err != nil || !s.b.grid.HasDirection(d) {
		return nil, fmt.Errorf("%q is not a hexside direction (n ne se s sw nw)", c.target)
	}
	hs := s.b.grid.Hexside(u.Hex, d)
	if !s.b.stream[hs] || s.b.bridge[hs] {
		return nil, fmt.Errorf("the %s hexside of %v is not a stream without a bridge", c.target, u.Hex)
	}
	if s.Turn < u.Arrived+2 {
		return nil, fmt.Errorf("Radinski must stay a full turn next to the stream first: it came to %v on turn %d (16.1)", u.Hex, u.Arrived)
	}
	u.Bridge, u.Acted = strings.ToLower(c.target), true
	return []adjudicator.Event{{Code: "bridge", Text: fmt.Sprintf("Radinski builds a bridge on %v/%s (16.1)", u.Hex, u.Bridge)}}, nil
}
