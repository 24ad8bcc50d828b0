package hexmap

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func uniform(c Cost) CostFunc {
	return func(_, _ Hex, _ Hexside) (Cost, bool) { return c, true }
}

func TestPathsUniform(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		from := hx(t, "1010")
		r := g.Paths(from, MPs(3), uniform(MP), PathOptions{})
		if got, want := hexList(r.Hexes()), hexList(g.Around(from, 3)); got != want {
			t.Fatalf("%s: reach %v; want %v", gc.name, got, want)
		}
		for _, rc := range r.All() {
			d := g.Distance(from, rc.Hex)
			if rc.Cost != MPs(d) || rc.Hexes != d || rc.MinimumMove {
				t.Fatalf("%s: %+v; distance %d", gc.name, rc, d)
			}
			p := r.Path(rc.Hex)
			if len(p) != d+1 || p[0] != from || p[d] != rc.Hex {
				t.Fatalf("%s: path %v", gc.name, p)
			}
			for i := 1; i < len(p); i++ {
				if !g.Adjacent(p[i-1], p[i]) {
					t.Fatalf("%s: path %v not contiguous", gc.name, p)
				}
			}
		}
		if r.From() != from || r.Budget() != MPs(3) {
			t.Error("From/Budget")
		}
	}
}

// Custoza 7.2: "Every hex entered and some hexside crossed have a cost in
// MPs". A stream hexside adds 1 MP; the cheapest path goes round it.
func TestPathsHexsideCost_Custoza7_2(t *testing.T) {
	g := flatOdd
	stream := map[Hexside]bool{}
	for _, s := range []string{"0506/n", "0505/se", "0505/ne"} {
		side, err := g.ParseHexside(s)
		if err != nil {
			t.Fatal(err)
		}
		stream[side] = true
	}
	cost := func(_, _ Hex, side Hexside) (Cost, bool) {
		if stream[side] {
			return MPs(2), true
		}
		return MP, true
	}
	path, c, ok := g.CheapestPath(hx(t, "0505"), hx(t, "0506"), cost, PathOptions{})
	// Across the stream costs 2; round it by 0406 costs 2 with two hexes:
	// equal cost, fewer hexes wins.
	if !ok || c != MPs(2) || hexList(path) != "0505 0506" {
		t.Errorf("path %v cost %v", hexList(path), c)
	}
	path, c, _ = g.CheapestPath(hx(t, "0505"), hx(t, "0606"), cost, PathOptions{})
	if c != MPs(2) || hexList(path) != "0505 0606" {
		t.Errorf("path %v cost %v", hexList(path), c)
	}
	// To 0507: across the stream by 0506 costs 3 with two hexes; round it
	// by 0406 and 0506 also costs 3 but with three hexes.
	path, c, _ = g.CheapestPath(hx(t, "0505"), hx(t, "0507"), cost, PathOptions{})
	if c != MPs(3) || hexList(path) != "0505 0506 0507" {
		t.Errorf("path %v cost %v; want across the stream by 0506", hexList(path), c)
	}
	// To 0406 the stream is not in the way.
	path, c, _ = g.CheapestPath(hx(t, "0505"), hx(t, "0406"), cost, PathOptions{})
	if c != MP || hexList(path) != "0505 0406" {
		t.Errorf("path %v cost %v", hexList(path), c)
	}
}

// Tolentino 9.3.1: "Each hex from road to contiguous road (not trail) costs
// one-half (1/2) movement point in Road March". The road bonus applies only
// along road hexsides: two road hexes side by side without a road between
// them cost full terrain.
func TestPathsRoad_Tolentino9_3_1(t *testing.T) {
	g := flatOdd
	// A road 0505-0605-0705-0805-0905 (the zigzag along row 5) and a
	// separate road hex in 0506 not connected to 0505.
	road := map[Hexside]bool{}
	chain := hexes(t, "0505", "0605", "0705", "0805", "0905")
	for i := 1; i < len(chain); i++ {
		s, _ := g.HexsideBetween(chain[i-1], chain[i])
		road[s] = true
	}
	cost := func(_, _ Hex, side Hexside) (Cost, bool) {
		if road[side] {
			return Half, true
		}
		return MPs(2), true // rough
	}
	r := g.Paths(hx(t, "0505"), MPs(2), cost, PathOptions{})
	if rc, ok := r.Get(hx(t, "0905")); !ok || rc.Cost != MPs(2) || rc.Hexes != 4 {
		t.Errorf("0905 by road: %+v %v", rc, ok)
	}
	if rc, ok := r.Get(hx(t, "0506")); !ok || rc.Cost != MPs(2) {
		t.Errorf("0506 off road: %+v %v", rc, ok)
	}
	if _, ok := r.Get(hx(t, "1005")); ok {
		t.Error("1005 beyond the road reached")
	}
	// Off the road, 2 MP buys one hex.
	if got := len(r.Hexes()); got != 1+4+5 {
		t.Errorf("reached %d hexes: %v", got, hexList(r.Hexes()))
	}
}

// Custoza 4.2: "The Command Range is four hexes, traced from the Formation
// Commander (excluded) to the unit (included). Count 1 when tracing through
// a non-Road hex and count ½ when tracing the Command Range through hexes
// with Roads (any type). The range cannot trace through an Enemy ZoR ... or
// through unbridged Mincio River hexsides."
func TestCommandRange_Custoza4_2(t *testing.T) {
	g := flatOdd
	roadHexes := map[Hex]bool{}
	for r := 1; r <= 34; r++ {
		roadHexes[Hex{10, r}] = true // a road down column 10
	}
	ezor := map[Hex]bool{hx(t, "1205"): true}
	mincio, _ := g.ParseHexside("1010/ne") // unbridged river hexside
	cost := func(_, to Hex, side Hexside) (Cost, bool) {
		if ezor[to] || side == mincio {
			return 0, false
		}
		if roadHexes[to] {
			return Half, true
		}
		return MP, true
	}
	commander := hx(t, "1010")
	in := g.Within(commander, MPs(4), cost, PathOptions{})
	has := func(s string) bool { _, ok := slices.BinarySearchFunc(in, hx(t, s), Hex.Compare); return ok }
	for _, tc := range []struct {
		hex  string
		want bool
	}{
		{"1010", true},  // the commander's own hex
		{"1018", true},  // eight road hexes at ½ each
		{"1002", true},  // eight road hexes north
		{"1019", false}, // nine road hexes
		{"1410", true},  // four clear hexes
		{"1510", false}, // five
		{"1205", false}, // EZoR with no friendly unit
		{"1206", true},  // round it: 1009 1008 1007 1006 by road (2), 1106, 1206
		{"1109", true},  // ne of 1010 is across the river: round by 1009 (½) then 1109 (1)
	} {
		if got := has(tc.hex); got != tc.want {
			t.Errorf("%s in command range: %v; want %v", tc.hex, got, tc.want)
		}
	}
	p := g.Paths(commander, MPs(4), cost, PathOptions{})
	if rc, _ := p.Get(hx(t, "1109")); rc.Cost != MP+Half || hexList(p.Path(hx(t, "1109"))) != "1010 1009 1109" {
		t.Errorf("1109: %+v via %v", rc, hexList(p.Path(hx(t, "1109"))))
	}
}

// Risorgimento 4.12: command range is a number of Leader Movement Points,
// counted including the unit's hex but not the leader's; it cannot be
// traced through enemy ZOCs unless the hex holds a friendly combat unit.
func TestCommandRange_Risorgimento4_12(t *testing.T) {
	g := flatOdd
	ezoc := map[Hex]bool{hx(t, "2021"): true, hx(t, "2022"): true}
	friendly := map[Hex]bool{hx(t, "2022"): true}
	woods := map[Hex]bool{hx(t, "1920"): true}
	cost := func(_, to Hex, _ Hexside) (Cost, bool) {
		if ezoc[to] && !friendly[to] {
			return 0, false
		}
		if woods[to] {
			return MPs(2), true
		}
		return MP, true
	}
	leader := hx(t, "2020")
	p := g.Paths(leader, MPs(4), cost, PathOptions{})
	for _, tc := range []struct {
		hex  string
		cost Cost
		ok   bool
	}{
		{"2021", 0, false},     // enemy ZOC, no friendly unit
		{"2022", MPs(3), true}, // enemy ZOC negated by a friendly unit, reached round 2021 by 2120 2121
		{"2023", MPs(4), true}, // traced through 2022
		{"1920", MPs(2), true}, // woods: 2 leader MP
		{"2024", 0, false},
	} {
		rc, ok := p.Get(hx(t, tc.hex))
		if ok != tc.ok || ok && rc.Cost != tc.cost {
			t.Errorf("%s: %+v %v; want cost %v %v", tc.hex, rc, ok, tc.cost, tc.ok)
		}
	}
}

// Tolentino 4.3.1: "The distance the command range extends depends on the
// terrain traversed"; 4.3.3: not through an enemy unit, but through enemy
// ZoC. Costs here are stand-ins for the TEC: clear 1, rough 1½, town ½.
func TestCommandRange_Tolentino4_3_1(t *testing.T) {
	g := Grid{FirstCol: 1, LastCol: 39, FirstRow: 1, LastRow: 12, Orientation: FlatTop, Shifted: Odd}
	rough := map[Hex]bool{hx(t, "1111"): true, hx(t, "1011"): true}
	town := map[Hex]bool{hx(t, "1112"): true} // Tolentino itself spans 1111 and 1112
	enemy := map[Hex]bool{hx(t, "1212"): true}
	cost := func(_, to Hex, _ Hexside) (Cost, bool) {
		switch {
		case enemy[to]:
			return 0, false
		case rough[to]:
			return MP + Half, true
		case town[to]:
			return Half, true
		}
		return MP, true
	}
	leader := hx(t, "1110")
	p := g.Paths(leader, MPs(2), cost, PathOptions{})
	want := map[string]Cost{"1111": MP + Half, "1112": MPs(2), "1011": MP + Half, "1210": MP}
	for h, c := range want {
		if rc, ok := p.Get(hx(t, h)); !ok || rc.Cost != c {
			t.Errorf("%s: %+v %v; want %v", h, rc, ok, c)
		}
	}
	if _, ok := p.Get(hx(t, "1212")); ok {
		t.Error("traced into an enemy unit")
	}
	if _, ok := p.Get(hx(t, "1113")); ok {
		t.Error("1113 at 3 reached with a range of 2")
	}
}

// Custoza 7.4: "A Force can always move one hex minimum, regardless of the
// terrain cost to enter the hex/hexside, as long as it does not
// enter/cross any impassable terrain." Tolentino 9.1.1 likewise.
func TestOneHexMinimum_Custoza7_4(t *testing.T) {
	g := flatOdd
	impassable, _ := g.ParseHexside("0505/n")
	cost := func(_, _ Hex, side Hexside) (Cost, bool) {
		if side == impassable {
			return 0, false
		}
		return MPs(3), true // steep slope everywhere
	}
	from := hx(t, "0505")
	without := g.Paths(from, MPs(2), cost, PathOptions{})
	if got := hexList(without.Hexes()); got != "0505" {
		t.Errorf("without the minimum move: %v", got)
	}
	with := g.Paths(from, MPs(2), cost, PathOptions{MinimumMove: true})
	if got := hexList(with.Hexes()); got != "0405 0406 0505 0506 0605 0606" {
		t.Errorf("with the minimum move: %v (0504 is across an impassable hexside)", got)
	}
	rc, ok := with.Get(hx(t, "0506"))
	if !ok || !rc.MinimumMove || rc.Cost != MPs(3) || rc.Hexes != 1 || hexList(with.Path(rc.Hex)) != "0505 0506" {
		t.Errorf("0506: %+v", rc)
	}
	if o, _ := with.Get(from); o.MinimumMove || o.Cost != 0 {
		t.Errorf("origin: %+v", o)
	}
	// A hex reachable within the budget is not a minimum move.
	cheap := func(_, to Hex, _ Hexside) (Cost, bool) {
		if to == hx(t, "0506") {
			return MPs(5), true
		}
		return MP, true
	}
	r := g.Paths(from, MPs(2), cheap, PathOptions{MinimumMove: true})
	if rc, _ := r.Get(hx(t, "0605")); rc.MinimumMove {
		t.Error("0605 flagged")
	}
	if rc, _ := r.Get(hx(t, "0506")); !rc.MinimumMove || rc.Cost != MPs(5) {
		t.Errorf("0506: %+v", rc)
	}
	// Nothing is reached beyond a minimum-move hex: 0507 is next to 0506
	// only, within 2 hexes.
	if rc, ok := r.Get(hx(t, "0507")); ok {
		t.Errorf("0507 reached beyond the minimum move: %+v", rc)
	}
	// A negative budget still allows the minimum move.
	if got := len(g.Paths(from, -1, uniform(MP), PathOptions{MinimumMove: true}).Hexes()); got != 7 {
		t.Errorf("negative budget: %d hexes", got)
	}
}

func TestForbiddenHexes(t *testing.T) {
	g := flatOdd
	enemy := map[Hex]bool{}
	for _, s := range []string{"0604", "0605", "0606", "0607"} {
		enemy[hx(t, s)] = true
	}
	cost := func(_, to Hex, _ Hexside) (Cost, bool) { return MP, !enemy[to] }
	path, c, ok := g.CheapestPath(hx(t, "0505"), hx(t, "0705"), cost, PathOptions{})
	// Round the north end of the wall: 0504 touches 0604 and 0605 only.
	if !ok || c != MPs(6) || hexList(path) != "0505 0504 0503 0603 0703 0704 0705" {
		t.Errorf("round the wall: %v %v %v", hexList(path), c, ok)
	}
	if _, _, ok := g.CheapestPath(hx(t, "0505"), hx(t, "0605"), cost, PathOptions{}); ok {
		t.Error("reached a forbidden hex")
	}
	if _, _, ok := g.CheapestPath(hx(t, "0505"), hx(t, "9999"), cost, PathOptions{}); ok {
		t.Error("reached an off-map hex")
	}
	if _, _, ok := g.CheapestPath(hx(t, "9999"), hx(t, "0505"), cost, PathOptions{}); ok {
		t.Error("started off the map")
	}
	if p, c, ok := g.CheapestPath(hx(t, "0505"), hx(t, "0505"), cost, PathOptions{}); !ok || c != 0 || hexList(p) != "0505" {
		t.Errorf("to itself: %v %v %v", p, c, ok)
	}
	neg := func(_, _ Hex, _ Hexside) (Cost, bool) { return -MP, true }
	if got := len(g.Paths(hx(t, "0505"), MPs(3), neg, PathOptions{}).Hexes()); got != 1 {
		t.Errorf("negative costs are forbidden: %d hexes", got)
	}
	if r := g.Paths(hx(t, "9999"), MPs(3), cost, PathOptions{MinimumMove: true}); len(r.Hexes()) != 0 || len(r.All()) != 0 || r.Path(hx(t, "0505")) != nil {
		t.Error("search from off the map")
	}
}

// Tie-breaks: equal cost, then fewer hexes, then the smallest hex ids read
// from the start.
func TestPathTieBreaks(t *testing.T) {
	g := flatOdd
	// 0505 to 0705: by 0605 or by 0606, both 2 MP and 2 hexes.
	for range 5 {
		path, _, _ := g.CheapestPath(hx(t, "0505"), hx(t, "0705"), uniform(MP), PathOptions{})
		if hexList(path) != "0505 0605 0705" {
			t.Fatalf("path %v; want by 0605 (0605 < 0606)", hexList(path))
		}
	}
	// 0505 to 0707 takes three hexes, starting by 0506 or 0606: 0506 is
	// the smaller id, and from 0506 only 0607 leads on.
	path, _, _ := g.CheapestPath(hx(t, "0505"), hx(t, "0707"), uniform(MP), PathOptions{})
	if hexList(path) != "0505 0506 0607 0707" {
		t.Errorf("path %v; want 0505 0506 0607 0707", hexList(path))
	}
	// Fewer hexes at equal cost: straight into 0606 costs 1; by road along
	// 0505-0605-0606 costs 1/2 + 1/2.
	road := map[Hexside]bool{}
	for _, p := range [][2]string{{"0505", "0605"}, {"0605", "0606"}} {
		side, _ := g.HexsideBetween(hx(t, p[0]), hx(t, p[1]))
		road[side] = true
	}
	cost := func(_, _ Hex, side Hexside) (Cost, bool) {
		if road[side] {
			return Half, true
		}
		return MP, true
	}
	path, c, _ := g.CheapestPath(hx(t, "0505"), hx(t, "0606"), cost, PathOptions{})
	if hexList(path) != "0505 0606" || c != MP {
		t.Errorf("path %v cost %v; want straight in", hexList(path), c)
	}
	r := g.Paths(hx(t, "0505"), MP, cost, PathOptions{})
	if rc, _ := r.Get(hx(t, "0606")); rc.Hexes != 1 {
		t.Errorf("Paths: %+v", rc)
	}
}

// Tolentino 9.1.2: "A combat unit ... must stop the moment it enters an
// EZOC".
func TestStop_Tolentino9_1_2(t *testing.T) {
	g := flatOdd
	ezoc := map[Hex]bool{hx(t, "0506"): true, hx(t, "0606"): true, hx(t, "0406"): true}
	r := g.Paths(hx(t, "0505"), MPs(5), uniform(MP), PathOptions{Stop: func(h Hex) bool { return ezoc[h] }})
	if _, ok := r.Get(hx(t, "0506")); !ok {
		t.Error("cannot enter the EZOC")
	}
	// Round by the east: 0605 0705 0706 0607 0507.
	if rc, ok := r.Get(hx(t, "0507")); !ok || rc.Cost != MPs(5) {
		t.Errorf("0507 must go round the EZOC: %+v %v", rc, ok)
	}
	// Starting in an EZOC does not stop the unit.
	r = g.Paths(hx(t, "0506"), MP, uniform(MP), PathOptions{Stop: func(h Hex) bool { return ezoc[h] }})
	if len(r.Hexes()) != 7 {
		t.Errorf("start in EZOC: %v", hexList(r.Hexes()))
	}
}

// Tolentino 9.2.1: "The player who controls San Severino (1004) can move
// units from 1003 to 1005 at the cost of 1 MP."
func TestLink_Tolentino9_2_1(t *testing.T) {
	g := Grid{FirstCol: 1, LastCol: 39, FirstRow: 1, LastRow: 12, Orientation: FlatTop, Shifted: Odd}
	sanSeverino := hx(t, "1004")
	cost := func(_, to Hex, _ Hexside) (Cost, bool) { return MPs(3), to != sanSeverino }
	link := Link{From: hx(t, "1003"), To: hx(t, "1005"), Cost: MP}
	path, c, ok := g.CheapestPath(hx(t, "1003"), hx(t, "1005"), cost, PathOptions{Links: []Link{link}})
	if !ok || c != MP || hexList(path) != "1003 1005" {
		t.Errorf("with the link: %v %v %v", hexList(path), c, ok)
	}
	_, c, _ = g.CheapestPath(hx(t, "1003"), hx(t, "1005"), cost, PathOptions{})
	if c != MPs(9) { // round San Severino by 1103 1104
		t.Errorf("without the link: %v", c)
	}
}

// exhaustive finds, by trying every simple path, the best (cost, hexes,
// ids) to each hex of a small grid.
func exhaustive(g Grid, from Hex, budget Cost, cost CostFunc) map[Hex][]Hex {
	best := map[Hex][]Hex{}
	bestCost := map[Hex]Cost{}
	var walk func(path []Hex, c Cost)
	walk = func(path []Hex, c Cost) {
		h := path[len(path)-1]
		if old, ok := best[h]; !ok || c < bestCost[h] || c == bestCost[h] && (len(path) < len(old) ||
			len(path) == len(old) && slices.CompareFunc(path, old, Hex.Compare) < 0) {
			best[h] = slices.Clone(path)
			bestCost[h] = c
		}
		for _, d := range g.Directions() {
			n, ok := g.Neighbor(h, d)
			if !ok || slices.Contains(path, n) {
				continue
			}
			x, ok := cost(h, n, g.Hexside(h, d))
			if !ok || x < 0 || c+x > budget {
				continue
			}
			walk(append(path, n), c+x)
		}
	}
	walk([]Hex{from}, 0)
	return best
}

func TestPathsAgainstExhaustive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 40 {
		gc := allGrids[trial%len(allGrids)]
		g := gc.g
		g.FirstCol, g.LastCol, g.FirstRow, g.LastRow = 3, 6, 4, 6 // 12 hexes
		prices := []Cost{Half, MP, MP, MP + Half, MPs(2), -1}
		table := map[[2]Hex]Cost{}
		for _, h := range g.Hexes() {
			for _, n := range g.Neighbors(h) {
				table[[2]Hex{h, n}] = prices[rng.IntN(len(prices))]
			}
		}
		cost := func(from, to Hex, _ Hexside) (Cost, bool) {
			c := table[[2]Hex{from, to}]
			return c, c >= 0
		}
		from := g.Hexes()[rng.IntN(g.Len())]
		budget := MPs(2 + rng.IntN(6))
		want := exhaustive(g, from, budget, cost)
		r := g.Paths(from, budget, cost, PathOptions{})
		if len(r.Hexes()) != len(want) {
			t.Fatalf("%s trial %d: reached %d hexes; want %d", gc.name, trial, len(r.Hexes()), len(want))
		}
		for h, p := range want {
			if got := r.Path(h); hexList(got) != hexList(p) {
				t.Fatalf("%s trial %d: path to %v = %v; want %v", gc.name, trial, h, hexList(got), hexList(p))
			}
		}
	}
}

func TestPathsDeterministic(t *testing.T) {
	g := flatOdd
	rng := rand.New(rand.NewPCG(3, 4))
	table := make([]Cost, g.Len())
	for i := range table {
		table[i] = []Cost{Half, MP, MPs(2)}[rng.IntN(3)]
	}
	cost := func(_, to Hex, _ Hexside) (Cost, bool) {
		i, _ := g.Index(to)
		return table[i], true
	}
	a := g.Paths(hx(t, "3017"), MPs(12), cost, PathOptions{})
	for range 3 {
		b := g.Paths(hx(t, "3017"), MPs(12), cost, PathOptions{})
		for _, h := range a.Hexes() {
			if hexList(a.Path(h)) != hexList(b.Path(h)) {
				t.Fatalf("path to %v differs", h)
			}
		}
	}
}

// Tolentino 9.3.1: "Each hex from trail to contiguous trail costs one
// movement point less (but never less than 1) than the other hex terrain
// cost, when in Road March." Stand-in terrain: rough 3, clear 1.
func TestTrail_Tolentino9_3_1(t *testing.T) {
	g := flatOdd
	trail := map[Hexside]bool{}
	chain := hexes(t, "0505", "0506", "0507")
	for i := 1; i < len(chain); i++ {
		s, _ := g.HexsideBetween(chain[i-1], chain[i])
		trail[s] = true
	}
	rough := map[Hex]bool{hx(t, "0506"): true}
	cost := func(_, to Hex, side Hexside) (Cost, bool) {
		c := MP
		if rough[to] {
			c = MPs(3)
		}
		if trail[side] {
			c = max(c-MP, MP)
		}
		return c, true
	}
	path, c, _ := g.CheapestPath(hx(t, "0505"), hx(t, "0507"), cost, PathOptions{})
	// Along the trail: rough 3-1 = 2, then clear 1 (never less than 1).
	if hexList(path) != "0505 0506 0507" || c != MPs(3) {
		t.Errorf("path %v cost %v", hexList(path), c)
	}
	if got, err := g.PathCost(path, cost, PathOptions{}); err != nil || got != MPs(3) {
		t.Errorf("PathCost %v %v", got, err)
	}
}
