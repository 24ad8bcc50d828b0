package scenarios

import (
	"strings"
)

// clauses is what follows the counter ids of a set, status or arrive
// line: a sequence of keyword clauses.
type clauses struct {
	where  []Where
	turn   int
	hasTur bool
	option string
	cond   string
	status []Rating
	note   string
}

// Where is one place a counter may be set up; a Placement offers one or
// more of them and the owning player picks one.
type Where struct {
	Kind   string // "at", "within", "columns" or "anywhere"
	Hexes  []Hex  // at: any one of these hexes; within: the centre (one hex)
	Place  string // within N of "Place": the place's hexes are the centres
	Radius int    // within
	MinCol int    // columns AA-BB, inclusive
	MaxCol int
}

// splitIDs returns the leading counter or formation ids and the rest,
// which starts at the first keyword.
func splitIDs(words []token, keywords ...string) (ids []string, rest []token) {
	for i, w := range words {
		if !w.Quoted && contains(keywords, strings.ToLower(w.Text)) {
			return ids, words[i:]
		}
		ids = append(ids, w.Text)
	}
	return ids, nil
}

// parseClauses reads clauses; allowed lists the clause keywords the line
// accepts. It reports every problem.
func (p *parser) parseClauses(l *line, words []token, allowed ...string) clauses {
	var c clauses
	for len(words) > 0 {
		kw := strings.ToLower(words[0].Text)
		if words[0].Quoted || !contains(allowed, kw) {
			p.errf(l.Num, "unexpected %q (want %s)", words[0].Text, strings.Join(allowed, ", "))
			return c
		}
		n := p.clause(l, &c, kw, words[1:])
		if n < 0 {
			return c
		}
		words = words[1+n:]
	}
	return c
}

// clause reads the arguments of one clause and returns how many words it
// took, or -1 after reporting a problem.
func (p *parser) clause(l *line, c *clauses, kw string, args []token) int {
	switch kw {
	case "or":
		if len(c.where) == 0 {
			p.errf(l.Num, "or must follow at, within, columns or anywhere")
			return -1
		}
		if len(args) == 0 || args[0].Quoted || !contains([]string{"at", "within", "columns", "anywhere"}, strings.ToLower(args[0].Text)) {
			p.errf(l.Num, "or needs at, within, columns or anywhere after it")
			return -1
		}
		return p.clause(l, c, strings.ToLower(args[0].Text), args[1:]) + 1
	case "at", "within", "columns", "anywhere":
		return p.whereClause(l, c, kw, args)
	case "turn":
		n, ok := 0, false
		if len(args) > 0 {
			n, ok = atoi(args[0].Text)
		}
		if !ok || n < 1 || c.hasTur {
			p.errf(l.Num, "want: turn N (once, N at least 1)")
			return -1
		}
		c.turn, c.hasTur = n, true
		return 1
	case "option":
		if len(args) == 0 || !isLowerID(args[0].Text) {
			p.errf(l.Num, "want: option NAME (a lower-case word)")
			return -1
		}
		c.option = args[0].Text
		return 1
	case "if", "note":
		if len(args) == 0 || !args[0].Quoted {
			p.errf(l.Num, `want: %s "text"`, kw)
			return -1
		}
		if kw == "if" {
			c.cond = args[0].Text
		} else {
			c.note = args[0].Text
		}
		return 1
	case "with":
		n := 0
		for n < len(args) && !args[n].Quoted && !contains([]string{"note", "if", "option", "or", "at", "turn"}, strings.ToLower(args[n].Text)) {
			n++
		}
		c.status = p.ratings(l, args[:n], true)
		if n == 0 {
			p.errf(l.Num, "with needs at least one status, e.g. with march fatigue=4")
			return -1
		}
		return n
	}
	return -1
}

// whereClause reads at HEX…, within N of HEX|"Place", columns AA-BB or anywhere.
func (p *parser) whereClause(l *line, c *clauses, kw string, args []token) int {
	w := Where{Kind: kw}
	n := 0
	switch kw {
	case "at":
		for n < len(args) && isHexWord(args[n].Text) && !args[n].Quoted {
			n++
		}
		if n == 0 {
			p.errf(l.Num, "want: at HEX… (one or more four-digit hexes)")
			return -1
		}
		w.Hexes = p.hexList(l, args[:n])
	case "within":
		if len(args) < 3 || strings.ToLower(args[1].Text) != "of" {
			p.errf(l.Num, `want: within N of HEX or within N of "Place"`)
			return -1
		}
		r, ok := atoi(args[0].Text)
		if !ok || r < 1 {
			p.errf(l.Num, "within %q: want a whole number of hexes, at least 1", args[0].Text)
			return -1
		}
		w.Radius, n = r, 3
		if args[2].Quoted && strings.TrimSpace(args[2].Text) == "" {
			p.errf(l.Num, `within %d of "": want the name of a place of the map`, r)
			return -1
		}
		if args[2].Quoted {
			w.Place = args[2].Text
		} else {
			w.Hexes = p.hexList(l, args[2:3])
		}
	case "columns":
		if len(args) == 0 {
			p.errf(l.Num, "want: columns AA-BB")
			return -1
		}
		lo, hi, ok := parseRange(args[0].Text)
		if !ok {
			p.errf(l.Num, "columns %q: want a two-digit range such as 01-54", args[0].Text)
			return -1
		}
		w.MinCol, w.MaxCol, n = lo, hi, 1
	}
	c.where = append(c.where, w)
	return n
}
