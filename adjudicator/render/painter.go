package render

import (
	"image/color"
	"math"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// painter draws one picture on a canvas. It holds what every layer needs:
// the map, the layout, the scale and the counters to draw.
type painter struct {
	p        Picture
	opt      Options
	m        *scenarios.Map
	l        layout
	u        float64 // HexSize/28: line widths and text sizes scale with it
	titleH   float64
	mapW     float64 // width of the map part, margins included
	width    float64
	height   float64
	counters []Counter
	legend   []legendRow
}

const (
	titleHeight   = 28
	titleSize     = 14
	maxTitleWidth = 1200 // a longer title is shrunk, then cut
	legendWidth   = 250
)

func newPainter(p Picture, opt Options) (*painter, error) {
	if err := checkInput(p, &opt); err != nil {
		return nil, err
	}
	pa := &painter{p: p, opt: opt, m: p.Scenario.Map, u: opt.HexSize / DefaultHexSize}
	pa.l = newLayout(pa.m.Grid, opt.HexSize)
	if opt.Setup {
		pa.counters = append(SetupCounters(p.Scenario), p.Counters...)
	} else {
		pa.counters = p.Counters
	}
	pa.measure()
	return pa, nil
}

// measure places the map on the picture and sizes the picture: a title
// band, the map with a margin, and the legend to its right.
func (pa *painter) measure() {
	s := pa.l.s
	lo, hi, any := pa.l.extent(pa.m.OnMap)
	if !any {
		lo, hi = pt2(0, 0), pt2(s, s)
	}
	if pa.p.Title != "" {
		pa.titleH = titleHeight
	}
	margin := 0.8 * s
	// A whole-pixel origin keeps the hex centres on whole pixels.
	pa.l.origin = pt2(math.Round(margin-lo.X), math.Round(pa.titleH+margin-lo.Y))
	pa.mapW = hi.X - lo.X + 2*margin
	pa.width = pa.mapW
	pa.height = pa.titleH + hi.Y - lo.Y + 2*margin
	if pa.opt.Legend {
		pa.legend = pa.legendRows()
		pa.width += legendWidth
		pa.height = max(pa.height, pa.titleH+legendHeight(pa.legend)+20)
	}
	pa.width = max(pa.width, min(textWidth(pa.p.Title, titleSize)+24, maxTitleWidth))
	pa.width, pa.height = float64(int(pa.width+0.999)), float64(int(pa.height+0.999))
}

func pt2(x, y float64) pt { return pt{x, y} }

// draw paints every layer, bottom to top.
func (pa *painter) draw(c canvas) {
	c.poly(rect(0, 0, pa.width, pa.height), fillOnly(colBackground))
	pa.drawTitle(c)
	pa.drawHexes(c)
	pa.drawFeatures(c)
	pa.drawContours(c)
	pa.drawHexsides(c, false)
	pa.drawPaths(c)
	pa.drawHexsides(c, true)
	pa.drawEntries(c)
	pa.drawNumbers(c)
	pa.drawHighlights(c)
	pa.drawCounters(c)
	pa.drawObjectives(c)
	pa.drawPlaces(c)
	if pa.opt.Legend {
		pa.drawLegend(c)
	}
}

func (pa *painter) drawTitle(c canvas) {
	if pa.p.Title == "" {
		return
	}
	c.group("title", "")
	title, size := fit(pa.p.Title, titleSize, pa.width-24)
	c.text(pt2(12, titleHeight/2+2), title, textStyle{size: size, col: colInk, anchor: start, bold: true})
	c.end()
}

// rect is an axis-aligned rectangle as a polygon.
func rect(x, y, w, h float64) []pt {
	return []pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

// on reports whether h is a hex of the map.
func (pa *painter) on(h hexmap.Hex) bool { return pa.m.OnMap(h) }

// mapHexes lists the map's hexes in printed order.
func (pa *painter) mapHexes() []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range pa.m.Grid.Hexes() {
		if pa.on(h) {
			out = append(out, h)
		}
	}
	return out
}

// sideColour is the colour of a side: the colour its id names ("red",
// "blue" …), else by its place in the scenario's side list, else derived
// from its id for a side the scenario lacks.
func (pa *painter) sideColour(side string) color.NRGBA {
	if v, ok := namedSideColours[side]; ok {
		return rgb(v)
	}
	for i, s := range pa.p.Scenario.Sides {
		if s.ID == side {
			if i < len(sideColours) {
				return rgb(sideColours[i])
			}
			break
		}
	}
	return hashColour(side, 0.6, 0.36)
}
