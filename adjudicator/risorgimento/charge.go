package risorgimento

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ChargeStart checks who may charge (7.5, 7.51, 8.21): cavalry, In
// Command at the start of the activation, not Disordered, not starting the
// activation adjacent to an enemy combat unit.
func ChargeStart(u Unit, inCommandAtStart, startedAdjacent bool) error {
	switch {
	case u.Kind != Cavalry:
		return errors.New("only cavalry charges (7.5)")
	case u.Disorder:
		return errors.New("Disordered cavalry may not Charge (7.5, 8.21)")
	case !inCommandAtStart:
		return errors.New("charges are made by units that began the activation In Command (7.5)")
	case startedAdjacent:
		return errors.New("cavalry that started its activation adjacent to an enemy may not Charge (7.51)")
	}
	return nil
}

// ChargePath checks a charge move, path[0] the cavalry's hex and the last
// the target's: two or three hexes (7.5); a target it could see (7.5,
// 7.13: the caller's LOS); no hex or hexside on the way, the last one
// included, costing cavalry more than 2 MP (7.52); not into a castle,
// town or village (5.54, 7.52), nor into marsh, woods or a
// Heavily-Cultivated hex except by road or trail (decision D18), which
// costs a further -1 (byRoadIntoHC).
func ChargePath(m *Map, t *Tables, path []hexmap.Hex) (byRoadIntoHC bool, err error) {
	if n := len(path) - 1; n < 2 || n > 3 {
		return false, fmt.Errorf("a charge starts two or three hexes from its target, this one %d (7.5)", n)
	}
	for i := 1; i < len(path)-1; i++ {
		if err := chargeStep(m, t, path[i-1], path[i]); err != nil {
			return false, err
		}
	}
	return ChargeInto(m, t, path[len(path)-2], path[len(path)-1])
}

// ChargeInto checks a charge's last step, from last into target, the
// only step of a countercharge (7.53, 7.54: "only into hexes into which
// it could normally charge [7.52]"): not across a hex or hexside costing
// cavalry more than 2 MP, not into a castle, town or village (5.54),
// nor into marsh, woods or Heavily-Cultivated except by road or trail
// (D18), which costs a further -1 (byRoadIntoHC).
func ChargeInto(m *Map, t *Tables, last, target hexmap.Hex) (byRoadIntoHC bool, err error) {
	if err := chargeStep(m, t, last, target); err != nil {
		return false, err
	}
	way := m.Side(last, target).Way
	switch k := m.Hex(target).Kind; {
	case k == Castle || k == Town || k == Village:
		return false, fmt.Errorf("cavalry may not charge into a %s hex (5.54, 7.52)", k)
	case (k == Marsh || k == Woods || k == WoodedRough) && way == NoWay:
		return false, fmt.Errorf("cavalry may not charge into a %s hex (7.52)", k)
	case k == HeavyCult && way == NoWay:
		return false, errors.New("cavalry may not charge into a Heavily-Cultivated hex except by road (7.52)")
	case k == HeavyCult:
		return true, nil
	}
	return false, nil
}

// chargeStep: a charge crosses no hex or hexside costing cavalry more
// than 2 MP (7.52).
func chargeStep(m *Map, t *Tables, from, to hexmap.Hex) error {
	if !m.Grid.Adjacent(from, to) {
		return fmt.Errorf("%v and %v are not adjacent (5.3)", from, to)
	}
	e := EntryCost(m, t, ClassCav, from, to)
	if e.Hex == Prohibited || e.Side == Prohibited || e.Hex > hexmap.MPs(2) || e.Side > hexmap.MPs(2) {
		return fmt.Errorf("the charge would cross %v into %v at more than 2 MP (7.52)", from, to)
	}
	return nil
}

// ChargeEnd: charging cavalry is Disordered at the end of the charge (7.5, 8.2).
func ChargeEnd(u Unit) Unit { return Disorder(u) }
