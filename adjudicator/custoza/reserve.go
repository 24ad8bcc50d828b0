package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// Reserve units (4.3): "Units listed by the Scenario instructions as
// 'Reserve units' can be activated once per GT by any Formation Commander
// within Range. Each Formation can activate one Reserve unit only. Any
// Reserve units out of Command Range, or simply not Activated, can move
// during the Out of Command Movement phase." A scenario names them with
// `reserve=yes` on the counter. The Command Step marks them out of
// command (they move in phase 3·4); `reserve UNIT` in the active
// Formation's group activates one with it: the unit then acts as one of
// its Forces this activation.

// applyReserve is the order `reserve UNIT`.
func (s *State) applyReserve(o order) error {
	u := s.unit(o.unit)
	if u == nil {
		return fmt.Errorf("no unit %q in this game", o.unit)
	}
	if why := s.reserveRefused(u); why != "" {
		return errors.New(why)
	}
	fs := s.b.forms[s.Active]
	f := s.form(s.Active)
	u.With, u.OOC = s.Active, false
	u.StartedInEZoR = s.inEZoR(u.p.Side, u.Hex)
	u.Spent, u.Moved = 0, false
	f.Reserve = u.ID
	s.event(adjudicator.Event{Code: "reserve", To: adjudicator.Only(fs.Side), Text: fmt.Sprintf("%s activates the Reserve unit %s (4.3)", s.Active, u.ID)})
	return nil
}

// reserveRefused says why the active Formation may not activate u, ""
// if it may.
func (s *State) reserveRefused(u *Unit) string {
	fs := s.b.forms[s.Active]
	f := s.form(s.Active)
	fc := s.unit(fs.Commander)
	switch {
	case u.p.Side != fs.Side:
		if !s.citesAll() {
			return u.ID + " is not one of your units"
		}
		return u.ID + " is not one of your units: a player activates his own Reserve units (" + s.citeNoGoito("4.3") + ")"
	case !u.p.Reserve:
		return fmt.Sprintf("%s is not a Reserve unit of the scenario (4.3)", u.ID)
	case s.b.ed == combat.Goito:
		return "Goito has no Reserve units (" + s.citeNoGoito("4.3") + " is Custoza's)"
	case u.Gone != "" || !u.On:
		return fmt.Sprintf("%s is not on the map", u.ID)
	case u.With != "" || u.Acted:
		return fmt.Sprintf("%s has been activated this game turn already: once per GT (4.3)", u.ID)
	case f.Reserve != "":
		return fmt.Sprintf("%s has activated its Reserve unit %s: each Formation activates one only (4.3)", s.Active, f.Reserve)
	case fc == nil || !fc.On || fc.Gone != "":
		return fmt.Sprintf("%s's commander is not on the map: a Reserve unit is activated by a Formation Commander within range (4.3)", s.Active)
	case s.commandDistance(fs.Side, fc.Hex, u.Hex, CommandRange) < 0:
		return fmt.Sprintf("%s is beyond the command range of %s (4.2, 4.3)", u.ID, fc.p.Name)
	}
	return ""
}

// actsWith reports whether u acts in formation form's activation: its own
// unit, or a Reserve unit it activated (4.3).
func (u *Unit) actsWith(form string) bool {
	if u.p.Reserve {
		return u.With == form
	}
	return u.p.Formation == form
}

// reserveCandidates lists the Reserve units the active Formation may
// still activate (4.3).
func (s *State) reserveCandidates() []*Unit {
	if s.Active == "" || s.form(s.Active).Reserve != "" || s.b.ed == combat.Goito {
		return nil
	}
	var out []*Unit
	for _, u := range s.Units {
		if u.p.Reserve && u.p.Side == s.b.forms[s.Active].Side && s.reserveRefused(u) == "" {
			out = append(out, u)
		}
	}
	return out
}
