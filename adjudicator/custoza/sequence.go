package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The sequence of play (002 3; Goito A–E), as the engine walks it:
//
//	1   Initiative Determination (3·1)                beginTurn
//	2   Engaged Formations Action Phase (3·2)
//	2.1   Command Step (3·2.1, 4.1)                   beginTurn → markCommand
//	2.2   Activation Step: alternate attempts (5.1)   stActivate → attempt, pass
//	      a) Assault and Charge declarations (6.1)    stDeclare → declare
//	      b) each Force's action (6.6), reactions (11) stAction → doMove … ; Op, Reacts
//	      c) End of Activation: recovery (13.6.1)      endActivation
//	3   Non Activated Formations Phase (3·3, 12)       nonActivated
//	4   Out of Command Units Phase (3·4, 4.1.1)        stOOC
//	5   End of the Game Turn (3·5)                     stEndTurn → finishTurn
//
// Goito adds the II Corps choice and roll at the end of Turn IV (16.1) and
// its victory check at the end of every turn (16).

// More stages (state.go lists those that wait for a decision).
const (
	stStart   = "start"    // a game turn begins: the initiative roll (3·1)
	stEndTurn = "end-turn" // 3·5
)

// advance runs the sequence until a decision is needed or the game ends.
//
// Inside an action the order is: the owners' combat choices (Asks), the
// fight they are for (Fight), the reactions queued (11.4: "each of them
// is resolved separately, in the order they are triggered, before any
// other Action"), an overrun that waited for them (10.6.1), the action under
// way (Op) and the operations waiting for it (Later: 9.7's exhausted
// movements, "Charging Force first").
func (s *State) advance(r dice.Roller) {
	for s.Over == nil {
		if len(s.Asks) > 0 {
			return
		}
		if s.Fight != nil {
			s.stepFight(r)
			continue
		}
		if len(s.Reacts) > 0 {
			if s.staleReaction() {
				s.Reacts = s.Reacts[1:]
				continue
			}
			return
		}
		if s.Overrun != nil {
			f := s.Overrun
			s.Overrun = nil
			s.endOverrun(f, r)
			continue
		}
		if s.Op != nil {
			s.proceed(r)
			continue
		}
		if len(s.Later) > 0 {
			op := s.Later[0]
			s.Later = s.Later[1:]
			s.Op = &op
			continue
		}
		switch s.Stage {
		case stActivate:
			if len(s.activatable(s.Side)) == 0 {
				s.pass(s.Side, ": nothing left to activate", r)
				continue
			}
			return
		case stAction:
			if s.Closing {
				if ob := s.obligation(); ob != "" {
					s.oblige(ob, r)
					continue
				}
				s.Closing = false
				s.endActivation()
				continue
			}
			if len(s.actors()) == 0 && len(s.reserveCandidates()) == 0 {
				s.Closing = true
				continue
			}
			return
		case stOOC:
			if len(s.oocMovers(s.Side)) == 0 {
				s.endOOC(r)
				continue
			}
			return
		case stEndTurn:
			if s.iiCorpsDue() {
				s.Stage, s.Side = stIICorps, s.b.sides[s.iiCorpsSide()]
				return
			}
			s.finishTurn(r)
			continue
		default: // stSetup, stStart, stDeclare, stIICorps wait for their decision
			return
		}
	}
	s.Stage = stOver
}

func (s *State) iiCorpsSide() int {
	for _, rf := range s.b.sc.Reinforcements {
		if rf.Option != "" && len(rf.Counters) > 0 {
			return s.b.sideIndex(s.b.specs[rf.Counters[0]].Side)
		}
	}
	return 0
}

// staleReaction: the first queued reaction's Force or its trigger is gone.
func (s *State) staleReaction() bool {
	rx := s.Reacts[0]
	return len(s.units(rx.Units)) == 0 || len(s.units(rx.By)) == 0
}

// beginTurn is step 1 and 2.1: the initiative (3·1; 23.x.1 fixes it for a
// whole scenario) and the Command Step.
func (s *State) beginTurn(r dice.Roller) error {
	for _, f := range s.Forms {
		f.Activated, f.Failures, f.Reserve = false, 0, ""
	}
	for _, u := range s.Units {
		u.Acted, u.Spent, u.Moved, u.With = false, 0, false, ""
	}
	s.Activated, s.Passes, s.Markers = [2]int{}, 0, nil
	s.event(adjudicator.Event{Code: "turn", Text: fmt.Sprintf("%s begins", s.b.turnLabel(s.Turn))})
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
	s.tellArrivals()
	s.markCommand()
	s.nextAttempt(s.Initiative)
	return nil
}

// endActionPhase ends 3·2 and runs the Non Activated Formations Phase
// (3·3), then opens the Out of Command Units Phase (3·4): "The
// Initiative Player's units move second."
func (s *State) endActionPhase(r dice.Roller) {
	s.Active, s.Markers = "", nil
	s.nonActivated(r)
	s.Phase++
	s.Stage, s.Side = stOOC, s.b.enemy(s.Initiative)
	s.startOOC(r)
}

// finishTurn is 3·5: "Remove Low Ammo/Out of Ammo markers. Advance the GT
// marker"; Goito's II Corps roll (16.1.1) and victory at the end of every
// turn (16), and the end of the game after the last.
func (s *State) finishTurn(r dice.Roller) {
	for _, u := range s.Units {
		u.Ammo = 0
	}
	s.fortressRecovery()
	s.rollIICorps(r)
	last := s.Turn >= s.b.lastTurn
	s.checkVictory(last)
	if s.Over != nil {
		s.event(adjudicator.Event{Code: "game-over", Text: "the game is over: " + s.Over.Text})
		return
	}
	s.Turn++
	s.Phase++
	s.Stage, s.Side = stStart, s.b.sides[0]
}

// oblige carries out an action the rules oblige at the end of the
// Formation's actions (6.4, 7.5), reported as such.
func (s *State) oblige(line string, r dice.Roller) {
	o, le := parseLine(line)
	s.event(adjudicator.Event{Code: "obliged", To: adjudicator.Only(s.Side), Text: fmt.Sprintf("the rules oblige %q (6.4, 7.5)", line)})
	if le == nil {
		if err := s.applyAction(o, r); err == nil {
			return
		}
	}
	// Cannot happen: obligation lists only what the rules allow. Never loop.
	for i := range s.Markers {
		s.Markers[i].Done = true
	}
	for _, id := range s.b.forms[s.Active].units {
		s.unit(id).Acted = true
	}
}

// actors lists the active Formation's units that may still act, with
// the Reserve unit it activated (4.3).
func (s *State) actors() []*Unit {
	var out []*Unit
	for _, u := range s.activeUnits() {
		if u.Gone == "" && !u.Acted && !u.OOC && (u.On || (u.Arrives != 0 && u.Arrives <= s.Turn)) {
			out = append(out, u)
		}
	}
	return out
}

// activeUnits are the active Formation's units and its Reserve unit.
func (s *State) activeUnits() []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		if u.actsWith(s.Active) && !u.p.commander() {
			out = append(out, u)
		}
	}
	return out
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
