package custoza

import (
	"maps"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// stepTable is battle.step worked out once per battle: the terrain, road
// and hexside features of the map and the movement table (7.2, 7.8) do not
// change during a game, while a path search asks them for every hexside
// it crosses. Looking them up by string (terrain rows) and by Hexside
// (map keys) was most of a search's time; the table answers by Grid.Index
// and direction. stepSlow stays the reference the table is built from and
// checked against (TestStepTableMatchesStep).
type stepTable struct {
	nbr     [][6]int32 // by Grid.Index and direction (hexmap's order): the neighbour's index, -1 off the grid (hexmap's own table)
	terrain []int32    // by Grid.Index: the hex's terrain, an index into moves
	moves   [][len(stepClasses)]terrainMove
	side    []int32 // by Grid.Index*6+direction: the hexside's features, an index into sides; -1 none
	sides   [][len(stepClasses)]sideMove
	kinds   [][]string // by the index into sides: the hexside's kinds, battle.sideKinds' own list
}

// stepClasses are the moving classes the table keeps, in its column order.
var stepClasses = [...]string{combat.ClassInf, combat.ClassCav, combat.ClassArt}

// stepClass is class's column in the table, -1 for a class it does not
// keep (step then asks stepSlow).
func stepClass(class string) int {
	for i, c := range stepClasses {
		if c == class {
			return i
		}
	}
	return -1
}

// terrainMove is what entering a hex of one terrain costs one class.
type terrainMove struct {
	impassable bool
	info       stepInfo
}

// sideMove is what crossing one hexside costs one class: along its road
// in March Movement (7.8), or added to the hex's cost otherwise.
type sideMove struct {
	roadOK   bool        // a road crosses it and the class may use it
	river    bool        // Goito 14.1: not even by its bridge
	roadCost hexmap.Cost // the road's cost
	// the hexside rows' sum, and the last that forced a check or levels
	impassable bool
	cost       hexmap.Cost
	check      bool
	levels     int
	marks      bool
	why        string
}

// steps is the battle's step table, built on first use (a battle is
// shared by every clone of a State, and by games read on other
// goroutines: hence the Once).
func (b *battle) steps() *stepTable {
	b.memo.stepOnce.Do(func() { b.memo.stepTab = b.buildSteps() })
	return b.memo.stepTab
}

func (b *battle) buildSteps() *stepTable {
	n := b.grid.Len()
	t := &stepTable{nbr: b.grid.NeighborIndexes(), terrain: make([]int32, n), side: make([]int32, n*6)}
	terrains := map[string]int32{}
	for i := range n {
		name := b.terrain[i]
		id, ok := terrains[name]
		if !ok {
			id = int32(len(t.moves))
			terrains[name] = id
			t.moves = append(t.moves, b.terrainMoves(name))
		}
		t.terrain[i] = id
	}
	for i := range t.side {
		t.side[i] = -1
	}
	// Only the hexsides the map names have features: read them from its
	// two maps rather than asking both for every side of every hex.
	type feat struct {
		road  string
		kinds []string
	}
	feats := map[int]*feat{}
	slot := func(hs hexmap.Hexside) []int {
		var out []int
		a, c := hs.Hexes()
		for _, p := range [2][2]hexmap.Hex{{a, c}, {c, a}} {
			i, ok := b.grid.Index(p[0])
			j, ok2 := b.grid.Index(p[1])
			if !ok || !ok2 {
				continue
			}
			if got, ok := b.grid.HexsideBetween(p[0], p[1]); !ok || got != hs {
				continue // a key step would never look up
			}
			for d, n := range t.nbr[i] {
				if n == int32(j) {
					out = append(out, i*6+d)
				}
			}
		}
		return out
	}
	at := func(k int) *feat {
		f := feats[k]
		if f == nil {
			f = &feat{}
			feats[k] = f
		}
		return f
	}
	for hs, road := range b.roadSide {
		for _, k := range slot(hs) {
			at(k).road = road
		}
	}
	for hs, kinds := range b.sideKinds {
		for _, k := range slot(hs) {
			at(k).kinds = kinds
		}
	}
	sides := map[string]int32{}
	for _, k := range slices.Sorted(maps.Keys(feats)) {
		f := feats[k]
		if f.road == "" && len(f.kinds) == 0 {
			continue
		}
		key := f.road + "|" + strings.Join(f.kinds, "|")
		id, ok := sides[key]
		if !ok {
			id = int32(len(t.sides))
			sides[key] = id
			t.sides = append(t.sides, b.sideMoves(f.road, f.kinds))
			t.kinds = append(t.kinds, f.kinds)
		}
		t.side[k] = id
	}
	return t
}

// terrainMoves is what entering terrain costs each class: stepSlow's
// reading of the movement table.
func (b *battle) terrainMoves(terrain string) [len(stepClasses)]terrainMove {
	var out [len(stepClasses)]terrainMove
	for c, class := range stepClasses {
		mc, ok := b.tab.Movement(terrain, class)
		if !ok {
			mc, _ = b.tab.Movement("clear", class)
		}
		tm := terrainMove{impassable: mc.Impassable, info: stepInfo{Cost: mc.Cost, Check: mc.Check, Levels: mc.Levels}}
		if mc.Check || mc.Levels > 0 {
			tm.info.Why = terrain
		}
		out[c] = tm
	}
	return out
}

// sideMoves is what a hexside with road and kinds costs each class:
// stepSlow's reading of the road and hexside rows.
func (b *battle) sideMoves(road string, kinds []string) [len(stepClasses)]sideMove {
	var out [len(stepClasses)]sideMove
	for c, class := range stepClasses {
		sm := &out[c]
		sm.river = contains(kinds, "river")
		if road != "" {
			if mc, ok := b.tab.Movement(road, class); ok && !mc.Impassable {
				sm.roadOK, sm.roadCost = true, mc.Cost
			}
		}
		for _, k := range kinds {
			hc, ok := b.sideRow(k, class)
			if !ok {
				continue
			}
			if hc.Impassable {
				sm.impassable = true
			}
			sm.cost += hc.Cost
			if hc.Check || hc.Levels > 0 {
				sm.check = sm.check || hc.Check
				sm.levels += hc.Levels
				sm.marks, sm.why = true, k
			}
		}
	}
	return out
}

// kindsAt is battle.hexsideKinds between the hexes of indexes i and j.
func (t *stepTable) kindsAt(i, j int) []string {
	for d, n := range &t.nbr[i] {
		if n == int32(j) {
			if id := t.side[i*6+d]; id >= 0 {
				return t.kinds[id]
			}
			return nil
		}
	}
	return nil
}

// stepAt is battle.step from the hex of index from across its side dir
// for the class of column c.
func (t *stepTable) stepAt(b *battle, c int, march bool, from int32, dir int, entering int) (stepInfo, bool) {
	to := t.nbr[from][dir]
	if to < 0 || !b.onMap[to] {
		return stepInfo{}, false
	}
	var sm *sideMove
	if id := t.side[int(from)*6+dir]; id >= 0 {
		sm = &t.sides[id][c]
	}
	if march && sm != nil && sm.roadOK && entering <= roadStackLimit {
		if sm.river {
			return stepInfo{}, false
		}
		return stepInfo{Cost: sm.roadCost, Road: true}, true
	}
	tm := &t.moves[t.terrain[to]][c]
	if tm.impassable {
		return stepInfo{}, false
	}
	info := tm.info
	if sm == nil {
		return info, true
	}
	if sm.impassable {
		return stepInfo{}, false
	}
	info.Cost += sm.cost
	if sm.marks {
		info.Check = info.Check || sm.check
		info.Levels += sm.levels
		info.Why = sm.why
	}
	return info, true
}
