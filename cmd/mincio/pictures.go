package main

import (
	"bytes"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/scenarios"
)

// pictures draws a side's view as SVG, and as PNG at pngScale times the
// usual hex size (none when 0), for report mails.
func pictures(sc *scenarios.Scenario, v adjudicator.View, pngScale float64) (png, svg []byte, err error) {
	if sc.Map == nil {
		return nil, nil, nil // a scenario without a map has nothing to draw
	}
	p, err := render.ViewPicture(sc, v)
	if err != nil {
		return nil, nil, err
	}
	opt := render.DefaultOptions()
	opt.Legend = true
	var sb bytes.Buffer
	if err := render.SVG(&sb, p, opt); err != nil {
		return nil, nil, err
	}
	if pngScale <= 0 {
		return nil, sb.Bytes(), nil
	}
	opt.HexSize = max(render.DefaultHexSize*pngScale, render.MinHexSize)
	var pb bytes.Buffer
	if err := render.PNG(&pb, p, opt); err != nil {
		return nil, nil, err
	}
	return pb.Bytes(), sb.Bytes(), nil
}
