package tolentino

import (
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// Neapolitan morale (13.3): a Neapolitan attack that lets infantry enter a
// hex the enemy held gives one entering infantry unit +1; an Austrian
// attack that occupies a hex held by Neapolitan infantry gives one of
// those units -1; cumulative, never beyond ±2 (13.3), one Morale counter
// per unit with a modifier (13.3.1), and no more counters than the game
// has (13.3.2).

// moraleCountersInGame is 13.3.2's limit: the scenario's rule
// morale-counters, or no limit when the scenario sets none.
func (s *State) moraleCountersInGame() int {
	if v, ok := s.b.sc.Rule("morale-counters"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 {
			return n
		}
	}
	return 1 << 30
}

// moraleCountersInUse counts the units that carry a Morale counter. An
// eliminated unit loses its counter (disorder.go, eliminate), which goes
// back to the pool.
func (s *State) moraleCountersInUse() int {
	n := 0
	for _, u := range s.Units {
		if u.Morale != 0 {
			n++
		}
	}
	return n
}

// changeMorale gives delta to the first of cands (in the order given) whose
// change 13.3.2 does not block — the chooser's default: a unit that
// already has a counter is picked over the first when no counter is left
// (the Neapolitan chooses for the bonus, the Austrian for the minus,
// 13.3). It returns the text for the report, "" when there is no
// candidate.
func (s *State) changeMorale(cands []*Unit, delta int) string {
	inUse, inGame := s.moraleCountersInUse(), s.moraleCountersInGame()
	var blocked []string
	for _, u := range cands {
		m := combat.ChangeMorale(u.Morale, delta, inUse, inGame)
		if m.Blocked {
			blocked = append(blocked, u.ID)
			continue
		}
		u.Morale = m.To
		return fmt.Sprintf("Neapolitan morale of %s %+d (13.3)", u.ID, u.Morale)
	}
	if len(blocked) > 0 {
		return fmt.Sprintf("no Morale counter left for %v: all %d are in use (13.3.2)", blocked, inGame)
	}
	return ""
}
