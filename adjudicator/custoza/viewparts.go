package custoza

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The parts of a turn the offline check (viewcheck.go) runs the lines of
// an order file through: the activation attempts (5.1), an activation of
// each formation (3·2.2), the Out of Command Units Phase (3·4) and the II
// Corps choice (Goito 16.1); in the advanced game the Command Phase (14·2)
// and the March & Reserve Phase's marches (14·6).

// checkActivate tries each `activate` line at an activation step (5.1):
// a formation that cannot try is never taken from the list.
func (vc *viewCheck) checkActivate(c *check.Check[*State], lines []adjudicator.Line) {
	for _, l := range lines {
		o, _ := parseLine(l.Text)
		if o.kind != kActivate {
			continue
		}
		if why := vc.base.activationRefused(vc.side, o.form); why != "" {
			c.Problem(l, why, "activate one of your formations that has not activated this turn")
		}
	}
}

// checkIICorps: the Austrian chooses at the end of Turn IV (Goito 16.1).
func (vc *viewCheck) checkIICorps(c *check.Check[*State], lines []adjudicator.Line) {
	s := vc.base
	for _, l := range lines {
		switch {
		case s.b.iiCorpsAt == 0:
			c.Problem(l, "this scenario has no II Corps option (Goito 16.1)", "drop the line")
		case s.b.sides[s.iiCorpsSide()] != vc.side:
			c.Problem(l, fmt.Sprintf("the II Corps choice is %s's (Goito 16.1)", s.b.sides[s.iiCorpsSide()]), "drop the line")
		case s.IICorps != "":
			c.Problem(l, "the II Corps choice is made: irrevocable (Goito 16.1.3)", "drop the line")
		case s.Turn != s.b.iiCorpsAt:
			c.Problem(l, fmt.Sprintf("the II Corps choice is made at the end of %s (Goito 16.1): the line will not be used in %s", s.b.turnLabel(s.b.iiCorpsAt), s.b.turnLabel(s.Turn)),
				fmt.Sprintf("write it under `turn %d`", s.b.iiCorpsAt))
		}
	}
}

// checkOOC runs the side's Out of Command Units Phase (3·4, 4.1.1) from
// the position the view shows and after the formations checked before.
func (vc *viewCheck) checkOOC(c *check.Check[*State], lines []adjudicator.Line) {
	prepare := func(s *State, r dice.Roller) error {
		if s.Over != nil {
			return errors.New("the game is over")
		}
		s.Stage, s.Side, s.Active, s.Markers, s.Op, s.Reacts, s.Closing = stOOC, vc.side, "", nil, nil, nil, false
		s.startOOC(r)
		s.advance(r)
		s.flush()
		return nil
	}
	until := func(s *State) bool { return s.Over != nil || s.Stage != stOOC || s.Side != vc.side }
	c.Chained("", lines, prepare, until)
}

// CheckFormation runs an activation of formation form: the one under way,
// or one starting from the position the view shows (as if its die had
// passed), and one after the formations checked before it (check.Chained).
func (vc *viewCheck) CheckFormation(c *check.Check[*State], form string, lines []adjudicator.Line) {
	until := func(s *State) bool { return s.Over != nil || s.Active != form }
	s := vc.base
	if s.Active == form {
		c.Chained(form, lines, nil, until)
		return
	}
	if f := s.form(form); f != nil && f.Activated {
		for _, l := range lines {
			c.Problem(l, fmt.Sprintf("formation %s has activated in %s already (5.1: once per GT): its lines for this turn will not be used", form, s.b.turnLabel(s.Turn)),
				fmt.Sprintf("write them under `turn %d`", s.Turn+1))
		}
		return
	}
	prepare := func(s *State, r dice.Roller) error { return s.activateAsIf(vc.side, form, r) }
	c.Chained(form, lines, prepare, until)
}

// Forced tries l at the step it answers, on st set to that step.
func (vc *viewCheck) Forced(end *State, group string, l adjudicator.Line) error {
	st := end.Clone().(*State)
	st.Op, st.Reacts, st.Closing = nil, nil, false
	switch l.Kind {
	case kDeclare, kDoneDeclare:
		st.Active, st.Side, st.Stage = group, vc.side, stDeclare
	case kOOC, kDoneOOC:
		st.Active, st.Side, st.Stage = "", vc.side, stOOC
	default:
		if !slices.Contains(actionKinds, l.Kind) {
			return nil
		}
		st.Active, st.Side, st.Stage = group, vc.side, stAction
	}
	p := st.Brief()
	if len(p) == 0 {
		return nil
	}
	_, err := st.Apply(p[0], l, check.LowDice())
	return err
}

// checkCommand runs the side's Command Phase (14·2) from the position the
// view shows: its status, objective and entry lines.
func (vc *viewCheck) checkCommand(c *check.Check[*State], lines []adjudicator.Line) {
	for _, l := range lines {
		if o, le := parseLine(l.Text); le == nil && o.kind == kStatus {
			vc.statuses = append(vc.statuses, o)
		}
	}
	vc.checkAdvanced(c, lines, stCommand, func(s *State) bool { return s.Stage != stCommand })
	vc.afterCommand()
}

// afterCommand plays the file's status lines on every world, for the
// parts checked after the Command Phase (14·2 comes before the Action
// Phase and the March & Reserve Phase): each refused one is the Command
// Phase check's to tell, and changes nothing.
func (vc *viewCheck) afterCommand() {
	if len(vc.statuses) == 0 {
		return
	}
	for i := range vc.worlds {
		s := vc.worlds[i].State.Clone().(*State)
		if s.Stage == stSetup || s.Stage == stStart || s.Stage == stCommand {
			side := s.Side
			s.Side = vc.side
			for _, o := range vc.statuses {
				_ = s.applyCommand(o, nopRoller{})
			}
			s.Side = side
			s.flush()
		}
		vc.worlds[i].State = s
	}
	vc.base = vc.worlds[0].State
}

// checkMarch runs the side's March & Reserve Phase (14·6) from the
// position the view shows: its march and march-oc lines, the enemy
// passing.
func (vc *viewCheck) checkMarch(c *check.Check[*State], lines []adjudicator.Line) {
	vc.checkAdvanced(c, lines, stMarch, func(s *State) bool { return s.Stage != stMarch && s.Stage != stOCMarch })
}

// checkAdvanced runs lines in a phase of the advanced game's turn (14·2,
// 14·6) the side starts at stage, until over: no action under way; the
// initiative, not yet rolled at a turn's start, taken as the enemy's (the
// side goes first).
func (vc *viewCheck) checkAdvanced(c *check.Check[*State], lines []adjudicator.Line, stage string, over func(*State) bool) {
	prepare := func(s *State, r dice.Roller) error {
		if s.Over != nil {
			return errors.New("the game is over")
		}
		s.Stage, s.Side, s.Active, s.Markers, s.Op, s.Reacts, s.Closing, s.Passes = stage, vc.side, "", nil, nil, nil, false, 0
		if s.Initiative == "" {
			s.Initiative = s.b.enemy(vc.side)
		}
		return nil
	}
	c.Alone("", lines, prepare, func(s *State) bool { return s.Over != nil || over(s) })
}
