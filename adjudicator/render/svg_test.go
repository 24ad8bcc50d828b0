package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestSVGGolden(t *testing.T) {
	withLegend := DefaultOptions()
	withLegend.Legend = true
	setup := DefaultOptions()
	setup.Setup = true
	setup.HexSize = 36
	ponte := func(t *testing.T) Picture { return pontePicture(t) }
	bare := func(t *testing.T) Picture { p := pontePicture(t); p.Counters = nil; return p }
	pointy := func(t *testing.T) Picture { return pointyPicture(t) }
	cases := []struct {
		name string
		pic  func(*testing.T) Picture
		opt  Options
	}{
		{"ponte.svg", ponte, withLegend},
		{"ponte-setup.svg", bare, setup},
		{"pointy.svg", pointy, withLegend},
		{"pointy-plain.svg", pointy, Options{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := renderSVG(t, c.pic(t), c.opt)
			golden(t, c.name, got)
			if again := renderSVG(t, c.pic(t), c.opt); !bytes.Equal(got, again) {
				t.Error("two renderings of the same picture differ")
			}
		})
	}
}

// wellFormed walks the whole document with encoding/xml.
func wellFormed(t testing.TB, doc []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
	}
}

func TestSVGWellFormedAndEscaped(t *testing.T) {
	p := pontePicture(t)
	p.Title = `view <&"title">`
	p.Counters[1].Name = `Bad <&"name`
	p.Counters[1].Markers = []string{`<&">`}
	opt := DefaultOptions()
	opt.Legend = true
	doc := renderSVG(t, p, opt)
	wellFormed(t, doc)
	for _, want := range []string{
		"<title>view &lt;&amp;&#34;title&#34;&gt;</title>",
		"Bad &lt;&amp;&#34;name",
		"Cascina &lt;&amp;&#34;Rossa&#34;&gt;", // a place name from the scenario
	} {
		if !bytes.Contains(doc, []byte(want)) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if bytes.Contains(doc, []byte(`Bad <&`)) {
		t.Error("a counter name is written unescaped")
	}
}

func TestSVGInvalidXMLCharacters(t *testing.T) {
	p := pontePicture(t)
	p.Title = "nul\x00 bell\x07 and \xff"
	p.Counters[0].Name = "\x1b[31m"
	wellFormed(t, renderSVG(t, p, DefaultOptions()))
}

// TestFaceDownHidesDetail: what a face-down counter hides (type, size,
// name, values, reduced) changes no byte of either picture.
func TestFaceDownHidesDetail(t *testing.T) {
	opt := DefaultOptions()
	opt.Legend = true
	base := pontePicture(t)
	const fd = 4 // the face-down counter
	if !base.Counters[fd].FaceDown {
		t.Fatal("fixture: counter 4 should be face down")
	}
	other := pontePicture(t)
	other.Counters[fd].Type = "cav"
	other.Counters[fd].Size = 5
	other.Counters[fd].Name = "Secret Hussars"
	other.Counters[fd].Values = "9-9-9"
	other.Counters[fd].Reduced = true
	if !bytes.Equal(renderSVG(t, base, opt), renderSVG(t, other, opt)) {
		t.Error("SVG shows detail of a face-down counter")
	}
	if !bytes.Equal(renderPNG(t, base, opt), renderPNG(t, other, opt)) {
		t.Error("PNG shows detail of a face-down counter")
	}
	if bytes.Contains(renderSVG(t, other, opt), []byte("Secret")) {
		t.Error("the face-down counter's name is in the SVG")
	}
}

func TestErrors(t *testing.T) {
	p := pontePicture(t)
	for _, c := range []struct {
		name string
		pic  Picture
		opt  Options
		want string
	}{
		{"no scenario", Picture{}, Options{}, "no map"},
		{"hex too small", p, Options{HexSize: 2}, "HexSize"},
		{"hex too large", p, Options{HexSize: 1000}, "HexSize"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, f := range []func(io.Writer, Picture, Options) error{SVG, PNG} {
				err := f(io.Discard, c.pic, c.opt)
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Errorf("error %v, want one containing %q", err, c.want)
				}
			}
		})
	}
}

// TestLongTitle: a long title is shrunk and cut, not a reason to fail.
func TestLongTitle(t *testing.T) {
	p := pontePicture(t)
	p.Title = strings.Repeat("a very long title ", 5000)
	if err := PNG(io.Discard, p, DefaultOptions()); err != nil {
		t.Fatal(err)
	}
	doc := renderSVG(t, p, DefaultOptions())
	wellFormed(t, doc)
	if len(doc) > 200_000 {
		t.Errorf("SVG is %d bytes", len(doc))
	}
}
