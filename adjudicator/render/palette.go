package render

import (
	"hash/fnv"
	"image/color"
	"strings"
)

// rgb builds an opaque colour from 0xRRGGBB.
func rgb(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Fixed colours of the picture.
var (
	colBackground = rgb(0xffffff)
	colHexEdge    = rgb(0x8c8c80)
	colHexNumber  = rgb(0x50504a)
	colInk        = rgb(0x1a1a1a)
	colHalo       = rgb(0xffffff)
	colContour    = rgb(0x7a4e24)
	colHighlight  = rgb(0xff8c00)
	colObjective  = rgb(0xf2c200)
	colNeutral    = rgb(0x5a5a5a) // entries and objectives of either side
)

// terrainColours holds the colour of terrain names, looked up exactly.
var terrainColours = map[string]uint32{
	"clear": 0xeef0c8, "open": 0xeef0c8, "plain": 0xeef0c8, "fields": 0xe8e2a4, "crops": 0xe8e2a4,
	"woods": 0x79a85a, "wood": 0x79a85a, "forest": 0x5f8f45, "light-woods": 0xa8c98a, "scrub": 0xb9cf94,
	"orchard": 0xb3d18a, "vineyard": 0xc9b6d9, "vines": 0xc9b6d9,
	"village": 0xd9a98c, "town": 0xc98d74, "city": 0xb87762, "hamlet": 0xe0b89e, "farm": 0xe6c88f,
	"marsh": 0x9fcbbd, "swamp": 0x8fbfae, "rice": 0xb5dccb,
	"river": 0x7fb2e5, "lake": 0x7fb2e5, "water": 0x7fb2e5, "sea": 0x6aa3db,
	"rough": 0xcdb68c, "broken": 0xcdb68c, "hill": 0xdcc79c, "heights": 0xd4bb8a, "mountain": 0xb89d7c,
	"fortress": 0xa3a3a3, "fort": 0xa3a3a3, "cultivated": 0xe8e2a4,
	"tione-bridge": 0xb4d2f0, "mincio-bridge": 0xb4d2f0, // Custoza 22.1, 22.2: river hexes with a bridge
}

// terrainKeywords colour terrain names the table does not hold, by the
// first keyword they contain ("dense-woods" is woods).
var terrainKeywords = []struct {
	word string
	col  uint32
}{
	{"wood", 0x79a85a}, {"forest", 0x5f8f45}, {"orchard", 0xb3d18a}, {"vine", 0xc9b6d9},
	{"village", 0xd9a98c}, {"town", 0xc98d74}, {"city", 0xb87762}, {"farm", 0xe6c88f},
	{"marsh", 0x9fcbbd}, {"swamp", 0x8fbfae}, {"river", 0x7fb2e5}, {"lake", 0x7fb2e5},
	{"water", 0x7fb2e5}, {"rough", 0xcdb68c}, {"hill", 0xdcc79c}, {"mount", 0xb89d7c},
	{"fort", 0xa3a3a3}, {"clear", 0xeef0c8}, {"field", 0xe8e2a4},
	{"tione", 0x7fb2e5}, {"mincio", 0x7fb2e5}, // Custoza's river hexes (22.1, 22.2)
}

// terrainColour is the colour of a terrain name: from the tables, or a
// pale colour derived from the name, the same on every run.
func terrainColour(name string) color.NRGBA {
	name = strings.ToLower(name)
	if v, ok := terrainColours[name]; ok {
		return rgb(v)
	}
	for _, k := range terrainKeywords {
		if strings.Contains(name, k.word) {
			return rgb(k.col)
		}
	}
	return hashColour(name, 0.45, 0.82)
}

// sideColours are the colours of the sides in scenario order.
var sideColours = []uint32{0x2b5ea8, 0xb3261e, 0x2e7d32, 0x6a3d9a, 0x9a6a00}

// namedSideColours colour sides whose id is a colour word.
var namedSideColours = map[string]uint32{
	"red": 0xb3261e, "blue": 0x2b5ea8, "green": 0x2e7d32, "white": 0xecebe4, "grey": 0x7a7a7a,
	"gray": 0x7a7a7a, "black": 0x262626, "yellow": 0xe3c01c, "brown": 0x7b4a26, "purple": 0x6a3d9a,
	"orange": 0xd9731a,
}

// hashColour derives a colour from a name: the hue from its FNV hash,
// with the given saturation and lightness.
func hashColour(name string, sat, light float64) color.NRGBA {
	h := fnv.New32a()
	h.Write([]byte(name))
	return hsl(float64(h.Sum32()%360), sat, light)
}

// hsl converts hue (degrees), saturation and lightness (0-1) to RGB.
func hsl(hue, s, l float64) color.NRGBA {
	c := (1 - abs(2*l-1)) * s
	hp := hue / 60
	x := c * (1 - abs(mod2(hp)-1))
	var r, g, b float64
	switch {
	case hp < 1:
		r, g = c, x
	case hp < 2:
		r, g = x, c
	case hp < 3:
		g, b = c, x
	case hp < 4:
		g, b = x, c
	case hp < 5:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := l - c/2
	return color.NRGBA{to8(r + m), to8(g + m), to8(b + m), 0xff}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func mod2(x float64) float64 { return x - 2*float64(int(x/2)) }

func to8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 1:
		return 255
	}
	return uint8(v*255 + 0.5)
}

// mix blends a towards b by t (0: a, 1: b).
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// levelTint darkens a terrain colour towards brown, a step per level.
func levelTint(c color.NRGBA, level int) color.NRGBA {
	if level <= 0 {
		return c
	}
	return mix(c, colContour, min(float64(level)*0.11, 0.6))
}

// inkOn is the colour of text and symbols on a background: white on dark
// colours, near-black on light ones.
func inkOn(bg color.NRGBA) color.NRGBA {
	lum := 0.299*float64(bg.R) + 0.587*float64(bg.G) + 0.114*float64(bg.B)
	if lum < 150 {
		return rgb(0xffffff)
	}
	return colInk
}
