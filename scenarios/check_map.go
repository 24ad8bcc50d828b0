package scenarios

import (
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// OnMap reports whether h is a hex of the map: inside the grid, inside
// the scenario's area if it has one, and not marked "-" in its terrain
// row.
func (m *Map) OnMap(h Hex) bool {
	return m.OnSheet(h) && m.InArea(h)
}

// OnSheet reports whether h is a hex of the whole printed map, whatever
// the scenario's area: the lines that describe the map (hexsides,
// features, paths, places) may name any of them, so that scenarios on
// one map can carry the same map lines.
func (m *Map) OnSheet(h Hex) bool {
	if m == nil || !m.Grid.Contains(h) {
		return false
	}
	code, ok := m.code(m.Rows, h)
	return !ok || code != NoHex
}

// InArea reports whether h is inside the scenario's area (always, when
// the scenario uses the whole map).
func (m *Map) InArea(h Hex) bool {
	a := m.Area
	return a == nil || h.Col >= a.FirstCol && h.Col <= a.LastCol && h.Row >= a.FirstRow && h.Row <= a.LastRow
}

// code returns the code of h in rows (terrain or levels).
func (m *Map) code(rows []*MapRow, h Hex) (byte, bool) {
	for _, r := range rows {
		i := h.Col - m.Grid.FirstCol
		if r.Row == h.Row && i >= 0 && i < len(r.Codes) {
			return r.Codes[i], true
		}
	}
	return 0, false
}

// Terrain returns the terrain type of h; ok is false off the map or when
// the map gives no terrain.
func (m *Map) Terrain(h Hex) (*TerrainType, bool) {
	if !m.OnMap(h) {
		return nil, false
	}
	code, ok := m.code(m.Rows, h)
	if !ok {
		return nil, false
	}
	for _, t := range m.Legend {
		if t.Code == code {
			return t, true
		}
	}
	return nil, false
}

// Elevation returns the level of h (0 when the map gives none).
func (m *Map) Elevation(h Hex) int {
	code, ok := m.code(m.Levels, h)
	if !ok || code < '0' || code > '9' {
		return 0
	}
	return int(code - '0')
}

// Place returns the place with the given name (case-insensitive).
func (m *Map) Place(name string) (*Place, bool) {
	if m == nil {
		return nil, false
	}
	for _, p := range m.Places {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return nil, false
}

// Entry returns the named entry.
func (m *Map) Entry(id string) (*Entry, bool) {
	if m == nil {
		return nil, false
	}
	for _, e := range m.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return nil, false
}

func (c *checker) checkMap() {
	m := c.s.Map
	if m == nil {
		return
	}
	if m.GridOrigin == nil {
		c.errf(m.Line, "[map] needs a grid line: grid flat|pointy cols=01-60 rows=01-34 shifted=even|odd")
		return
	}
	if a := m.Area; a != nil && (a.FirstCol < m.Grid.FirstCol || a.LastCol > m.Grid.LastCol ||
		a.FirstRow > m.Grid.LastRow || a.LastRow < m.Grid.FirstRow) {
		c.errf(a.Line, "area cols=%02d-%02d rows=%02d-%02d is not inside the grid cols=%02d-%02d rows=%02d-%02d",
			a.FirstCol, a.LastCol, a.FirstRow, a.LastRow, m.Grid.FirstCol, m.Grid.LastCol, m.Grid.FirstRow, m.Grid.LastRow)
	}
	c.checkRows(m, m.Rows, "row", func(b byte) bool { return b == NoHex || legendHas(m, b) }, "not in the terrain legend")
	c.checkRows(m, m.Levels, "level", func(b byte) bool { return b == NoHex || b >= '0' && b <= '9' }, "not a digit 0-9 or -")
	for _, f := range m.Hexsides {
		for _, hs := range f.Sides {
			if c.sheetHex(f.Line, hs.Hex) && !m.Grid.HasDirection(hs.Dir) {
				c.errf(f.Line, "hexside %s: a %v-topped map has no direction %v (want %s)", hs, m.Grid.Orientation, hs.Dir, dirWords(m.Grid))
			}
		}
	}
	for _, f := range m.Features {
		for _, h := range f.Hexes {
			c.sheetHex(f.Line, h)
		}
	}
	for _, p := range m.Paths {
		c.checkPath(m, p)
	}
	c.checkNamed(m)
}

func legendHas(m *Map, b byte) bool {
	for _, t := range m.Legend {
		if t.Code == b {
			return true
		}
	}
	return false
}

// checkRows checks that rows cover the grid, one code per column.
func (c *checker) checkRows(m *Map, rows []*MapRow, kw string, valid func(byte) bool, bad string) {
	if len(rows) == 0 {
		return
	}
	g := m.Grid
	want := g.LastCol - g.FirstCol + 1
	have := map[int]bool{}
	for _, r := range rows {
		have[r.Row] = true
		if r.Row < g.FirstRow || r.Row > g.LastRow {
			c.errf(r.Line, "%s %02d is outside the grid rows %02d-%02d", kw, r.Row, g.FirstRow, g.LastRow)
			continue
		}
		if len(r.Codes) != want {
			c.errf(r.Line, "%s %02d has %d codes, want %d (one per column %02d-%02d)", kw, r.Row, len(r.Codes), want, g.FirstCol, g.LastCol)
		}
		for i := 0; i < len(r.Codes); i++ {
			if !valid(r.Codes[i]) {
				c.errf(r.Line, "%s %02d: code %q at hex %02d%02d is %s", kw, r.Row, r.Codes[i], g.FirstCol+i, r.Row, bad)
			}
		}
	}
	for row := g.FirstRow; row <= g.LastRow; row++ {
		if !have[row] {
			c.errf(m.GridOrigin.Line, "%s %02d is missing (every row %02d-%02d needs one)", kw, row, g.FirstRow, g.LastRow)
		}
	}
}

// checkPath checks that a road, trail or railway runs through adjacent
// hexes of the map.
func (c *checker) checkPath(m *Map, p *Path) {
	for i, h := range p.Hexes {
		if !c.sheetHex(p.Line, h) || i == 0 {
			continue
		}
		if prev := p.Hexes[i-1]; !m.Grid.Adjacent(prev, h) {
			c.errf(p.Line, "path %s does not connect: %s and %s are not adjacent", p.Kind, prev, h)
		}
	}
}

// checkNamed checks places, entries and supply sources.
func (c *checker) checkNamed(m *Map) {
	seen := map[string]int{}
	for _, p := range m.Places {
		for _, h := range p.Hexes {
			c.sheetHex(p.Line, h)
		}
		key := strings.ToLower(p.Name)
		if prev, dup := seen[key]; dup {
			c.errf(p.Line, "place %q repeated (first at line %d)", p.Name, prev)
			continue
		}
		seen[key] = p.Line
	}
	for _, e := range m.Entries {
		c.hexes(e.Line, e.Hexes)
	}
	for _, s := range m.Supplies {
		c.hexes(s.Line, s.Hexes)
	}
}

// sheetHex reports a hex of a map line that is not on the printed map
// (the scenario's area does not matter: see OnSheet).
func (c *checker) sheetHex(line int, h Hex) bool {
	if !c.s.Map.OnSheet(h) {
		c.errf(line, "hex %s is not on the map", h)
		return false
	}
	return true
}

func dirWords(g hexmap.Grid) string {
	var out []string
	for _, d := range g.Directions() {
		out = append(out, d.String())
	}
	return strings.Join(out, " ")
}

// Hexside returns the canonical side a written hexside names.
func (m *Map) Hexside(hs Hexside) hexmap.Hexside { return m.Grid.Hexside(hs.Hex, hs.Dir) }
