package render

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWritePicturesToLookAt writes the test pictures as PNG and SVG into
// the folder named by RENDER_LOOK (never into the source tree), for a
// person to look at:
//
//	RENDER_LOOK=/tmp go test ./adjudicator/render -run Look
//
// /tmp/render-check.png is the Ponte Vecchio picture with its legend.
func TestWritePicturesToLookAt(t *testing.T) {
	dir := os.Getenv("RENDER_LOOK")
	if dir == "" {
		t.Skip("set RENDER_LOOK to a folder to write the pictures there")
	}
	legend := DefaultOptions()
	legend.Legend = true
	setup := legend
	setup.Setup = true
	bare := pontePicture(t)
	bare.Counters = nil
	for name, c := range map[string]struct {
		p   Picture
		opt Options
	}{
		"render-check":  {pontePicture(t), legend},
		"render-pointy": {pointyPicture(t), legend},
		"render-setup":  {bare, setup},
		"render-big":    {bigPicture(), legend},
	} {
		for ext, f := range map[string]func(testing.TB, Picture, Options) []byte{".png": renderPNG, ".svg": renderSVG} {
			if err := os.WriteFile(filepath.Join(dir, name+ext), f(t, c.p, c.opt), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
