package risorgimento

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// FromView rebuilds, from one side's view alone (View.Data), a State the
// rules code can run on, so that the offline check (viewcheck.go) and the
// turn planner (planner.go) use the host's rules on what that side may
// see. 003 hides no unit (docs/fog-of-war-risorgimento.md), so there is
// one world: the whole board as it is. What the view keeps from the side
// is the enemy's bookkeeping (its brigades' orders status, 4.13, and
// whether they rolled for orders): the enemy's brigades are rebuilt with
// none, which only matters inside the enemy's own activations.
func FromView(sc *scenarios.Scenario, v adjudicator.View) (*State, error) {
	var d ViewData
	if err := json.Unmarshal(v.Data, &d); err != nil {
		return nil, fmt.Errorf("the view has no Risorgimento data: %v", err)
	}
	w, err := sharedWorld(sc)
	if err != nil {
		return nil, err
	}
	s := blankState(w)
	s.Turn, s.Step, s.Arrivals, s.Act, s.Decided, s.Control, s.Over = d.Turn, d.Step, d.Arrivals, d.Act, d.Decided, d.Control, d.Over
	for i := range s.Units {
		s.Units[i].Out = true // a unit the view leaves out is eliminated
	}
	for _, uv := range d.Units {
		u := s.unit(uv.ID)
		if u == nil {
			return nil, fmt.Errorf("the view names unit %s, which scenario %s has not", uv.ID, sc.ID)
		}
		hex, okHex := textOf(uv.Hex)
		face, okFace := textOf(uv.Face)
		entry, okEntry := textOf(uv.Entry)
		if !okHex || !okFace || !okEntry {
			return nil, fmt.Errorf("the view places unit %s at %q facing %q, entering at %q: want hex ids of four digits and a compass word", uv.ID, uv.Hex, uv.Face, uv.Entry)
		}
		*u = unitState{ID: internCounterID(uv.ID), Hex: hex, Face: face, Hits: int32(uv.Hits), Disorder: uv.Disorder, Reserve: uv.Reserve,
			Square: uv.Square, Arrived: int32(uv.Arrived), Arrive: int32(uv.Arrive), Entry: entry, Entered: int32(uv.Entered),
			Moved: uv.Moved, Fired: uv.Fired, Acted: uv.Acted}
	}
	for _, lv := range d.Leaders {
		l := s.leader(lv.ID)
		if l == nil {
			return nil, fmt.Errorf("the view names leader %s, which scenario %s has not", lv.ID, sc.ID)
		}
		hex, okHex := textOf(lv.Hex)
		entry, okEntry := textOf(lv.Entry)
		if !okHex || !okEntry {
			return nil, fmt.Errorf("the view places leader %s at %q, entering at %q: want hex ids of four digits", lv.ID, lv.Hex, lv.Entry)
		}
		*l = leaderState{ID: internCounterID(lv.ID), Hex: hex, Arrive: lv.Arrive, Entry: entry, Moved: lv.Moved, Finished: lv.Finished}
	}
	for _, cv := range d.Corps {
		c := s.corps(cv.ID)
		if c == nil {
			return nil, fmt.Errorf("the view names corps %s, which scenario %s has not", cv.ID, sc.ID)
		}
		c.Acts, c.Finished, c.Demoralized, c.Withdrawn = cv.Acts, cv.Finished, cv.Demoralized, cv.Withdrawn
		for _, bv := range cv.Brigades {
			b := s.brigade(bv.ID)
			if b == nil {
				return nil, fmt.Errorf("the view names brigade %s, which scenario %s has not", bv.ID, sc.ID)
			}
			*b = brigadeState{ID: bv.ID, HDC: bv.HDC, SM: bv.SM, Orders: bv.Orders, Rolled: bv.Rolled, Start: bv.Start}
		}
	}
	return s, nil
}
