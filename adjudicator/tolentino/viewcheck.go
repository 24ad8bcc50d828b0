package tolentino

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// CheckOrders implements adjudicator.ViewChecker (package check).
func (System) CheckOrders(sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line) ([]adjudicator.LineCheck, error) {
	return check.Run(Name, sc, v, lines, newViewCheck)
}

// newViewCheck is the check's adapter for view v: its worlds are the
// view's state with a stand-in for each enemy stack out of sight (FromView)
// and, when there are any, the same without them. The parts of a turn
// (viewparts.go) are the army commander's orders step (5.2), the
// activation step (6.1), an activation of each formation (3.1 B) and the
// night (17); retreat and advance lines (12.6, 12.7) depend on combat
// results and are checked when used.
func newViewCheck(sc *scenarios.Scenario, v adjudicator.View) (check.Adapter[*State], error) {
	base, hidden, err := FromView(sc, v)
	if err != nil {
		return nil, err
	}
	vc := &viewCheck{base: base, hidden: hidden, side: v.Side}
	vc.bare = base.clone()
	for _, u := range vc.bare.Units {
		if u.On && vc.bare.spec(u.ID).Side != v.Side && slices.Contains(hidden, u.Hex) {
			u.On = false
		}
	}
	return vc, nil
}

// viewCheck is Tolentino's check.Adapter.
type viewCheck struct {
	base   *State       // rebuilt from the view, a stand-in for each stack out of sight
	bare   *State       // the same without the stand-ins
	hidden []hexmap.Hex // the stand-ins' hexes
	side   adjudicator.Side
}

// The steps of a turn a line is checked in, besides the activations.
const (
	partOrders   = "orders"   // the army commander's orders step (5.2)
	partActivate = "activate" // 6.1
	partNight    = "night"    // 17
)

func (vc *viewCheck) Worlds() []check.World[*State] {
	ws := []check.World[*State]{{State: vc.base}}
	if len(vc.hidden) > 0 {
		ws = append(ws, check.World[*State]{State: vc.bare})
	}
	return ws
}

func (vc *viewCheck) System() adjudicator.System    { return System{} }
func (vc *viewCheck) Scenario() *scenarios.Scenario { return vc.base.b.sc }

func (vc *viewCheck) Now() check.Now {
	return check.Now{Turn: vc.base.Turn, Over: vc.base.Over, Active: vc.base.Active}
}

// Static reads a line against the scenario (its units and formations,
// its hexes on the map) and 5.2.1.
func (vc *viewCheck) Static(l adjudicator.Line, lines []adjudicator.Line) (string, string) {
	c, perr := parseLine(l.Text, vc.base.b.lexicon())
	if perr != nil {
		return perr.msg, "see the map and the counters in your report"
	}
	for _, h := range c.hexes {
		if !vc.base.b.sc.Map.OnMap(h) {
			return fmt.Sprintf("%v is not on the map", h), "see the map and the counters in your report"
		}
	}
	if msg := vc.sameOrder(l, lines); msg != "" {
		return msg, "an officer's try changes his formation's order to another one (5.2.1)"
	}
	return "", ""
}

// sameOrder: an officer's try this turn for the order his formation has
// on the view, when nothing in the file changes that order first (the
// army commander's order line, 5.2; only 5.2, 5.2.1 and a formation
// entering whole, 15.4.1, change one), is refused whatever else happens
// (5.2.1: "already has … orders").
func (vc *viewCheck) sameOrder(l adjudicator.Line, lines []adjudicator.Line) string {
	c, err := parseLine(l.Text, vc.base.b.lexicon())
	if err != nil || c.kind != "initiative" || (l.Turn != 0 && l.Turn != vc.base.Turn) {
		return ""
	}
	f := vc.base.form(c.form)
	if f == nil || f.Order != c.order || len(vc.base.formationUnits(f.ID)) == 0 {
		return ""
	}
	for _, o := range lines {
		if oc, err := parseLine(o.Text, vc.base.b.lexicon()); err == nil && oc.kind == "order" && oc.form == f.ID {
			return ""
		}
	}
	return fmt.Sprintf("%s already has %s orders (5.2.1)", f.ID, c.order)
}

// Part names the part of the turn that uses line l.
func (vc *viewCheck) Part(l adjudicator.Line) (check.Part, string) {
	switch l.Kind {
	case "retreat", "advance":
		return check.Part{}, "it answers a combat result (12.6, 12.7): tried when the host comes to it"
	case "activate":
		return check.Part{Step: partActivate}, ""
	case "order", "grenzer", "done-orders":
		if l.Group == "" {
			return check.Part{Step: partOrders}, ""
		}
	case "reorganize", "done-reorganize":
		if l.Group == "" || vc.base.Stage == stNight {
			return check.Part{Step: partNight}, ""
		}
	}
	return check.Part{Form: l.Group}, ""
}

func (vc *viewCheck) Activates(l adjudicator.Line) string {
	if l.Kind == "activate" {
		return l.Subject
	}
	return ""
}

func (vc *viewCheck) LineOf(text string) (adjudicator.Line, bool) {
	c, perr := parseLine(text, vc.base.b.lexicon())
	if perr != nil {
		return adjudicator.Line{}, false
	}
	return orderLine(c, adjudicator.Pos{File: "check"}, text), true
}

// SideOf: Tolentino's rolls carry no stake.
func (vc *viewCheck) SideOf(string) adjudicator.Side { return "" }

// Depends words a verdict that changes with the stand-ins: world 0 has
// them, world 1 not.
func (vc *viewCheck) Depends(l adjudicator.Line, w int, msg string) (string, string) {
	where := strings.Join(hexWords(vc.nearHidden(l)), ", ")
	guess := "if an enemy unit is there"
	if w != 0 {
		guess = "if none is there"
	}
	return fmt.Sprintf("it depends on the enemy stack out of sight at %s: %s, the rules say: %s", where, guess, msg),
		"your view cannot show what is there; your report will say what became of the line"
}

func (vc *viewCheck) SelfClosing(adjudicator.Line) string { return "" }

func (vc *viewCheck) Words() check.Words {
	return check.Words{
		CannotAct: "formation %s cannot be activated now: %v",
		Order:     "the initiative and the activations give (6.1)",
		Spare:     "the step may still come if the position changes before the formation acts (an enemy moving next to it); if not, the line expires and your report says so",
	}
}

// Final names no stand-in.
func (vc *viewCheck) Final(lc adjudicator.LineCheck) adjudicator.LineCheck {
	lc.Msg = vc.unnameStandIns(lc.Msg)
	return lc
}

// unnameStandIns replaces, in a message of the rules, the id of a
// stand-in counter (FromView) by what the side knows of it: a stand-in is
// a guess, and its id would claim what the view does not show.
func (vc *viewCheck) unnameStandIns(msg string) string {
	for _, u := range vc.base.Units {
		if !u.On || vc.base.spec(u.ID).Side == vc.side || !slices.Contains(vc.hidden, u.Hex) {
			continue
		}
		re := regexp.MustCompile(`\b` + regexp.QuoteMeta(u.ID) + `\b`)
		msg = re.ReplaceAllLiteralString(msg, "the enemy stack out of sight at "+u.Hex.String())
	}
	return msg
}

// nearHidden lists the hexes out of sight a line may depend on: those
// within 3 hexes of a hex it names or of a unit it names; all of them
// when none is so near.
func (vc *viewCheck) nearHidden(l adjudicator.Line) []hexmap.Hex {
	c, perr := parseLine(l.Text, vc.base.b.lexicon())
	if perr != nil {
		return vc.hidden
	}
	at := slices.Clone(c.hexes)
	for _, id := range append([]string{c.unit}, c.units...) {
		if u := vc.base.unit(id); u != nil && u.On {
			at = append(at, u.Hex)
		}
	}
	var near []hexmap.Hex
	for _, h := range vc.hidden {
		for _, a := range at {
			if vc.base.b.grid.Distance(a, h) <= 3 {
				near = append(near, h)
				break
			}
		}
	}
	if len(near) == 0 {
		return vc.hidden
	}
	return near
}

func hexWords(hs []hexmap.Hex) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}
