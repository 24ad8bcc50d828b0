package tolentino

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// The deliberately wrong lines of Tolentino's planner (package plan): a
// hex off the map, hexes that make no path, an attack by a disordered
// unit or on a hex far away, a bombardment out of range, an officer asked
// to rally or to take the order he has, an order to the enemy's
// formation. Each stays wrong whatever happens before the host's turn
// (enemy moves, combat, refused lines).

// wrongRate: a wrong line comes before one planned step line in
// wrongRate. About half the lines of a file (the activation list, the
// closing lines of steps not reached) give no such chance, so this makes
// about one line in ten of a file wrong.
const wrongRate = 5

// wrong returns, now and then, a line that the rules refuse at step d of
// formation id, or "".
func (p *planner) wrong(d adjudicator.Decision, id string) string {
	return p.Wrong(p.rng, wrongRate, d, func() []string { return p.wrongLines(d, id) }, p.inGroup(d))
}

// wrongLines are the candidates for a wrong line at step d of formation
// id.
func (p *planner) wrongLines(d adjudicator.Decision, id string) []string {
	s := p.S
	var cands []string
	switch d.Kind {
	case stOfficer:
		cands = append(cands, fmt.Sprintf("initiative %s %s", id, s.form(id).Order)) // already its order
	case stMove:
		for _, u := range s.movable() {
			if s.specOf(u).Formation != id {
				continue
			}
			cands = append(cands, fmt.Sprintf("move %s 9999", u.ID)) // off the map
			if far := s.b.grid.Ring(u.Hex, 4); len(far) > 0 {
				cands = append(cands, fmt.Sprintf("move %s %v", u.ID, far[0])) // no path: not next to it
			}
		}
	case stOOC:
		if f := s.form(id); f.Leader != "" {
			cands = append(cands, fmt.Sprintf("order %s %s", f.Leader, f.Order)) // an officer, not a unit (5.3.1)
		}
	case stBombard:
		for _, u := range s.formationUnits(id) {
			if far := s.b.grid.Ring(u.Hex, s.artRange()+8); s.specOf(u).art() && len(far) > 0 {
				cands = append(cands, fmt.Sprintf("bombard %s %v", u.ID, far[0])) // out of range
			}
		}
	case stAttack:
		cands = p.wrongAttacks(id)
	case stReorg:
		if f := s.form(id); f.Leader != "" {
			cands = append(cands, "reorganize "+f.Leader) // officers are never disordered (15)
		}
	}
	return cands
}

// wrongAttacks are assaults by disordered units (15.1: a unit reorganizes
// only after the combat segment) and on hexes far from the attacker (12:
// assaults are on adjacent hexes).
func (p *planner) wrongAttacks(id string) []string {
	s := p.S
	var out []string
	for _, u := range s.formationUnits(id) {
		if s.specOf(u).art() {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if u.Dis != good && len(s.combatAt(h, enemy(p.me))) > 0 {
				out = append(out, fmt.Sprintf("attack %v with %s", h, u.ID))
			}
		}
		if far := s.b.grid.Ring(u.Hex, 12); len(far) > 0 {
			out = append(out, fmt.Sprintf("attack %v with %s", far[0], u.ID))
		}
	}
	return out
}

// wrongOrder is, now and then, an order change for an enemy formation
// (5.2: the army commander orders his own officers).
func (p *planner) wrongOrder(d adjudicator.Decision) string {
	if d.Kind != stOrders {
		return ""
	}
	enemies := func() []string {
		var cands []string
		for _, f := range p.S.Forms {
			if p.S.b.sideOfFormation(f.ID) != p.me {
				cands = append(cands, fmt.Sprintf("order %s attack", f.ID))
			}
		}
		return cands
	}
	return p.Wrong(p.rng, wrongRate, d, enemies, p.inGroup(d))
}

// inGroup accepts the lines the group of d may hold (a line out of its
// group would sink the whole file).
func (p *planner) inGroup(d adjudicator.Decision) func(string) bool {
	group := ""
	if len(d.Groups) > 0 {
		group = d.Groups[0]
	}
	return func(c string) bool { return p.fits(c, group) }
}
