package hexmap

import (
	"errors"
	"testing"
)

// A move lists every hex entered (docs/design.md, "Order files"): PathCost
// checks it and adds up its cost.
func TestPathCost(t *testing.T) {
	g := flatOdd
	road, _ := g.HexsideBetween(hx(t, "0505"), hx(t, "0605"))
	enemy := hx(t, "0507")
	ezoc := hx(t, "0406")
	cost := func(_, to Hex, side Hexside) (Cost, bool) {
		if to == enemy {
			return 0, false
		}
		if side == road {
			return Half, true
		}
		return MP, true
	}
	link := Link{From: hx(t, "0605"), To: hx(t, "0805"), Cost: MP}
	opts := PathOptions{Links: []Link{link}, Stop: func(h Hex) bool { return h == ezoc }}
	for _, tc := range []struct {
		path   []string
		want   Cost
		reason PathErrorReason
		index  int
		msg    string
	}{
		{[]string{"0505"}, 0, 0, 0, ""},
		{[]string{"0505", "0605", "0705"}, MP + Half, 0, 0, ""},
		{[]string{"0505", "0605", "0805"}, MP + Half, 0, 0, ""}, // by the link
		{[]string{"0505", "0406"}, MP, 0, 0, ""},                // may enter the EZOC
		{[]string{"0505", "0406", "0407"}, MP, MustStop, 2, "must stop in 0406; cannot go on to 0407"},
		{[]string{"0505", "0506", "0507"}, MP, Forbidden, 2, "cannot move from 0506 into 0507"},
		{[]string{"0505", "0507"}, 0, NotAdjacent, 1, "0507 is not next to 0505"},
		{[]string{"0101", "0100"}, 0, NotOnMap, 1, "hex 0100 is not on the map"},
		{[]string{"0100"}, 0, NotOnMap, 0, "hex 0100 is not on the map"},
		{nil, 0, NotOnMap, -1, "empty path"},
		{[]string{"0000"}, 0, NotOnMap, 0, "hex 0000 is not on the map"},
	} {
		got, err := g.PathCost(hexes(t, tc.path...), cost, opts)
		if got != tc.want {
			t.Errorf("%v: cost %v; want %v", tc.path, got, tc.want)
		}
		if tc.reason == 0 {
			if err != nil {
				t.Errorf("%v: %v", tc.path, err)
			}
			continue
		}
		var pe *PathError
		if !errors.As(err, &pe) || pe.Reason != tc.reason || pe.Index != tc.index || err.Error() != tc.msg {
			t.Errorf("%v: error %v (%+v); want reason %d at %d: %q", tc.path, err, pe, tc.reason, tc.index, tc.msg)
		}
	}
	if (&PathError{}).Error() == "" {
		t.Error("no message")
	}
}

// The cheapest path found by CheapestPath costs what PathCost says.
func TestPathCostAgreesWithSearch(t *testing.T) {
	g := flatOdd
	cost := func(from, to Hex, _ Hexside) (Cost, bool) {
		return Cost(1 + (to.Col*7+to.Row*3+from.Row)%9), true
	}
	for _, to := range hexes(t, "0101", "3017", "6034", "4502") {
		p, c, ok := g.CheapestPath(hx(t, "2020"), to, cost, PathOptions{})
		if !ok {
			t.Fatal(to)
		}
		if got, err := g.PathCost(p, cost, PathOptions{}); err != nil || got != c {
			t.Errorf("%v: PathCost %v, %v; search %v", to, got, err, c)
		}
	}
}
