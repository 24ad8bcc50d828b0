package render

import (
	"math"
	"strconv"
)

// svgShape is a path: its first point and the rest relative to it, in
// tenths of a pixel. Two shapes with the same rel are the same outline
// in two places.
type svgShape struct {
	x0, y0 int64
	x1, y1 int64  // the last point: where an open path ends
	rel    string // "h28l14 24-14 24h-28l-14-24z"
	w, h   int64  // extent of the points (their bounding box)
}

// tenths rounds x to a tenth of a pixel, the precision of the SVG.
func tenths(x float64) int64 {
	r := math.Round(x * 10)
	if math.IsNaN(r) || math.IsInf(r, 0) {
		return 0 // no NaN in the document
	}
	return int64(max(min(r, 1e15), -1e15))
}

// num writes tenths as the shortest decimal: 6 is ".6", -15 "-1.5".
func num(v int64) string {
	var b []byte
	if v < 0 {
		b, v = append(b, '-'), -v
	}
	if v >= 10 || v == 0 {
		b = strconv.AppendInt(b, v/10, 10)
	}
	if v%10 != 0 {
		b = append(b, '.', byte('0'+v%10))
	}
	return string(b)
}

// newShape writes the points after the first as relative moves, h and v
// for level and upright ones, with a command letter only where it
// changes and a space only where no minus sign separates the numbers.
func newShape(pts []pt, closed bool) svgShape {
	s := svgShape{x0: tenths(pts[0].X), y0: tenths(pts[0].Y)}
	var b []byte
	last, px, py := byte(0), s.x0, s.y0
	lo, hi := [2]int64{px, py}, [2]int64{px, py}
	put := func(cmd byte, vs ...int64) {
		for i, v := range vs {
			n := num(v)
			switch {
			case i == 0 && cmd != last:
				b = append(b, cmd)
			case n[0] != '-':
				b = append(b, ' ')
			}
			b = append(b, n...)
		}
		last = cmd
	}
	for _, p := range pts[1:] {
		x, y := tenths(p.X), tenths(p.Y)
		switch dx, dy := x-px, y-py; {
		case dy == 0 && dx != 0:
			put('h', dx)
		case dx == 0 && dy != 0:
			put('v', dy)
		default:
			put('l', dx, dy)
		}
		px, py = x, y
		lo = [2]int64{min(lo[0], x), min(lo[1], y)}
		hi = [2]int64{max(hi[0], x), max(hi[1], y)}
	}
	s.w, s.h = hi[0]-lo[0], hi[1]-lo[1]
	s.x1, s.y1 = px, py
	if closed {
		b = append(b, 'z')
	}
	s.rel = string(b)
	return s
}
