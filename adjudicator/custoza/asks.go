package custoza

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Ask is a question the engine owes a side in the middle of an action:
// a fight's loss order before the dice (8.7, 10.4·8), the loser's retreat
// choices after them (10.5, 10.5.4, 10.5.5), or the order of contemporary
// reactions (11.4). The side's standing `losses`, `retreat` and
// `reaction-order` lines answer it, the first that fits; none fitting,
// the documented default does.
type Ask struct {
	Kind  string           `json:"kind"` // kLosses, kRetreat, kReactOrder
	Side  adjudicator.Side `json:"side"`
	Units []string         `json:"units"`
	Role  string           `json:"role"` // roleAtt, roleDef
	// Start and Count: for kReactOrder, the queued reactions to order.
	Start int `json:"start,omitempty"`
	Count int `json:"count,omitempty"`
}

const (
	roleAtt = "att"
	roleDef = "def"
)

// askLosses asks the owner of units for its loss order when it has one
// to make: two units or more with strength.
func (s *State) askLosses(ids []string, role string) {
	us := s.units(ids)
	n := 0
	for _, u := range us {
		if u.sp() > 0 && !u.isGarrison() {
			n++
		}
	}
	if n < 2 {
		return
	}
	s.Asks = append(s.Asks, Ask{Kind: kLosses, Side: us[0].p.Side, Units: unitIDs(us), Role: role})
}

// askRetreat asks the owner of a retreating Force its retreat choices.
func (s *State) askRetreat(ids []string) {
	us := s.units(ids)
	if len(us) == 0 {
		return
	}
	s.Asks = append(s.Asks, Ask{Kind: kRetreat, Side: us[0].p.Side, Units: unitIDs(us)})
}

// askOrder asks the reacting side the order of the reactions queued
// from start when there are several of Forces of different types (11.4).
func (s *State) askOrder(start int) {
	block := s.Reacts[start:]
	if len(block) < 2 {
		return
	}
	var units []string
	types := map[string]bool{}
	for _, rx := range block {
		if f := s.units(rx.Units); len(f) > 0 {
			types[f[0].p.Type] = true
			units = append(units, rx.Units[0])
		}
	}
	if len(types) < 2 {
		return
	}
	side := s.unit(units[0]).p.Side
	s.Asks = append(s.Asks, Ask{Kind: kReactOrder, Side: side, Units: units, Start: start, Count: len(block)})
}

// askDecision is the decision of the first question owed.
func (s *State) askDecision(full bool) adjudicator.Decision {
	a := s.Asks[0]
	us := s.units(a.Units)
	d := adjudicator.Decision{Side: a.Side, Kind: a.Kind, Accepts: []string{a.Kind}}
	if len(us) > 0 {
		d.Groups = []string{us[0].p.Formation, ""}
	}
	switch a.Kind {
	case kLosses:
		d.Prompt = fmt.Sprintf("%s is in combat: which units lose strength after the first SP, which first among the biggest (8.7, 10.4·8)? `losses UNIT…` or `losses biggest`", s.forceName(us))
		d.Default = standingLine("losses biggest", kLosses, kLosses)
		d.Options = []string{"losses biggest"}
		if full && len(us) > 1 {
			ids := unitIDs(us)
			slices.Reverse(ids)
			d.Options = append(d.Options, "losses "+strings.Join(ids, " "))
		}
	case kReactOrder:
		d.Prompt = "several of your Forces may react at once: in which order, by type (11.4)? `reaction-order TYPE…` or `reaction-order hex`"
		d.Default = standingLine("reaction-order hex", kReactOrder, kReactOrder)
		d.Options = []string{"reaction-order hex"}
		if full {
			d.Options = append(d.Options, "reaction-order art hart inf linf cav", "reaction-order cav inf linf art hart")
		}
	case kRetreat:
		d.Prompt = fmt.Sprintf("%s must retreat: among hexes of equal priority, toward which hex; split; facing at the end (10.5, 10.5.4, 10.5.5)? `retreat SCOPE [toward HEX] [split] [face enemy|keep|DIR]`", s.forceName(us))
		d.Default = standingLine("retreat any", kRetreat, "retreat any")
		d.Options = []string{"retreat any"}
		if full && len(us) > 0 {
			d.Options = append(d.Options, "retreat any face keep")
			if len(us) > 1 {
				d.Options = append(d.Options, "retreat any split")
			}
		}
	}
	return d
}

func standingLine(text, kind, key string) *adjudicator.Line {
	return &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: text, Kind: kind, Standing: true, Key: key}
}

// applyAsk answers the first question with a losses or retreat line.
func (s *State) applyAsk(o order) error {
	a := s.Asks[0]
	us := s.units(a.Units)
	if o.kind != a.Kind {
		return fmt.Errorf("a %s line does not answer a %s question", o.kind, a.Kind)
	}
	if a.Kind == kReactOrder {
		s.orderReactions(a, o.types)
		s.Asks = s.Asks[1:]
		return nil
	}
	f := s.Fight
	if f == nil {
		return errors.New("no combat is under way")
	}
	switch a.Kind {
	case kLosses:
		var order []string
		for _, id := range o.losses {
			if s.unit(id) == nil {
				return fmt.Errorf("no unit %q in this game", id)
			}
			if contains(a.Units, id) {
				order = append(order, id)
			}
		}
		if a.Role == roleAtt {
			f.AttLoss = order
		} else {
			f.DefLoss = order
		}
	case kRetreat:
		if len(us) == 0 || !s.scopeMatches(o.retr.Scope, us) {
			return fmt.Errorf("this retreat order is for %s, not for %s", o.retr.Scope, s.forceName(us))
		}
		if o.retr.Toward != (hexmap.Hex{}) && !s.b.on(o.retr.Toward) {
			return fmt.Errorf("%s is not a hex of the map", o.retr.Toward)
		}
		p := o.retr
		f.Pref = &p
	}
	s.Asks = s.Asks[1:]
	if len(s.Asks) == 0 && f.Step == fsAsk {
		f.Step = fsResolve
	}
	return nil
}

// scopeMatches reads a standing order's scope against a Force: any, a
// type (inf, linf, cav, art, hart; infantry, artillery), a formation, one
// of its units or its hex.
func (s *State) scopeMatches(scope string, force []*Unit) bool {
	if len(force) == 0 {
		return false
	}
	u := force[0]
	return scope == "any" || typeMatches(scope, u.p.Type) || scope == u.p.Formation ||
		contains(unitIDs(force), scope) || scope == u.Hex.String()
}

// orderReactions puts the queued reactions of an Ask in the reacting
// player's order: by the types listed (infantry and artillery standing
// for both of their kinds), the others after, each keeping hex order.
func (s *State) orderReactions(a Ask, types []string) {
	if a.Start+a.Count > len(s.Reacts) {
		return
	}
	rank := func(rx Reaction) int {
		f := s.units(rx.Units)
		if len(f) == 0 {
			return len(types)
		}
		for i, t := range types {
			if typeMatches(t, f[0].p.Type) {
				return i
			}
		}
		return len(types)
	}
	slices.SortStableFunc(s.Reacts[a.Start:a.Start+a.Count], func(x, y Reaction) int { return rank(x) - rank(y) })
}
