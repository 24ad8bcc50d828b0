package combat

import (
	"errors"
	"fmt"
)

// Assault is one combat as declared (12.2), after retreat before combat
// (14.1) and defensive bombardment (11.4.4): the units still attacking and
// the units in the attacked hex(es).
type Assault struct {
	// Target names the attacked hex(es) in roll purposes: "1112".
	Target string
	// Attackers: every unit attacking (12.4.1: all units of a stack
	// attack together). Units under Advance orders ("Assault?") take the
	// pre-shock check (12.2.2); the others must be under Attack orders.
	Attackers []Unit
	// Defenders: every unit in the attacked hex(es), artillery included
	// (it does not count for combat, 11.0.1, but shares the hex's fate,
	// 11.1, 11.1.1).
	Defenders []Unit
	// Leaders in the attacking and attacked hexes (4.4.1, 4.4.4, 12.7.3).
	Leaders []Leader
	// AttackerLeader, DefenderLeader: the one leader of each side whose
	// +1 / -1 is used (12.4.4, 4.1.2); "" for none.
	AttackerLeader, DefenderLeader string
	// Hexside: "stream" or "bridge" (a row of the terrain-combat table)
	// when every attacking unit attacks across one (10.3.1, 10.4.2).
	Hexside string

	// Choices the players may make; the zero value is the documented
	// default.

	// AttackerTie, DefenderTie: the efficiency value chosen on a tie
	// (12.3.1). Default: the highest tied value, or the lowest when the
	// side's TieRule says so.
	AttackerTie, DefenderTie int
	// AttackerTieRule, DefenderTieRule: how each side chooses on a tie
	// when it names no value (12.3.1). Default: TieHighest.
	AttackerTieRule, DefenderTieRule TieRule
	// PressOnNE: on NE, attackers under Attack orders roll efficiency:
	// pass EX, fail AD (12.5.4). Default: no.
	PressOnNE bool
	// DeclineHold: on DR in a town or fortified position the defender
	// does not test to turn it into EX (10.1.1, 10.5.3). Default: he tests.
	DeclineHold bool
	// ExchangeLoss: the attacker's unit lost on EX. Default: the eligible
	// unit with the fewest SP, first given on a tie.
	ExchangeLoss string
	// DefenderExchangeLosses: the defender's units lost on EX. Default:
	// the eligible units that cover the attacker's loss with the fewest
	// SP, then the fewest units, then the first given.
	DefenderExchangeLosses []string
	// AttackerLossRule, DefenderLossRule: how each side's EX losses are
	// chosen when it names no unit (12.5.4). Default: LossWeakest.
	AttackerLossRule, DefenderLossRule LossRule
	// AttackerLossPrefs, DefenderLossPrefs: each side's preference list of
	// units to lose on EX (12.5.4, `standing ex-loss UNIT…`), used when
	// ExchangeLoss / DefenderExchangeLosses name none. Units not eligible
	// (not fighting, or efficiency below the value used) are skipped; the
	// attacker loses the first eligible one; the defender loses the
	// eligible ones in the order given until they cover the attacker's
	// loss, then, if they do not, more by his LossRule. Without an eligible
	// unit named, the LossRule decides.
	AttackerLossPrefs, DefenderLossPrefs []string
}

// TieRule is a side's standing choice on an efficiency tie (12.3.1).
type TieRule int

// The tie rules: the highest tied value (the default: the better DRM for
// the side choosing) or the lowest (more units may then be given as EX
// losses, 12.5.4).
const (
	TieHighest TieRule = iota
	TieLowest
)

// LossRule is a side's standing choice of EX losses (12.5.4).
type LossRule int

// The loss rules. LossWeakest (the default): the attacker loses the
// eligible unit with the fewest SP; the defender the eligible units that
// cover the attacker's loss with the fewest SP, then the fewest units.
// LossStrongest: the attacker loses the eligible unit with the most SP
// (the defender must then lose at least as many SP); the defender the
// covering units that are fewest, then with the fewest SP (one big unit
// rather than several small ones). Ties: the first given.
const (
	LossWeakest LossRule = iota
	LossStrongest
)

func (a Assault) validate(t *Tables) error {
	if t == nil || t.CRT == nil {
		return errors.New("assault: no tables")
	}
	if a.Target == "" {
		return errors.New("assault: no target hex")
	}
	if len(a.Attackers) == 0 || len(a.Defenders) == 0 {
		return fmt.Errorf("assault on %s: needs attackers and defenders", a.Target)
	}
	if err := a.validateUnits(t); err != nil {
		return fmt.Errorf("assault on %s: %w", a.Target, err)
	}
	if err := a.validateCharge(t); err != nil {
		return fmt.Errorf("assault on %s: %w", a.Target, err)
	}
	if err := a.validateLeaders(); err != nil {
		return fmt.Errorf("assault on %s: %w", a.Target, err)
	}
	return nil
}

func (a Assault) validateUnits(t *Tables) error {
	var ids []string
	dhex := hexesOf(a.Defenders)
	for i, u := range append(append([]Unit(nil), a.Attackers...), a.Defenders...) {
		if err := validUnit(u); err != nil {
			return err
		}
		if containsStr(ids, u.ID) {
			return fmt.Errorf("unit %s given twice", u.ID)
		}
		ids = append(ids, u.ID)
		if u.SP < 1 {
			return fmt.Errorf("unit %s has no SP", u.ID)
		}
		if _, ok := t.Terrain(u.terrain()); !ok {
			return fmt.Errorf("unit %s: unknown terrain %q (not in table %s)", u.ID, u.terrain(), TableTerrain)
		}
		if i >= len(a.Attackers) {
			continue
		}
		switch {
		case u.Type.IsArtillery():
			return fmt.Errorf("%s is artillery: artillery attacks only by bombarding (11.0.1)", u.label())
		case u.Status != Good:
			return fmt.Errorf("%s is %s and cannot attack (15.1, 15.2)", u.label(), u.Status)
		case u.Order != AttackOrder && u.Order != AdvanceOrder:
			return fmt.Errorf("%s is under %s orders and cannot attack (12.2)", u.label(), u.Order)
		case containsStr(dhex, u.Hex):
			return fmt.Errorf("%s is in the attacked hex %s", u.label(), u.Hex)
		}
	}
	if a.Hexside != "" {
		if _, ok := t.Terrain(a.Hexside); !ok {
			return fmt.Errorf("unknown hexside %q (not in table %s)", a.Hexside, TableTerrain)
		}
	}
	return nil
}

// validateCharge: 14.2, 14.2.3.
func (a Assault) validateCharge(t *Tables) error {
	charging := false
	for _, u := range a.Attackers {
		charging = charging || u.Charging
	}
	if !charging {
		return nil
	}
	for _, u := range a.Attackers {
		switch {
		case u.Type != Cavalry:
			return fmt.Errorf("%s: a hex cannot be attacked by a cavalry charge and an infantry assault together (14.2.3)", u.label())
		case u.Charging && u.Order != AttackOrder:
			return fmt.Errorf("%s charges without an Attack order (14.2)", u.label())
		}
	}
	for _, u := range a.Defenders {
		if !t.terrain(u.terrain()).Charge {
			return fmt.Errorf("cavalry cannot charge into %s in %s (14.2, 10.2.1)", u.Hex, u.terrain())
		}
	}
	return nil
}

func (a Assault) validateLeaders() error {
	var names []string
	for _, l := range a.Leaders {
		if l.Name == "" || containsStr(names, l.Name) {
			return fmt.Errorf("leader %q missing a name or given twice", l.Name)
		}
		names = append(names, l.Name)
		side := a.Attackers
		if l.Defending {
			side = a.Defenders
		}
		if !containsStr(hexesOf(side), l.Hex) {
			return fmt.Errorf("leader %s in %s is not in a hex of his side's units", l.Name, l.Hex)
		}
	}
	for _, c := range []struct {
		name      string
		defending bool
	}{{a.AttackerLeader, false}, {a.DefenderLeader, true}} {
		if c.name == "" {
			continue
		}
		l, ok := a.leader(c.name)
		if !ok || l.Defending != c.defending {
			return fmt.Errorf("leader %s gives a modifier but is not with that side's units (12.4.4)", c.name)
		}
	}
	return nil
}

func (a Assault) leader(name string) (Leader, bool) {
	for _, l := range a.Leaders {
		if l.Name == name {
			return l, true
		}
	}
	return Leader{}, false
}

// combatTerrain picks the terrain effect of the attacked hexes that is most
// favourable to the defender (the rules do not say which applies when the
// attacked hexes differ): most columns left, then the lowest DRM. Effects
// that need Cover count only when every combat unit of the hex is under
// Defense orders (10.7); cavalry defending alone gets the cav-shift
// column (10.5.4).
func combatTerrain(defs []Unit, t *Tables) (hexTerrain, bool) {
	var best hexTerrain
	found := false
	for _, h := range hexesOf(defs) {
		ht := terrainOfHex(h, defs, t)
		if !ht.combat {
			continue
		}
		if !found || ht.shift > best.shift || (ht.shift == best.shift && ht.drm < best.drm) {
			best, found = ht, true
		}
	}
	return best, found
}

type hexTerrain struct {
	hex, name string
	shift     int
	drm       int
	hold      bool
	cavalry   bool // every combat unit is cavalry (10.5.4)
	combat    bool // the hex holds combat units
}

func terrainOfHex(h string, defs []Unit, t *Tables) hexTerrain {
	ht := hexTerrain{hex: h, cavalry: true}
	covered := true
	for _, u := range defs {
		if u.Hex != h || u.Type.IsArtillery() {
			continue
		}
		if !ht.combat {
			ht.name, ht.combat = u.terrain(), true
		}
		covered = covered && u.inCover()
		ht.cavalry = ht.cavalry && u.Type == Cavalry
	}
	if !ht.combat {
		return ht
	}
	e := t.terrain(ht.name)
	ht.shift, ht.drm, ht.hold = e.Shift, e.DRM, e.Hold
	if ht.cavalry {
		ht.shift = e.CavalryShift
	}
	if e.NeedsCover && !covered {
		ht.shift, ht.drm, ht.hold = 0, 0, false
	}
	return ht
}

// DeclaredOdds is the column an assault is declared at: every attacker,
// before pre-shock checks, with terrain. Declaring worse than 1-5 is
// forbidden (12.4.2): the error says so.
func DeclaredOdds(a Assault, t *Tables) (Column, error) {
	if err := a.validate(t); err != nil {
		return Column{}, err
	}
	s := &resolver{a: a, t: t, att: a.Attackers}
	s.strengthAndOdds()
	if s.res.DefenseSP == 0 {
		return Column{Key: RatioAt(MaxLevel).String()}, nil
	}
	if s.res.Column.AutoAE {
		return s.res.Column, fmt.Errorf("assault on %s at %s: attacks worse than 1-5 may not be declared (12.4.2)", a.Target, s.res.Column.Executed)
	}
	return s.res.Column, nil
}
