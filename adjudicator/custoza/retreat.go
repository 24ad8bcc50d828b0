package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// retreat is 10.5: the losing attacker retreats n (1) hexes "into one of
// his Rear hexes", the losing defender n (2) hexes "away (two hexes
// intervening) from any Charge/Assault marker"; each hex "strictly
// according to the priority below: 1. Not into an enemy ZoR 2. Not in
// violation of Stacking Limits 3. The hex with the lowest Movement Cost"
// (combat.ChooseRetreatHex), then the first in printed order. from is the
// hex of the enemy it fought.
func (s *State) retreat(force []*Unit, n int, from hexmap.Hex, attacker bool, r dice.Roller) {
	if len(force) == 0 {
		return
	}
	side := force[0].p.Side
	start := force[0].Hex
	// 10.6.2: artillery stacked with retreating units retreats limbered
	// and loses half its SP, rounded up (horse artillery nothing).
	if !attacker {
		for _, u := range force {
			if u.p.art() && len(force) > 1 {
				loss, why := combat.ArtilleryRetreatLoss(s.b.ed, u.cu())
				u.March = true
				if loss > 0 {
					u.Lost += loss
					s.event(adjudicator.Event{Code: "artillery-loss", Text: fmt.Sprintf("%s retreats limbered: %s", s.refUnit(u), why)})
					if u.sp() == 0 {
						s.remove(u, "eliminated")
					}
				}
			}
		}
		force = s.units(unitIDs(force))
	}
	passed := []hexmap.Hex{start}
	at := start
	for step, need := 0, n; step < need && step < n+2*StackingLimit; step++ {
		cands := s.retreatCandidates(force, at, passed, from, attacker && step == 0, attacker)
		ch := combat.ChooseRetreatHex(s.b.ed, cands, nil)
		if ch.Eliminated {
			for _, u := range force {
				s.remove(u, "surrendered")
			}
			s.event(adjudicator.Event{Code: "surrender", Text: fmt.Sprintf("%s cannot retreat from %s and surrenders: permanently eliminated (10.5.1, 10.5.3)", s.ref(force), at)})
			return
		}
		next, _ := hexmap.ParseHex(ch.Hex)
		dir, _ := s.b.grid.DirectionTo(at, next)
		s.moveStack(force, at, next)
		for _, u := range force {
			u.Facing = dir // 10.5.5: facing toward the retreat direction during it
			s.worsen(u, ch.ExtraLevels)
		}
		if force = s.units(unitIDs(force)); len(force) == 0 {
			return
		}
		passed = append(passed, next)
		at = next
		s.retreatTriggers(force, at)
		if ch.Continue && step == need-1 {
			need++ // 10.5.2 over-stacked at the end, 22.2.2 into a Mincio bridge
			if s.stacking(at) > StackingLimit {
				// 10.5.2: "All Forces passed through by retreating Forces
				// because of stacking violations lose one Status Level."
				for _, u := range s.combatAt(at) {
					if u.p.Side == side && !contains(unitIDs(force), u.ID) {
						s.worsen(u, 1)
					}
				}
			}
		}
	}
	// 10.5.5: "At the end of the Retreat the Force can choose its facing":
	// mincio faces it back toward the enemy it fought.
	if d, ok := s.b.grid.DirectionTo(at, s.nearestToward(at, from)); ok {
		s.setFacing(at, side, d)
	}
	s.event(adjudicator.Event{Code: "retreat", Text: fmt.Sprintf("%s retreats from %s to %s (10.5)", s.ref(force), start, at)})
}

// nearestToward is the neighbour of h closest to target.
func (s *State) nearestToward(h, target hexmap.Hex) hexmap.Hex {
	best, bestD := h, -1
	for _, n := range s.b.grid.Neighbors(h) {
		if d := s.b.grid.Distance(n, target); bestD < 0 || d < bestD || (d == bestD && n.Compare(best) < 0) {
			best, bestD = n, d
		}
	}
	return best
}

func (s *State) overStacked(force []*Unit, h hexmap.Hex) bool {
	return len(force) > 0 && force[0].Hex == h && s.stacking(h) > StackingLimit
}

// retreatCandidates lists the hexes a retreating force at h may enter
// next with what 10.5's priorities read.
func (s *State) retreatCandidates(force []*Unit, h hexmap.Hex, passed []hexmap.Hex, from hexmap.Hex, rearOnly, attacker bool) []combat.RetreatCandidate {
	side := force[0].p.Side
	class := force[0].p.class()
	var out []combat.RetreatCandidate
	for _, n := range s.sortedNeighbors(h) {
		c := combat.RetreatCandidate{Hex: n.String()}
		info, ok := s.b.step(class, false, h, n, 0)
		switch {
		case !ok:
			c.Blocked = "impassable (10.5.1)"
		case s.sideAt(n) == s.b.enemy(side):
			c.Blocked = "enemy Forces (10.5.1)"
		case s.markerAt(n) >= 0:
			c.Blocked = "an Assault/Charge marker (10.5.1)"
		case contains(passed, n):
			c.Blocked = "already passed (10.5.1)"
		case rearOnly && !s.b.grid.IsRear(h, s.facing(force[0]), n):
			c.Blocked = "not a rear hex (10.5)"
		case !attacker && s.b.grid.Distance(n, from) <= s.b.grid.Distance(h, from):
			c.Blocked = "not away from the attacker (10.5)"
		}
		c.EnemyZoR = s.inEZoR(side, n)
		c.OverStacked = s.stacking(n)+sumSV(force) > StackingLimit
		c.MPCost = int(info.Cost)
		c.MincioBridge = s.b.terrainOf(n) == "mincio-bridge"
		out = append(out, c)
	}
	return out
}

// retreatTriggers is 10.5.6: "Forces retreating into an EZoR trigger a
// reaction by the Force(s) projecting the EZoR, excluding the Forces
// involved in the combat."
func (s *State) retreatTriggers(force []*Unit, h hexmap.Hex) {
	var react [][]*Unit
	for _, f := range s.projectors(force[0].p.Side, h) {
		if s.Op == nil || !contains(s.Op.Units, f[0].ID) {
			react = append(react, f)
		}
	}
	s.queue(trRetreat, react, force, h, hexmap.Hex{})
}

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
		enemy := s.nearestEnemy(side, at)
		cands := s.retreatCandidates(force, at, passed, enemy, false, false)
		ch := combat.ChooseRetreatHex(s.b.ed, cands, nil)
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

// withdrawHex is where a reaction withdrawal goes (11.5.5): "one hex away
// from the Force causing the Reaction", chosen as a retreat hex (12.2).
func (s *State) withdrawHex(force []*Unit, from hexmap.Hex) (hexmap.Hex, bool) {
	cands := s.retreatCandidates(force, force[0].Hex, []hexmap.Hex{force[0].Hex}, from, false, false)
	ch := combat.ChooseRetreatHex(s.b.ed, cands, nil)
	if ch.Eliminated {
		return hexmap.Hex{}, false
	}
	h, err := hexmap.ParseHex(ch.Hex)
	return h, err == nil
}

// withdraw is a withdrawal of the Non Activated and Out of Command phases
// (12.1, 3·3, 3·4): out of every ZoR, with a cohesion check in the Goito
// edition (Goito 8.8.2; none in Custoza's 12.1). A Force that cannot is
// eliminated (12.3).
func (s *State) withdraw(force []*Unit, r dice.Roller) {
	path, ok := s.withdrawPath(force, 0)
	name := s.ref(force)
	if !ok {
		for _, u := range force {
			s.remove(u, "eliminated")
		}
		s.event(adjudicator.Event{Code: "withdrawal", Text: fmt.Sprintf("%s must withdraw and cannot: eliminated (12.3)", name)})
		return
	}
	from := force[0].Hex
	for _, h := range path {
		s.moveStack(force, force[0].Hex, h)
	}
	for _, u := range force {
		u.Moved = true
	}
	text := fmt.Sprintf("%s withdraws from %s to %s (12.1)", s.ref(force), from, force[0].Hex)
	if need, why := combat.WithdrawalNeedsCheck(s.b.ed, false); need {
		res := s.b.tab.Cohesion(r, "withdrawal ("+why+")", cus(force), nil)
		s.applyCheck(force, res)
		s.event(adjudicator.Event{Code: "withdrawal", Text: text, Rolls: res.Rolls, Detail: res.Explain})
		return
	}
	s.event(adjudicator.Event{Code: "withdrawal", Text: text})
}
