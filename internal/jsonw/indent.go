package jsonw

import (
	"encoding/json"
	"strings"
)

// Indented writes JSON as json.MarshalIndent(v, "", "  ") writes it, for
// values written member by member: Begin an object or array, then Key (in
// an object) or Elem (in an array) before each member's value, then End.
type Indented struct {
	Writer
	open []bool // for each object or array begun: whether it has a member yet
}

// Begin opens an object ('{') or an array ('[').
func (w *Indented) Begin(c byte) {
	w.B = append(w.B, c)
	w.open = append(w.open, false)
}

// End closes the innermost object ('}') or array (']'): empty, it is {}
// or [], as json.MarshalIndent writes them.
func (w *Indented) End(c byte) {
	had := w.open[len(w.open)-1]
	w.open = w.open[:len(w.open)-1]
	if had {
		w.newline()
	}
	w.B = append(w.B, c)
}

// Key starts an object's member: the value comes next.
func (w *Indented) Key(k string) {
	w.member()
	w.Str(k)
	w.B = append(w.B, ": "...)
}

// Elem starts an array's element: the value comes next.
func (w *Indented) Elem() { w.member() }

func (w *Indented) member() {
	top := len(w.open) - 1
	if w.open[top] {
		w.B = append(w.B, ',')
	}
	w.open[top] = true
	w.newline()
}

func (w *Indented) newline() {
	w.B = append(w.B, '\n')
	for range w.open {
		w.B = append(w.B, "  "...)
	}
}

// IndentedStrs writes a list of strings, or of a string type; nil is
// null.
func IndentedStrs[S ~string](w *Indented, ss []S) {
	if ss == nil {
		w.Raw(`null`)
		return
	}
	w.Begin('[')
	for _, s := range ss {
		w.Elem()
		w.Str(string(s))
	}
	w.End(']')
}

// Value writes v by json.MarshalIndent, at the depth it is written at: for
// the parts of a value that are seldom set.
func (w *Indented) Value(v any) {
	b, err := json.MarshalIndent(v, strings.Repeat("  ", len(w.open)), "  ")
	if err != nil {
		w.Slow = true
		return
	}
	w.B = append(w.B, b...)
}
