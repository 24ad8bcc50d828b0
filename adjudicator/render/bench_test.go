package render

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// bigPicture is a 60×34 map with varied terrain and levels, streams with
// bridges, roads and trails, places, and 200 counters of two sides.
func bigPicture() Picture {
	g := hexmap.Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34, Orientation: hexmap.FlatTop, Shifted: hexmap.Even}
	m := &scenarios.Map{Grid: g, Legend: []*scenarios.TerrainType{
		{Code: 'c', Name: "clear"}, {Code: 'w', Name: "woods"}, {Code: 'v', Name: "village"},
		{Code: 'm', Name: "marsh"}, {Code: 'o', Name: "orchard"},
	}}
	for r := 1; r <= 34; r++ {
		var codes, levels strings.Builder
		for c := 1; c <= 60; c++ {
			codes.WriteByte("ccccwwcvcmoc"[(c*7+r*13+c*r)%12])
			levels.WriteByte(byte('0' + (c/8+r/9)%4))
		}
		m.Rows = append(m.Rows, &scenarios.MapRow{Row: r, Codes: codes.String()})
		m.Levels = append(m.Levels, &scenarios.MapRow{Row: r, Codes: levels.String()})
	}
	stream := &scenarios.HexsideFeature{Kind: "stream"}
	bridge := &scenarios.HexsideFeature{Kind: "bridge"}
	for c := 1; c <= 60; c++ {
		stream.Sides = append(stream.Sides, scenarios.Hexside{Hex: hexmap.Hex{Col: c, Row: 12}, Dir: hexmap.S})
		stream.Sides = append(stream.Sides, scenarios.Hexside{Hex: hexmap.Hex{Col: c, Row: 25}, Dir: hexmap.SE})
	}
	bridge.Sides = []scenarios.Hexside{{Hex: hexmap.Hex{Col: 30, Row: 12}, Dir: hexmap.S}}
	m.Hexsides = []*scenarios.HexsideFeature{stream, bridge}
	road := &scenarios.Path{Kind: "road"}
	for r := 1; r <= 34; r++ {
		road.Hexes = append(road.Hexes, hexmap.Hex{Col: 30, Row: r})
	}
	trail := &scenarios.Path{Kind: "trail"}
	for c := 1; c <= 60; c++ {
		trail.Hexes = append(trail.Hexes, hexmap.Hex{Col: c, Row: 20 + c%2})
	}
	m.Paths = []*scenarios.Path{road, trail}
	for i := 0; i < 12; i++ {
		m.Places = append(m.Places, &scenarios.Place{Name: fmt.Sprintf("Borgo %d", i), Hexes: []hexmap.Hex{{Col: 3 + 5*i, Row: 4 + 2*i}}})
	}
	sc := &scenarios.Scenario{Sides: []scenarios.Side{{ID: "austria"}, {ID: "piedmont"}}, Map: m}
	p := Picture{Title: "bench — austria's view", Scenario: sc}
	types := []string{"inf", "linf", "cav", "art", "leader"}
	for i := 0; i < 200; i++ {
		side := []string{"austria", "piedmont"}[i%2]
		p.Counters = append(p.Counters, Counter{
			Hex: hexmap.Hex{Col: 1 + (i*7)%60, Row: 1 + (i*11)%34}, Side: side, Type: types[i%5], Size: 1 + i%5,
			Name: fmt.Sprintf("%d Rgt", i), Values: "4-3-4", Facing: g.Directions()[i%6],
			Markers: []string{"March", "Shaken", "Hits 1"}[:i%4], FaceDown: side == "piedmont" && i%3 == 0,
		})
	}
	return p
}

func BenchmarkSVG60x34With200Counters(b *testing.B) {
	p := bigPicture()
	opt := DefaultOptions()
	opt.Legend = true
	for b.Loop() {
		if err := SVG(io.Discard, p, opt); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPNG60x34With200Counters(b *testing.B) {
	p := bigPicture()
	opt := DefaultOptions()
	opt.Legend = true
	for b.Loop() {
		if err := PNG(io.Discard, p, opt); err != nil {
			b.Fatal(err)
		}
	}
}
