package custoza

import (
	"fmt"
	"strings"
)

// Counter ids in an event's strings: those of counters a side sees face
// down are found and replaced or withheld (events.go).

// idChar reports whether c may be part of a counter id (validID).
func idChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
}

// tokens splits text into runs of id characters and the rest.
func tokens(text string) []string {
	var out []string
	start := 0
	for i := 1; i <= len(text); i++ {
		if i == len(text) || idChar(text[i]) != idChar(text[start]) {
			out = append(out, text[start:i])
			start = i
		}
	}
	return out
}

// isHiddenToken reports whether a token is one of the hidden ids (a
// sentence's full stop after it allowed).
func isHiddenToken(t string, hidden func(id string) bool) bool {
	if hidden(t) {
		return true
	}
	trimmed := strings.TrimRight(t, ".")
	return len(trimmed) < len(t) && hidden(trimmed)
}

// namesAny reports whether text names one of the hidden ids.
func namesAny(text string, hidden func(id string) bool) bool {
	start := 0 // tokens' runs, without the list
	for i := 1; i <= len(text); i++ {
		if i == len(text) || idChar(text[i]) != idChar(text[start]) {
			if isHiddenToken(text[start:i], hidden) {
				return true
			}
			start = i
		}
	}
	return false
}

// redactIDs replaces each run of hidden ids (joined by +, spaces or
// commas) in text by "face-down counters": what the side sees of them.
func redactIDs(text string, hidden func(id string) bool) string {
	if !namesAny(text, hidden) {
		return text
	}
	ts := tokens(text)
	var b strings.Builder
	for i := 0; i < len(ts); i++ {
		if !isHiddenToken(ts[i], hidden) {
			b.WriteString(ts[i])
			continue
		}
		n, last := 1, i
		for j := i + 2; j < len(ts); j += 2 {
			sep := strings.TrimSpace(ts[j-1])
			if (sep != "+" && sep != "," && sep != "") || !isHiddenToken(ts[j], hidden) {
				break
			}
			n, last = n+1, j
		}
		if n == 1 {
			b.WriteString("a face-down counter")
		} else {
			fmt.Fprintf(&b, "%d face-down counters", n)
		}
		if strings.HasSuffix(ts[last], ".") {
			b.WriteString(".")
		}
		i = last
	}
	return b.String()
}
