package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// CommandRange is 4.2: "The Command Range is four hexes, traced from the
// Formation Commander (excluded) to the unit (included)."
const CommandRange = 4

// commandDistance is the length of the shortest command trace from hex
// from to hex to for side, in half hexes (4.2: "Count 1 when tracing
// through a non-Road hex and count ½ when tracing the Command Range
// through hexes with Roads (any type)"), or -1 when none is shorter than
// limit hexes. "The range cannot trace through an Enemy ZoR (EZoR), if no
// friendly unit is present in the EZoR hex, or through unbridged Mincio
// River hexsides" (Goito 5.2.2: unbridged river hexsides): the trace
// enters no hex impassable to infantry (the Mincio's hexes, 22.2, are
// crossed at its bridges) and crosses no river or Mincio hexside without
// a bridge.
func (s *State) commandDistance(side adjudicator.Side, from, to hexmap.Hex, limit int) int {
	if from == to {
		return 0
	}
	max := 2 * limit
	dist := map[hexmap.Hex]int{from: 0}
	frontier := []hexmap.Hex{from}
	for len(frontier) > 0 {
		// a small Dijkstra on costs of 1 and 2 half hexes
		best := 0
		for i, h := range frontier {
			if dist[h] < dist[frontier[best]] || (dist[h] == dist[frontier[best]] && h.Compare(frontier[best]) < 0) {
				best = i
			}
		}
		h := frontier[best]
		frontier = append(frontier[:best], frontier[best+1:]...)
		if h == to {
			return dist[h]
		}
		for _, n := range s.b.grid.Neighbors(h) {
			if !s.traceEnters(side, h, n, to) {
				continue
			}
			step := 2
			if s.b.hasRoad(n) {
				step = 1
			}
			d := dist[h] + step
			if d > max {
				continue
			}
			if old, ok := dist[n]; !ok || d < old {
				if !ok {
					frontier = append(frontier, n)
				}
				dist[n] = d
			}
		}
	}
	return -1
}

// traceEnters reports whether a command trace may go from h into n.
func (s *State) traceEnters(side adjudicator.Side, h, n, to hexmap.Hex) bool {
	if !s.b.on(n) {
		return false
	}
	switch s.b.terrainOf(n) {
	case "mincio", "lake":
		return false
	}
	for _, k := range s.b.hexsideKinds(h, n) {
		blocks := k == "river" || k == "mincio" || (k == "stream" && s.b.sw.commandStreams)
		if blocks && !contains(s.b.hexsideKinds(h, n), "bridge") {
			return false
		}
	}
	if n != to && s.inEZoR(side, n) && s.sideAt(n) != side {
		return false
	}
	return true
}

// inCommand reports whether unit u is within its Formation Commander's
// Command Range (4.1, 4.2). A unit waiting to enter with its commander
// is in command; a commander off the map commands nobody on it.
func (s *State) inCommand(u *Unit) bool {
	f := s.b.forms[u.p.Formation]
	if f == nil {
		return false
	}
	fc := s.unit(f.Commander)
	if fc == nil || fc.Gone != "" {
		return false
	}
	if !u.On {
		return !fc.On
	}
	if !fc.On {
		return false
	}
	return s.commandDistance(u.p.Side, fc.Hex, u.Hex, CommandRange) >= 0
}

// markCommand is the Command Step (3·2.1): "Check the Command Status of
// all of the units, and mark the Out of Command ones (4.1)."
func (s *State) markCommand() {
	var ooc []string
	for _, u := range s.Units {
		if u.p.commander() || u.Gone != "" || !u.On || u.isGarrison() {
			u.OOC = false
			continue
		}
		// 4.3: a Reserve unit acts only when a Formation activates it;
		// otherwise it "can move during the Out of Command Movement phase".
		u.OOC = u.p.Reserve || !s.inCommand(u)
		if u.OOC {
			ooc = append(ooc, u.ID)
		}
	}
	if len(ooc) > 0 {
		for _, side := range s.b.sides {
			var mine []string
			for _, id := range ooc {
				if s.unit(id).p.Side == side {
					mine = append(mine, id)
				}
			}
			if len(mine) > 0 {
				s.event(adjudicator.Event{Code: "out-of-command", To: adjudicator.Only(side),
					Text: "command step (3·2.1, 4.1): out of command this turn: " + joinWords(mine)})
			}
		}
	}
}

// overall is side's Overall Commander on the map, nil if none.
func (s *State) overall(side adjudicator.Side) *Unit {
	for _, u := range s.Units {
		if u.p.Type == "oc" && u.p.Side == side && u.On && u.Gone == "" {
			return u
		}
	}
	return nil
}

// inOCRange is 5.1.3: "A Formation Commander within the Command Range of
// its Overall Commander", whose range is his Command Rating (2.4.2.2),
// traced as a command range (4.2). 26.1.2 names Formations that get no
// such -1, and its Overall Commander "can only affect Commanders stacked
// with himself" (ocAffects).
func (s *State) inOCRange(f *formSpec) bool {
	if contains(s.b.noOCDRM, f.ID) {
		return false
	}
	oc := s.overall(f.Side)
	fc := s.unit(f.Commander)
	if oc == nil || fc == nil || !fc.On {
		return false
	}
	if f.Side == s.b.adv.ocStacked {
		return oc.Hex == fc.Hex
	}
	if oc.p.Rating <= 0 {
		return false
	}
	return s.commandDistance(f.Side, oc.Hex, fc.Hex, oc.p.Rating) >= 0
}

// ocRatingFor is the Overall Commander's Command Value a Formation's
// objective change adds (16.2), 0 with none on the map; under 26.1.2's
// `rule oc-stacked-only` only when its commander is stacked with him ("He
// can only affect Commanders stacked with himself").
func (s *State) ocRatingFor(fs *formSpec) int {
	oc := s.overall(fs.Side)
	if oc == nil {
		return 0
	}
	if fs.Side == s.b.adv.ocStacked {
		if fc := s.unit(fs.Commander); fc == nil || !fc.On || fc.Hex != oc.Hex {
			return 0
		}
	}
	return oc.p.Rating
}

// activationInput is one attempt's inputs for combat.Activate (5.1).
func (s *State) activationInput(f *formSpec) combat.ActivationInput {
	fm := s.form(f.ID)
	cmd := 0
	if c := s.b.specs[f.Commander]; c != nil {
		cmd = c.Command
	}
	return combat.ActivationInput{Edition: s.b.ed, Formation: f.ID, CommandValue: cmd, Failures: fm.Failures,
		InOCRange: s.inOCRange(f), Mood: fm.Mood, Night: s.b.period(s.Turn) == combat.Night,
		Reluctant: f.Side == s.b.reluctant && !fm.Eager}
}
