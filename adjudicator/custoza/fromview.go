package custoza

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// FromView rebuilds, from one side's view alone (View.Data), a State the
// rules code can run on, so that an offline check and a planning bot use
// the same rules as the host on what that side may see
// (docs/fog-of-war-custoza.md): the side's own counters as they are, the
// enemy counters it sees face up as they are, and for each enemy counter
// it sees face down a stand-in: an enemy counter of the scenario with the
// same back (type, stacking value, formation), not shown face up, placed
// there with the markers the view shows. A stand-in's SP, CV and MA are
// a guess: what the rules conclude from them may differ on the host, and
// the check says so (viewverdict.go). order picks, among the candidates
// for a stand-in, the first (false) or the last (true) in the scenario's
// order, so a check can run on two guesses.
//
// The view does not show the action under way (an enemy's movement paused
// for a reaction) nor the reactions owed: a state rebuilt in the middle of
// an activation has neither.
func FromView(sc *scenarios.Scenario, v adjudicator.View) (*State, error) {
	return fromView(sc, v, false)
}

func fromView(sc *scenarios.Scenario, v adjudicator.View, last bool) (*State, error) {
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	return fromViewOn(b, v, last)
}

// fromViewOn is fromView on battle b, the scenario's (the order check
// shares one across its worlds and checks: checkbattles.go).
func fromViewOn(b *battle, v adjudicator.View, last bool) (*State, error) {
	sc := b.sc
	var d ViewData
	if err := json.Unmarshal(v.Data, &d); err != nil {
		return nil, fmt.Errorf("the view has no Custoza data: %v", err)
	}
	if d.Side != v.Side || !slices.Contains(b.sides, d.Side) {
		return nil, fmt.Errorf("the view is %s's, not a side of scenario %s", d.Side, sc.ID)
	}
	s := newState(b)
	s.Turn, s.Stage, s.Side, s.Initiative, s.Active, s.Loose = d.Turn, d.Stage, d.Owing, d.Initiative, d.Active, d.Loose
	s.Closing, s.Passes, s.Activated, s.Phase, s.IICorps = d.Closing, d.Passes, d.Activations, d.Phase, d.IICorps
	s.Control = slices.Clone(d.Control)
	s.strategicFromView(d.Side, d.Strategic)
	if d.Pontoon != nil { // 24.1.4.1: the markers on the map
		p := *d.Pontoon
		s.Pontoon = &p
		s.relinkPontoon()
	}
	if d.Ferry != nil {
		f := *d.Ferry
		s.Ferry = &f
	}
	for _, m := range d.Markers {
		m.Forces = slices.Clone(m.Forces)
		s.Markers = append(s.Markers, m)
	}
	if s.Stage == stOver {
		s.Over = &adjudicator.Outcome{Text: "the game is over"}
	}
	for _, fv := range d.Formations {
		f := s.form(fv.ID)
		if f == nil {
			return nil, fmt.Errorf("the view names formation %s, which scenario %s has not", fv.ID, sc.ID)
		}
		f.Activated, f.Failures, f.Mood, f.Entered = fv.Activated, fv.Failures, fv.Mood, fv.Entered
		f.Status, f.Objective = fv.Status, fv.Objective
		f.Fatigue, f.Fatigued, f.Collapsed, f.CutOff = fv.Fatigue, fv.Fatigued, fv.Collapsed, fv.CutOff
		f.MarchTries, f.MarchDone, f.Tried, f.Changed = fv.MarchTries, fv.MarchDone, fv.Tried, fv.Changed
		f.Marched, f.Reserve = fv.Marched, fv.Reserve
	}
	for _, g := range d.Gone {
		u := s.unit(g.ID)
		if u == nil || u.p.Side != d.Side {
			return nil, fmt.Errorf("the view names unit %s, which is not one of %s's in scenario %s", g.ID, d.Side, sc.ID)
		}
		u.Gone = g.Why
	}
	var backs []ViewUnit
	for _, vu := range d.Units {
		if vu.FaceDown {
			backs = append(backs, vu)
			continue
		}
		if vu.Type == scoutType {
			s.Scouts = append(s.Scouts, Scout{ID: vu.ID, Side: vu.Side, Hex: hexOf(vu.Hex)})
			continue
		}
		u := s.unit(vu.ID)
		if u == nil {
			return nil, fmt.Errorf("the view names unit %s, which scenario %s has not", vu.ID, sc.ID)
		}
		if err := s.fromUnitView(u, vu, d); err != nil {
			return nil, err
		}
	}
	for _, vu := range backs {
		u := s.standIn(vu, last)
		if u == nil && vu.Type == "commander" && vu.Formation == "" && s.onMarchRules() {
			// a blank piece (16.3): the commander of an On March or In
			// Reserve Formation or a Scout; the rebuilt state takes it
			// for a Scout, the commanders' whereabouts being secret
			s.Scouts = append(s.Scouts, Scout{ID: fmt.Sprintf("piece-%d", len(s.Scouts)+1), Side: vu.Side, Hex: hexOf(vu.Hex)})
			continue
		}
		if u == nil {
			return nil, fmt.Errorf("the view shows a face-down %s of formation %s, stacking value %d, in %s, which scenario %s cannot account for", vu.Type, vu.Formation, vu.SV, vu.Hex, sc.ID)
		}
		if err := s.fromUnitView(u, vu, d); err != nil {
			return nil, err
		}
		if !u.p.commander() {
			u.Exhausted = exhaustedPhase(vu.Exhausted, d.Phase)
		}
	}
	s.touch()
	return s, nil
}

// fromUnitView sets u as the view shows it.
func (s *State) fromUnitView(u *Unit, vu ViewUnit, d ViewData) error {
	if vu.Hex != "" {
		h, err := hexmap.ParseHex(vu.Hex)
		if err != nil || !s.b.on(h) {
			return fmt.Errorf("the view puts %s in %s, which is not on the map", unitName(u, vu), vu.Hex)
		}
		u.Hex, u.On = h, true
	}
	if vu.Facing != "" {
		dir, err := hexmap.ParseDirection(vu.Facing)
		if err != nil {
			return fmt.Errorf("the view gives %s the facing %q", unitName(u, vu), vu.Facing)
		}
		u.Facing = dir
	}
	st, ok := statusOf(vu.Status)
	if !ok {
		return fmt.Errorf("the view gives %s the status %q", unitName(u, vu), vu.Status)
	}
	u.Status, u.March, u.Square, u.OOC, u.Lost = st, vu.March, vu.Square, vu.OOC, vu.Lost
	u.Ammo = map[string]int{"": 0, "low": 1, "out": 2}[vu.Ammo]
	u.Exhausted = exhaustedPhase(vu.Exhausted, d.Phase)
	if u.p.commander() && u.p.Side != d.Side {
		u.FaceUp = !vu.FaceDown
	}
	if u.p.Side == d.Side {
		u.Acted, u.Moved, u.Spent, u.StartedInEZoR = vu.Acted, vu.Moved, hexmap.Cost(vu.Spent), vu.StartedEZoR
		if vu.ExhaustedAt != 0 {
			u.Exhausted = vu.ExhaustedAt
		}
		if vu.Hex == "" {
			u.Arrives, u.Entry = vu.Arrives, hexOf(vu.Entry)
		}
	}
	return nil
}

// exhaustedPhase is the phase a unit the view shows exhausted was
// exhausted in: the view gives no more than the marker, so this phase.
func exhaustedPhase(on bool, phase int) int {
	if on {
		return max(phase, 1)
	}
	return 0
}

func unitName(u *Unit, vu ViewUnit) string {
	if vu.FaceDown {
		return fmt.Sprintf("a face-down %s in %s", vu.Type, vu.Hex)
	}
	return u.ID
}

// statusOf reads a view's status word.
func statusOf(w string) (combat.Status, bool) {
	if w == "" {
		return combat.GoodOrder, true
	}
	for st := combat.GoodOrder; st <= combat.Routed; st++ {
		if statusWordOf(st) == w {
			return st, true
		}
	}
	return 0, false
}

// statusWord is a unit's status as a view words it: "" in good order.
func statusWord(u *Unit) string {
	if u.Status == 0 {
		return ""
	}
	return strings.ToLower(u.Status.String())
}

func statusWordOf(st combat.Status) string {
	u := Unit{Status: st}
	return statusWord(&u)
}

// standIn is the enemy counter a face-down counter of the view stands
// for: one of the scenario's counters of its side with the same back, not
// yet placed by the view, the first (or the last) in the scenario's order.
func (s *State) standIn(vu ViewUnit, last bool) *Unit {
	var cands []*Unit
	for _, u := range s.Units {
		if u.On || u.Gone != "" || u.p.Side != vu.Side || typeWord(u.p.Type) != vu.Type || u.p.Formation != vu.Formation {
			continue
		}
		if !u.p.commander() && u.p.SV != vu.SV {
			continue
		}
		cands = append(cands, u)
	}
	if len(cands) == 0 {
		return nil
	}
	if last {
		return cands[len(cands)-1]
	}
	return cands[0]
}
