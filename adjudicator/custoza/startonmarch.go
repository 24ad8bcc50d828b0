package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// 26.3's start On March (`rule start-on-march yes`): "Both players start
// with Formations On March. At the beginning of the Scenario, On March
// Formations must establish an Objective on the Objective Map
// (Reinforcements Formations included)." Each Formation set up on the map
// starts On March: its commander face down in his set-up hex with a Scout
// (16.3), its units inside him, off the map (16.5). Every Formation, the
// reinforcements too, takes the default Objective of its formation line
// (objective=HEX) unless its side's set-up sets another, `objective
// FORMATION HEX`, free (the Objective is established, not changed: no
// 16.2 roll). A reinforcement Formation enters On March with it when due
// (14·2.1, 14·2.5, 21.1: "entering ... requires an Objective at once").

// startOnMarch puts the Formations On March at the set-up.
func (s *State) startOnMarch() {
	if !s.b.adv.startOnMarch {
		return
	}
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		obj, ok := s.b.adv.objective[id]
		fc := s.unit(fs.Commander)
		if !ok || fc == nil {
			continue
		}
		f.Objective = obj.String()
		if !fc.On {
			continue // a reinforcement: it enters On March (arrivalsOnMarch)
		}
		for _, uid := range fs.units {
			if u := s.unit(uid); u.On {
				u.On, u.March = false, false
			}
		}
		fc.FaceUp = false
		f.Status = marchStatus
		s.touch()
		s.placeScout(fs)
	}
}

// setupObjective is a set-up's `objective FORMATION HEX` (26.3): the side
// establishes its own Formation's Objective, an On March one or a
// reinforcement's, on its secret Objective Map (2.3).
func (s *State) setupObjective(o order) error {
	if why := s.setupObjectiveRefused(s.Side, o); why != "" {
		return errors.New(why)
	}
	fs, f := s.b.forms[o.form], s.form(o.form)
	f.Objective = o.target.String()
	s.event(adjudicator.Event{Code: "objective", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s's Objective is %s on your Objective Map (26.3)", o.form, o.target)})
	return nil
}

// setupObjectiveRefused says why side may not write the set-up's
// `objective` line o, "" if it may: what the host refuses, and the
// offline check before the set-up is run.
func (s *State) setupObjectiveRefused(side adjudicator.Side, o order) string {
	if !s.b.adv.startOnMarch {
		return "the scenario does not start Formations On March: Objectives are set in the Command Phase (14·2.4, 14·2.5, 16.2)"
	}
	fs := s.b.forms[o.form]
	if fs == nil {
		return fmt.Sprintf("no formation %q", o.form)
	}
	if fs.Side != side {
		return fmt.Sprintf("%s is a formation of %s: each player sets the Objectives on his own Objective Map (2.3)", o.form, fs.Side)
	}
	return s.objectiveRefused(o.target)
}

// setupObjectiveHint is the hint of the offline check's refusal of a
// set-up's `objective` line.
const setupObjectiveHint = "the set-up's Objectives: one `objective FORMATION HEX` line for each of your Formations you give one (26.3); your report's template lists them"

// setupObjectiveNote is the offline check's word on a set-up's
// `objective` line.
const setupObjectiveNote = "a set-up Objective (26.3): the host applies it with the set-up"

// setupObjectivePrompt completes the set-up's prompt under 26.3.
const setupObjectivePrompt = "; `objective FORMATION HEX` sets a Formation's Objective, reinforcements included (26.3); without it the scenario's default stands"

// setupObjectiveHints are the set-up's `objective` lines under 26.3, one
// for each of the side's Formations, reinforcements included, with the
// Objective it has now (the scenario's default until a line changes it).
func (s *State) setupObjectiveHints(side adjudicator.Side) []string {
	if !s.b.adv.startOnMarch {
		return nil
	}
	var hints []string
	for _, id := range s.b.formIDs {
		if fs := s.b.forms[id]; fs.Side == side {
			hints = append(hints, fmt.Sprintf("objective %s HEX   # set-up: %s's Objective, now %s (26.3)", id, id, s.form(id).Objective))
		}
	}
	return hints
}

// onMarchSetupRefused says why commander u may not be set up in h, "" if
// he may: an On March commander stands in the hex his set-up line prints,
// its first (26.3 gives one hex a Formation; the line's radius only fits
// the stacking limit before the units go inside him).
func (s *State) onMarchSetupRefused(u *Unit, p *scenarios.Placement, h hexmap.Hex) string {
	if !s.b.adv.startOnMarch || !u.p.commander() || len(p.Where) == 0 || len(p.Where[0].Hexes) == 0 || h == p.Where[0].Hexes[0] {
		return ""
	}
	return fmt.Sprintf("an On March commander stands in the hex his set-up gives, %s (26.3)", p.Where[0].Hexes[0])
}

// arrivalsOnMarch enters each reinforcement Formation due this game turn
// On March at its entry hex with the Objective it took at the start
// (26.3, 14·2.1, 21.1), before the Command Phase (on a turn without one,
// 26.1.6, at the same point of the turn).
func (s *State) arrivalsOnMarch(dice.Roller) {
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		if f.Status != "" || f.Objective == "" || !s.arriving(fs) {
			continue
		}
		obj, err := hexmap.ParseHex(f.Objective)
		if err != nil {
			continue
		}
		s.enterOnMarch(fs, f, obj)
		s.overallEntersWith(s.unit(fs.Commander))
	}
}

// overallEntersWith brings in an Overall Commander due by now at the
// entry hex where the Formation Commander fc has just entered: 27.4 "All
// Commanders of both sides enter the map accompanied by their units"; 26.4
// lists La Marmora at 1034 with Durando's Formation. On March he has no
// activation of his own to enter by (16.4: he moves in the March &
// Reserve Phase, on the map).
func (s *State) overallEntersWith(fc *Unit) {
	for _, u := range s.Units {
		if u.p.Type != "oc" || u.p.Side != fc.p.Side || u.On || u.Gone != "" || u.Arrives == 0 || u.Arrives > s.Turn || u.Entry != fc.Hex {
			continue
		}
		u.On, u.Hex, u.Arrives = true, u.Entry, 0
		s.touch()
		s.event(adjudicator.Event{Code: "reinforcement", To: adjudicator.Only(u.p.Side),
			Text: fmt.Sprintf("%s enters at %s with %s (26.4, 27.4)", u.p.Name, u.Hex, fc.p.Name)})
		s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(s.b.enemy(u.p.Side)),
			Text: fmt.Sprintf("a piece enters the map at %s (21.3)", u.Hex)})
	}
}

// arrivalsPhase is arrivalsOnMarch's place in the sequence of play, before
// the Command Phase, in a scenario of `rule start-on-march`.
func arrivalsPhase() phase {
	return phase{name: "arrivals-on-march", enter: (*State).arrivalsOnMarch}
}
