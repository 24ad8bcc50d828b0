package scenarios_test

// A map generator for reconstructed maps (docs/scenario-custoza.md,
// "How the maps were reconstructed"): the named hexes, rivers, hills and
// roads of a spec become the [map] section of a scenario. The scenarios
// keep the generated text; TestGeneratedMaps checks that every copy still
// equals it, and `go test ./scenarios -run TestGeneratedMaps -update`
// rewrites the copies after a change to a spec.

import (
	"flag"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

var update = flag.Bool("update", false, "rewrite the generated [map] sections of the reconstructed scenarios")

// legend is one terrain code of a generated map.
type legend struct {
	code        byte
	name, label string
}

// hill raises the ground: peak at the centre, one level less for every
// hex beyond core hexes of distance.
type hill struct {
	centre string
	peak   int
	core   int
}

// road is a path of one kind through waypoints; between two waypoints it
// takes the hexes of a shortest walk (walk).
type road struct {
	kind      string
	waypoints []string
}

// named is a place: its name, hexes and where they come from.
type named struct {
	name  string
	hexes []string
	prov  string // `@rulebook "…"` or `@estimated "…"`
}

// mapSpec is a reconstructed map.
type mapSpec struct {
	header   []string // comment lines
	grid     string   // the grid line
	prov     string   // the section's provenance line
	legend   []legend
	base     func(h hexmap.Hex, level int) byte // terrain before the overrides
	terrain  map[string]byte                    // named hexes' terrain
	hills    []hill
	rivers   []road // hex rivers: kind is the terrain code
	bridges  map[byte]byte
	roads    []road
	sideways func(h hexmap.Hex) bool // hexside rivers: hexes on one bank
	river    string                  // hexside kind of the sideways river
	stream   func(h hexmap.Hex) bool // a hexside stream: hexes on one bank; it runs west of the sideways river
	places   []named
	entries  []string // entry lines
	supplies []string // supply lines
	slopes   bool     // slope/steep-slope hexsides where levels differ
	noSlope  []string // hexes whose level is for the LoS only: no slope on their sides
	// lowRivers puts river and lake hexes at the lowest level of their
	// neighbours: rivers run in the valleys.
	lowRivers bool
	extra     []string // lines added at the end
}

func mustHex(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

func gridOf(line string) hexmap.Grid {
	// grid flat cols=AA-BB rows=CC-DD shifted=odd|even
	var a, b, c, d int
	var sh string
	if _, err := fmt.Sscanf(line, "grid flat cols=%d-%d rows=%d-%d shifted=%s", &a, &b, &c, &d, &sh); err != nil {
		panic(err)
	}
	g := hexmap.Grid{Orientation: hexmap.FlatTop, FirstCol: a, LastCol: b, FirstRow: c, LastRow: d, Shifted: hexmap.Odd}
	if sh == "even" {
		g.Shifted = hexmap.Even
	}
	return g
}

// walk is the hexes from a to b, each next to the last: at each step the
// neighbour nearest to b, the first in direction order on a tie.
func walk(g hexmap.Grid, a, b hexmap.Hex) []hexmap.Hex {
	out := []hexmap.Hex{a}
	for cur := a; cur != b; {
		best, bd := cur, 1<<30
		for _, n := range g.Neighbors(cur) {
			if d := g.Distance(n, b); d < bd {
				best, bd = n, d
			}
		}
		cur = best
		out = append(out, cur)
	}
	return out
}

func route(g hexmap.Grid, wps []string) []hexmap.Hex {
	var out []hexmap.Hex
	for i := 1; i < len(wps); i++ {
		seg := walk(g, mustHex(wps[i-1]), mustHex(wps[i]))
		if i > 1 {
			seg = seg[1:]
		}
		out = append(out, seg...)
	}
	return out
}

func hexStr(h hexmap.Hex) string { return fmt.Sprintf("%02d%02d", h.Col, h.Row) }

// generate writes the [map] section of spec (without the area line).
func generate(sp *mapSpec) string {
	g := gridOf(sp.grid)
	onMap := func(h hexmap.Hex) bool { return g.Contains(h) && !noHex(g, h) }
	level := map[hexmap.Hex]int{}
	for _, h := range g.Hexes() {
		for _, hl := range sp.hills {
			d := g.Distance(h, mustHex(hl.centre))
			level[h] = max(level[h], hl.peak-max(0, d-hl.core))
		}
	}
	code := map[hexmap.Hex]byte{}
	for _, h := range g.Hexes() {
		code[h] = sp.base(h, level[h])
	}
	for _, r := range sp.rivers {
		for _, h := range route(g, r.waypoints) {
			code[h] = r.kind[0]
		}
	}
	for s, c := range sp.terrain {
		code[mustHex(s)] = c
	}
	if sp.lowRivers {
		low := map[hexmap.Hex]int{}
		for _, h := range g.Hexes() {
			if c := code[h]; c == 'M' || c == 'T' || c == 'L' {
				l := level[h]
				for _, n := range g.Neighbors(h) {
					l = min(l, level[n])
				}
				low[h] = l
			}
		}
		for h, l := range low {
			level[h] = l
		}
	}
	var paths [][]hexmap.Hex
	for _, r := range sp.roads {
		p := route(g, r.waypoints)
		paths = append(paths, p)
		for _, h := range p {
			if b, ok := sp.bridges[code[h]]; ok {
				code[h] = b
			}
		}
	}
	var b strings.Builder
	writeMapHead(&b, sp.header, sp.prov, sp.grid, sp.legend)
	fmt.Fprintf(&b, "#  columns %02d-%02d, grouped by ten from each column ending in 0\n", g.FirstCol, g.LastCol)
	writeRows(&b, g, onMap, "row", func(h hexmap.Hex) byte { return code[h] })
	if len(sp.hills) > 0 {
		writeRows(&b, g, onMap, "level", func(h hexmap.Hex) byte { return byte('0' + level[h]) })
	}
	sides := func(kind string, in func(a, b hexmap.Hex) bool) {
		var list []string
		for _, h := range g.Hexes() {
			if !onMap(h) {
				continue
			}
			for _, d := range g.Directions() {
				n, ok := g.Neighbor(h, d)
				if !ok || !onMap(n) || (n.Col < h.Col || (n.Col == h.Col && n.Row < h.Row)) {
					continue // each hexside once, from its western or northern hex
				}
				if in(h, n) {
					list = append(list, hexStr(h)+"/"+d.String())
				}
			}
		}
		for i := 0; i < len(list); i += 10 {
			fmt.Fprintf(&b, "hexside %s %s\n", kind, strings.Join(list[i:min(i+10, len(list))], " "))
		}
	}
	roadSide := map[hexmap.Hexside]bool{}
	for _, p := range paths {
		for i := 1; i < len(p); i++ {
			if s, ok := g.HexsideBetween(p[i-1], p[i]); ok {
				roadSide[s] = true
			}
		}
	}
	if sp.sideways != nil {
		cross := func(a, c hexmap.Hex) bool { return sp.sideways(a) != sp.sideways(c) }
		sides(sp.river, cross)
		sides("bridge", func(a, c hexmap.Hex) bool {
			s, _ := g.HexsideBetween(a, c)
			return cross(a, c) && roadSide[s]
		})
	}
	if sp.stream != nil {
		cross := func(a, c hexmap.Hex) bool { // on the west bank only: it flows into the river
			return sp.stream(a) != sp.stream(c) && (sp.sideways == nil || sp.sideways(a) && sp.sideways(c))
		}
		sides("stream", cross)
		sides("bridge", func(a, c hexmap.Hex) bool {
			s, _ := g.HexsideBetween(a, c)
			return cross(a, c) && roadSide[s]
		})
	}
	if sp.slopes {
		water := func(h hexmap.Hex) bool {
			for _, x := range sp.noSlope {
				if mustHex(x) == h {
					return true
				}
			}
			return code[h] == 'L'
		}
		sides("slope", func(a, c hexmap.Hex) bool {
			d := level[a] - level[c]
			return (d == 1 || d == -1) && !water(a) && !water(c)
		})
		sides("steep-slope", func(a, c hexmap.Hex) bool {
			d := level[a] - level[c]
			return (d >= 2 || d <= -2) && !water(a) && !water(c)
		})
	}
	for i, r := range sp.roads {
		var hs []string
		for _, h := range paths[i] {
			hs = append(hs, hexStr(h))
		}
		fmt.Fprintf(&b, "path %s %s\n", r.kind, strings.Join(hs, " "))
	}
	for _, p := range sp.places {
		fmt.Fprintf(&b, "place %q %s %s\n", p.name, strings.Join(p.hexes, " "), p.prov)
	}
	for _, l := range sp.entries {
		b.WriteString(l + "\n")
	}
	for _, l := range sp.supplies {
		b.WriteString(l + "\n")
	}
	for _, l := range sp.extra {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// writeMapHead writes a generated map's comment lines, its [map] line,
// provenance, grid and terrain legend.
func writeMapHead(b *strings.Builder, header []string, prov, grid string, lg []legend) {
	for _, l := range header {
		b.WriteString("# " + l + "\n")
	}
	b.WriteString("[map]\n" + prov + "\n" + grid + "\n")
	for _, l := range lg {
		fmt.Fprintf(b, "terrain %c %s %q\n", l.code, l.name, l.label)
	}
}

// writeRows writes one line a row (kw "row" or "level"), a code a hex,
// grouped by ten columns, '-' where the grid has no hex.
func writeRows(b *strings.Builder, g hexmap.Grid, onMap func(hexmap.Hex) bool, kw string, f func(hexmap.Hex) byte) {
	for r := g.FirstRow; r <= g.LastRow; r++ {
		fmt.Fprintf(b, "%s %02d ", kw, r)
		for c := g.FirstCol; c <= g.LastCol; c++ {
			if c > g.FirstCol && c%10 == 0 {
				b.WriteByte(' ')
			}
			h := hexmap.Hex{Col: c, Row: r}
			if !onMap(h) {
				b.WriteByte('-')
				continue
			}
			b.WriteByte(f(h))
		}
		b.WriteByte('\n')
	}
}

// noHex: on a flat map whose odd columns are shifted down, the last row
// of an odd column would stick out below the map edge: no hex there.
func noHex(g hexmap.Grid, h hexmap.Hex) bool {
	return g.Shifted == hexmap.Odd && h.Col%2 == 1 && h.Row == g.LastRow
}

// mapSection cuts the generated part out of a scenario file: from the
// first generator comment line to the line before the next section,
// without the area line (the one thing each scenario chooses).
func mapSection(src string) (before, section, after string, ok bool) {
	start := strings.Index(src, "# GENERATED MAP")
	if start < 0 {
		return "", "", "", false
	}
	end := strings.Index(src[start:], "\n[counters]")
	if end < 0 {
		end = len(src) - start
	}
	sec := src[start : start+end+1]
	var keep []string
	for _, l := range strings.SplitAfter(sec, "\n") {
		if !strings.HasPrefix(l, "area ") {
			keep = append(keep, l)
		}
	}
	return src[:start], strings.Join(keep, ""), src[start+end+1:], true
}
