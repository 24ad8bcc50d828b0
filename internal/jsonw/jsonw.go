// Package jsonw writes JSON as json.Marshal (and json.MarshalIndent)
// writes it, by hand, for what the engine and verification encode for
// every input: the states for their digests, the log entries to compare
// them with their files. The reflection of json.Marshal made that a third
// of replaying a log. A Writer writes exactly what json.Marshal would; for
// a value it cannot (a hex with no printed id, which json.Marshal refuses)
// it sets Slow, and its caller then uses json.Marshal for the whole value.
// Each caller has a test that its bytes are json.Marshal's for every field.
package jsonw

import (
	"encoding/json"
	"strconv"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Writer appends to B.
type Writer struct {
	B    []byte
	Slow bool // something was not written: use json.Marshal
}

// Raw appends s as it is: punctuation and keys.
func (w *Writer) Raw(s string) { w.B = append(w.B, s...) }

// Comma separates the elements of an array: before every one but the first.
func (w *Writer) Comma(i int) {
	if i > 0 {
		w.B = append(w.B, ',')
	}
}

// Int writes n.
func (w *Writer) Int(n int64) { w.B = strconv.AppendInt(w.B, n, 10) }

// Str writes a string: as it is when json.Marshal would (printable ASCII
// without the characters it escapes: it escapes <, > and & for HTML),
// else as json.Marshal writes it.
func (w *Writer) Str(s string) {
	for i := 0; i < len(s); i++ {
		if !plain[s[i]] {
			b, _ := json.Marshal(s) // a string always encodes
			w.B = append(w.B, b...)
			return
		}
	}
	w.B = append(w.B, '"')
	w.B = append(w.B, s...)
	w.B = append(w.B, '"')
}

// plain are the bytes json.Marshal writes as they are in a string.
var plain = func() (t [256]bool) {
	for c := 0x20; c <= 0x7e; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// Hex writes h as its MarshalText does: the printed id, quoted.
func (w *Writer) Hex(h hexmap.Hex) {
	if !h.Printable() {
		w.Slow = true // MarshalText refuses it
		return
	}
	w.B = append(w.B, '"', byte('0'+h.Col/10), byte('0'+h.Col%10), byte('0'+h.Row/10), byte('0'+h.Row%10), '"')
}

// Hexes writes a list of hexes; nil is null.
func (w *Writer) Hexes(hs []hexmap.Hex) {
	if hs == nil {
		w.Raw(`null`)
		return
	}
	w.Raw(`[`)
	for i, h := range hs {
		w.Comma(i)
		w.Hex(h)
	}
	w.Raw(`]`)
}

// Strs writes a list of strings, or of a string type; nil is null.
func Strs[S ~string](w *Writer, ss []S) {
	if ss == nil {
		w.Raw(`null`)
		return
	}
	w.Raw(`[`)
	for i, s := range ss {
		w.Comma(i)
		w.Str(string(s))
	}
	w.Raw(`]`)
}

// Ints writes a list of ints; nil is null.
func (w *Writer) Ints(ns []int) {
	if ns == nil {
		w.Raw(`null`)
		return
	}
	w.Raw(`[`)
	for i, n := range ns {
		w.Comma(i)
		w.Int(int64(n))
	}
	w.Raw(`]`)
}

// The omitempty fields: written, key first, only when not zero. A key
// is written with its leading comma: `,"on":`.

// OptBool writes `key true` when v.
func (w *Writer) OptBool(key string, v bool) {
	if v {
		w.Raw(key)
		w.Raw(`true`)
	}
}

// OptInt writes key and n when n is not 0.
func (w *Writer) OptInt(key string, n int64) {
	if n != 0 {
		w.Raw(key)
		w.Int(n)
	}
}

// OptStr writes key and s when s is not "".
func (w *Writer) OptStr(key, s string) {
	if s != "" {
		w.Raw(key)
		w.Str(s)
	}
}

// Value writes key and v by json.Marshal, which writes a nested value as
// it writes it alone: for the parts of a state that are seldom set.
func (w *Writer) Value(key string, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		w.Slow = true
		return
	}
	w.Raw(key)
	w.B = append(w.B, b...)
}
