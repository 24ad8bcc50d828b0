package render

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"io"
	"math"
	"strconv"
)

// svgCanvas writes the picture as SVG elements into a buffer. Numbers
// are rounded to a tenth of a pixel and written the same way every time.
type svgCanvas struct {
	b bytes.Buffer
}

// The SVG's labels use a monospaced font at 0.9 of the nominal size, whose
// letters then take the room the PNG's 7×13 font takes (0.54 em each),
// so labels fit the same way in both.
const (
	svgFonts    = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"
	svgFontSize = 0.9
)

func newSVGCanvas(w, h float64, title string) *svgCanvas {
	c := &svgCanvas{}
	c.s(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	c.s(`<svg xmlns="http://www.w3.org/2000/svg" width="`)
	c.num(w)
	c.s(`" height="`)
	c.num(h)
	c.s(`" viewBox="0 0 `)
	c.num(w)
	c.s(" ")
	c.num(h)
	c.s(`" font-family="` + svgFonts + `">` + "\n")
	if title != "" {
		c.s("<title>")
		c.esc(title)
		c.s("</title>\n")
	}
	return c
}

func (c *svgCanvas) finish(w io.Writer) error {
	c.s("</svg>\n")
	_, err := w.Write(c.b.Bytes())
	return err
}

func (c *svgCanvas) s(s string) { c.b.WriteString(s) }

// esc writes text escaped for XML: & < > " ' and characters XML forbids.
func (c *svgCanvas) esc(s string) { _ = xml.EscapeText(&c.b, []byte(s)) }

// num writes x rounded to one decimal, without trailing zeros.
func (c *svgCanvas) num(x float64) {
	x = math.Round(x*10) / 10
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		x = 0 // no "-0"; no NaN in the document
	}
	c.b.Write(strconv.AppendFloat(c.b.AvailableBuffer(), x, 'f', -1, 64))
}

func (c *svgCanvas) colour(attr string, col color.NRGBA) {
	if col.A == 0 {
		c.s(" " + attr + `="none"`)
		return
	}
	c.s(" " + attr + `="#`)
	const hexd = "0123456789abcdef"
	for _, v := range []uint8{col.R, col.G, col.B} {
		c.b.WriteByte(hexd[v>>4])
		c.b.WriteByte(hexd[v&15])
	}
	c.s(`"`)
	if col.A != 0xff {
		c.s(" " + attr + `-opacity="`)
		c.num(float64(col.A) / 255)
		c.s(`"`)
	}
}

func (c *svgCanvas) group(class, tip string) {
	c.s(`<g class="` + class + `">`)
	if tip != "" {
		c.s("<title>")
		c.esc(tip)
		c.s("</title>")
	}
	c.s("\n")
}

func (c *svgCanvas) end() { c.s("</g>\n") }

func (c *svgCanvas) path(pts []pt, closed bool) {
	c.s(`<path d="`)
	for i, p := range pts {
		if i == 0 {
			c.s("M")
		} else {
			c.s(" ")
		}
		c.num(p.X)
		c.s(" ")
		c.num(p.Y)
	}
	if closed {
		c.s("Z")
	}
	c.s(`"`)
}

func (c *svgCanvas) paint(p paint) {
	c.colour("fill", p.fill)
	if p.stroke.A == 0 || p.width <= 0 {
		return
	}
	c.colour("stroke", p.stroke)
	c.s(` stroke-width="`)
	c.num(p.width)
	c.s(`"`)
	if p.round {
		c.s(` stroke-linecap="round" stroke-linejoin="round"`)
	}
	if len(p.dash) > 0 {
		c.s(` stroke-dasharray="`)
		for i, d := range p.dash {
			if i > 0 {
				c.s(" ")
			}
			c.num(d)
		}
		c.s(`"`)
	}
}

func (c *svgCanvas) poly(pts []pt, p paint) {
	if len(pts) < 2 {
		return
	}
	c.path(pts, true)
	c.paint(p)
	c.s("/>\n")
}

func (c *svgCanvas) line(pts []pt, p paint) {
	if len(pts) < 2 {
		return
	}
	p.fill = color.NRGBA{}
	c.path(pts, false)
	c.paint(p)
	c.s("/>\n")
}

func (c *svgCanvas) circle(at pt, r float64, p paint) {
	c.s(`<circle cx="`)
	c.num(at.X)
	c.s(`" cy="`)
	c.num(at.Y)
	c.s(`" r="`)
	c.num(r)
	c.s(`"`)
	c.paint(p)
	c.s("/>\n")
}

func (c *svgCanvas) text(at pt, s string, t textStyle) {
	if s == "" {
		return
	}
	c.s(`<text x="`)
	c.num(at.X)
	c.s(`" y="`)
	c.num(at.Y + 0.33*t.size)
	c.s(`" font-size="`)
	c.num(svgFontSize * t.size)
	c.s(`"`)
	switch t.anchor {
	case middle:
		c.s(` text-anchor="middle"`)
	case endAnchor:
		c.s(` text-anchor="end"`)
	}
	if t.bold {
		c.s(` font-weight="bold"`)
	}
	c.colour("fill", t.col)
	if t.halo.A != 0 {
		c.colour("stroke", t.halo)
		c.s(` stroke-width="`)
		c.num(max(2, t.size/4))
		c.s(`" stroke-linejoin="round" paint-order="stroke"`)
	}
	c.s(">")
	c.esc(s)
	c.s("</text>\n")
}
