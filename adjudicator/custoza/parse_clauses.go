package custoza

import (
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Clauses are the active player's choices inside one Force's action,
// written at the end of its order line (docs/orders-custoza.md,
// "Choices inside an action"). Every clause has a default, so a line
// without clauses is complete.
type Clauses struct {
	// Blocked is `if blocked stop|reroute`: what the Force does when a
	// step of its path can no longer be taken (a reaction changed the
	// position): stop where it is (the default), or find a new path to
	// where it was going with the MP it has left.
	Blocked string `json:"blocked,omitempty"`
	// Empty is `if empty rotate left|right|none` (6.5): when the Force
	// reaches its marker and the target hex is empty, rotate the marker
	// one hexside and attack the new target; none (the default) ends the
	// action there.
	Empty string `json:"empty,omitempty"`
	// Withdrawn is `if withdrawn follow|stay` (11.5.5): when its target
	// withdraws by reaction, advance the marker one hex and resume the
	// movement with the MP left (follow), or not (stay, the default).
	Withdrawn string `json:"withdrawn,omitempty"`
	// Failed is `on failed check stop|go-on` (13.4): a unit failing a
	// cohesion check in its own action may stop it and withdraw one hex;
	// go-on (the default) carries on.
	Failed string `json:"failed,omitempty"`
	// Continue is a charge's `continue HEX…` (9.4, 9.4.1, 11.5.4.2): the
	// next targets, in order of preference, while the charge may go on.
	Continue []hexmap.Hex `json:"continue,omitempty"`
	// StopCheck is a charge's `stop-check` (always) or `stop-check if
	// square` (9.5): try to stop the charge by a cohesion check after
	// the defender's reaction.
	StopCheck string `json:"stopcheck,omitempty"`
	// Exhausted is a charge's `exhausted HEX…` path or `exhausted to HEX`
	// (ExhaustTo) for its exhausted movement (9.6); none: out of the
	// enemy ZoRs by the shortest way, if it is in one.
	Exhausted []hexmap.Hex `json:"exhausted,omitempty"`
	ExhaustTo bool         `json:"exhaustto,omitempty"`
	// After is a fire's `then face DIR` (8.3: artillery "can change
	// facing before or after firing").
	After hexmap.Direction `json:"after,omitempty"`
}

// tail reads the closing words of a move, fire, assault or charge
// (verb): face DIR, its clauses, and unlimber for a move.
func (p *lineParser) tail(o *order, verb string) {
	attack := verb == "assault" || verb == "charge"
	for p.err == nil && p.i < len(p.w) {
		switch {
		case p.accept("face"):
			o.face = p.dir()
		case (verb == "move" || verb == "ooc") && p.accept("unlimber"):
			o.unlim = true
		case p.accept("if"):
			p.ifClause(o, attack)
		case p.accept("on"):
			p.expect("failed", "on failed check stop|go-on")
			p.expect("check", "on failed check stop|go-on")
			switch w := p.word("stop or go-on", "on failed check stop|go-on"); w {
			case "stop", "go-on":
				o.cl.Failed = w
			case "go":
				p.expect("on", "on failed check go on")
				o.cl.Failed = "go-on"
			default:
				p.fail(p.i-1, "write `on failed check stop` or `on failed check go-on` (13.4)", "%q is not stop or go-on", w)
			}
		case verb == "charge" && p.accept("continue"):
			o.cl.Continue = p.hexes("the next targets")
			if len(o.cl.Continue) == 0 {
				p.fail(p.i, "list the next target hexes after continue (9.4)", "continue needs target hexes")
			}
		case verb == "charge" && p.accept("stop-check"):
			o.cl.StopCheck = "always"
			if p.peek() == "if" && p.i+1 < len(p.w) && p.w[p.i+1] == "square" {
				p.i += 2
				o.cl.StopCheck = "square"
			}
		case verb == "charge" && p.accept("exhausted"):
			if p.accept("to") {
				o.cl.ExhaustTo = true
				o.cl.Exhausted = []hexmap.Hex{p.hex("the hex the exhausted movement reaches")}
			} else if o.cl.Exhausted = p.hexes("the hexes of the exhausted movement"); len(o.cl.Exhausted) == 0 {
				p.fail(p.i, "write `exhausted HEX…` (every hex entered) or `exhausted to HEX` (9.6)", "exhausted needs hexes")
			}
		case verb == "fire" && p.accept("then"):
			p.expect("face", "fire FORCE TARGET then face DIR")
			o.cl.After = p.dir()
		default:
			p.fail(p.i, tailHint(verb), "%q is left over", p.w[p.i])
		}
	}
}

func tailHint(verb string) string {
	switch verb {
	case "move", "ooc":
		return "a move ends with `face DIR`, `unlimber` (artillery), `if blocked stop|reroute`, `on failed check stop|go-on`"
	case "fire":
		return "a fire ends with `face DIR`, `then face DIR` (artillery), `if blocked stop|reroute`, `on failed check stop|go-on`"
	case "charge":
		return "a charge ends with `face DIR`, `continue HEX…`, `stop-check [if square]`, `exhausted HEX…|to HEX`, `if blocked|empty|withdrawn …`, `on failed check …`"
	}
	return "an assault ends with `face DIR`, `if blocked stop|reroute`, `if empty rotate left|right|none`, `if withdrawn follow|stay`, `on failed check stop|go-on`"
}

// ifClause reads what follows `if`: blocked stop|reroute, empty rotate
// left|right|none (attacks), withdrawn follow|stay (attacks).
func (p *lineParser) ifClause(o *order, attack bool) {
	switch w := p.word("blocked, empty or withdrawn", "if blocked stop|reroute"); {
	case w == "blocked":
		switch v := p.word("stop or reroute", "if blocked stop|reroute"); v {
		case "stop", "reroute":
			o.cl.Blocked = v
		default:
			p.fail(p.i-1, "write `if blocked stop` or `if blocked reroute`", "%q is not stop or reroute", v)
		}
	case w == "empty" && attack:
		p.accept("rotate")
		switch v := p.word("left, right or none", "if empty rotate left|right|none"); v {
		case "left", "right", "none":
			o.cl.Empty = v
		default:
			p.fail(p.i-1, "write `if empty rotate left`, `right` or `none` (6.5)", "%q is not left, right or none", v)
		}
	case w == "withdrawn" && attack:
		switch v := p.word("follow or stay", "if withdrawn follow|stay"); v {
		case "follow", "stay":
			o.cl.Withdrawn = v
		default:
			p.fail(p.i-1, "write `if withdrawn follow` or `if withdrawn stay` (11.5.5)", "%q is not follow or stay", v)
		}
	default:
		p.fail(p.i-1, "write `if blocked …`; an assault or charge also `if empty …`, `if withdrawn …`", "%q cannot follow if here", w)
	}
}

// unitID reads one unit id.
func (p *lineParser) unitID(what, form string) string {
	w := p.word(what, form)
	if p.err == nil && !validID(w) {
		p.fail(p.i-1, "unit ids are as in your report", "%q is not a unit id", w)
	}
	return w
}

// lossOrder reads `losses biggest` or `losses UNIT…`: the owner's
// choice of the units that lose SP after the first, and among tied
// biggest units for the first (8.7, 10.4·8).
func (p *lineParser) lossOrder() []string {
	if p.accept("biggest") {
		return nil
	}
	var ids []string
	for p.err == nil && p.i < len(p.w) {
		ids = append(ids, p.unitID("a unit", "losses UNIT…"))
	}
	if len(ids) == 0 {
		p.fail(p.i, "write `losses biggest` or `losses UNIT UNIT …`, the units that lose SP first (8.7)", "losses needs unit ids or biggest")
	}
	return ids
}

// retreatPref is a standing retreat line: for Forces of its scope, the
// owner's choices among retreat hexes of equal priority (10.5), whether
// to split (10.5.4) and the facing at the end (10.5.5).
type retreatPref struct {
	Scope  string     `json:"scope,omitempty"`  // any, a type, a formation, a unit, a hex
	Toward hexmap.Hex `json:"toward,omitempty"` // among equals, the hex nearest to it
	Split  bool       `json:"split,omitempty"`
	// Face: "enemy" (the default: toward the enemy it fought), "keep"
	// (the retreat direction), or a direction word.
	Face string `json:"face,omitempty"`
}

// retreatLine reads `retreat SCOPE [toward HEX] [split] [face
// enemy|keep|DIR]`.
func (p *lineParser) retreatLine() retreatPref {
	const form = "retreat SCOPE [toward HEX] [split] [face enemy|keep|DIR]"
	r := retreatPref{Scope: p.word("the Forces it is for (any, a type, a formation, a unit or a hex)", form)}
	for p.err == nil && p.i < len(p.w) {
		switch {
		case p.accept("toward"):
			r.Toward = p.hex("the hex to retreat toward")
		case p.accept("split"):
			r.Split = true
		case p.accept("face"):
			switch w := p.peek(); w {
			case "enemy", "keep":
				p.i++
				r.Face = w
			default:
				r.Face = p.dir().String()
			}
		default:
			p.fail(p.i, "write "+form, "%q is left over", p.w[p.i])
		}
	}
	return r
}

func (r retreatPref) String() string {
	out := []string{"retreat", r.Scope}
	if r.Toward != (hexmap.Hex{}) {
		out = append(out, "toward", r.Toward.String())
	}
	if r.Split {
		out = append(out, "split")
	}
	if r.Face != "" {
		out = append(out, "face", r.Face)
	}
	return strings.Join(out, " ")
}
