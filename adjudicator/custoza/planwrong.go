package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Deliberately wrong lines: about one line in ten, the planner slips in,
// just before the line it means, a line of the same step that the rules
// refuse for a reason the side can see in its view — a move to a hex off
// the map or not next to the Force, line infantry firing as an action
// (8.3: "only as a reaction"), cavalry forming square or infantry
// limbering (7.7, 7.9), an Assault declared from a hex not next to its target (6.1), an
// activation of an enemy Formation (5.1) — so that every self-played game
// exercises the host's refusals and the reports that explain them. Each
// kind stays wrong whatever happens between the plan and the host's turn,
// and each candidate is tried on the rebuilt state first: only lines the
// rules refuse there are written.

// wrongRate: a wrong line comes before one planned step line in wrongRate.
// Closing lines and the standing orders give no such chance, so this makes
// about one line in ten of a file wrong.
const wrongRate = 7

// wrong returns, now and then, a line that the rules refuse at step d of
// formation id, or "".
func (p *planner) wrong(d adjudicator.Decision, id string) string {
	if p.rng.IntN(wrongRate) != 0 {
		return ""
	}
	s := p.s
	var cands []string
	switch d.Kind {
	case kDeclare:
		for _, f := range s.actingForces() {
			u := f[0]
			if !u.On {
				continue
			}
			// a marker hex next to the Force but not to the target (6.1):
			// refused wherever the enemy stands by then
			for _, t := range p.enemyHexes() {
				for _, m := range s.sortedNeighbors(u.Hex) {
					if s.b.grid.Distance(m, t) > 2 {
						cands = append(cands, fmt.Sprintf("declare assault %s from %s by %s", t, m, forceRefOf(f)))
						break
					}
				}
				break
			}
		}
	case "action":
		for _, f := range s.actingForces() {
			u := f[0]
			ref := forceRefOf(f)
			if !u.On {
				continue
			}
			cands = append(cands, fmt.Sprintf("move %s 9999", ref)) // off the map
			// further than any retreat could take it first
			for _, h := range s.b.grid.Ring(u.Hex, 8) {
				if s.b.on(h) {
					cands = append(cands, fmt.Sprintf("move %s %s", ref, h)) // not next to it: no path
					break
				}
			}
			switch {
			case u.p.Type == "inf":
				if t, ok := p.anyEnemyHex(); ok {
					cands = append(cands, fmt.Sprintf("fire %s %s", ref, t)) // 8.3: line infantry fires only as a reaction
				}
				cands = append(cands, "limber "+ref) // 7.9: only artillery
			case u.p.cav():
				cands = append(cands, "square "+ref) // 7.7: only infantry
			}
		}
	}
	return p.firstRefused(d, cands)
}

// wrongArmy is, now and then, an activation of an enemy Formation (5.1:
// each player activates his own).
func (p *planner) wrongArmy() string {
	if p.rng.IntN(wrongRate/2) != 0 {
		return ""
	}
	var cands []string
	for _, id := range p.s.b.formIDs {
		if p.s.b.forms[id].Side != p.me {
			cands = append(cands, "activate "+id)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	return cands[p.rng.IntN(len(cands))]
}

// enemyHexes are the hexes where the view shows enemy units, in the
// order of the units.
func (p *planner) enemyHexes() []hexmap.Hex {
	var out []hexmap.Hex
	for _, u := range p.view.onMap() {
		if u.p.Side != p.me && !u.p.commander() && !slices.Contains(out, u.Hex) {
			out = append(out, u.Hex)
		}
	}
	return out
}

// anyEnemyHex is a hex with enemy units, for lines that name a target.
func (p *planner) anyEnemyHex() (string, bool) {
	for _, u := range p.s.onMap() {
		if u.p.Side != p.me && !u.p.commander() {
			return u.Hex.String(), true
		}
	}
	return "", false
}

// firstRefused picks a candidate at random among those the rules refuse.
func (p *planner) firstRefused(d adjudicator.Decision, cands []string) string {
	p.rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	for _, c := range cands {
		if p.refused(d, c) {
			return c
		}
	}
	return ""
}
