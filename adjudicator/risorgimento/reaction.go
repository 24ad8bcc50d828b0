package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Reactions before an attack, answered by the defender's standing order
// (docs/orders-risorgimento.md): `standing react withdraw fire` is a
// preference list; the first reaction the rules allow is taken, and
// `hold` (the default) takes none.
//
//	fire:     the defending batteries and small-arms units able to
//	          pre-attack fire at the first attacker's hex do (7.17, 7.24);
//	withdraw: a lone Jäger or Chasseur withdraws one hex to its rear
//	          (6.35), lone cavalry two hexes (6.34, 7.53): the attack on
//	          that hex does not take place (6.35: the enemy moves no further).
//
// The same list answers cavalry's reaction to enemy infantry moving next
// to it or into its ZOC (6.34, 7.53, revision 2, cavreaction.go), where
// `countercharge` is a word too.
var reactionWords = []string{"hold", "fire", "withdraw", "countercharge"}

// nextAttack is the target hex whose attack is resolved next and its
// attackers, in the order first declared; ok false when none is left.
func (s *State) nextAttack() (target hexmap.Hex, ids []string, ok bool) {
	if len(s.Act.Attacks) == 0 {
		return target, nil, false
	}
	t := s.Act.Attacks[0].Target
	for _, a := range s.Act.Attacks {
		if a.Target == t {
			ids = append(ids, a.Unit)
		}
	}
	target, _ = hexmap.ParseHex(t)
	return target, ids, true
}

// dropAttack removes the attacks on target from the queue.
func (s *State) dropAttack(target hexmap.Hex) {
	s.Act.Attacks = slices.DeleteFunc(s.Act.Attacks, func(a attackDecl) bool { return a.Target == target.String() })
	s.Act.Reacted = false
	s.unshelter(target)
}

// reactions lists what the defender at target may do before the attack:
// "hold" first, then "fire" and "withdraw" where the rules allow them.
func (s *State) reactions(target hexmap.Hex, attackers []string) []string {
	out := []string{"hold"}
	b := s.board()
	if len(s.fireReactors(b, target, attackers)) > 0 {
		out = append(out, "fire")
	}
	if _, ok := s.withdrawal(b, target); ok {
		out = append(out, "withdraw")
	}
	return out
}

// firstAttackerHex is where the first attacker of target stands.
func (s *State) firstAttackerHex(attackers []string) (hexmap.Hex, bool) {
	for _, id := range attackers {
		if u := s.unit(id); u.onMap() {
			return u.hex(), true
		}
	}
	return hexmap.Hex{}, false
}

// fireReactors are the defenders at target that may pre-attack fire at
// the first attacker's hex (7.17, 7.24): through their front, in range,
// from the top of the stack for small arms (5.43).
func (s *State) fireReactors(b *board, target hexmap.Hex, attackers []string) []int {
	at, ok := s.firstAttackerHex(attackers)
	if !ok {
		return nil
	}
	var out []int
	for k, i := range b.on(target) {
		ru := s.rules(i)
		used := ReactionFire{PreAttack: slices.Contains(s.Act.PreFired, s.Units[i].ID.String())} // revision 2 only records it
		if _, ok := MayReact(ru, used, AboutToBeAttacked); !ok || !s.frontal(b, i, at) || s.sheltered(i, target) {
			continue
		}
		var err error
		if ru.Kind == Artillery {
			err = MayFire(ru, 1, true)
		} else {
			err = MaySmallArms(ru, k == 0, true, false)
		}
		if err == nil {
			out = append(out, i)
		}
	}
	return out
}

// withdrawal is where the lone unit at target may withdraw before the
// attack (6.34, 6.35).
func (s *State) withdrawal(b *board, target hexmap.Hex) (hexmap.Hex, bool) {
	is := s.defending(target, b.on(target))
	if len(is) != 1 {
		return hexmap.Hex{}, false
	}
	i := is[0]
	side := s.sideOf(i)
	enemy := func(h hexmap.Hex) bool { return b.enemyAt(side, h) }
	var hs []hexmap.Hex
	switch ru := s.rules(i); ru.Kind {
	case Jager:
		hs = JagerWithdrawal(s.w.m, s.w.t, b.stack(target), false, enemy)
	case Cavalry:
		hs = WithdrawalHexes(s.w.m, s.w.t, ru, target, enemy, func(h hexmap.Hex) bool { return b.enemyZOC(side, h) })
	}
	for _, h := range hs {
		if s.stackingAt(h, i, StackingPlace{}) == nil {
			return h, true
		}
	}
	return hexmap.Hex{}, false
}

// react answers the reaction decision with a preference list of words.
func (s *State) react(r dice.Roller, prefs []string) ([]adjudicator.Event, error) {
	target, ids, ok := s.nextAttack()
	if !ok || s.Act.Reacted {
		return nil, fmt.Errorf("no attack is waiting for a reaction (7.17)")
	}
	allowed := s.reactions(target, ids)
	for _, p := range prefs {
		if !slices.Contains(reactionWords, p) {
			return nil, fmt.Errorf("%q is no reaction: write hold, fire, withdraw or countercharge (7.17, 6.34, 6.35, 7.53)", p)
		}
	}
	pick := ""
	for _, p := range prefs {
		if slices.Contains(allowed, p) {
			pick = p
			break
		}
	}
	if pick == "" {
		return nil, fmt.Errorf("none of %s is open to the defenders of %s now (7.17, 6.34, 6.35)", strings.Join(prefs, ", "), target)
	}
	s.Act.Reacted = true
	b := s.board()
	switch pick {
	case "fire":
		at, _ := s.firstAttackerHex(ids)
		is := s.fireReactors(b, target, ids)
		for _, i := range is {
			if s.rev() >= preAttackRevision && s.rules(i).Kind == Artillery {
				s.Act.PreFired = append(s.Act.PreFired, s.Units[i].ID.String()) // 7.17: once each segment
			}
		}
		return s.volley(r, is, at, " in reaction")
	case "withdraw":
		to, _ := s.withdrawal(b, target)
		i := s.defending(target, b.on(target))[0]
		s.enterHex(i, to)
		s.dropAttack(target)
		return []adjudicator.Event{event("withdraw", fmt.Sprintf("%s withdraws from %s to %s before the attack, which does not take place (6.34, 6.35)", s.Units[i].ID, target, to))}, nil
	}
	return nil, nil
}

// volley fires units is, one after the other, at at in reaction (why);
// once the hex is empty (its units eliminated) the others hold their fire.
func (s *State) volley(r dice.Roller, is []int, at hexmap.Hex, why string) ([]adjudicator.Event, error) {
	var ev []adjudicator.Event
	for k, i := range is {
		b := s.board()
		if len(b.on(at)) == 0 {
			var rest []string
			for _, j := range is[k:] {
				rest = append(rest, s.Units[j].ID.String())
			}
			ev = append(ev, event("fire", fmt.Sprintf("%s is empty: %s hold their fire (7.1)", at, strings.Join(rest, ", "))))
			break
		}
		e, err := s.shoot(r, b, i, at, why)
		if err != nil {
			return nil, err
		}
		ev = append(ev, e...)
	}
	return ev, nil
}

// reactDecision is the defender's choice before the attack on target.
func (s *State) reactDecision(target hexmap.Hex, ids []string, options bool) adjudicator.Decision {
	b := s.board()
	side := s.w.other(s.sideOf(s.w.unitIndex(ids[0])))
	d := adjudicator.Decision{Side: side, Kind: "react",
		Prompt:  fmt.Sprintf("%s is about to be attacked by %s: hold, fire or withdraw (7.17, 6.34, 6.35)", target, strings.Join(ids, ", ")),
		Accepts: []string{"react"}, Default: &adjudicator.Line{Text: "react hold", Kind: "react"}}
	for _, i := range b.on(target) {
		d.Subjects = append(d.Subjects, s.Units[i].ID.String())
	}
	if options {
		for _, w := range s.reactions(target, ids) {
			d.Options = append(d.Options, "react "+w)
		}
	}
	return d
}

// needsReaction: the next attack's defenders have a reaction to choose.
func (s *State) needsReaction() (hexmap.Hex, []string, bool) {
	target, ids, ok := s.nextAttack()
	if !ok || s.Act.Reacted || len(s.reactions(target, ids)) < 2 {
		return target, ids, false
	}
	return target, ids, true
}
