package hexmap

import (
	"fmt"
	"strings"
)

// Hexside is the side shared by two adjacent hexes. It is canonical: the
// side reached as (h, d) and as (neighbour, opposite of d) is the same
// value, so Hexsides can be compared with == and used as map keys by the
// map data that attaches features (rivers, slopes, bridges) to them.
//
// The owner of a hexside is the hex for which it lies in the first half of
// Directions: n, ne or se on a flat-topped map; ne, e or se on a
// pointy-topped one. The zero Hexside is no hexside.
type Hexside struct {
	a, b Hex       // a owns the side; b is across it
	dir  Direction // from a to b
}

// Hexside returns the side of h in direction d (zero if d is not one of
// the map's directions). Either hex may be off the map (map-edge sides).
func (g Grid) Hexside(h Hex, d Direction) Hexside {
	i := g.dirIndex(d)
	if i < 0 {
		return Hexside{}
	}
	return g.hexsideAt(h, i)
}

func (g Grid) hexsideAt(h Hex, i int) Hexside {
	n := g.step(h, i)
	if i < 3 {
		return Hexside{a: h, b: n, dir: g.Directions()[i]}
	}
	return Hexside{a: n, b: h, dir: g.Directions()[i-3]}
}

// HexsideBetween returns the side shared by a and b, if they are adjacent.
func (g Grid) HexsideBetween(a, b Hex) (Hexside, bool) {
	d, ok := g.DirectionTo(a, b)
	if !ok {
		return Hexside{}, false
	}
	return g.Hexside(a, d), true
}

// Hexsides lists the six sides of h in direction order.
func (g Grid) Hexsides(h Hex) [6]Hexside {
	var out [6]Hexside
	for i := range out {
		out[i] = g.hexsideAt(h, i)
	}
	return out
}

// IsZero reports whether s is the zero Hexside (no hexside).
func (s Hexside) IsZero() bool { return s.dir == 0 }

// Hexes returns the two hexes sharing the side, owner first.
func (s Hexside) Hexes() (Hex, Hex) { return s.a, s.b }

// Dir is the direction from the owner (the first of Hexes) to the other.
func (s Hexside) Dir() Direction { return s.dir }

// Has reports whether h is one of the two hexes sharing the side.
func (s Hexside) Has(h Hex) bool { return !s.IsZero() && (s.a == h || s.b == h) }

// Other returns the hex across the side from h.
func (s Hexside) Other(h Hex) (Hex, bool) {
	switch {
	case s.IsZero():
		return Hex{}, false
	case h == s.a:
		return s.b, true
	case h == s.b:
		return s.a, true
	}
	return Hex{}, false
}

// String writes the side as "1305/ne": the owner's id and the direction to
// the other hex. When the owner cannot be printed as XXYY (beyond the
// 00-99 range, at a map edge) the other hex is named instead ("0001/nw").
// Grid.ParseHexside reads either hex's name of a side.
func (s Hexside) String() string {
	switch {
	case s.IsZero():
		return "-"
	case !s.a.Printable() && s.b.Printable():
		return s.b.String() + "/" + s.dir.Opposite().String()
	}
	return s.a.String() + "/" + s.dir.String()
}

// ParseHexside reads "XXYY/dir" ("1305/ne", or the same side as "1405/sw"
// ...), with a direction of the map's orientation. At least one of the two
// hexes must be on the map.
func (g Grid) ParseHexside(str string) (Hexside, error) {
	hs, ds, ok := strings.Cut(str, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: want XXYY/direction, such as 1305/%v", str, g.Directions()[1])
	}
	h, err := ParseHex(hs)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %w", str, err)
	}
	d, err := ParseDirection(ds)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %w", str, err)
	}
	if !g.HasDirection(d) {
		return Hexside{}, fmt.Errorf("hexside %q: %v is not a hexside direction on a %v-topped map; want one of %s", str, d, g.Orientation, g.dirList())
	}
	s := g.Hexside(h, d)
	if !g.Contains(s.a) && !g.Contains(s.b) {
		return Hexside{}, fmt.Errorf("hexside %q: neither %v nor %v is on the map", str, s.a, s.b)
	}
	return s, nil
}

func (g Grid) dirList() string {
	var b strings.Builder
	for i, d := range g.Directions() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(d.String())
	}
	return b.String()
}

// HexsideEnds returns the two vertices at the ends of s: first the one
// anticlockwise, then the one clockwise, as seen from the owner.
func (g Grid) HexsideEnds(s Hexside) (Vertex, Vertex) {
	i := g.dirIndex(s.dir)
	if i < 0 {
		return Vertex{}, Vertex{}
	}
	return g.corner(s.a, mod6(i-1)), g.corner(s.a, i)
}
