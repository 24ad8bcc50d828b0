package tolentino

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// Advance is an advance after combat the victorious side may make (12.7),
// asked at once, before any other combat (12.7: "must be exercised
// immediately").
type Advance struct {
	Side  adjudicator.Side `json:"side"`
	Hexes []hexmap.Hex     `json:"hexes"`
	Units []string         `json:"units"`
	// LeaderHexes: hexes of Units with a leader of the side, whose combat
	// units may all advance with him (12.7.3).
	LeaderHexes []hexmap.Hex `json:"leaderhexes,omitempty"`
	// Losers are the Neapolitan infantry units that held the hex, for the
	// morale loss of 13.3 when Austria occupies it.
	Losers []string `json:"losers,omitempty"`
	// Defender: the side advancing is the defender, after an AE (12.5.4);
	// 13.3 counts only attacks ("Each Neapolitan attack", "each Austrian
	// attack"), so its advance changes no morale.
	Defender bool `json:"defender,omitempty"`
	// Barred are the units that fought on the victorious side and may not
	// advance, each with the rule (12.7, 12.7.1): a line advancing one of
	// them is refused (revision 3, fates.go).
	Barred []adjudicator.Bar `json:"barred,omitempty"`
}

// queueAdvances records the advances a result allows.
func (s *State) queueAdvances(res []combat.Advance, attackers, defenders []*Unit) {
	for _, a := range res {
		if len(a.Units) == 0 {
			continue
		}
		side := s.Side
		if a.Side == combat.DefenderSide {
			side = enemy(s.Side)
		}
		adv := Advance{Side: side, Units: slices.Clone(a.Units), Defender: a.Side == combat.DefenderSide}
		for _, h := range a.Hexes {
			if hh, err := hexmap.ParseHex(h); err == nil {
				adv.Hexes = append(adv.Hexes, hh)
			}
		}
		for _, h := range a.LeaderHexes {
			if hh, err := hexmap.ParseHex(h); err == nil {
				adv.LeaderHexes = append(adv.LeaderHexes, hh)
			}
		}
		for _, u := range defenders {
			if p := s.specOf(u); p.Side == Naples && p.Type == "inf" && u.On {
				adv.Losers = append(adv.Losers, u.ID)
			}
		}
		if s.fates() {
			victors := attackers
			if adv.Defender {
				victors = defenders
			}
			adv.Barred = s.barredFromAdvance(victors, adv.Units)
		}
		s.Adv = append(s.Adv, adv)
	}
}

func (s *State) advanceDecision() adjudicator.Decision {
	a := s.Adv[0]
	d := adjudicator.Decision{Side: a.Side, Kind: "advance", Accepts: []string{"advance"},
		Groups: s.groupsOf(a.Units), Subjects: a.Units, Barred: a.Barred,
		Prompt:  fmt.Sprintf("one victorious unit may advance into %v (12.7); never forced", a.Hexes),
		Options: []string{"advance none"}, Default: defaultLine("advance none", "advance")}
	for _, id := range a.Units {
		for _, h := range a.Hexes {
			if s.canAdvance(id, h) == nil {
				d.Options = append(d.Options, fmt.Sprintf("advance %s %v", id, h))
			}
		}
	}
	return d
}

func (s *State) canAdvance(id string, h hexmap.Hex) error {
	a := s.Adv[0]
	u := s.unit(id)
	switch {
	case !slices.Contains(a.Units, id) || u == nil || !u.On:
		return fmt.Errorf("%s may not advance (12.7, 12.7.1: it must have fought, not be artillery, disordered or retreating)", id)
	case !slices.Contains(a.Hexes, h):
		return fmt.Errorf("%v is not a hex vacated by this combat", h)
	case len(s.combatAt(h, enemy(a.Side))) > 0:
		return fmt.Errorf("%v is occupied", h)
	case !s.b.grid.Adjacent(u.Hex, h):
		return fmt.Errorf("%s is not adjacent to %v", id, h)
	case !s.canStack(u, h, false):
		return fmt.Errorf("%s cannot stack in %v (7.1)", id, h)
	}
	return nil
}

// advanceAfterCombat carries out `advance UNIT HEX` or `advance none` (12.7), with
// the Neapolitan morale of 13.3: a Neapolitan infantry unit entering gains
// 1; Austria entering a hex held by Neapolitan infantry costs one of those
// units 1 (mincio's default choice: the first in counter order). 12.7.3
// lets the other eligible units of the hex and one leader of the side
// there advance with it when that hex is one of LeaderHexes.
func (s *State) advanceAfterCombat(c *cmd) ([]adjudicator.Event, error) {
	if len(s.Adv) == 0 {
		return nil, errors.New("no advance after combat is pending")
	}
	a := s.Adv[0]
	s.Adv = s.Adv[1:]
	if c.unit == "" {
		return []adjudicator.Event{{Code: "advance", Text: fmt.Sprintf("%s does not advance (12.7)", a.Side)}}, nil
	}
	s.Adv = append([]Advance{a}, s.Adv...)
	if err := s.canAdvance(c.unit, c.hexes[0]); err != nil {
		return nil, err
	}
	s.Adv = s.Adv[1:]
	u := s.unit(c.unit)
	from, to := u.Hex, c.hexes[0]
	movers := []*Unit{u}
	u.Hex = to
	if slices.Contains(a.LeaderHexes, from) { // 12.7.3
		for _, id := range a.Units {
			if o := s.unit(id); o != u && o.Hex == from && s.canStack(o, to, false) {
				movers = append(movers, o)
				o.Hex = to
			}
		}
		if ls := s.leadersAt(from, a.Side); len(ls) > 0 && len(movers) > 1 {
			movers = append(movers, ls[0])
			ls[0].Hex = to
		}
	}
	s.setControl(u.Hex, a.Side)
	var escapes []adjudicator.Event
	for _, l := range s.leadersAt(to, enemy(a.Side)) { // 8.2.3: a leader left alone in the hex
		escapes = append(escapes, s.leaderEscape(l))
	}
	s.queueEscapes(u) // 4.4.6
	s.checkCapture(u) // 16.1
	text := fmt.Sprintf("%s advances into %v (12.7)", idsOf(movers), u.Hex)
	var cands []*Unit
	delta := 1
	switch {
	case a.Defender: // 13.3 counts attacks only
	case a.Side == Naples: // 13.3: one entering infantry unit, +1
		for _, m := range movers {
			if s.spec(m.ID).Type == "inf" {
				cands = append(cands, m)
			}
		}
	case a.Side == Austria: // 13.3: one Neapolitan infantry defender, -1
		delta = -1
		for _, id := range a.Losers {
			if l := s.unit(id); l != nil && l.On {
				cands = append(cands, l)
			}
		}
	}
	if len(c.units) == 1 { // 13.3: the advancing side chooses the unit
		var chosen []*Unit
		for _, o := range cands {
			if o.ID == c.units[0] {
				chosen = append(chosen, o)
			}
		}
		if len(chosen) == 0 {
			return nil, fmt.Errorf("%s cannot take the morale change of 13.3 here: the choice is among %s", c.units[0], idsOf(cands))
		}
		cands = chosen
	}
	if m := s.changeMorale(cands, delta); m != "" {
		text += "; " + m
	}
	return append(s.seenMove(a.Side, idsOf(movers), from, to, adjudicator.Event{Code: "advance", Text: text}, "advances"), escapes...), nil
}
