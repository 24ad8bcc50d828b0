package scenarios

import (
	"strings"
)

// token is one word of a line. Quoted is true when the whole word was a
// quoted string ("Aosta brigade"); a bare word may also hold a quoted
// part after "=" (name="Aosta brigade"), which is unquoted into Text.
type token struct {
	Text   string
	Quoted bool
}

// line is one non-blank, non-comment line of a scenario file.
type line struct {
	Num     int
	Section string // set for a "[section arg]" line
	Arg     string // the section argument, e.g. the table name
	Words   []token
	Prov    *Provenance // from a trailing @rulebook "…" or @estimated "…"
}

// Keyword is the first word, lower-cased.
func (l *line) Keyword() string {
	if len(l.Words) == 0 {
		return ""
	}
	return strings.ToLower(l.Words[0].Text)
}

// lex splits data into lines. Problems (an unterminated string, a bad
// provenance mark) are reported through errf; the line is then dropped.
func lex(data []byte, errf func(line int, format string, args ...any)) []*line {
	var out []*line
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	for i, raw := range strings.Split(text, "\n") {
		num := i + 1
		words, err := splitWords(raw)
		if err != "" {
			errf(num, "%s", err)
			continue
		}
		if len(words) == 0 {
			continue
		}
		l := &line{Num: num}
		if sec, arg, ok, msg := sectionHeader(words); ok || msg != "" {
			if msg != "" {
				errf(num, "%s", msg)
				continue
			}
			l.Section, l.Arg = sec, arg
			out = append(out, l)
			continue
		}
		words, prov, msg := splitProvenance(words)
		if msg != "" {
			errf(num, "%s", msg)
			continue
		}
		l.Words, l.Prov = words, prov
		if len(words) == 0 {
			errf(num, "a provenance mark needs a line to belong to")
			continue
		}
		out = append(out, l)
	}
	return out
}

// splitWords splits one raw line into tokens, dropping a "#" comment
// outside quotes. It returns a message for an unterminated string.
func splitWords(raw string) ([]token, string) {
	var out []token
	i := 0
	for i < len(raw) {
		c := raw[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '#':
			return out, ""
		default:
			tok, n, msg := scanWord(raw[i:])
			if msg != "" {
				return nil, msg
			}
			out = append(out, tok)
			i += n
		}
	}
	return out, ""
}

// scanWord reads one token at the start of s and returns it with the
// number of bytes consumed.
func scanWord(s string) (token, int, string) {
	if s[0] == '"' {
		text, n, ok := scanQuoted(s)
		if !ok {
			return token{}, 0, "unterminated quoted string"
		}
		return token{Text: text, Quoted: true}, n, ""
	}
	var b strings.Builder
	i := 0
	for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '#' {
		if s[i] == '"' {
			text, n, ok := scanQuoted(s[i:])
			if !ok {
				return token{}, 0, "unterminated quoted string"
			}
			b.WriteString(text)
			i += n
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return token{Text: b.String()}, i, ""
}

// scanQuoted reads a "…" string with \" and \\ escapes at the start of s.
func scanQuoted(s string) (string, int, bool) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
				b.WriteByte(s[i+1])
				i++
				continue
			}
			b.WriteByte('\\')
		case '"':
			return b.String(), i + 1, true
		default:
			b.WriteByte(s[i])
		}
	}
	return "", 0, false
}

// sectionHeader recognises "[name]" and "[name arg]".
func sectionHeader(words []token) (sec, arg string, ok bool, msg string) {
	first := words[0]
	if first.Quoted || !strings.HasPrefix(first.Text, "[") {
		return "", "", false, ""
	}
	var parts []string
	for _, w := range words {
		parts = append(parts, w.Text)
	}
	joined := strings.Join(parts, " ")
	if !strings.HasSuffix(joined, "]") {
		return "", "", false, "section header must end with ]"
	}
	fields := strings.Fields(strings.TrimSuffix(strings.TrimPrefix(joined, "["), "]"))
	switch len(fields) {
	case 1:
		return strings.ToLower(fields[0]), "", true, ""
	case 2:
		return strings.ToLower(fields[0]), fields[1], true, ""
	}
	return "", "", false, "section header must be [name] or [name arg]"
}

// splitProvenance removes a trailing `@rulebook "…"`, `@source "…"` or `@estimated "…"`.
func splitProvenance(words []token) ([]token, *Provenance, string) {
	for i, w := range words {
		if w.Quoted || !strings.HasPrefix(w.Text, "@") {
			continue
		}
		kind := ProvenanceKind(strings.ToLower(w.Text[1:]))
		if !kind.known() {
			return nil, nil, "unknown provenance " + w.Text + " (want @rulebook, @source or @estimated)"
		}
		if i+2 != len(words) || !words[i+1].Quoted {
			return nil, nil, w.Text + " must be the last thing on the line, followed by a quoted reason"
		}
		if strings.TrimSpace(words[i+1].Text) == "" {
			return nil, nil, w.Text + " needs a non-empty reason"
		}
		return words[:i], &Provenance{Kind: kind, Note: words[i+1].Text}, ""
	}
	return words, nil, ""
}
