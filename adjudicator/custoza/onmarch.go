package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// On March Formations (002 15.2, 16): the secret Objective Map (2.3,
// 16.1), the objective change (16.2), the arrival and what it allows
// (16.2.1, 16.10, 16.12). Scouts and the deployment by contact are
// scouts.go's; the march itself is marching.go's.

// onMarchRevision is the revision from which the advanced game plays On
// March (issue 20): revision 5's advanced games refused `status FORMATION
// march` and are recorded so.
const onMarchRevision = 6

// marchStatus is 15.2's On March status.
const marchStatus = "march"

// objectiveReach is 16.1's "A Formation is supposed to have reached its
// objective when it arrives within 2 hexes of it."
const objectiveReach = 2

// onMarchRules reports whether the game plays On March: the advanced game
// under revision 6 or later.
func (s *State) onMarchRules() bool {
	return s.advanced() && s.b.rev >= onMarchRevision
}

// objectiveOf is f's Objective (16.1), ok false when it has none.
func (s *State) objectiveOf(f *Formation) (hexmap.Hex, bool) {
	if f.Objective == "" {
		return hexmap.Hex{}, false
	}
	h, err := hexmap.ParseHex(f.Objective)
	return h, err == nil
}

// reached reports whether the On March Formation fs has reached its
// Objective: its commander within 2 hexes of it (16.1).
func (s *State) reached(fs *formSpec) bool {
	obj, ok := s.objectiveOf(s.form(fs.ID))
	fc := s.unit(fs.Commander)
	return ok && fc != nil && fc.On && fc.Gone == "" && s.b.grid.Distance(fc.Hex, obj) <= objectiveReach
}

// objectiveRefused says why h may not be an Objective, "" if it may: a
// hex of the map (the Objective Map "reproducing the main map", 2.3).
func (s *State) objectiveRefused(h hexmap.Hex) string {
	if !s.b.on(h) {
		return fmt.Sprintf("%s is not a hex of the map: an Objective is a hex of the Objective Map, a copy of the main map (2.3, 16.1)", h)
	}
	return ""
}

// goOnMarch is `status FORMATION march HEX` (14·2.2): an In Reserve
// Formation takes a new Objective automatically, with no die roll (16.2,
// 17.1); "The procedure to enter (re-enter) On March mode is Engaged =>
// In Reserve => On March" (15 note).
func (s *State) goOnMarch(fs *formSpec, f *Formation, obj hexmap.Hex, given bool) error {
	switch {
	case !given:
		return fmt.Errorf("write `status %s march HEX`: the hex is its Objective on your Objective Map (16.1, 17.1)", fs.ID)
	case s.arriving(fs) && f.Changed != s.Turn:
		if why := s.objectiveRefused(obj); why != "" {
			return errors.New(why)
		}
		s.enterOnMarch(fs, f, obj)
		s.overallEntersWith(s.unit(fs.Commander))
		return nil
	case f.Status == marchStatus:
		return fmt.Errorf("%s is already On March: change its Objective with `objective %s HEX` (16.2)", fs.ID, fs.ID)
	case f.Status != reserveStatus:
		return fmt.Errorf("%s is Engaged: the procedure to enter On March is Engaged => In Reserve => On March (15)", fs.ID)
	case f.Changed == s.Turn:
		return fmt.Errorf("%s changed its status this game turn: a Formation changes status only one time in a Game Turn (15); from the following Game Turn it can receive a new Objective (16.12)", fs.ID)
	}
	if why := s.objectiveRefused(obj); why != "" {
		return errors.New(why)
	}
	f.Status, f.Changed, f.Objective = marchStatus, s.Turn, obj.String()
	s.event(adjudicator.Event{Code: "objective", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s goes On March, its Objective %s on your Objective Map (15.2, 16.2, 17.1)", fs.ID, obj)})
	return nil
}

// changeObjective is `objective FORMATION HEX` in the Command Phase
// (14·2.4, 16.2): "On March Formations must roll a die; if the result is
// less than or equal to the sum of the Command Value of the Overall
// Commander and the Formation Commander, the Objective can be changed. A
// natural 6 is always a failure." One attempt a Formation a Command
// Phase (a reading: the text gives no number, and a repeated roll would
// make the roll pointless). The roll is told to its owner only: the
// Objective Map is secret (2.3).
func (s *State) changeObjective(o order, r dice.Roller) error {
	fs := s.b.forms[o.form]
	if fs == nil {
		return fmt.Errorf("no formation %q", o.form)
	}
	if fs.Side != s.Side {
		return fmt.Errorf("%s is a formation of %s: each player sets the Objectives on his own Objective Map (2.3)", o.form, fs.Side)
	}
	f := s.form(o.form)
	switch {
	case f.Status == reserveStatus:
		return fmt.Errorf("%s is In Reserve: it takes a new Objective with no roll, `status %s march HEX` (16.2, 17.1)", o.form, o.form)
	case f.Status != marchStatus:
		return fmt.Errorf("%s is Engaged: Engaged Formations no longer have an Objective (16.2.2)", o.form)
	case f.Tried == s.Turn:
		return fmt.Errorf("%s has tried to change its Objective this Command Phase already (16.2)", o.form)
	}
	if why := s.objectiveRefused(o.target); why != "" {
		return errors.New(why)
	}
	if o.target.String() == f.Objective {
		return fmt.Errorf("%s's Objective is %s already", o.form, o.target)
	}
	need := s.b.specs[fs.Commander].Command + s.ocRatingFor(fs)
	purpose := "objective change (16.2)"
	die := r.Roll(6, purpose)
	f.Tried = s.Turn
	text := fmt.Sprintf("%s tries to change its Objective to %s: rolled %d, needs %d or less", o.form, o.target, die, need)
	switch {
	case die == 6:
		text += ": a natural 6 always fails; the Objective stays (16.2)"
	case die > need:
		text += ": failed; the Objective stays (16.2)"
	default:
		f.Objective = o.target.String()
		text += ": the Objective is changed (16.2)"
	}
	s.event(adjudicator.Event{Code: "objective", To: adjudicator.Only(fs.Side), Text: text,
		Rolls: []dice.Roll{{Purpose: purpose, Sides: 6, Value: die}}})
	return nil
}

// marchToReserve is 16.2.1 and 16.12's On March half: "An On March
// Formation can enter In Reserve status, only when reaching its
// Objective." Its units are off the map already; its Objective marker
// goes to the Reserve box (15.3).
func (s *State) marchToReserve(fs *formSpec, f *Formation) error {
	if !s.reached(fs) {
		return fmt.Errorf("%s has not reached its Objective (within %d hexes): an On March Formation enters In Reserve only when reaching its Objective (16.1, 16.2.1)", fs.ID, objectiveReach)
	}
	f.Status, f.Changed, f.Objective = reserveStatus, s.Turn, ""
	s.placeScout(fs)
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s has reached its Objective and goes In Reserve (16.2.1, 16.12)", fs.ID)})
	return nil
}

// marchDeploys is 16.10: "On March Formations can also intentionally
// deploy. They can do this during the Command Phase, if they have reached
// their Objective, or subsequent to an Objective change (i.e. the new
// Objective is where they are)" — both are a reached Objective. The
// deployment is 16.8's, a scout leaves the map, and the Formation is
// Engaged, with no Objective (16.11, 16.2.2).
func (s *State) marchDeploys(fs *formSpec, f *Formation) error {
	if !s.reached(fs) {
		return fmt.Errorf("%s has not reached its Objective (within %d hexes): an On March Formation deploys by choice only there, or after changing its Objective to where it is (16.10)", fs.ID, objectiveReach)
	}
	if err := s.deploy(fs, false); err != nil {
		return err
	}
	s.removeScoutOnDeploy(fs)
	f.Status, f.Changed, f.Objective = "", s.Turn, ""
	return nil
}

// arriving reports whether fs is a reinforcement Formation due this turn
// and not yet on the map: its commander waiting off the map for a turn
// come, none of its units on the map (21.1, 21.3).
func (s *State) arriving(fs *formSpec) bool {
	fc := s.unit(fs.Commander)
	if fc == nil || fc.On || fc.Gone != "" || fc.Arrives == 0 || fc.Arrives > s.Turn {
		return false
	}
	for _, id := range fs.units {
		if s.unit(id).On {
			return false
		}
	}
	return true
}

// enterOnMarch is 14·2.1, 14·2.5, 21.1 and 21.3 for a reinforcement
// Formation entering On March: its commander is placed face down on his
// entry hex ("Place Reinforcements on their entry hex"), its units due
// this turn go "inside" him (16.5), a Scout is placed on him (16.3), and
// it takes its Objective "freely" (14·2.5: no die). "It may be required
// to switch to an Engaged Formation, depending on the distance of enemy
// units from the entry hex (see 16.8)": the contact is checked at once (a
// reading: the Command Phase is not a March or Action Phase, but 21.3
// asks for the check on entry). Units due later turns wait.
func (s *State) enterOnMarch(fs *formSpec, f *Formation, obj hexmap.Hex) {
	fc := s.unit(fs.Commander)
	fc.On, fc.Hex, fc.Arrives, fc.FaceUp = true, fc.Entry, 0, false
	var inside []string
	for _, id := range fs.units {
		if u := s.unit(id); u.Gone == "" && u.Arrives != 0 && u.Arrives <= s.Turn {
			u.Arrives = 0
			inside = append(inside, id)
		}
	}
	s.touch()
	f.Status, f.Changed, f.Objective = marchStatus, s.Turn, obj.String()
	s.event(adjudicator.Event{Code: "objective", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s enters On March at %s, its Objective %s on your Objective Map, %s inside its commander (14·2.5, 21.1, 21.3, 16.5)", fs.ID, fc.Hex, obj, joinWords(inside))})
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(s.b.enemy(fs.Side)),
		Text: fmt.Sprintf("a face-down piece enters the map at %s (21.3)", fc.Hex)})
	if s.placeScout(fs) {
		s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(s.b.enemy(fs.Side)),
			Text: fmt.Sprintf("a face-down piece enters the map at %s (21.3)", fc.Hex)})
	}
	s.marchContacts()
}
