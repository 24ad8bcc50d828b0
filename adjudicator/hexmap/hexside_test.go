package hexmap

import (
	"strings"
	"testing"
)

func TestHexsideCanonical(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		for _, h := range g.Hexes() {
			for _, d := range g.Directions() {
				s := g.Hexside(h, d)
				n, _ := g.Neighbor(h, d)
				if o := g.Hexside(n, d.Opposite()); o != s {
					t.Fatalf("%s: %v/%v = %v but %v/%v = %v", gc.name, h, d, s, n, d.Opposite(), o)
				}
				a, b := s.Hexes()
				if !(a == h && b == n || a == n && b == h) || !s.Has(h) || !s.Has(n) {
					t.Fatalf("%s: %v/%v hexes %v %v", gc.name, h, d, a, b)
				}
				if o, _ := s.Other(h); o != n {
					t.Fatalf("%s: Other", gc.name)
				}
				back, err := g.ParseHexside(s.String())
				if err != nil || back != s {
					t.Fatalf("%s: ParseHexside(%q) = %v, %v", gc.name, s.String(), back, err)
				}
			}
		}
	}
}

func TestHexsideString(t *testing.T) {
	g := flatOdd
	for _, tc := range []struct {
		in, want string
	}{
		{"1305/ne", "1305/ne"},
		{"1305/NE", "1305/ne"},
		{"1405/sw", "1305/ne"}, // 1305 is in an odd (lower) column: its ne is 1405
		{"0506/n", "0506/n"},
		{"0505/s", "0506/n"},
		{"0505/se", "0505/se"},
		{"0606/nw", "0505/se"},
		{"0101/nw", "0101/nw"}, // owner 0001 is not on the map but printable
		{"0101/n", "0101/n"},
		{"0100/s", "0101/n"}, // 0100 is off the map; the side is on its edge
	} {
		s, err := g.ParseHexside(tc.in)
		if err != nil {
			t.Errorf("ParseHexside(%q): %v", tc.in, err)
			continue
		}
		if got := s.String(); got != tc.want && !(tc.in == "0101/nw" && got == "0001/se") {
			t.Errorf("ParseHexside(%q).String() = %q; want %q", tc.in, got, tc.want)
		}
	}
	// A side whose owner is unprintable is named by the other hex.
	g0 := Grid{FirstCol: 0, LastCol: 10, FirstRow: 0, LastRow: 10, Orientation: FlatTop, Shifted: Odd}
	s := g0.Hexside(Hex{0, 0}, NW)
	if got := s.String(); got != "0000/nw" {
		t.Errorf("edge side = %q; want 0000/nw", got)
	}
	if back, err := g0.ParseHexside("0000/nw"); err != nil || back != s {
		t.Errorf("ParseHexside(0000/nw) = %v, %v", back, err)
	}
	if (Hexside{}).String() != "-" || !(Hexside{}).IsZero() || (Hexside{}).Has(Hex{}) {
		t.Error("zero hexside")
	}
	if _, ok := (Hexside{}).Other(Hex{}); ok {
		t.Error("zero hexside Other")
	}
	if _, ok := g.Hexside(hx(t, "1305"), NE).Other(hx(t, "0101")); ok {
		t.Error("Other of a hex not on the side")
	}
	if !g.Hexside(hx(t, "1305"), E).IsZero() {
		t.Error("e side on a flat-topped map")
	}
}

func TestParseHexsideErrors(t *testing.T) {
	g := flatOdd
	for _, tc := range []struct{ in, want string }{
		{"1305", "want XXYY/direction"},
		{"12a4/ne", "want four digits XXYY"},
		{"1305/up", "want a compass word"},
		{"1305/e", "e is not a hexside direction on a flat-topped map; want one of n ne se s sw nw"},
		{"8080/n", "neither 8080 nor 8079 is on the map"},
	} {
		_, err := g.ParseHexside(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseHexside(%q) error %v; want %q", tc.in, err, tc.want)
		}
	}
	if _, err := pointyOdd.ParseHexside("1305/n"); err == nil || !strings.Contains(err.Error(), "ne e se sw w nw") {
		t.Errorf("pointy n: %v", err)
	}
}

func FuzzParseHexside(f *testing.F) {
	for _, s := range []string{"1305/ne", "0101/nw", "1305/e", "/", "1305/", "9999/s", "0000/n/x"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, pointy bool) {
		g := flatOdd
		if pointy {
			g = pointyEven
		}
		side, err := g.ParseHexside(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "hexside ") {
				t.Fatalf("error %q does not name the hexside", err)
			}
			return
		}
		a, b := side.Hexes()
		if !g.Contains(a) && !g.Contains(b) || !g.Adjacent(a, b) {
			t.Fatalf("%q: %v", s, side)
		}
		back, err := g.ParseHexside(side.String())
		if err != nil || back != side {
			t.Fatalf("%q: round trip %q: %v %v", s, side.String(), back, err)
		}
	})
}

func TestVertices(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		for _, h := range g.Hexes() {
			corners := g.Corners(h)
			for i, v := range corners {
				d := g.Directions()[i]
				if v != g.Corner(h, d) || !v.Has(h) {
					t.Fatalf("%s: corner %v %v", gc.name, h, d)
				}
				// The same vertex seen from the other two hexes.
				n1, _ := g.Neighbor(h, d)
				n2, _ := g.Neighbor(h, g.Rotate(d, 1))
				if g.Corner(n1, g.Rotate(d, 2)) != v || g.Corner(n2, g.Rotate(d, 4)) != v {
					t.Fatalf("%s: vertex %v not canonical", gc.name, v)
				}
				back, err := g.ParseVertex(v.String())
				if err != nil || back != v {
					t.Fatalf("%s: ParseVertex(%q) = %v, %v", gc.name, v, back, err)
				}
				// Ends of each hexside are corners of both hexes.
				s := g.Hexside(h, d)
				e1, e2 := g.HexsideEnds(s)
				a, b := s.Hexes()
				for _, e := range []Vertex{e1, e2} {
					if !e.Has(a) || !e.Has(b) {
						t.Fatalf("%s: %v ends %v %v", gc.name, s, e1, e2)
					}
				}
				sides := g.VertexHexsides(v)
				for _, sd := range sides {
					x, y := sd.Hexes()
					if sd.IsZero() || !v.Has(x) || !v.Has(y) {
						t.Fatalf("%s: vertex sides %v", gc.name, sides)
					}
				}
			}
		}
	}
}

func TestVertexParse(t *testing.T) {
	g := flatOdd
	v, err := g.ParseVertex("0606/0505/0605")
	if err != nil || v.String() != "0505/0605/0606" {
		t.Fatalf("ParseVertex = %v, %v", v, err)
	}
	if v != g.Corner(hx(t, "0505"), NE) {
		t.Errorf("Corner(0505, ne) = %v", g.Corner(hx(t, "0505"), NE))
	}
	for _, tc := range []struct{ in, want string }{
		{"0505/0605", "want three hexes"},
		{"0505/0605/0a06", "want four digits"},
		{"0505/0605/0607", "mutually adjacent"},
		{"0505/0605/0504", "mutually adjacent"}, // 0504 and 0605 are adjacent? no: 0605's nw is 0504
		{"8080/8081/8180", "none of the hexes"},
	} {
		_, err := g.ParseVertex(tc.in)
		if tc.in == "0505/0605/0504" {
			// 0504 is the n of 0505 and the nw of 0605: a real vertex.
			if err != nil {
				t.Errorf("ParseVertex(%q): %v", tc.in, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseVertex(%q) error %v; want %q", tc.in, err, tc.want)
		}
	}
	if !(Vertex{}).IsZero() || (Vertex{}).String() != "-" || (Vertex{}).Has(Hex{}) {
		t.Error("zero vertex")
	}
	if !g.Corner(hx(t, "0505"), E).IsZero() {
		t.Error("corner e on flat")
	}
}

func TestHexsidesOfHex(t *testing.T) {
	g := flatOdd
	h := hx(t, "0505")
	var names []string
	for i, s := range g.Hexsides(h) {
		names = append(names, s.String())
		if s != g.Hexside(h, g.Directions()[i]) {
			t.Errorf("side %d", i)
		}
	}
	if got := strings.Join(names, " "); got != "0505/n 0505/ne 0505/se 0506/n 0406/ne 0405/se" {
		t.Errorf("Hexsides(0505) = %v", got)
	}
	if s := g.Hexside(h, SW); s.Dir() != NE {
		t.Errorf("Dir of 0505/sw = %v; want ne (from the owner 0406)", s.Dir())
	}
	if a, b := g.HexsideEnds(Hexside{}); !a.IsZero() || !b.IsZero() {
		t.Error("ends of the zero hexside")
	}
}

func TestFrac(t *testing.T) {
	f := newFrac(2, -6)
	if f != (Frac{-1, 3}) || f.String() != "-1/3" || f.Float64() != -1.0/3 {
		t.Errorf("%v", f)
	}
	if newFrac(4, 2).String() != "2" || (Frac{1, 2}).Cmp(Frac{2, 3}) != -1 {
		t.Error("frac")
	}
}
