package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator/dice"
)

// entryHead is an entry without its recorded result, but for the rolls
// its replay draws: the rest of the result is compared as a whole with
// what the replay gives (resultcheck.go), so it need not be decoded.
type entryHead struct {
	Entry
	Result struct {
		Rolls []dice.Roll `json:"rolls"`
	} `json:"result"` // shadows Entry.Result
}

// decodeHead reads an entry's head and rolls. Whether the file is in
// canonical form is known once the entry is compared as a whole, so a
// file in the layout the host writes is read directly (readHead), as
// verification reads every entry; anything else by json.Unmarshal.
func decodeHead(data []byte) (*Entry, error) {
	if e, ok := readHead(data); ok {
		return e, nil
	}
	var h entryHead
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, fmt.Errorf("not valid JSON: %v", err)
	}
	e := &h.Entry
	e.Result = Result{Rolls: h.Result.Rolls}
	return e, nil
}

// readHead reads the head and rolls of an entry in encodeJSON's layout:
// a top-level member a line ("\n  \"key\": value"; strings in JSON hold no
// newline), strings without escapes, the rolls as encodeJSON writes them.
// ok is false for anything else (an act, an escape, another layout),
// which json.Unmarshal then reads. What it reads of a file in another
// layout does not matter: such a file differs from the encoding of any
// entry, which the comparison finds (diagnose).
func readHead(data []byte) (e *Entry, ok bool) {
	body, found := bytes.CutPrefix(data, []byte("{"))
	if !found || !bytes.HasSuffix(body, []byte("\n}\n")) {
		return nil, false
	}
	body = body[:len(body)-len("\n}\n")]
	e = new(Entry)
	for len(body) > 0 {
		rest, found := bytes.CutPrefix(body, []byte("\n  \""))
		if !found {
			return nil, false
		}
		key, rest, found := bytes.Cut(rest, []byte(`": `))
		if !found {
			return nil, false
		}
		// The value runs to the next top-level member.
		end := bytes.Index(rest, []byte("\n  \""))
		if end < 0 {
			end = len(rest)
		}
		value := rest[:end]
		body = rest[end:]
		if len(body) > 0 {
			var comma bool
			if value, comma = bytes.CutSuffix(value, []byte(",")); !comma {
				return nil, false
			}
		}
		if !e.readMember(string(key), value) {
			return nil, false
		}
	}
	return e, true
}

// readMember reads one top-level member of an entry.
func (e *Entry) readMember(key string, v []byte) bool {
	ok := true
	switch key {
	case "format":
		e.Format, ok = plainString(v)
	case "game":
		e.Game, ok = plainString(v)
	case "n":
		e.N, ok = plainInt(v)
	case "prev":
		e.Prev, ok = plainString(v)
	case "kind":
		e.Kind, ok = plainString(v)
	case "side":
		e.Side, ok = plainString(v)
	case "seq":
		e.Seq, ok = plainInt(v)
	case "input_digest":
		e.InputDigest, ok = plainString(v)
	case "received_digest":
		e.ReceivedDigest, ok = plainString(v)
	case "detached_sig":
		e.DetachedSig, ok = string(v) == "true", string(v) == "true" || string(v) == "false"
	case "sig_digest":
		e.SigDigest, ok = plainString(v)
	case "file":
		e.File, ok = plainString(v)
	case "received":
		e.Received, ok = plainString(v)
	case "last_act":
		e.LastAct, ok = plainInt(v)
	case "result":
		e.Result.Rolls, ok = readRolls(v)
	case "reports":
		e.Reports, ok = readStrings(v, "  ")
	case "messages": // few entries have any: read as JSON
		ok = json.Unmarshal(v, &e.Messages) == nil
	default:
		return false // an act, or what json.Unmarshal is to say about
	}
	return ok
}

// readRolls reads the rolls of a result written by encodeJSON.
func readRolls(result []byte) ([]dice.Roll, bool) {
	_, rest, found := bytes.Cut(result, []byte("\n    \"rolls\": "))
	if !found {
		return nil, false
	}
	switch {
	case bytes.HasPrefix(rest, []byte("null,")):
		return nil, true
	case bytes.HasPrefix(rest, []byte("[],")):
		return []dice.Roll{}, true
	}
	end := bytes.Index(rest, []byte("\n    ],"))
	if !bytes.HasPrefix(rest, []byte("[")) || end < 0 {
		return nil, false
	}
	rest = rest[1:end]
	var rolls []dice.Roll
	const open, closing = "\n      {\n        \"purpose\": ", "\n      }"
	for len(rest) > 0 {
		r, found := bytes.CutPrefix(rest, []byte(open))
		if !found {
			return nil, false
		}
		obj, after, found := bytes.Cut(r, []byte(closing))
		if !found {
			return nil, false
		}
		rest, _ = bytes.CutPrefix(after, []byte(","))
		purpose, rest2, found := bytes.Cut(obj, []byte(",\n        \"sides\": "))
		sides, value, found2 := bytes.Cut(rest2, []byte(",\n        \"value\": "))
		p, ok1 := plainString(purpose)
		s, ok2 := plainInt(sides)
		n, ok3 := plainInt(value)
		if !found || !found2 || !ok1 || !ok2 || !ok3 {
			return nil, false
		}
		rolls = append(rolls, dice.Roll{Purpose: p, Sides: s, Value: n})
	}
	return rolls, true
}

// readStrings reads a list of plain strings written by encodeJSON at
// indent.
func readStrings(v []byte, indent string) ([]string, bool) {
	rest, found := bytes.CutPrefix(v, []byte("["))
	end := []byte("\n" + indent + "]")
	if !found || !bytes.HasSuffix(rest, end) {
		return nil, false
	}
	rest = rest[:len(rest)-len(end)]
	var out []string
	sep := []byte("\n" + indent + "  ")
	for len(rest) > 0 {
		r, found := bytes.CutPrefix(rest, sep)
		if !found {
			return nil, false
		}
		item := r
		if i := bytes.Index(r, sep); i >= 0 {
			item, rest = r[:i], r[i:]
		} else {
			rest = nil
		}
		if rest != nil {
			var comma bool
			if item, comma = bytes.CutSuffix(item, []byte(",")); !comma {
				return nil, false
			}
		}
		s, ok := plainString(item)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, len(out) > 0
}

// plainString reads a JSON string without escapes (a quote, a backslash
// or a control character makes it not plain).
func plainString(v []byte) (string, bool) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", false
	}
	s := v[1 : len(v)-1]
	for _, c := range s {
		if c == '"' || c == '\\' || c < 0x20 {
			return "", false
		}
	}
	return string(s), true
}

// plainInt reads an integer as json writes it.
func plainInt(v []byte) (int, bool) {
	if len(v) == 0 || len(v) > 1 && v[0] == '0' || v[0] == '+' {
		return 0, false
	}
	n, err := strconv.Atoi(string(v))
	return n, err == nil && string(v) != "-0"
}
