package risorgimento

import (
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Reach is the hexes within a leader's command range.
type Reach map[hexmap.Hex]bool

// CommandReach is every hex within rangeMP Leader MP of a leader at from:
// counted from the leader to the unit, the unit's hex included and the
// leader's not (4.12); not traced through an enemy ZOC unless the hex
// holds a friendly combat unit (4.12, 6.24). A corps commander's range
// (4.21) is traced the same way, and the Naviglio does not block it
// (4.12). enemyZOC and friendly describe the position.
func CommandReach(m *Map, t *Tables, from hexmap.Hex, rangeMP int, corps bool, enemyZOC, friendly func(hexmap.Hex) bool) Reach {
	r := Reach{from: true}
	for _, h := range m.Grid.Within(from, hexmap.MPs(rangeMP), commandCost(m, t, corps, enemyZOC, friendly), hexmap.PathOptions{}) {
		r[h] = true
	}
	return r
}

// CommandReaches is CommandReach(…)[to], searching only until to is
// reached.
func CommandReaches(m *Map, t *Tables, from, to hexmap.Hex, rangeMP int, corps bool, enemyZOC, friendly func(hexmap.Hex) bool) bool {
	if to == from {
		return true
	}
	_, _, ok := m.Grid.PathTo(from, to, hexmap.MPs(rangeMP), commandCost(m, t, corps, enemyZOC, friendly), hexmap.PathOptions{})
	return ok
}

// commandCost is a command range's step (4.12): a Leader's MP, never into
// an enemy ZOC without a friendly combat unit.
func commandCost(m *Map, t *Tables, corps bool, enemyZOC, friendly func(hexmap.Hex) bool) hexmap.CostFunc {
	return func(a, b hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if enemyZOC(b) && !friendly(b) {
			return 0, false
		}
		c := commandStep(m, t, a, b, corps)
		return c, c != Prohibited
	}
}

// commandStep is a Leader's MP to enter b from a; the corps commander's
// range crosses the Naviglio, a canal of the Magenta map, as if it were
// not there (4.12).
func commandStep(m *Map, t *Tables, a, b hexmap.Hex, corps bool) hexmap.Cost {
	side := m.Side(a, b)
	if corps && m.Naviglio && side.Water == Canal {
		side.Water = NoWater
	}
	return entryAcross(m, t, ClassLeader, a, b, side).Total()
}

// Placed is a combat unit at its hex.
type Placed struct {
	Unit
	Hex hexmap.Hex
}

// InCommand lists which of a brigade's units are In Command: those within
// their brigadier's range, and any unit adjacent to an In Command unit of
// the same brigade, in a chain (4.11 and its play note). A brigade Without
// Orders has all its units Out of Command wherever they are (4.22), and a
// Finished brigadier's units are Out of Command (8.4).
func InCommand(g hexmap.Grid, units []Placed, reach Reach, underOrders bool) []bool {
	in := make([]bool, len(units))
	if !underOrders {
		return in
	}
	for i, u := range units {
		in[i] = reach[u.Hex]
	}
	for changed := true; changed; {
		changed = false
		for i, u := range units {
			if in[i] {
				continue
			}
			for j, v := range units {
				if in[j] && v.Brigade == u.Brigade && g.Adjacent(u.Hex, v.Hex) {
					in[i], changed = true, true
					break
				}
			}
		}
	}
	return in
}

// UnderOrders: a brigadier within his corps commander's range is Under
// Orders, outside it Without Orders (4.22), checked at the start of the
// Activation Segment and kept for the turn (4.13).
func UnderOrders(corpsReach Reach, brigadier hexmap.Hex) bool { return corpsReach[brigadier] }

// OrdersTarget is the highest adjusted roll that puts a brigade Without
// Orders Under Orders (4.13).
const OrdersTarget = 4

// OrdersRoll is the roll of 4.13: d10 plus the brigadier's Commitment DRM;
// 4 or less and his brigade is Under Orders, 5 or more and it may only
// Rally.
func OrdersRoll(r dice.Roller, brigadier string, commitmentDRM int) (roll int, underOrders bool) {
	roll = d10(r, "orders "+brigadier+" (4.13)")
	return roll, roll+commitmentDRM <= OrdersTarget
}

// OrdersNeeds is the highest natural roll that succeeds for a brigadier
// of this Commitment DRM (4.13 example: Hartung, 0, needs 0-4; Rösgen, +1,
// 0-3); -1 if none can.
func OrdersNeeds(commitmentDRM int) int { return max(-1, min(9, OrdersTarget-commitmentDRM)) }

// GuardRange is St. Jean d'Angely's range: the higher of his two ratings
// only within one hex of Napoleon III (4.24).
func GuardRange(low, high int, g hexmap.Grid, at, napoleon hexmap.Hex, napoleonOnMap bool) int {
	if napoleonOnMap && g.Distance(at, napoleon) <= 1 {
		return high
	}
	return low
}

// Capability is what an activated unit may do (4.41, 4.42).
type Capability struct {
	Move, MoveAdjacent, Fire, Attack, Rally bool
	FireOrMove                              bool // artillery Without Orders: fire or move, not both (4.42)
}

// CapabilitiesOf is 4.41 for units In Command of a brigade Under Orders —
// move, fire, attack, rally (only if nothing else), in that order — and
// 4.42 for a brigade Without Orders or units Out of Command: move but not
// adjacent to an enemy, rally if not moved, no fire or attack, artillery
// fire or move. A brigade that rolled for orders and failed may only Rally
// (4.13).
func CapabilitiesOf(k Kind, underOrders, inCommand, failedOrdersRoll bool) Capability {
	switch {
	case failedOrdersRoll:
		return Capability{Rally: true}
	case underOrders && inCommand:
		return Capability{Move: true, MoveAdjacent: true, Fire: true, Attack: k != Artillery && k != Jager, Rally: true}
	case k == Artillery:
		return Capability{Move: true, Fire: true, FireOrMove: true, Rally: true}
	}
	return Capability{Move: true, Rally: true}
}
