package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// preAttack is a Pre-Attack choice still to make: Mover's unit moved
// into At, a frontal hex of the enemy's batteries.
type preAttack struct {
	At    string           `json:"at"`
	Mover adjudicator.Side `json:"mover"`
}

// preAttackReactors are the batteries of the side other than mover's
// that may pre-attack fire at at, the hex an enemy unit moved into: next
// to it through their front, not yet having used their Pre-Attack fire
// this activation segment, from a position of the stack that fires
// (7.17, 5.43; revision 2).
func (s *State) preAttackReactors(b *board, mover adjudicator.Side, at hexmap.Hex) []int {
	if !b.enemyAt(s.w.other(mover), at) {
		return nil
	}
	var out []int
	for _, h := range s.w.m.Grid.Neighbors(at) {
		for k, j := range b.on(h) {
			ru := s.rules(j)
			if s.sideOf(j) == mover || ru.Kind != Artillery {
				continue
			}
			used := ReactionFire{PreAttack: slices.Contains(s.Act.PreFired, s.Units[j].ID.String())}
			if _, ok := MayReact(ru, used, EnemyEntersFrontal); ok && s.frontal(b, j, at) &&
				MayFireFromStack(unitsOf(s, b.on(h)), k) && MayFire(ru, 1, true) == nil {
				out = append(out, j)
			}
		}
	}
	return out
}

// preAttackAfterMove queues the batteries' choice when unit i's move
// ended in a frontal hex of theirs.
func (s *State) preAttackAfterMove(i int, at hexmap.Hex) {
	if s.rev() < preAttackRevision || !s.Units[i].onMap() {
		return
	}
	near := false // the board is built only when a battery is next to the hex
	for j := range s.Units {
		near = near || s.Units[j].onMap() && s.w.units[j].Unit.Kind == Artillery && s.sideOf(j) != s.sideOf(i) && s.w.m.Grid.Adjacent(s.Units[j].hex(), at)
	}
	if near && len(s.preAttackReactors(s.board(), s.sideOf(i), at)) > 0 {
		s.Act.PreAttack = &preAttack{At: at.String(), Mover: s.sideOf(i)}
	}
}

// preAttackDecision: `react fire` fires every battery that may at the
// hex entered, `react hold` not.
func (s *State) preAttackDecision(options bool) (adjudicator.Decision, bool) {
	if s.Act.PreAttack == nil {
		return adjudicator.Decision{}, false
	}
	at, _ := hexmap.ParseHex(s.Act.PreAttack.At)
	mover := s.Act.PreAttack.Mover
	is := s.preAttackReactors(s.board(), mover, at)
	if len(is) == 0 {
		return adjudicator.Decision{}, false
	}
	return s.batteryChoice(s.w.other(mover), is, fmt.Sprintf("the enemy moved into %s, a frontal hex of your batteries: fire or hold (7.17 Pre-Attack Fire)", at), options), true
}

// preAttackFire answers it: the batteries fire when `fire` comes before
// `hold` in the list, each using its Pre-Attack fire for the segment.
func (s *State) preAttackFire(r dice.Roller, prefs []string) ([]adjudicator.Event, error) {
	p := *s.Act.PreAttack
	s.Act.PreAttack = nil
	fire, err := firesBack(prefs)
	if err != nil || !fire {
		return nil, err
	}
	at, _ := hexmap.ParseHex(p.At)
	is := s.preAttackReactors(s.board(), p.Mover, at)
	for _, i := range is {
		s.Act.PreFired = append(s.Act.PreFired, s.Units[i].ID.String())
	}
	return s.volley(r, is, at, " in Pre-Attack Fire")
}

// settlePreAttack drops a Pre-Attack choice no battery can make.
func (s *State) settlePreAttack() {
	if _, ok := s.preAttackDecision(false); !ok {
		s.Act.PreAttack = nil
	}
}
