package selfplay

import "github.com/mincio/mincio/adjudicator"

// Tally counts what a game cost its players: the order files they sent
// and the reports written for them, against the game turns played. The
// bar is one order file per side per game turn (docs/design.md, "A game
// turn in one mail").
type Tally struct {
	Sides   int
	Turns   int // game turns in which an order file was sent
	Orders  int // order files sent, all sides
	Reports int // reports written for the sides, all sides
	last    int // the game turn of the last file counted
}

// sent counts one order file for game turn turn (turns only go forward).
func (t *Tally) sent(turn int) {
	t.Orders++
	if turn != t.last {
		t.Turns++
		t.last = turn
	}
}

// OrdersPerSideTurn is the order files per side per game turn.
func (t Tally) OrdersPerSideTurn() float64 { return t.per(t.Orders) }

// ReportsPerSideTurn is the reports per side per game turn.
func (t Tally) ReportsPerSideTurn() float64 { return t.per(t.Reports) }

func (t Tally) per(n int) float64 {
	if t.Sides == 0 || t.Turns == 0 {
		return 0
	}
	return float64(n) / float64(t.Sides*t.Turns)
}

// Add sums the tallies of two games of the same scenario.
func (t Tally) Add(u Tally) Tally {
	return Tally{Sides: max(t.Sides, u.Sides), Turns: t.Turns + u.Turns, Orders: t.Orders + u.Orders, Reports: t.Reports + u.Reports}
}

// turnOf is the game turn a file answering d is for.
func turnOf(d adjudicator.Decision, v adjudicator.View) int {
	if d.Turn > 0 {
		return d.Turn
	}
	return v.Turn
}
