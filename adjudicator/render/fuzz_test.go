package render

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// bytesource reads small numbers from fuzz input, zeros when it runs out.
type bytesource struct{ b []byte }

func (s *bytesource) n(k int) int {
	if len(s.b) == 0 || k <= 0 {
		return 0
	}
	v := int(s.b[0]) % k
	s.b = s.b[1:]
	return v
}

func (s *bytesource) word(words ...string) string { return words[s.n(len(words))] }

func (s *bytesource) hex(g hexmap.Grid) hexmap.Hex {
	// Mostly on the map, sometimes just off it.
	return hexmap.Hex{Col: g.FirstCol - 1 + s.n(g.LastCol-g.FirstCol+3), Row: g.FirstRow - 1 + s.n(g.LastRow-g.FirstRow+3)}
}

func (s *bytesource) hexes(g hexmap.Grid, max int) []hexmap.Hex {
	out := make([]hexmap.Hex, s.n(max)+1)
	for i := range out {
		out[i] = s.hex(g)
	}
	return out
}

// fuzzPicture builds a random picture on a small grid.
func fuzzPicture(data []byte) (Picture, Options) {
	s := &bytesource{data}
	g := hexmap.Grid{Orientation: hexmap.Orientation(1 + s.n(2)), Shifted: hexmap.Parity(1 + s.n(2))}
	g.FirstCol, g.FirstRow = s.n(4)*30, s.n(4)*30
	g.LastCol, g.LastRow = g.FirstCol+s.n(7), g.FirstRow+s.n(7)
	m := &scenarios.Map{Grid: g}
	sc := &scenarios.Scenario{Sides: []scenarios.Side{{ID: "a"}, {ID: "b", Name: "B <&>"}}, Map: m}
	if s.n(4) > 0 {
		m.Legend = []*scenarios.TerrainType{{Code: 'c', Name: "clear"}, {Code: 'w', Name: "woods"}, {Code: 'x', Name: s.word("zz", "dense-woods", "")}}
		for r := g.FirstRow; r <= g.LastRow; r++ {
			var codes, levels strings.Builder
			for c := g.FirstCol; c <= g.LastCol; c++ {
				codes.WriteByte("cwx-q"[s.n(5)])
				levels.WriteByte("0129-"[s.n(5)])
			}
			m.Rows = append(m.Rows, &scenarios.MapRow{Row: r, Codes: codes.String()})
			m.Levels = append(m.Levels, &scenarios.MapRow{Row: r, Codes: levels.String()})
		}
	}
	for i := s.n(4); i > 0; i-- {
		f := &scenarios.HexsideFeature{Kind: s.word("stream", "bridge", "ford", "slope", "wall", "hedge", "impassable", "odd")}
		for j := s.n(4); j >= 0; j-- {
			f.Sides = append(f.Sides, scenarios.Hexside{Hex: s.hex(g), Dir: hexmap.Direction(s.n(10))})
		}
		m.Hexsides = append(m.Hexsides, f)
	}
	for i := s.n(3); i > 0; i-- {
		m.Paths = append(m.Paths, &scenarios.Path{Kind: s.word("road", "trail", "railway", "major-road", "x"), Hexes: s.hexes(g, 6)})
		m.Features = append(m.Features, &scenarios.HexFeature{Kind: s.word("farm", "fort"), Hexes: s.hexes(g, 2)})
		m.Places = append(m.Places, &scenarios.Place{Name: s.word("A", "Città <&>", ""), Hexes: s.hexes(g, 2)})
		m.Entries = append(m.Entries, &scenarios.Entry{ID: "e", Side: s.word("", "a", "zz"), Hexes: s.hexes(g, 2)})
		sc.Objectives = append(sc.Objectives, &scenarios.Objective{Hexes: s.hexes(g, 2), VP: s.n(5), Side: s.word("", "b")})
	}
	p := Picture{Title: s.word("", "t — ü <&>"), Scenario: sc, Highlight: s.hexes(g, 3)}
	for i := s.n(12); i > 0; i-- {
		var marks []string
		for j := s.n(8); j > 0; j-- {
			marks = append(marks, s.word("March", "Hits 2", "x", "", "Out of Command", "\x00"))
		}
		p.Counters = append(p.Counters, Counter{
			Hex: s.hex(g), Side: s.word("a", "b", "c", ""), Type: s.word("inf", "linf", "cav", "art", "hart", "leader", "pioneer", "train", "", "weird-thing"),
			Size: s.n(12) - 2, Name: s.word("", "N", "A very long counter name indeed"), Values: s.word("", "4-3-4", "12-12-12-12"),
			Facing: hexmap.Direction(s.n(10)), Markers: marks, FaceDown: s.n(2) == 1, Reduced: s.n(2) == 1,
		})
	}
	opt := Options{HexSize: []float64{0, 8, 13.7, 28, 61}[s.n(5)], Legend: s.n(2) == 1, HexNumbers: s.n(2) == 1, Setup: s.n(2) == 1}
	return p, opt
}

func FuzzPicture(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("a small map with some counters on it, and more bytes to use up"))
	f.Add(bytes.Repeat([]byte{1, 2, 3, 5, 7, 11, 13, 17, 19, 23}, 40))
	f.Add(bytes.Repeat([]byte{255, 0, 128}, 100))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, opt := fuzzPicture(data)
		var b bytes.Buffer
		if err := SVG(&b, p, opt); err != nil {
			t.Fatalf("SVG: %v", err)
		}
		wellFormed(t, b.Bytes())
		if err := PNG(io.Discard, p, opt); err != nil {
			t.Fatalf("PNG: %v", err)
		}
	})
}
