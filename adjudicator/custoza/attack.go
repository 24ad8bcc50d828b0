package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// attackAction is an assault (10) or a charge (9): the force moves to
// the marker hex pointing at its target, then fights.
func (s *State) attackAction(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	u := force[0]
	charge := o.kind == kCharge
	if !s.b.period(s.Turn).AttacksAllowed() {
		return errors.New("no assault or charge at night (22.4)")
	}
	if u.Square {
		return fmt.Errorf("%s is in square and cannot move (%s): `line %s` first", s.forceName(force), s.rule("11.5.4.1", "8.6.1"), forceRefOf(force))
	}
	m, path, err := s.attackPath(force, o, charge)
	if err != nil {
		return err
	}
	if len(path) == 0 {
		if why := s.ezorRefused(force, o.kind, o.target); why != "" {
			return errors.New(why)
		}
	}
	if why, enemy := s.couldAttack(force, s.Markers[m].Hex, o.target, charge); why != "" && u.Hex != s.Markers[m].Hex {
		return refusal(s.attackRule(charge), fmt.Sprintf("%s cannot %s %s: %s", s.forceName(force), markerVerb(charge), o.target, why), enemy)
	}
	// 7.8.3: "Units in March Movement can Assault and Charge"; 9: "Charging
	// while in March Movement is allowed (this is the only way to charge
	// through a Bridge)". A Force in March Movement stays in it when its
	// line says `march`; otherwise it leaves it as it sets out (7.8).
	march := u.March && o.march
	if o.march && !u.March {
		return fmt.Errorf("%s is not in March Movement: a unit enters it only at the beginning of a movement (7.8), not to attack", s.forceName(force))
	}
	if march && len(force) > 1 {
		return fmt.Errorf("units in March Movement move unit by unit (%s): name one unit", s.rule("7.8", "8.3"))
	}
	s.setOut(force, march)
	for _, f := range force {
		f.Acted = true
	}
	kind := opAssault
	if charge {
		kind = opCharge
	}
	ma := s.moveMA(force)
	if !u.On {
		ma -= s.b.entryCost(u.p.class(), march, path[0])
		s.enterMap(force, path[0]) // a reinforcement enters at its entry hex first (21.3, Goito 15.1)
		path = path[1:]
	}
	s.Op = &Operation{Kind: kind, Side: u.p.Side, Units: unitIDs(force), Path: path, MA: ma,
		March: march, Face: o.face, Target: o.target, Marker: m, Text: o.force.String(),
		Cl: o.cl, At: u.Hex, Dest: s.Markers[m].Hex, Active: true}
	s.tellForce(force, markerVerb(charge), fmt.Sprintf("%s sets out to %s %s from %s", s.forceName(force), markerVerb(charge), o.target, s.Markers[m].Hex))
	return nil
}

// attackPath finds the marker an attack uses and the hexes to it: the
// path given (its last hex the marker's), else the cheapest path to a
// marker pointing at the target, those naming the force first.
func (s *State) attackPath(force []*Unit, o order, charge bool) (int, []hexmap.Hex, error) {
	u := force[0]
	var cands []int
	for i, m := range s.Markers {
		if m.Target == o.target && m.Charge == charge {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return -1, nil, enemyRefusal("6.1", fmt.Sprintf("no %s marker points at %s: declare it at the start of the activation (6.1)", markerKind(charge), o.target))
	}
	if len(o.path) > 0 {
		last := o.path[len(o.path)-1]
		for _, i := range cands {
			if s.Markers[i].Hex == last {
				spent, err := s.checkPath(force, o.path, u.March && o.march, true)
				if err != nil {
					return -1, nil, err
				}
				if why := s.attackPathRefused(force, spent, last, o.target, u.March && o.march, charge); why != "" {
					return -1, nil, errors.New(why)
				}
				if charge {
					if why := s.chargePathRefused(force, o.path, u.March && o.march); why != "" {
						return -1, nil, errors.New(why)
					}
				}
				return i, o.path, nil
			}
		}
		return -1, nil, errors.New(s.cite(fmt.Sprintf("the path ends in %s, which holds no %s marker pointing at %s", last, markerKind(charge), o.target), "", "6.1", "7.1"))
	}
	// the markers that name this force first
	for pass := 0; pass < 2; pass++ {
		for _, i := range cands {
			m := s.Markers[i]
			if (pass == 0) != contains(m.Forces, u.ID) {
				continue
			}
			if u.Hex == m.Hex {
				return i, nil, nil
			}
			path, why, _ := s.attackRoute(force, m.Hex, o.target, u.March && o.march, charge)
			if why != "" {
				continue
			}
			return i, path, nil
		}
	}
	if s.b.rev >= 2 {
		return -1, nil, enemyRefusal(s.attackRule(charge), fmt.Sprintf("%s cannot reach %s through a marker pointing at it within its MA (%s; 7.2, 7.5)", s.forceName(force), o.target, s.attackRule(charge)))
	}
	return -1, nil, enemyRefusal("7.2, 7.5", fmt.Sprintf("%s cannot reach a marker pointing at %s within its MA (7.2, 7.5)", s.forceName(force), o.target))
}

// chargePathRefused is 9.3 and 9.2 on a charge's path: "The Charging
// Force cannot change facing, it moves through any frontal hex"; only
// Clear or Cultivated hexes, Stream or Slope hexsides (roads in March
// Movement excepted).
func (s *State) chargePathRefused(force []*Unit, path []hexmap.Hex, march bool) string {
	u := force[0]
	at := u.Hex
	front := s.b.grid.FrontDirections(hexmap.Facing{Toward: u.Facing})
	for _, h := range path {
		d, _ := s.b.grid.DirectionTo(at, h)
		if !contains(front, d) {
			return fmt.Sprintf("a charger cannot change facing: %s is not ahead of its front (9.3)", h)
		}
		if !(march && s.b.roadBetween(at, h) != "") && (!s.b.chargeTerrain(h) || !s.b.chargeHexside(at, h)) {
			return fmt.Sprintf("%s: a charge crosses only %s (%s)", h, s.b.chargeTerrainWords(), s.rule("9.2", "10.1.1"))
		}
		at = h
	}
	return ""
}

// chargeRouteKeeping is the cheapest path of a charging Force to its
// marker hex through its front hexes, never changing facing (9.3), over a
// charge's terrain (9.2; roads in March Movement excepted), within its MA
// less reserve (what entering the target costs: attackRoute), with or
// without 7.4's one-hex minimum.
func (s *State) chargeRouteKeeping(force []*Unit, dest hexmap.Hex, march bool, reserve hexmap.Cost, minimum bool) ([]hexmap.Hex, bool) {
	return s.chargeRouteOver(force, dest, march, reserve, minimum, true)
}

// chargeRouteOver is chargeRouteKeeping, over a charge's terrain only
// when terrain is set (without it, to tell which rule a refused charge
// breaks: attackRoute).
func (s *State) chargeRouteOver(force []*Unit, dest hexmap.Hex, march bool, reserve hexmap.Cost, minimum, terrain bool) ([]hexmap.Hex, bool) {
	u := force[0]
	budget := s.moveMA(force) - reserve
	if budget < 0 {
		return nil, false
	}
	base := s.costFunc(force, march, true)
	front := s.b.grid.FrontDirections(hexmap.Facing{Toward: u.Facing})
	cf := func(from, to hexmap.Hex, hs hexmap.Hexside) (hexmap.Cost, bool) {
		d, _ := s.b.grid.DirectionTo(from, to)
		if !contains(front, d) {
			return 0, false
		}
		if terrain && !(march && s.b.roadBetween(from, to) != "") && (!s.b.chargeTerrain(to) || !s.b.chargeHexside(from, to)) {
			return 0, false
		}
		return base(from, to, hs)
	}
	opts := hexmap.PathOptions{MinimumMove: minimum, Stop: func(h hexmap.Hex) bool { return s.inEZoR(u.p.Side, h) }}
	reach := s.b.grid.Paths(u.Hex, budget, cf, opts)
	if _, ok := reach.Get(dest); !ok || !u.On {
		return nil, false
	}
	path := reach.Path(dest)
	if len(path) < 2 {
		return nil, false
	}
	return path[1:], true
}

// done ends the Formation's actions; the obligations of 6.4 and 7.5 are
// then carried out by the advance of the sequence.
func (s *State) done() {
	s.Closing = true
	s.event(adjudicator.Event{Code: "actions-done", To: adjudicator.Only(s.Side), Text: fmt.Sprintf("%s's Forces have done their actions", s.Active)})
}
