package saves

import (
	"math"
	"testing"
)

// TestGlicko2GlickmanExample is the worked example of Glickman's "Example
// of the Glicko-2 system": a player rated 1500 (RD 200, volatility 0.06)
// beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300),
// with τ = 0.5. The paper gives r' = 1464.06, RD' = 151.52, σ' = 0.05999;
// docs/standings.md shows the same numbers. The paper rounds each step to
// four decimals (μ' = −0.2069, hence 1464.06); unrounded, r' is 1464.0507,
// so the rating is held to the paper's last digit, ±0.01, and σ' to its
// five decimals.
func TestGlicko2GlickmanExample(t *testing.T) {
	p := Glicko2{Rating: 1500, RD: 200, Volatility: 0.06}
	got := p.Update([]GlickoGame{
		{Opponent: Glicko2{Rating: 1400, RD: 30, Volatility: 0.06}, Score: 1},
		{Opponent: Glicko2{Rating: 1550, RD: 100, Volatility: 0.06}, Score: 0},
		{Opponent: Glicko2{Rating: 1700, RD: 300, Volatility: 0.06}, Score: 0},
	}, 0.5)
	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"RD", got.RD, 151.52, 0.005},
		{"volatility", got.Volatility, 0.05999, 0.00001},
	} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s: got %.6f, want %.5f (±%g)", c.name, c.got, c.want, c.tol)
		}
	}
	if mu := (got.Rating - 1500) / 173.7178; math.Abs(mu-(-0.2069)) > 0.00005 {
		t.Errorf("mu' = %.6f, the paper gives -0.2069", mu)
	}
}

// A player who does not play in a period keeps rating and volatility; only
// the deviation grows (step 6 of the paper).
func TestGlicko2IdlePeriodWidensRD(t *testing.T) {
	p := Glicko2{Rating: 1600, RD: 100, Volatility: 0.06}
	got := p.Update(nil, GlickoTau)
	want := 173.7178 * math.Sqrt(math.Pow(100/173.7178, 2)+0.06*0.06)
	if got.Rating != 1600 || got.Volatility != 0.06 || math.Abs(got.RD-want) > 1e-9 {
		t.Fatalf("got %+v, RD want %f", got, want)
	}
}

// A win against an equal raises the rating and a loss lowers it by the
// same amount; both deviations shrink from 350.
func TestGlicko2FirstGameIsSymmetric(t *testing.T) {
	a, b := NewGlicko2(), NewGlicko2()
	wa := a.Update([]GlickoGame{{Opponent: b, Score: 1}}, GlickoTau)
	lb := b.Update([]GlickoGame{{Opponent: a, Score: 0}}, GlickoTau)
	if wa.Rating <= 1500 || math.Abs((wa.Rating-1500)-(1500-lb.Rating)) > 1e-9 || wa.RD >= 350 || wa.RD != lb.RD {
		t.Fatalf("winner %+v loser %+v", wa, lb)
	}
}

func BenchmarkGlicko2Update(b *testing.B) {
	p := Glicko2{Rating: 1500, RD: 200, Volatility: 0.06}
	games := []GlickoGame{{Opponent: Glicko2{Rating: 1400, RD: 30}, Score: 1}, {Opponent: Glicko2{Rating: 1700, RD: 300}, Score: 0}}
	for b.Loop() {
		p.Update(games, GlickoTau)
	}
}
