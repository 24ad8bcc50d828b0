package risorgimento

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// grid is a map of 003's numbering: flat-topped columns, the odd columns
// half a hex lower, which is what the examples of 6.23 (M2403, M2502),
// 5.25 (S2218, S2117), 7.54 (S3732, S3831) and 7.52 (4609, 4507, 4408)
// need (facts note, section (b)).
var grid = hexmap.Grid{FirstCol: 1, LastCol: 60, FirstRow: 1, LastRow: 60, Orientation: hexmap.FlatTop, Shifted: hexmap.Odd}

func hx(t testing.TB, s string) hexmap.Hex {
	t.Helper()
	h, err := hexmap.ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func charts(t testing.TB) *Tables {
	t.Helper()
	tb, err := StandIn()
	if err != nil {
		t.Fatalf("stand-in tables: %v", err)
	}
	return tb
}

func newMap() *Map { return NewMap(grid) }

// faces is a dice.Roller that hands out d10 faces 0..9 in order, recorded
// as an ordinary d10 would be (face 0 as 10).
type faces struct {
	t    testing.TB
	next []int
	asks []string
}

func roll(t testing.TB, f ...int) *faces { return &faces{t: t, next: f} }

func (f *faces) Roll(sides int, purpose string) int {
	if sides != 10 {
		f.t.Fatalf("rolled d%d for %q: the game has one d10 (2.3)", sides, purpose)
	}
	if len(f.next) == 0 {
		f.t.Fatalf("no face left for %q", purpose)
	}
	v := f.next[0]
	f.next = f.next[1:]
	f.asks = append(f.asks, purpose)
	if v == 0 {
		return 10
	}
	return v
}

func (f *faces) done() {
	f.t.Helper()
	if len(f.next) != 0 {
		f.t.Errorf("faces left unrolled: %v", f.next)
	}
}

func inf(id, brigade string, cohesion int) Unit {
	return Unit{ID: id, Kind: Infantry, Brigade: brigade, Cohesion: cohesion, MA: 6}
}

func none(hexmap.Hex) bool { return false }

func in(hs ...hexmap.Hex) func(hexmap.Hex) bool {
	return func(h hexmap.Hex) bool {
		for _, x := range hs {
			if x == h {
				return true
			}
		}
		return false
	}
}

// txt is s as a unit's hex, entry or facing (shortText).
func txt(s string) shortText {
	t, ok := textOf(s)
	if !ok {
		panic("txt: " + s + " is longer than four bytes")
	}
	return t
}
