package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Peschiera and the fortresses (22.3). "Every Fortress hex, and Peschiera
// itself, has an intrinsic Combat Value of 3 Line Infantry SPs, 1
// Artillery SP, and a Cohesion Value of 9" (22.3.1): mincio gives each
// fortress hex of the map two counters of the side the scenario names
// (`rule fortresses SIDE`; 24.1.1, 26.1.1), HEX-garrison-inf and
// HEX-garrison-art (combat.FortressGarrison), which belong to no
// Formation (22.3.2) and so never act; they "can only Fire as a
// Reaction, they cannot attack, but they defend normally".

// loadGarrisons adds the garrison counters of every fortress hex.
func (b *battle) loadGarrisons() {
	if b.sw.fortresses == "" {
		return
	}
	for i := range b.grid.Len() {
		h := b.grid.HexAt(i)
		if !b.onMap[i] || b.terrain[i] != "fortress" || b.isStronghold(h) {
			continue
		}
		for _, u := range combat.FortressGarrison(h.String(), combat.GoodOrder) {
			p := &spec{ID: u.ID, Name: "Fortress " + h.String() + " garrison", Type: string(u.Type), Side: b.sw.fortresses,
				SP: u.SP, CV: u.CV, MA: 0, SV: u.SV, Garrison: h}
			b.specs[p.ID] = p
			b.ids = append(b.ids, p.ID)
		}
	}
}

// isGarrison reports whether u is a fortress's intrinsic garrison.
func (u *Unit) isGarrison() bool { return u.p.Garrison != (hexmap.Hex{}) }

// garrisonIDs lists the garrison counters among units.
func (s *State) garrisonIDs(units []*Unit) []string {
	var out []string
	for _, u := range units {
		if u.isGarrison() {
			out = append(out, u.ID)
		}
	}
	return out
}

// garrisonIn lists the garrison counters still holding h.
func (s *State) garrisonIn(h hexmap.Hex) []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(h) {
		if u.isGarrison() {
			out = append(out, u)
		}
	}
	return out
}

// fortressSurrender is 22.3.3: "A Fortress that Routs, or that loses all
// of its Infantry SPs, surrenders, and it is destroyed. Mark the
// destroyed Fortress with a Fortress Destroyed marker."
func (s *State) fortressSurrender(h hexmap.Hex) {
	var left []*Unit
	lost := false
	for _, u := range s.Units {
		if !u.isGarrison() || u.p.Garrison != h {
			continue
		}
		if u.Gone != "" {
			lost = lost || u.p.inf()
			continue
		}
		left = append(left, u)
	}
	if !lost {
		return
	}
	for _, u := range left {
		s.remove(u, "surrendered")
	}
	s.event(adjudicator.Event{Code: "fortress", Text: fmt.Sprintf("the fortress of %s routed or lost all its infantry SP: it surrenders and is destroyed (22.3.3)", h)})
}

// peschieraFalls is 22.3.5: "Once the Peschiera hex is enemy occupied,
// all of the remaining fortresses cease to exist".
func (s *State) peschieraFalls(side adjudicator.Side, h hexmap.Hex) {
	if !s.b.isPeschiera(h) || s.b.sw.fortresses == "" || side == s.b.sw.fortresses || len(s.garrisonIn(h)) > 0 {
		return
	}
	var gone []string
	for _, u := range s.Units {
		if u.isGarrison() && u.Gone == "" {
			s.remove(u, "ceased")
			gone = append(gone, u.p.Garrison.String())
		}
	}
	if len(gone) > 0 {
		s.event(adjudicator.Event{Code: "fortress", Text: fmt.Sprintf("Peschiera is enemy occupied: the remaining fortresses cease to exist (22.3.5): %s", joinWords(gone))})
	}
}

// peschieraRefused says why a marker in from may not point at target:
// 22.3.5 "The Peschiera hex can be assaulted only from hexes 1606, 1704,
// and 1805" (peschiera.go).
func (s *State) peschieraRefused(from, target hexmap.Hex) string {
	b := s.b
	if !b.isPeschiera(target) || slices.Contains(b.peschieraFrom, from) {
		return ""
	}
	if len(b.peschieraFrom) == 0 {
		return "the Peschiera hex cannot be assaulted: the map has no land next to it (22.3.5)"
	}
	hexes := make([]string, len(b.peschieraFrom))
	for i, h := range b.peschieraFrom {
		hexes[i] = h.String()
	}
	words := hexes[len(hexes)-1]
	if len(hexes) > 1 {
		words = strings.Join(hexes[:len(hexes)-1], ", ") + " and " + words
	}
	return fmt.Sprintf("the Peschiera hex can be assaulted only from hexes %s (22.3.5)", words)
}

// fortressRecovery is 22.3.3: "Fortresses recover one Status Level for
// free during the Fatigue Phase." The basic game has no Fatigue Phase
// (14·7 is the advanced game's); mincio reads it as the End of the Game
// Turn Phase (3·5), the phase the basic game has in its place.
func (s *State) fortressRecovery() {
	for _, u := range s.Units {
		if !u.isGarrison() || u.Gone != "" || u.Status == combat.GoodOrder {
			continue
		}
		after, why := combat.FortressRecovery(u.Status)
		u.Status = after
		s.event(adjudicator.Event{Code: "recovery", Text: fmt.Sprintf("%s: %s", u.ID, why)})
	}
}

// fortressRoom is 22.3.4: "One unit is allowed to stack in a Fortress
// hex": with its garrison standing, a fortress hex holds one other unit.
func (s *State) fortressRoom(h hexmap.Hex, entering []*Unit) bool {
	if len(s.garrisonIn(h)) == 0 {
		return true
	}
	n := 0
	for _, u := range s.combatAt(h) {
		if !u.isGarrison() && !contains(unitIDs(entering), u.ID) {
			n++
		}
	}
	return n+len(entering) <= 1
}
