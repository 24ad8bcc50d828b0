package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// actionOptions samples legal lines for the action decision, each checked
// on a copy of the state: for each Force that may act, its attacks (with
// the clauses of docs/orders-custoza.md, so a bot explores them), its
// fires and a move toward the nearest enemy; leaving March Movement;
// the markers' rotations and moves (6.5, 11.5.3).
func (s *State) actionOptions() []string {
	var out []string
	add := func(line string) {
		if !contains(out, line) && s.optionWorks(line) {
			out = append(out, line)
		}
	}
	n := 0
	for _, force := range s.actingForces() {
		if n == sampleForces {
			break
		}
		n++
		ref := forceRefOf(force)
		u := force[0]
		for _, m := range s.Markers {
			if !s.hasEnemy(s.Side, m.Target) {
				continue
			}
			verb := markerVerb(m.Charge)
			base := fmt.Sprintf("%s %s %s", verb, ref, m.Target)
			add(base)
			if m.Charge {
				if next, ok := s.nearbyEnemy(m.Target, 3); ok {
					add(base + " continue " + next.String())
				}
				add(base + " stop-check if square")
			} else {
				add(base + " if empty rotate left if withdrawn follow on failed check stop")
			}
		}
		if u.On && (u.p.art() || u.p.Type == "linf") {
			for _, h := range s.b.grid.Around(u.Hex, ArtilleryRange) {
				if s.b.on(h) && s.hasEnemy(s.Side, h) && s.fireRefused(force, h, false) == "" {
					add(fmt.Sprintf("fire %s %s", ref, h))
				}
			}
		}
		if u.On && u.March && !u.p.art() {
			add("exit-march " + ref)
		}
		if u.On && s.b.strat.on && slices.Contains(s.b.strat.exits[s.b.sideIndex(u.p.Side)], u.Hex) {
			add("exit " + ref) // 24.2 AH 3 (exit.go)
		}
		if dest, ok := s.sampleDestination(force); ok {
			add(fmt.Sprintf("move %s to %s if blocked reroute", ref, dest))
		}
	}
	for _, m := range s.Markers {
		add(fmt.Sprintf("rotate %s left", m.Hex))
		add(fmt.Sprintf("rotate %s right", m.Hex))
		if s.hasEnemy(s.Side, m.Hex) {
			for _, h := range s.sortedNeighbors(m.Hex) {
				add(fmt.Sprintf("marker %s to %s charge", m.Hex, h))
			}
		}
	}
	return out
}

// nearbyEnemy is an enemy hex within n of h other than h, the nearest
// first, for a sample charge continuation.
func (s *State) nearbyEnemy(h hexmap.Hex, n int) (hexmap.Hex, bool) {
	for r := 1; r <= n; r++ {
		ring := s.b.grid.Ring(h, r)
		sortHexes(ring)
		for _, x := range ring {
			if s.b.on(x) && s.hasEnemy(s.Side, x) {
				return x, true
			}
		}
	}
	return hexmap.Hex{}, false
}
