package hexmap_test

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// A flat-topped map numbered 0101-6034 whose odd columns sit half a hex
// lower.
var grid = hexmap.Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 34,
	Orientation: hexmap.FlatTop, Shifted: hexmap.Odd}

func mustHex(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

func ExampleGrid_Neighbors() {
	var out []string
	for _, d := range grid.Directions() {
		n, _ := grid.Neighbor(mustHex("0505"), d)
		out = append(out, fmt.Sprint(d, ":", n))
	}
	fmt.Println(strings.Join(out, " "))
	fmt.Println(grid.Distance(mustHex("0505"), mustHex("0902")))
	// Output:
	// n:0504 ne:0605 se:0606 s:0506 sw:0406 nw:0405
	// 5
}

func ExampleGrid_FrontHexes() {
	f := hexmap.Facing{Toward: hexmap.N}
	fmt.Println(grid.FrontHexes(mustHex("0505"), f), grid.RearHexes(mustHex("0505"), f))
	// Output: [0405 0504 0605] [0606 0506 0406]
}

func ExampleGrid_ParseHexside() {
	s, _ := grid.ParseHexside("0606/nw")
	a, b := s.Hexes()
	fmt.Println(s, a, b)
	// Output: 0505/se 0505 0606
}

func ExampleGrid_Line() {
	tr := grid.Line(mustHex("0505"), mustHex("0705"))
	for i, s := range tr.Steps {
		if s.Kind == hexmap.AlongHexside {
			fmt.Println("along", s.Side, s.Hexes())
		} else {
			fmt.Println("in", s.Hex)
		}
		if i < len(tr.Points) {
			fmt.Println("  vertex", tr.Points[i].Vertex, "at", tr.Points[i].At)
		}
	}
	// Output:
	// in 0505
	//   vertex 0505/0605/0606 at 1/3
	// along 0606/n [0606 0605]
	//   vertex 0605/0606/0705 at 2/3
	// in 0705
}

// Custoza 4.2: four hexes of command range, ½ per road hex.
func ExampleGrid_Paths() {
	road := map[hexmap.Hex]bool{mustHex("1011"): true, mustHex("1012"): true}
	cost := func(_, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if road[to] {
			return hexmap.Half, true
		}
		return hexmap.MP, true
	}
	r := grid.Paths(mustHex("1010"), hexmap.MPs(4), cost, hexmap.PathOptions{})
	rc, _ := r.Get(mustHex("1015"))
	fmt.Println(rc.Cost, r.Path(mustHex("1015")))
	// Output: 4 [1010 1011 1012 1013 1014 1015]
}
