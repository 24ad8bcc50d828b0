package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The stand-in for 9.21's third effect: a Demoralized corps "Is subject
// to possible 'Corps Withdrawal' during Rain (see Solferino scenario
// rules)". The Solferino rule is not in the seed; what the text states is
// kept — only a Demoralized corps, only in a Rain turn, only where the
// scenario says so (`rule corps-withdrawal-in-rain LEVEL`, Solferino's) —
// and the rest is estimated (docs/scenario-risorgimento.md): in the
// Demoralization Segment of a Rain turn, after the 9.2 rolls, each
// Demoralized corps with a unit on the map rolls 9.2's own roll, d10 plus
// its brigades Hors de Combat less its commander's Continuity; at LEVEL or
// more it withdraws: its units (reinforcements still to come included)
// and its leaders leave the map for the rest of the game, not eliminated,
// and it is never activated again. Historically the Austrian corps left
// the field towards the Mincio as the storm of the late afternoon of 24
// June 1859 stopped the fighting (battagliasolferino.webnode.it p. 15;
// Dunant, Un souvenir de Solférino p. 30).

// CorpsWithdrawalRoll is the stand-in's roll for a Demoralized corps in a
// Rain turn: 9.2's arithmetic against the scenario's level.
func CorpsWithdrawalRoll(r dice.Roller, corps string, hdcBrigades, continuity, level int) (roll, adjusted int, withdraws bool) {
	roll = d10(r, "corps withdrawal "+corps+" in Rain (9.21 stand-in)")
	adjusted = roll + hdcBrigades - continuity
	return roll, adjusted, adjusted >= level
}

// corpsWithdrawal runs the stand-in at the end of the Demoralization
// Segment (3.0 C4) of a Rain turn, corps in scenario order; hdc counts
// each corps' brigades Hors de Combat as just marked.
func (s *State) corpsWithdrawal(r dice.Roller, hdc map[string]int) []adjudicator.Event {
	if s.rev() < corpsWithdrawalRevision || s.w.withdrawLevel == 0 || !s.w.rain[s.Turn] {
		return nil
	}
	var ev []adjudicator.Event
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		if !c.Demoralized || c.Withdrawn || !s.corpsOnMap(ci) {
			continue
		}
		roll, adj, out := CorpsWithdrawalRoll(r, ci.ID, hdc[ci.ID], ci.Continuity, s.w.withdrawLevel)
		text := fmt.Sprintf("%s, Demoralized, in Rain: %d + %d brigade(s) Hors de Combat - Continuity %d = %d", ci.ID, roll, hdc[ci.ID], ci.Continuity, adj)
		if !out {
			ev = append(ev, event("corps-withdrawal", fmt.Sprintf("%s, less than %d: it stays (9.21; the Solferino rule is not in the rulebook, this stand-in is estimated)", text, s.w.withdrawLevel)))
			continue
		}
		s.withdraw(ci)
		ev = append(ev, event("corps-withdrawal", fmt.Sprintf("%s, %d or more: the corps withdraws, its units and leaders leave the map for the rest of the game (9.21; the Solferino rule is not in the rulebook, this stand-in is estimated)", text, s.w.withdrawLevel)))
	}
	return ev
}

// corpsOnMap: a unit of the corps is on the map.
func (s *State) corpsOnMap(ci *corpsInfo) bool {
	for _, bid := range ci.Brigades {
		for _, id := range s.w.brigade(bid).Units {
			if s.unit(id).onMap() {
				return true
			}
		}
	}
	return false
}

// withdraw takes the corps off the map for good: its units not
// eliminated, arriving ones included, and its leaders.
func (s *State) withdraw(ci *corpsInfo) {
	s.corps(ci.ID).Withdrawn = true
	leaders := []string{ci.Leader}
	for _, bid := range ci.Brigades {
		bi := s.w.brigade(bid)
		leaders = append(leaders, bi.Leader)
		for _, id := range bi.Units {
			if u := s.unit(id); !u.Out {
				u.Hex, u.Arrive, u.Reserve, u.Square, u.Arrived = shortText{}, 0, false, false, 0
			}
		}
	}
	for _, id := range leaders {
		if l := s.leader(id); l != nil {
			l.Hex, l.Arrive = shortText{}, 0
		}
	}
}
