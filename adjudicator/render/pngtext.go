package render

import (
	"image"
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// The PNG's labels use basicfont.Face7x13, ASCII only. Text at 12 px and
// more is drawn at the font's own size, sharp; smaller text is drawn at
// 13 px and scaled down (Catmull-Rom), so a label takes the same room as
// in the SVG.
const (
	glyphW    = 7
	glyphH    = 13
	baselineY = 11 // baseline from the top of a glyph cell
	capMiddle = 6.5
	nativeMin = 0.9 // scales from here up are drawn at 1
)

type textKey struct {
	s     string
	scale float64
	bold  bool
}

// textCache keeps the masks of labels drawn more than once ("4-3-4").
type textCache map[textKey]*image.Alpha

func (c *pngCanvas) text(at pt, s string, t textStyle) {
	s = toASCII(s)
	if s == "" || !(t.size > 0) {
		return
	}
	scale := t.size / glyphH
	if scale >= nativeMin {
		scale = 1
	}
	mask := c.textMask(s, scale, t.bold)
	w := float64(len(s)*glyphW) * scale
	x := at.X - 1*scale
	switch t.anchor {
	case middle:
		x -= w / 2
	case endAnchor:
		x -= w
	}
	y := at.Y - (capMiddle+1)*scale
	ix, iy := int(math.Round(x)), int(math.Round(y))
	if t.halo.A != 0 {
		for _, d := range [8]image.Point{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}} {
			c.paintMask(mask, ix+d.X, iy+d.Y, t.halo)
		}
	}
	c.paintMask(mask, ix, iy, t.col)
}

// textMask renders s at 13 px (with a pixel of border, and twice a pixel
// apart when bold) and scales it.
func (c *pngCanvas) textMask(s string, scale float64, bold bool) *image.Alpha {
	key := textKey{s, scale, bold}
	if m, ok := c.txt[key]; ok {
		return m
	}
	full := image.NewAlpha(image.Rect(0, 0, len(s)*glyphW+3, glyphH+2))
	d := font.Drawer{Dst: full, Src: image.Opaque, Face: basicfont.Face7x13, Dot: fixed.P(1, 1+baselineY)}
	d.DrawString(s)
	if bold {
		d.Dot = fixed.P(2, 1+baselineY)
		d.DrawString(s)
	}
	m := full
	if scale != 1 {
		m = shrink(full, scale)
		for i, v := range m.Pix {
			m.Pix[i] = coverStep[v] // the PNG's steps of coverage
		}
	}
	if c.txt == nil {
		c.txt = textCache{}
	}
	c.txt[key] = m
	return m
}

// asciiFold spells the letters the 7×13 font lacks with ASCII ones.
var asciiFold = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ã", "a", "ä", "a", "å", "a", "è", "e", "é", "e", "ê", "e", "ë", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ò", "o", "ó", "o", "ô", "o", "õ", "o", "ö", "o", "ù", "u",
	"ú", "u", "û", "u", "ü", "u", "ç", "c", "ñ", "n", "ß", "ss", "À", "A", "Á", "A", "Â", "A", "Ä", "A",
	"È", "E", "É", "E", "Ê", "E", "Ì", "I", "Í", "I", "Ò", "O", "Ó", "O", "Ö", "O", "Ù", "U", "Ú", "U",
	"Ü", "U", "Ç", "C", "Ñ", "N", "—", "-", "–", "-", "‘", "'", "’", "'", "“", "\"", "”", "\"",
	"…", "...", "×", "x", "·", ".", "\u00a0", " ",
)

// toASCII folds s to printable ASCII; other characters become "?".
func toASCII(s string) string {
	s = asciiFold.Replace(s)
	b := []byte(nil)
	for _, r := range s {
		if r < ' ' || r > '~' {
			r = '?'
		}
		b = append(b, byte(r))
	}
	return string(b)
}

// shrink scales an alpha mask down by scale (< 1): each new pixel is the
// average of the area of the old ones it covers, one axis at a time.
func shrink(src *image.Alpha, scale float64) *image.Alpha {
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := int(math.Ceil(float64(sw)*scale)), int(math.Ceil(float64(sh)*scale))
	wx, wy := boxWeights(sw, dw, scale), boxWeights(sh, dh, scale)
	tmp := make([]float32, dw*sh) // shrunk across, full height
	for y := 0; y < sh; y++ {
		row := src.Pix[y*src.Stride:]
		for x, ws := range wx {
			var v float32
			for _, w := range ws {
				v += float32(w.w * float32(row[w.i])) // no fused multiply-add: same bytes on every GOARCH
			}
			tmp[y*dw+x] = v
		}
	}
	dst := image.NewAlpha(image.Rect(0, 0, dw, dh))
	for y, ws := range wy {
		for x := 0; x < dw; x++ {
			var v float32
			for _, w := range ws {
				v += float32(w.w * tmp[w.i*dw+x])
			}
			dst.Pix[y*dst.Stride+x] = uint8(min(v+0.5, 255))
		}
	}
	return dst
}

type weight struct {
	i int
	w float32
}

// boxWeights gives, for each of the dn new pixels along an axis of n old
// ones, the old pixels it covers and their shares (summing to 1).
func boxWeights(n, dn int, scale float64) [][]weight {
	out := make([][]weight, dn)
	for d := range out {
		lo, hi := float64(d)/scale, float64(d+1)/scale
		for i := int(lo); i < n && float64(i) < hi; i++ {
			cover := math.Min(hi, float64(i+1)) - math.Max(lo, float64(i))
			if cover > 0 {
				out[d] = append(out[d], weight{i, float32(cover * scale)})
			}
		}
	}
	return out
}
