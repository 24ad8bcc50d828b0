package main

import (
	"bytes"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/scenarios"
)

// viewPicture turns a side's view into a picture: the scenario's map with
// the pieces that side may see, and nothing else.
func viewPicture(sc *scenarios.Scenario, v adjudicator.View) (render.Picture, error) {
	p := render.Picture{Title: fmt.Sprintf("%s: %s's view, %s", sc.ID, v.Side, v.Status), Scenario: sc}
	for _, pc := range v.Pieces {
		h, err := hexmap.ParseHex(pc.Hex)
		if err != nil {
			return p, fmt.Errorf("view of %s: piece %q: %v", v.Side, pc.Name, err)
		}
		c := render.Counter{Hex: h, Side: string(pc.Side), Type: pc.Type, Size: pc.Size, Name: pc.Name,
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

// pictures draws a side's view as SVG, and as PNG when asked, for report
// mails.
func pictures(sc *scenarios.Scenario, v adjudicator.View, withPNG bool) (png, svg []byte, err error) {
	if sc.Map == nil {
		return nil, nil, nil // a scenario without a map has nothing to draw
	}
	p, err := viewPicture(sc, v)
	if err != nil {
		return nil, nil, err
	}
	opt := render.DefaultOptions()
	opt.Legend = true
	var sb bytes.Buffer
	if err := render.SVG(&sb, p, opt); err != nil {
		return nil, nil, err
	}
	if !withPNG {
		return nil, sb.Bytes(), nil
	}
	var pb bytes.Buffer
	if err := render.PNG(&pb, p, opt); err != nil {
		return nil, nil, err
	}
	return pb.Bytes(), sb.Bytes(), nil
}
