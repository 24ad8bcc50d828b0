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
		if got := b.lineOfSight(a, e, 4); got != c.sees {
			t.Errorf("LoS %v (level %d) over %v (%d) to %v (%d) = %v, want %v", a, c.la, m, c.lm, e, c.lc, got, c.sees)
		}
		if got := b.lineOfSight(e, a, 4); got != c.sees {
			t.Errorf("LoS is not symmetric from %v to %v", e, a)
		}
	}
	a, _, e, ok := find(0, 1, 0)
	if !ok {
		t.Fatal("no valley-hill-valley column")
	}
	b.level = nil // what `rule los-levels off` gives
	if !b.lineOfSight(a, e, 4) {
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
