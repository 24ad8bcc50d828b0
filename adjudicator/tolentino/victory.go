package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// VP is the Neapolitan victory point total of 18, with its parts.
type VP struct {
	Total int
	Parts []string
}

// victoryPoints counts 18: the Neapolitan player gets the number in the
// star of each objective hex he holds; 1 VP for each Austrian officer or
// artillery eliminated and for each reduced Austrian unit; 2 VP for each
// Austrian unit eliminated and for Bianchi; he loses 1 VP for each of his
// officers, artillery or units eliminated. 16.3: the Grenzer cost Austria
// 3 VP.
//
// Reading, the same for both sides: a counter off the map is eliminated,
// as a player counting the counters scores it — off for good (12.8
// "permanently eliminated", a leader captured/killed) or, from revision 2,
// a full-strength unit "eliminated" under 12.8 that is still waiting to
// return on its reduced side (Austrian +2, Neapolitan -1). Once back on
// the map it is a reduced unit: +1 for an Austrian one, nothing for a
// Neapolitan one (18 names no loss for reduced Neapolitan units).
// Revision 1 scored a unit waiting to return as reduced too. The army
// commanders: Bianchi's elimination gives 2 VP; Murat's is 18.1's
// automatic defeat.
func (s *State) victoryPoints() VP {
	var v VP
	add := func(n int, why string) {
		if n != 0 {
			v.Total += n
			v.Parts = append(v.Parts, fmt.Sprintf("%+d %s", n, why))
		}
	}
	for _, o := range s.b.sc.Objectives {
		for _, h := range o.Hexes {
			if s.controller(h) == Naples {
				add(o.VP, fmt.Sprintf("%s %v held (18)", o.Name, h))
			}
		}
	}
	for _, u := range s.Units {
		p := s.specOf(u)
		gone := u.Gone || s.b.rev >= 2 && s.waitingToReturn(u)
		switch {
		case p.Side == Austria && p.Role == "army" && gone:
			add(2, p.Name+" eliminated (18)")
		case p.Side == Austria && (p.leader() || p.art()) && gone:
			add(1, u.ID+" eliminated (18)")
		case p.Side == Austria && gone:
			add(2, u.ID+" eliminated (18)")
		case p.Side == Austria && u.Reduced:
			add(1, u.ID+" reduced (18)")
		case p.Side == Naples && gone && p.Role != "army":
			add(-1, u.ID+" eliminated (18)")
		}
	}
	if s.Grenzer {
		add(3, "Grenzer battalions brought in (16.3)")
	}
	return v
}

// waitingToReturn: u was eliminated at full strength and waits off the
// map to come back reduced (12.8, 15.5).
func (s *State) waitingToReturn(u *Unit) bool {
	return !u.Gone && !u.On && u.Reduced && u.Back > 0
}

// level is 18.1: the outcome for a Neapolitan VP total.
func level(vp int) (adjudicator.Side, string) {
	switch {
	case vp >= 14:
		return Naples, "decisive Neapolitan victory"
	case vp >= 8:
		return Naples, "tactical Neapolitan victory"
	case vp >= 5:
		return "", "stalemate"
	case vp >= 1:
		return Austria, "tactical Austrian victory"
	}
	return Austria, "decisive Austrian victory"
}

// muratLost: 18.1 if Murat is eliminated it is an automatic Austrian
// victory.
func (s *State) muratLost() bool {
	for _, u := range s.Units {
		if u.p.Side == Naples && u.p.Role == "army" && u.Gone {
			return true
		}
	}
	return false
}

// Outcome implements adjudicator.State.
func (s *State) Outcome() *adjudicator.Outcome {
	if !s.Over {
		return nil
	}
	if loser, text := s.automaticLoss(); loser != "" { // conditions.go
		w := enemy(loser)
		return &adjudicator.Outcome{Winner: w, Level: "automatic " + sideName(w) + " victory", Text: text}
	}
	v := s.victoryPoints()
	w, lv := s.levelOf(v.Total) // conditions.go
	return &adjudicator.Outcome{Winner: w, Level: lv, Text: fmt.Sprintf("Neapolitan VP %d: %s (18.1)", v.Total, lv)}
}
