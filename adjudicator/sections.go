package adjudicator

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSections reads an order-file body whose lines are grouped by the
// game turn and the formation they command (docs/design.md, "Order files"):
//
//	turn 3           the lines below are for game turn 3
//	army             the side's own choices (also: lines straight after `turn N`)
//	formation av     what formation av does when it acts, whoever activated it
//
// Lines before any `turn` heading are for the turn in progress when the
// file is accepted. Headings are case-insensitive and may carry a comment.
//
// formation resolves a formation word to its id, or says why it cannot.
// parse reads every other line, given the turn and group it stands in; it
// returns the line (Pos, Text, Kind and the rest) or a problem. The result
// holds the headings too, as lines of Kind Heading (Key "turn", "army" or
// "formation"), so SetOrders knows which turns and groups the file names.
// Standing lines belong to no turn or group.
func ParseSections(file string, first int, body []byte,
	formation func(word string) (id string, problem string),
	parse func(raw string, pos Pos, turn int, group string) (Line, *Problem)) ([]Line, Problems) {
	var lines []Line
	var ps Problems
	turn, group := 0, ""
	seenTurn := map[int]bool{}
	seenGroup := map[string]bool{}
	for i, raw := range strings.Split(string(body), "\n") {
		raw = strings.TrimRight(raw, "\r")
		text := strings.TrimSpace(CutComment(raw))
		if text == "" {
			continue
		}
		pos := Pos{File: file, Line: first + i, Col: strings.Index(raw, text) + 1}
		words := strings.Fields(text)
		bad := func(msg, hint string) { ps = append(ps, Problem{Pos: pos, Msg: msg, Hint: hint}) }
		switch strings.ToLower(words[0]) {
		case "turn":
			n, err := strconv.Atoi(strings.Join(words[1:], " "))
			if len(words) != 2 || err != nil || n < 1 || n > 9999 {
				bad(fmt.Sprintf("%q is not a turn heading", text), "write `turn N`, N the game turn the lines below are for (your report names it)")
				continue
			}
			if seenTurn[n] {
				bad(fmt.Sprintf("turn %d given twice", n), "put all the lines for a turn under one `turn` heading")
				continue
			}
			seenTurn[n] = true
			clear(seenGroup)
			turn, group = n, ""
			lines = append(lines, Line{Pos: pos, Text: text, Kind: Heading, Key: "turn", Turn: n})
			continue
		case "army":
			if len(words) != 1 {
				bad(fmt.Sprintf("%q is not a heading", text), "write `army` alone on its line; the side's own choices follow it")
				continue
			}
			group = ""
			lines = append(lines, Line{Pos: pos, Text: text, Kind: Heading, Key: "army", Turn: turn})
			continue
		case "formation":
			if len(words) != 2 {
				bad(fmt.Sprintf("%q is not a formation heading", text), "write `formation ID`, ID as in your report; its lines follow")
				continue
			}
			id, problem := formation(words[1])
			if problem != "" {
				bad(problem, "write `formation ID` with one of the formation ids your report lists")
				continue
			}
			if seenGroup[id] {
				bad(fmt.Sprintf("formation %s given twice in this turn", id), "put all the lines of a formation under one heading")
				continue
			}
			seenGroup[id] = true
			group = id
			lines = append(lines, Line{Pos: pos, Text: text, Kind: Heading, Key: "formation", Turn: turn, Group: id})
			continue
		}
		l, p := parse(raw, pos, turn, group)
		if p != nil {
			ps = append(ps, *p)
			continue
		}
		if !l.Standing {
			l.Turn, l.Group = turn, group
		}
		lines = append(lines, l)
	}
	return lines, ps
}

// CutComment drops a # comment that is not inside a quoted name.
func CutComment(s string) string {
	quoted := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			quoted = !quoted
		case '#':
			if !quoted {
				return s[:i]
			}
		}
	}
	return s
}
