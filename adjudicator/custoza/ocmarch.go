package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The Overall Commanders' moves in the March & Reserve Phase (002 14·6,
// 16.4), revision 6: "The Overall Commander can move during this Phase
// like a Formation Commander, if not moved during the Engaged Formation
// Action Phase ... Overall Commanders move at the end of this Phase
// (Initiative Player second)"; "The Overall Commander can move without an
// activation die-roll. One Scout unit can move, at its player's will, at
// the same time as the Overall Commander." A side's line is `march-oc
// HEX… [scout SCOUT HEX…]`, or `march-oc stay`, the default.

// ocMarchRun skips a side whose Overall Commander may not move, and ends
// the phase after the initiative player's turn.
func (s *State) ocMarchRun(r dice.Roller) bool {
	if s.ocMayMarch(s.Side) == "" {
		return false
	}
	s.ocMarchDone(r)
	return true
}

// ocMarchDone passes the turn to the initiative player, or ends the phase.
func (s *State) ocMarchDone(r dice.Roller) {
	if s.Side != s.Initiative {
		s.Side = s.Initiative
		return
	}
	s.endPhase(stMarch, r)
}

// ocMayMarch says why side's Overall Commander may not move now, "" if
// he may.
func (s *State) ocMayMarch(side adjudicator.Side) string {
	oc := s.overall(side)
	switch {
	case oc == nil:
		return "your Overall Commander is not on the map (14·6)"
	case oc.Acted:
		return "your Overall Commander moved in the Engaged Formations Action Phase (14·6)"
	}
	return ""
}

// applyOCMarch is one `march-oc` line.
func (s *State) applyOCMarch(o order, r dice.Roller) error {
	side := s.Side
	if o.stay {
		s.ocMarchDone(r)
		return nil
	}
	if why := s.ocMayMarch(side); why != "" {
		return fmt.Errorf("%s", why)
	}
	oc := s.overall(side)
	if why := s.freeMoveRefused(side, oc.Hex, o.path, commanderMA); why != "" {
		return fmt.Errorf("the Overall Commander: %s (14·6, 7.10)", why)
	}
	sc, err := s.movingScout(o)
	if err != nil {
		return err
	}
	var enemyWords []string
	ownWords := []string{s.marchAlong(side, &oc.Hex, o.path, oc.p.Name, false, &enemyWords)}
	oc.Acted = true
	if sc != nil {
		ownWords = append(ownWords, s.marchAlong(side, &sc.Hex, o.scoutPath, sc.ID, true, &enemyWords))
	}
	s.touch()
	s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(side), Text: strings.Join(ownWords, "; ") + " (14·6, 16.4)"})
	s.tellEnemyMoves(side, enemyWords)
	s.marchContacts()
	s.ocMarchDone(r)
	return nil
}

// ocMarchDecision is a side's Overall Commander's move (14·6).
func (s *State) ocMarchDecision() adjudicator.Decision {
	d := adjudicator.Decision{Side: s.Side, Kind: kOCMarchPhase, Accepts: []string{kMarchOC}}
	d.Prompt = "March & Reserve Phase (14·6, 16.4): your Overall Commander may move, with no die, like a commander (8 MP): `march-oc HEX… [scout SCOUT HEX…]`, one Scout with him; or `march-oc stay`"
	d.Options = []string{"march-oc stay"}
	d.Default, d.ReportDefault = defaultLine("march-oc stay", kMarchOC), true
	return d
}

// freeMoveRefused says why a piece of side at from may not move along
// path within ma MP in March Movement (7.2, 7.8), "" if it may.
func (s *State) freeMoveRefused(side adjudicator.Side, from hexmap.Hex, path []hexmap.Hex, ma int) string {
	var spent hexmap.Cost
	prev := from
	for _, h := range path {
		info, ok := s.b.step("inf", true, prev, h, 0)
		if !ok {
			return fmt.Sprintf("%s cannot be entered from %s (7.2, 7.8)", h, prev)
		}
		if len(s.combatAt(h)) > 0 && s.combatAt(h)[0].p.Side != side {
			return fmt.Sprintf("an enemy unit stands in %s (7.2)", h)
		}
		spent += info.Cost
		prev = h
	}
	if spent > hexmap.MPs(ma) {
		return fmt.Sprintf("the move costs %s MP, more than %d", spent, ma)
	}
	return ""
}
