package custoza

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The order language (docs/orders-custoza.md): one order per line,
// keywords case-insensitive, # comments, hexes as printed (XXYY), a Force
// by hex and type ("2714 inf") or by unit ids joined with + ("pisa29" or
// "pisa29+pisa30").

// order is one parsed order line.
type order struct {
	kind      string
	form      string       // activate
	times     int          // activate … times N
	force     forceRef     // the acting Force
	path      []hexmap.Hex // move, ooc: the hexes entered; assault, charge, fire: via
	to        bool         // move … to HEX, ooc … to HEX
	march     bool         // move … march (7.8)
	face      hexmap.Direction
	unlim     bool       // move … unlimber (7.9)
	target    hexmap.Hex // assault, charge, fire; declare
	from      hexmap.Hex // declare: the marker hex
	charge    bool       // declare charge
	forces    []forceRef // declare … by FORCE and FORCE
	atArt     bool       // fire … art (8.1)
	yes       bool       // ii-corps
	react     reactOrder // react
	cl        Clauses    // the closing clauses of a move, an attack or a fire (parse_clauses.go)
	left      bool       // rotate … left (6.5)
	unit      string     // reserve UNIT (4.3); setup UNIT; build TRAIN, ferry UNIT (24.1.4)
	limber    string     // setup … limbered|unlimbered (23)
	losses    []string   // losses UNIT… (8.7, 10.4·8); empty: the biggest unit first
	types     []string   // reaction-order TYPE… (11.4); empty: hex order
	retr      retreatPref
	status    string       // status FORMATION engaged|reserve|march [HEX] (15)
	objective bool         // status … march HEX: the Objective is in target (16.1)
	scoutPath []hexmap.Hex // march … scout SCOUT HEX…: the Scout's hexes (16.7)
	stay      bool         // march-oc stay
}

// forceRef names a Force as written: a hex and a type, or unit ids.
type forceRef struct {
	Hex   hexmap.Hex
	Type  string
	Units []string
}

func (f forceRef) String() string {
	if len(f.Units) > 0 {
		return strings.Join(f.Units, "+")
	}
	return fmt.Sprintf("%s %s", f.Hex, f.Type)
}

// reactOrder is a react line: a plan answer (`react FORCE REACTION`) or a
// standing order (`react SCOPE on TRIGGER [by TYPE] REACTION`).
type reactOrder struct {
	Force    string // plan: the force as written
	Scope    string // standing: any, a type, a formation, a unit or a hex
	Trigger  string // standing: a trigger word or any
	By       string // standing: the triggering Force's type, or any
	Reaction string
	Dir      hexmap.Direction // face DIR
	// Exhausted, ExhaustTo: a countercharge's exhausted movement (9.7),
	// `exhausted HEX…` or `exhausted to HEX`.
	Exhausted []hexmap.Hex
	ExhaustTo bool
}

func (r reactOrder) standing() bool { return r.Trigger != "" }

// Line kinds, and the group each stands in.
const (
	kActivate      = "activate"
	kPass          = "pass"
	kIICorps       = "ii-corps"
	kDeclare       = "declare"
	kDoneDeclare   = "done-declare"
	kMove          = "move"
	kFace          = "face"
	kSquare        = "square"
	kLine          = "line"
	kLimber        = "limber"
	kFire          = "fire"
	kAssault       = "assault"
	kCharge        = "charge"
	kDone          = "done"
	kOOC           = "ooc"
	kDoneOOC       = "done-ooc"
	kReact         = "react"
	kTurnStart     = "turn-start"
	kRotate        = "rotate"         // 6.5: rotate a marker whose target emptied
	kMarker        = "marker"         // 11.5.3: move a marker after a successful counterattack
	kExitMarch     = "exit-march"     // 7.8.3: leave March Movement at the beginning of the activation
	kReserve       = "reserve"        // 4.3: activate a Reserve unit with the active Formation
	kLosses        = "losses"         // 8.7, 10.4·8: the owner's loss order (standing)
	kRetreat       = "retreat"        // 10.5, 10.5.4, 10.5.5: the owner's retreat choices (standing)
	kReactOrder    = "reaction-order" // 11.4: the order of simultaneous reactions (standing)
	kSetup         = "setup"          // 23, Goito 15: place a unit the set-up lets its owner place
	kDoneSetup     = "done-setup"     // the side's set-up is done
	kStatus        = "status"         // 14·2.2, 15: a Formation's status in the Command Phase (advanced game)
	kDoneCommand   = "done-command"   // 14·2: the side's Command Phase is done
	kCommand       = "command"        // the Command Phase decision (14·2)
	kEntry         = "entry"          // 21.5: switch a blocked reinforcement's entry hex (advanced game)
	kObjective     = "objective"      // 16.2: try to change an On March Formation's Objective (advanced game)
	kMarch         = "march"          // 14·6, 16.4: an On March Formation's activation attempt and march (advanced game)
	kMarchPhase    = "march-phase"    // the March & Reserve Phase decision (14·6)
	kMarchOC       = "march-oc"       // 14·6, 16.4: the Overall Commander's move in the March & Reserve Phase (advanced game)
	kOCMarchPhase  = "oc-march-phase" // its decision
	kBuild         = "build"          // 24.1.4.1: the Bridge Train starts building the Pontoon Bridge
	kFerry         = "ferry"          // 24.1.4.3: the Bridge Train ferries a unit over the Mincio
	kStrategic     = "strategic"      // 24.2: choose (or change) the side's secret Strategic Objective
	kKeepStrategic = "keep-strategic" // 24.2: keep it at the one change
	kExit          = "exit"           // 24.2 AH 3: a Force leaves the map by the south edge (exit.go)
)

// armyKinds stand in the army section; the others in a formation's.
var armyKinds = []string{kActivate, kPass, kIICorps, kSetup, kDoneSetup, kTurnStart, kStatus, kDoneCommand, kEntry, kObjective, kMarch, kMarchOC, kStrategic, kKeepStrategic}

// actionKinds answer the action decision (3·2.2.b).
var actionKinds = []string{kMove, kFace, kSquare, kLine, kLimber, kFire, kAssault, kCharge, kDone,
	kRotate, kMarker, kExitMarch, kReserve, kBuild, kFerry, kExit}

// parseLine reads one order line (no comment, trimmed).
func parseLine(text string) (order, *lineError) {
	w := strings.Fields(strings.ToLower(text))
	var o order
	if len(w) == 0 {
		return o, &lineError{col: 1, msg: "an empty order"}
	}
	p := &lineParser{w: w, text: text, i: 1}
	switch w[0] {
	case "activate":
		o.kind = kActivate
		o.form = p.word("a formation id", "activate FORMATION [times N]")
		if p.accept("times") {
			o.times = p.number("how many attempts", 1, 20)
		}
	case "pass":
		o.kind = kPass
	case "begin":
		// 3·1: what the turn-start decision's default and option say; a
		// side may write it, to the same effect.
		o.kind = kTurnStart
		p.expect("turn", "begin turn")
	case "strategic":
		o.kind = kStrategic
		o.times = p.number("the Strategic Objective's number", 1, 9)
	case "keep":
		o.kind = kKeepStrategic
		p.expect("strategic", "keep strategic")
	case "ii-corps":
		o.kind = kIICorps
		o.yes = p.yesNo("ii-corps yes|no")
	case "declare":
		o.kind = kDeclare
		switch kind := p.word("assault or charge", "declare assault|charge TARGET from HEX by FORCE [and FORCE]"); kind {
		case "assault":
		case "charge":
			o.charge = true
		default:
			p.fail(1, "write `declare assault …` or `declare charge …`", "%q is not assault or charge", kind)
		}
		o.target = p.hex("the target hex")
		p.expect("from", "declare assault TARGET from HEX by FORCE")
		o.from = p.hex("the Assault/Charge marker hex, next to the target")
		p.expect("by", "declare assault TARGET from HEX by FORCE [and FORCE]")
		o.forces = append(o.forces, p.forceRef())
		for p.accept("and") {
			o.forces = append(o.forces, p.forceRef())
		}
	case "done":
		o.kind = kDone
		switch {
		case p.accept("declare"):
			o.kind = kDoneDeclare
		case p.accept("ooc"):
			o.kind = kDoneOOC
		case p.accept("setup"):
			o.kind = kDoneSetup
		case p.accept("command"):
			o.kind = kDoneCommand
		}
	case "move", "ooc":
		o.kind = kMove
		if w[0] == "ooc" {
			o.kind = kOOC
		}
		o.force = p.forceRef()
		o.march = p.accept("march")
		if p.accept("to") {
			o.to = true
			o.path = []hexmap.Hex{p.hex("the hex to reach")}
		} else {
			o.path = p.hexes("the hexes entered, in order")
			if len(o.path) == 0 {
				p.fail(p.i, "list every hex entered, or write `to HEX`", "a move needs the hexes it enters")
			}
		}
		p.tail(&o, w[0])
	case "face":
		o.kind = kFace
		o.force = p.forceRef()
		o.face = p.dir()
	case "exit":
		o.kind = kExit
		o.force = p.forceRef()
	case "square", "line", "limber", "unlimber":
		o.kind = map[string]string{"square": kSquare, "line": kLine, "limber": kLimber, "unlimber": kLimber}[w[0]]
		o.unlim = w[0] == "unlimber"
		o.force = p.forceRef()
	case "fire", "assault", "charge":
		o.kind = map[string]string{"fire": kFire, "assault": kAssault, "charge": kCharge}[w[0]]
		o.force = p.forceRef()
		if o.kind != kFire {
			o.march = p.accept("march") // 7.8.3: "Units in March Movement can Assault and Charge"
		}
		o.target = p.hex("the target hex")
		if o.kind == kFire {
			switch {
			case p.accept("art"), p.accept("artillery"):
				o.atArt = true
			case p.accept("other"):
			}
		}
		if p.accept("via") {
			o.path = p.hexes("the hexes entered to the marker hex")
			if len(o.path) == 0 {
				p.fail(p.i, "list the hexes after via, the marker hex last", "via needs the hexes entered")
			}
		}
		p.tail(&o, w[0])
	case "react":
		o.kind = kReact
		o.react = p.reactLine()
	case "rotate":
		o.kind = kRotate
		o.from = p.hex("the hex of the marker to rotate")
		switch p.word("left or right", "rotate HEX left|right") {
		case "left":
			o.left = true
		case "right":
		default:
			p.fail(p.i-1, "write `rotate HEX left` or `rotate HEX right` (6.5: one hexside)", "%q is not left or right", p.w[p.i-1])
		}
	case "marker":
		o.kind = kMarker
		o.from = p.hex("the hex of the marker to move")
		p.expect("to", "marker HEX to HEX [charge]")
		o.target = p.hex("the hex the marker moves to")
		o.charge = p.accept("charge")
	case "exit-march":
		o.kind = kExitMarch
		o.force = p.forceRef()
	case "reserve":
		o.kind = kReserve
		o.unit = p.unitID("the Reserve unit", "reserve UNIT")
	case "build":
		o.kind = kBuild
		o.unit = p.unitID("the Bridge Train", "build TRAIN HEX")
		o.target = p.hex("the Mincio hex to bridge, next to the train")
	case "ferry":
		o.kind = kFerry
		o.unit = p.unitID("the unit to ferry", "ferry UNIT HEX")
		o.target = p.hex("the hex it lands in, over the river")
	case "losses":
		o.kind = kLosses
		o.losses = p.lossOrder()
	case "retreat":
		o.kind = kRetreat
		o.retr = p.retreatLine()
	case "reaction-order":
		o.kind = kReactOrder
		if !p.accept("hex") {
			for p.err == nil && p.i < len(p.w) {
				t := p.word("a unit type", "reaction-order TYPE…")
				if !contains(unitTypes, t) && t != "infantry" && t != "artillery" {
					p.fail(p.i-1, "types: inf, linf, cav, art, hart, infantry, artillery; or `reaction-order hex`", "%q is not a unit type", t)
				}
				o.types = append(o.types, t)
			}
			if len(o.types) == 0 {
				p.fail(p.i, "write `reaction-order TYPE…` or `reaction-order hex` (11.4)", "reaction-order needs types or hex")
			}
		}
	case "status":
		o.kind = kStatus
		o.form = p.word("a formation id", "status FORMATION engaged|reserve|march")
		switch st := p.word("engaged, reserve or march", "status FORMATION engaged|reserve|march"); st {
		case "engaged", "reserve", "march":
			o.status = st
			if st == "march" && p.i < len(p.w) {
				o.target, o.objective = p.hex("the Objective hex"), true
			}
		default:
			p.fail(p.i-1, "write `status FORMATION engaged` or `status FORMATION reserve`: the advanced game's Command Phase", "%q is not engaged, reserve or march", st)
		}
	case "march":
		o.kind = kMarch
		o.form = p.word("a formation id", "march FORMATION HEX… [scout SCOUT HEX…] [times N]")
		p.marchPaths(&o, "the commander", "march FORMATION HEX…")
		if p.accept("times") {
			o.times = p.number("how many attempts", 1, 20)
		}
	case "march-oc":
		o.kind = kMarchOC
		if o.stay = p.accept("stay"); !o.stay {
			p.marchPaths(&o, "the Overall Commander", "march-oc HEX… | march-oc stay")
		}
	case "objective":
		o.kind = kObjective
		o.form = p.word("a formation id", "objective FORMATION HEX")
		o.target = p.hex("the new Objective hex")
	case "entry":
		o.kind = kEntry
		o.form = p.word("a formation id", "entry FORMATION HEX")
		o.target = p.hex("the new entry hex")
	case "setup":
		o.kind = kSetup
		o.unit = p.unitID("the unit to place", "setup UNIT HEX [face DIR] [limbered|unlimbered]")
		o.target = p.hex("the hex to place it in")
		for p.err == nil && p.i < len(p.w) {
			switch {
			case p.accept("face"):
				o.face = p.dir()
			case p.accept("limbered"), p.accept("march"):
				o.limber = "limbered"
			case p.accept("unlimbered"):
				o.limber = "unlimbered"
			default:
				p.fail(p.i, "a setup line ends with `face DIR` and, for artillery, `limbered` or `unlimbered` (23)", "%q is left over", p.w[p.i])
			}
		}
	default:
		return o, &lineError{col: 1, msg: fmt.Sprintf("%q is not an order", w[0]),
			hint: "orders: activate, pass, declare, done, move, face, square, line, limber, unlimber, exit-march, fire, assault, charge, rotate, marker, reserve, build, ferry, ooc, react, reaction-order, losses, retreat, setup, ii-corps, status, entry, strategic, keep strategic, exit (docs/orders-custoza.md)"}
	}
	if p.err == nil && p.i < len(w) {
		p.fail(p.i, "remove it, or see docs/orders-custoza.md for the line's form", "%q is left over", w[p.i])
	}
	return o, p.err
}

// lineError is a problem at a word of a line.
type lineError struct {
	col       int // word index from 1 until ParseOrders turns it into a column (wordCol)
	msg, hint string
}

type lineParser struct {
	w    []string
	text string
	i    int // the next word
	err  *lineError
}

func (p *lineParser) fail(word int, hint, format string, args ...any) {
	if p.err == nil {
		p.err = &lineError{col: word + 1, msg: fmt.Sprintf(format, args...), hint: hint}
	}
	p.i = len(p.w)
}

func (p *lineParser) next() (string, bool) {
	if p.err != nil || p.i >= len(p.w) {
		return "", false
	}
	p.i++
	return p.w[p.i-1], true
}

func (p *lineParser) peek() string {
	if p.err != nil || p.i >= len(p.w) {
		return ""
	}
	return p.w[p.i]
}

func (p *lineParser) accept(word string) bool {
	if p.peek() == word {
		p.i++
		return true
	}
	return false
}

func (p *lineParser) expect(word, form string) {
	if !p.accept(word) {
		p.fail(p.i, "write "+form, "%q expected here", word)
	}
}

func (p *lineParser) word(what, form string) string {
	w, ok := p.next()
	if !ok {
		p.fail(p.i, "write "+form, "%s is missing", what)
	}
	return w
}

func (p *lineParser) number(what string, lo, hi int) int {
	w, ok := p.next()
	n, err := strconv.Atoi(w)
	if !ok || err != nil || n < lo || n > hi {
		p.fail(p.i-1, fmt.Sprintf("write a whole number from %d to %d", lo, hi), "%s: %q is not a number from %d to %d", what, w, lo, hi)
	}
	return n
}

func (p *lineParser) yesNo(form string) bool {
	switch w, _ := p.next(); w {
	case "yes":
		return true
	case "no":
		return false
	default:
		p.fail(p.i-1, "write "+form, "%q: want yes or no", w)
	}
	return false
}

func isHex(w string) bool {
	if len(w) != 4 {
		return false
	}
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (p *lineParser) hex(what string) hexmap.Hex {
	w, ok := p.next()
	if !ok || !isHex(w) {
		p.fail(p.i-1, "hexes are the four digits printed on the map, such as 2714", "%s: %q is not a hex", what, w)
		return hexmap.Hex{}
	}
	h, err := hexmap.ParseHex(w)
	if err != nil {
		p.fail(p.i-1, "hexes are the four digits printed on the map, such as 2714", "%s: %v", what, err)
	}
	return h
}

func (p *lineParser) hexes(what string) []hexmap.Hex {
	var out []hexmap.Hex
	for isHex(p.peek()) {
		out = append(out, p.hex(what))
	}
	return out
}

func (p *lineParser) dir() hexmap.Direction {
	w, ok := p.next()
	d, err := hexmap.ParseDirection(w)
	if !ok || err != nil {
		p.fail(p.i-1, "facings are hexside directions: n ne se s sw nw", "%q is not a facing", w)
	}
	return d
}

// forceRef reads HEX TYPE or UNIT[+UNIT…].
func (p *lineParser) forceRef() forceRef {
	w, ok := p.next()
	if !ok {
		p.fail(p.i, "name the Force by its hex and type (2714 inf) or its unit ids (pisa29+pisa30)", "a Force is missing")
		return forceRef{}
	}
	if isHex(w) {
		h, _ := hexmap.ParseHex(w)
		t, _ := p.next()
		if !contains(unitTypes, t) {
			p.fail(p.i-1, "a Force by hex is HEX TYPE, TYPE one of inf, linf, cav, art, hart", "%q is not a unit type", t)
		}
		return forceRef{Hex: h, Type: t}
	}
	var ids []string
	for _, id := range strings.Split(w, "+") {
		if !validID(id) {
			p.fail(p.i-1, "unit ids are as in your report; join several with +", "%q is not a unit id", id)
			return forceRef{}
		}
		ids = append(ids, id)
	}
	return forceRef{Units: ids}
}

// validID: counter ids are lower-case letters, digits, - and . (the
// scenario format's words).
func validID(id string) bool {
	if id == "" || len(id) > 40 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// reactLine reads `react FORCE REACTION` or `react SCOPE on TRIGGER [by
// TYPE] REACTION`.
func (p *lineParser) reactLine() reactOrder {
	var r reactOrder
	if len(p.w) > 2 && p.w[2] == "on" {
		r.Scope = p.word("the reacting Forces", "react SCOPE on TRIGGER [by TYPE] REACTION")
		p.expect("on", "react SCOPE on TRIGGER [by TYPE] REACTION")
		r.Trigger = p.word("the trigger", "react SCOPE on TRIGGER [by TYPE] REACTION")
		if r.Trigger != "any" && !contains(triggerWords, r.Trigger) {
			p.fail(p.i-1, "triggers: any, "+strings.Join(triggerWords, ", ")+" (11.1)", "%q is not a trigger", r.Trigger)
		}
		r.By = "any"
		if p.accept("by") {
			r.By = p.word("the triggering Force's type", "react SCOPE on TRIGGER by TYPE REACTION")
			if r.By != "any" && !contains(unitTypes, r.By) && r.By != "infantry" && r.By != "artillery" {
				p.fail(p.i-1, "types: any, inf, linf, cav, art, hart, infantry, artillery", "%q is not a unit type", r.By)
			}
		}
	} else {
		r.Force = p.forceRef().String()
	}
	r.Reaction = p.word("the reaction", "react … REACTION")
	if r.Reaction != "" && !contains(reactionWords, r.Reaction) {
		p.fail(p.i-1, "reactions: "+strings.Join(reactionWords, ", ")+" (11.5)", "%q is not a reaction", r.Reaction)
	}
	if r.Reaction == rxFace {
		r.Dir = p.dir()
	}
	if r.Reaction == rxCounter && p.accept("exhausted") {
		if p.accept("to") {
			r.ExhaustTo = true
			r.Exhausted = []hexmap.Hex{p.hex("the hex the exhausted movement reaches")}
		} else if r.Exhausted = p.hexes("the hexes of the exhausted movement"); len(r.Exhausted) == 0 {
			p.fail(p.i, "write `exhausted HEX…` or `exhausted to HEX` (9.7)", "exhausted needs hexes")
		}
	}
	return r
}

// parseReact reads a react line's text.
func parseReact(text string) (reactOrder, error) {
	o, le := parseLine(text)
	if le != nil {
		return reactOrder{}, fmt.Errorf("%s", le.msg)
	}
	if o.kind != kReact {
		return reactOrder{}, fmt.Errorf("%q is not a react line", text)
	}
	return o.react, nil
}

// ParseOrders implements adjudicator.System.
func (sys System) ParseOrders(side adjudicator.Side, file string, first int, body []byte) ([]adjudicator.Line, adjudicator.Problems) {
	formation := func(word string) (string, string) {
		id := strings.ToLower(word)
		if sys.b == nil {
			if validID(id) {
				return id, ""
			}
			return "", fmt.Sprintf("%q is not a formation id", word)
		}
		f := sys.b.forms[id]
		switch {
		case f == nil:
			return "", fmt.Sprintf("no formation %q in this game", word)
		case f.Side != side:
			return "", fmt.Sprintf("%s is a formation of %s, not of %s", id, f.Side, side)
		}
		return id, ""
	}
	parse := func(raw string, pos adjudicator.Pos, turn int, group string) (adjudicator.Line, *adjudicator.Problem) {
		text := strings.TrimSpace(adjudicator.CutComment(raw))
		o, le := parseLine(text)
		if le != nil {
			pos.Col += wordCol(text, le.col) - 1
			return adjudicator.Line{}, &adjudicator.Problem{Pos: pos, Msg: le.msg, Hint: le.hint}
		}
		l := adjudicator.Line{Pos: pos, Text: text, Kind: o.kind, Times: o.times}
		switch {
		case o.kind == kReact && o.react.standing():
			l.Standing = true
			l.Key = fmt.Sprintf("react %s %s %s", o.react.Scope, o.react.Trigger, o.react.By)
			return l, nil
		case o.kind == kLosses:
			l.Standing, l.Key = true, kLosses
			return l, nil
		case o.kind == kRetreat:
			l.Standing, l.Key = true, "retreat "+o.retr.Scope
			return l, nil
		case o.kind == kReactOrder:
			l.Standing, l.Key = true, kReactOrder
			return l, nil
		}
		if o.kind == kReact {
			l.Subject = o.react.Force
		}
		army := contains(armyKinds, o.kind)
		switch {
		case army && group != "":
			return l, &adjudicator.Problem{Pos: pos, Msg: fmt.Sprintf("%q is one of your army's own choices, not what a formation does", o.kind),
				Hint: "put it under `army` (or straight after `turn N`)"}
		case !army && group == "" && o.kind != kOOC && o.kind != kDoneOOC:
			// A Reserve unit of no Formation (4.3: 24.1.3's Art. Reserve)
			// moves in the Out of Command Units Phase under `army`.
			return l, &adjudicator.Problem{Pos: pos, Msg: fmt.Sprintf("%q is what a formation does, not one of your army's own choices", o.kind),
				Hint: "put it under `formation ID`, the formation whose Forces it orders"}
		}
		return l, nil
	}
	return adjudicator.ParseSections(file, first, body, formation, parse)
}

// wordCol is the column (from 1) of word n (from 1) of text.
func wordCol(text string, n int) int {
	col, w := 1, 0
	in := false
	for i, c := range text {
		if c == ' ' || c == '\t' {
			in = false
			continue
		}
		if !in {
			in = true
			w++
			if w == n {
				return i + 1
			}
		}
	}
	if n > w {
		return len(text) + 1
	}
	return col
}

// marchPaths reads the hexes a piece enters (who), then `scout SCOUT
// HEX…`, a Scout's (16.7): the tail of `march` and `march-oc` (form,
// the line's form).
func (p *lineParser) marchPaths(o *order, who, form string) {
	for p.err == nil && p.i < len(p.w) && !strings.EqualFold(p.w[p.i], "scout") && !strings.EqualFold(p.w[p.i], "times") {
		o.path = append(o.path, p.hex("a hex "+who+" enters"))
	}
	if len(o.path) == 0 && p.err == nil {
		p.fail(p.i, "list every hex "+who+" enters, in order: "+form, "a move needs the hexes it enters")
	}
	if p.accept("scout") {
		o.unit = p.word("a Scout id", form+" scout SCOUT HEX…")
		o.scoutPath = p.hexes("the hexes the Scout enters, in order")
	}
}
