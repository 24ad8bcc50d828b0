package render

import (
	"math"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// pt is a point in picture pixels; y grows downwards.
type pt struct{ X, Y float64 }

func (a pt) add(b pt) pt             { return pt{a.X + b.X, a.Y + b.Y} }
func (a pt) sub(b pt) pt             { return pt{a.X - b.X, a.Y - b.Y} }
func (a pt) mul(k float64) pt        { return pt{a.X * k, a.Y * k} }
func (a pt) lerp(b pt, t float64) pt { return a.add(b.sub(a).mul(t)) }
func (a pt) len() float64            { return math.Hypot(a.X, a.Y) }

// polar is the point at distance r and angle deg (degrees, clockwise from
// east, as y grows downwards) from the origin.
func polar(r, deg float64) pt {
	a := deg * math.Pi / 180
	return pt{r * math.Cos(a), r * math.Sin(a)}
}

var sqrt3 = math.Sqrt(3)

// layout places a grid's hexes on the picture. It follows hexmap's
// conventions: flat-topped columns of parity Shifted sit half a hex lower,
// pointy-topped rows of parity Shifted half a hex further east, and the
// directions of Grid.Directions run clockwise, so side i of a hex faces
// the neighbour Grid.Neighbor gives for Directions()[i].
type layout struct {
	g      hexmap.Grid
	s      float64 // centre to corner
	along  float64 // whole pixels between flat-topped columns (pointy-topped rows)
	across float64 // whole pixels, even, between hexes of a column (row)
	k      pt      // stretch of the regular hexagon to fit those steps
	origin pt      // pixel position of the centre of (FirstCol, FirstRow) before its shift
}

// newLayout stretches the regular hex lattice by at most a pixel per
// step (1% at 28 px), so that the steps between columns, between rows
// and the half-hex shift are whole pixels. Every hex then sits at the same sub-pixel phase and
// rasterizes to the same pixels, which a PNG compresses as repeats.
func newLayout(g hexmap.Grid, s float64) layout {
	l := layout{g: g, s: s, along: math.Round(1.5 * s), across: 2 * math.Round(sqrt3*s/2)}
	ka, kc := l.along/(1.5*s), l.across/(sqrt3*s)
	l.k = pt{ka, kc}
	if g.Orientation == hexmap.PointyTop {
		l.k = pt{kc, ka}
	}
	return l
}

// stretch applies the layout's stretch to an offset from a hex centre.
func (l layout) stretch(p pt) pt { return pt{p.X * l.k.X, p.Y * l.k.Y} }

// raw is the centre of h relative to (FirstCol, FirstRow), unshifted.
func (l layout) raw(h hexmap.Hex) pt {
	dc, dr := float64(h.Col-l.g.FirstCol), float64(h.Row-l.g.FirstRow)
	if l.g.Orientation == hexmap.PointyTop {
		x := l.across * dc
		if l.shifted(h.Row) {
			x += l.across / 2
		}
		return pt{x, l.along * dr}
	}
	y := l.across * dr
	if l.shifted(h.Col) {
		y += l.across / 2
	}
	return pt{l.along * dc, y}
}

// shifted reports whether a column (flat) or row (pointy) numbered n is
// of the shifted parity.
func (l layout) shifted(n int) bool {
	odd := n%2 != 0
	return odd == (l.g.Shifted == hexmap.Odd)
}

// centre is the pixel centre of h.
func (l layout) centre(h hexmap.Hex) pt { return l.origin.add(l.raw(h)) }

// sideAngle is the angle of side i (an index into Directions) seen from
// the centre: flat-topped n is straight up (-90°), pointy-topped ne -60°.
func (l layout) sideAngle(i int) float64 {
	if l.g.Orientation == hexmap.PointyTop {
		return -60 + 60*float64(i)
	}
	return -90 + 60*float64(i)
}

// corners are the six corners of h, starting at the anticlockwise end of
// side 0 and going clockwise.
func (l layout) corners(h hexmap.Hex, r float64) []pt {
	c := l.centre(h)
	out := make([]pt, 6)
	for i := range out {
		out[i] = c.add(l.stretch(polar(r, l.sideAngle(i)-30)))
	}
	return out
}

// dirIndex is d's index in the grid's Directions, or -1.
func (l layout) dirIndex(d hexmap.Direction) int {
	for i, x := range l.g.Directions() {
		if x == d {
			return i
		}
	}
	return -1
}

// side is the segment of side i of h, anticlockwise end first.
func (l layout) side(h hexmap.Hex, i int) (pt, pt) {
	c := l.centre(h)
	a := l.sideAngle(i)
	return c.add(l.stretch(polar(l.s, a-30))), c.add(l.stretch(polar(l.s, a+30)))
}

// hexsideSegment is the segment of a canonical hexside, and the centres
// of its owner and of the hex across.
func (l layout) hexsideSegment(hs hexmap.Hexside) (a, b, from, to pt) {
	h, o := hs.Hexes()
	i := l.dirIndex(hs.Dir())
	a, b = l.side(h, i)
	return a, b, l.centre(h), l.centre(o)
}

// extent is the bounding box of the hexes of the map (hexes for which on
// is false left out), relative to origin zero.
func (l layout) extent(on func(hexmap.Hex) bool) (lo, hi pt, any bool) {
	lo = pt{math.Inf(1), math.Inf(1)}
	hi = pt{math.Inf(-1), math.Inf(-1)}
	hw, hh := l.s, sqrt3/2*l.s // half width and half height of a hex
	if l.g.Orientation == hexmap.PointyTop {
		hw, hh = hh, l.s
	}
	hw, hh = hw*l.k.X, hh*l.k.Y
	for c := l.g.FirstCol; c <= l.g.LastCol; c++ {
		for r := l.g.FirstRow; r <= l.g.LastRow; r++ {
			h := hexmap.Hex{Col: c, Row: r}
			if !on(h) {
				continue
			}
			p := l.raw(h)
			lo = pt{math.Min(lo.X, p.X-hw), math.Min(lo.Y, p.Y-hh)}
			hi = pt{math.Max(hi.X, p.X+hw), math.Max(hi.Y, p.Y+hh)}
			any = true
		}
	}
	return lo, hi, any
}
