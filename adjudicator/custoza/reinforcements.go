package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Reinforcements (Goito 15.1, 16.1.1; 002 21.3): a Formation's units wait
// off the map from their turn on and enter when it activates, each moving
// onto the map from its entry hex: "The units enter as a column: each unit
// after the first has its MA reduced by 1 (or less, if in March Movement)
// for each position in the column" (Goito 15.1; 21.3: "½ or ⅓ in March
// Movement"). mincio counts a unit's position among the units of its
// Formation already entered at that hex this turn, and takes ½ MP a
// position in March Movement (docs/scenario-custoza.md).

// columnLoss is the MA a unit entering now loses to its column position.
func (s *State) columnLoss(force []*Unit) hexmap.Cost {
	u := force[0]
	pos := 0
	for _, o := range s.Units {
		if o.Arrives == s.Turn && o.Entry == u.Entry && o.On && o.p.Formation == u.p.Formation && !o.p.commander() {
			pos++
		}
	}
	per := hexmap.MPs(1)
	if u.March || u.p.art() {
		per = hexmap.Half
	}
	return hexmap.Cost(pos) * per
}

// enterMap puts waiting units on their entry hex.
func (s *State) enterMap(force []*Unit, h hexmap.Hex) {
	for _, u := range force {
		u.On, u.Hex, u.Arrives = true, h, s.Turn
		s.touch()
		u.Facing = s.directionToward(h, s.nearestEnemy(u.p.Side, h))
		u.Spent += s.b.entryCost(u.p.class(), u.March, h)
	}
	if f := s.form(force[0].p.Formation); f != nil {
		f.Entered = true
	}
	s.takeControl(force[0].p.Side, h)
	s.commanderEnters(force, h)
}

// commanderEnters brings a Formation's commander, waiting off the map, in
// with the first of its units to enter (revision 2): 21.4 "Units entering
// without their Commander, enter the map and move during the Out of
// Command Phase" makes entering with him the rule and entering without
// him the exception, and Goito 15.1 lists each brigade with its
// commander. He enters the units' entry hex at no cost and may still move
// in the activation (7.10); `move COMMANDER …` moves him as any
// commander. Revision 1 left him off the map unless an order moved him,
// and his brigade out of command for the rest of the game.
func (s *State) commanderEnters(force []*Unit, h hexmap.Hex) {
	u := force[0]
	if s.b.rev < 2 || u.p.commander() {
		return
	}
	fs := s.b.forms[u.p.Formation]
	if fs == nil {
		return
	}
	c := s.unit(fs.Commander)
	if c == nil || c.On || c.Gone != "" || c.Arrives == 0 || c.Arrives > s.Turn {
		return
	}
	c.On, c.Hex, c.Arrives = true, h, s.Turn
	c.Facing = u.Facing
	s.touch()
	s.tellForce([]*Unit{c}, "reinforcement", fmt.Sprintf("%s enters at %s with his Formation's first units (%s)", s.forceName([]*Unit{c}), h, s.rule("21.4", "15.1")))
}

// iiCorpsDue reports whether this is the turn the Goito II Corps option is
// decided and it is still open (16.1, 16.1.3: "at the end of Turn IV",
// irrevocably).
func (s *State) iiCorpsDue() bool {
	return s.b.iiCorpsAt > 0 && s.Turn == s.b.iiCorpsAt && s.IICorps == ""
}

// chooseIICorps records the Austrian's choice (16.1).
func (s *State) chooseIICorps(yes bool) {
	s.IICorps = "declined"
	text := "the Austrian does not call the II Corps (16.1)"
	if yes {
		s.IICorps = "taken"
		text = "the Austrian calls the II Corps by the Catapane road: irrevocable (16.1, 16.1.3)"
	}
	s.event(adjudicator.Event{Code: "ii-corps", Text: text})
}

// rollIICorps is 16.1.1: "starting with Turn IV, in the End of the Turn
// phase, the Austrian rolls a die: on a 1 the II Corps enters from the
// next turn, one brigade per turn, by the Catapane road".
func (s *State) rollIICorps(r dice.Roller) {
	if s.IICorps != "taken" || s.Turn < s.b.iiCorpsAt {
		return
	}
	purpose := "II Corps arrival (Goito 16.1.1): a 1 brings it"
	d := r.Roll(6, purpose)
	rolls := []dice.Roll{{Purpose: purpose, Sides: 6, Value: d}}
	if d != 1 {
		s.event(adjudicator.Event{Code: "ii-corps", Text: fmt.Sprintf("II Corps roll: %d, not yet (16.1.1)", d), Rolls: rolls})
		return
	}
	s.IICorps = "coming"
	turn := s.Turn + 1
	for _, rf := range s.b.sc.Reinforcements {
		if rf.Option == "" {
			continue
		}
		entry, _ := s.entryHex(rf)
		for _, id := range rf.Counters {
			if u := s.unit(id); u != nil {
				u.Arrives, u.Entry = turn, entry
			}
		}
		turn++
	}
	s.event(adjudicator.Event{Code: "ii-corps", Text: fmt.Sprintf("II Corps roll: 1: its brigades enter from turn %d, one a turn (16.1.1)", s.Turn+1), Rolls: rolls})
}

// iiCorpsInPlay is 16.1.2's "with the II Corps in play": mincio reads it
// as its first brigade having entered the map (docs/custoza-editions.md).
func (s *State) iiCorpsInPlay() bool {
	for _, rf := range s.b.sc.Reinforcements {
		if rf.Option == "" {
			continue
		}
		for _, id := range rf.Counters {
			if u := s.unit(id); u != nil && u.On {
				return true
			}
		}
	}
	return false
}

// tellArrivals tells each side, at the start of a game turn, which of its
// counters may enter the map this turn, by entry hex: they enter when their
// Formation acts (Goito 15.1, 21).
func (s *State) tellArrivals() {
	for _, side := range s.b.sides {
		var order []string
		by := map[string][]string{}
		for _, u := range s.Units {
			if u.p.Side != side || u.Arrives != s.Turn || u.On || u.Gone != "" {
				continue
			}
			at := u.Entry.String()
			if _, ok := by[at]; !ok {
				order = append(order, at)
			}
			by[at] = append(by[at], u.ID)
		}
		for _, at := range order {
			s.event(adjudicator.Event{Code: "reinforcement", To: adjudicator.Only(side),
				Text: fmt.Sprintf("waiting to enter at %s from this turn, when their Formation acts (%s): %s", at, s.entryRule("21"), strings.Join(by[at], " "))})
		}
	}
}

// iiCorpsSide is the side of the option's reinforcements (Goito 16.1).
func (s *State) iiCorpsSide() int {
	for _, rf := range s.b.sc.Reinforcements {
		if rf.Option != "" && len(rf.Counters) > 0 {
			return s.b.sideIndex(s.b.specs[rf.Counters[0]].Side)
		}
	}
	return 0
}
