package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// blankState is a state of w with an entry for each unit, leader, corps
// and brigade, in the world's order, and nothing set.
func blankState(w *world) *State {
	s := &State{w: w}
	for _, u := range w.units {
		s.Units = append(s.Units, unitState{ID: internCounterID(u.ID)})
	}
	for _, l := range w.leaders {
		s.Leaders = append(s.Leaders, leaderState{ID: internCounterID(l.ID)})
	}
	for _, c := range w.corps {
		s.Corps = append(s.Corps, corpsState{ID: c.ID})
	}
	for _, b := range w.brigades {
		s.Brigades = append(s.Brigades, brigadeState{ID: b.ID})
	}
	return s
}

// newState sets up the scenario's position: every unit and leader at its
// set-up hex or waiting for its reinforcement turn, facing the nearest
// enemy, brigades set up "with reserve" In Reserve (4.6).
func newState(w *world) (*State, error) {
	s := blankState(w)
	s.Turn, s.Step = 1, stepReserve
	sc := w.sc
	for _, p := range sc.Setup {
		if err := s.place(p); err != nil {
			return nil, err
		}
	}
	for _, r := range sc.Reinforcements {
		entry, err := s.entryHex(r)
		if err != nil {
			return nil, err
		}
		for _, id := range r.Counters {
			if u := s.unit(id); u != nil {
				u.Arrive, u.Entry = int32(r.Turn), hexText(entry)
			} else if l := s.leader(id); l != nil {
				l.Arrive, l.Entry = r.Turn, hexText(entry)
			}
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex.empty() && u.Arrive == 0 {
			return nil, fmt.Errorf("risorgimento: %s: unit %s is neither set up nor a reinforcement", sc.File, u.ID)
		}
	}
	for i := range s.Units {
		if s.Units[i].onMap() {
			s.Units[i].Face = faceText(s.faceEnemy(i))
		}
	}
	for _, o := range sc.Objectives {
		_ = o
		s.Control = append(s.Control, s.initialControl())
	}
	s.skipIdleSides()
	return s, nil
}

// initialControl is the scenario's "rule control SIDE": who holds the
// objectives at the start.
func (s *State) initialControl() adjudicator.Side {
	for _, r := range s.w.sc.Rules {
		if r.Name == "control" {
			return adjudicator.Side(r.Value)
		}
	}
	return ""
}

func (s *State) entryHex(r *scenarios.Reinforcement) (hexmap.Hex, error) {
	if len(r.Hexes) > 0 {
		return r.Hexes[0], nil
	}
	for _, e := range r.Entries {
		if hs := s.w.entries[e]; len(hs) > 0 {
			return hs[0], nil
		}
	}
	return hexmap.Hex{}, fmt.Errorf("risorgimento: %s line %d: the reinforcement has no entry hex (5.6)", s.w.sc.File, r.Line)
}

// place puts a set-up line's counters at the first hexes of its area, in
// order of distance and then printed order, that their stacking allows
// (5.41; a brigade set up In Reserve may overstack, 4.61). The playbook's
// set-up charts are not in the seed: the area is the scenario's.
func (s *State) place(p *scenarios.Placement) error {
	reserve := false
	for _, st := range p.Status {
		reserve = reserve || st.Key == "reserve"
	}
	cands := s.candidates(p.Where)
	for _, id := range p.Counters {
		if l := s.leader(id); l != nil {
			if len(cands) == 0 {
				return fmt.Errorf("risorgimento: %s line %d: no hex to set up %s", s.w.sc.File, p.Line, id)
			}
			l.Hex = hexText(cands[0])
			continue
		}
		i := s.w.unitIndex(id)
		if i < 0 {
			return fmt.Errorf("risorgimento: %s line %d: %s is no counter of the scenario", s.w.sc.File, p.Line, id)
		}
		s.Units[i].Reserve = reserve
		placed := false
		for _, h := range cands {
			if s.stackingAt(h, i, StackingPlace{InitialReserve: reserve, ScenarioStacked: true}) == nil {
				s.enterHex(i, h)
				placed = true
				break
			}
		}
		if !placed {
			return fmt.Errorf("risorgimento: %s line %d: no hex of the area has room for %s (5.41)", s.w.sc.File, p.Line, id)
		}
	}
	return nil
}

func (s *State) candidates(ws []scenarios.Where) []hexmap.Hex {
	g := s.w.m.Grid
	dist := map[hexmap.Hex]int{}
	add := func(h hexmap.Hex, d int) {
		if !g.Contains(h) {
			return
		}
		if old, ok := dist[h]; !ok || d < old {
			dist[h] = d
		}
	}
	for _, w := range ws {
		switch w.Kind {
		case "at":
			for i, h := range w.Hexes {
				add(h, i)
			}
		case "within":
			centres := w.Hexes
			if w.Place != "" {
				if p, ok := s.w.sc.Map.Place(w.Place); ok {
					centres = p.Hexes
				}
			}
			for _, c := range centres {
				for _, h := range g.Around(c, w.Radius) {
					add(h, g.Distance(c, h))
				}
			}
		case "columns":
			for _, h := range g.Hexes() {
				if h.Col >= w.MinCol && h.Col <= w.MaxCol {
					add(h, 0)
				}
			}
		default:
			for _, h := range g.Hexes() {
				add(h, 0)
			}
		}
	}
	out := make([]hexmap.Hex, 0, len(dist))
	for h := range dist {
		if EntryCost(s.w.m, s.w.t, ClassInf, h, h).Allowed() {
			out = append(out, h)
		}
	}
	slices.SortFunc(out, func(a, b hexmap.Hex) int {
		if dist[a] != dist[b] {
			return dist[a] - dist[b]
		}
		return a.Compare(b)
	})
	return out
}

// stackingAt checks 5.41/5.51 for unit i joining the units at h.
func (s *State) stackingAt(h hexmap.Hex, i int, at StackingPlace) error {
	var others []int
	id := h.String() // once, not once a unit
	for j := range s.Units {
		if j != i && s.Units[j].onMap() && s.Units[j].Hex.is(id) {
			others = append(others, j)
		}
	}
	return s.stackingWith(h, others, i, at)
}

// stackingOn is stackingAt read from b, the board of s: the units at h
// from its stacks, in index order as stackingAt lists them.
func (s *State) stackingOn(b *board, h hexmap.Hex, i int, at StackingPlace) error {
	var others []int
	for _, j := range b.on(h) {
		if j != i {
			others = append(others, j)
		}
	}
	slices.Sort(others)
	return s.stackingWith(h, others, i, at)
}

// stackingWith checks 5.41/5.51 for unit i joining units others at h.
func (s *State) stackingWith(h hexmap.Hex, others []int, i int, at StackingPlace) error {
	us := make([]Unit, 0, len(others)+1)
	for _, j := range others {
		us = append(us, s.rules(j))
	}
	us = append(us, s.rules(i))
	at.Town = s.w.m.Hex(h).Kind == Town
	return CheckStacking(us, at)
}

// faceEnemy is the direction from unit i toward the nearest enemy unit:
// the set-up facing the scenario does not give (6.1).
func (s *State) faceEnemy(i int) hexmap.Direction {
	g := s.w.m.Grid
	from := s.Units[i].hex()
	best, target := -1, from
	for j := range s.Units {
		if s.sideOf(j) == s.sideOf(i) || !s.Units[j].onMap() {
			continue
		}
		if d := g.Distance(from, s.Units[j].hex()); best < 0 || d < best {
			best, target = d, s.Units[j].hex()
		}
	}
	dirs := g.Directions()
	pick, pd := dirs[0], -1
	for _, d := range dirs {
		n, ok := g.Neighbor(from, d)
		if !ok {
			continue
		}
		if dd := g.Distance(n, target); pd < 0 || dd < pd {
			pick, pd = d, dd
		}
	}
	return pick
}
