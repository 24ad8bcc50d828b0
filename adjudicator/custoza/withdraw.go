package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// withdrawPath is 12.1: "a Force [moves] without expending any MPs, up
// and until it arrives at a hex not in a ZoR", each hex chosen as a
// retreat hex (12.2) among those farther from the nearest enemy. budget
// bounds it in MP for an exhausted move (9.6); 0 for none. ok is false
// when it cannot (12.3).
func (s *State) withdrawPath(force []*Unit, budget hexmap.Cost) ([]hexmap.Hex, bool) {
	side := force[0].p.Side
	at := force[0].Hex
	passed := []hexmap.Hex{at}
	var path []hexmap.Hex
	var spent hexmap.Cost
	for s.inEZoR(side, at) {
		if len(path) > 8 {
			return nil, false
		}
		away := []hexmap.Hex{s.nearestEnemy(side, at)}
		cands := s.retreatCandidates(force, at, passed, away, false, false)
		ch := combat.ChooseRetreatHex(s.b.ed, cands, s.retreatPreference(force, cands, away, retreatPref{}))
		if ch.Eliminated {
			return nil, false
		}
		next, _ := hexmap.ParseHex(ch.Hex)
		if budget > 0 {
			c, _ := s.b.stepCost(force[0].p.class(), false, at, next, 0)
			if spent+c > budget {
				break
			}
			spent += c
		}
		path = append(path, next)
		passed = append(passed, next)
		at = next
	}
	return path, true
}

// nearestEnemy is the hex of the enemy combat unit nearest to h.
func (s *State) nearestEnemy(side adjudicator.Side, h hexmap.Hex) hexmap.Hex {
	best, bestD := h, -1
	for _, u := range s.onMap() {
		if u.p.Side == side || u.p.commander() {
			continue
		}
		if d := s.b.grid.Distance(h, u.Hex); bestD < 0 || d < bestD || (d == bestD && u.Hex.Compare(best) < 0) {
			best, bestD = u.Hex, d
		}
	}
	return best
}

// withdrawHex is where a one-hex withdrawal goes (11.5.5: "one hex away
// from the Force causing the Reaction"; 13.4), chosen as a retreat hex
// (12.2).
func (s *State) withdrawHex(force []*Unit, from hexmap.Hex) (hexmap.Hex, bool) {
	away := []hexmap.Hex{from}
	cands := s.retreatCandidates(force, force[0].Hex, []hexmap.Hex{force[0].Hex}, away, false, false)
	ch := combat.ChooseRetreatHex(s.b.ed, cands, s.retreatPreference(force, cands, away, retreatPref{}))
	if ch.Eliminated {
		return hexmap.Hex{}, false
	}
	h, err := hexmap.ParseHex(ch.Hex)
	return h, err == nil
}

// withdraw is a withdrawal of the Non Activated and Out of Command phases
// (12.1, 3·3, 3·4): out of every ZoR; a cohesion check in the Goito
// reading (Goito 8.8.2; none in Custoza's 12.1; `rule withdrawal-check`).
// A Force that cannot is eliminated (12.3).
//
// A square must withdraw too: it leaves square formation first (11.5.4.1
// lets it leave "at the beginning of their Activation"; these phases are
// its activation's stand-in).
func (s *State) withdraw(force []*Unit, r dice.Roller) {
	for _, u := range force {
		u.Square = false
	}
	path, ok := s.withdrawPath(force, 0)
	name := s.forceName(force)
	if !ok {
		for _, u := range force {
			s.remove(u, "eliminated")
		}
		s.event(adjudicator.Event{Code: "withdrawal", Text: fmt.Sprintf("%s must withdraw and cannot: eliminated (%s)", name, s.rule("12.3", "8.8"))})
		return
	}
	from := force[0].Hex
	for _, h := range path {
		at := force[0].Hex
		s.moveStack(force, at, h)
		s.retreatTerrain(force, at, h, r)
		if force = s.units(unitIDs(force)); len(force) == 0 {
			return
		}
	}
	for _, u := range force {
		u.Moved = true
	}
	text := fmt.Sprintf("%s withdraws from %s to %s (%s)", name, from, force[0].Hex, s.rule("12.1", "8.8"))
	if s.b.sw.withdrawalCheck == "always" {
		res := s.b.tab.Cohesion(r, "withdrawal ("+s.rule("12.1, rule withdrawal-check always", "8.8.2")+")", s.cus(force), nil)
		s.applyCheck(force, res)
		s.event(adjudicator.Event{Code: "withdrawal", Text: text, Rolls: res.Rolls, Detail: res.Explain})
		return
	}
	s.event(adjudicator.Event{Code: "withdrawal", Text: text})
}

// stopAndWithdraw is 13.4: "Units failing a Cohesion Check during their
// Action Phase can choose to stop their Action at that time, and have to
// Withdraw one hex (see 12.0)" — the order's `on failed check stop`. The
// hex is chosen as a withdrawal's (12.2), away from the nearest enemy; a
// Force that cannot is eliminated (12.3).
func (s *State) stopAndWithdraw(op *Operation, force []*Unit, r dice.Roller) {
	s.Op = nil
	name := s.forceName(force)
	to, ok := s.withdrawHex(force, s.nearestEnemy(op.Side, force[0].Hex))
	if !ok {
		for _, u := range force {
			s.remove(u, "eliminated")
		}
		s.event(adjudicator.Event{Code: "withdrawal", Text: fmt.Sprintf("%s stops its action after a failed check and must withdraw one hex; it cannot: eliminated (%s, 12.3)", name, s.rule("13.4", "13.1.3"))})
		return
	}
	from := force[0].Hex
	s.moveStack(force, from, to)
	s.tellForce(force, "withdrawal", fmt.Sprintf("%s stops its action after a failed check and withdraws from %s to %s (%s)", name, from, to, s.rule("13.4", "13.1.3")))
	s.retreatTerrain(force, from, to, r)
	s.endCharge(op, s.units(op.Units), r)
	s.endAction(op, force)
}
