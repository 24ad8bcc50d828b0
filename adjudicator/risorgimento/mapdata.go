package risorgimento

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The scenario's terrain words: the hex rows of the TEC (5.2), named as
// the rulebook names them (5.27 Heavily and Lightly Cultivated).
var hexWords = map[string]HexKind{
	"clear": Clear, "heavily-cultivated": HeavyCult, "lightly-cultivated": LightCult, "woods": Woods,
	"rough": Rough, "wooded-rough": WoodedRough, "marsh": Marsh, "village": Village,
	"town": Town, "castle": Castle,
	"ticino": Clear, "ticino-bridge": Clear, // river hexes: their sides are the Ticino (below)
}

// waterRank orders the waters a hexside may carry by how hard they are
// to cross (5.23): the Ticino is impassable, canals and deep streams are
// difficult, shallow streams per the chart.
var waterRank = map[Water]int{Shallow: 1, Deep: 2, Canal: 3, Ticino: 4}

var wayWords = map[string]Way{"major-road": Major, "minor-road": Minor, "trail": Trail, "railroad": Railroad}

// Hexside words the engine does not read: a slope is the level
// difference of the hexes (5.24), a ford is a road across a stream (5.23).
var sideWordsRead = map[string]bool{"slope-gradual": true, "slope-sharp": true, "slope-steep": true, "ford": true}

// mapOf reads the scenario's [map] into the rules' Map: hex terrain and
// levels from the rows, hexside water, bridges, ridges and impassable
// sides, and the ways along paths. A hex of the Ticino (Magenta's river
// hexes) makes every side it has the Ticino, impassable except where a
// bridge hex or a bridge hexside carries the road over (5.23).
func mapOf(sc *scenarios.Scenario) (*Map, error) {
	sm := sc.Map
	m := NewMap(sm.Grid)
	river := map[hexmap.Hex]string{}
	for _, h := range sm.Grid.Hexes() {
		tt, ok := sm.Terrain(h)
		if !ok {
			continue
		}
		k, ok := hexWords[tt.Name]
		if !ok {
			return nil, fmt.Errorf("risorgimento: %s line %d: terrain %q is no row of the Terrain Effects Chart (want one of %s)", sc.File, tt.Line, tt.Name, strings.Join(hexRowNames(), ", "))
		}
		m.SetHex(h, HexTerrain{Kind: k, Level: sm.Elevation(h)})
		if strings.HasPrefix(tt.Name, "ticino") {
			river[h] = tt.Name
		}
	}
	for _, h := range sm.Grid.Hexes() {
		kind, ok := river[h]
		if !ok {
			continue
		}
		for _, n := range sm.Grid.Neighbors(h) {
			s := m.Side(h, n)
			s.Water = Ticino
			s.Bridge = s.Bridge || kind == "ticino-bridge" || river[n] == "ticino-bridge"
			m.SetSide(h, n, s)
		}
	}
	for _, f := range sm.Hexsides {
		for _, hs := range f.Sides {
			n, ok := sm.Grid.Neighbor(hs.Hex, hs.Dir)
			if !ok {
				return nil, fmt.Errorf("risorgimento: %s line %d: hexside %s/%s has no neighbour", sc.File, f.Line, hs.Hex, hs.Dir)
			}
			s := m.Side(hs.Hex, n)
			switch w := f.Kind; {
			case w == "bridge":
				s.Bridge = true
			case w == "impassable":
				s.Impassable = true
			case waterRank[Water(w)] > 0:
				if waterRank[Water(w)] > waterRank[s.Water] {
					s.Water = Water(w) // where two waters meet (Solferino's Redone at the Medole canal), the harder holds
				}
			case strings.HasPrefix(w, "ridge-"):
				lv, err := strconv.Atoi(strings.TrimPrefix(w, "ridge-"))
				if err != nil || lv < 1 {
					return nil, fmt.Errorf("risorgimento: %s line %d: %q: want ridge-N, N its level (5.25)", sc.File, f.Line, w)
				}
				s.Ridge = lv
			case sideWordsRead[w]:
			default:
				return nil, fmt.Errorf("risorgimento: %s line %d: hexside %q is unknown (want bridge, impassable, canal, deep-stream, shallow-stream, ticino, ridge-N, ford or slope-*; the Naviglio is a canal and \"rule naviglio on\", 4.12)", sc.File, f.Line, w)
			}
			m.SetSide(hs.Hex, n, s)
		}
	}
	naviglio, err := naviglioRule(sc)
	if err != nil {
		return nil, err
	}
	m.Naviglio = naviglio
	for _, p := range sm.Paths {
		w, ok := wayWords[p.Kind]
		if !ok {
			return nil, fmt.Errorf("risorgimento: %s line %d: path %q is unknown (want major-road, minor-road, trail or railroad)", sc.File, p.Line, p.Kind)
		}
		for i := 1; i < len(p.Hexes); i++ {
			a, b := p.Hexes[i-1], p.Hexes[i]
			s := m.Side(a, b)
			if s.Way == NoWay || w < s.Way { // the better way wins: Major < Minor < Trail < Railroad
				s.Way = w
			}
			m.SetSide(a, b, s)
		}
	}
	return m, nil
}

// naviglioRule reads "rule naviglio on|off": on, the map's canal hexsides
// are the Naviglio, which does not block a corps commander's range (4.12:
// "The Naviglio Canal in Magenta DOES NOT block Corps Commander Command
// Range"). The chart knows only canals (5.23), so the map writes the
// Naviglio as one and the scenario says which map it is on.
func naviglioRule(sc *scenarios.Scenario) (bool, error) {
	for _, r := range sc.Rules {
		if r.Name != "naviglio" || r.Option {
			continue
		}
		if r.Value != "on" && r.Value != "off" {
			return false, fmt.Errorf("risorgimento: %s line %d: rule naviglio %q: want on (the map's canals are the Naviglio, 4.12) or off", sc.File, r.Line, r.Value)
		}
		return r.Value == "on", nil
	}
	return false, nil
}
