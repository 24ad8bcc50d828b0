package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// The Pontoon Bridge and the ferry in a side's view (24.1.4): the
// bridge's numerical marker and the bridge are on the map for both
// sides; the ferry under way is its owner's bookkeeping.

// pontoonText is the view text's lines about them.
func pontoonText(b *strings.Builder, d ViewData) {
	if p := d.Pontoon; p != nil {
		b.WriteString("\nPontoon Bridge (24.1.4):\n")
		if p.Built {
			fmt.Fprintf(b, "  %s: built, a Mincio bridge crossed in March Movement (24.1.4.1, 22.2)\n", p.Hex)
		} else {
			fmt.Fprintf(b, "  %s: being built from %s, marker %d: ready after %s (24.1.4.1)\n", p.Hex, p.From, p.Count, commandPhases(p.Count))
		}
	}
	if f := d.Ferry; f != nil && !f.Done {
		fmt.Fprintf(b, "\nFerry (24.1.4.3):\n  %s from %s to %s, landing at the end of GT %d\n", f.Unit, f.From, f.To, f.Ends)
	}
}

// commandPhases says how many more Command Phases a marker of n needs.
func commandPhases(n int) string {
	if n == 1 {
		return "the next Command Phase"
	}
	return fmt.Sprintf("%d more Command Phases", n)
}

// pontoonPieces are the map picture's pieces for the bridge: the built
// bridge as its marker in its hex, the building marker's count on the
// stack it sits on (the train's hex, where the view shows a counter).
func pontoonPieces(d ViewData, owner adjudicator.Side, out []adjudicator.Piece) []adjudicator.Piece {
	p := d.Pontoon
	if p == nil {
		return out
	}
	if p.Built {
		return append(out, adjudicator.Piece{Hex: p.Hex.String(), Side: owner, Type: "bridge", Name: "Pontoon", Markers: []string{"Pontoon Bridge"}})
	}
	tag := fmt.Sprintf("Pontoon %d → %s", p.Count, p.Hex)
	for i := range out {
		if out[i].Hex == p.From.String() {
			out[i].Markers = append(out[i].Markers, tag)
			return out
		}
	}
	return out
}

// pontoonOwner is the Bridge Train's side, whose marker the bridge is;
// "" when the scenario deploys a bridge without a train.
func (s *State) pontoonOwner() adjudicator.Side {
	if t := s.train(); t != nil {
		return t.p.Side
	}
	return ""
}

// pontoonHints are a Formation section's template lines for the side's
// Bridge Train (24.1.4): the build while no bridge stands, the ferry.
func (s *State) pontoonHints(side adjudicator.Side) []string {
	t := s.train()
	if t == nil || t.p.Side != side || t.Gone != "" {
		return nil
	}
	var out []string
	if s.Pontoon == nil {
		out = append(out, "build "+t.ID+" HEX   # the Bridge Train starts the Pontoon Bridge in the Mincio hex next to it: ready in the 4th Command Phase (24.1.4.1)")
	}
	return append(out, "ferry UNIT HEX   # a unit stacked with "+t.ID+" crosses the Mincio to an empty hex two hexes away: its action, 1 GT per Stacking Value (24.1.4.3)")
}
