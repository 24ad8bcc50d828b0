package risorgimento

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// MayAttack checks that a unit may attack (7.3, 7.33, 7.4, 9.11):
// infantry other than Jägers and Chasseurs, not Disordered, In Command at
// the start of the activation, its brigade not Hors de Combat; cavalry
// only charges (7.5), artillery never attacks.
func MayAttack(u Unit, inCommandAtStart, hdc bool) error {
	switch {
	case u.Kind == Artillery:
		return errors.New("artillery never participates in attack (7.33)")
	case u.Kind == Cavalry:
		return errors.New("cavalry may not attack; it must charge (7.33, 7.5)")
	case u.Kind == Jager:
		return errors.New("Jägers and Chasseurs may never attack (7.21, 7.33)")
	case u.Disorder:
		return errors.New("Disordered units may not attack (7.33, 8.21)")
	case !inCommandAtStart:
		return errors.New("attacks are made by units that began the activation In Command (7.4)")
	case hdc:
		return errors.New("units of a brigade Hors de Combat may not attack (9.11)")
	}
	return nil
}

// Commitment is 7.41: d10 plus the brigadier's Commitment DRM (if the unit
// is within his range at the time of the roll), against the unit's
// Adjusted Cohesion; equal or lower, it must enter the enemy hex and
// attack; higher, it may not move or attack. Cavalry charging a Square add
// one (6.14).
func Commitment(r dice.Roller, u Unit, brigadierDRM int, inRange, chargingSquare bool) (roll int, mods Mods, committed bool) {
	roll = d10(r, "commitment "+u.ID+" (7.41)")
	if inRange {
		mods.add("7.41", "brigadier", brigadierDRM)
	}
	if chargingSquare {
		mods.add("6.14", "charging a Square", 1)
	}
	return roll, mods, roll+mods.Sum() <= u.AdjustedCohesion()
}

// CombinedCommitment is 7.42: of two units in an attacking hex the top one
// rolls; if it passes the bottom one follows, if it fails neither commits.
func CombinedCommitment(r dice.Roller, top Unit, brigadierDRM int, inRange bool) (committed bool) {
	_, _, ok := Commitment(r, top, brigadierDRM, inRange, false)
	return ok
}

// Battle is one attack or charge on one hex (7.44, 7.45): the committed
// attackers and the defenders, and what the position gives.
type Battle struct {
	Attackers, Defenders []Unit
	Rear, FrontAndRear   bool // combined attackers entering through the Rear hexside, or Front and Rear (7.45)
	TerrainDRM           int  // the chart's attack DRM, the best for the defender (7.32, 7.45)
	DefenderHDC          bool // any defender from a brigade Hors de Combat (7.45)
	Surprise             bool // Magenta Surprise (7.45, playbook)
	Charge               bool // a cavalry charge or countercharge (7.5, 7.53)
	ChargeByRoadIntoHC   bool // charge into Heavily-Cultivated by road (7.52)
}

// fighters are the units whose number and cohesion count (decision D15):
// those that would take the attack's Hits — no artillery (7.33), no
// Jägers or Chasseurs stacked with others (7.21, 7.45).
func fighters(us []Unit) []Unit {
	var out []Unit
	for _, i := range HitTakers(us, true) {
		out = append(out, us[i])
	}
	return out
}

func highestCohesion(us []Unit) int {
	h := -1 << 31
	for _, u := range us {
		h = max(h, u.AdjustedCohesion())
	}
	return h
}

// AttackMods are the attacker's and defender's DRMs (7.45, 7.22, 7.52).
func AttackMods(b Battle) (att, def Mods) {
	a, d := fighters(b.Attackers), fighters(b.Defenders)
	if diff := len(a) - len(d); diff > 0 {
		att.add("7.45", "strength comparison", diff)
	} else {
		def.add("7.45", "strength comparison", -diff)
	}
	switch ha, hd := highestCohesion(a), highestCohesion(d); {
	case ha > hd:
		att.add("7.45", "higher cohesion", 1)
	case hd > ha:
		def.add("7.45", "higher cohesion", 1)
	}
	switch {
	case b.FrontAndRear:
		att.add("7.45", "front and rear", 2)
	case b.Rear:
		att.add("7.45", "rear", 1)
	}
	att.add("7.45", "terrain", b.TerrainDRM)
	att.add("7.45", "defender in Strategic Movement", 2*boolInt(anyUnit(b.Defenders, func(u Unit) bool { return u.SM })))
	att.add("7.45", "defender Hors de Combat", boolInt(b.DefenderHDC))
	att.add("7.45", "all defenders Jägers/Chasseurs", 2*boolInt(allUnits(d, func(u Unit) bool { return u.Kind == Jager })))
	att.add("7.22", "light infantry", -boolInt(anyUnit(a, func(u Unit) bool { return u.Kind == Light })))
	att.add("7.45", "surprise", 2*boolInt(b.Surprise))
	if b.Charge {
		att = append(att, chargeMods(a, d)...)
		att.add("7.52", "charge by road into Heavily-Cultivated", -boolInt(b.ChargeByRoadIntoHC))
	}
	def.add("7.45", "Disordered", -boolInt(anyUnit(b.Defenders, func(u Unit) bool { return u.Disorder })))
	if b.Charge && anyUnit(d, func(u Unit) bool { return u.Kind.IsInfantry() }) {
		def.add("7.45", "infantry vs cavalry", 2)
	}
	return att, def
}

// chargeMods: more than half the chargers Light Cavalry charging infantry
// -2; Heavy charging Light +1, Light charging Heavy -1, no DRM if either
// side is mixed (7.45).
func chargeMods(a, d []Unit) Mods {
	var ms Mods
	light := 0
	for _, u := range a {
		if !u.Heavy {
			light++
		}
	}
	infantry := anyUnit(d, func(u Unit) bool { return u.Kind.IsInfantry() })
	if infantry && 2*light > len(a) {
		ms.add("7.45", "light cavalry charging infantry", -2)
	}
	if !infantry && allUnits(d, func(u Unit) bool { return u.Kind == Cavalry }) {
		aHeavy, aLight := allUnits(a, func(u Unit) bool { return u.Heavy }), light == len(a)
		dHeavy, dLight := allUnits(d, func(u Unit) bool { return u.Heavy }), allUnits(d, func(u Unit) bool { return !u.Heavy })
		switch {
		case aHeavy && dLight:
			ms.add("7.45", "heavy charging light cavalry", 1)
		case aLight && dHeavy:
			ms.add("7.45", "light charging heavy cavalry", -1)
		}
	}
	return ms
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func anyUnit(us []Unit, f func(Unit) bool) bool {
	for _, u := range us {
		if f(u) {
			return true
		}
	}
	return false
}

func allUnits(us []Unit, f func(Unit) bool) bool {
	for _, u := range us {
		if !f(u) {
			return false
		}
	}
	return len(us) > 0
}

// AttackOutcome is one resolved attack (7.44).
type AttackOutcome struct {
	AttRoll, DefRoll int
	AttMods, DefMods Mods
	// HitsOnDefender is what the attacker's modified roll inflicts,
	// HitsOnAttacker what the defender's does.
	HitsOnDefender, HitsOnAttacker int
}

// ResolveAttack is 7.44: both sides roll d10 and add their own DRMs; each
// modified roll gives the Hits inflicted on the other side (the attack
// results chart, decision D2).
func ResolveAttack(t *Tables, r dice.Roller, b Battle) AttackOutcome {
	att, def := AttackMods(b)
	o := AttackOutcome{AttMods: att, DefMods: def}
	o.AttRoll = d10(r, "attack, attacker (7.44)")
	o.DefRoll = d10(r, "attack, defender (7.44)")
	o.HitsOnDefender = t.AttackHits(o.AttRoll + att.Sum())
	o.HitsOnAttacker = t.AttackHits(o.DefRoll + def.Sum())
	return o
}

// ContinuedDRM is 7.47's modifier: minus the difference between the Hits
// the enemy suffered and the Hits the victor suffered. ok is false unless
// the attacker lost fewer Hits than the defender.
func ContinuedDRM(attackerHits, defenderHits int) (drm int, ok bool) {
	if attackerHits >= defenderHits {
		return 0, false
	}
	return -(defenderHits - attackerHits), true
}

// ContinuedAttack is 7.47's roll for a unit (or stack) that would attack
// again: d10 less the hit difference against its Adjusted Cohesion; equal
// or lower, it may move into any one hex adjacent to the battle hex and
// attack. Once per unit per activation segment; each unit that continues
// takes 1 Hit at the end (ContinuedHits).
func ContinuedAttack(r dice.Roller, u Unit, attackerHits, defenderHits int, alreadyContinued bool) (roll int, ok bool, err error) {
	drm, may := ContinuedDRM(attackerHits, defenderHits)
	switch {
	case !may:
		return 0, false, fmt.Errorf("the attacker lost %d Hits, the defender %d: a Continued Attack needs fewer (7.47)", attackerHits, defenderHits)
	case alreadyContinued:
		return 0, false, fmt.Errorf("%s has already Continued an attack this activation segment (7.47)", u.ID)
	}
	roll = d10(r, "continued attack "+u.ID+" (7.47)")
	return roll, roll+drm <= u.AdjustedCohesion(), nil
}

// ContinuedHits is the Hit each unit that Continued takes at the end of
// the Continued Attack, whatever its result (7.47; decision D13: only
// units that did continue).
const ContinuedHits = 1

// MayCombine is 7.31: attackers combine only if of the same brigade and
// they start stacked together or in adjacent hexes; units of different
// brigades never attack together.
func MayCombine(g hexmap.Grid, a, b Placed) bool {
	return a.Brigade == b.Brigade && (a.Hex == b.Hex || g.Adjacent(a.Hex, b.Hex))
}

// Unsupported: artillery alone in a hex, or only with other artillery, is
// eliminated when attacked, after its reaction fire, once the attacker has
// passed Commitment (7.33, 7.46).
func Unsupported(defenders []Unit) bool {
	return allUnits(defenders, func(u Unit) bool { return u.Kind == Artillery })
}

// DefenderTerrain is the terrain DRM of separate attacks across hexsides
// that give different DRMs: the one best for the defender (7.32), that is
// the most negative for the attacker.
func DefenderTerrain(drms []int) int {
	best := 0
	for _, d := range drms {
		best = min(best, d)
	}
	return best
}
