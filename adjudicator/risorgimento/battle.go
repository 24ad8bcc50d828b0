package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// battle resolves the attack on target once the corps has done all its
// movement and fire (7.4), after the defender's reaction (reaction.go):
// each attacker rolls Commitment (7.41); the committed fight (7.44, 7.45);
// Hits spread (8.11); the loser retreats (8.31-8.33). Defenders that
// retreat leave the hex to the attackers, as many as may stack there, the
// others stay where they were (7.43); beaten attackers stay in the hexes
// they attacked from (8.32).
func (s *State) battle(r dice.Roller, target hexmap.Hex, ids []string) []adjudicator.Event {
	b := s.board()
	defenders, outside := s.attackedUnits(b, target)
	if defenders = s.defending(target, defenders); len(defenders) == 0 {
		var origin []int // 8.33: only sheltered units are left, they give way
		for _, id := range ids {
			origin = append(origin, s.w.unitIndex(id))
		}
		return s.retreatSheltered(r, target, origin)
	}
	var attackers []int
	var ev []adjudicator.Event
	rolled := map[hexmap.Hex]bool{} // 7.42: the hex's committed result, rolled by its top attacker
	ids = slices.Clone(ids)
	slices.SortStableFunc(ids, func(a, c string) int { return s.stackPos(b, a) - s.stackPos(b, c) })
	for _, id := range ids {
		i := s.w.unitIndex(id)
		u := &s.Units[i]
		if !u.onMap() || len(defenders) == 0 || !s.w.m.Grid.Adjacent(u.hex(), target) || s.sideOf(defenders[0]) == s.sideOf(i) {
			continue
		}
		from := u.hex()
		if ok, done := rolled[from]; done {
			if ok {
				attackers = append(attackers, i) // 7.42: it follows the top unit
			}
			continue
		}
		bi := s.w.brigade(s.w.units[i].Brigade)
		inRange := slices.Contains(s.brigade(bi.ID).Start, id)
		roll, mods, ok := Commitment(r, s.rules(i), bi.Commit, inRange, s.chargingSquare(target, id))
		rolled[from] = ok
		text := fmt.Sprintf("%s rolls %d %s for Commitment against %d", id, roll, mods, s.rules(i).AdjustedCohesion())
		if !ok {
			ev = append(ev, event("commitment", text+": it may not attack, nor any unit attacking with it from its hex (7.41, 7.42)"))
			continue
		}
		attackers = append(attackers, i)
	}
	if len(attackers) == 0 || len(defenders) == 0 {
		return ev
	}
	how := fightHow{Outside: outside}
	for _, a := range s.Act.Attacks {
		if a.Target == target.String() && a.Charge {
			how.Charge, how.ByRoad = true, how.ByRoad || a.ByRoad
		}
	}
	fought, o := s.fight(r, target, attackers, defenders, how)
	ev = append(ev, fought...)
	if s.rev() >= continuedRevision && !how.Charge {
		ev = append(ev, s.continueAttacks(r, target, attackers, o)...)
	}
	return ev
}

// retreatOptions are the hexes unit i may retreat (or be displaced)
// into out of from, barred the hexes it may not go back to (8.33).
func (s *State) retreatOptions(b *board, i int, from hexmap.Hex, barred func(hexmap.Hex) bool) []RetreatOption {
	side := s.sideOf(i)
	return DefenderRetreat(s.w.m, s.w.t, s.rules(i), from, RetreatGround{
		Enemy:       func(h hexmap.Hex) bool { return b.enemyAt(side, h) },
		Origin:      barred,
		OtherZOC:    func(h hexmap.Hex) bool { return b.enemyZOC(side, h) },
		CannotStack: func(h hexmap.Hex) bool { return s.stackingAt(h, i, StackingPlace{}) != nil },
	})
}

// fightHow is how an attack is fought.
type fightHow struct {
	Outside  bool // the defenders stand outside their castle (5.29, no terrain DRM)
	Charge   bool // a cavalry charge (7.5)
	ByRoad   bool // the charge enters Heavily-Cultivated by road (7.52)
	Reaction bool // a countercharge in the enemy's activation: no Extended Activation Hits (4.43, 7.53)
}

// fight resolves the committed attackers' attack on defenders in target
// (7.44-7.46, 8.1-8.3).
func (s *State) fight(r dice.Roller, target hexmap.Hex, attackers, defenders []int, how fightHow) ([]adjudicator.Event, AttackOutcome) {
	var ev []adjudicator.Event
	att, def := unitsOf(s, attackers), unitsOf(s, defenders)
	if Unsupported(def) {
		// 7.33, 7.46: artillery attacked alone is eliminated once the
		// attacker has passed Commitment; the attackers enter the hex.
		for _, i := range defenders {
			s.Units[i].Out = true
		}
		ev = append(ev, event("eliminated", fmt.Sprintf("the artillery in %s, attacked without support, is eliminated (7.33, 7.46)", target)))
		ev = append(ev, s.shelteredGiveWay(r, target, attackers, defenders)...)
		return append(ev, s.advanceInto(target, attackers)...), AttackOutcome{}
	}
	bt := Battle{Attackers: att, Defenders: def, TerrainDRM: s.attackTerrain(target, defenders), Charge: how.Charge, ChargeByRoadIntoHC: how.ByRoad}
	if how.Outside {
		bt.TerrainDRM = 0 // 5.29: "Only one unit may gain/use the benefits of a castle"
	}
	if s.rev() >= separateRevision {
		bt.TerrainDRM += s.hexsideTerrain(target, attackers) // 7.32, 7.45
	}
	for _, i := range defenders {
		if s.brigade(s.w.units[i].Brigade).HDC {
			bt.DefenderHDC = true
		}
	}
	o := ResolveAttack(s.w.t, r, bt)
	extHits := 0
	if s.Act.Ext && !how.Reaction {
		extHits = ExtendedAttackHits // 4.43
	}
	onAtt := DistributeHits(o.HitsOnAttacker, len(attackers), HitTakers(att, true), nil)
	for k := range onAtt {
		onAtt[k] += extHits
	}
	onDef := DistributeHits(o.HitsOnDefender, len(defenders), HitTakers(def, true), nil)
	s.addHits(attackers, onAtt)
	s.addHits(defenders, onDef)
	if bt.Charge {
		for _, i := range attackers {
			if s.w.units[i].Unit.Kind == Cavalry && !s.Units[i].Out {
				d := ChargeEnd(s.rules(i)) // 7.5: Disordered at the end of the charge
				s.Units[i].Disorder, s.Units[i].Hits, s.Units[i].Out = d.Disorder, int32(d.Hits), d.Out
				s.checkEliminated(i)
			}
		}
	}
	loser := DetermineLoser(s.combatSide(attackers, o.HitsOnAttacker), s.combatSide(defenders, o.HitsOnDefender))
	ev = append(ev, event("attack", fmt.Sprintf("attack on %s: attacker %d %s, defender %d %s: %d Hit(s) on the defender, %d on the attacker (7.44); the %s retreats (8.31, priority %d)",
		target, o.AttRoll, o.AttMods, o.DefRoll, o.DefMods, o.HitsOnDefender, o.HitsOnAttacker,
		map[bool]string{true: "attacker", false: "defender"}[loser.Attacker], loser.Priority)))
	ev = append(ev, s.endangerStacked(r, s.sideOf(defenders[0]), target, 0, o.HitsOnDefender)...)
	for _, h := range s.hexesOf(attackers) {
		ev = append(ev, s.endangerStacked(r, s.sideOf(attackers[0]), h, 0, o.HitsOnAttacker)...)
	}
	if loser.Attacker {
		// 8.32: the attackers go back to the hexes they came from, where they stand
		return append(ev, s.shelteredGiveWay(r, target, attackers, defenders)...), o
	}
	ev = append(ev, s.retreatDefenders(r, target, attackers, defenders)...)
	ev = append(ev, s.shelteredGiveWay(r, target, attackers, defenders)...)
	ev = append(ev, s.advanceInto(target, attackers)...)
	return append(ev, s.victorsTurn(target, attackers)...), o
}

// advanceInto moves the winning attackers into the emptied hex, as many
// as stacking allows; the others stay where they were (7.41, 7.43).
func (s *State) advanceInto(target hexmap.Hex, attackers []int) []adjudicator.Event {
	var ev []adjudicator.Event
	for _, i := range attackers {
		if o := s.board().owner(target); s.Units[i].onMap() && (o == "" || o == s.sideOf(i)) && s.stackingAt(target, i, StackingPlace{}) == nil {
			s.enterHex(i, target)
			ev = append(ev, event("advance", fmt.Sprintf("%s enters %s (7.41)", s.Units[i].ID, target)))
		}
	}
	return ev
}

// combatSide is a side of an attack as 8.31 compares them.
func (s *State) combatSide(is []int, hits int) CombatSide {
	cs := CombatSide{Hits: hits, LowestCohesion: 99}
	for _, i := range is {
		if !s.Units[i].Out {
			cs.LowestCohesion = min(cs.LowestCohesion, s.rules(i).AdjustedCohesion())
		}
		bi := s.w.brigade(s.w.units[i].Brigade)
		if h, ok := s.leaderHex(bi.Leader); ok && h == s.Units[i].hex() {
			cs.Brigadier, cs.CommitmentDRM = true, bi.Commit
		}
	}
	return cs
}

// retreatDefenders is 8.33: each of the defenders left retreats one hex, the
// cheapest open hex first (the first of equals, in the map's direction
// order: the retreating side's choice, D19, by default); one into another
// enemy's ZOC takes a Hit; with nowhere to go it is eliminated; artillery
// retreating with them is eliminated.
func (s *State) retreatDefenders(r dice.Roller, target hexmap.Hex, attackers, defenders []int) []adjudicator.Event {
	var ev []adjudicator.Event
	b := s.board()
	origin := map[hexmap.Hex]bool{}
	for _, i := range attackers {
		origin[s.Units[i].hex()] = true
	}
	for _, i := range append([]int(nil), defenders...) {
		u := &s.Units[i]
		if u.Out || !u.Hex.is(target.String()) {
			continue
		}
		if d := RetreatingArtillery(s.rules(i)); d.Out {
			u.Out = true
			ev = append(ev, event("eliminated", fmt.Sprintf("%s retreats with the beaten defenders and is eliminated (8.33)", u.ID)))
			continue
		}
		opts := s.retreatOptions(b, i, target, func(h hexmap.Hex) bool { return origin[h] })
		if len(opts) == 0 {
			u.Out = true
			ev = append(ev, event("eliminated", fmt.Sprintf("%s cannot retreat and is eliminated (8.33)", u.ID)))
			continue
		}
		to := opts[0]
		var displaced []adjudicator.Event
		if to.Displaces && s.rev() >= displaceRevision {
			displaced = s.displace(r, to.Hex, []hexmap.Hex{target})
		}
		s.enterHex(i, to.Hex)
		text := fmt.Sprintf("%s retreats to %s (8.33)", u.ID, to.Hex)
		if to.ExtraHit {
			u.Hits++
			text += ", taking a Hit in an enemy ZOC"
		}
		if to.Displaces {
			if roll, hit := CDRHit(r, s.rules(i)); hit {
				u.Hits++
				text += fmt.Sprintf(", displacing (roll %d: a Hit)", roll)
			}
		}
		s.checkEliminated(i)
		if !to.Displaces {
			s.shelterIfPending(i, to.Hex)
		}
		ev = append(append(ev, event("retreat", text)), displaced...)
	}
	return ev
}

// attackTerrain is the attacker's terrain DRM of the defended hex (7.45);
// cavalry gains none of a town's benefits (5.54).
func (s *State) attackTerrain(target hexmap.Hex, defenders []int) int {
	kind := s.w.m.Hex(target).Kind
	if kind == Town {
		cavalry := len(defenders) > 0
		for _, i := range defenders {
			cavalry = cavalry && s.w.units[i].Unit.Kind == Cavalry
		}
		if cavalry {
			return 0
		}
	}
	return s.w.t.combatDRM(string(kind), colAttack)
}

// chargingSquare: unit id charges a hex holding a Square (6.14: +1 to its
// Commitment roll).
func (s *State) chargingSquare(target hexmap.Hex, id string) bool {
	charge := false
	for _, a := range s.Act.Attacks {
		charge = charge || (a.Unit == id && a.Charge && a.Target == target.String())
	}
	if !charge {
		return false
	}
	for i := range s.Units {
		if s.Units[i].onMap() && s.Units[i].Hex.is(target.String()) && s.Units[i].Square {
			return true
		}
	}
	return false
}

// stackPos is unit id's place in its stack, 0 the top (5.44).
func (s *State) stackPos(b *board, id string) int {
	i := s.w.unitIndex(id)
	return slices.Index(b.on(s.Units[i].hex()), i)
}
