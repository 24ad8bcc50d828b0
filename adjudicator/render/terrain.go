package render

import (
	"cmp"
	"image/color"
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// defaultTerrain colours hexes of a map that gives no terrain.
const defaultTerrain = "clear"

// hexColour is the fill of a hex: its terrain colour, tinted by level.
func (pa *painter) hexColour(h hexmap.Hex) color.NRGBA {
	name := defaultTerrain
	if t, ok := pa.m.Terrain(h); ok {
		name = t.Name
	}
	return levelTint(terrainColour(name), pa.m.Elevation(h))
}

// drawHexes fills every hex with its terrain colour and outlines it, a
// group per colour (in order of first appearance) so that the SVG states
// each colour once. Hexes only touch: the order shows at most in the
// PNG's edge pixels.
func (pa *painter) drawHexes(c canvas) {
	c.group("hexes", "")
	byColour := map[color.NRGBA][]hexmap.Hex{}
	var colours []color.NRGBA
	for _, h := range pa.mapHexes() {
		col := pa.hexColour(h)
		if byColour[col] == nil {
			colours = append(colours, col)
		}
		byColour[col] = append(byColour[col], h)
	}
	p := paint{stroke: colHexEdge, width: 0.6 * pa.u}
	for _, p.fill = range colours {
		c.group("", "")
		for _, h := range byColour[p.fill] {
			c.poly(pa.l.corners(h, pa.l.s), p)
		}
		c.end()
	}
	c.end()
}

// drawContours draws a brown line on each hexside between hexes of
// different levels.
func (pa *painter) drawContours(c canvas) {
	if len(pa.m.Levels) == 0 {
		return
	}
	c.group("contours", "")
	st := paint{stroke: colContour, width: 1.8 * pa.u, round: true}
	dirs := pa.m.Grid.Directions()
	for _, h := range pa.mapHexes() {
		for i := 0; i < 3; i++ {
			n, ok := pa.m.Grid.Neighbor(h, dirs[i])
			if !ok || !pa.on(n) || pa.m.Elevation(n) == pa.m.Elevation(h) {
				continue
			}
			a, b := pa.l.side(h, i)
			c.line([]pt{a, b}, st)
		}
	}
	c.end()
}

// drawFeatures marks hex features (farm, fortress …) with a small diamond
// in the lower left of the hex, coloured by kind.
func (pa *painter) drawFeatures(c canvas) {
	if len(pa.m.Features) == 0 {
		return
	}
	c.group("features", "")
	for _, f := range pa.m.Features {
		for _, h := range f.Hexes {
			if pa.on(h) {
				at := pa.l.centre(h).add(pa.l.inner(150, 0.55))
				c.poly(diamond(at, 0.17*pa.l.s), featurePaint(f.Kind, pa.u))
			}
		}
	}
	c.end()
}

func featurePaint(kind string, u float64) paint {
	return paint{fill: hashColour(kind, 0.55, 0.35), stroke: colHalo, width: 0.8 * u}
}

// inner is a point inside a hex: at angle deg and share r of the way from
// the centre to the hex's edge in that direction (for both orientations).
func (l layout) inner(deg, r float64) pt { return polar(r*sqrt3/2*l.s, deg) }

func diamond(c pt, r float64) []pt {
	return []pt{{c.X, c.Y - r}, {c.X + r, c.Y}, {c.X, c.Y + r}, {c.X - r, c.Y}}
}

// drawNumbers writes XXYY near the top of each hex, line by line across
// the picture (the SVG writes a line as one text).
func (pa *painter) drawNumbers(c canvas) {
	if !pa.opt.HexNumbers {
		return
	}
	c.group("numbers", "")
	st := textStyle{size: 8 * pa.u, col: colHexNumber}
	dy := -0.64 * pa.l.s
	if pa.m.Grid.Orientation == hexmap.PointyTop {
		dy = -0.56 * pa.l.s
	}
	hexes := pa.mapHexes()
	slices.SortStableFunc(hexes, func(a, b hexmap.Hex) int {
		pa, pb := pa.l.centre(a), pa.l.centre(b)
		return cmp.Or(cmp.Compare(pa.Y, pb.Y), cmp.Compare(pa.X, pb.X))
	})
	for _, h := range hexes {
		c.text(pa.l.centre(h).add(pt2(0, dy)), h.String(), st)
	}
	c.end()
}

// drawHighlights outlines the highlighted hexes.
func (pa *painter) drawHighlights(c canvas) {
	if len(pa.p.Highlight) == 0 {
		return
	}
	c.group("highlight", "")
	st := paint{stroke: colHighlight, width: 3 * pa.u, round: true}
	for _, h := range pa.p.Highlight {
		if pa.on(h) {
			c.poly(pa.l.corners(h, pa.l.s-1.6*pa.u), st)
		}
	}
	c.end()
}
