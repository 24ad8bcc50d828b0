package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// basicSequence is the Basic Game Sequence of Play (002 3; Goito A–E):
//
//	    Set-up (23.x.5, Goito 15), once                 stSetup
//	1   Initiative Determination (3·1)                  stStart → beginTurn
//	2   Engaged Formations Action Phase (3·2)
//	2.1   Command Step (3·2.1, 4.1)                     beginActionPhase → markCommand
//	2.2   Activation Step: alternate attempts (5.1)     stActivate → attempt, pass
//	      a) Assault and Charge declarations (6.1)      stDeclare → declare
//	      b) each Force's action (6.6), reactions (11)  stAction → doMove … ; Op, Reacts
//	      c) End of Activation: recovery (13.6.1)       endActivation
//	3   Non Activated Formations Phase (3·3, 12)        nonActivated
//	4   Out of Command Units Phase (3·4, 4.1.1)         stOOC
//	5   End of the Game Turn (3·5)                      stEndTurn → finishTurn
//
// The steps inside the Activation Step (activate, declare, action) follow
// the activation rules (5, 6): activation.go moves between them.
func basicSequence() sequence {
	return sequence{
		before: []phase{
			// 23.x.5, Goito 15
			{name: stSetup, stages: []string{stSetup}, enter: (*State).beginSetup},
		},
		turn: []phase{
			// 3·1
			{name: stStart, stages: []string{stStart}, enter: (*State).awaitTurn},
			// 3·2
			{name: stActivate, stages: []string{stActivate, stDeclare, stAction},
				enter: (*State).beginActionPhase, run: (*State).runActivationStep},
			// 3·3
			{name: "non-activated", enter: (*State).nonActivated},
			// 3·4
			{name: stOOC, stages: []string{stOOC}, enter: (*State).beginOOC, run: (*State).runOOC},
			// 3·5
			{name: stEndTurn, stages: []string{stEndTurn}, run: (*State).runEndTurn},
		},
	}
}

// iiCorpsPhase is Goito 16.1's choice "at the end of Turn IV", before the
// End of the Turn phase's roll (16.1.1), for a scenario with the rule
// ii-corps-roll.
func iiCorpsPhase() phase {
	return phase{name: stIICorps, stages: []string{stIICorps}, due: (*State).iiCorpsDue,
		enter: func(s *State, _ dice.Roller) { s.Side = s.b.sides[s.iiCorpsSide()] }}
}

// beginSetup opens the set-up: the side the scenario's set-up lists first
// places its units first (23.x.5).
func (s *State) beginSetup(dice.Roller) {
	s.Side = s.b.sides[0]
	if s.b.setupFirst != "" {
		s.Side = s.b.setupFirst
	}
}

// awaitTurn opens a game turn: it waits for the first side's "begin turn",
// whose answer rolls the initiative (beginTurn).
func (s *State) awaitTurn(dice.Roller) { s.Side = s.b.sides[0] }

// beginTurn is step 1: the initiative (3·1; 23.x.1 fixes it for a whole
// scenario).
func (s *State) beginTurn(r dice.Roller) error {
	for _, f := range s.Forms {
		f.Activated, f.Failures, f.Reserve = false, 0, ""
	}
	for _, u := range s.Units {
		u.Acted, u.Spent, u.Moved, u.With = false, 0, false, ""
	}
	s.Activated, s.Passes, s.Markers = [2]int{}, 0, nil
	s.event(adjudicator.Event{Code: "turn", Text: fmt.Sprintf("%s begins", s.b.turnLabel(s.Turn))})
	s.conditionalArrivals() // 24.4: conditional reinforcements whose condition holds
	if s.b.fixedInit != "" {
		s.Initiative = s.b.fixedInit
		s.event(adjudicator.Event{Code: "initiative", Text: fmt.Sprintf("%s has the initiative for the whole scenario", s.Initiative)})
	} else {
		var in [2]combat.InitiativeSide
		for i, side := range s.b.sides {
			in[i] = combat.InitiativeSide{Side: string(side)}
			if oc := s.initiativeOC(side); oc != nil {
				in[i].OCRating, in[i].OCInPlay = oc.p.Rating, true
			}
		}
		res, err := combat.Initiative(s.b.ed, in[0], in[1], r)
		if err != nil {
			return err
		}
		s.Initiative = adjudicator.Side(res.Winner)
		s.event(adjudicator.Event{Code: "initiative", Text: fmt.Sprintf("%s has the initiative (%s)", s.Initiative, s.ruleCited("3·1", "A")), Rolls: res.Rolls, Detail: res.Explain})
	}
	s.endPhase(stStart, r)
	return nil
}

// beginActionPhase is step 2: the reinforcements due are told, the Command
// Step (3·2.1) marks the out of command units, and the Initiative player
// makes the first attempt (3·2.2).
func (s *State) beginActionPhase(dice.Roller) {
	if !s.advanced() { // the advanced game tells them in its Command Phase (14·2.1)
		s.tellArrivals()
	}
	s.markCommand()
	s.nextAttempt(s.Initiative)
}

// runActivationStep passes for a side with nothing left to activate
// (3·2.2) and closes an activation whose Forces have all acted (3·2.2.c).
func (s *State) runActivationStep(r dice.Roller) bool {
	switch s.Stage {
	case stActivate:
		if len(s.activatable(s.Side)) == 0 {
			s.pass(s.Side, ": nothing left to activate", r)
			return true
		}
	case stAction:
		if s.Closing {
			if ob, why := s.obligation(); ob != "" {
				s.oblige(ob, why, r)
				return true
			}
			s.Closing = false
			s.endActivation(r)
			return true
		}
		if len(s.actors()) == 0 && len(s.reserveCandidates()) == 0 {
			s.Closing = true
			return true
		}
	}
	return false
}

// endActionPhase ends 3·2; the Non Activated Formations Phase (3·3) and
// the Out of Command Units Phase (3·4) follow.
func (s *State) endActionPhase(r dice.Roller) {
	s.Active, s.Markers = "", nil
	s.endPhase(stActivate, r)
}

// beginOOC opens the Out of Command Units Phase (3·4): "The Initiative
// Player's units move second."
func (s *State) beginOOC(r dice.Roller) {
	s.Phase++
	s.Side = s.b.enemy(s.Initiative)
	s.startOOC(r)
}

// runOOC ends a side's Out of Command phase when none of its units may
// move.
func (s *State) runOOC(r dice.Roller) bool {
	if len(s.oocMovers(s.Side)) == 0 {
		s.endOOC(r)
		return true
	}
	return false
}

func (s *State) runEndTurn(r dice.Roller) bool {
	s.finishTurn(r)
	return true
}

// finishTurn is 3·5: "Remove Low Ammo/Out of Ammo markers. Advance the GT
// marker"; Goito's II Corps roll (16.1.1) and victory at the end of every
// turn (16), and the end of the game after the last.
func (s *State) finishTurn(r dice.Roller) {
	for _, u := range s.Units {
		u.Ammo = 0
	}
	s.fortressRecovery()
	s.closeTurn(r)
}

// closeTurn is the end of every game turn, basic or advanced: Goito's II
// Corps roll (16.1.1), victory (16) and the GT marker's advance (3·5,
// 14·8.3).
func (s *State) closeTurn(r dice.Roller) {
	s.rollIICorps(r)
	last := s.Turn >= s.b.lastTurn
	s.checkVictory(last)
	if s.Over != nil {
		s.event(adjudicator.Event{Code: "game-over", Text: "the game is over: " + s.Over.Text})
		return
	}
	s.Turn++
	s.Phase++
	s.endPhase(stEndTurn, r)
}

// initiativeOC is the Overall Commander whose Command Rating side adds to
// its initiative roll: 3·1 "if in play" (on the map); Goito A "adding the
// Command Rating of the Overall Commander", without condition, so under
// revision 2 a Goito side adds its OC's rating while he is still off the
// map (revision 1 added it only when he was on it).
func (s *State) initiativeOC(side adjudicator.Side) *Unit {
	if s.b.ed == combat.Goito && s.b.rev >= 2 {
		return s.overallAny(side)
	}
	return s.overall(side)
}
