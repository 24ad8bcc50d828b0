package scenarios

import (
	"fmt"
	"sort"
)

// ApplyTables replaces the scenario's stand-in tables with the ones in an
// override file (the printed charts, entered by a group that owns the
// game). The file uses the table syntax of a scenario: an optional
// "scenario ID" line, then [table NAME] sections. It must give every
// table the scenario defines, with the same columns and rows and every
// cell filled, and no other table. Rows without their own provenance are
// marked rulebook ("printed table, override file …"). On success the
// scenario records TablesFile and TablesDigest; on error it is unchanged
// and the error is an ErrorList.
func (s *Scenario) ApplyTables(overrideFile string, data []byte) error {
	if s.TablesFile != "" {
		return ErrorList{{File: overrideFile, Msg: fmt.Sprintf("the tables were already overridden by %s", s.TablesFile)}}
	}
	p := newParser(overrideFile, data)
	p.override = s
	p.run()
	p.matchTables(s)
	if len(p.errs) > 0 {
		return p.errs.Err()
	}
	for i, t := range s.Tables {
		nt, _ := p.s.Table(t.Name)
		s.Tables[i] = nt
	}
	s.TablesFile, s.TablesDigest = overrideFile, p.s.Digest
	return nil
}

// overrideHeaderLine reads the header of an override file: only
// "scenario ID", which must name the scenario.
func (p *parser) overrideHeaderLine(l *line) {
	if l.Keyword() != "scenario" || len(l.Words) != 2 {
		p.errf(l.Num, "an override file holds only an optional \"scenario ID\" line and [table NAME] sections")
		return
	}
	if id := l.Words[1].Text; id != p.override.ID {
		p.errf(l.Num, "this override is for scenario %s, not %s", id, p.override.ID)
	}
}

// overrideDefault is the provenance of override rows without their own.
func (p *parser) overrideDefault() *Provenance {
	return &Provenance{Kind: Rulebook, Note: "printed table, override file " + p.file, Line: -1}
}

// matchTables checks the override against the scenario's tables.
func (p *parser) matchTables(s *Scenario) {
	for _, t := range p.s.Tables {
		if _, ok := s.Table(t.Name); !ok {
			p.errf(t.Line, "unknown table %s (the scenario defines %s)", t.Name, tableNames(s))
		}
		p.errs = append(p.errs, checkTable(p.file, t)...)
	}
	for _, want := range s.Tables {
		got, ok := p.s.Table(want.Name)
		if !ok {
			p.errf(1, "table %s is missing: an override gives every table of the scenario (%s)", want.Name, tableNames(s))
			continue
		}
		p.sameShape(want, got)
	}
}

// sameShape reports columns and rows of got that differ from want.
func (p *parser) sameShape(want, got *Table) {
	if fmt.Sprint(want.Columns) != fmt.Sprint(got.Columns) {
		p.errf(got.columnsLine, "table %s: columns %v, want %v as in the scenario", got.Name, got.Columns, want.Columns)
	}
	for _, r := range want.Rows {
		if _, ok := got.Row(r.Key); !ok {
			p.errf(got.Line, "table %s: row %s is missing", got.Name, r.Key)
		}
	}
	for _, r := range got.Rows {
		if _, ok := want.Row(r.Key); !ok {
			p.errf(r.Line, "table %s: row %s is not a row of the scenario's table", got.Name, r.Key)
		}
	}
}

func tableNames(s *Scenario) string {
	var names []string
	for _, t := range s.Tables {
		names = append(names, t.Name)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "no tables"
	}
	return fmt.Sprint(names)
}
