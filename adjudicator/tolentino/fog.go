package tolentino

import (
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
		if u.On && !u.Gone && s.spec(u.ID).Side == viewer && s.b.lineOfSight(u.Hex, h, rng) {
			return true
		}
	}
	return false
}

// seen returns e for its owner, and for the enemy either e (if the enemy
// sees any of the hexes) or the redacted text.
func (s *State) seen(owner adjudicator.Side, hexes []hexmap.Hex, e adjudicator.Event, redacted string) []adjudicator.Event {
	other := enemy(owner)
	for _, h := range hexes {
		if s.visibleTo(other, h) {
			return []adjudicator.Event{e}
		}
	}
	mine := e
	mine.To = adjudicator.Only(owner)
	theirs := adjudicator.Event{Code: e.Code, Text: redacted, To: adjudicator.Only(other)}
	return []adjudicator.Event{mine, theirs}
}
