package custoza

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Fight is a combat under way: a fire (8.6) or an assault, charge or
// counterattack (10.4, 9.3, 11.5.3). It goes by steps so that the owners
// answer their own choices (Asks): the loss order of each side before the
// dice (8.7, 10.4·8: "decided by the owning player"), the loser's retreat
// after them (10.5, 10.5.4, 10.5.5); each question is answered by the
// owner's standing orders or the documented default, so a fight never
// waits for a mail (docs/orders-custoza.md, "Combat choices").
type Fight struct {
	Kind   string     `json:"kind"`   // fkFire, fkAssault, fkCharge, fkCounter, fkOverrun
	Step   string     `json:"step"`   // fsAsk, fsResolve, fsRetreatDef, fsRetreatAtt, fsAfter
	Att    []string   `json:"att"`    // the firing, assaulting or charging Force
	Def    []string   `json:"def"`    // the target Force, or every unit of the defender hex (10.2)
	Target hexmap.Hex `json:"target"` // the defender's hex
	From   hexmap.Hex `json:"from"`   // the attacker's hex
	// Reaction: a reaction fire (11.5.2); for fkCounter always.
	Reaction bool `json:"reaction,omitempty"`
	// Charge: a counterattack by cavalry is a countercharge (11.5.3, 9.7).
	Charge bool `json:"charge,omitempty"`
	// AttLoss, DefLoss: the owners' loss orders (8.7, 10.4·8).
	AttLoss []string `json:"attloss,omitempty"`
	DefLoss []string `json:"defloss,omitempty"`
	// Pref: the retreating side's answer to its retreat question.
	Pref *retreatPref `json:"pref,omitempty"`
	// The assault's result, carried from fsResolve to the steps after it.
	Outcome    string `json:"outcome,omitempty"`
	AttRetreat int    `json:"attretreat,omitempty"`
	DefRetreat int    `json:"defretreat,omitempty"`
	Advance    bool   `json:"advance,omitempty"`
	Square     bool   `json:"square,omitempty"` // the defender was in square (9.4, 11.5.4.2)
	// Op is the action the fight ends: the attack that reached its
	// marker, the light infantry that moved to fire (8.3); nil for a
	// reaction.
	Op *Operation `json:"op,omitempty"`
	// Marker: a light infantry's fire from this marker fulfils it (6.4).
	Marker int `json:"marker"`
	// After is a fire's `then face DIR` (8.3).
	After hexmap.Direction `json:"after,omitempty"`
	// Exhausted, ExhaustTo: a countercharge's exhausted movement (9.7).
	Exhausted []hexmap.Hex `json:"exhausted,omitempty"`
	ExhaustTo bool         `json:"exhaustto,omitempty"`
	// Trigger is the Force whose action a counterattack answers.
	Trigger []string `json:"trigger,omitempty"`
}

// Fight kinds.
const (
	fkFire    = "fire"    // 8.6: an action's or a reaction's fire
	fkAssault = "assault" // 10: an assault from its marker
	fkCharge  = "charge"  // 9: a charge, resolved as an assault (9.3)
	fkCounter = "counter" // 11.5.3: a counterattack or countercharge
	fkOverrun = "overrun" // 10.6.1: a lone artillery attacked
)

// Fight steps.
const (
	fsAsk        = "ask"         // the loss orders are being asked
	fsResolve    = "resolve"     // the dice
	fsRetreatDef = "retreat-def" // the defender retreats (10.4·10)
	fsRetreatAtt = "retreat-att" // the attacker retreats
	fsAfter      = "after"       // leaving March (10.4·12), the advance (10.4·11), what the action does next
)

func (f *Fight) clone() *Fight {
	c := *f
	c.Att, c.Def = slices.Clone(f.Att), slices.Clone(f.Def)
	c.AttLoss, c.DefLoss = slices.Clone(f.AttLoss), slices.Clone(f.DefLoss)
	c.Exhausted, c.Trigger = slices.Clone(f.Exhausted), slices.Clone(f.Trigger)
	if f.Pref != nil {
		p := *f.Pref
		c.Pref = &p
	}
	if f.Op != nil {
		op := f.Op.clone()
		c.Op = &op
	}
	return &c
}

// begin sets a fight under way: it asks each side with a choice its loss
// order first (8.7, 10.4·8). Asks are not needed for a Force of one unit
// with strength.
func (s *State) begin(f *Fight) {
	f.Step = fsAsk
	s.Fight = f
	if f.Kind != fkOverrun {
		s.askLosses(f.Def, roleDef)
		if f.Kind != fkFire {
			s.askLosses(f.Att, roleAtt)
		}
	}
	if len(s.Asks) == 0 {
		f.Step = fsResolve
	}
}

// stepFight takes the fight one step further.
func (s *State) stepFight(r dice.Roller) {
	f := s.Fight
	switch f.Step {
	case fsAsk:
		f.Step = fsResolve
	case fsResolve:
		if f.Kind == fkFire {
			s.Fight = nil
			s.resolveFire(f, r)
			return
		}
		s.resolveAssault(f, r)
	case fsRetreatDef:
		s.fightRetreat(f, true, r)
	case fsRetreatAtt:
		s.fightRetreat(f, false, r)
	case fsAfter:
		s.Fight = nil
		s.afterFight(f, r)
	default:
		s.Fight = nil
	}
}

// fightRetreat carries out one side's retreat with its owner's answer,
// then moves on to the next step.
func (s *State) fightRetreat(f *Fight, def bool, r dice.Roller) {
	pref := retreatPref{Scope: "any"}
	if f.Pref != nil {
		pref = *f.Pref
	}
	f.Pref = nil
	if def {
		s.retreat(s.units(f.Def), f.DefRetreat, f.From, false, pref, r)
		f.Step = fsRetreatAtt
		if f.AttRetreat > 0 && len(s.units(f.Att)) > 0 {
			s.askRetreat(f.Att)
			return
		}
		f.Step = fsAfter
		return
	}
	s.retreat(s.units(f.Att), f.AttRetreat, f.Target, true, pref, r)
	f.Step = fsAfter
}
