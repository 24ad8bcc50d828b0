package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// rollInitiative is 6: each side rolls 1d6 plus its army commander's
// initiative value; the higher wins; draws go to the Neapolitans on May 2
// and to the Austrians on May 3 (6.1.1).
func (s *State) rollInitiative(r dice.Roller) (adjudicator.Side, adjudicator.Event) {
	dn := r.Roll(6, "initiative naples")
	da := r.Roll(6, "initiative austria")
	in, ia := s.initValue(Naples), s.initValue(Austria)
	tn, ta := dn+in, da+ia
	win := Naples
	tie := ""
	switch {
	case ta > tn:
		win = Austria
	case ta == tn:
		win = s.tieWinner()
		tie = fmt.Sprintf("; a draw goes to %s on this day (6.1.1)", win)
	}
	return win, adjudicator.Event{Code: "initiative",
		Text:  fmt.Sprintf("initiative: Naples %d, Austria %d: %s chooses the next formation (6.1)%s", tn, ta, win, tie),
		Rolls: []dice.Roll{{Purpose: "initiative naples", Sides: 6, Value: dn}, {Purpose: "initiative austria", Sides: 6, Value: da}},
		Detail: []string{fmt.Sprintf("Naples: die %d + army commander %d = %d", dn, in, tn),
			fmt.Sprintf("Austria: die %d + army commander %d = %d", da, ia, ta)}}
}

// tieWinner is 6.1.1, by the date of the turn track and the scenario's
// rules initiative-tie-day1 and -day2 (scenariorules.go).
func (s *State) tieWinner() adjudicator.Side { return s.b.tieSide(s.Turn) }

// activatable lists the formations not yet activated this turn that have
// something on the map or arriving now, in scenario order (6.1). On the
// first activation of turn 1 only Neapolitan formations (3.2); on the
// night turn 5 only the chooser's own (17.1).
func (s *State) activatable() []string {
	var out []string
	for _, f := range s.Forms {
		if s.notActivatable(s.Side, f.ID) == "" {
			out = append(out, f.ID)
		}
	}
	return out
}

// present reports a formation with units on the map or arriving this turn.
func (s *State) present(form string) bool {
	if len(s.formationUnits(form)) > 0 {
		return true
	}
	return len(s.arrivals(form)) > 0
}

// activate is 6.1: the chosen formation becomes active and performs the
// Action phase (3.1 B).
func (s *State) activate(c *cmd) ([]adjudicator.Event, error) {
	ok := false
	for _, id := range s.activatable() {
		ok = ok || id == c.form
	}
	if !ok {
		if s.fates() {
			return nil, fmt.Errorf("%s: choose one of %v", s.notActivatable(s.Side, c.form), s.activatable())
		}
		return nil, fmt.Errorf("formation %s cannot be activated now (6.1, 3.2, 17.1): choose one of %v", c.form, s.activatable())
	}
	f := s.form(c.form)
	f.Done = true
	s.Active = c.form
	if s.b.night(s.Turn) {
		s.NightUsed = append(s.NightUsed, s.Side)
	}
	s.Side = s.b.sideOfFormation(c.form)
	s.Stage = stReinforce
	return []adjudicator.Event{{Code: "activate", Text: fmt.Sprintf("%s is activated (6.1)", s.b.forms[c.form].Name)}}, nil
}
