package selfplay

import "testing"

// TestTally: files are counted per side per game turn played; a game with
// no turn counts nothing rather than dividing by zero; Add sums games.
func TestTally(t *testing.T) {
	var empty Tally
	if empty.OrdersPerSideTurn() != 0 || empty.ReportsPerSideTurn() != 0 {
		t.Fatalf("an empty tally: %+v", empty)
	}
	a := Tally{Sides: 2, Reports: 6}
	for _, turn := range []int{1, 1, 1, 2, 2, 3} { // turn 1: one file asked mid-turn
		a.sent(turn)
	}
	if a.Turns != 3 || a.Orders != 6 || a.OrdersPerSideTurn() != 1 || a.ReportsPerSideTurn() != 1 {
		t.Fatalf("tally %+v", a)
	}
	b := Tally{Sides: 2, Turns: 1, Orders: 4, Reports: 2}
	if s := a.Add(b); s.Turns != 4 || s.Orders != 10 || s.OrdersPerSideTurn() != 1.25 {
		t.Fatalf("sum %+v", s)
	}
}
