package render

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// ViewPicture turns a side's view into a picture: the scenario's map with
// the pieces that side may see, and nothing else, so a picture can never
// show more than the view it is drawn from.
func ViewPicture(sc *scenarios.Scenario, v adjudicator.View) (Picture, error) {
	p := Picture{Title: fmt.Sprintf("%s: %s's view, %s", sc.ID, v.Side, v.Status), Scenario: sc}
	for _, pc := range v.Pieces {
		h, err := hexmap.ParseHex(pc.Hex)
		if err != nil {
			return p, fmt.Errorf("view of %s: piece %q: %v", v.Side, pc.Name, err)
		}
		c := Counter{Hex: h, Side: string(pc.Side), Type: pc.Type, Size: pc.Size, Name: pc.Name,
			Values: pc.Values, Markers: pc.Markers, FaceDown: pc.FaceDown, Reduced: pc.Reduced}
		if pc.Facing != "" {
			if c.Facing, err = hexmap.ParseDirection(pc.Facing); err != nil {
				return p, fmt.Errorf("view of %s: piece %q: %v", v.Side, pc.Name, err)
			}
		}
		p.Counters = append(p.Counters, c)
	}
	return p, nil
}
