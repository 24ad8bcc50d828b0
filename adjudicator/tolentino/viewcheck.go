package tolentino

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// CheckOrders implements adjudicator.ViewChecker: `mincio orders check`
// and a `mode: check` mail. It runs the host's rules and engine on the
// state rebuilt from the side's view (FromView), so it refuses what the
// host would refuse on what that side may see:
//
//   - each line is read against the scenario (units, formations, hexes on
//     the map);
//   - the lines of each formation group for the turn in progress are fed,
//     by adjudicator.Game as the host feeds them, to an activation of that
//     formation from the position the view shows (or to the activation
//     under way); the army's order changes to the orders step (5.2); each
//     `activate` line is tried at the activation step (6.1);
//   - a line the rules refuse there is a problem with the rules' message;
//     a line the activation never reaches (its step skipped or over) is a
//     problem with the host's reason;
//   - every part is run twice, once with every die at its lowest face and
//     once at its highest, and, when the view shows enemy stacks out of
//     sight, again without their stand-ins: a verdict that changes is a
//     warning naming what it depends on.
//
// Lines for a later turn are checked against the scenario only; retreat
// and advance lines (12.6, 12.7) depend on combat results and are checked
// when used.
func (System) CheckOrders(sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line) ([]adjudicator.LineCheck, error) {
	if sc.System != Name {
		return nil, fmt.Errorf("scenario %s is for the %s rules, not %s", sc.ID, sc.System, Name)
	}
	base, hidden, err := FromView(sc, v)
	if err != nil {
		return nil, err
	}
	vc := &viewCheck{base: base, hidden: hidden, side: v.Side, out: map[adjudicator.Pos]*adjudicator.LineCheck{}}
	vc.bare = base.clone()
	for _, u := range vc.bare.Units {
		if u.On && vc.bare.spec(u.ID).Side != v.Side && slices.Contains(hidden, u.Hex) {
			u.On = false
		}
	}
	return vc.check(lines), nil
}

type viewCheck struct {
	base   *State       // rebuilt from the view, a stand-in for each stack out of sight
	bare   *State       // the same without the stand-ins
	hidden []hexmap.Hex // the stand-ins' hexes
	side   adjudicator.Side
	out    map[adjudicator.Pos]*adjudicator.LineCheck
	// standing are the file's standing lines: every part runs with them.
	standing []adjudicator.Line
	// chain holds the position after the activations checked so far (with
	// the stand-ins, without), and before the formations they were of.
	chain  [2]*State
	before []string
}

// The parts of a turn a line is checked in.
const (
	partOrders   = "orders"   // the army commander's orders step (5.2)
	partActivate = "activate" // 6.1
	partNight    = "night"    // 17
)

func (vc *viewCheck) check(lines []adjudicator.Line) []adjudicator.LineCheck {
	var order []adjudicator.Pos
	parts := map[string][]adjudicator.Line{}
	var keys []string
	for _, l := range lines {
		if l.Kind == adjudicator.Heading {
			continue
		}
		vc.out[l.Pos] = &adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
		order = append(order, l.Pos)
		if msg := vc.static(l); msg != "" {
			vc.problem(l, msg, "see the map and the counters in your report")
			continue
		}
		if msg := vc.sameOrder(l, lines); msg != "" {
			vc.problem(l, msg, "an officer's try changes his formation's order to another one (5.2.1)")
			continue
		}
		if l.Standing {
			vc.standing = append(vc.standing, l)
			continue
		}
		turn := l.Turn
		if turn == 0 {
			turn = vc.base.Turn
		}
		if vc.base.Over {
			vc.problem(l, "the game is over", "send nothing more for this game")
			continue
		}
		if turn < vc.base.Turn {
			vc.problem(l, fmt.Sprintf("turn %d is over: the game is in turn %d", turn, vc.base.Turn), fmt.Sprintf("write `turn %d`, or a later turn", vc.base.Turn))
			continue
		}
		key := vc.part(l)
		switch {
		case turn > vc.base.Turn:
			vc.untried(l, fmt.Sprintf("turn %d has not begun: read against the map and the counters only", turn))
			continue
		case key == "":
			vc.untried(l, "it answers a combat result (12.6, 12.7): tried when the host comes to it")
			continue
		}
		if _, ok := parts[key]; !ok {
			keys = append(keys, key)
		}
		parts[key] = append(parts[key], l)
	}
	// In the order of the turn (3.1): the orders step, the activation
	// step, the activations (the one under way, then in the order of the
	// file's `activate` lines, then in file order), the night.
	slices.SortStableFunc(keys, func(a, b string) int { return vc.rank(a, lines) - vc.rank(b, lines) })
	for _, k := range keys {
		vc.checkPart(k, parts[k])
	}
	res := make([]adjudicator.LineCheck, len(order))
	for i, p := range order {
		res[i] = *vc.out[p]
		res[i].Msg = vc.unnameStandIns(res[i].Msg)
	}
	return res
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

func (vc *viewCheck) untried(l adjudicator.Line, why string) {
	*vc.out[l.Pos] = adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckUntried, Msg: why}
}

func (vc *viewCheck) problem(l adjudicator.Line, msg, hint string) {
	*vc.out[l.Pos] = adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckProblem, Msg: msg, Hint: hint}
}

// static reads a line against the scenario: its units and formations,
// and that its hexes are on the map.
func (vc *viewCheck) static(l adjudicator.Line) string {
	c, perr := parseLine(l.Text, vc.base.b.lexicon())
	if perr != nil {
		return perr.msg
	}
	for _, h := range c.hexes {
		if !vc.base.b.sc.Map.OnMap(h) {
			return fmt.Sprintf("%v is not on the map", h)
		}
	}
	return ""
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

// part names the part of the turn that uses line l: "" for lines that
// answer combat results (retreat, advance).
func (vc *viewCheck) part(l adjudicator.Line) string {
	switch l.Kind {
	case "retreat", "advance":
		return ""
	case "activate":
		return partActivate
	case "order", "grenzer":
		if l.Group == "" {
			return partOrders
		}
	case "done-orders":
		if l.Group == "" {
			return partOrders
		}
	case "reorganize", "done-reorganize":
		if l.Group == "" || vc.base.Stage == stNight {
			return partNight
		}
	}
	return "formation " + l.Group
}

// rank places a part in the order of the turn.
func (vc *viewCheck) rank(key string, lines []adjudicator.Line) int {
	switch key {
	case partOrders:
		return 0
	case partActivate:
		return 1
	case partNight:
		return 1 << 20
	}
	form := strings.TrimPrefix(key, "formation ")
	if form == vc.base.Active {
		return 2
	}
	n := 3
	for _, l := range lines {
		if l.Kind == "activate" && (l.Turn == vc.base.Turn || l.Turn == 0) {
			if l.Subject == form {
				return n
			}
			n++
		}
	}
	return 1 << 10
}
