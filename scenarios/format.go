package scenarios

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Format writes the scenario in canonical form: header, then [map],
// [counters], [setup], [reinforcements], [turns], [rules], [victory] and
// the tables, each line in a fixed layout. Values set by a section's
// provenance line keep one; other lines carry their own @mark. Parsing
// the result gives the same data (line numbers aside).
func (s *Scenario) Format() []byte {
	w := &writer{}
	s.formatHeader(w)
	if s.Map != nil {
		s.Map.format(w)
	}
	s.formatCounters(w)
	s.formatSetup(w)
	s.formatReinforcements(w)
	s.formatTurns(w)
	s.formatRules(w)
	s.formatVictory(w)
	for _, t := range s.Tables {
		formatTable(w, t)
	}
	return w.buf.Bytes()
}

// writer builds canonical text, tracking the section's default provenance.
type writer struct {
	buf     bytes.Buffer
	defProv *Provenance
}

func (w *writer) section(name string) {
	if w.buf.Len() > 0 {
		w.buf.WriteByte('\n')
	}
	fmt.Fprintf(&w.buf, "[%s]\n", name)
	w.defProv = nil
}

// line writes words and the provenance of o: as the section default
// when it came from one (emitting a provenance line when it changes), or
// as an @mark.
func (w *writer) line(o *Origin, words ...string) {
	mark := ""
	switch {
	case o == nil || o.Prov.Kind == "":
	case o.Prov.Line != o.Line:
		if w.defProv == nil || *w.defProv != o.Prov {
			fmt.Fprintf(&w.buf, "provenance %s %s\n", o.Prov.Kind, quote(o.Prov.Note))
			p := o.Prov
			w.defProv = &p
		}
	default:
		mark = fmt.Sprintf(" @%s %s", o.Prov.Kind, quote(o.Prov.Note))
	}
	w.buf.WriteString(strings.Join(nonEmpty(words), " ") + mark + "\n")
}

func nonEmpty(words []string) []string {
	var out []string
	for _, w := range words {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// quote writes s as a quoted string.
func quote(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"`
}

// word writes s bare when the lexer reads it back as the same single
// word, else quoted.
func word(s string) string {
	if s == "" || s == "|" || strings.ContainsAny(s, " \t\"#\\\r\n") || s[0] == '@' || s[0] == '[' {
		return quote(s)
	}
	return s
}

// kv writes key=value (key alone for a flag), quoting the value if needed.
func kv(key, value string) string {
	if value == "" {
		return key
	}
	return key + "=" + word(value)
}

func ratings(list []Rating) string {
	var out []string
	for _, r := range list {
		out = append(out, kv(r.Key, r.Value))
	}
	return strings.Join(out, " ")
}

func hexWords(list []Hex) string {
	var out []string
	for _, h := range list {
		out = append(out, h.String())
	}
	return strings.Join(out, " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func (s *Scenario) formatHeader(w *writer) {
	w.line(nil, "scenario", s.ID)
	w.line(nil, "system", s.System)
	if s.Edition != "" {
		w.line(nil, "edition", s.Edition)
	}
	if s.Title != "" {
		w.line(nil, "title", quote(s.Title))
	}
	for _, sd := range s.Sides {
		w.line(nil, "side", sd.ID, quote(sd.Name))
	}
	if s.Turns == 0 {
		return
	}
	n := itoa(s.Turns)
	if s.FirstTurn != 1 {
		n = fmt.Sprintf("%d-%d", s.FirstTurn, s.LastTurn())
	}
	var o *Origin
	if s.TurnsProv != nil {
		o = &Origin{Line: s.TurnsProv.Line, Prov: *s.TurnsProv}
	}
	w.line(o, "turns", n)
}
