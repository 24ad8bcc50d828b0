package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// advancedSequence is the Advanced Game Sequence of Play (002 14):
//
//	    Set-up, once                                    stSetup
//	1   Initiative Determination, as basic (14·1)       stStart → beginTurn
//	    26.3: reinforcements enter On March             arrivalsPhase (startonmarch.go)
//	2   Command Phase (14·2), initiative player second  stCommand → applyCommand
//	      (none on the turns of rule no-command-phase)  commandDue (26.1.6)
//	2.1   reinforcements due are told (21)              beginCommand
//	2.2   status per Formation (15, 16.12, 17)          status FORM engaged|reserve
//	      and each Formation's LoC (20)                 endCommand → traceLoCs
//	2.3   deployment of Engaged Formations (16.8)       status FORM engaged (from In Reserve)
//	2.4   On March objectives (16.1, 16.2), rev. 6      objective FORM HEX; status FORM march HEX
//	2.5   reinforcements' Objectives                    status FORM march HEX on entering (rev. 6);
//	                                                    26.3's from the set-up, arrivalsPhase
//	3   Engaged Formations Action Phase, as basic       stActivate …
//	4   Non Activated Formations Phase, as basic        nonActivated
//	5   Out of Command Units Phase, as basic            stOOC
//	6   March & Reserve Phase (14·6): In Reserve        marchReserve
//	      Formations recover Routed units (13.7, 17.1);
//	      rev. 6: the On March Formations' marches      stMarch → applyMarch (marching.go)
//	7   Fatigue Phase (14·7, 18)                        fatiguePhase
//	8   End of the Game Turn (14·8)                     stEndTurn → finishAdvancedTurn
//
// The Overall Commanders' moves of the March & Reserve Phase (14·6, 16.4)
// are not played.
func advancedSequence(rev int) sequence {
	basic := basicSequence()
	turn, a := basic.turn, 0
	for i, p := range turn {
		if p.name == stActivate {
			a = i
		}
	}
	march := phase{name: "march-reserve", enter: (*State).marchReserve}
	if rev >= onMarchRevision {
		march = phase{name: stMarch, stages: []string{stMarch, stOCMarch}, enter: (*State).beginMarch, run: (*State).marchRun}
	}
	return sequence{
		before: basic.before,
		turn: []phase{
			turn[0], // 14·1
			// 14·2
			{name: stCommand, stages: []string{stCommand}, due: (*State).commandDue, enter: (*State).beginCommand},
			// 14·3–5: as in the basic game
			turn[a], turn[a+1], turn[a+2],
			// 14·6
			march,
			// 14·7
			{name: "fatigue", enter: (*State).fatiguePhase},
			// 14·8
			{name: stEndTurn, stages: []string{stEndTurn}, run: func(s *State, r dice.Roller) bool {
				s.finishAdvancedTurn(r)
				return true
			}},
		},
	}
}

// commandDue reports whether this game turn has a Command Phase: every
// turn but those of `rule no-command-phase` (26.1.6: "The Command Phase
// is omitted on Game Turn 3 (the first turn)").
func (s *State) commandDue() bool {
	return !slices.Contains(s.b.adv.noCommand, s.Turn)
}

// beginCommand opens the Command Phase (14·2): the reinforcements due
// this turn are told (2.1), and the side without the initiative chooses
// first ("in each step the Initiative player goes second").
func (s *State) beginCommand(dice.Roller) {
	s.pontoonCommandPhase()
	s.ferryCommandPhase()
	s.tellArrivals()
	s.Side = s.b.enemy(s.Initiative)
}

// endCommand ends a side's Command Phase; after the initiative player's,
// each Formation's LoC is determined (14·2.2, 20.1) and the Action Phase
// follows.
func (s *State) endCommand(r dice.Roller) {
	if s.Side != s.Initiative {
		s.Side = s.Initiative
		return
	}
	s.traceLoCs()
	s.endPhase(stCommand, r)
}

// finishAdvancedTurn is 14·8: Low/Out of Ammo markers go only from the
// units of Formations with a valid LoC (8.1, 20.1.1), the day's first GT
// brings the recoveries of 17.4 and 18.6 (8.2), and the GT marker
// advances (8.3) as in the basic game.
func (s *State) finishAdvancedTurn(r dice.Roller) {
	var kept []string
	for _, u := range s.Units {
		if u.Ammo == 0 {
			continue
		}
		if f := s.form(u.p.Formation); f != nil && f.CutOff {
			kept = append(kept, u.ID)
			continue
		}
		u.Ammo = 0
	}
	if len(kept) > 0 {
		s.event(adjudicator.Event{Code: "ammo", Text: fmt.Sprintf("no LoC: the ammunition markers stay on %s (14·8.1, 20.1.1)", joinWords(kept))})
	}
	s.ferryEndTurn()
	if s.dayFirst() {
		s.stepRecovery()
		s.fatigueRecovery()
	}
	s.closeTurn(r)
}
