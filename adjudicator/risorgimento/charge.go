package risorgimento

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ChargeStart checks who may charge (7.5, 7.51, 8.21): cavalry, In
// Command at the start of the activation, not Disordered, not starting the
// activation adjacent to an enemy combat unit.
func ChargeStart(u Unit, inCommandAtStart, startedAdjacent bool) error {
	switch {
	case u.Kind != Cavalry:
		return errors.New("only cavalry charges (7.5)")
	case u.Disorder:
		return errors.New("Disordered cavalry may not Charge (7.5, 8.21)")
	case !inCommandAtStart:
		return errors.New("charges are made by units that began the activation In Command (7.5)")
	case startedAdjacent:
		return errors.New("cavalry that started its activation adjacent to an enemy may not Charge (7.51)")
	}
	return nil
}

// ChargePath checks a charge move, path[0] the cavalry's hex and the last
// the target's: two or three hexes (7.5); a target it could see (7.5,
// 7.13: the caller's LOS); no hex or hexside on the way, the last one
// included, costing cavalry more than 2 MP (7.52); not into a castle,
// town or village (5.54, 7.52), nor into marsh, woods or a
// Heavily-Cultivated hex except by road or trail (decision D18), which
// costs a further -1 (byRoadIntoHC).
func ChargePath(m *Map, t *Tables, path []hexmap.Hex) (byRoadIntoHC bool, err error) {
	if n := len(path) - 1; n < 2 || n > 3 {
		return false, fmt.Errorf("a charge starts two or three hexes from its target, this one %d (7.5)", n)
	}
	for i := 1; i < len(path); i++ {
		if !m.Grid.Adjacent(path[i-1], path[i]) {
			return false, fmt.Errorf("%v and %v are not adjacent (5.3)", path[i-1], path[i])
		}
		e := EntryCost(m, t, ClassCav, path[i-1], path[i])
		if e.Hex == Prohibited || e.Side == Prohibited || e.Hex > hexmap.MPs(2) || e.Side > hexmap.MPs(2) {
			return false, fmt.Errorf("the charge would cross %v into %v at more than 2 MP (7.52)", path[i-1], path[i])
		}
	}
	last, target := path[len(path)-2], path[len(path)-1]
	way := m.Side(last, target).Way
	switch k := m.Hex(target).Kind; {
	case k == Castle || k == Town || k == Village:
		return false, fmt.Errorf("cavalry may not charge into a %s hex (5.54, 7.52)", k)
	case (k == Marsh || k == Woods || k == WoodedRough) && way == NoWay:
		return false, fmt.Errorf("cavalry may not charge into a %s hex (7.52)", k)
	case k == HeavyCult && way == NoWay:
		return false, errors.New("cavalry may not charge into a Heavily-Cultivated hex except by road (7.52)")
	case k == HeavyCult:
		return true, nil
	}
	return false, nil
}

// ChargeEnd: charging cavalry is Disordered at the end of the charge (7.5, 8.2).
func ChargeEnd(u Unit) Unit { return Disorder(u) }

// Reaction is what cavalry does when enemy infantry moves into, or starts
// its activation adjacent to, its ZOC (6.34, 7.53, 7.54).
type Reaction uint8

const (
	Stand         Reaction = iota + 1 // neither is legal: stand and defend (7.54)
	Withdraw                          // two hexes away (6.34, 7.53)
	Countercharge                     // attack at once in the original target hex, no Commitment roll (7.53)
)

// ReactionOptions lists the reactions open to cavalry (or horse artillery,
// which may withdraw, 6.34, 7.53) when enemy infantry enters its ZOC: none
// in the ZOC of a different enemy unit; Disordered cavalry may withdraw,
// not countercharge; countercharge only where a charge is legal; and if
// neither is legal, stand (7.54). Entering its ZOC obliges a choice
// (7.53); merely moving adjacent outside it allows a withdrawal (6.34):
// decision D6.
func ReactionOptions(u Unit, inOtherEnemyZOC, mayWithdraw, chargeLegal, enteredZOC bool) []Reaction {
	if inOtherEnemyZOC {
		return []Reaction{Stand}
	}
	var out []Reaction
	if !enteredZOC {
		out = append(out, Stand)
	}
	if mayWithdraw {
		out = append(out, Withdraw)
	}
	if u.Kind == Cavalry && !u.Disorder && chargeLegal && enteredZOC {
		out = append(out, Countercharge)
	}
	if len(out) == 0 {
		return []Reaction{Stand}
	}
	return out
}

// WithdrawalHexes lists where cavalry (or horse artillery) at from may
// withdraw: hexes two away (6.34, 7.53), reached at no MP cost but never
// farther than it could normally move (7.54), not through enemy units
// (5.42), not into an enemy ZOC (7.54: the hex withdrawn into). Friendly
// units may be displaced (8.33), so friendly hexes are listed.
func WithdrawalHexes(m *Map, t *Tables, u Unit, from hexmap.Hex, enemy, enemyZOC func(hexmap.Hex) bool) []hexmap.Hex {
	c := ClassOf(u)
	cost := func(a, b hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if enemy(b) {
			return 0, false
		}
		e := EntryCost(m, t, c, a, b).Total()
		return e, e != Prohibited
	}
	var out []hexmap.Hex
	for _, h := range m.Grid.Within(from, hexmap.MPs(u.MA), cost, hexmap.PathOptions{}) {
		if m.Grid.Distance(from, h) == 2 && !enemyZOC(h) {
			out = append(out, h)
		}
	}
	return out
}

// JagerWithdrawal lists where a lone Jäger or Chasseur, even Disordered,
// may withdraw before an enemy enters its ZOC: one hex to the rear; the
// enemy then moves no further and the Jäger may not reaction fire (6.35,
// 7.21). Not against a Magenta Surprise attack (7.21).
func JagerWithdrawal(m *Map, t *Tables, s Stack, surprise bool, enemy func(hexmap.Hex) bool) []hexmap.Hex {
	if surprise || len(s.Units) != 1 || s.Units[0].Kind != Jager {
		return nil
	}
	var out []hexmap.Hex
	for _, h := range m.Grid.RearHexes(s.Hex, s.Facing) {
		if !enemy(h) && EntryCost(m, t, ClassInf, s.Hex, h).Allowed() {
			out = append(out, h)
		}
	}
	return out
}

// AfterWithdrawalCost is what enemy infantry pays to enter the hex a
// reacting unit vacated (6.34): moving adjacent, the cost of entering the
// cavalry's ZOC (6.31) even though it has withdrawn — not for horse
// artillery; already adjacent, nothing extra.
func AfterWithdrawalCost(mover Kind, withdrew Unit, startedAdjacent bool) hexmap.Cost {
	if startedAdjacent || withdrew.Kind != Cavalry {
		return 0
	}
	c, err := ApproachCost(mover, Approach{EnemyZOC: true, Adjacent: true})
	if err != nil {
		return 0
	}
	return c
}
