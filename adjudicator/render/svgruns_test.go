package render

import (
	"image/color"
	"testing"
)

// TestMergeRuns: a column of touching hexes becomes one path; shapes that
// overlap (a stack of counters), do not touch, or are translucent stay
// apart, since painting them together would show.
func TestMergeRuns(t *testing.T) {
	hex := func(x, y float64) []pt {
		return []pt{{x, y}, {x + 28, y}, {x + 42, y + 24}, {x + 28, y + 48}, {x, y + 48}, {x - 14, y + 24}}
	}
	box := func(x, y float64) []pt { return rect(x, y, 37, 37) }
	opaque := paint{fill: rgb(0xeef0c8), stroke: colHexEdge, width: 0.6}
	glass := paint{fill: color.NRGBA{0x20, 0x40, 0x80, 0x80}}
	for _, c := range []struct {
		name  string
		shape func(x, y float64) []pt
		steps []pt
		p     paint
		want  int // paths after merging
	}{
		{"column of hexes", hex, []pt{{36, 50}, {36, 98}, {36, 146}}, opaque, 1},
		{"hexes a row apart", hex, []pt{{36, 50}, {36, 146}}, opaque, 2},
		{"stack of counters", box, []pt{{100, 100}, {103.3, 96.7}, {106.6, 93.4}}, opaque, 3},
		{"row of boxes", box, []pt{{100, 100}, {137, 100}}, opaque, 1},
		{"translucent boxes", box, []pt{{100, 100}, {137, 100}}, glass, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			cv := newSVGCanvas(400, 400, "")
			for _, at := range c.steps {
				cv.poly(c.shape(at.X, at.Y), c.p)
			}
			mergeRuns(&cv.root)
			if got := len(cv.root.children); got != c.want {
				t.Errorf("%d paths, want %d", got, c.want)
			}
		})
	}
}
