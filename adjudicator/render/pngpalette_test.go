package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// TestPalettedKeepsPaintedColours: a small painted shape keeps its exact
// colour among far more frequent ones, and every other pixel takes its
// nearest palette colour.
func TestPalettedKeepsPaintedColours(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 600, 100))
	for y := 0; y < 100; y++ {
		for x := 0; x < 600; x++ {
			img.Set(x, y, color.RGBA{uint8(x / 2), uint8(y), 128, 0xff}) // 30,000 colours
		}
	}
	star := color.NRGBA{0xf2, 0xc2, 0x00, 0xff}
	img.Set(7, 7, star)
	p := paletted(img, map[color.NRGBA]bool{star: true})
	if len(p.Palette) != 256 {
		t.Fatalf("%d colours, want 256", len(p.Palette))
	}
	if got := color.NRGBAModel.Convert(p.At(7, 7)); got != star {
		t.Errorf("painted pixel is %v, want %v", got, star)
	}
	for _, at := range []image.Point{{0, 0}, {333, 44}, {599, 99}} {
		want := p.Palette[p.Palette.Index(img.At(at.X, at.Y))]
		if got := p.At(at.X, at.Y); got != want {
			t.Errorf("pixel %v is %v, want the nearest colour %v", at, got, want)
		}
	}
	if again := paletted(img, map[color.NRGBA]bool{star: true}); !bytes.Equal(p.Pix, again.Pix) {
		t.Error("two reductions of one image differ")
	}
}

// TestWritePalettedPNG: image/png reads back the palette and pixels.
func TestWritePalettedPNG(t *testing.T) {
	pal := color.Palette{color.RGBA{0xff, 0, 0, 0xff}, color.RGBA{0, 0x80, 0xff, 0xff}, color.RGBA{1, 2, 3, 0xff}}
	img := image.NewPaletted(image.Rect(0, 0, 37, 11), pal)
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7 % 3)
	}
	var b bytes.Buffer
	if err := writePalettedPNG(&b, img); err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	gp, ok := got.(*image.Paletted)
	if !ok || gp.Rect != img.Rect || !bytes.Equal(gp.Pix, img.Pix) || len(gp.Palette) != len(pal) {
		t.Fatalf("read back %T %v, want the written image", got, got.Bounds())
	}
	for i, c := range pal {
		if gp.Palette[i] != c {
			t.Errorf("colour %d is %v, want %v", i, gp.Palette[i], c)
		}
	}
}

// TestPNGIsPaletted: the picture's PNG is paletted and keeps the colours
// of small shapes exactly (the objective's star, the sides).
func TestPNGIsPaletted(t *testing.T) {
	img, ok := decodePNG(t, renderPNG(t, pontePicture(t), DefaultOptions())).(*image.Paletted)
	if !ok {
		t.Fatal("the PNG is not paletted")
	}
	has := map[color.NRGBA]bool{}
	for _, c := range img.Palette {
		has[color.NRGBAModel.Convert(c).(color.NRGBA)] = true
	}
	for _, want := range []color.NRGBA{colObjective, rgb(namedSideColours["red"]), rgb(namedSideColours["blue"]), colInk} {
		if !has[want] {
			t.Errorf("palette lacks %v", want)
		}
	}
}
