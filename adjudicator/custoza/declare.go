package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// markerAt is the index of a marker in hex h, -1 if none.
func (s *State) markerAt(h hexmap.Hex) int {
	for i, m := range s.Markers {
		if m.Hex == h {
			return i
		}
	}
	return -1
}

// declare places one Assault or Charge marker (6.1–6.3, 9.1, 9.2, 10.1).
func (s *State) declare(o order) error {
	fs := s.b.forms[s.Active]
	if !s.b.period(s.Turn).AttacksAllowed() {
		return errors.New("no Assault or Charge can be declared at night (22.4)")
	}
	if limit := s.b.markerLimit(fs, s.inOCRange(fs)); len(s.Markers) >= limit {
		return fmt.Errorf("%s has placed its %d markers (6.2)", fs.ID, limit)
	}
	if s.sideAt(o.target) != s.b.enemy(fs.Side) {
		return fmt.Errorf("no enemy unit in %s to assault or charge", o.target)
	}
	if !s.b.grid.Adjacent(o.from, o.target) {
		return fmt.Errorf("the marker hex %s is not next to the target %s (6.1)", o.from, o.target)
	}
	if s.sideAt(o.from) == s.b.enemy(fs.Side) {
		return fmt.Errorf("%s holds enemy units", o.from)
	}
	for _, m := range s.Markers {
		if m.Hex == o.from && m.Charge != o.charge {
			return fmt.Errorf("%s already holds a %s marker: Assault and Charge markers cannot be placed in the same hex (6.2)", o.from, markerKind(m.Charge))
		}
		if m.Hex == o.from && m.Target == o.target {
			return fmt.Errorf("a marker in %s already points at %s", o.from, o.target)
		}
	}
	m := Marker{Charge: o.charge, Hex: o.from, Target: o.target}
	for _, fr := range o.forces {
		force, err := s.actingForce(fr)
		if err != nil {
			return err
		}
		for _, other := range s.Markers {
			if contains(other.Forces, force[0].ID) {
				return fmt.Errorf("%s is already named for the marker in %s: each marker must have a different Force (6.3)", s.forceName(force), other.Hex)
			}
		}
		if why := s.couldAttack(force, o.from, o.target, o.charge); why != "" {
			return fmt.Errorf("%s could not %s %s from %s: %s (6.3)", s.forceName(force), markerKind(o.charge), o.target, o.from, why)
		}
		m.Forces = append(m.Forces, unitIDs(force)...)
	}
	s.Markers = append(s.Markers, m)
	s.event(adjudicator.Event{Code: "declare", Text: fmt.Sprintf("%s places a%s %s marker in %s pointing at %s (6.1)",
		fs.ID, map[bool]string{true: "", false: "n"}[o.charge], markerKind(o.charge), o.from, o.target)})
	return nil
}

func markerKind(charge bool) string {
	if charge {
		return "Charge"
	}
	return "Assault"
}

// couldAttack says why force could not potentially assault or charge
// target from the marker hex (6.3: "at least one Force that could
// potentially enter the hex by moving"; 10.1, 9.1: "The target hex must be
// within the MA of any one Assaulting Force, with the path of assault
// traced through the Assaulting hex"), "" if it could.
func (s *State) couldAttack(force []*Unit, from, target hexmap.Hex, charge bool) string {
	u := force[0]
	switch {
	case u.p.art():
		return "artillery never assaults (10)"
	case charge && !u.p.cav():
		return "only cavalry charges (9)"
	case u.p.cav() && u.Exhausted != 0:
		return "exhausted cavalry cannot charge or assault (9.6)"
	case u.Square:
		return "Forces in square cannot move (11.5.4.1)"
	}
	if charge {
		if d := s.b.grid.Distance(u.Hex, target); d < 2 {
			return "there must be at least one hex between the charging Force and its target (9.1)"
		}
		if !u.March && (!s.b.chargeTerrain(target) || !s.b.chargeTerrain(from) || !s.b.chargeHexside(from, target)) {
			return "a charge crosses only Clear or Cultivated terrain and Stream or Slope hexsides (9.2)"
		}
	}
	if u.Hex == from {
		return ""
	}
	// The path is traced as if the marker stood in from already: a marker
	// hex next to the target lies in its ZoR, which a Force enters only on
	// a marker (7.5).
	s.Markers = append(s.Markers, Marker{Charge: charge, Hex: from, Target: target})
	_, _, ok := s.pathTo(force, from, false, true)
	s.Markers = s.Markers[:len(s.Markers)-1]
	if !ok {
		return fmt.Sprintf("it cannot reach %s within its MA", from)
	}
	return ""
}

// obligations are 6.4 and 7.5 at the end of the formation's actions:
// "Declared Assault/Charge hexes must have a Force of the Active
// Formation entering them during the current Activation, and an
// Assault/Charge ... made from them, when possible"; "Forces starting
// their Action Phase in an EZoR must attack the Force projecting the ZoR
// ... or leave the hex". It returns the first action the rules still
// oblige, as an order line, "" for none.
func (s *State) obligation() string {
	for _, m := range s.Markers {
		if m.Done || s.sideAt(m.Target) != s.b.enemy(s.Side) {
			continue
		}
		for _, id := range m.Forces {
			u := s.unit(id)
			if u == nil || u.Gone != "" || u.Acted || !u.On {
				continue
			}
			force := s.forceOf(u.p.Side, u.Hex, u.p.Type)
			force = keepUnacted(force)
			if s.couldAttack(force, m.Hex, m.Target, m.Charge) == "" {
				return fmt.Sprintf("%s %s %s", markerVerb(m.Charge), forceRefOf(force), m.Target)
			}
		}
	}
	for _, id := range s.b.forms[s.Active].units {
		u := s.unit(id)
		if u.Gone != "" || !u.On || u.Acted || !u.StartedInEZoR || u.OOC || !s.inEZoR(u.p.Side, u.Hex) {
			continue
		}
		force := keepUnacted(s.forceOf(u.p.Side, u.Hex, u.p.Type))
		if path, ok := s.withdrawPath(force, 0); ok && len(path) > 0 {
			return fmt.Sprintf("move %s %s", forceRefOf(force), hexList(path))
		}
	}
	return ""
}

func markerVerb(charge bool) string {
	if charge {
		return "charge"
	}
	return "assault"
}

func keepUnacted(us []*Unit) []*Unit {
	var out []*Unit
	for _, u := range us {
		if !u.Acted && !u.OOC {
			out = append(out, u)
		}
	}
	return out
}

// forceRefOf writes a force as an order line names it.
func forceRefOf(force []*Unit) string {
	if len(force) == 1 {
		return force[0].ID
	}
	ids := unitIDs(force)
	out := ids[0]
	for _, id := range ids[1:] {
		out += "+" + id
	}
	return out
}

func hexList(hs []hexmap.Hex) string {
	out := ""
	for i, h := range hs {
		if i > 0 {
			out += " "
		}
		out += h.String()
	}
	return out
}
