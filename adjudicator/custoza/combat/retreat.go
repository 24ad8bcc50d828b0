package combat

import (
	"fmt"
	"slices"
	"sort"
)

// RetreatCandidate is one hex a retreating (or withdrawing, 12.2) Force
// could enter next; the engine lists them with their properties.
type RetreatCandidate struct {
	Hex string
	// Blocked says why the hex may not be entered at all (10.5.1: enemy
	// Forces, impassable terrain, an Assault/Charge marker, a hex already
	// passed; 10.5: not a rear hex / not away from the markers); "" if it
	// may.
	Blocked      string
	EnemyZoR     bool // priority 1: not into an enemy ZoR
	OverStacked  bool // priority 2: not over the stacking limit
	MPCost       int  // priority 3: the lowest movement cost
	MincioBridge bool // 22.2.2: through it costs a level; into it, one hex more
}

// RetreatChoice is the hex chosen for one step of a retreat.
type RetreatChoice struct {
	Hex string
	// Eliminated: no hex may be entered; the Force surrenders and is
	// permanently eliminated (10.5.1, 10.5.3; 12.3 for a withdrawal).
	Eliminated bool
	// Continue: the Force must retreat one more hex from Hex: over-stacked
	// there (10.5.2: every Force passed through loses one level) or on a
	// Mincio bridge (22.2.2).
	Continue bool
	// ExtraLevels the retreating Force loses for this hex (22.2.2).
	ExtraLevels int
	Why         string
}

// ChooseRetreatHex picks the next retreat hex "strictly according to the
// priority below: 1. Not into an enemy ZoR 2. Not in violation of
// Stacking Limits 3. The hex with the lowest Movement Cost" (10.5); among
// equals the owner's preference (prefer, hex ids in order), then the
// order given.
func ChooseRetreatHex(e Edition, cands []RetreatCandidate, prefer []string) RetreatChoice {
	rule := e.rule("10.5", "11.3")
	var open []RetreatCandidate
	var blocked []string
	for _, c := range cands {
		if c.Blocked != "" {
			blocked = append(blocked, c.Hex+" ("+c.Blocked+")")
			continue
		}
		open = append(open, c)
	}
	if len(open) == 0 {
		return RetreatChoice{Eliminated: true, Why: fmt.Sprintf("no hex to retreat into %v: the Force surrenders and is permanently eliminated (%s)", blocked, e.rule("10.5.1", "11.3.3"))}
	}
	rank := func(h string) int {
		if i := slices.Index(prefer, h); i >= 0 {
			return i
		}
		return len(prefer)
	}
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	sort.SliceStable(open, func(i, j int) bool {
		a, b := open[i], open[j]
		if a.EnemyZoR != b.EnemyZoR {
			return b2i(a.EnemyZoR) < b2i(b.EnemyZoR)
		}
		if a.OverStacked != b.OverStacked {
			return b2i(a.OverStacked) < b2i(b.OverStacked)
		}
		if a.MPCost != b.MPCost {
			return a.MPCost < b.MPCost
		}
		return rank(a.Hex) < rank(b.Hex)
	})
	c := open[0]
	ch := RetreatChoice{Hex: c.Hex}
	ch.Why = fmt.Sprintf("retreat into %s (%s: enemy ZoR %v, over-stacked %v, %d MP", c.Hex, rule, c.EnemyZoR, c.OverStacked, c.MPCost)
	if c.OverStacked {
		ch.Continue = true
		ch.Why += fmt.Sprintf("; over the stacking limit, it retreats one more hex and every Force it passes through loses one level, %s", e.rule("10.5.2", "11.3.2"))
	}
	if c.MincioBridge && e == Custoza {
		ch.Continue, ch.ExtraLevels = true, 1
		ch.Why += "; a Mincio bridge: one more hex, and one status level lost passing through it, 22.2.2"
	}
	if c.EnemyZoR {
		ch.Why += fmt.Sprintf("; into an enemy ZoR, the Forces projecting it may react, %s", e.rule("10.5.6", "11.3.6"))
	}
	ch.Why += ")"
	return ch
}
