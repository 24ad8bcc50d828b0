package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// smallArmsShot is a small-arms fire [7.2] held back while the batteries
// it is aimed at choose whether to fire first (7.17 Pre-Attack Fire: "an
// artillery battery that is about to be fired at [7.2] … may fire at any
// one frontal hex"; revision 3).
type smallArmsShot struct {
	Unit   string `json:"unit"`
	Target string `json:"target"`
}

// preFireReactors are the batteries in target, the hex unit i is about
// to fire small arms at, that may fire first at i's hex: not yet having
// used their Pre-Attack fire this segment, i's hex in their front, from
// a position of the stack that fires (7.17, 5.43). Of "any one frontal
// hex" the engine takes the firer's: a battery that fires elsewhere would
// not answer the fire it is reacting to.
func (s *State) preFireReactors(b *board, i int, target hexmap.Hex) []int {
	from := s.Units[i].hex()
	var out []int
	for k, j := range b.on(target) {
		ru := s.rules(j)
		if s.sideOf(j) == s.sideOf(i) || ru.Kind != Artillery {
			continue
		}
		used := ReactionFire{PreAttack: slices.Contains(s.Act.PreFired, s.Units[j].ID.String())}
		if _, ok := MayReact(ru, used, AboutToBeFiredAt); ok && s.frontal(b, j, from) &&
			MayFireFromStack(unitsOf(s, b.on(target)), k) && MayFire(ru, 1, true) == nil {
			out = append(out, j)
		}
	}
	return out
}

// holdSmallArms queues unit i's small-arms fire at target when batteries
// there may fire first; ok: the fire waits for their choice.
func (s *State) holdSmallArms(b *board, i int, target hexmap.Hex) (ok bool) {
	if s.rev() < smallArmsPreFireRevision || s.rules(i).Kind == Artillery || len(s.preFireReactors(b, i, target)) == 0 {
		return false
	}
	s.Act.PreFire = &smallArmsShot{Unit: s.Units[i].ID.String(), Target: target.String()}
	return true
}

// preFireDecision: `react fire` fires every battery that may at the
// firer's hex before its small arms, `react hold` not.
func (s *State) preFireDecision(options bool) (adjudicator.Decision, bool) {
	if s.Act.PreFire == nil {
		return adjudicator.Decision{}, false
	}
	i := s.w.unitIndex(s.Act.PreFire.Unit)
	target, _ := hexmap.ParseHex(s.Act.PreFire.Target)
	is := s.preFireReactors(s.board(), i, target)
	if len(is) == 0 {
		return adjudicator.Decision{}, false
	}
	return s.batteryChoice(s.w.other(s.sideOf(i)), is, fmt.Sprintf("%s is about to fire small arms at your batteries in %s: fire first or hold (7.17 Pre-Attack Fire)", s.Units[i].ID, target), options), true
}

// preFireAnswer answers it: the batteries fire first when `fire` comes
// before `hold`, each using its Pre-Attack fire of the segment; then the
// held fire is made if its unit still stands where it fired from.
func (s *State) preFireAnswer(r dice.Roller, prefs []string) ([]adjudicator.Event, error) {
	fire, err := firesBack(prefs)
	if err != nil {
		return nil, err
	}
	var ev []adjudicator.Event
	if fire {
		i := s.w.unitIndex(s.Act.PreFire.Unit)
		target, _ := hexmap.ParseHex(s.Act.PreFire.Target)
		is := s.preFireReactors(s.board(), i, target)
		for _, j := range is {
			s.Act.PreFired = append(s.Act.PreFired, s.Units[j].ID.String())
		}
		if ev, err = s.volley(r, is, s.Units[i].hex(), " in Pre-Attack Fire"); err != nil {
			return nil, err
		}
	}
	return append(ev, s.releaseSmallArms(r)...), nil
}

// releaseSmallArms makes the held small-arms fire: the firer, unless the
// batteries' fire eliminated it, fires at the hex if an enemy is still
// there (7.23).
func (s *State) releaseSmallArms(r dice.Roller) []adjudicator.Event {
	p := *s.Act.PreFire
	s.Act.PreFire = nil
	i := s.w.unitIndex(p.Unit)
	target, _ := hexmap.ParseHex(p.Target)
	b := s.board()
	if !s.Units[i].onMap() || !b.enemyAt(s.sideOf(i), target) {
		return []adjudicator.Event{event("small-arms", fmt.Sprintf("%s does not fire at %s: it is out of play or the hex is empty (7.17, 7.23)", p.Unit, target))}
	}
	ev, _ := s.shoot(r, b, i, target, "")
	return ev
}

// settlePreFire makes a held fire no battery can answer any more.
func (s *State) settlePreFire(r dice.Roller) []adjudicator.Event {
	if s.Act.PreFire == nil {
		return nil
	}
	if _, ok := s.preFireDecision(false); ok {
		return nil
	}
	return s.releaseSmallArms(r)
}
