package tolentino

import (
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// Test10_2_RoughLevels: rough has two levels, effective only for the LoS
// (10.2): along a column of three hexes, the middle one blocks when it is
// higher than both ends (clear 0, rough 1, the higher rough 2), and never
// when an end is at least as high. `rule los-levels off` turns levels off.
func Test10_2_RoughLevels(t *testing.T) {
	s := newGame(t)
	b := s.b
	if b.level[hx("2704")] != 2 || b.level[hx("2604")] != 2 || b.level[hx("2105")] != 0 {
		t.Fatalf("levels 2704 %d, 2604 %d, 2105 %d: want 2, 2, 0", b.level[hx("2704")], b.level[hx("2604")], b.level[hx("2105")])
	}
	// find returns a column a, mid, c with the given levels, none of them
	// blocking by terrain.
	find := func(la, lm, lc int) (hexmap.Hex, hexmap.Hex, hexmap.Hex, bool) {
		for _, m := range b.grid.Hexes() {
			a, c := hexmap.Hex{Col: m.Col, Row: m.Row - 1}, hexmap.Hex{Col: m.Col, Row: m.Row + 1}
			if !b.sc.Map.OnMap(a) || !b.sc.Map.OnMap(c) || b.blocksLoS(m) || b.blocksLoS(a) || b.blocksLoS(c) {
				continue
			}
			if b.level[a] == la && b.level[m] == lm && b.level[c] == lc {
				return a, m, c, true
			}
		}
		return hexmap.Hex{}, hexmap.Hex{}, hexmap.Hex{}, false
	}
	for _, c := range []struct {
		la, lm, lc int
		sees       bool
	}{
		{0, 1, 0, false}, // a hill between two valley hexes
		{1, 1, 0, true},  // from the hill, over the hill
		{0, 0, 1, true},  // across the plain up to the hill
		{1, 2, 0, false}, // the higher rough hides from the lower rough
		{2, 1, 0, true},  // from the higher rough, over the lower
		{2, 2, 0, true},
	} {
		a, m, e, ok := find(c.la, c.lm, c.lc)
		if !ok {
			t.Logf("levels %d-%d-%d: no such column on the map", c.la, c.lm, c.lc)
			continue
		}
		if got := b.sightAfresh(a, e, 4); got != c.sees {
			t.Errorf("LoS %v (level %d) over %v (%d) to %v (%d) = %v, want %v", a, c.la, m, c.lm, e, c.lc, got, c.sees)
		}
		if got := b.sightAfresh(e, a, 4); got != c.sees {
			t.Errorf("LoS is not symmetric from %v to %v", e, a)
		}
	}
	a, _, e, ok := find(0, 1, 0)
	if !ok {
		t.Fatal("no valley-hill-valley column")
	}
	b.level = nil // what `rule los-levels off` gives
	if !b.sightAfresh(a, e, 4) {
		t.Errorf("with levels off, rough %v-%v blocks", a, e)
	}
}

// Test10_2_HighIsRough: only rough has a higher level (10.2): the
// validator refuses a `feature high` hex of other terrain.
func Test10_2_HighIsRough(t *testing.T) {
	data, err := os.ReadFile("../../scenarios/data/tolentino1815.scn")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "feature high 2104", "feature high 1112", 1)
	if bad == string(data) {
		t.Fatal("the scenario has no feature high 2104 line")
	}
	sc, err := scenarios.Parse("bad.scn", []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, e := range Validate(sc) {
		msgs = append(msgs, e.Error())
	}
	if !strings.Contains(strings.Join(msgs, "\n"), "feature high 1112: only rough") {
		t.Fatalf("errors %v", msgs)
	}
}

// Test11_3_1_BlockingHexsides: 11.3.1 "If any hex or hexside between the
// active unit and the target is blocking terrain, the LoS is blocked",
// and "The Line of Sight is blocked if it passes through the juncture of
// two or more blocking hexsides or the juncture of a blocking terrain
// hexside and a blocking terrain hex". The stand-in TEC has no blocking
// hexside, so the test gives a hexside feature "wall" a blocking TEC row;
// a stream made blocking in the TEC blocks a line crossing it.
func Test11_3_1_BlockingHexsides(t *testing.T) {
	s := newGame(t)
	b := s.b
	b.tec["wall"] = tecRow{MP: 1, Cmd: 1, Blocks: true}
	clear := func(h hexmap.Hex) bool {
		return b.sc.Map.OnMap(h) && !b.blocksLoS(h) && b.level[h] == 0
	}
	openLine := func(a, c hexmap.Hex) bool {
		tr := b.grid.Line(a, c)
		for _, h := range tr.Hexes() {
			if !clear(h) {
				return false
			}
		}
		for _, v := range tr.Vertices() {
			for _, h := range v.Hexes() {
				if !clear(h) {
					return false
				}
			}
		}
		for _, hs := range append(tr.Crossed(), tr.Along()...) {
			if len(b.sideKinds[hs]) > 0 {
				return false
			}
		}
		for _, v := range tr.Vertices() {
			for _, hs := range b.grid.VertexHexsides(v) {
				if len(b.sideKinds[hs]) > 0 {
					return false
				}
			}
		}
		return b.sightAfresh(a, c, 4)
	}
	// find returns an open line of sight, within 4 hexes, with what want asks.
	find := func(want func(hexmap.Trace) bool) hexmap.Trace {
		for _, a := range b.grid.Hexes() {
			for _, c := range b.grid.Around(a, 4) {
				if a == c || !b.sc.Map.OnMap(c) || !want(b.grid.Line(a, c)) || !openLine(a, c) {
					continue
				}
				return b.grid.Line(a, c)
			}
		}
		t.Fatal("no such line on the map")
		return hexmap.Trace{}
	}
	wall := func(sides ...hexmap.Hexside) func() {
		for _, hs := range sides {
			b.sideKinds[hs] = append(b.sideKinds[hs], "wall")
		}
		return func() {
			for _, hs := range sides {
				b.sideKinds[hs] = nil
			}
		}
	}
	// A blocking hexside crossed.
	tr := find(func(tr hexmap.Trace) bool { return len(tr.Crossed()) >= 3 })
	undo := wall(tr.Crossed()[1])
	if b.sightAfresh(tr.From, tr.To, 4) || b.sightAfresh(tr.To, tr.From, 4) {
		t.Errorf("%v-%v crosses blocking hexside %v and is not blocked", tr.From, tr.To, tr.Crossed()[1])
	}
	undo()
	// A line running exactly along a blocking hexside.
	tr = find(func(tr hexmap.Trace) bool { return len(tr.Along()) > 0 })
	undo = wall(tr.Along()[0])
	if b.sightAfresh(tr.From, tr.To, 4) {
		t.Errorf("%v-%v runs along blocking hexside %v and is not blocked", tr.From, tr.To, tr.Along()[0])
	}
	undo()
	// Through a vertex: one blocking hexside alone does not block; two do;
	// one with a blocking hex at the juncture does.
	tr = find(func(tr hexmap.Trace) bool { return len(tr.Vertices()) > 0 })
	v := tr.Vertices()[0]
	sides := b.grid.VertexHexsides(v)
	undo = wall(sides[0])
	if !b.sightAfresh(tr.From, tr.To, 4) {
		t.Errorf("%v-%v through %v: one blocking hexside at the juncture blocked", tr.From, tr.To, v)
	}
	undo()
	undo = wall(sides[0], sides[1])
	if b.sightAfresh(tr.From, tr.To, 4) {
		t.Errorf("%v-%v through the juncture %v of two blocking hexsides is not blocked", tr.From, tr.To, v)
	}
	undo()
	undo = wall(sides[0])
	var third hexmap.Hex
	for _, h := range v.Hexes() {
		if h != tr.From && h != tr.To {
			third = h
		}
	}
	i, _ := b.grid.Index(third)
	was := b.cells[i]
	b.cells[i] = b.tec["woods"]
	if b.sightAfresh(tr.From, tr.To, 4) {
		t.Errorf("%v-%v through the juncture %v of a blocking hexside and blocking hex %v is not blocked", tr.From, tr.To, v, third)
	}
	b.cells[i] = was
	undo()
	// The map's streams block once the TEC says so: 0513/s lies between
	// 0512 and 0515.
	a, c := hx("0512"), hx("0515")
	if !b.sightAfresh(a, c, 4) {
		t.Fatalf("%v-%v blocked with the stand-in TEC", a, c)
	}
	st := b.tec["stream"]
	st.Blocks = true
	b.tec["stream"] = st
	if b.sightAfresh(a, c, 4) {
		t.Errorf("%v-%v crosses a blocking stream and is not blocked", a, c)
	}
}
