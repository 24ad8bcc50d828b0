package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// newViewCheck is the check's adapter for view v. Its worlds are the
// guesses for the values of the enemy counters the view shows face down
// (viewworlds.go); its parts of a turn (viewparts.go) the activation
// attempts (5.1), an activation of each formation (as if its die had
// passed), the side's Out of Command phase (3·4) and the II Corps choice
// (Goito 16.1). A plan line answering a reaction (`react FORCE REACTION`)
// is tried when the host asks the reaction.
func newViewCheck(sc *scenarios.Scenario, v adjudicator.View) (check.Adapter[*State], error) {
	ws, err := worldsOf(sc, v)
	if err != nil {
		return nil, err
	}
	return &viewCheck{worlds: ws, base: ws[0].State, side: v.Side}, nil
}

// viewCheck is Custoza's check.Adapter.
type viewCheck struct {
	worlds []check.World[*State]
	base   *State // the first world's state
	side   adjudicator.Side
	// statuses are the file's status lines (14·2): checked in the
	// Command Phase, then played on every world (afterCommand), so that
	// a Formation deployed there activates, and one gone On March
	// marches, in the same game turn.
	statuses []order
}

// CheckOrders implements adjudicator.ViewChecker (package check).
func (System) CheckOrders(sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line) ([]adjudicator.LineCheck, error) {
	return check.Run(Name, sc, v, lines, newViewCheck)
}

// The steps of a turn a line is checked in, besides the activations.
const (
	partActivate = "activate" // 5.1
	partIICorps  = "ii-corps" // Goito 16.1
	partOOC      = "ooc"      // 3·4
	partCommand  = "command"  // 14·2 (advanced game)
	partMarch    = "march"    // 14·6 (advanced game, revision 6)
)

func (vc *viewCheck) Worlds() []check.World[*State]                        { return vc.worlds }
func (vc *viewCheck) System() adjudicator.System                           { return System{b: vc.base.b} }
func (vc *viewCheck) Scenario() *scenarios.Scenario                        { return vc.base.b.sc }
func (vc *viewCheck) Final(lc adjudicator.LineCheck) adjudicator.LineCheck { return vc.enemyFire(lc) }

func (vc *viewCheck) Now() check.Now {
	return check.Now{Turn: vc.base.Turn, Over: vc.base.Over != nil, Active: vc.base.Active}
}

// Static reads a line against the scenario: the units it names, and that
// its hexes are on the map.
func (vc *viewCheck) Static(l adjudicator.Line, _ []adjudicator.Line) (string, string) {
	hint := "see the map and the counters in your report"
	o, le := parseLine(l.Text)
	if le != nil {
		return le.msg, hint
	}
	s := vc.base
	if o.kind == kStrategic {
		if msg, hint := s.strategicLineProblem(vc.side, o.times); msg != "" {
			return msg, hint
		}
	}
	if o.kind == kObjective && (s.Stage == stSetup || s.Stage == stStrategic) {
		if msg := s.setupObjectiveRefused(vc.side, o); msg != "" {
			return msg, setupObjectiveHint
		}
	}
	hexes := append(append([]string(nil), hexWords(append(o.path, o.scoutPath...))...), hexWords(nonZero(o.target, o.from))...)
	for _, fr := range append([]forceRef{o.force}, o.forces...) {
		if fr.Hex != (hexmap.Hex{}) {
			hexes = append(hexes, fr.Hex.String())
		}
		for _, id := range fr.Units {
			u := s.unit(id)
			if u == nil {
				return fmt.Sprintf("no unit %q in this game", id), hint
			}
			if l.Kind == kOOC && u.p.commander() {
				// the host's refusal (resolveForce), whenever the line
				// is tried: known without running the turn
				return fmt.Sprintf("%s moves in his own Formation's activation (7.10); the Overall Commander in any of yours", u.ID), hint
			}
		}
	}
	for _, h := range hexes {
		if !s.b.on(hexOf(h)) {
			return fmt.Sprintf("%s is not on the map", h), hint
		}
	}
	return "", ""
}

// Part names the part of the turn that uses line l.
func (vc *viewCheck) Part(l adjudicator.Line) (check.Part, string) {
	switch l.Kind {
	case kActivate, kPass:
		return check.Part{Step: partActivate}, ""
	case kIICorps:
		return check.Part{Step: partIICorps}, ""
	case kOOC, kDoneOOC:
		return check.Part{Step: partOOC}, ""
	case kReact:
		return check.Part{}, "it answers a reaction (11): tried when the host asks it"
	case kStrategic, kKeepStrategic:
		return check.Part{}, strategicLineNote
	case kSetup, kDoneSetup:
		return check.Part{}, fmt.Sprintf("a set-up line (%s): the host applies it with the set-up; your next view shows where each unit stands", vc.base.rule("23", "15"))
	case kStatus, kObjective, kEntry, kDoneCommand:
		if l.Kind == kObjective && (vc.base.Stage == stSetup || vc.base.Stage == stStrategic) {
			return check.Part{}, setupObjectiveNote
		}
		if vc.base.advanced() {
			return check.Part{Step: partCommand}, ""
		}
	case kMarch, kMarchOC:
		if vc.base.onMarchRules() {
			return check.Part{Step: partMarch}, ""
		}
	}
	return check.Part{Form: l.Group}, ""
}

// Steps implements check.Adapter, in the order of the turn (3): the
// activation attempts, (the activations,) the Out of Command phase, the
// end of the turn.
func (vc *viewCheck) Steps() []check.Step[*State] {
	return []check.Step[*State]{
		{Name: partCommand, Before: true, Check: vc.checkCommand},
		{Name: partActivate, Before: true, Check: vc.checkActivate},
		{Name: partMarch, Check: vc.checkMarch},
		{Name: partOOC, Check: vc.checkOOC},
		{Name: partIICorps, Check: vc.checkIICorps},
	}
}

func (vc *viewCheck) Activates(l adjudicator.Line) string {
	if l.Kind != kActivate {
		return ""
	}
	if o, le := parseLine(l.Text); le == nil {
		return o.form
	}
	return ""
}

func (vc *viewCheck) LineOf(text string) (adjudicator.Line, bool) {
	o, le := parseLine(text)
	if le != nil {
		return adjudicator.Line{}, false
	}
	return adjudicator.Line{Text: text, Kind: o.kind}, true
}

// SideOf is the side of a side, formation or unit id (dice.Stake.Who).
func (vc *viewCheck) SideOf(who string) adjudicator.Side {
	if slices.Contains(vc.base.b.sides, adjudicator.Side(who)) {
		return adjudicator.Side(who)
	}
	if f := vc.base.b.forms[who]; f != nil {
		return f.Side
	}
	if sp := vc.base.b.specs[who]; sp != nil {
		return sp.Side
	}
	return ""
}

// SelfClosing: a Formation's actions end by themselves when its last
// Force has acted (6.6), so a line that ends a step may expire, harmless.
func (vc *viewCheck) SelfClosing(l adjudicator.Line) string {
	if l.Kind == kDone || l.Kind == kDoneDeclare || l.Kind == kDoneOOC {
		return "a Formation's actions end by themselves when its last Force has acted (6.6); the line then expires, harmless"
	}
	return ""
}

func (vc *viewCheck) Words() check.Words {
	return check.Words{
		CannotAct: "formation %s cannot act now: %v",
		Order:     "the attempts succeed (5.1)",
		Spare:     "the step may still come if the position changes before the formation acts; if not, the line expires and your report says so",
	}
}

func hexWords(hs []hexmap.Hex) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}

// nonZero keeps the hexes that are set.
func nonZero(hs ...hexmap.Hex) []hexmap.Hex {
	var out []hexmap.Hex
	for _, h := range hs {
		if h != (hexmap.Hex{}) {
			out = append(out, h)
		}
	}
	return out
}
