package risorgimento

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// HitTakers are the indexes of the units of a hex that take Hits: not
// artillery (8.11, 7.33); in an attack, Jägers and Chasseurs stacked with
// other units only once none is left (7.21).
func HitTakers(units []Unit, attack bool) []int {
	var main, jagers []int
	for i, u := range units {
		switch {
		case u.Kind == Artillery || u.Eliminated():
		case attack && u.Kind == Jager:
			jagers = append(jagers, i)
		default:
			main = append(main, i)
		}
	}
	if len(main) == 0 {
		return jagers
	}
	return main
}

// DistributeHits spreads n Hits over the size units of a hex as evenly as
// possible among takers (HitTakers) (8.11): each gets n / len(takers), and
// the leftover Hits go to the units the owner names in leftover, then in
// stack order. The result has one count per unit of the hex.
func DistributeHits(n, size int, takers []int, leftover []int) []int {
	out := make([]int, size)
	if len(takers) == 0 || n <= 0 {
		return out
	}
	for _, i := range takers {
		out[i] = n / len(takers)
	}
	rest := n % len(takers)
	order := append(append([]int(nil), leftover...), takers...)
	for _, i := range order {
		if rest == 0 {
			break
		}
		if slices.Contains(takers, i) && out[i] == n/len(takers) {
			out[i]++
			rest--
		}
	}
	return out
}

// Loser says which side of an attack must retreat (8.31), and by which
// priority (1 to 5) it was decided.
type Loser struct {
	Attacker bool
	Priority int
}

// CombatSide is one side of an attack as 8.31 compares them.
type CombatSide struct {
	Hits           int  // Hits received in this attack
	LowestCohesion int  // lowest Adjusted Cohesion after this attack's hits
	Brigadier      bool // a brigadier in the combat
	CommitmentDRM  int  // his Commitment rating (-1 is better than +1)
}

// DetermineLoser is 8.31, the first priority that applies: most hits;
// lowest Adjusted Cohesion; a brigadier in the combat wins; the better
// brigadier Commitment rating wins (decision D17: only when both have
// one); else the attacker retreats.
func DetermineLoser(att, def CombatSide) Loser {
	switch {
	case att.Hits != def.Hits:
		return Loser{att.Hits > def.Hits, 1}
	case att.LowestCohesion != def.LowestCohesion:
		return Loser{att.LowestCohesion < def.LowestCohesion, 2}
	case att.Brigadier != def.Brigadier:
		return Loser{def.Brigadier, 3}
	case att.Brigadier && att.CommitmentDRM != def.CommitmentDRM:
		return Loser{att.CommitmentDRM > def.CommitmentDRM, 4}
	}
	return Loser{true, 5}
}

// RetreatOption is one hex a defender may retreat into (8.33).
type RetreatOption struct {
	Hex       hexmap.Hex
	Cost      hexmap.Cost
	ExtraHit  bool // into another enemy unit's ZOC (not the victor's): one Hit
	Displaces bool // into a friendly hex it cannot stack with (displacement)
}

// RetreatGround describes the ground around the contested hex.
type RetreatGround struct {
	Enemy       func(hexmap.Hex) bool // enemy-occupied now
	Origin      func(hexmap.Hex) bool // the attackers' hexes of origin
	OtherZOC    func(hexmap.Hex) bool // in the ZOC of an enemy other than the victors in the contested hex
	CannotStack func(hexmap.Hex) bool // friendly units there it cannot stack with (5.41)
}

// DefenderRetreat lists the hexes a defender may retreat into from the
// contested hex (8.33): adjacent, never enemy-occupied, not the
// attacker's hex of origin, not prohibited terrain, the least costly
// first; displacement only if no other hex is open. The retreating side
// chooses among equal costs (decision D19). None: the unit is eliminated.
func DefenderRetreat(m *Map, t *Tables, u Unit, from hexmap.Hex, g RetreatGround) []RetreatOption {
	var open, displace []RetreatOption
	for _, h := range m.Grid.Neighbors(from) {
		if g.Enemy(h) || g.Origin(h) {
			continue
		}
		c := EntryCost(m, t, ClassOf(u), from, h).Total()
		if c == Prohibited {
			continue
		}
		o := RetreatOption{Hex: h, Cost: c, ExtraHit: g.OtherZOC(h), Displaces: g.CannotStack(h)}
		if o.Displaces {
			displace = append(displace, o)
		} else {
			open = append(open, o)
		}
	}
	if len(open) == 0 {
		open = displace
	}
	return cheapest(open)
}

func cheapest(os []RetreatOption) []RetreatOption {
	if len(os) == 0 {
		return nil
	}
	low := os[0].Cost
	for _, o := range os {
		low = min(low, o.Cost)
	}
	var out []RetreatOption
	for _, o := range os {
		if o.Cost == low {
			out = append(out, o)
		}
	}
	return out
}

// CDRHit is the cohesion die roll of a displaced unit, of the unit that
// displaced it, and of a unit retreating a second time out of a hex it
// joined (8.33): a roll above its Adjusted Cohesion is one Hit.
func CDRHit(r dice.Roller, u Unit) (roll int, hit bool) {
	roll = d10(r, "cohesion die roll "+u.ID+" (8.33)")
	return roll, roll > u.AdjustedCohesion()
}

// RetreatingArtillery: artillery stacked with units forced to retreat by
// an attack is eliminated (8.33; decision D4 prefers it to 7.33's "suffers
// any retreat results").
func RetreatingArtillery(u Unit) Unit {
	if u.Kind == Artillery {
		u.Out = true
	}
	return u
}

// FacingAfterCombat: an attacker that forced the defender to retreat may
// turn one vertex in the combat hex (6.16, 8.34).
func FacingAfterCombat(g hexmap.Grid, f hexmap.Facing, turn int) hexmap.Facing {
	if turn > 1 || turn < -1 {
		turn = 0
	}
	f.Toward = g.Rotate(f.Toward, turn)
	return f
}

// Endangered says whether a leader is endangered (8.4): stacked with
// units that receive a D+1 artillery result or two or more Hits in an
// attack, or alone when an enemy combat unit moves adjacent.
func Endangered(fire FireResult, attackHits int, alone, enemyMovedAdjacent bool) bool {
	return fire == DPlus1 || attackHits >= 2 || (alone && enemyMovedAdjacent)
}

// LeaderRoll is 8.4's roll: 7 or higher and the leader is Finished for
// the turn (a brigadier's units Out of Command; a corps commander Finished
// before his two activations finishes his corps).
func LeaderRoll(r dice.Roller, leader string) (roll int, finished bool) {
	roll = d10(r, "leader endangered "+leader+" (8.4)")
	return roll, roll >= 7
}

// CorpsFinishedByLeader: a corps commander Finished before completing his
// two activations finishes the whole corps for the turn (8.4).
func CorpsFinishedByLeader(activationsDone int) bool { return activationsDone < 2 }

// MayRally is 8.51: an activated unit not adjacent to an enemy combat
// unit that does nothing else that activation removes its Disorder; not
// in an Extended Activation (8.51, 4.43).
func MayRally(adjacentEnemy, didOther, extended bool) bool {
	return !adjacentEnemy && !didOther && !extended
}

// Recover is 8.52 and 8.53: in the Recovery Segment a unit in Reserve
// removes its Disorder and two Hits, never its first Hit.
func Recover(u Unit) Unit {
	if !u.Reserve {
		return u
	}
	u.Disorder = false
	if u.Hits > 1 {
		u.Hits = max(1, u.Hits-2)
	}
	return u
}

// LeaderRejoins is where a lone leader goes after his 8.4 roll when an
// enemy moves adjacent: with the nearest combat unit of his brigade (the
// first in printed hex order among equals). ok is false if none is left.
func LeaderRejoins(g hexmap.Grid, at hexmap.Hex, brigade []Placed) (to hexmap.Hex, ok bool) {
	best := -1
	for _, u := range brigade {
		if u.Eliminated() {
			continue
		}
		d := g.Distance(at, u.Hex)
		if best < 0 || d < best || d == best && u.Hex.Compare(to) < 0 {
			best, to = d, u.Hex
		}
	}
	return to, best >= 0
}
