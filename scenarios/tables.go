package scenarios

import (
	"fmt"
	"strconv"
	"strings"
)

// Table is one [table NAME] section: a grid of cells by row key and
// column key (a CRT by die roll and odds column, a terrain effects chart
// by terrain and effect, a range table …).
//
//	title "Title"
//	columns COL…
//	rows KEY…          (optional: the row keys the table must have)
//	row KEY CELL…      (one cell per column; ? marks a value not yet known)
type Table struct {
	Name    string
	Title   string
	Columns []string
	RowKeys []string // declared by "rows"; nil if not declared
	Rows    []*TableRow
	Line    int    // the [table NAME] line
	File    string // the file the table came from (the scenario, or an override)

	columnsLine, rowsLine int
}

// TableRow is one "row KEY CELL…" line.
type TableRow struct {
	Key   string
	Cells []string
	Origin
}

// Unknown is the cell value of a gap: a value the table must have but
// nobody has entered.
const Unknown = "?"

// Table returns the table with the given name.
func (s *Scenario) Table(name string) (*Table, bool) {
	for _, t := range s.Tables {
		if t.Name == name {
			return t, true
		}
	}
	return nil, false
}

// NeedTable is the table a rules system reads by name, or nil with the
// problem added to errs: missing (what says what it holds, so that the
// message tells what to supply) or without rows.
func (s *Scenario) NeedTable(name, what string, errs *[]error) *Table {
	tb, ok := s.Table(name)
	switch {
	case !ok:
		*errs = append(*errs, fmt.Errorf("table %s is missing: %s", name, what))
		return nil
	case len(tb.Rows) == 0:
		*errs = append(*errs, fmt.Errorf("table %s has no rows", name))
		return nil
	}
	return tb
}

// Row returns the row with the given key.
func (t *Table) Row(key string) (*TableRow, bool) {
	for _, r := range t.Rows {
		if r.Key == key {
			return r, true
		}
	}
	return nil, false
}

// Cell returns the cell at row key and column col.
func (t *Table) Cell(row, col string) (string, bool) {
	r, ok := t.Row(row)
	if !ok {
		return "", false
	}
	for i, c := range t.Columns {
		if c == col && i < len(r.Cells) {
			return r.Cells[i], true
		}
	}
	return "", false
}

// RowFor returns the first row whose key matches the number n: a key is
// a whole number ("3", "-1"), an inclusive range ("2..4"), or an open
// range ("<=1", ">=6").
func (t *Table) RowFor(n int) (*TableRow, bool) {
	for _, r := range t.Rows {
		if keyMatches(r.Key, n) {
			return r, true
		}
	}
	return nil, false
}

func keyMatches(key string, n int) bool {
	switch {
	case strings.HasPrefix(key, "<="):
		v, err := strconv.Atoi(key[2:])
		return err == nil && n <= v
	case strings.HasPrefix(key, ">="):
		v, err := strconv.Atoi(key[2:])
		return err == nil && n >= v
	}
	if lo, hi, ok := strings.Cut(key, ".."); ok {
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		return err1 == nil && err2 == nil && a <= n && n <= b
	}
	v, err := strconv.Atoi(key)
	return err == nil && v == n
}

func (p *parser) newTable(l *line) *Table {
	return &Table{Name: p.lowerID(l, l.Arg, "table name"), Line: l.Num, File: p.file}
}

func (p *parser) endTable(t *Table) {
	if t.columnsLine == 0 {
		p.errf(t.Line, "table %s: missing columns line", t.Name)
	}
	p.s.Tables = append(p.s.Tables, t)
}

func (p *parser) tableLine(l *line) {
	t := p.table
	switch l.Keyword() {
	case "title":
		if p.want(l, 1, 1, `title "Title"`) {
			t.Title = p.quoted(l, 1, "title")
		}
	case "columns", "rows":
		p.tableKeys(t, l)
	case "row":
		if p.want(l, 1, -1, "row KEY CELL…") {
			p.tableRow(t, l)
		}
	default:
		p.errf(l.Num, "unknown [table] keyword %q (want title, columns, rows or row)", l.Words[0].Text)
	}
}

func (p *parser) tableKeys(t *Table, l *line) {
	kw := l.Keyword()
	if !p.want(l, 1, -1, kw+" KEY…") {
		return
	}
	at := &t.columnsLine
	if kw == "rows" {
		at = &t.rowsLine
	}
	if *at != 0 {
		p.errf(l.Num, "%s repeated (first at line %d)", kw, *at)
		return
	}
	*at = l.Num
	var keys []string
	seen := map[string]bool{}
	for _, w := range l.Words[1:] {
		if seen[w.Text] {
			p.errf(l.Num, "%s: key %q repeated", kw, w.Text)
		}
		seen[w.Text] = true
		keys = append(keys, w.Text)
	}
	if kw == "rows" {
		t.RowKeys = keys
	} else {
		t.Columns = keys
	}
}

func (p *parser) tableRow(t *Table, l *line) {
	r := &TableRow{Key: l.Words[1].Text}
	for _, w := range l.Words[2:] {
		r.Cells = append(r.Cells, w.Text)
	}
	if !p.first(l, "table-row", t.Name+" "+r.Key, "table "+t.Name+": row "+r.Key) {
		return
	}
	r.Origin = p.origin(l)
	t.Rows = append(t.Rows, r)
}
