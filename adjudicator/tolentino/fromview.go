package tolentino

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// FromView rebuilds, from one side's view alone (View.Data), a State the
// rules code can run on, so that an offline check and a planning bot use
// the same rules as the host on what that side may see
// (docs/fog-of-war-tolentino.md): the side's own units as they are, the
// enemy units it examines as they are, and for each enemy stack out of
// sight (11.3.2) one stand-in counter — an enemy counter the view does not
// show, placed there — so that paths, stacking and zones of control see
// something there. Hidden lists those hexes: what the rules conclude from
// them rests on a guess, and a check says so.
//
// The view does not show what only matters inside an activation already
// under way (bombardments fired, assaults made, charge counters), so a
// state rebuilt in the middle of an activation may accept what the host
// will refuse; at the start of a turn it is what the side may know.
func FromView(sc *scenarios.Scenario, v adjudicator.View) (st *State, hidden []hexmap.Hex, err error) {
	d, err := viewData(v)
	if err != nil {
		return nil, nil, err
	}
	b, err := newBattle(sc)
	if err != nil {
		return nil, nil, err
	}
	s := newState(b)
	s.Turn, s.Stage, s.Side, s.Active, s.First = d.Turn, d.Stage, d.Owing, d.Active, false
	s.Over = d.Stage == stOver
	s.Control = append([]Control{}, d.Control...)
	s.Attacked = append([]hexmap.Hex(nil), d.Attacked...)
	for _, fv := range d.Formations {
		f := s.form(fv.ID)
		if f == nil {
			return nil, nil, fmt.Errorf("the view names formation %s, which scenario %s has not", fv.ID, sc.ID)
		}
		f.Order, f.Done = fv.Order, fv.Done
		if fv.Leader != "" || fv.NoCmd {
			f.Leader, f.NoCmd = fv.Leader, fv.NoCmd
		}
	}
	for _, u := range s.Units {
		*u = Unit{ID: u.ID, p: u.p}
	}
	for _, id := range d.Off {
		if u := s.unit(id); u != nil {
			u.Gone = true
		}
	}
	for _, uv := range d.Units {
		u := s.unit(uv.ID)
		if u == nil {
			return nil, nil, fmt.Errorf("the view names unit %s, which scenario %s has not", uv.ID, sc.ID)
		}
		s.fromUnitView(u, uv)
	}
	for _, h := range d.Hidden {
		if u := s.standIn(enemy(d.Side)); u != nil {
			u.Hex, u.On = h.Hex, true
			hidden = append(hidden, h.Hex)
		}
	}
	return s, hidden, nil
}

func viewData(v adjudicator.View) (ViewData, error) {
	var d ViewData
	if err := json.Unmarshal(v.Data, &d); err != nil {
		return d, fmt.Errorf("the view has no Tolentino data: %v", err)
	}
	return d, nil
}

func (s *State) fromUnitView(u *Unit, uv UnitView) {
	u.Hex, u.On, u.Reduced, u.March, u.Flag, u.Morale = uv.Hex, true, uv.Reduced, uv.March, uv.Activated, uv.Morale
	u.Moved = uv.Moved
	switch uv.Status {
	case "disordered":
		u.Dis = disorder
	case "routed":
		u.Dis = routed
	}
	if uv.Side == s.b.specs[u.ID].Side && uv.Order != "" {
		u.OOC, u.Acted, u.Held, u.Fought, u.Follow = uv.OOC, uv.Acted, uv.Held, uv.Fought, uv.Follow
		ownArt := s.specOf(u).art() && !uv.Follow // shows the Defense or Maneuver it may always use (11)
		if f := s.form(s.specOf(u).Formation); !ownArt && (f == nil || f.Order != uv.Order) {
			u.Order = uv.Order // its own order (5.3, 15.4.1)
		}
	}
}

// standIn is a counter of side that the view leaves unaccounted for
// (neither on the map in sight nor off it): the first in scenario order,
// infantry and cavalry before artillery before leaders. It stands for an
// enemy stack out of sight.
func (s *State) standIn(side adjudicator.Side) *Unit {
	rank := func(p *spec) int {
		switch {
		case p.leader():
			return 2
		case p.art():
			return 1
		}
		return 0
	}
	for want := 0; want < 3; want++ {
		for _, u := range s.Units {
			if p := s.specOf(u); p.Side == side && rank(p) == want && !u.On && !u.Gone {
				return u
			}
		}
	}
	return nil
}
