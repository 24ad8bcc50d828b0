package saves

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Act is what a side's declaration (declare.go) or a moderator's act
// (moderator.go) says, recorded in its entry.
type Act struct {
	// Name is the declaration (leave, resign, draw) or the moderator's act
	// (extend, pause, resume, replace, address, rule, end).
	Name string `json:"name"`
	Side string `json:"side,omitempty"`
	// Player names the teammate a replace or address is about, on a side
	// played by a team (docs/moderator.md, "Teams"); empty: the side's
	// first player, or its one player.
	Player string `json:"player,omitempty"`
	// From is when a leave starts (RFC 3339, UTC), as the player wrote it;
	// empty: when the host receives it.
	From string `json:"from,omitempty"`
	// For is a leave's length, or how much an extend adds to a deadline.
	For     Duration `json:"for,omitempty"`
	Key     string   `json:"key,omitempty"`     // replace: the new player's key
	Address string   `json:"address,omitempty"` // replace, address: the new address
	Line    string   `json:"line,omitempty"`    // rule: the order line the moderator rules
	Result  string   `json:"result,omitempty"`  // end: the winning side, or "draw"
	Reason  string   `json:"reason,omitempty"`  // told to every side
	// Signed is when the moderator signed the act (RFC 3339, UTC, to the
	// second): two acts alike, a pause now and another later, are two
	// inputs, not one sent twice. Declarations have their seq instead.
	Signed string `json:"signed,omitempty"`
}

// Moderator acts, and the fields each needs (true) or allows (false).
var moderatorActs = map[string]map[string]bool{
	"extend":  {"side": true, "for": true, "reason": false},
	"pause":   {"reason": false},
	"resume":  {"reason": false},
	"replace": {"side": true, "player": false, "key": true, "address": true, "reason": false},
	"address": {"side": true, "player": false, "address": true, "reason": false},
	"rule":    {"side": true, "line": true, "reason": true},
	"end":     {"result": true, "reason": true},
}

// ModeratorActs lists the acts in the order help text gives them.
var ModeratorActs = []string{"extend", "pause", "resume", "replace", "address", "rule", "end"}

// actFields are the fields of an act in the order files write them.
var actFields = []string{"side", "player", "from", "for", "key", "address", "line", "result", "reason"}

func (a *Act) get(key string) string {
	switch key {
	case "side":
		return a.Side
	case "player":
		return a.Player
	case "from":
		return a.From
	case "for":
		if a.For == 0 {
			return ""
		}
		return a.For.String()
	case "key":
		return a.Key
	case "address":
		return a.Address
	case "line":
		return a.Line
	case "result":
		return a.Result
	case "reason":
		return a.Reason
	}
	return ""
}

// set reads one field; the error says what to write instead.
func (a *Act) set(key, val string) error {
	switch key {
	case "side":
		if !validID(val) {
			return fmt.Errorf("side: %q is not a side", val)
		}
		a.Side = val
	case "player":
		if !validID(val) {
			return fmt.Errorf("player: %q is not a player's name", val)
		}
		a.Player = val
	case "from":
		t, err := parseWhen(val)
		if err != nil {
			return err
		}
		a.From = t.Format(time.RFC3339)
	case "for":
		d, err := ParseDuration(val)
		if err != nil {
			return err
		}
		if d <= 0 {
			return fmt.Errorf("for: give a time of more than 0, e.g. 2d")
		}
		a.For = d
	case "key":
		if keyID(val) == "" {
			return fmt.Errorf("key: not an SSH public key: give the line of the new player's .pub file")
		}
		a.Key = val
	case "address":
		if !validAddress(val) {
			return fmt.Errorf("address: %q is not a mail address", val)
		}
		a.Address = val
	case "line":
		a.Line = val
	case "result":
		if val != "draw" && !validID(val) {
			return fmt.Errorf("result: %q: give the winning side, or draw", val)
		}
		a.Result = val
	case "reason":
		a.Reason = val
	default:
		return fmt.Errorf("%s: not a field", key)
	}
	return nil
}

// parseWhen reads a time as RFC 3339 or a date (midnight UTC).
func parseWhen(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t.UTC().Truncate(time.Second), nil
	}
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("from: %q is not a date: write 2026-03-10 or 2026-03-10T18:00:00Z", s)
}

// fieldLines parses "key: value" lines (blank and # lines skipped),
// each key once and among allowed; first is the file line of lines[0].
// The error names file and line.
func fieldLines(file string, first int, lines []string, allowed map[string]bool, a *Act) error {
	seen := map[string]bool{}
	for i, raw := range lines {
		n := first + i
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		if _, known := allowed[key]; !ok || !known {
			return userErr("fields here: "+fieldList(allowed), "%s:%d: %q is not a field of %s", file, n, line, a.Name)
		}
		if seen[key] {
			return userErr("keep one "+key+": line", "%s:%d: %s: given twice", file, n, key)
		}
		seen[key] = true
		if err := a.set(key, val); err != nil {
			return userErr("fix the line", "%s:%d: %v", file, n, err)
		}
	}
	for _, k := range actFields {
		if allowed[k] && !seen[k] {
			return userErr("add a line \""+k+": …\"", "%s: %s needs a %s: line", file, a.Name, k)
		}
	}
	return nil
}

func fieldList(allowed map[string]bool) string {
	var out []string
	for _, k := range actFields {
		if _, ok := allowed[k]; ok {
			out = append(out, k)
		}
	}
	return strings.Join(out, ", ")
}

// sameAct says whether an entry's Act is what its input says.
func sameAct(a, b *Act) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// changesSeat says whether the act replaced or re-addressed a side's player.
func (a *Act) changesSeat() bool {
	return a != nil && slices.Contains([]string{"replace", "address"}, a.Name)
}

// FieldError is a field of a moderator's act that is missing, not taken
// by the act, or does not read: Field names it as the act file does, so
// the command line can name its flag, and Msg says what is wrong.
type FieldError struct {
	Act, Field string
	Msg        string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

// Check says what is wrong with a moderator's act before it is written
// and signed: an unknown act, a field the act needs and lacks, one it
// does not take, or a value that does not read back as written (one
// line, a side's id, a key, an address, a duration).
func (a Act) Check() error {
	allowed, ok := moderatorActs[a.Name]
	if !ok {
		return userErr("acts: "+strings.Join(ModeratorActs, ", "), "act %q is unknown", a.Name)
	}
	if t, err := time.Parse(time.RFC3339, a.Signed); err != nil || t.UTC().Format(time.RFC3339) != a.Signed {
		return &FieldError{a.Name, "signed", fmt.Sprintf("%q is not a time in UTC to the second", a.Signed)}
	}
	// A For under a minute writes as nothing and would read back as 0:
	// the file holds whole minutes only.
	if a.For != 0 && (a.For < Duration(time.Minute) || a.For%Duration(time.Minute) != 0) {
		return &FieldError{a.Name, "for", "give whole minutes, e.g. 1d12h"}
	}
	for _, k := range actFields {
		v := a.get(k)
		need, takes := allowed[k]
		bad := func(format string, args ...any) error { return &FieldError{a.Name, k, fmt.Sprintf(format, args...)} }
		switch {
		case v == "" && need:
			return bad("%s needs one", a.Name)
		case v == "":
		case !takes:
			return bad("%s takes none (it takes %s)", a.Name, fieldList(allowed))
		case strings.ContainsAny(v, "\r\n") || strings.TrimSpace(v) != v:
			return bad("give one line, without spaces around it")
		default:
			b := Act{Name: a.Name}
			if err := b.set(k, v); err != nil {
				return bad("%s", strings.TrimPrefix(err.Error(), k+": "))
			}
			if k == "for" && b.For != a.For {
				return bad("give whole minutes, e.g. 1d12h")
			}
		}
	}
	return nil
}
