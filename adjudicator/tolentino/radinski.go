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
// On its bridge side the counter is a bridge, not a unit (16.1.1: "in any
// other case" it is a normal infantry unit): it has no ZoC, cannot attack
// or be attacked, and does not stop enemy units (zoc.go combatAt). The
// bridge lasts until the Austrian turns the counter back, or until the
// Neapolitans capture it by entering its hex (a move, an advance after
// combat or a retreat); then the capturer "will decide if to leave the
// bridge (and use it) or destroy it eliminating the Austrian unit"
// (16.1): the Neapolitan side's decision bridge-capture, answered by
// `standing bridge-capture keep|destroy`, default destroy. A kept bridge
// stays for both sides' use and the Austrian can no longer take it down.

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
	if c.unit != radinski || u == nil || !u.On || u.Gone || s.Side != Austria || s.specOf(u).Formation != s.Active {
		return nil, errors.New("only the Radinski company builds bridges, when its formation is active (16.1)")
	}
	if c.target == "off" {
		if u.Bridge == "" {
			return nil, errors.New("Radinski has no bridge up")
		}
		if s.RadCaptured {
			return nil, errors.New("the Neapolitans captured Radinski's bridge (16.1)")
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

// checkCapture: a Neapolitan combat unit u has entered a hex; if it is the
// hex of Radinski's bridge, the bridge is captured and the Neapolitan
// side decides its fate (16.1).
func (s *State) checkCapture(u *Unit) {
	r := s.unit(radinski)
	if r == nil || !r.On || r.Gone || r.Bridge == "" || s.RadCaptured || s.Capture || u.Hex != r.Hex || s.specOf(u).Side != Naples || s.specOf(u).leader() {
		return
	}
	s.Capture = true
}

func (s *State) captureDecision() adjudicator.Decision {
	r := s.unit(radinski)
	return adjudicator.Decision{Side: Naples, Kind: "bridge-capture", Accepts: []string{"standing-bridge-capture"},
		Prompt:  fmt.Sprintf("you captured Radinski's bridge at %v/%s: leave it (and use it) or destroy it, eliminating the Austrian unit (16.1)?", r.Hex, r.Bridge),
		Options: []string{"standing bridge-capture destroy", "standing bridge-capture keep"},
		Default: &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "standing bridge-capture destroy", Kind: "standing-bridge-capture", Standing: true, Key: "bridge-capture"}}
}

// capture applies the Neapolitan answer (16.1).
func (s *State) capture(c *cmd) ([]adjudicator.Event, error) {
	if !s.Capture || c.key != "bridge-capture" {
		return nil, errors.New("no capture of Radinski's bridge (16.1) is pending")
	}
	s.Capture = false
	r := s.unit(radinski)
	where := fmt.Sprintf("%v/%s", r.Hex, r.Bridge)
	if c.target == "keep" {
		s.RadCaptured = true
		return []adjudicator.Event{{Code: "bridge", Text: fmt.Sprintf("the Neapolitans capture Radinski's bridge at %s and keep it (16.1)", where)}}, nil
	}
	note := s.eliminate(r, true)
	r.Bridge = ""
	return []adjudicator.Event{{Code: "bridge", Text: fmt.Sprintf("the Neapolitans capture Radinski's bridge at %s and destroy it: %s (16.1)", where, note)}}, nil
}
