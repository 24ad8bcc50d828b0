package hexmap

import (
	"fmt"
	"slices"
	"strings"
)

// Vertex is a hexside junction: the point where three hexes meet (Tolentino
// 11.3.1 "the juncture of two or more blocking hexsides"). It is canonical:
// it holds its three hexes in printed-id order, so == compares vertices.
// The zero Vertex is no vertex.
type Vertex struct {
	h [3]Hex
}

// Corner returns the vertex of h at the clockwise end of its side d, that is
// between side d and side Rotate(d, 1) (on a flat-topped map, Corner(h, n)
// is h's upper-right corner, where h, its n and its ne neighbours meet).
func (g Grid) Corner(h Hex, d Direction) Vertex {
	i := g.dirIndex(d)
	if i < 0 {
		return Vertex{}
	}
	return g.corner(h, i)
}

func (g Grid) corner(h Hex, i int) Vertex {
	return newVertex(h, g.step(h, i), g.step(h, mod6(i+1)))
}

func newVertex(a, b, c Hex) Vertex {
	v := Vertex{h: [3]Hex{a, b, c}}
	slices.SortFunc(v.h[:], Hex.Compare)
	return v
}

// Corners lists the six vertices of h; Corners(h)[i] is Corner(h,
// Directions()[i]).
func (g Grid) Corners(h Hex) [6]Vertex {
	var out [6]Vertex
	for i := range out {
		out[i] = g.corner(h, i)
	}
	return out
}

// IsZero reports whether v is the zero Vertex.
func (v Vertex) IsZero() bool { return v == Vertex{} }

// Hexes returns the three hexes meeting at v, in printed-id order.
func (v Vertex) Hexes() [3]Hex { return v.h }

// Has reports whether h is one of the three hexes meeting at v.
func (v Vertex) Has(h Hex) bool {
	return !v.IsZero() && (v.h[0] == h || v.h[1] == h || v.h[2] == h)
}

// String writes the three hexes in printed-id order: "0505/0605/0606".
func (v Vertex) String() string {
	if v.IsZero() {
		return "-"
	}
	return v.h[0].String() + "/" + v.h[1].String() + "/" + v.h[2].String()
}

// VertexHexsides lists the three hexsides meeting at v (each between two of
// its hexes), in canonical order: sides between h0-h1, h0-h2, h1-h2.
func (g Grid) VertexHexsides(v Vertex) [3]Hexside {
	s01, _ := g.HexsideBetween(v.h[0], v.h[1])
	s02, _ := g.HexsideBetween(v.h[0], v.h[2])
	s12, _ := g.HexsideBetween(v.h[1], v.h[2])
	return [3]Hexside{s01, s02, s12}
}

// ParseVertex reads three mutually adjacent hexes separated by "/", in any
// order ("0606/0505/0605"). At least one of them must be on the map.
func (g Grid) ParseVertex(s string) (Vertex, error) {
	parts := strings.Split(s, "/")
	if len(parts) != 3 {
		return Vertex{}, fmt.Errorf("vertex %q: want three hexes meeting at a point, such as 0505/0605/0606", s)
	}
	var h [3]Hex
	for i, p := range parts {
		x, err := ParseHex(p)
		if err != nil {
			return Vertex{}, fmt.Errorf("vertex %q: %w", s, err)
		}
		h[i] = x
	}
	if !g.Adjacent(h[0], h[1]) || !g.Adjacent(h[0], h[2]) || !g.Adjacent(h[1], h[2]) {
		return Vertex{}, fmt.Errorf("vertex %q: the three hexes must be mutually adjacent", s)
	}
	if !g.Contains(h[0]) && !g.Contains(h[1]) && !g.Contains(h[2]) {
		return Vertex{}, fmt.Errorf("vertex %q: none of the hexes is on the map", s)
	}
	return newVertex(h[0], h[1], h[2]), nil
}
