package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Apply implements adjudicator.State: it answers decision d with line l
// and runs the sequence on to the next decision. The run loop applies to
// a clone, so an error may leave this state half changed.
func (s *State) Apply(d adjudicator.Decision, l adjudicator.Line, r dice.Roller) ([]adjudicator.Event, error) {
	if s.Over != nil {
		return nil, errors.New("the game is over")
	}
	if kind, side, ok := s.owedNow(); !ok || kind != d.Kind || side != d.Side {
		return nil, fmt.Errorf("%s is not the decision owed now", d.Kind)
	}
	if !d.Answers(l) {
		return nil, fmt.Errorf("a %s line does not answer %s", l.Kind, d.Kind)
	}
	if !s.b.untold { // what the sides saw tells the events only (visibleTo)
		s.noteSeen()
		defer func() { s.seen = nil }()
	}
	var err error
	switch d.Kind {
	case "react":
		err = s.applyReaction(l, r)
	case kTurnStart:
		err = s.beginTurn(r)
	case kLosses, kRetreat, kReactOrder:
		o, le := parseLine(l.Text)
		if le != nil {
			return nil, errors.New(le.msg)
		}
		err = s.applyAsk(o)
	default:
		o, le := parseLine(l.Text)
		if le != nil {
			return nil, errors.New(le.msg)
		}
		err = s.applyOrder(o, r)
	}
	if err != nil {
		return nil, s.goitoRefusal(s.cited(l.Kind, err))
	}
	s.watchPontoon()
	s.advance(r)
	if !s.underWay() {
		s.forcedDeployments()
	}
	s.noteCollapses()
	s.tellWent(s.Op) // paused for a reaction: the hexes entered so far
	return s.flush(), nil
}

// owedNow is the kind and side of the decision owed now, as decisions
// gives them: all Apply checks an answer against. A reaction's, an
// activation's and a declaration's are read straight from the state: their
// decisions' prompts and defaults are searches (the reaction's choices,
// the Formations that may activate, a loose cannon's declaration) that
// only a report reads. (rig.try checks both agree on every rules test.)
func (s *State) owedNow() (kind string, side adjudicator.Side, ok bool) {
	if s.Over == nil && len(s.Asks) == 0 {
		switch {
		case len(s.Reacts) > 0:
			return "react", s.units(s.Reacts[0].Units)[0].p.Side, true
		case s.Stage == stActivate:
			return kActivate, s.Side, true
		case s.Stage == stDeclare:
			return kDeclare, s.Side, true
		}
	}
	cur := s.decisions(false)
	if len(cur) == 0 {
		return "", "", false
	}
	return cur[0].Kind, cur[0].Side, true
}

// applyOrder applies a plan line at the stage it answers.
func (s *State) applyOrder(o order, r dice.Roller) error {
	switch s.Stage {
	case stStrategic, stStrategicChange:
		return s.applyStrategic(o, r)
	case stSetup:
		if o.kind == kDoneSetup {
			s.endSetup(r)
			return nil
		}
		if o.kind == kObjective {
			return s.setupObjective(o)
		}
		return s.applySetup(o)
	case stActivate:
		if o.kind == kPass {
			s.pass(s.Side, "", r)
			return nil
		}
		return s.attempt(s.Side, o.form, r)
	case stDeclare:
		if o.kind == kDoneDeclare {
			if s.Loose == "attack" && len(s.Markers) == 0 && len(s.declarationOptions(1)) > 0 {
				return errors.New("a loose cannon's Attack result: the commander declares at least one Assault or Charge he can (5.2)")
			}
			s.Stage = stAction
			return nil
		}
		if o.kind == kReserve {
			return s.applyReserve(o)
		}
		return s.declare(o)
	case stAction:
		return s.applyAction(o, r)
	case stOOC:
		if o.kind == kDoneOOC {
			s.endOOC(r)
			return nil
		}
		return s.doMove(o, kOOC)
	case stCommand:
		if err := s.applyCommand(o, r); err != nil {
			return err
		}
		if o.kind == kDoneCommand {
			s.endCommand(r)
		}
		return nil
	case stMarch:
		return s.applyMarch(o, r)
	case stOCMarch:
		return s.applyOCMarch(o, r)
	case stIICorps:
		s.chooseIICorps(o.yes)
		s.endPhase(stIICorps, r)
		return nil
	}
	return fmt.Errorf("nothing is owed at stage %s", s.Stage)
}
