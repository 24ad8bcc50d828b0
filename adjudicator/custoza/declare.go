package custoza

import (
	"errors"
	"fmt"
	"slices"
	"strings"

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
		return fmt.Errorf("%s has placed its %d markers (%s)", fs.ID, limit, s.citeRule("6.2", "7.1.1"))
	}
	if !s.hasEnemy(fs.Side, o.target) {
		return enemyRefusal(s.rule("6.1", "7.1"), s.cite(fmt.Sprintf("no enemy unit in %s to assault or charge", o.target), ": a target hex is an enemy hex", "6.1", "7.1"))
	}
	if !s.b.grid.Adjacent(o.from, o.target) {
		return fmt.Errorf("the marker hex %s is not next to the target %s (6.1)", o.from, o.target)
	}
	if s.sideAt(o.from) == s.b.enemy(fs.Side) {
		return enemyRefusal(s.rule("6.3, 7.2", "7.1.3, 8"), s.cite(fmt.Sprintf("%s holds enemy units", o.from), ": a marker hex is one a Force could enter", "6.3, 7.2", "7.1.3, 8"))
	}
	if why := s.peschieraRefused(o.from, o.target); why != "" {
		return errors.New(why)
	}
	for _, m := range s.Markers {
		if m.Hex == o.from && m.Charge != o.charge {
			return fmt.Errorf("%s already holds a %s marker: Assault and Charge markers cannot be placed in the same hex (%s)", o.from, markerKind(m.Charge), s.citeRule("6.2", "7.1.2"))
		}
		if m.Hex == o.from && m.Target == o.target {
			return errors.New(s.cite(fmt.Sprintf("a marker in %s already points at %s", o.from, o.target), "", "6.1", "7.1"))
		}
	}
	// The marker is placed first: a Force may enter an enemy ZoR on it
	// (7.5), so its path is checked with it there.
	s.Markers = append(s.Markers, Marker{Charge: o.charge, Hex: o.from, Target: o.target})
	i := len(s.Markers) - 1
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
		if why, enemy := s.couldAttack(force, o.from, o.target, o.charge); why != "" {
			return refusal("6.3", fmt.Sprintf("%s could not %s %s from %s: %s (6.3)", s.forceName(force), markerKind(o.charge), o.target, o.from, why), enemy)
		}
		s.Markers[i].Forces = append(s.Markers[i].Forces, unitIDs(force)...)
	}
	s.event(adjudicator.Event{Code: "declare", Text: fmt.Sprintf("%s places a%s %s marker in %s pointing at %s (%s)",
		fs.ID, map[bool]string{true: "", false: "n"}[o.charge], markerKind(o.charge), o.from, o.target, s.ruleCited("6.1", "7.1"))})
	return nil
}

// chargeLoS is the charge's line of sight, by the scenario's reading
// (rule charge-los): Goito 10.1 "The target hex must be within the MA and
// LOS of any one Charging Force" (target); 001 10.1 "deve avere una LoS
// all'esagono di carica" (marker: to the Charging hex); 002 9.1 asks for
// none (none).
func (s *State) chargeLoS(from, marker, target hexmap.Hex) string {
	to := target
	switch s.b.sw.chargeLoS {
	case "marker":
		to = marker
	case "target":
	default:
		return ""
	}
	if s.b.grid.Distance(from, to) < 2 {
		return ""
	}
	if why := s.lineOfSight(from, to); why != "" {
		return fmt.Sprintf("no line of sight from the charging Force to %s (%s, rule charge-los %s): %s", to, s.rule("9.1", "10.1"), s.b.sw.chargeLoS, why)
	}
	return ""
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
func (s *State) couldAttack(force []*Unit, from, target hexmap.Hex, charge bool) (why string, enemy bool) {
	u := force[0]
	switch {
	case u.p.art():
		return "artillery never assaults (10)", false
	case charge && !u.p.cav():
		return "only cavalry charges (9)", false
	case charge && u.Exhausted != 0:
		return "exhausted cavalry cannot charge (9: \"Non Exhausted cavalry Forces\")", false
	case u.Square:
		return "Forces in square cannot move (" + s.citeRule("11.5.4.1", "8.6.1") + ")", false
	}
	if charge {
		if d := s.b.grid.Distance(u.Hex, target); d < 2 {
			return "there must be at least one hex between the charging Force and its target (9.1)", false
		}
		if !u.March && (!s.b.chargeTerrain(target) || !s.b.chargeTerrain(from) || !s.b.chargeHexside(from, target)) {
			return fmt.Sprintf("a charge crosses only %s (%s)", s.b.chargeTerrainWords(), s.rule("9.2", "10.1.1")), false
		}
		if why := s.chargeLoS(u.Hex, from, target); why != "" {
			return why, false
		}
	}
	if u.Hex == from {
		return "", false
	}
	if charge {
		_, why, enemy := s.attackRoute(force, from, target, u.March, true)
		return why, enemy
	}
	// The path is traced as if the marker stood in from already: a marker
	// hex next to the target lies in its ZoR, which a Force enters only on
	// a marker (7.5).
	_, why, enemy = s.withMarker(Marker{Charge: charge, Hex: from, Target: target}).attackRoute(force, from, target, false, false)
	return why, enemy
}

// cannotAttack: force could not attack from marker m (couldAttack).
func (s *State) cannotAttack(force []*Unit, m Marker) bool {
	why, _ := s.couldAttack(force, m.Hex, m.Target, m.Charge)
	return why != ""
}

// withMarker is s, for reading only, with marker m placed too. It shares
// everything but the markers with s, and leaves s as it is: Pending, which
// may run on several goroutines at once, asks couldAttack.
func (s *State) withMarker(m Marker) *State {
	c := *s
	c.Markers = append(slices.Clip(s.Markers), m)
	return &c
}

// obligation is 6.4 and 7.5 at the end of the formation's actions:
// "Declared Assault/Charge hexes must have a Force of the Active
// Formation entering them during the current Activation, and an
// Assault/Charge ... made from them, when possible"; "Forces starting
// their Action Phase in an EZoR must attack the Force projecting the ZoR
// ... or leave the hex". It returns the first action the rules still
// oblige, as an order line, "" for none, and why they oblige that Force
// (obligedWhy).
func (s *State) obligation() (line, why string) {
	for _, m := range s.Markers {
		if m.Done || !s.hasEnemy(s.Side, m.Target) {
			continue
		}
		// the Forces named for it first, then any other that could (6.4:
		// "must have a Force of the Active Formation entering them")
		ids := append([]string(nil), m.Forces...)
		for _, u := range s.actors() {
			ids = append(ids, u.ID)
		}
		for _, id := range ids {
			u := s.unit(id)
			if u == nil || u.Gone != "" || u.Acted || !u.On || u.OOC || !u.actsWith(s.Active) {
				continue
			}
			force := keepUnacted(s.forceOf(u.p.Side, u.Hex, u.p.Type))
			if len(force) == 0 || s.cannotAttack(force, m) {
				continue
			}
			if force[0].Hex == m.Hex && s.ezorRefused(force, markerVerb(m.Charge), m.Target) != "" {
				continue
			}
			return fmt.Sprintf("%s %s %s", markerVerb(m.Charge), forceRefOf(force), m.Target), s.markerObliges(m, force)
		}
	}
	for _, u := range s.activeUnits() {
		if u.Gone != "" || !u.On || u.Acted || !u.StartedInEZoR || u.OOC || !s.inEZoR(u.p.Side, u.Hex) {
			continue
		}
		force := keepUnacted(s.forceOf(u.p.Side, u.Hex, u.p.Type))
		if path, ok := s.withdrawPath(force, 0); ok && len(path) > 0 {
			if len(force) > 1 && (force[0].March || force[0].p.art()) {
				force = force[:1] // 7.8: unit by unit
			}
			return fmt.Sprintf("move %s %s", forceRefOf(force), hexList(path)),
				fmt.Sprintf("%s started its Action Phase in an enemy ZoR in %s and neither attacked nor left it: it must leave (7.5)", forceRefOf(force), force[0].Hex)
		}
	}
	return "", ""
}

// markerObliges says why 6.4 obliges force to attack from marker m: it
// was named for the marker (6.3), or none of the Forces named can any
// more and 6.4 asks "a Force of the Active Formation", any that can. A
// Force the player never named is obliged only then.
func (s *State) markerObliges(m Marker, force []*Unit) string {
	verb := markerVerb(m.Charge)
	rule := fmt.Sprintf("the %s marker in %s against %s must have a Force of %s enter it and %s from it, when possible (6.4)", verb, m.Hex, m.Target, s.Active, verb)
	for _, u := range force {
		if slices.Contains(m.Forces, u.ID) {
			return fmt.Sprintf("%s was named for it (6.3), and %s", forceRefOf(force), rule)
		}
	}
	if len(m.Forces) == 0 {
		return fmt.Sprintf("%s; %s can", rule, forceRefOf(force))
	}
	return fmt.Sprintf("%s; no Force named for it (%s) can any more, and %s, never named for it, can", rule, strings.Join(m.Forces, ", "), forceRefOf(force))
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
