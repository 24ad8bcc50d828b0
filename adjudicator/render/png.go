package render

import (
	"image"
	"image/color"
	"io"
	"math"

	"golang.org/x/image/draw"
	"golang.org/x/image/vector"
)

// pngCanvas rasterizes the picture with golang.org/x/image/vector. Each
// shape is rasterized in its own bounding box, so the cost of a shape is
// its size, not the picture's.
type pngCanvas struct {
	img  *image.RGBA
	r    vector.Rasterizer
	mask []uint8 // scratch coverage of one shape
	src  image.Uniform
	txt  textCache
	// painted holds every colour drawn with: the PNG's palette keeps them.
	painted map[color.NRGBA]bool
}

func newPNGCanvas(w, h float64) *pngCanvas {
	return &pngCanvas{img: image.NewRGBA(image.Rect(0, 0, int(w), int(h))), painted: map[color.NRGBA]bool{}}
}

// finish encodes the image with a palette (pngpalette.go).
func (c *pngCanvas) finish(w io.Writer) error {
	return writePalettedPNG(w, paletted(c.img, c.painted))
}

func (c *pngCanvas) group(string, string) {}
func (c *pngCanvas) end()                 {}

func (c *pngCanvas) poly(pts []pt, p paint) {
	if r, ok := axisRect(pts); ok && p.fill.A == 0xff && p.stroke.A == 0 {
		c.painted[p.fill] = true
		draw.Draw(c.img, r, image.NewUniform(p.fill), image.Point{}, draw.Src)
		return
	}
	if len(pts) < 3 {
		c.line(pts, p)
		return
	}
	if p.fill.A != 0 {
		// An outlined shape is filled without antialiasing: its outline
		// hides the hard edge, and the edge pixels of a hex then blend two
		// colours rather than three, which compresses better.
		c.fill([][]pt{pts}, p.fill, p.stroke.A == 0xff && p.width > 0)
	}
	c.stroke(pts, true, p)
}

func (c *pngCanvas) line(pts []pt, p paint) { c.stroke(pts, false, p) }

func (c *pngCanvas) circle(at pt, r float64, p paint) { c.poly(disc(at, r), p) }

// fill rasterizes polygons (nonzero winding, saturating) in one colour,
// antialiased unless hard.
func (c *pngCanvas) fill(polys [][]pt, col color.NRGBA, hard bool) {
	lo, hi := pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
	for _, poly := range polys {
		for _, p := range poly {
			if math.IsNaN(p.X) || math.IsNaN(p.Y) {
				return
			}
			lo = pt{math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)}
			hi = pt{math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)}
		}
	}
	if len(polys) == 0 || hi.X < lo.X {
		return
	}
	box := image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)), int(math.Ceil(hi.X))+1, int(math.Ceil(hi.Y))+1)
	box = box.Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	c.r.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, poly := range polys {
		for i, p := range poly {
			x, y := float32(p.X-ox), float32(p.Y-oy)
			if i == 0 {
				c.r.MoveTo(x, y)
			} else {
				c.r.LineTo(x, y)
			}
		}
		c.r.ClosePath()
	}
	c.r.DrawOp = draw.Src
	n := box.Dx() * box.Dy()
	if cap(c.mask) < n {
		c.mask = make([]uint8, n)
	}
	// A contiguous mask: the rasterizer then writes coverage straight in.
	m := &image.Alpha{Pix: c.mask[:n], Stride: box.Dx(), Rect: image.Rect(0, 0, box.Dx(), box.Dy())}
	c.r.Draw(m, m.Rect, image.Opaque, image.Point{})
	if hard {
		for i, v := range m.Pix {
			m.Pix[i] = uint8(int8(v) >> 7) // 128 and more: 255; less: 0
		}
	}
	c.composite(m, box.Min, col)
}

// composite paints col through mask (placed at min) onto the image,
// skipping the pixels the mask leaves empty, with the coverage rounded to
// the PNG's steps (coverStep).
func (c *pngCanvas) composite(mask *image.Alpha, min image.Point, col color.NRGBA) {
	c.painted[col] = true
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	for y := 0; y < h; y++ {
		row := mask.Pix[y*mask.Stride : y*mask.Stride+w]
		pix := c.img.Pix[c.img.PixOffset(min.X, min.Y+y):]
		for x, m := range row {
			m = coverStep[m]
			if m == 0 {
				continue
			}
			a := uint32(m) * uint32(col.A) / 255
			i := 4 * x
			if a == 255 {
				pix[i], pix[i+1], pix[i+2], pix[i+3] = col.R, col.G, col.B, 255
				continue
			}
			na := 255 - a
			pix[i] = uint8((uint32(col.R)*a + uint32(pix[i])*na + 127) / 255)
			pix[i+1] = uint8((uint32(col.G)*a + uint32(pix[i+1])*na + 127) / 255)
			pix[i+2] = uint8((uint32(col.B)*a + uint32(pix[i+2])*na + 127) / 255)
			pix[i+3] = uint8((255*a + uint32(pix[i+3])*na + 127) / 255)
		}
	}
}

// stroke rasterizes the outline of pts (closed: back to the first point)
// as one quad per segment, with discs at round caps and at joins of wide
// lines, all in one pass so overlaps are not painted twice.
func (c *pngCanvas) stroke(pts []pt, closed bool, p paint) {
	if p.stroke.A == 0 || p.width <= 0 || len(pts) < 2 {
		return
	}
	line := pts
	if closed {
		line = append(append([]pt(nil), pts...), pts[0])
	}
	runs := [][]pt{line}
	dashed := validDash(p.dash)
	if dashed {
		runs = dashes(line, p.dash)
	}
	hw := p.width / 2
	joins := p.round || p.width >= 2
	var shapes [][]pt
	for _, run := range runs {
		for i := 1; i < len(run); i++ {
			if q := quad(run[i-1], run[i], hw); q != nil {
				shapes = append(shapes, q)
			}
		}
		for i, q := range run {
			first, last := i == 0, i == len(run)-1
			inner := !first && !last
			// Discs round the joins of wide lines and the caps of round
			// ones; a closed outline's first point is a join too.
			if (inner && joins) || (!inner && p.round) || (first && closed && !dashed && joins) {
				shapes = append(shapes, clockwise(disc(q, hw), false))
			}
		}
	}
	c.fill(shapes, p.stroke, false)
}

// quad is the rectangle of half-width hw around segment a-b.
func quad(a, b pt, hw float64) []pt {
	d := b.sub(a)
	l := d.len()
	if l < 1e-9 {
		return nil
	}
	n := pt{-d.Y, d.X}.mul(hw / l)
	return []pt{a.add(n), b.add(n), b.sub(n), a.sub(n)}
}

// disc is a circle as a polygon, fine enough for its radius.
func disc(c pt, r float64) []pt {
	n := min(max(int(r*2)+8, 8), 48)
	out := make([]pt, n)
	for i := range out {
		out[i] = c.add(polar(r, 360*float64(i)/float64(n)))
	}
	return out
}

// clockwise orders a polygon so that its signed area has the sign quad
// gives (negative when positive is false), so overlaps add up rather than
// cancel.
func clockwise(poly []pt, positive bool) []pt {
	var a float64
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		a += p.X*q.Y - q.X*p.Y
	}
	if (a > 0) != positive {
		for i, j := 0, len(poly)-1; i < j; i, j = i+1, j-1 {
			poly[i], poly[j] = poly[j], poly[i]
		}
	}
	return poly
}

func validDash(d []float64) bool {
	if len(d) == 0 {
		return false
	}
	for _, v := range d {
		if !(v >= 0.5) {
			return false
		}
	}
	return true
}

// dashes cuts a polyline into the "on" runs of a dash pattern.
func dashes(pts []pt, pat []float64) [][]pt {
	var out [][]pt
	cur := []pt{pts[0]}
	on, i, left := true, 0, pat[0]
	for j := 1; j < len(pts); j++ {
		a, b := pts[j-1], pts[j]
		l, pos := b.sub(a).len(), 0.0
		for l-pos > left {
			pos += left
			p := a.lerp(b, pos/l)
			if on {
				out = append(out, append(cur, p))
				cur = nil
			} else {
				cur = []pt{p}
			}
			on, i = !on, (i+1)%len(pat)
			left = pat[i]
		}
		left -= l - pos
		if on {
			cur = append(cur, b)
		}
	}
	if on && len(cur) >= 2 {
		out = append(out, cur)
	}
	return out
}

// paintMask draws col through an alpha mask whose top left is at (x, y).
func (c *pngCanvas) paintMask(mask *image.Alpha, x, y int, col color.NRGBA) {
	c.painted[col] = true
	c.src.C = col
	r := mask.Bounds().Sub(mask.Bounds().Min).Add(image.Pt(x, y))
	draw.DrawMask(c.img, r, &c.src, image.Point{}, mask, mask.Bounds().Min, draw.Over)
}

// axisRect reports whether pts is a rectangle on whole pixels, which is
// filled directly.
func axisRect(pts []pt) (image.Rectangle, bool) {
	if len(pts) != 4 {
		return image.Rectangle{}, false
	}
	whole := func(v float64) bool { return v == math.Trunc(v) && math.Abs(v) < 1<<24 }
	for _, p := range pts {
		if !whole(p.X) || !whole(p.Y) {
			return image.Rectangle{}, false
		}
	}
	a, b := pts[0], pts[2]
	if pts[1] != (pt{b.X, a.Y}) || pts[3] != (pt{a.X, b.Y}) {
		return image.Rectangle{}, false
	}
	return image.Rect(int(a.X), int(a.Y), int(b.X), int(b.Y)), true
}
