package scenarios

import (
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Map is the [map] section: grid, terrain and elevation per hex,
// hexside features, hex features, roads and other connections, place
// names, entry hexes and supply sources.
type Map struct {
	Line       int         // the [map] line
	Grid       hexmap.Grid // printed columns and rows, orientation, shifted columns or rows
	GridOrigin *Origin     // the grid line; nil if missing
	Area       *Area       // the part of the map the scenario uses; nil: all of it

	Legend   []*TerrainType // terrain CODE NAME ["Label"]
	Rows     []*MapRow      // row RR CODES: terrain, one code per column
	Levels   []*MapRow      // level RR DIGITS: elevation, one digit per column
	Hexsides []*HexsideFeature
	Features []*HexFeature
	Paths    []*Path
	Places   []*Place
	Entries  []*Entry
	Supplies []*Supply
}

// Area is "area cols=AA-BB [rows=CC-DD]": the scenario uses only these
// columns and rows of the map (Custoza 23.1.3: "only use the map area
// west of hex column 37XX (inclusive)"). Hexes outside are off the map.
type Area struct {
	FirstCol, LastCol int
	FirstRow, LastRow int
	Origin
}

// NoHex is the terrain or level code of a grid position with no hex
// (a half hex at a map edge).
const NoHex = '-'

// TerrainType is one legend line: a one-character code and its name.
type TerrainType struct {
	Code  byte
	Name  string // lower-case word the rules system knows, e.g. "clear"
	Label string // optional display name, e.g. "Clear"
	Origin
}

// MapRow holds one row of the map: Codes has one byte per column from
// Grid.FirstCol to Grid.LastCol (spaces in the file are only for reading).
type MapRow struct {
	Row   int
	Codes string
	Origin
}

// HexsideFeature is "hexside KIND HEX/DIR…", e.g. a river or bridge.
type HexsideFeature struct {
	Kind  string
	Sides []Hexside
	Origin
}

// HexFeature is "feature KIND HEX…": something in a hex besides its
// terrain, e.g. a fortress, farm or bridge hex.
type HexFeature struct {
	Kind  string
	Hexes []Hex
	Origin
}

// Path is "path KIND HEX HEX…": a road, trail or railway running through
// adjacent hexes in order.
type Path struct {
	Kind  string
	Hexes []Hex
	Origin
}

// Place is "place "Name" HEX…": a named location on the map.
type Place struct {
	Name  string
	Hexes []Hex
	Origin
}

// Entry is "entry ID [side=SIDE] HEX…": named entry hexes for
// reinforcements ("" side: either side).
type Entry struct {
	ID    string
	Side  string
	Hexes []Hex
	Origin
}

// Supply is "supply SIDE HEX…": supply sources of a side.
type Supply struct {
	Side  string
	Hexes []Hex
	Origin
}

func (p *parser) mapLine(l *line) {
	m := p.s.Map
	switch l.Keyword() {
	case "grid":
		p.gridLine(m, l)
	case "terrain":
		p.legendLine(m, l)
	case "area":
		p.areaLine(m, l)
	case "row", "level":
		p.rowLine(m, l)
	case "hexside":
		p.hexsideLine(m, l)
	case "feature", "path":
		p.hexListLine(m, l)
	case "place":
		if p.want(l, 2, -1, `place "Name" HEX…`) {
			m.Places = append(m.Places, &Place{Name: p.quoted(l, 1, "place name"), Hexes: p.hexList(l, l.Words[2:]), Origin: p.origin(l)})
		}
	case "entry":
		p.entryLine(m, l)
	case "supply":
		if p.want(l, 2, -1, "supply SIDE HEX…") {
			m.Supplies = append(m.Supplies, &Supply{Side: p.sideRef(l, l.Words[1].Text), Hexes: p.hexList(l, l.Words[2:]), Origin: p.origin(l)})
		}
	default:
		p.errf(l.Num, "unknown [map] keyword %q (want grid, area, terrain, row, level, hexside, feature, path, place, entry or supply)", l.Words[0].Text)
	}
}

// gridLine: grid flat|pointy cols=AA-BB rows=CC-DD shifted=even|odd
func (p *parser) gridLine(m *Map, l *line) {
	const usage = "grid flat|pointy cols=01-60 rows=01-34 shifted=even|odd"
	if m.GridOrigin != nil {
		p.errf(l.Num, "grid repeated (first at line %d)", m.GridOrigin.Line)
		return
	}
	if !p.want(l, 4, 4, usage) {
		return
	}
	o := p.origin(l)
	m.GridOrigin = &o
	var err error
	if m.Grid.Orientation, err = hexmap.ParseOrientation(l.Words[1].Text); err != nil {
		p.errf(l.Num, "grid %v", err)
	}
	kv, ok := p.keyValues(l, l.Words[2:], "cols", "rows", "shifted")
	if !ok {
		return
	}
	var okc, okr bool
	m.Grid.FirstCol, m.Grid.LastCol, okc = parseRange(kv["cols"])
	m.Grid.FirstRow, m.Grid.LastRow, okr = parseRange(kv["rows"])
	if !okc || !okr {
		p.errf(l.Num, "grid cols and rows: want two-digit ranges such as cols=01-60 rows=01-34")
	}
	if m.Grid.Shifted, err = hexmap.ParseParity(kv["shifted"]); err != nil {
		p.errf(l.Num, "grid shifted=%q: want even or odd", kv["shifted"])
	}
}

// areaLine: area cols=AA-BB [rows=CC-DD]
func (p *parser) areaLine(m *Map, l *line) {
	if m.Area != nil {
		p.errf(l.Num, "area repeated (first at line %d)", m.Area.Line)
		return
	}
	if !p.want(l, 1, 2, "area cols=AA-BB [rows=CC-DD]") {
		return
	}
	kv, ok := p.keyValues(l, l.Words[1:], "cols", "rows")
	if !ok {
		return
	}
	a := &Area{FirstRow: 0, LastRow: 99}
	var okc bool
	a.FirstCol, a.LastCol, okc = parseRange(kv["cols"])
	okr := true
	if r, given := kv["rows"]; given {
		a.FirstRow, a.LastRow, okr = parseRange(r)
	}
	if !okc || !okr {
		p.errf(l.Num, "area: want two-digit ranges such as cols=01-37 rows=01-34")
		return
	}
	a.Origin = p.origin(l)
	m.Area = a
}

// parseRange reads "AA-BB" with 0 <= AA <= BB <= 99.
func parseRange(s string) (lo, hi int, ok bool) {
	a, b, found := strings.Cut(s, "-")
	lo, ok1 := atoi(a)
	hi, ok2 := atoi(b)
	if !found || !ok1 || !ok2 || len(a) != 2 || len(b) != 2 || lo > hi {
		return 0, 0, false
	}
	return lo, hi, true
}

// legendLine: terrain CODE NAME ["Label"]
func (p *parser) legendLine(m *Map, l *line) {
	if !p.want(l, 2, 3, `terrain CODE NAME ["Label"]`) {
		return
	}
	code := l.Words[1].Text
	if len(code) != 1 || code[0] == NoHex || code[0] <= ' ' || code[0] > '~' || code[0] == '#' || code[0] == '"' {
		p.errf(l.Num, "terrain code %q: want one printable character other than - # and \"", code)
		return
	}
	for _, t := range m.Legend {
		if t.Code == code[0] {
			p.errf(l.Num, "terrain code %s repeated (first at line %d)", code, t.Line)
			return
		}
	}
	t := &TerrainType{Code: code[0], Name: p.lowerID(l, l.Words[2].Text, "terrain name"), Origin: p.origin(l)}
	if len(l.Words) == 4 {
		t.Label = p.quoted(l, 3, "terrain label")
	}
	m.Legend = append(m.Legend, t)
}

// rowLine: row RR CODES… or level RR DIGITS…
func (p *parser) rowLine(m *Map, l *line) {
	kw := l.Keyword()
	if !p.want(l, 2, -1, kw+" RR CODES…") {
		return
	}
	r, ok := atoi(l.Words[1].Text)
	if !ok || len(l.Words[1].Text) != 2 {
		p.errf(l.Num, "%s %q: want a two-digit row number", kw, l.Words[1].Text)
		return
	}
	var b strings.Builder
	for _, w := range l.Words[2:] {
		if w.Quoted {
			p.errf(l.Num, "%s %s: codes are not quoted", kw, l.Words[1].Text)
			return
		}
		b.WriteString(w.Text)
	}
	rows := &m.Rows
	if kw == "level" {
		rows = &m.Levels
	}
	if !p.first(l, kw, l.Words[1].Text, kw+" "+l.Words[1].Text) {
		return
	}
	*rows = append(*rows, &MapRow{Row: r, Codes: b.String(), Origin: p.origin(l)})
}

// hexsideLine: hexside KIND HEX/DIR…
func (p *parser) hexsideLine(m *Map, l *line) {
	if !p.want(l, 2, -1, "hexside KIND HEX/DIR…") {
		return
	}
	f := &HexsideFeature{Kind: p.lowerID(l, l.Words[1].Text, "hexside kind")}
	for _, w := range l.Words[2:] {
		hs, err := ParseHexside(w.Text)
		if err != nil {
			p.errf(l.Num, "%v", err)
			continue
		}
		f.Sides = append(f.Sides, hs)
	}
	f.Origin = p.origin(l)
	m.Hexsides = append(m.Hexsides, f)
}

// hexListLine: feature KIND HEX… or path KIND HEX HEX…
func (p *parser) hexListLine(m *Map, l *line) {
	kw := l.Keyword()
	min := 2
	if kw == "path" {
		min = 3
	}
	if !p.want(l, min, -1, kw+" KIND HEX HEX…") {
		return
	}
	kind := p.lowerID(l, l.Words[1].Text, kw+" kind")
	hexes := p.hexList(l, l.Words[2:])
	o := p.origin(l)
	if kw == "path" {
		m.Paths = append(m.Paths, &Path{Kind: kind, Hexes: hexes, Origin: o})
	} else {
		m.Features = append(m.Features, &HexFeature{Kind: kind, Hexes: hexes, Origin: o})
	}
}

// entryLine: entry ID [side=SIDE] HEX…
func (p *parser) entryLine(m *Map, l *line) {
	if !p.want(l, 2, -1, "entry ID [side=SIDE] HEX…") {
		return
	}
	e := &Entry{ID: p.lowerID(l, l.Words[1].Text, "entry id")}
	rest := l.Words[2:]
	if len(rest) > 0 && strings.HasPrefix(rest[0].Text, "side=") {
		e.Side = p.sideRef(l, strings.TrimPrefix(rest[0].Text, "side="))
		rest = rest[1:]
	}
	if len(rest) == 0 {
		p.errf(l.Num, "entry %s: no hexes", e.ID)
	}
	p.first(l, "entry", e.ID, "entry "+e.ID)
	e.Hexes = p.hexList(l, rest)
	e.Origin = p.origin(l)
	m.Entries = append(m.Entries, e)
}
