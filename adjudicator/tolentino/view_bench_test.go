package tolentino

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
)

// viewPicture is one side's view of the battle after turns game turns of
// random play (0: at its start), fog of war applied, as the picture a
// report mail carries.
func viewPicture(b *testing.B, side adjudicator.Side, turns int) render.Picture {
	b.Helper()
	s := newGame(b)
	if turns > 0 {
		playRandom(b, s, 1815, turns)
	}
	p, err := render.ViewPicture(s.b.sc, s.View(side))
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// reportOptions are the options of the pictures in report mails.
func reportOptions() render.Options {
	opt := render.DefaultOptions()
	opt.Legend = true
	return opt
}

// BenchmarkViewWithPNG: one side's view drawn as the PNG a report mail
// carries.
func BenchmarkViewWithPNG(b *testing.B) {
	p := viewPicture(b, "naples", 0)
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := render.PNG(&buf, p, reportOptions()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkViewPictureBytes reports the size of each side's pictures, in
// bytes, as the report mail carries them, at the start and after four
// game turns of random play: go test -run - -bench Bytes. A report mail
// with its pictures should stay under 250 KB (issue 8).
func BenchmarkViewPictureBytes(b *testing.B) {
	for _, turns := range []int{0, 4} {
		for _, side := range []adjudicator.Side{"austria", "naples"} {
			b.Run(fmt.Sprintf("%s/turn%d", side, turns+1), func(b *testing.B) {
				p := viewPicture(b, side, turns)
				var png, svg bytes.Buffer
				for b.Loop() {
					png.Reset()
					svg.Reset()
					if err := render.PNG(&png, p, reportOptions()); err != nil {
						b.Fatal(err)
					}
					if err := render.SVG(&svg, p, reportOptions()); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(png.Len()), "png-bytes")
				b.ReportMetric(float64(svg.Len()), "svg-bytes")
			})
		}
	}
}
