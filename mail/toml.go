package mail

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads the small subset of TOML that mincio.toml uses:
//
//	# comment
//	[section]
//	key = "string" | 'literal string' | 123 | true | false   # comment
//
// Nothing else (no arrays, tables in tables, dotted keys or multi-line
// strings) is accepted, so every mistake is reported, not guessed at.

// valueKind is the type of a value in the config file.
type valueKind int

const (
	kindString valueKind = iota
	kindInt
	kindBool
)

func (k valueKind) String() string {
	return [...]string{"a string", "an integer", "true or false"}[k]
}

// badSection marks the keys after a section line that could not be read.
const badSection = "\x00"

// tomlValue is one key = value line, or a [section] line (Key "").
type tomlValue struct {
	Section string
	Key     string
	Kind    valueKind
	Str     string
	Int     int64
	Bool    bool
	Line    int
}

// PosError is one problem in a file, with its position and a hint.
type PosError struct {
	File string
	Line int
	Msg  string
	Hint string
}

func (e PosError) Error() string {
	s := fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	if e.Line == 0 {
		s = fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	if e.Hint != "" {
		s += " (hint: " + e.Hint + ")"
	}
	return s
}

// ConfigError lists every problem found in a config file.
type ConfigError struct {
	Errs []PosError
}

func (e *ConfigError) Error() string {
	lines := make([]string, len(e.Errs))
	for i, pe := range e.Errs {
		lines[i] = pe.Error()
	}
	return strings.Join(lines, "\n")
}

// parseTOML splits data into values, collecting every syntax error.
func parseTOML(file string, data []byte) ([]tomlValue, []PosError) {
	var vals []tomlValue
	var errs []PosError
	section := ""
	for i, line := range strings.Split(string(data), "\n") {
		n := i + 1
		bad := func(msg, hint string) { errs = append(errs, PosError{file, n, msg, hint}) }
		if !utf8.ValidString(line) {
			bad("line is not valid UTF-8", "save the file as UTF-8")
			continue
		}
		line = strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		switch {
		case line == "" || line[0] == '#':
		case line[0] == '[':
			name, err := parseSection(line)
			if err != "" {
				bad(err, `a section looks like [imap]`)
				section = badSection // skip its keys: one error is enough
				continue
			}
			section = name
			vals = append(vals, tomlValue{Section: name, Line: n}) // Key "": the header itself
		default:
			v, msg, hint := parseKeyValue(line)
			if msg != "" {
				bad(msg, hint)
				continue
			}
			v.Section, v.Line = section, n
			vals = append(vals, v)
		}
	}
	return vals, errs
}

func parseSection(line string) (string, string) {
	end := strings.IndexByte(line, ']')
	if end < 0 {
		return "", "missing ] after section name"
	}
	if rest := strings.TrimSpace(line[end+1:]); rest != "" && rest[0] != '#' {
		return "", fmt.Sprintf("unexpected %q after section name", rest)
	}
	name := strings.TrimSpace(line[1:end])
	if !isBareKey(name) {
		return "", fmt.Sprintf("bad section name %q", name)
	}
	return name, ""
}

func isBareKey(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		ok := r == '_' || r == '-' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9')
		if !ok {
			return false
		}
	}
	return true
}

func parseKeyValue(line string) (tomlValue, string, string) {
	var v tomlValue
	eq := strings.IndexByte(line, '=')
	if eq < 0 {
		return v, fmt.Sprintf("expected key = value, found %q", line), `write for example: port = 993`
	}
	v.Key = strings.TrimSpace(line[:eq])
	if !isBareKey(v.Key) {
		return v, fmt.Sprintf("bad key %q", v.Key), "keys use letters, digits, _ and -"
	}
	rest := strings.TrimSpace(line[eq+1:])
	val, tail, msg := parseValue(rest)
	if msg != "" {
		return v, fmt.Sprintf("%s: %s", v.Key, msg), `strings are quoted ("…"), numbers and true/false are not`
	}
	if tail = strings.TrimSpace(tail); tail != "" && tail[0] != '#' {
		return v, fmt.Sprintf("%s: unexpected %q after the value", v.Key, tail), "put comments after #"
	}
	val.Key = v.Key
	return val, "", ""
}

// parseValue reads one value from the start of s and returns what follows.
func parseValue(s string) (tomlValue, string, string) {
	var v tomlValue
	switch {
	case s == "":
		return v, "", "missing value"
	case s[0] == '"':
		str, tail, err := parseBasicString(s)
		v.Kind, v.Str = kindString, str
		return v, tail, err
	case s[0] == '\'':
		end := strings.IndexByte(s[1:], '\'')
		if end < 0 {
			return v, "", "unterminated string"
		}
		v.Kind, v.Str = kindString, s[1:1+end]
		return v, s[2+end:], ""
	}
	word, tail := s, ""
	if i := strings.IndexAny(s, " \t#"); i >= 0 {
		word, tail = s[:i], s[i:]
	}
	switch word {
	case "true", "false":
		v.Kind, v.Bool = kindBool, word == "true"
		return v, tail, ""
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(word, "_", ""), 10, 64)
	if err != nil || strings.HasPrefix(word, "_") || strings.HasSuffix(word, "_") {
		return v, "", fmt.Sprintf("cannot read value %q", word)
	}
	v.Kind, v.Int = kindInt, n
	return v, tail, ""
}

// parseBasicString reads a double-quoted string with TOML escapes.
func parseBasicString(s string) (string, string, string) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			return b.String(), s[i+1:], ""
		case c < 0x20 && c != '\t' || c == 0x7f:
			return "", "", "control character in string"
		case c != '\\':
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(s) {
			break
		}
		i++
		switch s[i] {
		case '"', '\\':
			b.WriteByte(s[i])
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'u', 'U':
			size := 4
			if s[i] == 'U' {
				size = 8
			}
			if i+size >= len(s) {
				return "", "", "short \\u escape"
			}
			r, err := strconv.ParseUint(s[i+1:i+1+size], 16, 32)
			if err != nil || !utf8.ValidRune(rune(r)) {
				return "", "", fmt.Sprintf("bad escape \\%s", s[i:i+1+size])
			}
			b.WriteRune(rune(r))
			i += size
		default:
			return "", "", fmt.Sprintf("unknown escape \\%c", s[i])
		}
	}
	return "", "", "unterminated string"
}
