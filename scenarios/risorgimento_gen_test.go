package scenarios_test

// The generator of the two Risorgimento 1859 scenarios (Magenta and
// Solferino, docs/scenario-risorgimento.md). Their playbook is not in the
// seeds, so the files are reconstructions: the places come from their
// coordinates projected on the rulebook's scale (2.5: about 325 yards a
// hex), the formations from the orders of battle the sources give, and
// everything no source gives is estimated, line by line. The specs live in
// risorgimento_magenta_test.go and risorgimento_solferino_test.go;
// TestRisorgimentoGenerated checks that the files are their output and
// `go test ./scenarios -run TestRisorgimentoGenerated -update` rewrites them.

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The scale: 2.5 "about 325 yards per hex" = 297.2 m between the centres
// of two adjacent hexes; on a flat-topped grid the columns are
// 297.2·√3/2 m apart and the rows of a column 297.2 m.
const (
	rsHexKm  = 0.2972
	rsColKm  = rsHexKm * 0.8660254
	rsLatKm  = 111.13 // km per degree of latitude at 45° N
	rsLonKm0 = 111.32 // km per degree of longitude at the equator
)

// rsMap places geographic coordinates on a flat-topped grid whose odd
// columns are shifted half a hex down (the parity E20 and E23 of the
// rulebook fix: an odd column's neighbours in the next columns are rows y
// and y+1). Column 1 is at lon0, row 1 of an even column at lat0.
type rsMap struct {
	lat0, lon0 float64
	cols, rows int
}

func (m rsMap) grid() hexmap.Grid {
	return hexmap.Grid{Orientation: hexmap.FlatTop, FirstCol: 1, LastCol: m.cols, FirstRow: 1, LastRow: m.rows, Shifted: hexmap.Odd}
}

func (m rsMap) lonKm() float64 { return rsLonKm0 * math.Cos(m.lat0*math.Pi/180) }

// hex is the hex whose centre is nearest to a point (by rounding the
// column, then the row: near enough at this scale).
func (m rsMap) hex(lat, lon float64) hexmap.Hex {
	x := (lon - m.lon0) * m.lonKm()
	y := (m.lat0 - lat) * rsLatKm
	col := 1 + int(math.Round(x/rsColKm))
	off := 0.0
	if col%2 == 1 {
		off = rsHexKm / 2
	}
	row := 1 + int(math.Round((y-off)/rsHexKm))
	// A point beyond an edge (a road leaving the map) is the edge hex.
	col = min(max(col, 1), m.cols)
	last := m.rows
	if col%2 == 1 {
		last-- // noHex: an odd column has no hex in the last row
	}
	return hexmap.Hex{Col: col, Row: min(max(row, 1), last)}
}

// centre is the coordinates of a hex's centre.
func (m rsMap) centre(h hexmap.Hex) (lat, lon float64) {
	y := float64(h.Row-1) * rsHexKm
	if h.Col%2 == 1 {
		y += rsHexKm / 2
	}
	return m.lat0 - y/rsLatKm, m.lon0 + float64(h.Col-1)*rsColKm/m.lonKm()
}

// noise is a deterministic pseudo-random number 0-99 for a hex: where the
// sources give no detail (which hexes of the hills are wooded), a scatter
// that is the same on every run.
func noise(h hexmap.Hex, salt int) int {
	x := uint32(h.Col*73856093) ^ uint32(h.Row*19349663) ^ uint32(salt*83492791)
	x ^= x >> 13
	x *= 0x5bd1e995
	x ^= x >> 15
	return int(x % 100)
}

// rsPlace is a named place: its coordinates, the source of those
// coordinates, its terrain code and its extra hexes (a town's quarters).
type rsPlace struct {
	name     string
	lat, lon float64
	src      string // `@rulebook "…"` or `@estimated "…"`
	code     byte   // terrain of its hexes; 0 leaves the base terrain
	extra    []hexmap.Direction
}

// pt is a point of a line drawn on the map.
type pt struct{ lat, lon float64 }

// rsLine is a line between points: a river (hexes), a canal (hexsides) or
// a path (road, trail, railway) through places and points.
type rsPath struct {
	kind string
	via  []string // place names or "lat,lon"
}

// rsHill raises the ground around a point (as mapgen's hill).
type rsHill struct {
	at         string // place name or "lat,lon"
	peak, core int
	ridge      bool // its crest hexes carry ridge hexsides (5.25)
	step       int  // levels lost a hex beyond the core: 1 (0 reads as 1), 2 for the steep heights
}

// rsMapSpec is one battle's map.
type rsMapSpec struct {
	m       rsMap
	header  []string
	prov    string
	legend  []legend
	places  []rsPlace
	base    func(s *rsState, h hexmap.Hex) byte
	level   func(s *rsState, h hexmap.Hex) int
	hills   []rsHill
	river   []pt // the river's hexes (terrain code riverCode), north to south
	riverC  byte
	bridgeC byte // the river hexes a road crosses
	canals  []rsCanal
	paths   []rsPath
	ridges  bool
	force   func(s *rsState)          // the hexes the rulebook's examples name
	more    func(s *rsState) []string // entry and feature lines, which name generated hexes
}

// rsCanal is a water hexside line: the hexsides between the hexes on
// either side of a polyline (northSouth: east or west of it; otherwise
// north or south of it), with bridges where a path crosses.
type rsCanal struct {
	kind       string
	ford       bool // road crossings are fords, not bridges (5.23: a stream a road crosses without a bridge; trails make no fords)
	line       []pt
	northSouth bool
	prov       string
}

// rsState is the map being generated.
type rsState struct {
	sp      *rsMapSpec
	g       hexmap.Grid
	code    map[hexmap.Hex]byte
	level   map[hexmap.Hex]int
	place   map[string]hexmap.Hex
	sides   map[string]map[hexmap.Hexside]bool // hexside kind → sides
	paths   [][]hexmap.Hex
	noSlope map[hexmap.Hexside]bool
}

func (s *rsState) at(ref string) hexmap.Hex {
	if h, ok := s.place[ref]; ok {
		return h
	}
	var lat, lon float64
	if _, err := fmt.Sscanf(ref, "%f,%f", &lat, &lon); err != nil {
		if len(ref) == 4 {
			return mustHex(ref)
		}
		panic("unknown place " + ref)
	}
	return s.sp.m.hex(lat, lon)
}

// side says on which side of a polyline a hex lies: for a north-south
// line, whether the hex is east of it; else whether it is north of it.
func side(m rsMap, line []pt, ns bool, h hexmap.Hex) bool {
	lat, lon := m.centre(h)
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		if ns {
			lo, hi := math.Min(a.lat, b.lat), math.Max(a.lat, b.lat)
			if lat >= lo && lat <= hi || i == len(line)-1 || (i == 1 && lat > hi) {
				t := 0.0
				if b.lat != a.lat {
					t = (lat - a.lat) / (b.lat - a.lat)
				}
				return lon > a.lon+t*(b.lon-a.lon)
			}
			continue
		}
		lo, hi := math.Min(a.lon, b.lon), math.Max(a.lon, b.lon)
		if lon >= lo && lon <= hi || i == len(line)-1 || (i == 1 && lon < lo) {
			t := 0.0
			if b.lon != a.lon {
				t = (lon - a.lon) / (b.lon - a.lon)
			}
			return lat > a.lat+t*(b.lat-a.lat)
		}
	}
	return false
}

func (s *rsState) addSide(kind string, hs hexmap.Hexside) {
	if s.sides[kind] == nil {
		s.sides[kind] = map[hexmap.Hexside]bool{}
	}
	s.sides[kind][hs] = true
}

// generateRS writes the [map] section of a spec.
func generateRS(sp *rsMapSpec) string {
	s := &rsState{sp: sp, g: sp.m.grid(), code: map[hexmap.Hex]byte{}, level: map[hexmap.Hex]int{},
		place: map[string]hexmap.Hex{}, sides: map[string]map[hexmap.Hexside]bool{}, noSlope: map[hexmap.Hexside]bool{}}
	g := s.g
	onMap := func(h hexmap.Hex) bool { return g.Contains(h) && !noHex(g, h) }
	for _, p := range sp.places {
		s.place[p.name] = sp.m.hex(p.lat, p.lon)
	}
	for _, h := range g.Hexes() {
		for _, hl := range sp.hills {
			d := g.Distance(h, s.at(hl.at))
			s.level[h] = max(s.level[h], hl.peak-max(1, hl.step)*max(0, d-hl.core))
		}
		if sp.level != nil {
			s.level[h] = max(s.level[h], sp.level(s, h))
		}
	}
	for _, h := range g.Hexes() {
		s.code[h] = sp.base(s, h)
	}
	if len(sp.river) > 0 {
		var wps []string
		for _, p := range sp.river {
			wps = append(wps, hexStr(sp.m.hex(p.lat, p.lon)))
		}
		for _, h := range route(g, wps) {
			s.code[h] = sp.riverC
			s.level[h] = 0
		}
	}
	for _, p := range sp.places {
		h := s.place[p.name]
		if p.code != 0 {
			s.code[h] = p.code
			for _, d := range p.extra {
				if n, ok := g.Neighbor(h, d); ok {
					s.code[n] = p.code
				}
			}
		}
	}
	pathSide := map[hexmap.Hexside]bool{} // crossed by any path
	roadSide := map[hexmap.Hexside]bool{} // crossed by a road
	for _, p := range sp.paths {
		var wps []string
		for _, v := range p.via {
			wps = append(wps, hexStr(s.at(v)))
		}
		r := route(g, wps)
		s.paths = append(s.paths, r)
		for i, h := range r {
			if s.code[h] == sp.riverC && p.kind != "trail" {
				s.code[h] = sp.bridgeC
			}
			if i > 0 {
				hs, _ := g.HexsideBetween(r[i-1], h)
				pathSide[hs] = true
				if strings.HasSuffix(p.kind, "road") && p.kind != "railroad" {
					roadSide[hs] = true
				}
			}
		}
	}
	for _, c := range sp.canals {
		for _, h := range g.Hexes() {
			for _, n := range g.Neighbors(h) {
				if !onMap(h) || !onMap(n) || side(sp.m, c.line, c.northSouth, h) == side(sp.m, c.line, c.northSouth, n) {
					continue
				}
				hs, _ := g.HexsideBetween(h, n)
				s.addSide(c.kind, hs)
				switch {
				case c.ford && roadSide[hs]:
					s.addSide("ford", hs)
				case !c.ford && pathSide[hs]:
					s.addSide("bridge", hs)
				}
			}
		}
	}
	if sp.ridges {
		for _, hl := range sp.hills {
			if !hl.ridge {
				continue
			}
			c := s.at(hl.at)
			for _, h := range append(g.Around(c, hl.core), c) {
				if s.level[h] != hl.peak {
					continue
				}
				for _, n := range g.Neighbors(h) {
					if onMap(n) && s.level[n] < s.level[h] {
						hs, _ := g.HexsideBetween(h, n)
						s.addSide(fmt.Sprintf("ridge-%d", s.level[h]), hs)
						s.noSlope[hs] = true
					}
				}
			}
		}
	}
	if sp.force != nil {
		sp.force(s)
	}
	// 5.24: a change of two levels is a Sharp slope, of three or more a
	// Steep one; one level is a Gradual slope, which has no icon and
	// follows from the levels alone. A ridge replaces the slope (5.25).
	for _, h := range g.Hexes() {
		for _, n := range g.Neighbors(h) {
			if !onMap(h) || !onMap(n) {
				continue
			}
			hs, _ := g.HexsideBetween(h, n)
			d := s.level[h] - s.level[n]
			if d < 2 || s.noSlope[hs] || s.code[h] == sp.riverC || s.code[n] == sp.riverC {
				continue
			}
			if d == 2 {
				s.addSide("slope-sharp", hs)
			} else {
				s.addSide("slope-steep", hs)
			}
		}
	}
	return s.write(onMap)
}

func (s *rsState) write(onMap func(hexmap.Hex) bool) string {
	sp, g := s.sp, s.g
	var b strings.Builder
	grid := fmt.Sprintf("grid flat cols=01-%02d rows=01-%02d shifted=odd", sp.m.cols, sp.m.rows)
	writeMapHead(&b, sp.header, sp.prov, grid, sp.legend)
	fmt.Fprintf(&b, "#  columns %02d-%02d, grouped by ten from each column ending in 0\n", g.FirstCol, g.LastCol)
	writeRows(&b, g, onMap, "row", func(h hexmap.Hex) byte { return s.code[h] })
	writeRows(&b, g, onMap, "level", func(h hexmap.Hex) byte { return byte('0' + s.level[h]) })
	var kinds []string
	for k := range s.sides {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		var list []string
		for hs := range s.sides[k] {
			a, _ := hs.Hexes()
			list = append(list, hexStr(a)+"/"+hs.Dir().String())
		}
		sort.Strings(list)
		for i := 0; i < len(list); i += 10 {
			fmt.Fprintf(&b, "hexside %s %s\n", k, strings.Join(list[i:min(i+10, len(list))], " "))
		}
	}
	for i, p := range sp.paths {
		var hs []string
		for _, h := range s.paths[i] {
			hs = append(hs, hexStr(h))
		}
		fmt.Fprintf(&b, "path %s %s\n", p.kind, strings.Join(hs, " "))
	}
	for _, p := range sp.places {
		h := s.place[p.name]
		hs := []string{hexStr(h)}
		for _, d := range p.extra {
			if n, ok := g.Neighbor(h, d); ok {
				hs = append(hs, hexStr(n))
			}
		}
		fmt.Fprintf(&b, "place %q %s %s\n", p.name, strings.Join(hs, " "), p.src)
	}
	if sp.more != nil {
		for _, l := range sp.more(s) {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// rsFiles are the generated scenarios: the text of each is its header,
// its map and its order of battle, all from the specs.
var rsFiles = []struct {
	file string
	text func() string
}{
	{"data/magenta1859.scn", magentaScenario},
	{"data/solferino1859.scn", solferinoScenario},
}

// TestRisorgimentoGenerated checks that each scenario file is its
// generator's output (-update rewrites it).
func TestRisorgimentoGenerated(t *testing.T) {
	for _, f := range rsFiles {
		want := f.text()
		got, err := os.ReadFile(f.file)
		if err == nil && string(got) == want {
			continue
		}
		if !*update {
			t.Errorf("%s differs from its generator; run go test ./scenarios -run TestRisorgimentoGenerated -update", f.file)
			continue
		}
		if err := os.WriteFile(f.file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
