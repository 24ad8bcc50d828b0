package tolentino

import (
	"bytes"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/scenarios"
)

// BenchmarkViewWithPNG: one side's view of the battle at its start, fog of
// war applied, drawn as the PNG a report mail carries.
func BenchmarkViewWithPNG(b *testing.B) {
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		b.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		b.Fatal(err)
	}
	opt := render.DefaultOptions()
	opt.Legend = true
	var buf bytes.Buffer
	for i := 0; i < b.N; i++ {
		v := st.View(adjudicator.Side("naples"))
		p, err := render.ViewPicture(sc, v)
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := render.PNG(&buf, p, opt); err != nil {
			b.Fatal(err)
		}
	}
}
