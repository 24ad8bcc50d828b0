package render

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// counterSize is the side of a counter: a little less than a hex's width
// across the flats, as on a printed map.
func (pa *painter) counterSize() float64 { return 1.32 * pa.l.s }

// stack is the counters in one hex, in the order given (the last on top).
type stack struct {
	hex      hexmap.Hex
	counters []Counter
}

// stacks groups the counters on the map by hex, hexes in printed order.
func (pa *painter) stacks() []stack {
	var out []stack
	for _, ctr := range pa.counters {
		if !pa.on(ctr.Hex) {
			continue
		}
		i := slices.IndexFunc(out, func(s stack) bool { return s.hex == ctr.Hex })
		if i < 0 {
			out = append(out, stack{hex: ctr.Hex})
			i = len(out) - 1
		}
		out[i].counters = append(out[i].counters, ctr)
	}
	slices.SortStableFunc(out, func(a, b stack) int { return a.hex.Compare(b.hex) })
	return out
}

// maxOffset caps how far a stack spreads: counters beyond the sixth sit
// on the sixth.
const maxOffset = 5

func (pa *painter) drawCounters(c canvas) {
	c.group("counters", "")
	stacks := pa.stacks()
	tops := make([]pt, len(stacks))
	for i, s := range stacks {
		tops[i] = pa.drawStack(c, s)
	}
	c.end()
	c.group("markers", "")
	for i, s := range stacks {
		pa.drawStackTags(c, s, tops[i])
	}
	c.end()
}

// drawStack draws the facing bars of the counters of a hex (under them,
// so that they never hide their text), the counters, each a little up
// and to the right of the one below, a badge with their number, and the
// facing arrowheads. It returns the centre of the top counter.
func (pa *painter) drawStack(c canvas, s stack) pt {
	k := pa.counterSize()
	d := 0.09 * k
	n := len(s.counters)
	spread := float64(min(n-1, maxOffset))
	centre := pa.l.centre(s.hex)
	facings := s.facings()
	for _, ctr := range facings {
		pa.drawFacing(c, s.hex, ctr, false)
	}
	var top pt
	for i, ctr := range s.counters {
		off := (float64(min(i, maxOffset)) - spread/2) * d
		top = centre.add(pt2(off, -off))
		pa.drawCounter(c, ctr, top, k)
	}
	if n > 1 {
		at := top.add(pt2(-0.5*k, 0.5*k))
		c.circle(at, 0.16*k, paint{fill: colHalo, stroke: colInk, width: 0.8 * pa.u})
		c.text(at, strconv.Itoa(n), textStyle{size: 0.24 * k, col: colInk, bold: true})
	}
	for _, ctr := range facings {
		pa.drawFacing(c, s.hex, ctr, true)
	}
	return top
}

// drawCounter draws one counter centred on cc: the side's colour, name at
// the top, size marks and symbol in the middle, values at the bottom,
// (markers are drawn by drawStackTags). A face-down counter shows only a "?".
func (pa *painter) drawCounter(c canvas, ctr Counter, cc pt, k float64) {
	c.group("counter", counterTip(ctr))
	defer c.end()
	col := pa.sideColour(ctr.Side)
	ink := inkOn(col)
	x0, y0 := cc.X-k/2, cc.Y-k/2
	c.poly(rect(x0, y0, k, k), paint{fill: col, stroke: colInk, width: 0.9 * pa.u})
	if ctr.FaceDown {
		c.text(cc, "?", textStyle{size: 0.5 * k, col: ink, bold: true})
		return
	}
	nameInk := ink
	if ctr.Reduced {
		band := mix(col, colHalo, 0.6)
		c.poly(rect(x0+0.5*pa.u, y0+0.5*pa.u, k-pa.u, 0.25*k), fillOnly(band))
		nameInk = inkOn(band)
	}
	name, size := fit(ctr.Name, 0.2*k, 0.96*k)
	c.text(cc.add(pt2(0, -0.36*k)), name, textStyle{size: size, col: nameInk})
	drawSizeMarks(c, ctr.Size, cc.add(pt2(0, -0.2*k)), 0.09*k, ink, pa.u)
	drawSymbol(c, ctr.Type, cc.add(pt2(0, 0.03*k)), 0.5*k, 0.3*k, ink, pa.u)
	values, size := fit(ctr.Values, 0.23*k, 0.94*k)
	c.text(cc.add(pt2(0, 0.33*k)), values, textStyle{size: size, col: ink, bold: true})
}

// counterTip is the SVG tooltip of a counter: what the picture shows of
// it, with the markers written out. A face-down counter's tip names only
// its side and markers.
func counterTip(ctr Counter) string {
	var b strings.Builder
	b.WriteString(ctr.Side)
	if ctr.FaceDown {
		b.WriteString(": face-down counter")
	} else {
		b.WriteString(": " + ctr.Name)
		if ctr.Type != "" {
			b.WriteString(" (" + ctr.Type + ")")
		}
		if ctr.Values != "" {
			b.WriteString(" " + ctr.Values)
		}
		if ctr.Reduced {
			b.WriteString(", reduced")
		}
	}
	if len(ctr.Markers) > 0 {
		b.WriteString("; " + strings.Join(ctr.Markers, ", "))
	}
	return b.String()
}

// facings lists the first counter of each different facing in the stack.
func (s stack) facings() []Counter {
	var out []Counter
	for _, ctr := range s.counters {
		if ctr.Facing != 0 && !slices.ContainsFunc(out, func(o Counter) bool { return o.Facing == ctr.Facing }) {
			out = append(out, ctr)
		}
	}
	return out
}

// drawFacing draws a bar in the side's colour along the faced hexside of
// the hex, or (arrow) an arrowhead pointing across it.
func (pa *painter) drawFacing(c canvas, h hexmap.Hex, ctr Counter, arrow bool) {
	i := pa.l.dirIndex(ctr.Facing)
	if i < 0 {
		return
	}
	col := pa.sideColour(ctr.Side)
	centre := pa.l.centre(h)
	a, b := pa.l.side(h, i)
	mid := a.lerp(b, 0.5)
	out := mid.sub(centre).mul(1 / mid.sub(centre).len())
	across := pt2(-out.Y, out.X)
	in := out.mul(-2.2 * pa.u)
	bar := []pt{a.lerp(b, 0.1).add(in), b.lerp(a, 0.1).add(in)}
	c.group("facing", "")
	defer c.end()
	if !arrow {
		c.line(bar, paint{stroke: colInk, width: 5.6 * pa.u, round: true})
		c.line(bar, paint{stroke: col, width: 3.4 * pa.u, round: true})
		return
	}
	s := pa.l.s
	tip, base := mid.add(out.mul(0.16*s)), mid.sub(out.mul(0.1*s))
	c.poly([]pt{tip, base.add(across.mul(0.2 * s)), base.sub(across.mul(0.2 * s))}, paint{fill: col, stroke: colInk, width: 0.9 * pa.u})
}
