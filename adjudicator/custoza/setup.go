package custoza

import (
	"fmt"
	"strconv"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// place sets up the counters the scenario places (23.x.5; Goito 15) and
// readies the reinforcements (Goito 15.1). A set-up line offers "within
// N of" a hex or place; by email mincio places each counter itself, by a
// fixed rule both players can foresee (docs/scenario-custoza.md, "Set-up
// by mincio"): the group's counters in the order listed, each in the
// first hex of the offered area (the centre first, then outward ring by
// ring, each ring in printed order) where it fits the stacking limit
// (2.9) and its terrain, facing the nearest enemy set-up group.
func (s *State) place() error {
	centres := s.setupCentres()
	for _, p := range s.b.sc.Setup {
		hexes := s.setupHexes(p)
		if len(hexes) == 0 {
			return fmt.Errorf("custoza: %s:%d: no hex on the map for this set-up", s.b.sc.File, p.Line)
		}
		side := ""
		for _, id := range p.Counters {
			if sp := s.b.specs[id]; sp != nil {
				side = string(sp.Side)
			}
		}
		face := s.faceToward(hexes[0], centres, side)
		for _, id := range p.Counters {
			u := s.unit(id)
			if u == nil {
				return fmt.Errorf("custoza: %s:%d: no counter %s", s.b.sc.File, p.Line, id)
			}
			h, ok := s.fit(u, hexes)
			if !ok && namedExactly(p) && s.sideAt(hexes[0]) != s.b.enemy(u.p.Side) {
				h, ok = hexes[0], true // the text names the hex (28.3: the Bridge Train's bridge deployed at 2215, a Mincio hex)
			}
			if !ok {
				return fmt.Errorf("custoza: %s:%d: no room for %s within the stacking limit", s.b.sc.File, p.Line, id)
			}
			u.Hex, u.On, u.Facing = h, true, face
			s.touch()
			startStatus(u, p.Status)
		}
	}
	for _, st := range s.b.sc.Statuses {
		s.startStatuses(st)
	}
	for _, u := range s.Units {
		if u.isGarrison() {
			u.Hex, u.On, u.Facing = u.p.Garrison, true, hexmap.N // 22.3.1: the intrinsic garrison
			s.touch()
		}
	}
	for _, u := range s.Units {
		if u.On {
			s.setFacing(u.Hex, u.p.Side, s.at(u.Hex)[0].Facing) // 7.6: one facing a hex
		}
	}
	for _, rf := range s.b.sc.Reinforcements {
		if rf.Option != "" {
			continue // Goito 16.1: the II Corps comes only if the option is taken and rolled
		}
		if conditional(rf.If, rf.Option) {
			continue // 24.4: only when its condition holds (arrivalif.go)
		}
		entry, ok := s.entryHex(rf)
		if !ok {
			return fmt.Errorf("custoza: %s:%d: no entry hex", s.b.sc.File, rf.Line)
		}
		for _, id := range rf.Counters {
			if u := s.unit(id); u != nil {
				u.Arrives, u.Entry = rf.Turn, entry
				startStatus(u, rf.Status)
			}
		}
	}
	s.startOnMarch()
	for _, u := range s.Units {
		if u.On {
			s.takeControl(u.p.Side, u.Hex)
		}
	}
	return nil
}

// namedExactly reports whether a set-up line names one hex and nothing
// else: the counter stands there whatever its terrain, as the text says.
func namedExactly(p *scenarios.Placement) bool {
	return len(p.Where) == 1 && p.Where[0].Kind == "at" && len(p.Where[0].Hexes) == 1
}

// startStatuses applies a `status ID… with …` line: a Formation's
// Fatigue Level at the start (fatigue=N; 28.3 "Commanders with Fatigue
// 4": the Fatigue Level is the Formation's, 18.1, marked under its
// commander), and a counter's `with` words as a set-up line gives them.
func (s *State) startStatuses(st *scenarios.Status) {
	for _, id := range st.IDs {
		if f := s.form(id); f != nil && s.b.forms[id] != nil {
			for _, r := range st.Status {
				if r.Key == "fatigue" {
					f.Fatigue, _ = strconv.Atoi(r.Value)
				}
			}
			continue
		}
		if u := s.unit(id); u != nil {
			startStatus(u, st.Status)
		}
	}
}

// startStatus applies a set-up line's `with` words.
func startStatus(u *Unit, st []scenarios.Rating) {
	for _, r := range st {
		switch r.Key {
		case "march", "limbered":
			u.March = true
		case "unlimbered":
			u.March = false
		case "shaken":
			u.Status = combat.Shaken
		case "disordered":
			u.Status = combat.Disordered
		case "disorganized":
			u.Status = combat.Disorganized
		case "square":
			u.Square = true
		case "low-ammo":
			u.Ammo = 1
		case "exhausted":
			u.Exhausted = -1
		case "status":
			u.Status = map[string]combat.Status{"good": combat.GoodOrder, "shaken": combat.Shaken, "disordered": combat.Disordered, "disorganized": combat.Disorganized}[r.Value]
		}
	}
}

// setupHexes lists the hexes a set-up line offers, in mincio's order of
// preference.
func (s *State) setupHexes(p *scenarios.Placement) []hexmap.Hex {
	var out []hexmap.Hex
	// listed marks the hexes already in out by grid index: 25.3's columns
	// offer thousands of hexes, too many to search the list for each.
	listed := make([]bool, s.b.grid.Len())
	add := func(h hexmap.Hex) {
		if i, ok := s.b.idx(h); ok && s.b.onMap[i] && !listed[i] {
			listed[i] = true
			out = append(out, h)
		}
	}
	for _, w := range p.Where {
		switch w.Kind {
		case "at":
			for _, h := range w.Hexes {
				add(h)
			}
		case "within":
			centres := w.Hexes
			if w.Place != "" {
				if pl, ok := s.b.sc.Map.Place(w.Place); ok {
					centres = pl.Hexes
				}
			}
			for r := 0; r <= w.Radius; r++ {
				var ring []hexmap.Hex
				for _, c := range centres {
					if r == 0 {
						ring = append(ring, c)
						continue
					}
					ring = append(ring, s.b.grid.Ring(c, r)...)
				}
				sortHexes(ring)
				for _, h := range ring {
					add(h)
				}
			}
		case "columns": // 25.3: "anywhere west of column 54xx inclusive"
			for i := range s.b.grid.Len() {
				if h := s.b.grid.HexAt(i); h.Col >= w.MinCol && h.Col <= w.MaxCol {
					add(h)
				}
			}
		}
	}
	return out
}

// fit is the first of hexes where u fits: passable for it, no enemy, and
// within the stacking limit.
func (s *State) fit(u *Unit, hexes []hexmap.Hex) (hexmap.Hex, bool) {
	for _, h := range hexes {
		if !s.b.passable(u.p.class(), h) || s.sideAt(h) == s.b.enemy(u.p.Side) {
			continue
		}
		if u.p.commander() || s.stacking(h)+u.p.SV <= StackingLimit {
			return h, true
		}
	}
	return hexmap.Hex{}, false
}

// centre is the first hex of a set-up line (or a reinforcement's entry
// hex), with its side.
type centre struct {
	hex  hexmap.Hex
	side string
}

// setupCentres lists the first hex of each set-up line and each
// reinforcement's entry hex, with its side.
func (s *State) setupCentres() []centre {
	var out []centre
	for _, p := range s.b.sc.Setup {
		hexes := s.setupHexes(p)
		if len(hexes) == 0 || len(p.Counters) == 0 {
			continue
		}
		if sp := s.b.specs[p.Counters[0]]; sp != nil {
			out = append(out, centre{hexes[0], string(sp.Side)})
		}
	}
	for _, rf := range s.b.sc.Reinforcements {
		if h, ok := s.entryHex(rf); ok && len(rf.Counters) > 0 {
			if sp := s.b.specs[rf.Counters[0]]; sp != nil {
				out = append(out, centre{h, string(sp.Side)})
			}
		}
	}
	return out
}

// faceToward is the direction from h toward the nearest centre of the
// other side (north when there is none).
func (s *State) faceToward(h hexmap.Hex, cs []centre, side string) hexmap.Direction {
	best, bestD := hexmap.Hex{}, -1
	for _, c := range cs {
		if c.side == side {
			continue
		}
		if d := s.b.grid.Distance(h, c.hex); bestD < 0 || d < bestD {
			best, bestD = c.hex, d
		}
	}
	if bestD <= 0 {
		return hexmap.N
	}
	return s.directionToward(h, best)
}

// directionToward is the hexside direction from h whose neighbour is
// closest to target.
func (s *State) directionToward(h, target hexmap.Hex) hexmap.Direction {
	best, bestD := hexmap.N, -1
	for _, d := range s.b.grid.Directions() {
		n, ok := s.b.grid.Neighbor(h, d)
		if !ok {
			continue
		}
		if dist := s.b.grid.Distance(n, target); bestD < 0 || dist < bestD {
			best, bestD = d, dist
		}
	}
	return best
}

// entryHex is where a reinforcement enters: its hex, or its named
// entry's first hex.
func (s *State) entryHex(rf *scenarios.Reinforcement) (hexmap.Hex, bool) {
	if len(rf.Hexes) > 0 {
		return rf.Hexes[0], true
	}
	for _, e := range rf.Entries {
		if en, ok := s.b.sc.Map.Entry(e); ok && len(en.Hexes) > 0 {
			return en.Hexes[0], true
		}
	}
	return hexmap.Hex{}, false
}
