package hexmap

import (
	"math/rand/v2"
	"testing"
)

func TestDistanceKnown(t *testing.T) {
	for _, tc := range []struct {
		g    Grid
		a, b string
		want int
	}{
		{flatOdd, "0505", "0505", 0},
		{flatOdd, "0505", "0606", 1},
		{flatOdd, "0505", "0509", 4},
		{flatOdd, "0505", "0705", 2},
		{flatOdd, "0505", "1005", 5}, // zigzag east along one row
		{flatOdd, "0505", "0902", 5},
		{flatOdd, "0101", "0601", 5},
		{flatOdd, "0101", "0104", 3},
		{flatOdd, "0102", "0301", 2},
		{flatOdd, "0102", "0201", 2},  // 0102 sits lower than 0202: 0201 is two away
		{flatEven, "0102", "0201", 1}, // 0102 sits higher than 0202: 0201 is its ne
		{flatOdd, "0101", "6034", 62}, // 59 column steps cover 29 1/2 rows; 3 more down
		{pointyOdd, "0505", "1005", 5},
		{pointyOdd, "0505", "0510", 5},
		{pointyOdd, "0505", "0515", 10},
	} {
		if got := tc.g.Distance(hx(t, tc.a), hx(t, tc.b)); got != tc.want {
			t.Errorf("%v/%v Distance(%s, %s) = %d; want %d", tc.g.Orientation, tc.g.Shifted, tc.a, tc.b, got, tc.want)
		}
	}
}

func TestDistanceProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, gc := range allGrids {
		g := gc.g
		all := g.Hexes()
		pick := func() Hex { return all[r.IntN(len(all))] }
		for range 3000 {
			a, b, c := pick(), pick(), pick()
			ab, ba := g.Distance(a, b), g.Distance(b, a)
			if ab != ba {
				t.Fatalf("%s: not symmetric %v %v: %d %d", gc.name, a, b, ab, ba)
			}
			if (ab == 0) != (a == b) {
				t.Fatalf("%s: zero distance %v %v", gc.name, a, b)
			}
			if ac, cb := g.Distance(a, c), g.Distance(c, b); ab > ac+cb {
				t.Fatalf("%s: triangle %v %v %v: %d > %d+%d", gc.name, a, b, c, ab, ac, cb)
			}
			if g.Line(a, b).Steps == nil {
				t.Fatal("no steps")
			}
		}
	}
}

// The distance is the fewest steps between neighbours (breadth-first).
func TestDistanceIsFewestSteps(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		from := hx(t, "1717")
		dist := map[Hex]int{from: 0}
		queue := []Hex{from}
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			if dist[h] == 8 {
				continue
			}
			for i := 0; i < 6; i++ {
				n := g.step(h, i)
				if _, seen := dist[n]; !seen {
					dist[n] = dist[h] + 1
					queue = append(queue, n)
				}
			}
		}
		for h, d := range dist {
			if got := g.Distance(from, h); got != d {
				t.Fatalf("%s: Distance(%v, %v) = %d; want %d", gc.name, from, h, got, d)
			}
		}
	}
}

// Custoza 8.2: "Artillery Range is 5 hexes maximum (4 intervening hexes)".
func TestRange_Custoza8_2(t *testing.T) {
	g := flatOdd
	gun := hx(t, "0505")
	for _, tc := range []struct {
		target      string
		intervening int
		inRange     bool
	}{
		{"0506", 0, true},
		{"0510", 4, true},
		{"0511", 5, false},
		{"1005", 4, true},
		{"1105", 5, false},
	} {
		target := hx(t, tc.target)
		if got := g.Intervening(gun, target); got != tc.intervening {
			t.Errorf("Intervening(%v, %v) = %d; want %d", gun, target, got, tc.intervening)
		}
		if got := g.InRange(gun, target, 5); got != tc.inRange {
			t.Errorf("InRange(%v, %v, 5) = %v", gun, target, got)
		}
		if got := g.InRangeIntervening(gun, target, 4); got != tc.inRange {
			t.Errorf("InRangeIntervening(%v, %v, 4) = %v", gun, target, got)
		}
	}
	if g.Intervening(gun, gun) != 0 {
		t.Error("Intervening to itself")
	}
}

func TestRingAround(t *testing.T) {
	g := flatOdd
	h := hx(t, "1010")
	if got := len(g.Ring(h, 0)); got != 1 {
		t.Errorf("ring 0: %d", got)
	}
	for n := 1; n <= 5; n++ {
		if got := len(g.Ring(h, n)); got != 6*n {
			t.Errorf("ring %d: %d hexes", n, got)
		}
		if got := len(g.Around(h, n)); got != 1+3*n*(n+1) {
			t.Errorf("around %d: %d hexes", n, got)
		}
	}
	if got := hexList(g.Around(hx(t, "0101"), 1)); got != "0101 0102 0201 0202" {
		t.Errorf("around the corner: %v", got)
	}
	if g.Around(h, -1) != nil {
		t.Error("negative radius")
	}
}
