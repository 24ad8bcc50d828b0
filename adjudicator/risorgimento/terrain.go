package risorgimento

import "github.com/mincio/mincio/adjudicator/hexmap"

// HexKind is the terrain type of a hex, the row of the Terrain Effects
// Chart it pays (5.2). The names are the TEC rows of tables.scn.
type HexKind string

const (
	Clear       HexKind = "clear"
	HeavyCult   HexKind = "heavily-cultivated" // Magenta's vineyards (5.27, 6.23)
	LightCult   HexKind = "lightly-cultivated" // Solferino's southern plain (5.27, 6.23)
	Woods       HexKind = "woods"
	Rough       HexKind = "rough" // every level 4 and 5 hex (5.24)
	WoodedRough HexKind = "wooded-rough"
	Marsh       HexKind = "marsh"
	Village     HexKind = "village" // 5.28
	Town        HexKind = "town"    // 5.5
	Castle      HexKind = "castle"  // 5.29
)

// HexKinds lists every hex terrain, in the TEC's row order.
var HexKinds = []HexKind{Clear, HeavyCult, LightCult, Woods, Rough, WoodedRough, Marsh, Village, Town, Castle}

// Water is what runs along a hexside (5.23).
type Water string

const (
	NoWater Water = ""
	Ticino  Water = "ticino"         // impassable except by bridge
	Canal   Water = "canal"          // difficult, uncrossable for some types, infantry Disordered
	Deep    Water = "deep-stream"    // as a canal
	Shallow Water = "shallow-stream" // per the TEC
)

// Way is a road or trail joining two hexes across their hexside (5.21, 5.22).
type Way uint8

const (
	NoWay    Way = iota
	Major        // Major Road: unaffected by Rain (5.21)
	Minor        // Minor Road
	Trail        // halves the hex-type cost (5.22)
	Railroad     // treated as a Trail (5.22, 5.11)
)

// IsRoad: Major and Minor roads; trails and the railroad are not roads.
func (w Way) IsRoad() bool { return w == Major || w == Minor }

// IsTrail: trails and railroads (5.22).
func (w Way) IsTrail() bool { return w == Trail || w == Railroad }

// HexTerrain is one hex of the map.
type HexTerrain struct {
	Kind  HexKind
	Level int // elevation level by colour (5.24); 4 and 5 are Rough
}

// SideTerrain is one hexside of the map.
type SideTerrain struct {
	Ridge      int   // ridge hexside: its level by colour, 0 for none (5.25)
	Water      Water // 5.23
	Bridge     bool  // a bridge carries the way across the water (5.23, 6.22)
	Way        Way   // road, trail or railroad crossing this hexside (5.21, 5.22)
	Impassable bool  // 5.26
}

// Map is the terrain the rules read: hexes and hexsides, in dense tables
// by Grid.Index because the rules ask for them at every step of every
// search (issue 23's check budget). Written only through SetHex and
// SetSide, so no table can go stale. A hex not set is clear at level 0; a
// hexside not set has nothing.
type Map struct {
	Grid  hexmap.Grid
	hexes []HexTerrain  // by Grid.Index
	sides []SideTerrain // by 6*Grid.Index(a) + the slot of b among a's neighbours, both ways round
	nbrs  [][6]int32    // Grid.NeighborIndexes
	// off holds what touches a hex off the grid (map-edge sides).
	offHexes map[hexmap.Hex]HexTerrain
	offSides map[hexmap.Hexside]SideTerrain
	// gen counts the writes (SetHex, SetSide), for what is worked out
	// from the terrain and kept (positionCache).
	gen int
	// Naviglio: the map's canals are the Naviglio, which "DOES NOT block
	// Corps Commander Command Range" (4.12); set by the scenario's
	// "rule naviglio on" (Magenta).
	Naviglio bool
}

// NewMap is an empty map (all clear, level 0) on grid g.
func NewMap(g hexmap.Grid) *Map {
	return &Map{Grid: g, hexes: make([]HexTerrain, g.Len()), sides: make([]SideTerrain, 6*g.Len()),
		nbrs: g.NeighborIndexes(), offHexes: map[hexmap.Hex]HexTerrain{}, offSides: map[hexmap.Hexside]SideTerrain{}}
}

// Hex is the terrain of h.
func (m *Map) Hex(h hexmap.Hex) HexTerrain {
	var t HexTerrain
	if i, ok := m.Grid.Index(h); ok {
		t = m.hexes[i]
	} else {
		t = m.offHexes[h]
	}
	if t.Kind == "" {
		t.Kind = Clear
	}
	return t
}

// SetHex sets the terrain of h.
func (m *Map) SetHex(h hexmap.Hex, t HexTerrain) {
	m.gen++
	if i, ok := m.Grid.Index(h); ok {
		m.hexes[i] = t
		return
	}
	m.offHexes[h] = t
}

// Side is the terrain of the hexside between adjacent hexes a and b.
func (m *Map) Side(a, b hexmap.Hex) SideTerrain {
	if k, ok := m.sideSlot(a, b); ok {
		return m.sides[k]
	}
	s, ok := m.Grid.HexsideBetween(a, b)
	if !ok {
		return SideTerrain{}
	}
	return m.offSides[s]
}

// SetSide sets the hexside between adjacent a and b; false if they are not adjacent.
func (m *Map) SetSide(a, b hexmap.Hex, t SideTerrain) bool {
	s, ok := m.Grid.HexsideBetween(a, b)
	if !ok {
		return false
	}
	m.gen++
	ka, okA := m.sideSlot(a, b)
	kb, okB := m.sideSlot(b, a)
	if okA && okB {
		m.sides[ka], m.sides[kb] = t, t
	} else {
		m.offSides[s] = t
	}
	return true
}

// sideSlot is where the sides table keeps the hexside from a to b, when
// both are on the grid and adjacent.
func (m *Map) sideSlot(a, b hexmap.Hex) (int, bool) {
	ia, ok := m.Grid.Index(a)
	if !ok {
		return 0, false
	}
	ib, ok := m.Grid.Index(b)
	if !ok {
		return 0, false
	}
	for d, n := range m.nbrs[ia] {
		if int(n) == ib {
			return 6*ia + d, true
		}
	}
	return 0, false
}

// Cultivated: Heavily or Lightly Cultivated (5.27, 6.23).
func (k HexKind) Cultivated() bool { return k == HeavyCult || k == LightCult }

// EffectiveLevel is the height a hex presents to a line of sight: woods,
// villages, towns and castles stand one level above their hex (7.13).
func (m *Map) EffectiveLevel(h hexmap.Hex) int {
	t := m.Hex(h)
	switch t.Kind {
	case Woods, WoodedRough, Village, Town, Castle:
		return t.Level + 1
	}
	return t.Level
}
