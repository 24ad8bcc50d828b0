package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// stopCharge is 9.5: "A Charge can be stopped after the Cavalry Force has
// entered the Charge marker hex, and after the potential defender's
// Reaction, if the attacker makes a successful Cohesion Check (13.2). A
// successful check puts an end to the Charge without the need to resolve
// the Charge combat. See 9.6 to end the Charge. If the check is
// unsuccessful, apply any result to the Charging Force Status Level, and
// resolve the Charge against the target." The order's `stop-check` tries
// it always, `stop-check if square` when the target holds a square. It
// reports whether the charge stopped.
func (s *State) stopCharge(op *Operation, force []*Unit, r dice.Roller) bool {
	switch op.Cl.StopCheck {
	case "always":
	case "square":
		if !anySquare(s.enemyUnitsIn(op.Side, op.Target)) {
			return false
		}
	default:
		return false
	}
	res, stopped := s.b.tab.StopCharge(s.b.ed, s.cus(force), r)
	s.applyCheck(force, res)
	if stopped {
		s.tellRolls(force, "charge", fmt.Sprintf("%s stops its charge in %s (%s)", s.forceName(force), force[0].Hex, s.rule("9.5", "10.2.2")), res.Rolls, res.Explain)
		s.endCharge(op, force, r)
		s.endAction(op, force)
		return true
	}
	s.tellRolls(force, "charge", fmt.Sprintf("%s fails to stop its charge: it charges %s (%s)", s.forceName(force), op.Target, s.rule("9.5", "10.2.2")), res.Rolls, res.Explain)
	return false
}

// mayContinue is 9.4: "If the Charging Force does not lose the combat
// against a Square, or wins the combat against any other Force and is
// still in Good Order after the Combat, it CAN continue the Charge" — when
// its order names targets to continue against (`continue HEX…`) and it
// has MP left. The new charge is chosen after the reactions to its
// advance (9.4.1: "Resolve any Reaction, then resolve the new Charge").
// On a draw against a square it carries on through the square hex
// (11.5.4.2).
func (s *State) mayContinue(op *Operation, force []*Unit, f *Fight) bool {
	if len(op.Cl.Continue) == 0 || op.Spent >= op.MA {
		return false
	}
	var st []combat.Status
	for _, u := range force {
		st = append(st, u.Status)
	}
	ok, why := combat.ChargeContinuation(s.b.ed, combat.AssaultResult{Outcome: combat.Outcome(f.Outcome)}, f.Square, st)
	if !ok {
		s.tellForce(force, "charge", fmt.Sprintf("%s: %s", s.forceName(force), why))
		return false
	}
	next := op.clone()
	next.Kind, next.Path, next.Leaving, next.Entered, next.Reacted = opContinue, nil, false, nil, nil
	next.Charged = append(next.Charged, f.Target)
	next.Through = hexmap.Hex{}
	if f.Square && combat.Outcome(f.Outcome) != combat.AttackerWins {
		next.Through = f.Target // 11.5.4.2: "going through the Square hex"
	}
	next.At = force[0].Hex
	s.Op = &next
	return true
}

// continueCharge is 9.4 and 9.4.1 after the reactions: the charge goes on
// against the first target of `continue` the charger can reach — a new
// Charge marker next to it, "even adjacent to the hex it occupies", the
// path "through any frontal hex without changing facing, up to its
// Movement Allowance limits" — or ends "until the Charging Force decides
// to stop the Charge process, loses a Combat, takes a Status Level loss
// or uses all its MP".
func (s *State) continueCharge(op *Operation, force []*Unit, r dice.Roller) {
	end := func(why string) {
		s.tellForce(force, "charge", fmt.Sprintf("%s ends its charge: %s (%s)", s.forceName(force), why, s.rule("9.4.1", "10.2.1")))
		s.endCharge(op, force, r)
		s.endAction(op, force)
	}
	for _, u := range force {
		if u.Status != combat.GoodOrder {
			end(fmt.Sprintf("%s is %s", u.ID, u.Status))
			return
		}
	}
	for _, t := range op.Cl.Continue {
		if contains(op.Charged, t) || !s.hasEnemy(op.Side, t) {
			continue
		}
		path, m, ok := s.continuationPath(op, force, t)
		if !ok {
			continue
		}
		s.Markers = append(s.Markers, Marker{Charge: true, Hex: m, Target: t, Forces: unitIDs(force)})
		next := op.clone()
		next.Kind, next.Path, next.Target, next.Marker, next.Dest = opCharge, path, t, len(s.Markers)-1, m
		next.At, next.Leaving = force[0].Hex, false
		s.Op = &next
		s.tellForce(force, "charge", fmt.Sprintf("%s continues its charge against %s from %s (%s)", s.forceName(force), t, m, s.rule("9.4", "10.2")))
		return
	}
	end("no target of its order within reach")
}

// continuationPath finds the way to a new Charge marker next to t: the
// charger's own hex if t is next to it (none through a square), else the
// cheapest path through its front hexes without changing facing (9.3,
// 9.4), on a charge's terrain (9.2), into an enemy ZoR only at its end
// (7.5), within the MP left. A charge through a square enters the
// square's hex first (11.5.4.2).
func (s *State) continuationPath(op *Operation, force []*Unit, t hexmap.Hex) ([]hexmap.Hex, hexmap.Hex, bool) {
	u := force[0]
	if op.Through == (hexmap.Hex{}) && s.b.grid.Adjacent(u.Hex, t) && s.canHoldMarker(u.Hex, op.Side) {
		return nil, u.Hex, true
	}
	front := s.b.grid.FrontDirections(hexmap.Facing{Toward: u.Facing})
	budget := op.MA - op.Spent
	type node struct {
		h    hexmap.Hex
		cost hexmap.Cost
		path []hexmap.Hex
	}
	start := node{h: u.Hex}
	frontier := []node{start}
	best := map[hexmap.Hex]hexmap.Cost{u.Hex: 0}
	var found *node
	for len(frontier) > 0 {
		// the cheapest first, then printed order: a small Dijkstra
		i := 0
		for j, n := range frontier {
			if n.cost < frontier[i].cost || (n.cost == frontier[i].cost && n.h.Compare(frontier[i].h) < 0) {
				i = j
			}
		}
		n := frontier[i]
		frontier = append(frontier[:i], frontier[i+1:]...)
		if n.h != u.Hex && s.b.grid.Adjacent(n.h, t) && n.h != op.Through && s.canHoldMarker(n.h, op.Side) {
			found = &n
			break
		}
		if n.h != u.Hex && n.h != op.Through && s.inEZoR(op.Side, n.h) {
			continue // 7.5: an enemy ZoR is entered only on the marker
		}
		for _, d := range front {
			nx, ok := s.b.grid.Neighbor(n.h, d)
			if !ok || nx == t {
				continue
			}
			first := n.h == u.Hex
			if op.Through != (hexmap.Hex{}) && first != (nx == op.Through) {
				continue // through the square first, never elsewhere
			}
			if nx != op.Through && s.sideAt(nx) == s.b.enemy(op.Side) {
				continue
			}
			road := u.March && s.b.roadBetween(n.h, nx) != ""
			if !road && (!s.b.chargeTerrain(nx) || !s.b.chargeHexside(n.h, nx)) {
				continue
			}
			c, ok := s.b.stepCost(u.p.class(), u.March, n.h, nx, s.stacking(nx)+sumSV(force))
			if !ok || n.cost+c > budget {
				continue
			}
			if old, seen := best[nx]; seen && old <= n.cost+c {
				continue
			}
			best[nx] = n.cost + c
			frontier = append(frontier, node{h: nx, cost: n.cost + c, path: append(append([]hexmap.Hex(nil), n.path...), nx)})
		}
	}
	if found == nil {
		return nil, hexmap.Hex{}, false
	}
	if !s.b.chargeTerrain(t) && !u.March {
		return nil, hexmap.Hex{}, false // 9.2: the target hex too
	}
	return found.path, found.h, true
}

// canHoldMarker: a Charge marker may stand in h (6.2 (second): not in a
// hex with an Assault marker; not in an enemy hex).
func (s *State) canHoldMarker(h hexmap.Hex, side adjudicator.Side) bool {
	if s.sideAt(h) == s.b.enemy(side) {
		return false
	}
	for _, m := range s.Markers {
		if m.Hex == h && !m.Charge {
			return false
		}
	}
	return true
}

// endCharge is 9.6: "After the end of a Charge, the charging Force become
// Exhausted, and can move again up to the limit of its MA, without
// Charging or Assaulting, potentially causing Reactions during its
// Exhausted movement. It must end this movement out of EZoRs." The order's
// `exhausted HEX…` or `exhausted to HEX` is that movement; without one,
// or when it cannot be made, a Force in an enemy ZoR leaves by the
// shortest way, as a withdrawal goes (12.1), and one out of them stays.
func (s *State) endCharge(op *Operation, force []*Unit, r dice.Roller) {
	if op.Kind != opCharge && op.Kind != opContinue {
		return
	}
	if len(force) == 0 || !force[0].p.cav() {
		return
	}
	if exh := s.exhaust(op, force, false); exh != nil {
		if s.Op != nil {
			s.Later = append([]Operation{*s.Op}, s.Later...)
		}
		s.Op = exh
	}
}

// exhaust marks a charger Exhausted (9.6, 9.7) and returns its exhausted
// movement, nil for none.
func (s *State) exhaust(op *Operation, force []*Unit, countercharge bool) *Operation {
	end := combat.EndCharge(s.b.ed, s.cus(force), forceMA(force), countercharge)
	for _, u := range force {
		u.Exhausted = s.Phase
	}
	s.tellForce(force, "exhausted", fmt.Sprintf("%s is exhausted (%s)", s.forceName(force), end.Why))
	ma := hexmap.MPs(forceMA(force))
	exh := &Operation{Kind: opExhausted, Side: force[0].p.Side, Units: unitIDs(force), MA: ma, Marker: -1,
		Text: "exhausted movement (9.6)", At: force[0].Hex, Active: op.Active}
	if len(op.Cl.Exhausted) > 0 {
		path, why := s.exhaustedPath(force, op.Cl.Exhausted, op.Cl.ExhaustTo, ma)
		if why == "" {
			exh.Path, exh.Dest = path, path[len(path)-1]
			return exh
		}
		s.tellForce(force, "exhausted", fmt.Sprintf("%s cannot make the exhausted movement ordered: %s (9.6)", s.forceName(force), why))
	}
	if !s.inEZoR(force[0].p.Side, force[0].Hex) {
		return nil
	}
	path, ok := s.withdrawPath(force, ma)
	if !ok || len(path) == 0 {
		return nil
	}
	exh.Path, exh.Dest = path, path[len(path)-1]
	return exh
}

// exhaustedPath checks an ordered exhausted movement from where the
// Force stands: every hex entered, or the cheapest way to one hex; never
// into an enemy hex; within its MA; ending out of enemy ZoRs (9.6). It
// returns the path, or why not.
func (s *State) exhaustedPath(force []*Unit, hexes []hexmap.Hex, to bool, ma hexmap.Cost) ([]hexmap.Hex, string) {
	side := force[0].p.Side
	class := force[0].p.class()
	cf := func(from, nx hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if s.sideAt(nx) == s.b.enemy(side) || (!s.b.period(s.Turn).EnterEZoRAllowed() && s.inEZoR(side, nx)) {
			return 0, false
		}
		c, ok := s.b.stepCost(class, false, from, nx, s.stacking(nx)+sumSV(force))
		return c, ok
	}
	path := hexes
	if to {
		reach := s.b.grid.Paths(force[0].Hex, ma, cf, hexmap.PathOptions{MinimumMove: true})
		if _, ok := reach.Get(hexes[0]); !ok {
			return nil, fmt.Sprintf("%s is out of reach", hexes[0])
		}
		path = reach.Path(hexes[0])[1:]
	}
	at := force[0].Hex
	var spent hexmap.Cost
	for _, h := range path {
		if !s.b.grid.Adjacent(at, h) {
			return nil, fmt.Sprintf("%s is not next to %s", h, at)
		}
		c, ok := cf(at, h, hexmap.Hexside{})
		if !ok {
			return nil, fmt.Sprintf("%s cannot be entered from %s", h, at)
		}
		spent += c
		at = h
	}
	if spent > ma && len(path) > 1 {
		return nil, fmt.Sprintf("it costs %s MP, more than its MA %s", spent, ma)
	}
	if len(path) == 0 {
		return nil, "no hex to enter"
	}
	if s.stacking(at)+sumSV(force) > StackingLimit {
		return nil, fmt.Sprintf("%s would be over the stacking limit (2.9)", at)
	}
	if s.inEZoR(side, at) {
		return nil, fmt.Sprintf("%s is in an enemy ZoR: the movement must end out of them", at)
	}
	return path, ""
}
