package custoza

import (
	"fmt"
	"slices"
	"strings"

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
// (combat.ChooseRetreatHex); among equals the owner's `retreat` order
// (pref): toward its hex, else farther from the enemy it fought, nearer
// its Formation Commander, then printed order. With `split` each unit
// retreats on its own (10.5.4). from is the hex of the enemy it fought.
func (s *State) retreat(force []*Unit, n int, from hexmap.Hex, attacker bool, pref retreatPref, r dice.Roller) {
	if len(force) == 0 {
		return
	}
	start := force[0].Hex
	if !attacker {
		force = s.artilleryRetreatLosses(force)
	}
	away := []hexmap.Hex{from}
	for _, m := range s.Markers {
		if m.Target == start && !contains(away, m.Hex) {
			away = append(away, m.Hex) // 10.5: "away ... from any Charge/Assault marker"
		}
	}
	groups := [][]*Unit{force}
	if pref.Split && len(force) > 1 {
		groups = nil
		for _, u := range force {
			groups = append(groups, []*Unit{u})
		}
		s.event(adjudicator.Event{Code: "retreat", Text: fmt.Sprintf("%s splits to retreat (10.5.4)", s.stackName(force))})
	}
	for _, g := range groups {
		s.retreatGroup(g, n, away, attacker, pref, r)
	}
}

// artilleryRetreatLosses is 10.6.2: "Each Artillery unit stacked with
// other units retreating from an assault retreats Limbered and takes half
// of its current SPs (halving up) as losses ... Retreating Horse
// Artillery do not suffer any losses". (000 and 002 apply it "after any
// reaction against the Assaulting/Charging Force": the loss is half the
// artillery's own SP, which those reactions cannot change, so mincio
// takes it as the retreat begins.)
func (s *State) artilleryRetreatLosses(force []*Unit) []*Unit {
	if len(force) < 2 {
		return force
	}
	for _, u := range force {
		if !u.p.art() {
			continue
		}
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
	return s.units(unitIDs(force))
}

// retreatGroup retreats one Force (or one unit of a split Force).
func (s *State) retreatGroup(force []*Unit, n int, away []hexmap.Hex, attacker bool, pref retreatPref, r dice.Roller) {
	side := force[0].p.Side
	start := force[0].Hex
	passed := []hexmap.Hex{start}
	at := start
	for step, need := 0, n; step < need && step < n+2*StackingLimit; step++ {
		cands := s.retreatCandidates(force, at, passed, away, attacker && step == 0, attacker)
		ch := combat.ChooseRetreatHex(s.b.ed, cands, s.retreatPreference(force, cands, away, pref))
		if ch.Eliminated {
			for _, u := range force {
				s.remove(u, "surrendered")
			}
			s.event(adjudicator.Event{Code: "surrender", Text: fmt.Sprintf("%s cannot retreat from %s and surrenders: permanently eliminated (%s)", s.ref(force), at, s.rule("10.5.1, 10.5.3", "11.3.3"))})
			return
		}
		next, _ := hexmap.ParseHex(ch.Hex)
		dir, _ := s.b.grid.DirectionTo(at, next)
		s.moveStack(force, at, next)
		for _, u := range force {
			u.Facing = dir // 10.5.5: facing toward the retreat direction during it
			s.worsen(u, ch.ExtraLevels)
		}
		if ch.ExtraLevels > 0 && s.b.rev >= 2 {
			s.tellLevels(force, ch.ExtraLevels, fmt.Sprintf("retreating through the Mincio bridge %s (22.2.2)", next))
		}
		if force = s.units(unitIDs(force)); len(force) == 0 {
			return
		}
		s.retreatTerrain(force, at, next, r)
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
				var through []*Unit
				for _, u := range s.combatAt(at) {
					if u.p.Side == side && !contains(unitIDs(force), u.ID) {
						through = append(through, u)
						s.worsen(u, 1)
					}
				}
				if len(through) > 0 && s.b.rev >= 2 {
					s.tellLevels(through, 1, fmt.Sprintf("passed through by %s retreating over the stacking limit (%s)", s.forceName(force), s.rule("10.5.2", "11.3.2")))
				}
			}
		}
	}
	s.retreatFacing(force, at, away[0], pref)
	s.event(adjudicator.Event{Code: "retreat", Text: fmt.Sprintf("%s retreats from %s to %s (%s)", s.ref(force), start, at, s.rule("10.5", "11.3"))})
}

// retreatFacing is 10.5.5: "At the end of the Retreat the Force can choose
// its facing": the order's (face DIR, keep: the retreat direction, enemy:
// toward the enemy it fought, the default); in a hex with friendly Forces
// it takes theirs (7.6: "All the Forces in a hex must have the same
// facing").
func (s *State) retreatFacing(force []*Unit, at, enemy hexmap.Hex, pref retreatPref) {
	side := force[0].p.Side
	for _, u := range s.combatAt(at) {
		if u.p.Side == side && !contains(unitIDs(force), u.ID) {
			s.setFacing(at, side, u.Facing)
			return
		}
	}
	switch pref.Face {
	case "keep":
		s.setFacing(at, side, force[0].Facing)
	case "", "enemy":
		if d, ok := s.b.grid.DirectionTo(at, s.nearestToward(at, enemy)); ok {
			s.setFacing(at, side, d)
		}
	default:
		if d, err := hexmap.ParseDirection(pref.Face); err == nil {
			s.setFacing(at, side, d)
		}
	}
}

// retreatTerrain is 7.3 and 22.1 on a retreat's step: "Some terrain
// requires a Cohesion Check ... (because of Movement, Assault/Charge,
// Retreat)"; the Tione's check "is required even if ... entering any Tione
// River hex by Retreat".
func (s *State) retreatTerrain(force []*Unit, from, to hexmap.Hex, r dice.Roller) {
	if s.b.terrainOf(to) == "mincio-bridge" {
		return // 22.2.2 costs its level instead
	}
	info, ok := s.b.step(force[0].p.class(), false, from, to, 0)
	if ok && (info.Check || info.Levels > 0) {
		s.terrainCohesion(force, info, to, r)
	}
}

// retreatPreference orders the open candidates as the owner would choose
// among hexes of equal priority (10.5): toward the order's hex, else away
// from the enemy fought, nearer the Formation Commander, printed order.
func (s *State) retreatPreference(force []*Unit, cands []combat.RetreatCandidate, away []hexmap.Hex, pref retreatPref) []string {
	type ranked struct {
		hex     string
		h       hexmap.Hex
		a, b, c int
	}
	var rs []ranked
	fc := s.commanderOf(force[0])
	for _, c := range cands {
		if c.Blocked != "" {
			continue
		}
		h, _ := hexmap.ParseHex(c.Hex)
		x := ranked{hex: c.Hex, h: h}
		if pref.Toward != (hexmap.Hex{}) {
			x.a = s.b.grid.Distance(h, pref.Toward)
		}
		x.b = -s.minDistance(h, away)
		if fc != nil {
			x.c = s.b.grid.Distance(h, fc.Hex)
		}
		rs = append(rs, x)
	}
	slices.SortStableFunc(rs, func(p, q ranked) int {
		switch {
		case p.a != q.a:
			return p.a - q.a
		case p.b != q.b:
			return p.b - q.b
		case p.c != q.c:
			return p.c - q.c
		}
		return p.h.Compare(q.h)
	})
	out := make([]string, len(rs))
	for i, x := range rs {
		out[i] = x.hex
	}
	return out
}

// minDistance is the distance from h to the nearest of hexes.
func (s *State) minDistance(h hexmap.Hex, hexes []hexmap.Hex) int {
	best := -1
	for _, x := range hexes {
		if d := s.b.grid.Distance(h, x); best < 0 || d < best {
			best = d
		}
	}
	return best
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

// retreatCandidates lists the hexes a retreating force at h may enter
// next with what 10.5's priorities read. away are the hexes it must move
// away from (the enemy fought and the markers against it); rearOnly: the
// attacker's first hex is one of its rear hexes.
func (s *State) retreatCandidates(force []*Unit, h hexmap.Hex, passed, away []hexmap.Hex, rearOnly, attacker bool) []combat.RetreatCandidate {
	side := force[0].p.Side
	class := force[0].p.class()
	var out []combat.RetreatCandidate
	for _, n := range s.sortedNeighbors(h) {
		c := combat.RetreatCandidate{Hex: n.String()}
		info, ok := s.retreatStep(class, h, n)
		switch {
		case !ok:
			c.Blocked = "impassable (10.5.1)"
		case s.sideAt(n) == s.b.enemy(side):
			c.Blocked = "enemy Forces (10.5.1)"
		case s.markerAt(n) >= 0:
			c.Blocked = "an Assault/Charge marker (10.5.1)"
		case contains(passed, n):
			c.Blocked = "already passed (10.5.1)"
		case rearOnly && !s.b.grid.IsRear(h, s.retreatFacingFrom(force[0]), n):
			c.Blocked = "not a rear hex (10.5)"
		case !attacker && s.minDistance(n, away) <= s.minDistance(h, away):
			c.Blocked = "not away from the attacker and its markers (10.5)"
		}
		c.EnemyZoR = s.inEZoR(side, n)
		c.OverStacked = s.overLimit(n, force)
		c.MPCost = int(info.Cost)
		c.MincioBridge = s.b.terrainOf(n) == "mincio-bridge"
		out = append(out, c)
	}
	return out
}

// retreatFacingFrom is the facing whose rear hexes a losing attacker
// retreats into (10.5). 2.7: "All units in a hex must always point to one
// hexside ... Exception: units in Village and Fortress hexes have all
// around facing (no rear hexes)": the exception shields a unit's rear
// from attacks, and under revision 2 an attacker in such a hex retreats
// into the rear hexes of the hexside it points to. Revision 1 read "no
// rear hexes" here too, and such an attacker surrendered (10.5.1).
func (s *State) retreatFacingFrom(u *Unit) hexmap.Facing {
	f := s.facing(u)
	if s.b.rev >= 2 && !u.Square {
		f.AllRound = false
	}
	return f
}

// retreatStep is a retreat's step from h into n: the movement table's,
// and a Mincio bridge along its road (22.2.2: "A unit can Retreat through
// (but not into) a Bridge over the Mincio River").
func (s *State) retreatStep(class string, h, n hexmap.Hex) (stepInfo, bool) {
	if s.b.terrainOf(n) == "mincio-bridge" && s.b.ed == combat.Custoza {
		if road := s.b.roadBetween(h, n); road != "" {
			if mc, ok := s.b.tab.Movement(road, class); ok {
				return stepInfo{Cost: mc.Cost, Road: true}, true
			}
		}
		return stepInfo{}, false
	}
	if s.b.terrainOf(h) == "mincio-bridge" && s.b.roadBetween(h, n) == "" {
		return stepInfo{}, false // off the bridge only along its road
	}
	return s.b.step(class, false, h, n, 0)
}

// retreatTriggers is 10.5.6: "Forces retreating into an EZoR trigger a
// reaction by the Force(s) projecting the EZoR, excluding the Forces
// involved in the combat."
func (s *State) retreatTriggers(force []*Unit, h hexmap.Hex) {
	var fought []string
	if s.Fight != nil {
		fought = append(append(fought, s.Fight.Att...), s.Fight.Def...)
	}
	if s.Op != nil {
		fought = append(fought, s.Op.Units...)
	}
	var react [][]*Unit
	for _, f := range s.projectors(force[0].p.Side, h) {
		if !contains(fought, f[0].ID) {
			react = append(react, f)
		}
	}
	s.queue(trRetreat, react, force, h, hexmap.Hex{})
}

// tellLevels tells the status levels units lost on a retreat (22.2.2,
// 10.5.2), each unit's new status or its rout: under revision 2 a level
// lost so is an event with its rule; revision 1 told none, and a unit
// that routed so just vanished. The units are told after the loss, so a
// routed one is named by its id.
func (s *State) tellLevels(units []*Unit, n int, why string) {
	var parts []string
	for _, u := range units {
		if u.Gone == "routed" {
			parts = append(parts, fmt.Sprintf("%s routs and is removed (13.5)", s.refUnit(u)))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s is now %s", s.refUnit(u), u.Status))
	}
	s.event(adjudicator.Event{Code: "levels", Text: fmt.Sprintf("%d status level(s) lost %s: %s", n, why, strings.Join(parts, "; "))})
}
