package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// counterBattery is the batteries' answer still to give after an enemy
// battery in At fired at their hex Target (7.17, revision 2).
type counterBattery struct {
	At     string `json:"at"`
	Target string `json:"target"`
}

// counterReactors are the batteries in the hex fired at that may fire
// back at the firing battery's hex: once each activation segment, after
// the original fire, through their front, in range and sight (7.17, 7.1,
// 7.11, 7.13), from a position of the stack that fires (5.43).
func (s *State) counterReactors(b *board, c counterBattery) []int {
	at, err1 := hexmap.ParseHex(c.At)
	target, err2 := hexmap.ParseHex(c.Target)
	if err1 != nil || err2 != nil || len(b.on(target)) == 0 || !b.enemyAt(s.sideOf(b.on(target)[0]), at) {
		return nil
	}
	occ := func(h hexmap.Hex) bool { return len(b.on(h)) > 0 }
	var out []int
	for k, i := range b.on(target) {
		ru := s.rules(i)
		used := ReactionFire{CounterBattery: slices.Contains(s.Act.CounterFired, s.Units[i].ID.String())}
		if kind, ok := MayReact(ru, used, FiredAtByArtillery); !ok || kind != "counter-battery" || !s.frontal(b, i, at) ||
			!MayFireFromStack(unitsOf(s, b.on(target)), k) || MayFire(ru, s.w.m.Grid.Distance(target, at), LOS(s.w.m, occ, target, at)) != nil {
			continue
		}
		out = append(out, i)
	}
	return out
}

// counterAfterFire queues the counter-battery answer to battery i's fire
// at target when a battery there may give it.
func (s *State) counterAfterFire(i int, target hexmap.Hex) {
	if s.rev() < counterBatteryRevision || s.w.units[i].Unit.Kind != Artillery || !s.Units[i].onMap() {
		return
	}
	c := counterBattery{At: s.Units[i].Hex.String(), Target: target.String()}
	battery := false // the board is built only when a battery was fired at
	for j := range s.Units {
		battery = battery || s.Units[j].Hex.is(c.Target) && !s.Units[j].Out && s.w.units[j].Unit.Kind == Artillery
	}
	if battery && len(s.counterReactors(s.board(), c)) > 0 {
		s.Act.Counter = &c
	}
}

// counterDecision is the fired-at side's choice: `react fire` fires
// every battery that may back at the firer's hex, `react hold` not.
func (s *State) counterDecision(options bool) (adjudicator.Decision, bool) {
	if s.Act.Counter == nil {
		return adjudicator.Decision{}, false
	}
	b := s.board()
	is := s.counterReactors(b, *s.Act.Counter)
	if len(is) == 0 {
		return adjudicator.Decision{}, false
	}
	return s.batteryChoice(s.sideOf(is[0]), is, fmt.Sprintf("the enemy battery in %s fired at %s: fire back or hold (7.17 Counter-Battery Fire)", s.Act.Counter.At, s.Act.Counter.Target), options), true
}

// batteryChoice is a side's choice whether batteries is fire in reaction
// (7.17): `react hold` by default.
func (s *State) batteryChoice(side adjudicator.Side, is []int, prompt string, options bool) adjudicator.Decision {
	d := adjudicator.Decision{Side: side, Kind: "react", Prompt: prompt,
		Accepts: []string{"react"}, Default: &adjudicator.Line{Text: "react hold", Kind: "react"}}
	for _, i := range is {
		d.Subjects = append(d.Subjects, s.Units[i].ID.String())
	}
	if options {
		d.Options = []string{"react hold", "react fire"}
	}
	return d
}

// counterFire answers the counter-battery decision with a preference
// list: the batteries fire back when `fire` comes before `hold`; a list
// naming neither holds, the fire being a choice (7.17 "may").
func (s *State) counterFire(r dice.Roller, prefs []string) ([]adjudicator.Event, error) {
	c := *s.Act.Counter
	s.Act.Counter = nil
	if fire, err := firesBack(prefs); err != nil || !fire {
		return nil, err
	}
	at, _ := hexmap.ParseHex(c.At)
	is := s.counterReactors(s.board(), c)
	for _, i := range is {
		s.Act.CounterFired = append(s.Act.CounterFired, s.Units[i].ID.String())
	}
	return s.volley(r, is, at, " in Counter-Battery")
}

// firesBack reads a reaction list for a fire the rules allow but do not
// require: fire when `fire` comes before `hold`; a list naming neither
// holds (7.17 "may").
func firesBack(prefs []string) (bool, error) {
	for _, p := range prefs {
		if !slices.Contains(reactionWords, p) {
			return false, fmt.Errorf("%q is no reaction: write hold or fire (7.17)", p)
		}
	}
	fire, hold := slices.Index(prefs, "fire"), slices.Index(prefs, "hold")
	return fire >= 0 && (hold < 0 || fire < hold), nil
}

// settleCounter drops a counter-battery answer no battery can give.
func (s *State) settleCounter() {
	if s.Act.Counter != nil && len(s.counterReactors(s.board(), *s.Act.Counter)) == 0 {
		s.Act.Counter = nil
	}
}
