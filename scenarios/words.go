package scenarios

import (
	"strings"
)

// Rating is one key=value pair: a counter rating (sp=4), a status
// (fatigue=4, or a flag such as march with an empty Value), or an extra
// attribute of a line.
type Rating struct {
	Key   string
	Value string
}

// ratingValue returns the value of key in list.
func ratingValue(list []Rating, key string) (string, bool) {
	for _, r := range list {
		if r.Key == key {
			return r.Value, true
		}
	}
	return "", false
}

// hexList parses hex words, reporting bad ones.
func (p *parser) hexList(l *line, words []token) []Hex {
	var out []Hex
	for _, w := range words {
		h, err := ParseHex(w.Text)
		if err != nil || w.Quoted {
			p.errf(l.Num, "hex %q: want four digits XXYY", w.Text)
			continue
		}
		out = append(out, h)
	}
	return out
}

// quoted returns word i of l, reporting it unless it is a quoted string.
func (p *parser) quoted(l *line, i int, what string) string {
	w := l.Words[i]
	if !w.Quoted {
		p.errf(l.Num, "%s %s: want a quoted string, e.g. \"%s\"", what, w.Text, w.Text)
	}
	return w.Text
}

// lowerID returns s, reporting it unless it is a lower-case word.
func (p *parser) lowerID(l *line, s, what string) string {
	if !isLowerID(s) {
		p.errf(l.Num, "%s %q: want a lower-case word (a-z, 0-9, - and _, starting with a letter)", what, s)
	}
	return s
}

// sideRef returns s, reporting it unless it names a side of the header.
func (p *parser) sideRef(l *line, s string) string {
	if _, ok := p.s.Side(s); !ok {
		p.errf(l.Num, "unknown side %q (the header declares %s)", s, p.sideIDs())
	}
	return s
}

func (p *parser) sideIDs() string {
	var ids []string
	for _, sd := range p.s.Sides {
		ids = append(ids, sd.ID)
	}
	if len(ids) == 0 {
		return "no sides"
	}
	return strings.Join(ids, ", ")
}

// keyValues reads key=value words whose keys are all in allowed (each at
// most once). It reports every problem and returns ok=false if any.
func (p *parser) keyValues(l *line, words []token, allowed ...string) (map[string]string, bool) {
	kv := map[string]string{}
	ok := true
	for _, w := range words {
		k, v, found := strings.Cut(w.Text, "=")
		k = strings.ToLower(k)
		switch {
		case !found || w.Quoted:
			p.errf(l.Num, "%q: want key=value", w.Text)
			ok = false
		case !contains(allowed, k):
			p.errf(l.Num, "unknown key %q (want %s)", k, strings.Join(allowed, ", "))
			ok = false
		default:
			if _, dup := kv[k]; dup {
				p.errf(l.Num, "key %s repeated", k)
				ok = false
			}
			kv[k] = v
		}
	}
	return kv, ok
}

// ratings reads key=value or bare-flag words into an ordered list.
// flags says whether a bare word (no "=") is allowed.
func (p *parser) ratings(l *line, words []token, flags bool) []Rating {
	var out []Rating
	for _, w := range words {
		k, v, found := strings.Cut(w.Text, "=")
		k = strings.ToLower(k)
		if !found && !flags || w.Quoted {
			p.errf(l.Num, "%q: want key=value", w.Text)
			continue
		}
		if !isLowerID(k) {
			p.errf(l.Num, "key %q: want a lower-case word (a-z, 0-9, - and _, starting with a letter)", k)
			continue
		}
		if found && v == "" {
			p.errf(l.Num, "%s= needs a value", k)
			continue
		}
		if _, dup := ratingValue(out, k); dup {
			p.errf(l.Num, "key %s repeated", k)
			continue
		}
		out = append(out, Rating{Key: k, Value: v})
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
