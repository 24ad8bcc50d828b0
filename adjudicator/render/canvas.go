package render

import (
	"image/color"
	"unicode/utf8"
)

// canvas is what the picture is drawn on: the SVG writer or the PNG
// rasterizer. The drawing code calls the same methods for both, so the
// two formats show the same picture. Colours are straight (not
// premultiplied); an alpha of 0 means "none".
type canvas interface {
	// group starts a group of shapes; tip is a tooltip (SVG only; "" for none).
	group(class, tip string)
	end()
	poly(pts []pt, p paint)          // a closed polygon
	line(pts []pt, p paint)          // an open polyline: stroke only
	circle(c pt, r float64, p paint) // a disc
	text(at pt, s string, t textStyle)
}

// paint is how a shape is filled and stroked.
type paint struct {
	fill   color.NRGBA
	stroke color.NRGBA
	width  float64   // stroke width
	dash   []float64 // on, off, on, off … in px; nil: solid
	round  bool      // round caps and joins on lines
}

// anchor is where a text's at point sits horizontally.
type anchor uint8

const (
	middle anchor = iota
	start
	endAnchor
)

// textStyle: size is the font size in px; the text's at point is the
// middle of its capital letters (not the baseline), so both canvases
// place it alike.
type textStyle struct {
	size   float64
	col    color.NRGBA
	anchor anchor
	halo   color.NRGBA // drawn around the letters for legibility; A 0: none
	bold   bool
}

// charWidth is the advance of one character as a share of the font size:
// the PNG's 7×13 font, which SVG sans-serif fonts roughly match.
const charWidth = 7.0 / 13

// minTextSize is the smallest font size drawn: smaller text is cut.
const minTextSize = 7

// fit shrinks a text to fit width w, down to minTextSize, then cuts it.
func fit(s string, size, w float64) (string, float64) {
	n := utf8.RuneCountInString(s)
	if n == 0 || float64(n)*size*charWidth <= w {
		return s, size
	}
	if sz := w / (float64(n) * charWidth); sz >= minTextSize {
		return s, sz
	}
	size = min(size, minTextSize)
	keep := max(int(w/(size*charWidth)), 1)
	r := []rune(s)
	if keep < len(r) {
		r = r[:keep]
	}
	return string(r), size
}

// textWidth is the width a text takes at a font size.
func textWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)) * size * charWidth
}

func fillOnly(c color.NRGBA) paint { return paint{fill: c} }
