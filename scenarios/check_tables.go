package scenarios

import "fmt"

// checkTable reports the gaps of a table: rows without a cell for every
// column, cells still "?", declared rows that are missing, and rows that
// were not declared.
func checkTable(file string, t *Table) []Error {
	var errs []Error
	errf := func(line int, format string, args ...any) {
		errs = append(errs, Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)})
	}
	if len(t.Rows) == 0 {
		errf(t.Line, "table %s has no rows", t.Name)
	}
	for _, r := range t.Rows {
		if len(r.Cells) != len(t.Columns) {
			errf(r.Line, "table %s row %s has %d cells, want %d (one per column)", t.Name, r.Key, len(r.Cells), len(t.Columns))
		}
		for i, cell := range r.Cells {
			if cell == Unknown && i < len(t.Columns) {
				errf(r.Line, "table %s row %s column %s is a gap (?)", t.Name, r.Key, t.Columns[i])
			}
		}
		if t.RowKeys != nil && !contains(t.RowKeys, r.Key) {
			errf(r.Line, "table %s: row %s is not in its rows line", t.Name, r.Key)
		}
	}
	for _, k := range t.RowKeys {
		if _, ok := t.Row(k); !ok {
			errf(t.rowsLine, "table %s: row %s is missing", t.Name, k)
		}
	}
	return errs
}
