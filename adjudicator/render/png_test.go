package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

func decodePNG(t testing.TB, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("PNG does not decode: %v", err)
	}
	return img
}

func TestPNG(t *testing.T) {
	p := pontePicture(t)
	for _, opt := range []Options{DefaultOptions(), {HexSize: 40, Legend: true}} {
		b := renderPNG(t, p, opt)
		img := decodePNG(t, b)
		pa, err := newPainter(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := img.Bounds().Size(), image.Pt(int(pa.width), int(pa.height)); got != want {
			t.Errorf("HexSize %v: PNG is %v, want %v", opt.HexSize, got, want)
		}
		if !bytes.Equal(b, renderPNG(t, p, opt)) {
			t.Error("two renderings of the same picture differ")
		}
		// Hex centres with nothing on them show their terrain colour.
		for _, c := range []struct {
			hex  string
			want color.NRGBA
		}{
			{"0101", terrainColour("clear")},
			{"0301", levelTint(terrainColour("woods"), 1)},
			{"0501", levelTint(terrainColour("clear"), 2)},
			{"0602", levelTint(terrainColour("marsh"), 2)},
		} {
			at := pa.l.centre(hx(t, c.hex))
			got := color.NRGBAModel.Convert(img.At(int(at.X), int(at.Y))).(color.NRGBA)
			if !near(got, c.want) {
				t.Errorf("HexSize %v: centre of %s is %v, want %v", opt.HexSize, c.hex, got, c.want)
			}
		}
	}
}

func near(a, b color.NRGBA) bool {
	d := func(x, y uint8) bool { return x-y < 3 || y-x < 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// TestPNGCounterColours: the side colours reach the picture.
func TestPNGCounterColours(t *testing.T) {
	p := pontePicture(t)
	opt := DefaultOptions()
	img := decodePNG(t, renderPNG(t, p, opt))
	pa, _ := newPainter(p, opt)
	k := pa.counterSize()
	// The face-down counter at 0403: blue, away from its "?".
	at := pa.l.centre(hx(t, "0403")).add(pt2(-0.4*k, 0.1*k))
	got := color.NRGBAModel.Convert(img.At(int(at.X), int(at.Y))).(color.NRGBA)
	if want := pa.sideColour("blue"); !near(got, want) {
		t.Errorf("face-down counter is %v, want blue %v", got, want)
	}
}

func TestToASCII(t *testing.T) {
	for in, want := range map[string]string{
		"Jäger":     "Jager",
		"g1 — view": "g1 - view",
		"Città…":    "Citta...",
		"漢":         "?",
		"tab\there": "tab?here",
	} {
		if got := toASCII(in); got != want {
			t.Errorf("toASCII(%q) = %q, want %q", in, got, want)
		}
	}
}
