package tolentino

import (
	"bytes"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/scenarios"
)

// viewPicture is one side's view of the battle at its start, fog of war
// applied, as the picture a report mail carries.
func viewPicture(b *testing.B, side adjudicator.Side) render.Picture {
	b.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		b.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		b.Fatal(err)
	}
	p, err := render.ViewPicture(sc, st.View(side))
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
	p := viewPicture(b, "naples")
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := render.PNG(&buf, p, reportOptions()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkViewPictureBytes reports the size of each side's pictures, in
// bytes, as the report mail carries them: go test -run - -bench Bytes.
// A report mail with its pictures should stay under 250 KB (issue 8).
func BenchmarkViewPictureBytes(b *testing.B) {
	for _, side := range []adjudicator.Side{"austria", "naples"} {
		b.Run(string(side), func(b *testing.B) {
			p := viewPicture(b, side)
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
