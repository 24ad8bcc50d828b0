package adjudicator

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Magic is the first line of every order file (docs/design.md, "Order files").
const Magic = "mincio orders 1"

// Envelope is the header of an order file and the body it wraps.
//
//	mincio orders 1
//	game: g1
//	header: 3f2a…      (the game's header tag, from every report)
//	side: austria
//	player: ann        (only on a side played by a team: who signs)
//	seq: 3
//	mode: check        (optional: validate, do not apply; or a declaration:
//	                    leave, resign, draw — see Declarations)
//	…body in the system's order language…
type Envelope struct {
	Game string
	// Header is the tag of the game's signed header (see saves.HeaderTag):
	// it binds the file to this one game, even where another game has the
	// same id, keys and host.
	Header string
	Side   Side
	// Player names the player of a side played by a team whose file this
	// is; "" on a side of one player (docs/players.md, "Teams").
	Player   string
	Seq      int
	Mode     string // "" (apply), "check", or a declaration (Declarations)
	Body     []byte
	BodyLine int // file line on which Body starts
}

// Declarations are the modes of a signed file that declares something
// instead of giving orders: leave from the deadlines, resigning the game,
// offering or agreeing a draw (saves/declare.go reads their bodies).
var Declarations = []string{"leave", "resign", "draw"}

var (
	headerLine = regexp.MustCompile(`^([A-Za-z][A-Za-z-]*):[ \t]*(.*?)[ \t]*$`)
	wordRe     = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	headerTag  = regexp.MustCompile(`^[0-9a-f]{32}$`)
)

// ParseEnvelope reads the header of an order file. It reports every problem
// it finds, each with its line and a hint. data is the signed content, without
// any appended signature block.
func ParseEnvelope(file string, data []byte) (*Envelope, Problems) {
	var ps Problems
	bad := func(line int, msg, hint string) {
		ps = append(ps, Problem{Pos: Pos{File: file, Line: line, Col: 1}, Msg: msg, Hint: hint})
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	if len(lines) == 0 || strings.TrimSpace(string(lines[0])) != Magic {
		bad(1, "not a mincio order file", "the first line must be exactly \""+Magic+"\"")
		return nil, ps
	}
	env := &Envelope{}
	seen := map[string]bool{}
	offset := len(lines[0])
	n := 1
	for _, raw := range lines[1:] {
		text := strings.TrimRight(string(raw), "\r\n")
		trimmed := strings.TrimSpace(text)
		m := headerLine.FindStringSubmatch(trimmed)
		isHeader := m != nil && isHeaderKey(strings.ToLower(m[1]))
		if trimmed != "" && !strings.HasPrefix(trimmed, "#") && !isHeader {
			break
		}
		n++
		offset += len(raw)
		if !isHeader {
			continue
		}
		key, val := strings.ToLower(m[1]), stripComment(m[2])
		if seen[key] {
			bad(n, fmt.Sprintf("%s: given twice", key), "keep one "+key+" line")
			continue
		}
		seen[key] = true
		env.setHeader(key, val, func(msg, hint string) { bad(n, msg, hint) })
	}
	env.Body = data[offset:]
	env.BodyLine = n + 1
	for _, k := range []string{"game", "side", "seq"} {
		if !seen[k] {
			bad(env.BodyLine, "missing "+k+": line", "the header needs game:, side: and seq: lines after the first line")
		}
	}
	if len(ps) > 0 {
		return nil, ps
	}
	return env, nil
}

func isHeaderKey(k string) bool {
	switch k {
	case "game", "header", "side", "player", "seq", "mode":
		return true
	}
	return false
}

func stripComment(v string) string {
	if i := strings.Index(v, "#"); i >= 0 {
		v = v[:i]
	}
	return strings.TrimSpace(v)
}

func (e *Envelope) setHeader(key, val string, bad func(msg, hint string)) {
	switch key {
	case "game":
		if !wordRe.MatchString(val) {
			bad(fmt.Sprintf("game: %q is not a game id", val), "copy the game id from your last report")
		}
		e.Game = val
	case "header":
		v := strings.ToLower(val)
		if !headerTag.MatchString(v) {
			bad(fmt.Sprintf("header: %q is not a header tag (32 hex digits)", val), "copy the header: line from your last report")
		}
		e.Header = v
	case "side":
		v := strings.ToLower(val)
		if !wordRe.MatchString(v) {
			bad(fmt.Sprintf("side: %q is not a side", val), "copy the side from your last report")
		}
		e.Side = Side(v)
	case "player":
		v := strings.ToLower(val)
		if !wordRe.MatchString(v) {
			bad(fmt.Sprintf("player: %q is not a player name", val), "copy the player: line from your last report")
		}
		e.Player = v
	case "seq":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 1<<31-1 {
			bad(fmt.Sprintf("seq: %q is not a whole number from 1 up", val), "use one more than the seq of your last order file")
		}
		e.Seq = n
	case "mode":
		v := strings.ToLower(val)
		if v != "check" && !slices.Contains(Declarations, v) {
			bad(fmt.Sprintf("mode: %q is unknown", val), "leave mode out to apply the orders, write \"mode: check\" for a dry run, or one of \"mode: leave\", \"mode: resign\", \"mode: draw\"")
		}
		e.Mode = v
	}
}
