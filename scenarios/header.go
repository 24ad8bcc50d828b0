package scenarios

import "strings"

// headerLine reads a line before the first section:
//
//	scenario ID | system ID | edition WORD | title "…" |
//	side ID "Name" | turns N
func (p *parser) headerLine(l *line) {
	kw := l.Keyword()
	if kw != "side" {
		if prev, dup := p.s.lines[kw]; dup {
			p.errf(l.Num, "%s repeated (first at line %d)", kw, prev)
			return
		}
	}
	switch kw {
	case "scenario":
		if len(l.Words) == 2 && !isScenarioID(l.Words[1].Text) {
			p.errf(l.Num, "scenario %q: want a lower-case word (a-z, 0-9, - and _, starting with a letter; a . only between two digits, as in custoza-23.1)", l.Words[1].Text)
		} else {
			p.headerWord(l, &p.s.ID, "scenario ID", false)
		}
	case "system":
		p.headerWord(l, &p.s.System, "system ID", true)
	case "edition":
		p.headerWord(l, &p.s.Edition, "edition WORD", false)
	case "title":
		if p.want(l, 1, 1, `title "Title"`) {
			p.s.Title = p.quoted(l, 1, "title")
		}
	case "side":
		p.sideLine(l)
	case "turns":
		p.turnsLine(l)
	default:
		p.errf(l.Num, "unknown header keyword %q (want scenario, system, edition, title, side or turns; or a [section])", l.Words[0].Text)
		return
	}
	if kw != "side" {
		p.s.lines[kw] = l.Num
	}
	if l.Prov != nil && kw != "turns" {
		p.errf(l.Num, "%s carries no value that needs a provenance", kw)
	}
}

func (p *parser) headerWord(l *line, dst *string, usage string, isID bool) {
	if !p.want(l, 1, 1, usage) {
		return
	}
	v := l.Words[1].Text
	if isID && !isLowerID(v) {
		p.errf(l.Num, "%s %q: want a lower-case word (a-z, 0-9, - and _, starting with a letter)", l.Keyword(), v)
		return
	}
	if !isID && (v == "" || strings.ContainsAny(v, " \t")) {
		p.errf(l.Num, "%s %q: want one word", l.Keyword(), v)
		return
	}
	*dst = v
}

func (p *parser) sideLine(l *line) {
	if !p.want(l, 2, 2, `side ID "Name"`) {
		return
	}
	id := l.Words[1].Text
	if !isLowerID(id) {
		p.errf(l.Num, "side %q: want a lower-case word (a-z, 0-9, - and _, starting with a letter)", id)
		return
	}
	if !p.first(l, "side", id, "side "+id) {
		return
	}
	p.s.Sides = append(p.s.Sides, Side{ID: id, Name: p.quoted(l, 2, "side name")})
}

// turnsLine: turns N (turns 1 to N) or turns A-B (the scenario starts
// on turn A and ends after turn B).
func (p *parser) turnsLine(l *line) {
	if !p.want(l, 1, 1, "turns N or turns FIRST-LAST") {
		return
	}
	first, last, ok := 1, 0, false
	if a, b, isRange := strings.Cut(l.Words[1].Text, "-"); isRange {
		var okA, okB bool
		first, okA = atoi(a)
		last, okB = atoi(b)
		ok = okA && okB
	} else {
		last, ok = atoi(a)
	}
	if !ok || first < 1 || last < first {
		p.errf(l.Num, "turns %q: want a whole number of at least 1, or FIRST-LAST", l.Words[1].Text)
		return
	}
	p.s.FirstTurn, p.s.Turns = first, last-first+1
	if l.Prov != nil {
		pr := *l.Prov
		pr.Line = l.Num
		p.s.TurnsProv = &pr
	}
}

// finishHeader reports what the header lacks.
func (p *parser) finishHeader() {
	if _, ok := p.s.lines["scenario"]; !ok {
		p.errf(1, "missing header line: scenario ID")
	}
	if _, ok := p.s.lines["system"]; !ok {
		p.errf(1, "missing header line: system ID")
	}
	if len(p.s.Sides) < 2 {
		p.errf(1, `a scenario needs at least two "side ID \"Name\"" lines`)
	}
}

// isScenarioID reports whether s is a scenario id: a lower-case word that
// may also hold a "." between two digits, so that a scenario can carry
// its rule number (Custoza 23.1 is custoza-23.1).
func isScenarioID(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' && (i == 0 || i == len(s)-1 || !isDigit(s[i-1]) || !isDigit(s[i+1])) {
			return false
		}
	}
	return isLowerID(strings.ReplaceAll(s, ".", "_"))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isLowerID reports whether s is a lower-case word: a letter, then
// letters, digits, "-" or "_".
func isLowerID(s string) bool {
	if s == "" || len(s) > 64 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
