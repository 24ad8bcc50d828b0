package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// A scenario that uses part of a map (Custoza 23.1.3's "area") keeps the
// whole map's roads; the picture draws them only through the hexes of
// the area, never across the blank paper beyond it.
func TestPathsClippedToArea(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "ponte.scn"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "grid flat cols=01-06 rows=01-05 shifted=even",
		"grid flat cols=01-06 rows=01-05 shifted=even\narea cols=01-03", 1)
	sc, err := scenarios.Parse("area.scn", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	doc := renderSVG(t, Picture{Title: "area", Scenario: sc}, DefaultOptions())
	wellFormed(t, doc)
	start := bytes.Index(doc, []byte(`<g class="paths"`))
	if start < 0 {
		t.Fatal("no paths group")
	}
	group := string(doc[start : start+bytes.Index(doc[start:], []byte("</g>"))])
	// The road 0102 0202 0302 0303 0403 … keeps its first four hexes; the
	// trail 0105 0204 0304 0404 its first three.
	for _, want := range []string{`d="M50 122l42 24 42-24v48"`, `d="M50 266l42-24 42-24"`} {
		if !strings.Contains(group, want) {
			t.Errorf("paths group lacks %s:\n%s", want, group)
		}
	}
	if n := strings.Count(group, "<path "); n != 2 {
		t.Errorf("%d path elements, want 2:\n%s", n, group)
	}
}
