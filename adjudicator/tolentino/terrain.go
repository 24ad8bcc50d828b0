package tolentino

import "github.com/mincio/mincio/adjudicator/hexmap"

// Terrain (10) and its effects on movement (9.2), command range (4.3.1)
// and line of sight (11.3.1). The numbers come from the scenario's
// stand-in Terrain Effects Chart ([table tec]).

// tecOf returns the chart line of the terrain of h (clear when unknown).
func (b *battle) tecOf(h hexmap.Hex) tecRow {
	if i, ok := b.grid.Index(h); ok {
		return b.cells[i]
	}
	return b.tec["clear"]
}

// streamCost is the extra cost of crossing a stream hexside; a bridge
// cancels it (10.4.1).
func (b *battle) streamCost(hs hexmap.Hexside, cmd bool, pontoon hexmap.Hexside) int {
	if !b.stream[hs] || b.bridged(hs, pontoon) {
		return 0
	}
	if cmd {
		return b.tec["stream"].Cmd
	}
	return b.tec["stream"].MP
}

// bridged reports a bridge on hs: printed (10.4) or Radinski's (16.1).
func (b *battle) bridged(hs, pontoon hexmap.Hexside) bool {
	return b.bridge[hs] || !pontoon.IsZero() && hs == pontoon
}

// moveKind says how a unit moves, for the movement costs of 9.2-9.3.
type moveKind struct {
	march    bool // 9.3 road march
	art      bool // 10.2, 10.3, 10.6
	maneuver bool // 5.1.4: artillery into rough at 2 MP
	leader   bool
	pontoon  hexmap.Hexside // Radinski's bridge, if built (16.1)
}

// stepCost is the cost of moving from a into the adjacent b across hs
// (9.2), or ok=false when the move is not allowed by terrain. It reads the
// dense tables of sides.go.
func (b *battle) stepCost(a, bb hexmap.Hex, hs hexmap.Hexside, k moveKind) (hexmap.Cost, bool) {
	to := b.cellOf(bb)
	return b.stepCostTo(&to, b.sideFacts(hs), hs, k)
}

// stepCostTo is stepCost with the entered hex's facts and the hexside's
// already looked up: a path search has them by index.
func (b *battle) stepCostTo(to *cell, f uint8, hs hexmap.Hexside, k moveKind) (hexmap.Cost, bool) {
	t := to.terrain
	alongRoad, alongTrail := f&sideRoad != 0, f&sideTrail != 0
	unbridged := f&sideStream != 0 && f&sideBridge == 0 && (k.pontoon.IsZero() || hs != k.pontoon)
	stream := 0 // streamCost(hs, false, k.pontoon)
	if unbridged {
		stream = b.streamMP
	}
	if k.march {
		// 9.3.1: road to contiguous road ½ MP, no extra cost for
		// bridges; trail to trail one MP less than the terrain (min 1).
		switch {
		case alongRoad:
			return hexmap.Half, true
		case alongTrail:
			c := to.tec.MP + stream - 1
			return hexmap.MPs(max(c, 1)), true
		}
		return 0, false // 9.3: road march only along roads and trails
	}
	if k.art && !k.leader {
		if unbridged {
			return 0, false // 10.3: artillery crosses streams only at bridges
		}
		if t == "woods" && !alongRoad && !alongTrail {
			return 0, false // 10.6: artillery in woods only by road or trail
		}
	}
	c := to.tec.MP + stream
	if k.art && k.maneuver && t == "rough" && !alongRoad && !alongTrail {
		c = 2 // 5.1.4
	}
	return hexmap.MPs(c), true
}

// townTrail: 10.1 "there is a trail in all towns", so a town joins the
// roads and trails that reach it.
func (b *battle) townTrail(a, c hexmap.Hex) bool {
	return (b.terrain[a] == "town" || b.terrain[c] == "town") && b.onRoad[a] && b.onRoad[c]
}

// roughNoRoad reports a step into rough without road or trail, which
// artillery may make only once per turn (10.2).
func (b *battle) roughNoRoad(a, c hexmap.Hex) bool {
	hs, _ := b.grid.HexsideBetween(a, c)
	return b.terrain[c] == "rough" && !b.road[hs] && !b.trail[hs] && !b.townTrail(a, c)
}

// cmdCost is the command-range cost of entering b (4.3.1: by terrain).
func (b *battle) cmdCost(hs hexmap.Hexside, to hexmap.Hex, pontoon hexmap.Hexside) hexmap.Cost {
	return hexmap.MPs(b.tecOf(to).Cmd + b.streamCost(hs, true, pontoon))
}

// cmdCostAt is cmdCost by Grid.Index, for the search of a command range
// (hexmap.StepCost).
func (b *battle) cmdCostAt(from, to int32, dir int, pontoon hexmap.Hexside) hexmap.Cost {
	stream := 0
	if f := b.factsAt(from, to, dir); f&sideStream != 0 && f&sideBridge == 0 && !b.onPontoon(from, dir, pontoon) {
		stream = b.streamCmd
	}
	return hexmap.MPs(b.cellAt[to].tec.Cmd + stream)
}

// blocksLoS reports blocking terrain (11.3.1; the chart's los column).
func (b *battle) blocksLoS(h hexmap.Hex) bool { return b.tecOf(h).Blocks }

// terrainsOf lists the terrains of h for combat (10: "several terrains in
// a hex"), the best for the defender first: a Fortified position (10.5)
// stands on the hex's own terrain (clear on the reconstructed map).
func (b *battle) terrainsOf(h hexmap.Hex) []string {
	t := b.terrain[h]
	if t == "" {
		t = "clear"
	}
	if b.fort[h] {
		return []string{"fortified", t}
	}
	return []string{t}
}

// sideBlocksLoS reports a blocking hexside (11.3.1): one with a hexside
// feature whose TEC row blocks (the los column; none does in the stand-in
// chart, where streams and bridges are open).
func (b *battle) sideBlocksLoS(hs hexmap.Hexside) bool {
	for _, k := range b.sideKinds[hs] {
		if r, ok := b.tec[k]; ok && r.Blocks {
			return true
		}
	}
	return false
}

// vertexBlocks is the juncture rule of 11.3.1: "The Line of Sight is
// blocked if it passes through the juncture of two or more blocking
// hexsides or the juncture of a blocking terrain hexside and a blocking
// terrain hex." A hex counts when it is blocking terrain (or higher than
// both ends, 10.2) and is not one of the two ends of the line (the
// firing and target hexes are not "between" them).
func (b *battle) vertexBlocks(v hexmap.Vertex, a, c hexmap.Hex, top int) bool {
	sides := 0
	for _, hs := range b.grid.VertexHexsides(v) {
		if b.sideBlocksLoS(hs) {
			sides++
		}
	}
	if sides >= 2 {
		return true
	}
	if sides == 0 {
		return false
	}
	for _, h := range v.Hexes() {
		if h != a && h != c && (b.blocksLoS(h) || b.level[h] > top) {
			return true
		}
	}
	return false
}

// loadLevels reads the heights of 10.2: "The rough terrain, even if of two
// types (the lighter part is a higher level), represents a single terrain.
// The two levels are effective only for the LoS." Rough is level 1, the
// higher rough (the map feature `high`) level 2, every other terrain level
// 0. The scenario may turn levels off with `rule los-levels off`.
func (b *battle) loadLevels() {
	if v, ok := b.sc.Rule("los-levels"); ok && v == "off" {
		return
	}
	b.level = map[hexmap.Hex]int{}
	for _, h := range b.grid.Hexes() {
		if b.terrain[h] == "rough" {
			b.level[h] = 1
		}
	}
	for _, f := range b.sc.Map.Features {
		if f.Kind == "high" {
			for _, h := range f.Hexes {
				b.level[h] = 2
			}
		}
	}
}

// lineOfSight reports a LoS from a to c (11.3): at most maxRange hexes,
// no intervening blocking hex. An intervening hex blocks when its terrain
// blocks (11.3.1, the chart's los column) or when it is higher than both
// ends (10.2: rough, and more so the higher rough, hides what lies beyond
// it from lower ground; a unit on a level at least as high sees over it).
// A line running along a hexside between two hexes is blocked only if
// both block (11.3.1 blocks at the juncture of blocking hexsides and
// hexes; two hexes touching the line are read the same way). Units never
// block. Blocking hexsides (11.3.1, sideBlocksLoS): the line is blocked
// by one it crosses or runs exactly along ("any hex or hexside between
// the active unit and the target", the firing and target hexes' own
// sides included), and at a vertex by the juncture rule (vertexBlocks).
func (b *battle) lineOfSight(a, c hexmap.Hex, maxRange int) bool {
	if a == c {
		return true
	}
	if b.grid.Distance(a, c) > maxRange {
		return false
	}
	return b.los.get(b.grid, a, c, func() bool { return b.clearLine(a, c) })
}

// clearLine is lineOfSight without the range: what the map alone says.
func (b *battle) clearLine(a, c hexmap.Hex) bool {
	top := max(b.level[a], b.level[c])
	tr := b.grid.Line(a, c)
	for _, st := range tr.Intervening() {
		hs := st.Hexes()
		blocked := true
		for _, h := range hs {
			blocked = blocked && (b.blocksLoS(h) || b.level[h] > top)
		}
		if blocked {
			return false
		}
	}
	for _, hs := range append(tr.Crossed(), tr.Along()...) {
		if b.sideBlocksLoS(hs) {
			return false // 11.3.1: a blocking hexside between them
		}
	}
	for _, v := range tr.Vertices() {
		if b.vertexBlocks(v, a, c, top) {
			return false // 11.3.1: the juncture rule
		}
	}
	return true
}
