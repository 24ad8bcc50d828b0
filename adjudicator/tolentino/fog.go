package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Fog of war (11.3.2): a side may examine an enemy stack only if one of
// its counters has a line of sight to the hex (11.3: at most 4 hexes, no
// blocking terrain between). Otherwise it knows only that something is
// there. docs/fog-of-war-tolentino.md says exactly what each side sees.

// spotRange is 4 hexes by day (11.3); on the night turns 5-6 it is 1
// (estimated: 11.3 defers to 17, which gives only the artillery range of
// 1 in the twilight).
func (s *State) spotRange() int {
	if s.b.night(s.Turn) {
		return 1
	}
	return 4
}

// visibleTo reports whether viewer may examine the stack in h.
func (s *State) visibleTo(viewer adjudicator.Side, h hexmap.Hex) bool {
	rng := s.spotRange()
	for _, u := range s.Units {
		if u.On && !u.Gone && s.specOf(u).Side == viewer && s.b.lineOfSight(u.Hex, h, rng) {
			return true
		}
	}
	return false
}

// seenMove returns e for its owner, and for the enemy e or a redacted
// text, for a counter that went from one hex to another (a
// move, a retreat, an advance after combat): the enemy gets the full event
// only if he may examine the hex it ended in (11.3.2); if he sees only the
// hex it left, he learns which counter left it and nothing of where it
// went; if he sees neither, only that a counter moved out of sight.
func (s *State) seenMove(owner adjudicator.Side, id string, from, to hexmap.Hex, e adjudicator.Event, verb string) []adjudicator.Event {
	other := enemy(owner)
	if s.visibleTo(other, to) {
		return []adjudicator.Event{e}
	}
	mine := e
	mine.To = adjudicator.Only(owner)
	text := fmt.Sprintf("%s counter %s out of sight", aSideName(owner), verb)
	if s.visibleTo(other, from) {
		text = fmt.Sprintf("%s %s from %v out of sight", id, verb, from)
	}
	return []adjudicator.Event{mine, {Code: e.Code, Text: text, To: adjudicator.Only(other)}}
}

// retreatNote is the line of a retreat (to) as viewer may read it.
func (s *State) retreatNote(viewer adjudicator.Side, id string, from, to hexmap.Hex, full string) string {
	if s.spec(id).Side == viewer || s.visibleTo(viewer, to) {
		return full
	}
	if s.visibleTo(viewer, from) {
		return fmt.Sprintf("%s retreats from %v out of sight (12.6)", id, from)
	}
	return fmt.Sprintf("%s counter retreats out of sight (12.6)", aSideName(s.spec(id).Side))
}
