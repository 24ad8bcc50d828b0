package combat

import (
	"fmt"
	"slices"
)

// UnitLoss is what a result did to one unit (8.7, 10.4·8).
type UnitLoss struct {
	ID         string
	SP         int // strength points lost
	SPAfter    int
	Eliminated bool // no SP left
	Levels     int  // status levels lost
	Before     Status
	After      Status
	Routed     bool // four levels lost in all (13.5)
}

// LossResult is a Hit applied to a Force or stack.
type LossResult struct {
	Hit     Hit
	Units   []UnitLoss // in the order of the Force
	Explain Explanation
}

// Unit returns the loss of one unit.
func (l LossResult) Unit(id string) (UnitLoss, bool) {
	for _, u := range l.Units {
		if u.ID == id {
			return u, true
		}
	}
	return UnitLoss{}, false
}

// ApplyHit applies nS# to a Force (8.7; 10.4·8 for a stack): "The first
// SP lost is taken from the 'biggest' unit (the one with the highest
// stacking value) in the Force, the following ones are decided by the
// owning player. When more than one unit shares the same highest stacking
// value, the owning player decides." The owner's decision is order: unit
// ids by preference (the first of the tied biggest units that appears in
// it takes the first SP; later SP go to the first unit in order with SP
// left). Without a preference, or once it is used up, the biggest unit
// with SP left takes it (ties: the first in the Force). "Unit Status
// losses are applied to all units in the affected force."
func ApplyHit(rule string, units []Unit, hit Hit, order []string) LossResult {
	res := LossResult{Hit: hit}
	sp := make([]int, len(units))
	lost := make([]int, len(units))
	for i, u := range units {
		sp[i] = max(u.SP, 0)
	}
	rank := func(id string) int {
		if i := slices.Index(order, id); i >= 0 {
			return i
		}
		return len(order)
	}
	biggest := func(preferred bool) int {
		best := -1
		for i, u := range units {
			if sp[i] == 0 {
				continue
			}
			if best < 0 || u.SV > units[best].SV || (u.SV == units[best].SV && preferred && rank(u.ID) < rank(units[best].ID)) {
				best = i
			}
		}
		return best
	}
	for n := 0; n < hit.SP; n++ {
		i, why := -1, "the owner's preference"
		if n == 0 {
			i, why = biggest(true), "the first SP from the biggest unit (highest stacking value)"
		} else {
			for _, id := range order {
				if j := slices.IndexFunc(units, func(u Unit) bool { return u.ID == id }); j >= 0 && sp[j] > 0 {
					i = j
					break
				}
			}
			if i < 0 {
				i, why = biggest(false), "no preference left: the biggest unit with SP left"
			}
		}
		if i < 0 {
			res.Explain.add("  no SP left to lose: %d of %d SP not taken", hit.SP-n, hit.SP)
			break
		}
		sp[i]--
		lost[i]++
		res.Explain.add("  SP %d of %d from %s: %s (%s)", n+1, hit.SP, units[i].ID, why, rule)
	}
	for i, u := range units {
		l := UnitLoss{ID: u.ID, SP: lost[i], SPAfter: sp[i], Eliminated: sp[i] == 0, Levels: hit.Levels, Before: u.Status, After: u.Status.Worsen(hit.Levels)}
		l.Routed = l.After == Routed
		if hit.Levels > 0 || lost[i] > 0 {
			res.Explain.add("  %s: -%d SP (%d left%s), %d level(s): %s -> %s%s", u.ID, lost[i], sp[i], elimText(l.Eliminated), hit.Levels, u.Status, l.After, routText(l.Routed))
		}
		res.Units = append(res.Units, l)
	}
	return res
}

func elimText(e bool) string {
	if e {
		return ", eliminated"
	}
	return ""
}

// ArtilleryRetreatLoss is 10.6.2: "Each Artillery unit stacked with other
// units retreating from an assault retreats Limbered and takes half of its
// current SPs (halving up) as losses (i.e. a 5 SP retreating unit loses 3
// SPs) ... Exception: Retreating Horse Artillery do not suffer any losses".
func ArtilleryRetreatLoss(e Edition, u Unit) (int, string) {
	rule := e.rule("10.6.2", "11.4.2")
	switch {
	case u.Type == HorseArtillery:
		return 0, fmt.Sprintf("%s: horse artillery retreats limbered without losses (%s)", u.ID, rule)
	case u.Type != Artillery:
		return 0, fmt.Sprintf("%s: not artillery (%s)", u.ID, rule)
	}
	n := (max(u.SP, 0) + 1) / 2
	return n, fmt.Sprintf("%s: artillery retreating with its stack, limbered, loses half its %d SP rounded up: %d (%s)", u.ID, u.SP, n, rule)
}
