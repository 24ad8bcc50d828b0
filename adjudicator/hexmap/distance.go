package hexmap

// Distance is the number of hexes from a to b, counting b but not a:
// adjacent hexes are 1 apart, a hex is 0 from itself. This is the range the
// rules count "from the firing hex (excluded) to the target hex (included)"
// (Risorgimento 7.13, Tolentino 11.2).
func (g Grid) Distance(a, b Hex) int {
	return axialDistance(g.toAxial(a), g.toAxial(b))
}

func axialDistance(a, b axial) int {
	dq := a.q - b.q
	dr := a.r - b.r
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Intervening is the number of hexes strictly between a and b on a
// shortest route: Distance-1, or 0 for the same or adjacent hexes.
//
// The rules phrase ranges both ways. "Range is 5 hexes maximum (4
// intervening hexes)" (Custoza 8.2) is Distance <= 5, that is Intervening
// <= 4; "within 9 hexes (8 intervening)" (Custoza 16.8) is Distance <= 9;
// "retreat away (two hexes intervening)" (Custoza 10.5) ends at Distance 3.
func (g Grid) Intervening(a, b Hex) int {
	if d := g.Distance(a, b); d > 1 {
		return d - 1
	}
	return 0
}

// InRange reports whether b is at most n hexes from a ("n hexes maximum").
func (g Grid) InRange(a, b Hex, n int) bool { return g.Distance(a, b) <= n }

// InRangeIntervening reports whether at most k hexes lie between a and b
// ("k intervening hexes"), the same as InRange(a, b, k+1).
func (g Grid) InRangeIntervening(a, b Hex, k int) bool { return g.Distance(a, b) <= k+1 }

// Ring lists the on-map hexes exactly n hexes from h, in printed-id order.
func (g Grid) Ring(h Hex, n int) []Hex {
	return g.ball(h, n, n)
}

// Around lists the on-map hexes at most n hexes from h (h included), in
// printed-id order.
func (g Grid) Around(h Hex, n int) []Hex {
	return g.ball(h, 0, n)
}

func (g Grid) ball(h Hex, min, max int) []Hex {
	var out []Hex
	if max < 0 {
		return nil
	}
	// Columns and rows of hexes within max lie within max of h's.
	for c := h.Col - max; c <= h.Col+max; c++ {
		for r := h.Row - max - 1; r <= h.Row+max+1; r++ {
			x := Hex{c, r}
			if !g.Contains(x) {
				continue
			}
			if d := g.Distance(h, x); d >= min && d <= max {
				out = append(out, x)
			}
		}
	}
	return out
}
