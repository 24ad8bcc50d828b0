package render

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"io"
	"math"
)

// svgCanvas collects the picture as a tree of SVG elements, then writes
// it compactly: a shape drawn more than once (a hex, a star) is defined
// once and placed with <use> (svgwrite.go), touching hexes of a column
// are one shape (svgruns.go), and the style most elements of a group
// share is written once on the group (svgstyle.go). A report mail's SVG
// is then a quarter of its naive size, and still the same bytes for the
// same picture.
type svgCanvas struct {
	w, h  float64
	title string
	root  svgNode
	open  []*svgNode // the groups being drawn into, innermost last
}

// svgNode is an element: a group (with its children), a path, a circle
// or a text.
type svgNode struct {
	tag      string // g, path, circle, text
	class    string // g: the layer's name
	tip      string // g: a tooltip
	shape    svgShape
	geo      []svgAttr // circle: cx cy r; text: x y
	style    []svgAttr // presentation attributes, all inherited
	text     string
	children []*svgNode
}

// svgAttr is an attribute with its value as written.
type svgAttr struct{ name, value string }

// The SVG's labels use a monospaced font at 0.9 of the nominal size, whose
// letters then take the room the PNG's 7×13 font takes (0.54 em each),
// so labels fit the same way in both.
const (
	svgFonts    = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"
	svgFontSize = 0.9
)

func newSVGCanvas(w, h float64, title string) *svgCanvas {
	c := &svgCanvas{w: w, h: h, title: title, root: svgNode{tag: "g"}}
	c.open = []*svgNode{&c.root}
	return c
}

func (c *svgCanvas) add(n *svgNode) {
	g := c.open[len(c.open)-1]
	g.children = append(g.children, n)
}

func (c *svgCanvas) group(class, tip string) {
	g := &svgNode{tag: "g", class: class, tip: tip}
	c.add(g)
	c.open = append(c.open, g)
}

func (c *svgCanvas) end() {
	if len(c.open) > 1 {
		c.open = c.open[:len(c.open)-1]
	}
}

func (c *svgCanvas) poly(pts []pt, p paint) {
	if len(pts) < 2 {
		return
	}
	c.add(&svgNode{tag: "path", shape: newShape(pts, true), style: paintStyle(p)})
}

func (c *svgCanvas) line(pts []pt, p paint) {
	if len(pts) < 2 {
		return
	}
	p.fill = color.NRGBA{}
	c.add(&svgNode{tag: "path", shape: newShape(pts, false), style: paintStyle(p)})
}

func (c *svgCanvas) circle(at pt, r float64, p paint) {
	geo := []svgAttr{{"cx", num(tenths(at.X))}, {"cy", num(tenths(at.Y))}, {"r", num(tenths(r))}}
	c.add(&svgNode{tag: "circle", geo: geo, style: paintStyle(p)})
}

func (c *svgCanvas) text(at pt, s string, t textStyle) {
	if s == "" {
		return
	}
	// On whole pixels, as in the PNG: a tenth of a pixel does not show in
	// a label, and costs two bytes.
	geo := []svgAttr{{"x", num(tenths(math.Round(at.X)))}, {"y", num(tenths(math.Round(at.Y + 0.33*t.size)))}}
	c.add(&svgNode{tag: "text", geo: geo, style: textStyleAttrs(t), text: s})
}

// paintStyle is every property a shape's look depends on, so that a
// value its group sets for other shapes never leaks into it.
func paintStyle(p paint) []svgAttr {
	st := colourAttrs(nil, "fill", p.fill)
	if p.stroke.A == 0 || p.width <= 0 {
		return append(st, svgAttr{"stroke", "none"})
	}
	st = colourAttrs(st, "stroke", p.stroke)
	st = append(st, svgAttr{"stroke-width", num(tenths(p.width))})
	cap, join := "butt", "miter"
	if p.round {
		cap, join = "round", "round"
	}
	st = append(st, svgAttr{"stroke-linecap", cap}, svgAttr{"stroke-linejoin", join})
	dash := "none"
	if len(p.dash) > 0 {
		var b []byte
		for i, d := range p.dash {
			if i > 0 {
				b = append(b, ' ')
			}
			b = append(b, num(tenths(d))...)
		}
		dash = string(b)
	}
	return append(st, svgAttr{"stroke-dasharray", dash})
}

func textStyleAttrs(t textStyle) []svgAttr {
	anchor := "middle"
	switch t.anchor {
	case start:
		anchor = "start"
	case endAnchor:
		anchor = "end"
	}
	weight := "normal"
	if t.bold {
		weight = "bold"
	}
	st := []svgAttr{{"font-size", num(tenths(svgFontSize * t.size))}, {"text-anchor", anchor}, {"font-weight", weight}}
	st = colourAttrs(st, "fill", t.col)
	if t.halo.A == 0 {
		return append(st, svgAttr{"stroke", "none"})
	}
	st = colourAttrs(st, "stroke", t.halo)
	return append(st, svgAttr{"stroke-width", num(tenths(max(2, t.size/4)))},
		svgAttr{"stroke-linejoin", "round"}, svgAttr{"paint-order", "stroke"})
}

// colourAttrs appends a colour property ("none" for alpha 0) and its
// opacity.
func colourAttrs(st []svgAttr, prop string, col color.NRGBA) []svgAttr {
	if col.A == 0 {
		return append(st, svgAttr{prop, "none"})
	}
	st = append(st, svgAttr{prop, hexColour(col)})
	opacity := "1"
	if col.A != 0xff {
		opacity = num(tenths(float64(col.A) / 255))
	}
	return append(st, svgAttr{prop + "-opacity", opacity})
}

// hexColour is #rgb when that says the same as #rrggbb.
func hexColour(col color.NRGBA) string {
	const hexd = "0123456789abcdef"
	v := []uint8{col.R, col.G, col.B}
	if col.R>>4 == col.R&15 && col.G>>4 == col.G&15 && col.B>>4 == col.B&15 {
		return string([]byte{'#', hexd[col.R&15], hexd[col.G&15], hexd[col.B&15]})
	}
	b := []byte{'#'}
	for _, x := range v {
		b = append(b, hexd[x>>4], hexd[x&15])
	}
	return string(b)
}

// esc writes text escaped for XML: & < > " ' and characters XML forbids.
func esc(b *bytes.Buffer, s string) { _ = xml.EscapeText(b, []byte(s)) }

func (c *svgCanvas) finish(w io.Writer) error {
	var b bytes.Buffer
	writeSVG(&b, c)
	_, err := w.Write(b.Bytes())
	return err
}
