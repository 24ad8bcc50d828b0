package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// displace is 8.33 DISPLACEMENT from revision 2: the friendly units in
// h, which a unit retreating (or displaced) out of from cannot stack
// with, are displaced one hex in turn, by the retreat's preferences and
// never back into a hex of the chain, each taking a CDR (ii); a hex they
// cannot stack in displaces its units in turn, a chain that "may or may
// not extend to the whole line" (i); a unit with no hex to go to is
// eliminated, as a defender that cannot retreat; and the enemy's attack
// still to come on h is cancelled (iii).
func (s *State) displace(r dice.Roller, h hexmap.Hex, chain []hexmap.Hex) []adjudicator.Event {
	b := s.board()
	occupants := slices.Clone(b.on(h))
	if len(occupants) == 0 {
		return nil
	}
	chain = append(chain, h)
	var ev []adjudicator.Event
	// h is never the contested hex (it heads the chain), so the attack
	// being resolved stays.
	n := len(s.Act.Attacks)
	if s.Act.Attacks = slices.DeleteFunc(s.Act.Attacks, func(a attackDecl) bool { return a.Target == h.String() }); len(s.Act.Attacks) < n {
		ev = append(ev, event("cancelled", fmt.Sprintf("the attack on %s is cancelled: a unit retreated into it (8.33 iii)", h)))
	}
	for _, i := range occupants {
		u := &s.Units[i]
		opts := s.retreatOptions(s.board(), i, h, func(x hexmap.Hex) bool { return slices.Contains(chain, x) })
		if len(opts) == 0 {
			u.Out = true
			ev = append(ev, event("eliminated", fmt.Sprintf("%s, displaced, has no hex to go to and is eliminated (8.33)", u.ID)))
			continue
		}
		to := opts[0]
		if to.Displaces {
			ev = append(ev, s.displace(r, to.Hex, chain)...)
		}
		ev = append(ev, event("displaced", s.moveWithCDR(r, i, to, fmt.Sprintf("%s is displaced from %s to %s (8.33)", u.ID, h, to.Hex))))
	}
	return ev
}
