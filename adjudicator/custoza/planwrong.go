package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/plan"
)

// The deliberately wrong lines of Custoza's planner (package plan): a
// move to a hex off the map or not next to the Force, line infantry
// firing as an action (8.3: "only as a reaction"), cavalry forming square
// or infantry limbering (7.7, 7.9), an Assault declared from a hex not
// next to its target (6.1), an activation of an enemy Formation (5.1), in
// the advanced game an Engaged Formation sent On March (15 note: Engaged
// => In Reserve => On March).
// Each stays wrong whatever happens before the host's turn.

// wrongRate: a wrong line comes before one planned step line in wrongRate.
// Closing lines and the standing orders give no such chance, so this makes
// about one line in ten of a file wrong.
const wrongRate = 7

// wrong returns, now and then, a line that the rules refuse at step d of
// formation id, or "".
func (p *planner) wrong(d adjudicator.Decision, id string) string {
	return p.Wrong(p.rng, wrongRate, d, func() []string { return p.wrongLines(d) }, nil)
}

// wrongLines are the candidates for a wrong line at step d: of the
// Forces that may act.
func (p *planner) wrongLines(d adjudicator.Decision) []string {
	s := p.S
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
	return cands
}

// wrongArmy is, now and then, an activation of an enemy Formation (5.1:
// each player activates his own).
func (p *planner) wrongArmy() string {
	if !plan.Slip(p.rng, wrongRate/2) {
		return ""
	}
	var cands []string
	for _, id := range p.S.b.formIDs {
		if p.S.b.forms[id].Side != p.me {
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
	for _, u := range p.S.onMap() {
		if u.p.Side != p.me && !u.p.commander() {
			return u.Hex.String(), true
		}
	}
	return "", false
}

// wrongCommand is, now and then, `status F march HEX` for an Engaged
// Formation on the map: the Command Phase is the turn's first step, so it
// is Engaged still when the line comes (15 note).
func (p *planner) wrongCommand() string {
	if !p.S.onMarchRules() || !plan.Slip(p.rng, wrongRate/2) {
		return ""
	}
	goals := p.S.planGoals(p.me)
	if len(goals) == 0 {
		return ""
	}
	for _, id := range p.S.b.formIDs {
		fs := p.S.b.forms[id]
		if fc := p.S.unit(fs.Commander); fs.Side == p.me && p.S.engaged(id) && fc != nil && fc.On && fc.Gone == "" {
			return fmt.Sprintf("status %s march %s", id, goals[p.rng.IntN(len(goals))])
		}
	}
	return ""
}
