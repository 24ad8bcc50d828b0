package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// PassesToEnd is 3·2.2: "if players pass three times in sequence (i.e.
// Player 1, Player 2, then again Player 1), the Phase ends".
const PassesToEnd = 3

// errSpent tells the run loop that a retried activation line has nothing
// left to do: its formation activated (adjudicator.ErrSpent).
var errSpent = adjudicator.ErrSpent

// activatable lists side's Formations that may try to activate now
// (5.1): not activated this GT, with units or a commander in play, and,
// under Goito 15.2, while the side has activations left.
func (s *State) activatable(side adjudicator.Side) []string {
	if s.limitReached(side) {
		return nil
	}
	var out []string
	for _, id := range s.b.formIDs {
		if s.activationRefused(side, id) == "" {
			out = append(out, id)
		}
	}
	return out
}

// limitReached is Goito 15.2: "the Piedmontese player can activate, in
// each turn, as many Formations as the turn number (Turn I one Formation,
// Turn II two ...)"; 15.2.1: a Personal Initiative roll counts.
func (s *State) limitReached(side adjudicator.Side) bool {
	return side == s.b.limited && s.Activated[s.b.sideIndex(side)] >= s.Turn-s.b.firstTurn+1
}

// activationRefused says why side may not try to activate formation id
// now, "" if it may.
func (s *State) activationRefused(side adjudicator.Side, id string) string {
	fs := s.b.forms[id]
	if fs == nil {
		return fmt.Sprintf("no formation %q", id)
	}
	if fs.Side != side {
		return fmt.Sprintf("%s is a formation of %s (5.1: each player activates his own)", id, fs.Side)
	}
	f := s.form(id)
	if f.Status == reserveStatus {
		return fmt.Sprintf("%s is In Reserve: In Reserve Formations cannot move (%s)", id, s.citeNoGoito("17.1"))
	}
	if f.Status == marchStatus {
		return onMarchRefusal(id)
	}
	if f.Activated {
		return fmt.Sprintf("%s has already activated this game turn (5.1: once per GT)", id)
	}
	if s.limitReached(side) {
		return fmt.Sprintf("%s has activated its %d Formations of this turn (Goito 15.2)", side, s.Turn-s.b.firstTurn+1)
	}
	for _, uid := range fs.units {
		u := s.unit(uid)
		if u.Gone == "" && (u.On || (u.Arrives != 0 && u.Arrives <= s.Turn)) && !u.OOC {
			return ""
		}
	}
	return fmt.Sprintf("%s has no unit in command to act", id)
}

// attempt is one activation attempt (5.1.1): a die at most the
// Commander's Command Value, less 1 a failure before (5.1.1) and 1 more
// within the Overall Commander's range (5.1.3); a natural 6 is a Loose
// Cannon (5.2).
func (s *State) attempt(side adjudicator.Side, id string, r dice.Roller) error {
	if why := s.activationRefused(side, id); why != "" {
		if s.form(id) != nil && s.form(id).Activated {
			return fmt.Errorf("%w: %s", errSpent, why)
		}
		return errors.New(why)
	}
	fs := s.b.forms[id]
	f := s.form(id)
	res := s.b.tab.Activate(s.activationInput(fs), r)
	s.Passes = 0
	text := fmt.Sprintf("%s tries to activate %s: %s", side, id, activationWords(res, s.ruleCited("5.1.1", "6.1.1")))
	s.tellActivation(fs, res.Acts(), adjudicator.Event{Code: "activation", Text: text, Rolls: res.Rolls, Detail: res.Explain})
	if !res.CountsActivated() {
		f.Failures++
		s.nextAttempt(s.b.enemy(side))
		return nil
	}
	f.Activated = true
	s.Activated[s.b.sideIndex(side)]++
	if !res.Acts() {
		// A loose cannon's "halt" or a night 6 (22.4): it counts as
		// activated, its units stay.
		s.nextAttempt(s.b.enemy(side))
		return nil
	}
	s.Loose = ""
	if res.Initiative != nil {
		s.Loose = res.Initiative.Result
	}
	s.startActivation(id)
	return nil
}

func activationWords(res combat.ActivationResult, rule string) string {
	switch res.Outcome {
	case combat.Activated:
		return fmt.Sprintf("rolled %d, modified %d: activated (%s)", res.Die, res.Modified, rule)
	case combat.Failed:
		return fmt.Sprintf("rolled %d, modified %d: failed (%s)", res.Die, res.Modified, rule)
	case combat.NightSix:
		return "rolled a natural 6 at night: no effect, it counts as activated (22.4)"
	case combat.Reluctance:
		return fmt.Sprintf("rolled a natural %d: reluctant, it cannot move and is finished for the GT (26.1.3)", res.Die)
	}
	out := "rolled a natural 6: loose cannon (5.2)"
	if res.Initiative != nil {
		out += fmt.Sprintf(", Initiative Table %d: %s", res.Initiative.Modified, res.Initiative.Result)
	}
	return out
}

// pass is 3·2.2's pass.
func (s *State) pass(side adjudicator.Side, why string, r dice.Roller) {
	s.Passes++
	s.event(adjudicator.Event{Code: "pass", Text: fmt.Sprintf("%s passes%s (%d in sequence)", side, why, s.Passes)})
	if s.Passes >= PassesToEnd {
		s.event(adjudicator.Event{Code: "action-phase-over", Text: "three passes in sequence: the Engaged Formations Action Phase ends (3·2.2)"})
		s.endActionPhase(r)
		return
	}
	s.nextAttempt(s.b.enemy(side))
}

// nextAttempt hands the next attempt to side, who passes at once when
// it has nothing left to try.
func (s *State) nextAttempt(side adjudicator.Side) {
	s.Stage, s.Side, s.Active = stActivate, side, ""
	s.Markers = nil
}

// startActivation begins formation id's activation (3·2.2): its
// commander turns face up (7.1), its units note where they start (7.5),
// and the player declares Assaults and Charges (3·2.2.a).
func (s *State) startActivation(id string) {
	fs := s.b.forms[id]
	s.Active, s.Side, s.Stage = id, fs.Side, stDeclare
	s.Markers = nil
	if c := s.unit(fs.Commander); c != nil {
		c.FaceUp = true
	}
	for _, uid := range fs.units {
		u := s.unit(uid)
		u.Spent, u.Moved = 0, false
		u.StartedInEZoR = u.On && s.inEZoR(fs.Side, u.Hex)
	}
}

// endActivation is 3·2.2.c: "Eligible Forces can Recover Status Levels
// and/or Exhaustion (see 13.6). Remove Assault/Charge markers."
func (s *State) endActivation(r dice.Roller) {
	fs := s.b.forms[s.Active]
	if s.advanced() && len(s.Markers) > 0 {
		s.form(s.Active).Marked = true // 18.2
	}
	s.recover(s.recoveringAtEnd(), combat.EndOfActivation, r)
	s.event(adjudicator.Event{Code: "activation-over", Text: fmt.Sprintf("%s's activation is over", s.Active)})
	s.Phase++
	side := fs.Side
	s.Markers, s.Active, s.Loose = nil, "", ""
	s.nextAttempt(s.b.enemy(side))
}

// recoveringAtEnd lists the units that recover at the end of the active
// Formation's activation (13.6.1: "At the end of their activation").
// Out-of-command units do not act in it (4.1: "Each unit can act ...
// during the Activation of its Formation if within the Command Range";
// the others "will move during the Out of Command Units Phase"; 3·4: "Out
// of Command units can move now, and Recover Status Levels"): under
// revision 2 they recover in that phase only (13.6.2); revision 1 let
// them recover here too, twice a turn.
func (s *State) recoveringAtEnd() []string {
	var ids []string
	for _, u := range s.activeUnits() {
		if s.b.rev >= 2 && u.OOC {
			continue
		}
		ids = append(ids, u.ID)
	}
	return ids
}

// oblige carries out an action the rules oblige at the end of the
// Formation's actions (6.4, 7.5), reported as such: from
// obligedWhyRevision with why (obligation), the Force and the rule that
// obliges it.
func (s *State) oblige(line, why string, r dice.Roller) {
	o, le := parseLine(line)
	text := fmt.Sprintf("the rules oblige %q (6.4, 7.5)", line)
	if s.b.rev >= obligedWhyRevision {
		text = fmt.Sprintf("the rules oblige %q: %s", line, why)
	}
	s.event(adjudicator.Event{Code: "obliged", To: adjudicator.Only(s.Side), Text: text})
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

// obligedWhyRevision is the revision from which an obliged action's event
// says which Force the rules oblige and why (6.3, 6.4, 7.5; issue 23):
// revision 5's games are recorded with "the rules oblige … (6.4, 7.5)".
const obligedWhyRevision = 6

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
