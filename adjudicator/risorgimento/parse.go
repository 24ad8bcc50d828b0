package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The order language (docs/orders-risorgimento.md). Lines of the side's
// own choices (under `army`, or straight after `turn N`):
//
//	pass | activate CORPS | extend CORPS | massed LEADER
//	no reserve | reserve BRIGADE
//	keep reserve | release BRIGADE
//	commanders stay | commander LEADER HEX [HEX…]
//	react WORD… | standing react WORD…   (WORD: hold, fire, withdraw, countercharge)
//
// and under `formation BRIGADE`, what the brigade does when its corps
// activates:
//
//	move UNIT HEX [HEX…] [face DIR] | face UNIT DIR | fire UNIT HEX
//	attack UNIT HEX | charge UNIT HEX HEX [HEX] | square UNIT [off]
//	rally UNIT [face DIR]
//	strategic [off] | orders | done
//
// and under `formation massed`, a Massed Cavalry Attack's charges (4.16):
//
//	charge UNIT HEX HEX [HEX] | done
var armyVerbs = []string{"react", "pass", "activate", "extend", "massed", "no-reserve", "reserve", "keep-reserve", "release", "stay", "commander"}

// word is one word of a line and its column.
type word struct {
	text string
	col  int
}

// orderError is a problem at a column of the line.
type orderError struct {
	col       int
	msg, hint string
}

func (e *orderError) Error() string { return e.msg }

func words(raw string) []word {
	var ws []word
	for i := 0; i < len(raw); {
		for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t') {
			i++
		}
		j := i
		for j < len(raw) && raw[j] != ' ' && raw[j] != '\t' {
			j++
		}
		if j > i {
			ws = append(ws, word{raw[i:j], i + 1})
		}
		i = j
	}
	return ws
}

// readOrder reads one line's text (no comment) into an order.
func readOrder(text string) (order, error) {
	o, err := parseWords(words(text))
	if err != nil {
		return order{}, err
	}
	return o, nil
}

func parseWords(ws []word) (order, *orderError) {
	if len(ws) == 0 {
		return order{}, &orderError{1, "empty line", ""}
	}
	verb := strings.ToLower(ws[0].text)
	args := ws[1:]
	if verb == "standing" {
		if len(args) < 2 || !strings.EqualFold(args[0].text, "react") {
			return order{}, &orderError{ws[0].col, fmt.Sprintf("%q is no standing order", joinWords(ws)), "write `standing react WORD…`, each word hold, fire, withdraw or countercharge"}
		}
		o, e := parseWords(args)
		o.Standing = true
		return o, e
	}
	need := func(n int, form string) *orderError {
		if len(args) != n {
			return &orderError{ws[0].col, fmt.Sprintf("%q takes %d word(s): %s", verb, n, form), "write `" + form + "`"}
		}
		return nil
	}
	hex := func(w word) (hexmap.Hex, *orderError) {
		h, err := hexmap.ParseHex(w.text)
		if err != nil {
			return h, &orderError{w.col, err.Error(), "write hexes as four digits XXYY, as on the map"}
		}
		return h, nil
	}
	switch verb {
	case "strategic":
		switch {
		case len(args) == 0:
			return order{Verb: verb}, nil
		case len(args) == 1 && strings.EqualFold(args[0].text, "off"):
			return order{Verb: verb, Off: true}, nil
		}
		return order{}, &orderError{ws[0].col, "\"strategic\" takes nothing, or off", "write `strategic` or `strategic off`"}
	case "pass", "done", "orders":
		if e := need(0, verb); e != nil {
			return order{}, e
		}
		return order{Verb: verb}, nil
	case "no", "keep":
		if len(args) != 1 || !strings.EqualFold(args[0].text, "reserve") {
			return order{}, &orderError{ws[0].col, fmt.Sprintf("%q is not an order", joinWords(ws)), "write `no reserve` or `keep reserve`"}
		}
		return order{Verb: verb + "-reserve"}, nil
	case "commanders":
		if len(args) != 1 || !strings.EqualFold(args[0].text, "stay") {
			return order{}, &orderError{ws[0].col, fmt.Sprintf("%q is not an order", joinWords(ws)), "write `commanders stay`"}
		}
		return order{Verb: "stay"}, nil
	case "square":
		switch {
		case len(args) == 1:
			return order{Verb: verb, ID: args[0].text}, nil
		case len(args) == 2 && strings.EqualFold(args[1].text, "off"):
			return order{Verb: verb, ID: args[0].text, Off: true}, nil
		}
		return order{}, &orderError{ws[0].col, "\"square\" takes a unit, and off to leave Square", "write `square UNIT` or `square UNIT off`"}
	case "rally":
		o := order{Verb: verb}
		switch {
		case len(args) == 1:
		case len(args) == 3 && strings.EqualFold(args[1].text, "face"):
			d, err := hexmap.ParseDirection(args[2].text)
			if err != nil {
				return order{}, &orderError{args[2].col, err.Error(), "write a compass word: n ne se s sw nw"}
			}
			o.Facing = d.String()
		default:
			return order{}, &orderError{ws[0].col, "\"rally\" takes a unit and may change its facing", "write `rally UNIT [face DIR]`"}
		}
		o.ID = args[0].text
		return o, nil
	case "activate", "extend", "reserve", "release", "massed":
		if e := need(1, verb+" ID"); e != nil {
			return order{}, e
		}
		return order{Verb: verb, ID: args[0].text}, nil
	case "react":
		if len(args) == 0 {
			return order{}, &orderError{ws[0].col, "a reaction names what to do", "write `react WORD…`, each word hold, fire, withdraw or countercharge"}
		}
		o := order{Verb: verb}
		for _, a := range args {
			w := strings.ToLower(a.text)
			if !slices.Contains(reactionWords, w) {
				return order{}, &orderError{a.col, fmt.Sprintf("%q is no reaction", a.text), "write hold, fire, withdraw or countercharge"}
			}
			o.Prefs = append(o.Prefs, w)
		}
		return o, nil
	case "fire", "attack":
		if verb == "fire" && len(args) >= 4 && strings.EqualFold(args[2].text, "with") {
			// 7.12: the batteries combining their fire with the first
			h, e := hex(args[1])
			if e != nil {
				return order{}, e
			}
			o := order{Verb: verb, ID: args[0].text, Path: []hexmap.Hex{h}}
			for _, w := range args[3:] {
				o.With = append(o.With, w.text)
			}
			return o, nil
		}
		face := ""
		if n := len(args); verb == "attack" && n >= 4 && strings.EqualFold(args[n-2].text, "face") {
			// 6.16, 8.34: the victor's one-vertex turn in the combat hex
			d, err := hexmap.ParseDirection(args[n-1].text)
			if err != nil {
				return order{}, &orderError{args[n-1].col, err.Error(), "write a compass word: n ne se s sw nw"}
			}
			face, args = d.String(), args[:n-2]
		}
		if verb == "attack" && len(args) == 4 && strings.EqualFold(args[2].text, "then") {
			// 7.47: the hex of the Continued Attack, should the attack win
			h, e := hex(args[1])
			if e != nil {
				return order{}, e
			}
			then, e := hex(args[3])
			if e != nil {
				return order{}, e
			}
			return order{Verb: verb, ID: args[0].text, Path: []hexmap.Hex{h, then}, Facing: face}, nil
		}
		if e := need(2, verb+" UNIT HEX"); e != nil {
			return order{}, e
		}
		h, e := hex(args[1])
		if e != nil {
			return order{}, e
		}
		return order{Verb: verb, ID: args[0].text, Path: []hexmap.Hex{h}, Facing: face}, nil
	case "face":
		if e := need(2, "face UNIT DIR"); e != nil {
			return order{}, e
		}
		d, err := hexmap.ParseDirection(args[1].text)
		if err != nil {
			return order{}, &orderError{args[1].col, err.Error(), "write a compass word: n ne se s sw nw"}
		}
		return order{Verb: verb, ID: args[0].text, Facing: d.String()}, nil
	case "charge":
		if len(args) < 3 || len(args) > 4 {
			return order{}, &orderError{ws[0].col, "a charge names the cavalry and the two or three hexes it enters, its target last (7.5)", "write `charge UNIT HEX HEX [HEX]`"}
		}
		o := order{Verb: verb, ID: args[0].text}
		for _, w := range args[1:] {
			h, e := hex(w)
			if e != nil {
				return order{}, e
			}
			o.Path = append(o.Path, h)
		}
		return o, nil
	case "move", "commander":
		if len(args) < 2 {
			return order{}, &orderError{ws[0].col, fmt.Sprintf("%q takes an id and the hexes entered", verb), "write `" + verb + " ID HEX [HEX…] [face DIR]`"}
		}
		o := order{Verb: verb, ID: args[0].text}
		rest := args[1:]
		if n := len(rest); n >= 2 && strings.EqualFold(rest[n-2].text, "face") {
			d, err := hexmap.ParseDirection(rest[n-1].text)
			if err != nil {
				return order{}, &orderError{rest[n-1].col, err.Error(), "write a compass word: n ne se s sw nw"}
			}
			o.Facing, rest = d.String(), rest[:n-2]
		}
		if len(rest) == 0 {
			return order{}, &orderError{ws[0].col, "a move names at least one hex", "write `move ID HEX [HEX…]`"}
		}
		for _, w := range rest {
			h, e := hex(w)
			if e != nil {
				return order{}, e
			}
			o.Path = append(o.Path, h)
		}
		return o, nil
	}
	return order{}, &orderError{ws[0].col, fmt.Sprintf("unknown order %q", ws[0].text),
		"army lines: pass, activate, extend, reserve, no reserve, release, keep reserve, commander, commanders stay; brigade lines: move, face, fire, attack, charge, square, rally, strategic, orders, done"}
}

func joinWords(ws []word) string {
	var ts []string
	for _, w := range ws {
		ts = append(ts, w.text)
	}
	return strings.Join(ts, " ")
}

// ParseOrders implements adjudicator.System: the file's sections
// (adjudicator.ParseSections) and each line checked against the scenario
// it is bound to (ForScenario); unbound, ids are taken as written.
func (sys System) ParseOrders(side adjudicator.Side, file string, firstLine int, body []byte) ([]adjudicator.Line, adjudicator.Problems) {
	formation := func(w string) (string, string) {
		switch {
		case sys.w == nil || sys.w.brigade(w) != nil || strings.EqualFold(w, massedGroup):
			return strings.ToLower(w), ""
		case sys.w.corpsOf(w) != nil:
			return "", fmt.Sprintf("corps %s has no units of its own: its brigades act, each under `formation BRIGADE` (3.0 B2)", w)
		}
		return "", fmt.Sprintf("%q is no brigade of the scenario", w)
	}
	return adjudicator.ParseSections(file, firstLine, body, formation, func(raw string, pos adjudicator.Pos, turn int, group string) (adjudicator.Line, *adjudicator.Problem) {
		text := strings.TrimSpace(adjudicator.CutComment(raw))
		off := strings.Index(raw, text)
		o, e := parseWords(words(text))
		bad := func(col int, msg, hint string) (adjudicator.Line, *adjudicator.Problem) {
			return adjudicator.Line{}, &adjudicator.Problem{Pos: adjudicator.Pos{File: pos.File, Line: pos.Line, Col: off + col}, Msg: msg, Hint: hint}
		}
		if e != nil {
			return bad(e.col, e.msg, e.hint)
		}
		army := slices.Contains(armyVerbs, o.Verb)
		switch {
		case o.Standing:
		case army && group != "":
			return bad(1, fmt.Sprintf("%q is a choice of the side, not of formation %s", o.Verb, group), "write it under `army` (or straight after `turn N`)")
		case !army && group == "":
			return bad(1, fmt.Sprintf("%q is a brigade's order", o.Verb), "write it under `formation BRIGADE`, BRIGADE the brigade it commands")
		}
		if group == massedGroup && !o.Standing && o.Verb != "charge" && o.Verb != "done" {
			return bad(1, fmt.Sprintf("%q is not a Massed Attack's order: its cavalry charges and nothing else acts (4.16)", o.Verb), "write `charge UNIT HEX HEX [HEX]` or `done` under `formation massed`")
		}
		if e := sys.checkIDs(o, group); e != "" {
			return bad(len(o.Verb)+2, e, "use the ids of your report")
		}
		l := adjudicator.Line{Pos: pos, Text: text, Kind: o.Verb, Turn: turn, Group: group}
		if o.Standing {
			l.Standing, l.Key, l.Turn, l.Group = true, "react", 0, ""
		}
		switch o.Verb {
		case "activate", "extend", "reserve", "release", "commander", "move", "face", "fire", "attack", "charge", "square", "rally":
			l.Subject = o.ID
		}
		if o.Verb == "reserve" || o.Verb == "release" || o.Verb == "commander" || (group == massedGroup && o.Verb == "charge") {
			l.Subject = ""
		}
		return l, nil
	})
}

// checkIDs says what is wrong with the ids of o in a bound system.
func (sys System) checkIDs(o order, group string) string {
	w := sys.w
	if w == nil || o.ID == "" {
		return ""
	}
	switch o.Verb {
	case "activate", "extend":
		if w.corpsOf(o.ID) == nil {
			return fmt.Sprintf("%q is no corps of the scenario", o.ID)
		}
	case "reserve", "release":
		if w.brigade(o.ID) == nil {
			return fmt.Sprintf("%q is no brigade of the scenario", o.ID)
		}
	case "commander", "massed":
		if w.leaderIndex(o.ID) < 0 {
			return fmt.Sprintf("%q is no leader of the scenario", o.ID)
		}
	default:
		if i := w.unitIndex(o.ID); i >= 0 && group == massedGroup {
			if w.units[i].Unit.Kind != Cavalry {
				return fmt.Sprintf("%s is no cavalry: only cavalry charges in a Massed Attack (4.16)", o.ID)
			}
			return ""
		}
		if i := w.unitIndex(o.ID); i >= 0 && group != "" && w.units[i].Brigade != group {
			return fmt.Sprintf("%s is of brigade %s, not %s: write it under `formation %s`", o.ID, w.units[i].Brigade, group, w.units[i].Brigade)
		}
		if li := w.leaderIndex(o.ID); li >= 0 && group != "" && (w.brigade(group) == nil || w.brigade(group).Leader != o.ID) {
			return fmt.Sprintf("%s does not command %s: a brigadier moves with his own brigade (4.12), a corps commander in the Move Corps Commanders Segment (4.23)", o.ID, group)
		}
		if w.unitIndex(o.ID) < 0 && w.leaderIndex(o.ID) < 0 {
			return fmt.Sprintf("%q is no unit or leader of the scenario", o.ID)
		}
	}
	return ""
}
