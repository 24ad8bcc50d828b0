package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// cavalryReaction is lone cavalry's reaction to an enemy infantry unit's
// move (revision 2): Entered when the move ended in the cavalry's ZOC,
// which obliges it to withdraw or countercharge (7.53); otherwise the
// move passed next to it and it may withdraw (6.34, decision D6).
type cavalryReaction struct {
	Cavalry  string `json:"cavalry"`
	Infantry string `json:"infantry"`
	At       string `json:"at"` // where the infantry stopped: the countercharge's target (D16)
	Entered  bool   `json:"entered,omitempty"`
}

// cavalryTriggered queues the reactions of the lone enemy cavalry that
// infantry unit i's move along path (the hexes entered) reached, in the
// order of the units' ids in the scenario, then settles those that need
// no choice.
func (s *State) cavalryTriggered(r dice.Roller, i int, path []hexmap.Hex) []adjudicator.Event {
	if s.rev() < cavalryReactionRevision || !s.w.units[i].Unit.Kind.IsInfantry() || len(path) == 0 {
		return nil
	}
	g := s.w.m.Grid
	side := s.sideOf(i)
	last := path[len(path)-1]
	var b *board // built only when enemy cavalry is near: the move is frequent
	for c := range s.Units {
		u := &s.Units[c]
		// a ZOC reaches only adjacent hexes, so the cavalry is next to the path
		if s.sideOf(c) == side || !u.onMap() || s.w.units[c].Unit.Kind != Cavalry || !slices.ContainsFunc(path, func(p hexmap.Hex) bool { return g.Adjacent(p, u.hex()) }) {
			continue
		}
		if b == nil {
			b = s.board()
		}
		h := u.hex()
		if len(b.on(h)) != 1 {
			continue
		}
		entered := slices.Contains(ZOC(s.w.m, b.stack(h)), last)
		s.Act.Cavalry = append(s.Act.Cavalry, cavalryReaction{Cavalry: u.ID.String(), Infantry: s.Units[i].ID.String(), At: last.String(), Entered: entered})
	}
	return s.settleCavalry(r)
}

// cavalryOptions are the reaction words open to the cavalry of cr now
// (ReactionOptions: 6.34, 7.53, 7.54); none when the cavalry or the
// infantry is no longer where the move left them.
func (s *State) cavalryOptions(cr cavalryReaction) []string {
	ci, ii := s.w.unitIndex(cr.Cavalry), s.w.unitIndex(cr.Infantry)
	c, inf := s.unit(cr.Cavalry), s.unit(cr.Infantry)
	if !c.onMap() || !inf.onMap() || !inf.Hex.is(cr.At) {
		return nil
	}
	b := s.board()
	h, at := c.hex(), inf.hex()
	if len(b.on(h)) != 1 {
		return nil
	}
	// 7.54: no reaction in the ZOC of a different enemy unit.
	other := false
	for _, st := range s.hexesOf(s.unitsOfSide(s.sideOf(ii))) {
		other = other || st != at && slices.Contains(ZOC(s.w.m, b.stack(st)), h)
	}
	_, mayWithdraw := s.withdrawal(b, h)
	_, err := ChargeInto(s.w.m, s.w.t, h, at)
	var out []string
	for _, r := range ReactionOptions(s.rules(ci), other, mayWithdraw, err == nil && s.w.m.Grid.Adjacent(h, at), cr.Entered) {
		out = append(out, [...]string{Stand: "hold", Withdraw: "withdraw", Countercharge: "countercharge"}[r])
	}
	return out
}

// unitsOfSide lists side's units on the map, in scenario order.
func (s *State) unitsOfSide(side adjudicator.Side) []int {
	var out []int
	for i := range s.Units {
		if s.sideOf(i) == side && s.Units[i].onMap() {
			out = append(out, i)
		}
	}
	return out
}

// settleCavalry resolves the queued reactions that need no choice (one
// option or none), stopping at the first with a choice to make.
func (s *State) settleCavalry(r dice.Roller) []adjudicator.Event {
	var ev []adjudicator.Event
	for len(s.Act.Cavalry) > 0 {
		cr := s.Act.Cavalry[0]
		opts := s.cavalryOptions(cr)
		if len(opts) >= 2 {
			return ev
		}
		s.Act.Cavalry = s.Act.Cavalry[1:]
		if len(opts) == 1 {
			ev = append(ev, s.cavalryReacts(r, cr, opts[0], false)...)
		}
	}
	return ev
}

// cavalryReact answers the waiting cavalry reaction with a preference
// list: the first word open is taken; when none is, the cavalry entered
// must still withdraw or countercharge (7.53), the first of the two open.
func (s *State) cavalryReact(r dice.Roller, prefs []string) ([]adjudicator.Event, error) {
	if len(s.Act.Cavalry) == 0 {
		return nil, fmt.Errorf("no cavalry is waiting to react (6.34, 7.53)")
	}
	for _, p := range prefs {
		if !slices.Contains(reactionWords, p) {
			return nil, fmt.Errorf("%q is no reaction: write hold, withdraw or countercharge (6.34, 7.53)", p)
		}
	}
	cr := s.Act.Cavalry[0]
	opts := s.cavalryOptions(cr)
	pick, forced := "", false
	for _, p := range prefs {
		if slices.Contains(opts, p) {
			pick = p
			break
		}
	}
	if pick == "" {
		if !cr.Entered {
			return nil, fmt.Errorf("none of %s is open to %s now: write hold or withdraw (6.34)", strings.Join(prefs, ", "), cr.Cavalry)
		}
		pick, forced = opts[0], true
	}
	s.Act.Cavalry = s.Act.Cavalry[1:]
	ev := s.cavalryReacts(r, cr, pick, forced)
	return append(ev, s.settleCavalry(r)...), nil
}

// cavalryReacts carries out reaction word for cr: hold, withdraw two
// hexes (6.34, 7.53, 7.54), or countercharge the infantry in its hex at
// once, the cavalry attacking without a Commitment roll (7.53).
func (s *State) cavalryReacts(r dice.Roller, cr cavalryReaction, word string, forced bool) []adjudicator.Event {
	ci := s.w.unitIndex(cr.Cavalry)
	b := s.board()
	h := s.Units[ci].hex()
	at, _ := hexmap.ParseHex(cr.At)
	why := ""
	if forced {
		why = " (its reaction words name neither, and it must withdraw or countercharge)"
	}
	switch word {
	case "withdraw":
		to, _ := s.withdrawal(b, h)
		s.enterHex(ci, to)
		return []adjudicator.Event{event("withdraw", fmt.Sprintf("%s withdraws from %s to %s as %s comes on%s (6.34, 7.53)", cr.Cavalry, h, to, cr.Infantry, why))}
	case "countercharge":
		if d, ok := s.w.m.Grid.DirectionTo(h, at); ok {
			s.Units[ci].Face = faceText(d)
		}
		byRoad, _ := ChargeInto(s.w.m, s.w.t, h, at)
		ev := []adjudicator.Event{event("countercharge", fmt.Sprintf("%s countercharges %s in %s, without a Commitment roll%s (7.53)", cr.Cavalry, cr.Infantry, at, why))}
		fought, _ := s.fight(r, at, []int{ci}, b.on(at), fightHow{Charge: true, ByRoad: byRoad, Reaction: true})
		return append(ev, fought...)
	}
	if cr.Entered {
		return []adjudicator.Event{event("stand", fmt.Sprintf("%s can neither withdraw nor countercharge: it stands (7.54)", cr.Cavalry))}
	}
	return nil
}

// cavalryDecision is the cavalry owner's choice when the first queued
// reaction has two or more options.
func (s *State) cavalryDecision(options bool) (adjudicator.Decision, bool) {
	if len(s.Act.Cavalry) == 0 {
		return adjudicator.Decision{}, false
	}
	cr := s.Act.Cavalry[0]
	opts := s.cavalryOptions(cr)
	if len(opts) < 2 {
		return adjudicator.Decision{}, false
	}
	what := "moves next to"
	if cr.Entered {
		what = "enters the ZOC of"
	}
	d := adjudicator.Decision{Side: s.sideOf(s.w.unitIndex(cr.Cavalry)), Kind: "react", Subjects: []string{cr.Cavalry},
		Prompt:  fmt.Sprintf("%s %s %s in %s: %s (6.34, 7.53)", cr.Infantry, what, cr.Cavalry, s.unit(cr.Cavalry).Hex, strings.Join(opts, " or ")),
		Accepts: []string{"react"}, Default: &adjudicator.Line{Text: "react " + opts[0], Kind: "react"}}
	if options {
		for _, w := range opts {
			d.Options = append(d.Options, "react "+w)
		}
	}
	return d, true
}
