package render

import (
	"cmp"
	"image"
	"image/color"
	"slices"
)

// The PNG is written with a palette of at most 256 colours: the colours
// the picture paints with, kept exact, then the most frequent of the
// others (antialiasing and text edges, blends of those colours). Every
// pixel takes its nearest palette colour, without dithering, so flat
// areas stay flat and compress to almost nothing. The picture's pixels
// are one byte each instead of four, and a report mail's PNG shrinks
// about fourfold.

// The PNG keeps three steps of antialiasing coverage, for shapes and for
// the shrunk letters of small labels alike (coverage is rounded to the
// nearest of 0, ⅓, ⅔ and 1). At 1:1 edges and letters look as smooth as
// with all 256, and the few edge colours repeat, so they compress: the
// Tolentino view is 91 KB, against 112 KB with 8 steps and 126 KB with
// all 256.
var coverStep = steps(3)

// steps is a table rounding a coverage (0-255) to one of n+1 values.
func steps(n int) (t [256]uint8) {
	for i := range t {
		step := (i*n + 127) / 255
		t[i] = uint8(step * 255 / n)
	}
	return t
}

func rgbKey(p []uint8) uint32 { return uint32(p[0])<<16 | uint32(p[1])<<8 | uint32(p[2]) }

func keyColour(k uint32) color.Color {
	return color.RGBA{uint8(k >> 16), uint8(k >> 8), uint8(k), 0xff}
}

// paletted reduces an opaque RGBA image to a paletted one. painted are
// the colours drawn with; they come first in the palette, so a small
// flat shape (a gold star, a marker tag) keeps its colour exactly.
func paletted(img *image.RGBA, painted map[color.NRGBA]bool) *image.Paletted {
	counts := colourCounts(img)
	keys := make([]uint32, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	isPainted := func(k uint32) bool {
		return painted[color.NRGBA{uint8(k >> 16), uint8(k >> 8), uint8(k), 0xff}]
	}
	// Painted colours first, then by pixel count, then by value: the
	// same order on every run, whatever the map's iteration order.
	slices.SortFunc(keys, func(a, b uint32) int {
		pa, pb := isPainted(a), isPainted(b)
		if pa != pb {
			if pa {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b))
	})
	pal := make(color.Palette, 0, 256)
	for _, k := range keys[:min(len(keys), 256)] {
		pal = append(pal, keyColour(k))
	}
	index := make(map[uint32]uint8, len(keys))
	for i, k := range keys {
		if i < len(pal) {
			index[k] = uint8(i)
		} else {
			index[k] = uint8(pal.Index(keyColour(k)))
		}
	}
	out := image.NewPaletted(img.Rect, pal)
	last, li := uint32(1<<24), uint8(0) // runs of one colour: one lookup
	for i, j := 0, 0; i < len(img.Pix); i, j = i+4, j+1 {
		if k := rgbKey(img.Pix[i : i+3]); k != last {
			last, li = k, index[k]
		}
		out.Pix[j] = li
	}
	return out
}

// colourCounts counts the pixels of each colour.
func colourCounts(img *image.RGBA) map[uint32]int {
	counts := map[uint32]int{}
	last, run := uint32(1<<24), 0
	for i := 0; i < len(img.Pix); i += 4 {
		k := rgbKey(img.Pix[i : i+3])
		if k == last {
			run++
			continue
		}
		if run > 0 {
			counts[last] += run
		}
		last, run = k, 1
	}
	if run > 0 {
		counts[last] += run
	}
	return counts
}
