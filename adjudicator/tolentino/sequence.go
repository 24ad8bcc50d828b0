package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// advance runs the sequence of play (3.1) from the current stage until a
// player must decide; it does every automatic step on the way. It is the
// turn sequence of the rulebook, read top to bottom.
func (s *State) advance(r dice.Roller) []adjudicator.Event {
	var ev []adjudicator.Event
	for {
		switch s.Stage {
		case stCommand: // A. Command phase (3.2: skipped on turn 1)
			if s.b.light(s.Turn) == "night" { // 17.2: all Defense, forced retreat, reorganization
				ev = append(ev, s.replacements()...) // A.2 (15.5): 17.2 skips orders and initiative, not replacements
				ev = append(ev, s.nightDefense()...)
				ev = append(ev, s.nightRetreat()...)
				s.Stage, s.Side = stNight, Naples
				continue
			}
			// A.1 Orders (5.2): the Neapolitans first.
			s.Stage, s.Side, s.Changes = stOrders, Naples, s.initValue(Naples)
			return ev
		case stReplace: // A.2 Replacement (15.5)
			ev = append(ev, s.replacements()...)
			s.Stage = stInitiative
		case stInitiative: // A.3 Initiative (6), then 6.1 activation
			if s.b.light(s.Turn) == "twilight" && s.nightActivationsDone() { // 17.1
				ev = append(ev, s.nightDefense()...)
				s.Stage, s.Side = stNight, Naples
				continue
			}
			if !s.anyToActivate() {
				s.Stage = stEndTurn
				continue
			}
			ev = append(ev, s.chooser(r)...)
			s.Stage = stActivate
			return ev
		case stReinforce: // B.1 Reinforcements (15.4)
			ev = append(ev, s.reinforce()...)
			s.Stage = stCmdCheck
		case stCmdCheck: // B.2 Command: Out of Command markers (4.3, 4.3.4)
			ev = append(ev, s.commandCheck()...)
			s.recordStart(s.Active)
			s.Stage = stOfficer
		case stOfficer: // B.2 the officer may try to change his order (5.2.1)
			if !s.officerPresent() {
				s.Stage = stMove
				continue
			}
			return ev
		case stOOC, stReorg:
			// B.3 out of command units (5.3.1) and B.6 reorganization
			// (15.3): always asked, with a default, so that a plan line
			// for them is never left blocking the plan.
			return ev
		case stBombard: // B.4 Bombardment (11.4): asked when a gun can fire
			if len(s.bombardOptions()) == 0 {
				s.Stage = stAttack
				continue
			}
			return ev
		case stAttack: // B.5 Combat (12): asked when an assault is possible
			if len(s.attackOptions()) == 0 && len(s.obligedAttacks()) == 0 {
				s.Stage = stReorg
				continue
			}
			return ev
		case stEndAct: // B.6 the active leader is turned to his Activated side
			s.endActivation()
			s.Stage = stInitiative
		case stNight: // 17: reorganization of the formations not activated
			return ev
		case stEndTurn: // C. End of turn phase
			ev = append(ev, s.endTurn(r)...)
			if s.Over {
				s.Stage = stOver
				return append(ev, s.finalEvent())
			}
			s.Stage = stCommand
		default: // stOrders, stActivate, stMove, stOver: a decision
			return ev
		}
	}
}

// chooser rolls the initiative (6) and sets who chooses the formation;
// in the twilight turn (17.1) a side that has used its activation gives
// the choice to the other without a roll.
func (s *State) chooser(r dice.Roller) []adjudicator.Event {
	if s.b.light(s.Turn) == "twilight" && len(s.NightUsed) == 1 {
		s.Side = enemy(s.NightUsed[0])
		return nil
	}
	win, e := s.rollInitiative(r)
	s.Side = win
	if len(s.activatable()) == 0 { // 17.1: nothing of his own left
		s.Side = enemy(win)
	}
	return []adjudicator.Event{e}
}

func (s *State) anyToActivate() bool {
	for _, f := range s.Forms {
		if !f.Done && s.present(f.ID) {
			return true
		}
	}
	return false
}

func (s *State) officerPresent() bool {
	f := s.form(s.Active)
	l := s.unit(f.Leader)
	return l != nil && l.On && !l.Gone && !f.Tried
}

// endActivation is 3.1 B.6.
func (s *State) endActivation() {
	f := s.form(s.Active)
	if l := s.unit(f.Leader); l != nil {
		l.Flag = true
	}
	for _, u := range s.formationUnits(f.ID) {
		if s.specOf(u).art() {
			u.Moved = false // 11: turned again in segment 6
		}
	}
	s.Active, s.First, s.Attacked, s.LeaderMoved = "", false, nil, false
}

// endTurn is 3.1 C: rout movement (15.2.2), artillery back to unmoved,
// officers back to their front side, next turn.
func (s *State) endTurn(r dice.Roller) []adjudicator.Event {
	var ev []adjudicator.Event
	for _, u := range s.Units {
		if u.On && !u.Gone && u.Dis == routed {
			from := u.Hex
			if s.routAway(u, 2, true, r) && u.Hex != from {
				ev = append(ev, adjudicator.Event{Code: "rout", To: adjudicator.Only(s.specOf(u).Side), Text: fmt.Sprintf("routed %s flees %v to %v (15.2.2)", u.ID, from, u.Hex)})
			}
		}
	}
	for _, u := range s.Units {
		u.Acted, u.Moved, u.Rough, u.OOC, u.Order, u.TriedOrder, u.New, u.Start, u.Flag, u.Fired, u.Fought = false, false, false, false, "", false, false, 0, false, false, false
		u.Spent, u.Charge, u.Held = 0, nil, false
	}
	for _, f := range s.Forms {
		f.Done, f.Tried = false, false
	}
	s.NightUsed = nil
	if last := s.b.sc.LastTurn(); last > 0 && s.Turn >= last {
		s.Over = true
		return ev
	}
	s.Turn++
	return append(ev, adjudicator.Event{Code: "turn", Text: s.turnBegins()})
}

func (s *State) finalEvent() adjudicator.Event {
	v := s.victoryPoints()
	o := s.Outcome()
	return adjudicator.Event{Code: "game-over", Text: o.Text, Detail: v.Parts}
}

// Apply implements adjudicator.State: it answers the pending decision d
// with line l, then runs on to the next decision.
func (s *State) Apply(d adjudicator.Decision, l adjudicator.Line, r dice.Roller) ([]adjudicator.Event, error) {
	if s.Over {
		return nil, fmt.Errorf("the game is over")
	}
	kind, side := s.Stage, s.Side
	switch {
	case s.ArtRet != nil:
		kind, side = "artillery-retreat", adjudicator.Side(s.ArtRet.Owner)
	case len(s.Ret) > 0:
		kind, side = "retreat", s.spec(s.Ret[0].Unit).Side
	case len(s.Adv) > 0:
		kind, side = "advance", s.Adv[0].Side
	case s.Capture:
		kind, side = "bridge-capture", Naples
	case len(s.Escape) > 0:
		kind, side = "leader-escape", s.spec(s.Escape[0]).Side
	case s.Pend != nil:
		kind, side = "assault-"+s.Pend.Step, s.stepSide()
	}
	if d.Kind != kind || d.Side != side {
		return nil, fmt.Errorf("decision %s for %s is not pending (now: %s for %s)", d.Kind, d.Side, kind, side)
	}
	if !d.Answers(l) {
		return nil, fmt.Errorf("%q does not answer %s", l.Text, d.Kind)
	}
	c, perr := parseLine(l.Text, s.b.lexicon())
	if perr != nil {
		return nil, perr
	}
	ev, err := s.answer(c, r)
	if err != nil {
		return nil, s.cited(kind, err)
	}
	ev = append(ev, s.separateRouted()...) // 7.1.1
	ev = append(ev, s.advance(r)...)
	ev = append(ev, s.pending...)
	s.pending = nil
	return ev, nil
}

// answer carries out one order line at the current stage.
func (s *State) answer(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	switch c.kind {
	case "order":
		return s.armyOrder(c)
	case "grenzer":
		return s.grenzer(c)
	case "done-orders":
		return s.doneOrders(), nil
	case "activate":
		return s.activate(c)
	case "initiative":
		s.form(s.Active).Tried = true
		return s.officerInitiative(c, r)
	case "move":
		return s.move(c, r)
	case "hold":
		return s.hold(c)
	case "artillery":
		return s.artilleryOrder(c)
	case "charge":
		return s.charge(c)
	case "bridge":
		return s.bridge(c)
	case "done":
		s.Stage = stOOC
		return s.fulfilOrders(r), nil
	case "unit-order":
		return s.unitOrder(c, r)
	case "bombard":
		return s.bombard(c, r)
	case "done-bombard":
		s.Stage = stAttack
		return nil, nil
	case "attack":
		return s.attack(c, r)
	case "done-attack":
		if must := s.obligedAttacks(); len(must) > 0 {
			return nil, fmt.Errorf("units under Attack orders in an enemy ZoC must attack first (5.1.2, 12.2.1): %v", must)
		}
		s.Stage = stReorg
		return nil, nil
	case "advance":
		return s.advanceAfterCombat(c)
	case "retreat":
		return s.retreatLine(c, r)
	case "standing":
		if s.ArtRet != nil {
			return s.artRetreat(c)
		}
		if s.Capture && len(s.Ret) == 0 && len(s.Adv) == 0 {
			return s.capture(c)
		}
		if len(s.Escape) > 0 && len(s.Ret) == 0 && len(s.Adv) == 0 {
			return s.escape(c)
		}
		if s.Pend == nil {
			return nil, fmt.Errorf("no assault step asks for standing %s now", c.key)
		}
		return s.assaultStep(c, r)
	case "reorganize":
		return s.reorganizeLine(c, r)
	case "done-reorganize":
		s.doneReorganize()
		return nil, nil
	}
	return nil, fmt.Errorf("%s does not answer %s", c.kind, s.Stage)
}

// doneOrders ends an orders step: the Neapolitan orders step is followed
// by the Austrian one (5.2), which is followed by replacements (A.2); the
// officer's step (5.2.1) by movement.
func (s *State) doneOrders() []adjudicator.Event {
	switch {
	case s.Stage == stOrders && s.Side == Naples:
		s.Side, s.Changes = Austria, s.initValue(Austria)
	case s.Stage == stOrders:
		s.Stage = stReplace
	case s.Stage == stOfficer:
		s.form(s.Active).Tried = true
		s.Stage = stMove
	case s.Stage == stOOC:
		s.Stage = stBombard
	}
	return nil
}

func (s *State) doneReorganize() {
	if s.Stage == stNight {
		if s.Side == Naples {
			s.Side = Austria
		} else {
			s.Stage = stEndTurn
		}
		return
	}
	s.Stage = stEndAct
}

func (s *State) reorganizeLine(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	if u == nil || !u.On || s.specOf(u).Side != s.Side {
		return nil, fmt.Errorf("%s is not one of your units on the map", c.unit)
	}
	form := s.Active
	if s.Stage == stNight {
		form = ""
	}
	e, err := s.reorganize(r, u, form)
	if err != nil {
		return nil, err
	}
	return []adjudicator.Event{e}, nil
}

// grenzer is 16.3: on turn 8 the Austrian player may bring in the two
// Grenzer battalions at 1005 for 3 VP. The turn and hex are the
// scenario's (`arrive … option grenzer`, grenzerTurn).
func (s *State) grenzer(c *cmd) ([]adjudicator.Event, error) {
	t := s.b.grenzerTurn()
	if t == 0 {
		return nil, fmt.Errorf("this scenario has no Grenzer option")
	}
	if s.Side != Austria || s.Turn != t {
		return nil, fmt.Errorf("the Grenzer option is the Austrian player's, in the Orders step of turn %d (16.3)", t)
	}
	s.Grenzer = c.yes
	if !c.yes {
		return []adjudicator.Event{{Code: "grenzer", To: adjudicator.Only(Austria), Text: "the Grenzer battalions stay away (16.3)"}}, nil
	}
	opt, _ := s.b.sc.Option("grenzer")
	return []adjudicator.Event{{Code: "grenzer", Text: "Austria takes the Grenzer option for 3 VP (16.3): " + opt.Value}}, nil
}

// turnBegins is the report line of a new game turn: its number and the
// turn track's date and time, not the stage the state is passing through.
func (s *State) turnBegins() string {
	text := fmt.Sprintf("turn %d begins", s.Turn)
	if t := s.b.turnInfo(s.Turn); t != nil {
		text += fmt.Sprintf(": %s %s", t.Date, t.Time)
	}
	return text
}
