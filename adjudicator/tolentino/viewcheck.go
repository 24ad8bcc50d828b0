package tolentino

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
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
	// The orders step first: it comes first in the turn (3.1 A).
	slices.SortStableFunc(keys, func(a, b string) int {
		return cmpBool(b == partOrders, a == partOrders)
	})
	for _, k := range keys {
		vc.checkPart(k, parts[k])
	}
	res := make([]adjudicator.LineCheck, len(order))
	for i, p := range order {
		res[i] = *vc.out[p]
	}
	return res
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

func (vc *viewCheck) checkPart(key string, lines []adjudicator.Line) {
	switch key {
	case partActivate:
		vc.checkActivate(lines)
	case partOrders:
		vc.checkOrdersStep(lines)
	case partNight:
		vc.checkNight(lines)
	default:
		vc.checkFormation(strings.TrimPrefix(key, "formation "), lines)
	}
}

// checkActivate tries each `activate` line at the activation step (6.1):
// a formation that cannot be activated is never taken from the list.
func (vc *viewCheck) checkActivate(lines []adjudicator.Line) {
	for _, l := range lines {
		st := vc.base.clone()
		st.calm()
		st.Active, st.Stage, st.Side, st.First = "", stActivate, vc.side, false
		c, _ := parseLine(l.Text, st.b.lexicon())
		_, err := st.activate(c)
		switch {
		case err == nil:
		case vc.mayBeOutOfSight(c.form):
			*vc.out[l.Pos] = adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckWarning,
				Msg:  fmt.Sprintf("it depends on the enemy stacks out of sight: you see no unit of formation %s on the map, and some of them may be there; if none is, the rules say: %v", c.form, err),
				Hint: "your view cannot show what is there; your report will say what became of the line"}
		default:
			vc.problem(l, err.Error(), "activate a formation of the list your report gives")
		}
	}
}

// mayBeOutOfSight reports an enemy formation some of whose units the view
// neither shows nor lists off the map, while it shows stacks out of sight.
func (vc *viewCheck) mayBeOutOfSight(form string) bool {
	if len(vc.hidden) == 0 || vc.base.b.sideOfFormation(form) == vc.side {
		return false
	}
	for _, u := range vc.bare.Units {
		if vc.bare.spec(u.ID).Formation == form && !u.On && !u.Gone {
			return true
		}
	}
	return false
}

// checkOrdersStep runs the army commander's orders step (5.2).
func (vc *viewCheck) checkOrdersStep(lines []adjudicator.Line) {
	st := vc.base
	if st.Stage != stOrders && st.Stage != stCommand {
		why := fmt.Sprintf("the army commander's orders step of turn %d is over (5.2)", st.Turn)
		if st.Turn == max(1, st.b.sc.FirstTurn) {
			why = fmt.Sprintf("turn %d has no Command phase (3.2)", st.Turn)
		}
		for _, l := range lines {
			vc.problem(l, why+": the line will not be used", fmt.Sprintf("write it under `turn %d`", st.Turn+1))
		}
		return
	}
	// The view does not say how many changes are left (4.2): the check
	// runs the whole step from its start, as one file's lines do.
	prepare := func(s *State, _ dice.Roller) error {
		s.Stage, s.Side, s.Changes = stOrders, vc.side, s.initValue(vc.side)
		return nil
	}
	until := func(s *State) bool { return s.Over || s.Stage != stOrders || s.Side != vc.side }
	end := vc.runPart("", lines, prepare, until)
	if end == nil {
		return
	}
	// The activations of the turn come after the orders step: they are
	// checked under the orders the file gives.
	for _, f := range end.Forms {
		vc.base.form(f.ID).Order = f.Order
		vc.bare.form(f.ID).Order = f.Order
	}
}

// checkNight runs the night reorganization (17) when the view is at it;
// before, it can only say whether the turn has one.
func (vc *viewCheck) checkNight(lines []adjudicator.Line) {
	st := vc.base
	if !st.b.night(st.Turn) {
		for _, l := range lines {
			vc.problem(l, fmt.Sprintf("turn %d has no night reorganization (17): a unit reorganizes in its formation's activation (15.3)", st.Turn),
				"put `reorganize UNIT` under `formation ID`, the unit's formation")
		}
		return
	}
	if st.Stage != stNight {
		for _, l := range lines {
			vc.untried(l, "the night reorganization (17) has not begun: tried when it comes")
		}
		return
	}
	prepare := func(s *State, _ dice.Roller) error {
		s.Side = vc.side
		return nil
	}
	until := func(s *State) bool { return s.Over || s.Stage != stNight || s.Side != vc.side }
	vc.runPart("", lines, prepare, until)
}

// activationKinds are the lines a formation's activation uses (3.1 B).
var activationKinds = []string{"initiative", "move", "hold", "artillery", "charge", "bridge", "done",
	"unit-order", "done-orders", "bombard", "done-bombard", "attack", "done-attack", "reorganize", "done-reorganize"}

// checkFormation runs an activation of formation form: the one under way,
// or one starting from the position the view shows.
func (vc *viewCheck) checkFormation(form string, lines []adjudicator.Line) {
	until := func(s *State) bool { return s.Over || s.Active != form }
	if vc.base.Active == form {
		vc.runPart(form, lines, nil, until)
		return
	}
	if f := vc.base.form(form); f != nil && f.Done {
		for _, l := range lines {
			vc.problem(l, fmt.Sprintf("formation %s has been activated in turn %d already (6.1): its lines for this turn will not be used", form, vc.base.Turn),
				fmt.Sprintf("write them under `turn %d`", vc.base.Turn+1))
		}
		return
	}
	prepare := func(s *State, r dice.Roller) error {
		s.calm()
		s.Active, s.Stage, s.Side, s.First = "", stActivate, vc.side, false
		if vc.base.b.night(s.Turn) {
			s.NightUsed = nil
		}
		p := s.Pending()
		if len(p) == 0 {
			return fmt.Errorf("the game is over")
		}
		_, err := s.Apply(p[0], orderLine(&cmd{kind: "activate", form: form}, adjudicator.Pos{File: "check"}, "activate "+form), r)
		return err
	}
	vc.runPart(form, lines, prepare, until)
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
