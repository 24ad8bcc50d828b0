package risorgimento

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Entry is the cost of entering a hex from an adjacent one, split as 7.52
// needs it: the hex part (terrain, road or trail) and the hexside part
// (slope, ridge, water).
type Entry struct {
	Hex, Side hexmap.Cost
}

// Total is the MP to pay, or Prohibited.
func (e Entry) Total() hexmap.Cost {
	if e.Hex == Prohibited || e.Side == Prohibited {
		return Prohibited
	}
	return e.Hex + e.Side
}

// Allowed: the chart lets the unit class enter at all.
func (e Entry) Allowed() bool { return e.Total() != Prohibited }

// EntryCost is the terrain cost for class c to enter to from adjacent
// from (5.2-5.26); ZOC costs are ApproachCost's (6.31).
func EntryCost(m *Map, t *Tables, c Class, from, to hexmap.Hex) Entry {
	return entryAcross(m, t, c, from, to, m.Side(from, to))
}

// entryAcross is EntryCost across a given hexside.
func entryAcross(m *Map, t *Tables, c Class, from, to hexmap.Hex, side SideTerrain) Entry {
	if side.Impassable && !side.Way.IsRoad() && !side.Bridge {
		return Entry{Prohibited, Prohibited} // 5.26: unless traversed by a Bridge or Road
	}
	return Entry{Hex: hexPart(m, t, c, to, side.Way), Side: sidePart(m, t, c, from, to, side)}
}

// hexPart: the road cost when entering along a connecting road (5.21); a
// trail or railroad halves the hex-type cost, rounding down (5.22), never
// below the road cost (reading: a trail is not better than a road) and
// not opening a hex the chart prohibits.
func hexPart(m *Map, t *Tables, c Class, to hexmap.Hex, way Way) hexmap.Cost {
	base := t.moveCost(string(m.Hex(to).Kind), c)
	road := t.moveCost(rowRoad, c)
	switch {
	case way.IsRoad():
		return road
	case way.IsTrail() && base != Prohibited:
		half := hexmap.MPs(int(base / hexmap.MP / 2))
		return max(half, road)
	}
	return base
}

// sidePart: water (5.23) plus elevation (5.24, 5.25) across the hexside.
func sidePart(m *Map, t *Tables, c Class, from, to hexmap.Hex, side SideTerrain) hexmap.Cost {
	w := waterCost(t, c, side)
	e := elevationCost(m, t, c, from, to, side)
	if w == Prohibited || e == Prohibited {
		return Prohibited
	}
	return w + e
}

// waterCost: the Ticino is impassable except by bridges; a bridge costs
// nothing more; a road crossing a stream without a bridge is a Ford
// (trails make no fords) (5.23).
func waterCost(t *Tables, c Class, side SideTerrain) hexmap.Cost {
	switch {
	case side.Water == NoWater:
		return 0
	case side.Bridge:
		return 0
	case side.Water == Ticino:
		return Prohibited
	case side.Way.IsRoad():
		return t.moveCost(rowFord, c)
	}
	return t.moveCost(string(side.Water), c)
}

// elevationCost: a slope climbed costs by its type (5.24: one level
// Gradual, two Sharp, three Steep); a ridge costs by its level change and
// negates the slope cost of the hex entered (5.25); a road across either
// treats it as the next lower type (5.21).
func elevationCost(m *Map, t *Tables, c Class, from, to hexmap.Hex, side SideTerrain) hexmap.Cost {
	road := 0
	if side.Way.IsRoad() {
		road = 1
	}
	if side.Ridge > 0 {
		step := min(3, max(1, side.Ridge-m.Hex(from).Level)) - road
		if step <= 0 {
			return 0
		}
		return t.moveCost(ridgeRows[step], c)
	}
	step := min(3, m.Hex(to).Level-m.Hex(from).Level) - road
	if step <= 0 {
		return 0
	}
	return t.moveCost(slopeRows[step], c)
}

// SlopeBetween is the slope type climbed from a to b: 0 none, 1 Gradual,
// 2 Sharp, 3 Steep (5.24); a ridge counts at its level (5.25).
func SlopeBetween(m *Map, a, b hexmap.Hex) int {
	if s := m.Side(a, b); s.Ridge > 0 {
		return min(3, max(1, s.Ridge-m.Hex(a).Level))
	}
	return min(3, max(0, m.Hex(b).Level-m.Hex(a).Level))
}

// CrossingDisorders: infantry crossing a canal or deep stream hexside is
// automatically Disordered (5.23); a bridge or a ford is not a crossing of
// the water itself (reading).
func CrossingDisorders(m *Map, u Unit, from, to hexmap.Hex) bool {
	s := m.Side(from, to)
	if !u.Kind.IsInfantry() || s.Bridge || s.Way.IsRoad() {
		return false
	}
	return s.Water == Canal || s.Water == Deep
}

// MovementAllowance is the MP a unit may spend this activation segment:
// doubled in Strategic Movement (5.11), at most 10 for foot artillery in
// SM (5.12), half rounded down for artillery that fires (5.32).
func MovementAllowance(u Unit, strategic, fires bool) int {
	ma := u.MA
	if strategic {
		ma *= 2
		if u.Kind == Artillery && !u.Horse {
			ma = min(ma, 10)
		}
	}
	if fires && u.Kind == Artillery {
		ma /= 2
	}
	return ma
}

// The movement refusals, each naming its rule.
var (
	errSMNearEnemy  = errors.New("no unit may start or move in Strategic Movement within three hexes of an enemy combat unit (5.11)")
	errSMHeavy      = errors.New("Strategic Movement enters a Heavily-Cultivated hex only by road, not trail or railroad (5.11)")
	errSMLight      = errors.New("Strategic Movement enters a Lightly-Cultivated hex only by road or trail (5.11)")
	errSMStack      = errors.New("only one combat unit per hex in Strategic Movement (5.11, 5.41)")
	errSMNoOrders   = errors.New("a brigade Without Orders not already in Strategic Movement may not start it (5.1)")
	errSMWholeBrig  = errors.New("units use Strategic Movement by brigade: all of the brigade or none (5.1)")
	errProtectEntry = errors.New("no unit may move within two hexes of an enemy Entry Hex until all reinforcements have entered (5.34)")
)

// StrategicStep checks one step of Strategic Movement into to (5.11):
// nearestEnemy is the distance from to (and, for the first step, from the
// start) to the nearest enemy combat unit, seen or not; occupied says
// whether to holds a friendly combat unit.
func StrategicStep(m *Map, from, to hexmap.Hex, nearestEnemy int, occupied bool) error {
	if nearestEnemy <= 3 {
		return errSMNearEnemy
	}
	way := m.Side(from, to).Way
	switch m.Hex(to).Kind {
	case HeavyCult:
		if !way.IsRoad() {
			return errSMHeavy
		}
	case LightCult:
		if way == NoWay {
			return errSMLight
		}
	}
	if occupied {
		return errSMStack
	}
	return nil
}

// StrategicBrigade checks the brigade-wide conditions of 5.1: all units or
// none, and a brigade Without Orders not already in SM may not start it
// unless it enters as reinforcements or is activated from the Reserve.
func StrategicBrigade(using, total int, underOrders, alreadySM, entering, fromReserve bool) error {
	if using != 0 && using != total {
		return errSMWholeBrig
	}
	if using > 0 && !underOrders && !alreadySM && !entering && !fromReserve {
		return errSMNoOrders
	}
	return nil
}

// ProtectedEntry refuses a move to within two hexes of an enemy Entry Hex
// while the enemy has reinforcements to enter (5.34; decision D18: the
// enemy's entry hexes, "within" meaning two or fewer).
func ProtectedEntry(g hexmap.Grid, to hexmap.Hex, enemyEntries []hexmap.Hex, enemyStillToEnter bool) error {
	if !enemyStillToEnter {
		return nil
	}
	for _, e := range enemyEntries {
		if g.Distance(to, e) <= 2 {
			return errProtectEntry
		}
	}
	return nil
}

// ReinforcementCost is what the reinforcing unit with ahead units entered
// before it through the same Entry Hex pays for the entry hex's terrain:
// the first pays the cost, each later one the cost times the number ahead
// (5.6, read literally: decision D12).
func ReinforcementCost(cost hexmap.Cost, ahead int) hexmap.Cost {
	if ahead == 0 {
		return cost
	}
	return cost * hexmap.Cost(ahead)
}

// TownLeaveCost is the extra MP to leave a hex using town stacking (5.53).
func TownLeaveCost(startedTownStacked bool) hexmap.Cost {
	if startedTownStacked {
		return hexmap.MP
	}
	return 0
}

// ReorderCost is the MP to change the stacking order at the start of
// movement: 1 MP, never in an enemy ZOC (5.44).
func ReorderCost(inEnemyZOC bool) (hexmap.Cost, error) {
	if inEnemyZOC {
		return 0, errors.New("a stack in an enemy ZOC cannot change its stacking order (5.44)")
	}
	return hexmap.MP, nil
}

// CanEnter applies the entrance minimum (5.31): a unit must have the MP
// for the terrain and ZOC cost, but may always move one hex if it may
// enter that hex at all — not across an impassable hexside (5.26).
func CanEnter(cost hexmap.Cost, left hexmap.Cost, firstHex bool) error {
	switch {
	case cost == Prohibited:
		return errors.New("the terrain prohibits this move (5.2, 5.26)")
	case cost <= left:
		return nil
	case firstHex:
		return nil
	}
	return fmt.Errorf("entering costs %v MP, %v left (5.31)", cost, left)
}
