package custoza

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The parts of a turn the offline check (viewcheck.go) runs the lines of
// an order file through: the activation attempts (5.1), an activation of
// each formation (3·2.2), the Out of Command Units Phase (3·4) and the II
// Corps choice (Goito 16.1).

func (vc *viewCheck) checkPart(key string, lines []adjudicator.Line) {
	switch key {
	case partActivate:
		vc.checkActivate(lines)
	case partIICorps:
		vc.checkIICorps(lines)
	case partOOC:
		vc.checkOOC(lines)
	default:
		vc.checkFormation(strings.TrimPrefix(key, "formation "), lines)
	}
}

// checkActivate tries each `activate` line at an activation step (5.1):
// a formation that cannot try is never taken from the list.
func (vc *viewCheck) checkActivate(lines []adjudicator.Line) {
	for _, l := range lines {
		o, _ := parseLine(l.Text)
		if o.kind != kActivate {
			continue
		}
		st := vc.base[0]
		if why := st.activationRefused(vc.side, o.form); why != "" {
			vc.problem(l, why, "activate one of your formations that has not activated this turn")
		}
	}
}

// checkIICorps: the Austrian chooses at the end of Turn IV (Goito 16.1).
func (vc *viewCheck) checkIICorps(lines []adjudicator.Line) {
	s := vc.base[0]
	for _, l := range lines {
		switch {
		case s.b.iiCorpsAt == 0:
			vc.problem(l, "this scenario has no II Corps option (Goito 16.1)", "drop the line")
		case s.b.sides[s.iiCorpsSide()] != vc.side:
			vc.problem(l, fmt.Sprintf("the II Corps choice is %s's (Goito 16.1)", s.b.sides[s.iiCorpsSide()]), "drop the line")
		case s.IICorps != "":
			vc.problem(l, "the II Corps choice is made: irrevocable (Goito 16.1.3)", "drop the line")
		case s.Turn != s.b.iiCorpsAt:
			vc.problem(l, fmt.Sprintf("the II Corps choice is made at the end of %s (Goito 16.1): the line will not be used in %s", s.b.turnLabel(s.b.iiCorpsAt), s.b.turnLabel(s.Turn)),
				fmt.Sprintf("write it under `turn %d`", s.b.iiCorpsAt))
		}
	}
}

// checkOOC runs the side's Out of Command Units Phase (3·4, 4.1.1) from
// the position the view shows and after the formations checked before.
func (vc *viewCheck) checkOOC(lines []adjudicator.Line) {
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
	alone := vc.runs("", lines, vc.base, prepare, until)
	if vc.chain[0] == nil {
		for _, l := range lines {
			*vc.out[l.Pos] = vc.verdict(l, alone)
		}
		return
	}
	after := vc.runs("", lines, vc.chain, prepare, until)
	for _, l := range lines {
		*vc.out[l.Pos] = vc.either(vc.verdict(l, alone), vc.verdict(l, after))
	}
}

// checkFormation runs an activation of formation form: the one under way,
// or one starting from the position the view shows (as if its die had
// passed), and one after the formations checked before it (viewchain.go).
func (vc *viewCheck) checkFormation(form string, lines []adjudicator.Line) {
	until := func(s *State) bool { return s.Over != nil || s.Active != form }
	s := vc.base[0]
	if s.Active == form {
		vc.chained(form, lines, nil, until)
		return
	}
	if f := s.form(form); f != nil && f.Activated {
		for _, l := range lines {
			vc.problem(l, fmt.Sprintf("formation %s has activated in %s already (5.1: once per GT): its lines for this turn will not be used", form, s.b.turnLabel(s.Turn)),
				fmt.Sprintf("write them under `turn %d`", s.Turn+1))
		}
		return
	}
	prepare := func(s *State, r dice.Roller) error { return s.activateAsIf(vc.side, form, r) }
	vc.chained(form, lines, prepare, until)
}
