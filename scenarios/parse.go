package scenarios

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a scenario file. file names it in messages; data is kept
// as Source and hashed into Digest. The error, if any, is an ErrorList
// holding every problem found, each as "file:line: message". Parse checks
// the syntax and what one line can tell; (*Scenario).Check checks the
// whole (hexes on the map, roads that connect, every counter set up …).
func Parse(file string, data []byte) (*Scenario, error) {
	if len(data) > MaxFileSize {
		return nil, ErrorList{{File: file, Msg: fmt.Sprintf("file is %d bytes; a scenario file holds at most %d", len(data), MaxFileSize)}}
	}
	p := newParser(file, data)
	p.run()
	if len(p.errs) > 0 {
		return nil, p.errs.Err()
	}
	return p.s, nil
}

// MaxFileSize is the largest scenario or override file read (a full
// 60×34 map with a whole order of battle is well under 1 MiB).
const MaxFileSize = 4 << 20

// parser holds the state of one Parse.
type parser struct {
	file    string
	s       *Scenario
	errs    ErrorList
	section string      // "" for the header
	arg     string      // section argument
	defProv *Provenance // the section's "provenance" line, if any
	seen    map[string]int
	ids     map[string]int // counter and formation ids, lower-cased → line
	names   map[string]int // "kind name" → line of its first definition
	table   *Table         // the [table NAME] being read

	// override is the scenario an override file is read for (ApplyTables);
	// nil when reading a scenario.
	override *Scenario
}

func newParser(file string, data []byte) *parser {
	src := append([]byte(nil), data...)
	return &parser{
		file: file,
		s: &Scenario{
			File: file, Source: src, Digest: digest(src),
			lines: map[string]int{},
		},
		seen:  map[string]int{},
		ids:   map[string]int{},
		names: map[string]int{},
	}
}

func (p *parser) errf(line int, format string, args ...any) {
	p.errs = append(p.errs, Error{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

func (p *parser) run() {
	for _, l := range lex(p.s.Source, p.errf) {
		if l.Section != "" {
			p.startSection(l)
			continue
		}
		p.dispatch(l)
	}
	p.endSection()
	if p.override == nil {
		p.finishHeader()
	}
}

// sections maps a section name to the handler of its lines.
var sections = map[string]func(*parser, *line){
	"map":            (*parser).mapLine,
	"counters":       (*parser).counterLine,
	"setup":          (*parser).setupLine,
	"reinforcements": (*parser).reinforcementLine,
	"turns":          (*parser).turnLine,
	"rules":          (*parser).ruleLine,
	"victory":        (*parser).victoryLine,
	"table":          (*parser).tableLine,
}

func (p *parser) startSection(l *line) {
	p.endSection()
	name := l.Section
	p.section, p.arg, p.defProv = "", "", nil
	if p.override != nil {
		p.defProv = p.overrideDefault()
		if name != "table" {
			p.errf(l.Num, "an override file holds only [table NAME] sections")
			p.section = "?"
			return
		}
	}
	if _, ok := sections[name]; !ok {
		p.errf(l.Num, "unknown section [%s] (want map, counters, setup, reinforcements, turns, rules, victory or table NAME)", name)
		p.section = "?"
		return
	}
	if (name == "table") != (l.Arg != "") {
		p.errf(l.Num, "[%s] takes %s", name, map[bool]string{true: "a table name: [table NAME]", false: "no argument"}[name == "table"])
		p.section = "?"
		return
	}
	key := name + " " + l.Arg
	if prev, dup := p.seen[key]; dup {
		p.errf(l.Num, "section [%s] repeated (first at line %d)", strings.TrimSpace(key), prev)
		p.section = "?"
		return
	}
	p.seen[key] = l.Num
	p.section, p.arg = name, l.Arg
	if name == "map" {
		p.s.Map = &Map{Line: l.Num}
	}
	if name == "table" {
		p.table = p.newTable(l)
	}
}

func (p *parser) endSection() {
	if p.section == "table" && p.table != nil {
		p.endTable(p.table)
		p.table = nil
	}
}

func (p *parser) dispatch(l *line) {
	if l.Keyword() == "include" {
		p.errf(l.Num, "include is expanded when a scenario is loaded from its file (a path or an embedded id); this text was read without its directory: give the scenario's file instead")
		return
	}
	switch p.section {
	case "":
		if p.override != nil {
			p.overrideHeaderLine(l)
			return
		}
		p.headerLine(l)
	case "?":
		// inside a rejected section: already reported
	default:
		if l.Keyword() == "provenance" {
			p.provenanceLine(l)
			return
		}
		sections[p.section](p, l)
	}
}

// provenanceLine sets the section default: provenance KIND "reason".
func (p *parser) provenanceLine(l *line) {
	if l.Prov != nil || len(l.Words) != 3 || !l.Words[2].Quoted {
		p.errf(l.Num, `want: provenance rulebook|source|estimated "reason"`)
		return
	}
	kind := ProvenanceKind(strings.ToLower(l.Words[1].Text))
	if !kind.known() {
		p.errf(l.Num, "unknown provenance %q (want rulebook, source or estimated)", l.Words[1].Text)
		return
	}
	if strings.TrimSpace(l.Words[2].Text) == "" {
		p.errf(l.Num, "provenance needs a non-empty reason")
		return
	}
	p.defProv = &Provenance{Kind: kind, Note: l.Words[2].Text, Line: l.Num}
}

// origin returns the line's position and provenance: its own mark, else
// the section default; it reports a line that has neither.
func (p *parser) origin(l *line) Origin {
	o := Origin{Line: l.Num}
	switch {
	case l.Prov != nil:
		o.Prov = *l.Prov
		o.Prov.Line = l.Num
	case p.defProv != nil:
		o.Prov = *p.defProv
	default:
		p.errf(l.Num, `no provenance: end the line with @rulebook "rule" or @estimated "reason", or put a provenance line at the top of the section`)
	}
	return o
}

// Origin is where a value was set and where it comes from.
type Origin struct {
	Line int
	Prov Provenance
}

// first records that kind name is defined at line; when it was defined
// before, it reports "what repeated (first at line N)" and returns false.
func (p *parser) first(l *line, kind, name, what string) bool {
	key := kind + " " + name
	if prev, dup := p.names[key]; dup {
		p.errf(l.Num, "%s repeated (first at line %d)", what, prev)
		return false
	}
	p.names[key] = l.Num
	return true
}

// want reports a line whose word count is outside [min, max] (max < 0: no
// limit) and returns false.
func (p *parser) want(l *line, min, max int, usage string) bool {
	n := len(l.Words) - 1
	if n < min || (max >= 0 && n > max) {
		p.errf(l.Num, "want: %s", usage)
		return false
	}
	return true
}

// atoi parses a non-negative decimal number.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}
