package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

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
