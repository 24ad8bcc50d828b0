package render

import (
	"fmt"
	"math"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// drawEntries outlines entry hexes with a dashed line in the colour of the
// side that may enter there (grey for either), and names the entry in its
// first hex.
func (pa *painter) drawEntries(c canvas) {
	if len(pa.m.Entries) == 0 {
		return
	}
	c.group("entries", "")
	for _, e := range pa.m.Entries {
		col := colNeutral
		if e.Side != "" {
			col = pa.sideColour(e.Side)
		}
		st := paint{stroke: col, width: 2 * pa.u, dash: []float64{4 * pa.u, 2.5 * pa.u}}
		named := false
		for _, h := range e.Hexes {
			if !pa.on(h) {
				continue
			}
			c.poly(pa.l.corners(h, pa.l.s-3.2*pa.u), st)
			if !named {
				named = true
				label, size := fit("entry "+e.ID, 8*pa.u, 1.5*pa.l.s)
				c.text(pa.l.centre(h).add(pt2(0, 0.5*pa.l.s)), label, textStyle{size: size, col: col, halo: colHalo, bold: true})
			}
		}
	}
	c.end()
}

// objectivePos is where a hex's objective star sits: the west corner of
// a flat-topped hex, the top corner of a pointy-topped one, where
// counters leave the hex uncovered.
func (pa *painter) objectivePos(h hexmap.Hex) pt {
	if pa.m.Grid.Orientation == hexmap.PointyTop {
		return pa.l.centre(h).add(pt2(0, -0.8*pa.l.s))
	}
	return pa.l.centre(h).add(pt2(-0.78*pa.l.s, 0))
}

// drawObjectives puts a gold star (outlined in the scoring side's colour,
// or dark for either side) on each victory hex.
func (pa *painter) drawObjectives(c canvas) {
	if len(pa.p.Scenario.Objectives) == 0 {
		return
	}
	for _, o := range pa.p.Scenario.Objectives {
		edge := colInk
		if o.Side != "" {
			edge = pa.sideColour(o.Side)
		}
		c.group("objective", objectiveTip(o.Name, o.VP, o.Side))
		for _, h := range o.Hexes {
			if pa.on(h) {
				c.poly(star(pa.objectivePos(h), 0.22*pa.l.s), paint{fill: colObjective, stroke: edge, width: 1.1 * pa.u})
			}
		}
		c.end()
	}
}

func objectiveTip(name string, vp int, side string) string {
	s := "objective"
	if name != "" {
		s += " " + name
	}
	if vp != 0 {
		s += fmt.Sprintf(", %d VP", vp)
	}
	if side != "" {
		s += " for " + side
	}
	return s
}

// star is a five-pointed star of outer radius r, point up.
func star(c pt, r float64) []pt {
	out := make([]pt, 10)
	for i := range out {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		out[i] = c.add(polar(rr, -90+36*float64(i)))
	}
	return out
}

// drawPlaces writes place names at the bottom edge of each place's first
// hex, over the counters, with a white halo.
func (pa *painter) drawPlaces(c canvas) {
	if len(pa.m.Places) == 0 {
		return
	}
	c.group("places", "")
	st := textStyle{size: 10 * pa.u, col: colInk, halo: colHalo, bold: true}
	for _, p := range pa.m.Places {
		for _, h := range p.Hexes {
			if pa.on(h) {
				dy := math.Round(0.86*pa.l.s*10) / 10
				c.text(pa.l.centre(h).add(pt2(0, dy)), p.Name, st)
				break
			}
		}
	}
	c.end()
}
