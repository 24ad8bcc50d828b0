package scenarios

// Placement is one set-up line:
//
//	set ID… WHERE [or WHERE]… [with STATUS…] [note "text"]
//
// Every listed counter is set up in one of the places WHERE offers.
type Placement struct {
	Counters []string
	Where    []Where
	Status   []Rating // initial statuses: march, shaken, fatigue=4 …
	Note     string
	Origin
}

// Status is "status ID… with STATUS… [note "text"]": initial statuses of
// formations or counters that are not tied to where they stand (e.g. a
// formation's order at the start).
type Status struct {
	IDs    []string // formation or counter ids
	Status []Rating
	Note   string
	Origin
}

// Stacking is "stacking N": the most stacking value (the sum of counter
// sizes) one hex may hold at set-up.
type Stacking struct {
	Limit int
	Origin
}

var whereWords = []string{"at", "within", "columns", "anywhere"}

func (p *parser) setupLine(l *line) {
	switch l.Keyword() {
	case "set":
		p.setLine(l)
	case "status":
		p.statusLine(l)
	case "stacking":
		p.stackingLine(l)
	default:
		p.errf(l.Num, "unknown [setup] keyword %q (want set, status or stacking)", l.Words[0].Text)
	}
}

func (p *parser) setLine(l *line) {
	ids, rest := splitIDs(l.Words[1:], whereWords...)
	if len(ids) == 0 || len(rest) == 0 {
		p.errf(l.Num, `want: set ID… at HEX… | within N of HEX|"Place" | columns AA-BB | anywhere [or …] [with STATUS…] [note "text"]`)
		return
	}
	c := p.parseClauses(l, rest, "at", "within", "columns", "anywhere", "or", "with", "note")
	p.s.Setup = append(p.s.Setup, &Placement{Counters: ids, Where: c.where, Status: c.status, Note: c.note, Origin: p.origin(l)})
}

func (p *parser) statusLine(l *line) {
	ids, rest := splitIDs(l.Words[1:], "with")
	if len(ids) == 0 || len(rest) == 0 {
		p.errf(l.Num, `want: status ID… with STATUS… [note "text"]`)
		return
	}
	c := p.parseClauses(l, rest, "with", "note")
	p.s.Statuses = append(p.s.Statuses, &Status{IDs: ids, Status: c.status, Note: c.note, Origin: p.origin(l)})
}

func (p *parser) stackingLine(l *line) {
	if !p.want(l, 1, 1, "stacking N") {
		return
	}
	if p.s.Stacking != nil {
		p.errf(l.Num, "stacking repeated (first at line %d)", p.s.Stacking.Line)
		return
	}
	n, ok := atoi(l.Words[1].Text)
	if !ok || n < 1 {
		p.errf(l.Num, "stacking %q: want a whole number of at least 1", l.Words[1].Text)
		return
	}
	p.s.Stacking = &Stacking{Limit: n, Origin: p.origin(l)}
}

// Hexes lists the hexes of the map a Where allows, in printed-id order:
// the listed hexes (at), every hex within Radius of the centre hex or of
// any hex of the place (within), every hex of the columns (columns), or
// every hex (anywhere). Hexes off the map are left out.
func (m *Map) Hexes(w Where) []Hex {
	if m == nil {
		return nil
	}
	var centres []Hex
	if w.Kind == "within" {
		centres = w.Hexes
		if p, ok := m.Place(w.Place); ok && w.Place != "" {
			centres = p.Hexes
		}
	}
	var out []Hex
	for _, h := range m.Grid.Hexes() {
		if m.OnMap(h) && m.allows(w, centres, h) {
			out = append(out, h)
		}
	}
	return out
}

func (m *Map) allows(w Where, centres []Hex, h Hex) bool {
	switch w.Kind {
	case "at":
		return contains(hexStrings(w.Hexes), h.String())
	case "within":
		for _, c := range centres {
			if m.Grid.Distance(c, h) <= w.Radius {
				return true
			}
		}
		return false
	case "columns":
		return h.Col >= w.MinCol && h.Col <= w.MaxCol
	}
	return w.Kind == "anywhere"
}

func hexStrings(list []Hex) []string {
	var out []string
	for _, h := range list {
		out = append(out, h.String())
	}
	return out
}
