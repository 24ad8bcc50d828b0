package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Steps implements check.Adapter: the parts of a turn besides the
// activations of the formations (3.1 B, CheckFormation) that the offline
// check (viewcheck.go) runs the lines of an order file through, in the
// order of the turn (3.1): the army commander's orders step (5.2), the
// activation step (6.1), the night (17).
func (vc *viewCheck) Steps() []check.Step[*State] {
	return []check.Step[*State]{
		{Name: partOrders, Before: true, Check: vc.checkOrdersStep},
		{Name: partActivate, Before: true, Check: vc.checkActivate},
		{Name: partNight, Check: vc.checkNight},
	}
}

// checkActivate tries each `activate` line at the activation step (6.1):
// a formation that cannot be activated is never taken from the list.
func (vc *viewCheck) checkActivate(ck *check.Check[*State], lines []adjudicator.Line) {
	for _, l := range lines {
		st := vc.base.clone()
		st.calm()
		st.Active, st.Stage, st.Side, st.First = "", stActivate, vc.side, false
		c, _ := parseLine(l.Text, st.b.lexicon())
		_, err := st.activate(c)
		switch {
		case err == nil:
		case vc.mayBeOutOfSight(c.form):
			ck.Set(adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckWarning,
				Msg:  fmt.Sprintf("it depends on the enemy stacks out of sight: you see no unit of formation %s on the map, and some of them may be there; if none is, the rules say: %v", c.form, err),
				Hint: "your view cannot show what is there; your report will say what became of the line"})
		default:
			ck.Problem(l, err.Error(), "activate a formation of the list your report gives")
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
func (vc *viewCheck) checkOrdersStep(c *check.Check[*State], lines []adjudicator.Line) {
	st := vc.base
	if st.Stage != stOrders && st.Stage != stCommand {
		why := fmt.Sprintf("the army commander's orders step of turn %d is over (5.2)", st.Turn)
		if st.Turn == max(1, st.b.sc.FirstTurn) {
			why = fmt.Sprintf("turn %d has no Command phase (3.2)", st.Turn)
		}
		for _, l := range lines {
			c.Problem(l, why+": the line will not be used", fmt.Sprintf("write it under `turn %d`", st.Turn+1))
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
	end, ok := c.Alone("", lines, prepare, until)
	if !ok {
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
func (vc *viewCheck) checkNight(c *check.Check[*State], lines []adjudicator.Line) {
	st := vc.base
	if !st.b.night(st.Turn) {
		for _, l := range lines {
			c.Problem(l, fmt.Sprintf("turn %d has no night reorganization (17): a unit reorganizes in its formation's activation (15.3)", st.Turn),
				"put `reorganize UNIT` under `formation ID`, the unit's formation")
		}
		return
	}
	if st.Stage != stNight {
		for _, l := range lines {
			c.Untried(l, "the night reorganization (17) has not begun: tried when it comes")
		}
		return
	}
	prepare := func(s *State, _ dice.Roller) error {
		s.Side = vc.side
		return nil
	}
	until := func(s *State) bool { return s.Over || s.Stage != stNight || s.Side != vc.side }
	c.Alone("", lines, prepare, until)
}

// CheckFormation runs an activation of formation form: the one under way,
// or one starting from the position the view shows, and one after the
// formations checked before it (check.Chained).
func (vc *viewCheck) CheckFormation(c *check.Check[*State], form string, lines []adjudicator.Line) {
	until := func(s *State) bool { return s.Over || s.Active != form }
	if vc.base.Active == form {
		c.Chained(form, lines, nil, until)
		return
	}
	if f := vc.base.form(form); f != nil && f.Done {
		for _, l := range lines {
			c.Problem(l, fmt.Sprintf("formation %s has been activated in turn %d already (6.1): its lines for this turn will not be used", form, vc.base.Turn),
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
	c.Chained(form, lines, prepare, until)
}

// Forced tries l at the step it answers, on end set to that step.
func (vc *viewCheck) Forced(end *State, group string, l adjudicator.Line) error {
	stage := stepOf(l.Kind, group)
	if stage == "" {
		return nil
	}
	st := end.Clone().(*State)
	st.calm()
	st.Active, st.Side, st.Stage = group, vc.side, stage
	if stage == stOfficer {
		st.form(group).Tried = false
		if !st.officerPresent() {
			return nil // no officer to try (4.4.5): the step is never asked
		}
	}
	p := st.Pending()
	if len(p) == 0 {
		return nil
	}
	_, err := st.Apply(p[0], l, check.LowDice())
	return err
}

// stepOf is the stage whose decision takes a line of kind in group.
func stepOf(kind, group string) string {
	if group == "" {
		switch kind {
		case "order", "grenzer", "done-orders":
			return stOrders
		case "reorganize", "done-reorganize":
			return stNight
		}
		return ""
	}
	switch kind {
	case "initiative", "done-orders":
		return stOfficer
	case "move", "hold", "artillery", "charge", "bridge", "done":
		return stMove
	case "unit-order":
		return stOOC
	case "bombard", "done-bombard":
		return stBombard
	case "attack", "done-attack":
		return stAttack
	case "reorganize", "done-reorganize":
		return stReorg
	}
	return ""
}

// calm clears what belongs to the step under way (an assault being
// declared, retreats and advances to choose), so a state rebuilt from a
// view can be set at the start of another part of the turn.
func (s *State) calm() {
	s.Pend, s.ArtRet, s.Ret, s.Adv, s.Escape, s.Capture = nil, nil, nil, nil, nil, false
	s.Attacked, s.LeaderMoved = nil, false
}
