package tolentino

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The order language (docs/orders-tolentino.md): one order per line,
// keywords case-insensitive, # comments, hexes as printed (XXYY), units by
// counter id or "quoted name".

// cmd is one parsed order line.
type cmd struct {
	kind  string
	unit  string       // move, hold, bombard, reorganize, unit-order
	units []string     // attack: the attackers
	form  string       // activate, order, initiative
	order string       // order, initiative, unit-order
	hexes []hexmap.Hex // move: the hexes entered; bombard/attack: the target
	to    bool         // move … to HEX
	march bool         // move … march (9.3)
	// marchAt: move UNIT HEX… march HEX… (9.3: Road March declared "at any
	// time during movement"): the number of hexes entered before it.
	marchAt int
	yes     bool   // grenzer, standing
	key     string // standing
	target  string // standing value
	value   int    // standing efficiency-tie N (12.3.1)
}

// token is one word of a line with its column (1-based).
type token struct {
	text   string
	col    int
	quoted bool
}

// parseError is a problem at a column of the line.
type parseError struct {
	col       int
	msg, hint string
}

func (e *parseError) Error() string { return e.msg }

func perr(t token, hint, format string, args ...any) *parseError {
	return &parseError{col: t.col, msg: fmt.Sprintf(format, args...), hint: hint}
}

// lexicon resolves unit and formation references.
type lexicon struct {
	units map[string]string   // lower-case id → id
	names map[string][]string // lower-case name → ids
	forms map[string]string
	hint  string // the formations by side, for the unknown-formation hint
	// For the groups of an order file: each counter's formation ("" for
	// an army commander) and side, and each formation's side.
	unitForm map[string]string
	unitSide map[string]adjudicator.Side
	formSide map[string]adjudicator.Side
}

func newLexicon() *lexicon {
	return &lexicon{units: map[string]string{}, names: map[string][]string{}, forms: map[string]string{},
		unitForm: map[string]string{}, unitSide: map[string]adjudicator.Side{}, formSide: map[string]adjudicator.Side{}}
}

// lexiconOf is the lexicon of one scenario's names.
func lexiconOf(sc *scenarios.Scenario) *lexicon {
	lx := newLexicon()
	lx.add(sc)
	return lx
}

func (b *battle) lexicon() *lexicon { return b.lex }

func (lx *lexicon) add(sc *scenarios.Scenario) {
	for _, c := range sc.Counters {
		lx.addUnit(c.ID, c.Name, c.Formation, adjudicator.Side(c.Side))
	}
	for _, sd := range sc.Sides {
		for _, f := range sc.Formations {
			if f.Side == sd.ID {
				lx.addForm(f.ID, sd.ID)
			}
		}
	}
}

func (lx *lexicon) addUnit(id, name, form string, side adjudicator.Side) {
	lx.units[strings.ToLower(id)] = id
	lx.unitForm[id], lx.unitSide[id] = form, side
	if name == "" {
		return
	}
	n := strings.ToLower(name)
	if !slices.Contains(lx.names[n], id) {
		lx.names[n] = append(lx.names[n], id)
	}
}

// addForm adds formation id of side; the hint lists the formations by
// side, in the order added: "r av t e s (austria), ii gd l iii (naples)".
func (lx *lexicon) addForm(id, side string) {
	if _, dup := lx.forms[strings.ToLower(id)]; dup {
		return
	}
	lx.forms[strings.ToLower(id)] = id
	lx.formSide[id] = adjudicator.Side(side)
	tail := " (" + side + ")"
	if strings.HasSuffix(lx.hint, tail) {
		lx.hint = strings.TrimSuffix(lx.hint, tail) + " " + id + tail
		return
	}
	if lx.hint != "" {
		lx.hint += ", "
	}
	lx.hint += id + tail
}

var (
	allOnce sync.Once
	allLex  *lexicon
)

// anyLexicon knows every unit of every embedded Tolentino scenario, to
// check order files before they reach a game.
func anyLexicon() *lexicon {
	allOnce.Do(func() {
		allLex = newLexicon()
		for _, sc := range scenarios.List() {
			if sc.System == Name {
				allLex.add(sc)
			}
		}
	})
	return allLex
}

const unitHint = "name a unit by its counter id (e.g. ec1) or its name in quotes (\"Wacquant\")"

func (lx *lexicon) unit(t token) (string, *parseError) {
	if t.quoted {
		ids := lx.names[strings.ToLower(t.text)]
		switch len(ids) {
		case 0:
			return "", perr(t, unitHint, "no unit is named %q", t.text)
		case 1:
			return ids[0], nil
		}
		return "", perr(t, "use one of the ids", "%q names several counters: %s", t.text, strings.Join(ids, ", "))
	}
	if id, ok := lx.units[strings.ToLower(t.text)]; ok {
		return id, nil
	}
	return "", perr(t, unitHint, "unknown unit %q", t.text)
}

func (lx *lexicon) formation(t token) (string, *parseError) {
	if id, ok := lx.forms[strings.ToLower(t.text)]; ok && !t.quoted {
		return id, nil
	}
	return "", perr(t, "formations: "+lx.hint, "unknown formation %q", t.text)
}

// tokenize splits a line (comment removed) into words and quoted names.
func tokenize(s string) ([]token, *parseError) {
	var out []token
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ' || c == '\t':
			i++
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return nil, &parseError{col: i + 1, msg: "unterminated quoted name", hint: "close the name with \""}
			}
			out = append(out, token{text: s[i+1 : i+1+j], col: i + 1, quoted: true})
			i += j + 2
		default:
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '"' {
				j++
			}
			out = append(out, token{text: s[i:j], col: i + 1})
			i = j
		}
	}
	return out, nil
}

func hexTok(t token) (hexmap.Hex, *parseError) {
	h, err := hexmap.ParseHex(t.text)
	if err != nil || t.quoted {
		return h, perr(t, "hexes are the four digits printed on the map, e.g. 1112", "%q is not a hex", t.text)
	}
	return h, nil
}

func orderTok(t token) (string, *parseError) {
	o := strings.ToLower(t.text)
	if o == "defence" {
		o = "defense"
	}
	if !slices.Contains(orderNames, o) {
		return "", perr(t, "orders: advance, attack, defense, maneuver (5.1)", "unknown order %q", t.text)
	}
	return o, nil
}

// ParseOrders implements adjudicator.System: every problem of the body.
// The body is grouped by turn and formation (adjudicator.ParseSections);
// each line must stand in the group that will use it (groups.go).
func (sys System) ParseOrders(side adjudicator.Side, file string, first int, body []byte) ([]adjudicator.Line, adjudicator.Problems) {
	lx := anyLexicon()
	if sys.lx != nil {
		lx = sys.lx // the game's own names (ForScenario), or a view's (ForView)
	}
	formation := func(word string) (string, string) {
		id, err := lx.formation(token{text: word})
		if err != nil {
			return "", err.msg
		}
		if fs := lx.formSide[id]; fs != side {
			return "", fmt.Sprintf("formation %s is %s's: your file commands your own formations (%s)", id, fs, strings.Join(lx.formationsOf(side), " "))
		}
		return id, ""
	}
	return adjudicator.ParseSections(file, first, body, formation, func(raw string, pos adjudicator.Pos, _ int, group string) (adjudicator.Line, *adjudicator.Problem) {
		c, err := parseLine(adjudicator.CutComment(raw), lx)
		if err == nil {
			err = lx.checkGroup(c, strings.ToLower(strings.Fields(raw)[0]), side, group, pos.Col)
		}
		if err != nil {
			return adjudicator.Line{}, &adjudicator.Problem{Pos: adjudicator.Pos{File: pos.File, Line: pos.Line, Col: err.col}, Msg: err.msg, Hint: err.hint}
		}
		return orderLine(c, pos, strings.TrimSpace(adjudicator.CutComment(raw))), nil
	})
}

// orderLine is the engine's Line for a parsed command.
func orderLine(c *cmd, pos adjudicator.Pos, text string) adjudicator.Line {
	l := adjudicator.Line{Pos: pos, Text: text, Kind: c.kind}
	switch c.kind {
	case "standing":
		l.Standing, l.Key, l.Kind = true, c.key, "standing-"+c.key
	case "retreat", "advance":
		l.Subject = c.unit // answers only the decision about its unit
	case "activate":
		// A preference list: the first line naming a formation that can be
		// activated now answers; the others wait (6.1).
		l.Subject = c.form
	}
	return l
}

const orderHint = "orders: activate, order, initiative, move, hold, charge, bridge, done, bombard, attack, retreat, advance, reorganize, grenzer, standing"

// parseLine reads one order line.
func parseLine(text string, lx *lexicon) (*cmd, *parseError) {
	toks, err := tokenize(text)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, &parseError{col: 1, msg: "empty order", hint: orderHint}
	}
	kw := strings.ToLower(toks[0].text)
	args := toks[1:]
	f, ok := parsers[kw]
	if !ok || toks[0].quoted {
		return nil, perr(toks[0], orderHint, "unknown order %q", toks[0].text)
	}
	return f(toks[0], args, lx)
}

type parseFunc func(kw token, args []token, lx *lexicon) (*cmd, *parseError)

var parsers map[string]parseFunc

func init() {
	parsers = map[string]parseFunc{
		"activate": parseActivate, "order": parseOrder, "initiative": parseInitiative,
		"move": parseMove, "hold": parseUnitOnly("hold"), "reorganize": parseUnitOnly("reorganize"),
		"done": parseDone, "bombard": parseBombard, "attack": parseAttack,
		"grenzer": parseGrenzer, "standing": parseStanding, "advance": parseAdvance, "retreat": parseRetreat, "charge": parseCharge, "bridge": parseBridge,
		"artillery": parseArtillery,
	}
}

func want(kw token, args []token, n int, usage string) *parseError {
	if len(args) != n {
		return perr(kw, "write: "+usage, "%s takes %d word(s), got %d", strings.ToLower(kw.text), n, len(args))
	}
	return nil
}

func parseActivate(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 1, "activate FORMATION"); err != nil {
		return nil, err
	}
	f, err := lx.formation(args[0])
	return &cmd{kind: "activate", form: f}, err
}

// order FORMATION ORDER (5.2, army commander) or order UNIT ORDER (5.3.1).
func parseOrder(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 2, "order FORMATION|UNIT ORDER"); err != nil {
		return nil, err
	}
	o, err := orderTok(args[1])
	if err != nil {
		return nil, err
	}
	if f, ferr := lx.formation(args[0]); ferr == nil {
		return &cmd{kind: "order", form: f, order: o}, nil
	}
	u, uerr := lx.unit(args[0])
	if uerr != nil {
		return nil, perr(args[0], "a formation (r av t e s ii gd l iii) or a unit id", "unknown formation or unit %q", args[0].text)
	}
	return &cmd{kind: "unit-order", unit: u, order: o}, nil
}

func parseInitiative(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 2, "initiative FORMATION ORDER"); err != nil {
		return nil, err
	}
	f, err := lx.formation(args[0])
	if err != nil {
		return nil, err
	}
	o, err := orderTok(args[1])
	return &cmd{kind: "initiative", form: f, order: o}, err
}

// move UNIT [march] HEX HEX… | move UNIT [march] to HEX
func parseMove(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	const usage = "move UNIT [march] HEX HEX…, move UNIT HEX… march HEX… or move UNIT [march] to HEX"
	if len(args) < 2 {
		return nil, perr(kw, "write: "+usage, "move needs a unit and at least one hex")
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	c := &cmd{kind: "move", unit: u}
	rest := args[1:]
	if strings.EqualFold(rest[0].text, "march") && !rest[0].quoted {
		c.march, rest = true, rest[1:]
	}
	if len(rest) > 0 && strings.EqualFold(rest[0].text, "to") && !rest[0].quoted {
		c.to, rest = true, rest[1:]
		if len(rest) != 1 {
			return nil, perr(kw, "write: "+usage, "move … to takes exactly one hex")
		}
	}
	if len(rest) == 0 {
		return nil, perr(kw, "write: "+usage, "move needs at least one hex")
	}
	for _, t := range rest {
		if strings.EqualFold(t.text, "march") && !t.quoted && !c.to {
			// 9.3: Road March declared part-way, on reaching a road or trail.
			if c.march || c.marchAt > 0 {
				return nil, perr(t, "write: "+usage, "march is declared once in a move")
			}
			c.marchAt = len(c.hexes)
			continue
		}
		h, err := hexTok(t)
		if err != nil {
			return nil, err
		}
		c.hexes = append(c.hexes, h)
	}
	if c.marchAt > 0 && c.marchAt == len(c.hexes) {
		return nil, perr(kw, "write: "+usage, "march must be followed by the hexes entered in road march")
	}
	return c, nil
}

func parseUnitOnly(kind string) parseFunc {
	return func(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
		if err := want(kw, args, 1, kind+" UNIT"); err != nil {
			return nil, err
		}
		u, err := lx.unit(args[0])
		return &cmd{kind: kind, unit: u}, err
	}
}

var doneStages = []string{"orders", "move", "bombard", "attack", "reorganize"}

// done | done orders|move|bombard|attack|reorganize
func parseDone(kw token, args []token, _ *lexicon) (*cmd, *parseError) {
	if len(args) == 0 {
		return &cmd{kind: "done"}, nil
	}
	st := strings.ToLower(args[0].text)
	if len(args) > 1 || !slices.Contains(doneStages, st) {
		return nil, perr(args[0], "done, or done orders|move|bombard|attack|reorganize", "done %q: unknown step", args[0].text)
	}
	if st == "move" {
		return &cmd{kind: "done"}, nil
	}
	return &cmd{kind: "done-" + st}, nil
}

// bombard ARTILLERY [ARTILLERY…] HEX (several guns: stacked together,
// 11.4.1)
func parseBombard(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if len(args) < 2 {
		return nil, perr(kw, "write: bombard ARTILLERY [ARTILLERY…] HEX", "bombard takes the guns and a hex")
	}
	c := &cmd{kind: "bombard"}
	for _, t := range args[:len(args)-1] {
		u, err := lx.unit(t)
		if err != nil {
			return nil, err
		}
		c.units = append(c.units, u)
	}
	c.unit = c.units[0]
	c.units = c.units[1:]
	h, err := hexTok(args[len(args)-1])
	c.hexes = []hexmap.Hex{h}
	return c, err
}

// attack HEX [HEX…] with UNIT UNIT… (several hexes: 12.4.1 multi-hex
// combat)
func parseAttack(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	const usage = "attack HEX [HEX…] with UNIT UNIT…"
	w := -1
	for i, t := range args {
		if strings.EqualFold(t.text, "with") && !t.quoted {
			w = i
			break
		}
	}
	if w < 1 || w == len(args)-1 {
		return nil, perr(kw, "write: "+usage, "attack needs a hex, the word with and the attackers")
	}
	c := &cmd{kind: "attack"}
	for _, t := range args[:w] {
		h, err := hexTok(t)
		if err != nil {
			return nil, err
		}
		if slices.Contains(c.hexes, h) {
			return nil, perr(t, "name each attacked hex once", "%v is named twice", h)
		}
		c.hexes = append(c.hexes, h)
	}
	for _, t := range args[w+1:] {
		u, err := lx.unit(t)
		if err != nil {
			return nil, err
		}
		c.units = append(c.units, u)
	}
	return c, nil
}

func yesNo(t token) (bool, *parseError) {
	switch strings.ToLower(t.text) {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	}
	return false, perr(t, "yes or no", "want yes or no, got %q", t.text)
}

// grenzer yes|no (16.3)
func parseGrenzer(kw token, args []token, _ *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 1, "grenzer yes|no"); err != nil {
		return nil, err
	}
	y, err := yesNo(args[0])
	return &cmd{kind: "grenzer", yes: y}, err
}

// standingKeys are the standing orders and their documented defaults.
var standingKeys = map[string]string{
	"retreat-before-combat": "no",      // 14.1
	"defensive-bombardment": "yes",     // 11.4.4
	"town-ex":               "yes",     // 10.1.1, 10.5.3
	"ex-loss":               "weakest", // 12.5.4: which units to lose on EX
	"press-on":              "no",      // 12.5.4: on NE under Attack orders, check for EX
	"efficiency-tie":        "highest", // 12.3.1: the value used on a tie
	"artillery-retreat":     "yes",     // 11.1: artillery retreats with its bombarded stack
	"leader-escape":         "alone",   // 4.4.6: a leader an enemy unit arrives next to gets away
	"bridge-capture":        "destroy", // 16.1: the fate of Radinski's bridge captured by Naples
	"leader-drm":            "yes",     // 12.4.4: a leader may add (subtract) 1 in an assault
	"combat-terrain":        "best",    // 10: the terrain that counts in a hex of several, defending
}

// standingValues are the words of the standing orders that are not yes/no.
var standingValues = map[string][]string{
	"ex-loss":        {"weakest", "strongest"},
	"efficiency-tie": {"highest", "lowest"},
	"leader-escape":  {"alone", "always", "never"},
	"bridge-capture": {"keep", "destroy"},
	"combat-terrain": {"best", "fortified", "clear", "rough", "woods", "town"},
}

// standing KEY VALUE; also standing ex-loss [weakest|strongest] UNIT…
// (12.5.4: the units to lose on EX, a preference list, with the rule for
// the rest) and standing efficiency-tie N [highest|lowest] (12.3.1: the
// value to use when it is one of the tied ones, with the rule otherwise).
func parseStanding(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if len(args) >= 2 {
		switch strings.ToLower(args[0].text) {
		case "ex-loss":
			return parseExLoss(args, lx)
		case "efficiency-tie":
			return parseEffTie(args)
		}
	}
	if err := want(kw, args, 2, "standing KEY VALUE"); err != nil {
		return nil, err
	}
	k := strings.ToLower(args[0].text)
	if _, ok := standingKeys[k]; !ok {
		return nil, perr(args[0], "standing retreat-before-combat|defensive-bombardment|town-ex|press-on|artillery-retreat|leader-drm yes|no, standing ex-loss weakest|strongest|UNIT…, standing efficiency-tie highest|lowest|N, standing leader-escape alone|always|never, standing bridge-capture keep|destroy, standing combat-terrain best|TERRAIN", "unknown standing order %q", args[0].text)
	}
	v := strings.ToLower(args[1].text)
	if vals, ok := standingValues[k]; ok {
		if !slices.Contains(vals, v) {
			words := strings.Join(vals, " or ")
			return nil, perr(args[1], words, "%s: want %s", k, words)
		}
		return &cmd{kind: "standing", key: k, target: v}, nil
	}
	y, err := yesNo(args[1])
	return &cmd{kind: "standing", key: k, yes: y, target: v}, err
}

// standing ex-loss [weakest|strongest] [UNIT…] (12.5.4): the units named
// are a preference list of the units to lose on EX; the rule word (at
// most one, anywhere; default weakest) chooses for units not named or
// not eligible.
func parseExLoss(args []token, lx *lexicon) (*cmd, *parseError) {
	c := &cmd{kind: "standing", key: "ex-loss", target: "weakest"}
	rule := false
	const hint = "standing ex-loss weakest|strongest, or standing ex-loss [weakest|strongest] UNIT [UNIT…]"
	for _, a := range args[1:] {
		if w := strings.ToLower(a.text); !a.quoted && (w == "weakest" || w == "strongest") {
			if rule {
				return nil, perr(a, hint, "ex-loss: weakest or strongest given twice")
			}
			rule, c.target = true, w
			continue
		}
		id, err := lx.unit(a)
		if err != nil {
			if !rule && len(c.units) == 0 && len(args) == 2 {
				return nil, perr(a, hint, "ex-loss: want weakest or strongest or units, got %q", a.text)
			}
			return nil, err
		}
		if slices.Contains(c.units, id) {
			return nil, perr(a, hint, "ex-loss: %s named twice", id)
		}
		c.units = append(c.units, id)
	}
	return c, nil
}

// standing efficiency-tie highest|lowest, or N [highest|lowest] (12.3.1):
// N is used when it is one of the tied values; otherwise the rule word
// (default highest) decides.
func parseEffTie(args []token) (*cmd, *parseError) {
	const hint = "standing efficiency-tie highest|lowest, or standing efficiency-tie N [highest|lowest]"
	first := strings.ToLower(args[1].text)
	if len(args) == 2 && (first == "highest" || first == "lowest") {
		return &cmd{kind: "standing", key: "efficiency-tie", target: first}, nil
	}
	n, err := strconv.Atoi(first)
	if err != nil || n < 1 || n > 9 {
		return nil, perr(args[1], hint, "efficiency-tie: want highest or lowest or an efficiency value, got %q", args[1].text)
	}
	c := &cmd{kind: "standing", key: "efficiency-tie", target: "highest", value: n}
	if len(args) > 3 {
		return nil, perr(args[3], hint, "efficiency-tie: too many words")
	}
	if len(args) == 3 {
		w := strings.ToLower(args[2].text)
		if w != "highest" && w != "lowest" {
			return nil, perr(args[2], hint, "efficiency-tie: want highest or lowest after the value, got %q", args[2].text)
		}
		c.target = w
	}
	return c, nil
}

// advance UNIT HEX [morale UNIT] | advance none (12.7; morale: the unit
// chosen for the Neapolitan morale change of 13.3)
func parseAdvance(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if len(args) == 1 && strings.EqualFold(args[0].text, "none") {
		return &cmd{kind: "advance"}, nil
	}
	const usage = "advance UNIT HEX [morale UNIT] or advance none"
	if len(args) == 4 && strings.EqualFold(args[2].text, "morale") && !args[2].quoted {
		m, err := lx.unit(args[3])
		if err != nil {
			return nil, err
		}
		c, err := parseAdvance(kw, args[:2], lx)
		if c != nil {
			c.units = []string{m}
		}
		return c, err
	}
	if err := want(kw, args, 2, usage); err != nil {
		return nil, err
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	h, err := hexTok(args[1])
	return &cmd{kind: "advance", unit: u, hexes: []hexmap.Hex{h}}, err
}

// retreat UNIT auto | retreat UNIT HEX [HEX] (12.6)
func parseRetreat(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if len(args) < 2 || len(args) > 4 {
		return nil, perr(kw, "write: retreat UNIT auto, or retreat UNIT HEX [HEX [HEX]]", "retreat takes a unit and auto or one to three hexes (12.6, 12.6.2, 15.2.1)")
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	c := &cmd{kind: "retreat", unit: u}
	if len(args) == 2 && strings.EqualFold(args[1].text, "auto") {
		c.to = true
		return c, nil
	}
	for _, t := range args[1:] {
		h, err := hexTok(t)
		if err != nil {
			return nil, err
		}
		c.hexes = append(c.hexes, h)
	}
	return c, nil
}

// charge UNIT HEX (14.2)
func parseCharge(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 2, "charge CAVALRY HEX"); err != nil {
		return nil, err
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	h, err := hexTok(args[1])
	return &cmd{kind: "charge", unit: u, hexes: []hexmap.Hex{h}}, err
}

// artillery UNIT formation|own (11): the battery follows its formation's
// order, or uses the Defense or Maneuver order it may always use.
func parseArtillery(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 2, "artillery UNIT formation|own"); err != nil {
		return nil, err
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	w := strings.ToLower(args[1].text)
	if w != "formation" && w != "own" {
		return nil, perr(args[1], "formation or own", "artillery: want formation or own, got %q", args[1].text)
	}
	return &cmd{kind: "artillery", unit: u, target: w}, nil
}

// bridge rad DIR|off (16.1)
func parseBridge(kw token, args []token, lx *lexicon) (*cmd, *parseError) {
	if err := want(kw, args, 2, "bridge rad DIR, or bridge rad off"); err != nil {
		return nil, err
	}
	u, err := lx.unit(args[0])
	if err != nil {
		return nil, err
	}
	d := strings.ToLower(args[1].text)
	if d != "off" {
		if _, derr := hexmap.ParseDirection(d); derr != nil {
			return nil, perr(args[1], "a compass word: n ne se s sw nw, or off", "%q is not a direction", args[1].text)
		}
	}
	return &cmd{kind: "bridge", unit: u, target: d}, nil
}
