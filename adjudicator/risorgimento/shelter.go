package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// shelter is a unit that retreated into Hex, a friendly hex it may stack
// in "which is the subject of a pending (yet to be resolved) attack"
// (8.33, revision 3): it is at the bottom of the stack (it arrived last,
// 5.44) and "does not contribute to the hex's defense in any way".
type shelter struct {
	Unit string `json:"unit"`
	Hex  string `json:"hex"`
}

// shelterIfPending records unit i, just retreated (or displaced) into h,
// when an attack on h is still to come.
func (s *State) shelterIfPending(i int, h hexmap.Hex) {
	if s.rev() < shelterRevision || !s.Units[i].onMap() {
		return
	}
	if slices.ContainsFunc(s.Act.Attacks, func(a attackDecl) bool { return a.Target == h.String() }) {
		s.Act.Sheltered = append(s.Act.Sheltered, shelter{Unit: s.Units[i].ID.String(), Hex: h.String()})
	}
}

// sheltered: unit i is in h under 8.33's pending-attack bullet.
func (s *State) sheltered(i int, h hexmap.Hex) bool {
	return slices.Contains(s.Act.Sheltered, shelter{Unit: s.Units[i].ID.String(), Hex: h.String()}) && s.Units[i].Hex.is(h.String())
}

// defending are the units of is in h that take part in its defence: all
// but the sheltered.
func (s *State) defending(h hexmap.Hex, is []int) []int {
	return slices.DeleteFunc(slices.Clone(is), func(i int) bool { return s.sheltered(i, h) })
}

// unshelter forgets the sheltered units of h: its attack is over.
func (s *State) unshelter(h hexmap.Hex) {
	s.Act.Sheltered = slices.DeleteFunc(s.Act.Sheltered, func(c shelter) bool { return c.Hex == h.String() })
}

// retreatSheltered is 8.33: "If the defenders of the hex are subsequently
// forced to retreat or are eliminated, the unit retreats a second time and
// performs a CDR. If it fails, it takes one Hit. The one hit penalty for
// retreating into an enemy ZOC still applies." It retreats by the same
// preferences as the defenders, barred the attackers' hexes; displacing
// another unit, the CDR is this one (8.33 ii asks one of it); artillery is
// eliminated, as artillery retreating with its stack; with nowhere to go
// the unit is eliminated. Call it once no defender stands in target.
func (s *State) retreatSheltered(r dice.Roller, target hexmap.Hex, attackers []int) []adjudicator.Event {
	var ev []adjudicator.Event
	origin := map[hexmap.Hex]bool{}
	for _, i := range attackers {
		origin[s.Units[i].hex()] = true
	}
	var is []int
	for i := range s.Units {
		if s.sheltered(i, target) {
			is = append(is, i)
		}
	}
	s.unshelter(target)
	for _, i := range is {
		u := &s.Units[i]
		if !u.onMap() {
			continue
		}
		if d := RetreatingArtillery(s.rules(i)); d.Out {
			u.Out = true
			ev = append(ev, event("eliminated", fmt.Sprintf("%s, in %s whose defenders gave way, retreats again and is eliminated (8.33)", u.ID, target)))
			continue
		}
		opts := s.retreatOptions(s.board(), i, target, func(h hexmap.Hex) bool { return origin[h] })
		if len(opts) == 0 {
			u.Out = true
			ev = append(ev, event("eliminated", fmt.Sprintf("%s, in %s whose defenders gave way, cannot retreat again and is eliminated (8.33)", u.ID, target)))
			continue
		}
		to := opts[0]
		var displaced []adjudicator.Event
		if to.Displaces {
			displaced = s.displace(r, to.Hex, []hexmap.Hex{target})
		}
		text := s.moveWithCDR(r, i, to, fmt.Sprintf("%s, in %s whose defenders gave way, retreats again to %s (8.33)", u.ID, target, to.Hex))
		ev = append(append(ev, event("retreat", text)), displaced...)
	}
	return ev
}

// moveWithCDR moves unit i, retreating or displaced, into to and rolls
// its CDR (8.33): one Hit into another enemy's ZOC, one more if the roll
// is above its Adjusted Cohesion; it then shelters there if an attack on
// the hex is still to come (revision 3). text says the move; the result
// is added to it.
func (s *State) moveWithCDR(r dice.Roller, i int, to RetreatOption, text string) string {
	u := &s.Units[i]
	s.enterHex(i, to.Hex)
	if to.ExtraHit {
		u.Hits++
		text += ", taking a Hit in an enemy ZOC"
	}
	roll, hit := CDRHit(r, s.rules(i))
	text += fmt.Sprintf(", roll %d", roll)
	if hit {
		u.Hits++
		text += ": a Hit"
	}
	s.checkEliminated(i)
	if !to.Displaces {
		s.shelterIfPending(i, to.Hex)
	}
	return text
}

// defendersGone: none of defenders stands in target any more (retreated
// or eliminated), so its sheltered units retreat again (8.33).
func (s *State) defendersGone(target hexmap.Hex, defenders []int) bool {
	for _, i := range defenders {
		if s.Units[i].onMap() && s.Units[i].Hex.is(target.String()) {
			return false
		}
	}
	return true
}

// shelteredGiveWay retreats target's sheltered units when the attack left
// none of its defenders in it.
func (s *State) shelteredGiveWay(r dice.Roller, target hexmap.Hex, attackers, defenders []int) []adjudicator.Event {
	if !s.defendersGone(target, defenders) {
		return nil
	}
	return s.retreatSheltered(r, target, attackers)
}
