package saves

import "math"

// Glicko-2, as published by Mark E. Glickman, "Example of the Glicko-2
// system" (Boston University, 2013): docs/standings.md gives the
// parameters mincio uses and a worked example, which
// TestGlicko2GlickmanExample checks against the paper's values.

// Glicko2 is one player's rating on the Glicko-1 scale (Rating, RD) with
// its volatility.
type Glicko2 struct {
	Rating     float64
	RD         float64
	Volatility float64
}

// Glicko-2 parameters (docs/standings.md, "The rating").
const (
	GlickoInitialRating     = 1500
	GlickoInitialRD         = 350
	GlickoInitialVolatility = 0.06
	// GlickoTau constrains the change in volatility; Glickman suggests
	// 0.3 to 1.2 and uses 0.5 in his example.
	GlickoTau = 0.5
	// glickoScale converts between the Glicko-1 and Glicko-2 scales (step 2).
	glickoScale = 173.7178
	// glickoEpsilon is the convergence tolerance of step 5.
	glickoEpsilon = 0.000001
)

// NewGlicko2 is the rating of a player who has not played yet.
func NewGlicko2() Glicko2 {
	return Glicko2{Rating: GlickoInitialRating, RD: GlickoInitialRD, Volatility: GlickoInitialVolatility}
}

// GlickoGame is one game of a rating period, from the rated player's side:
// the opponent's rating before the period and the score (1 win, ½ draw, 0
// loss).
type GlickoGame struct {
	Opponent Glicko2
	Score    float64
}

// Update rates a player over one rating period in which they played games
// (steps 2 to 8 of the paper); with no games only the deviation grows
// (step 6's φ* alone).
func (p Glicko2) Update(games []GlickoGame, tau float64) Glicko2 {
	mu := (p.Rating - GlickoInitialRating) / glickoScale // step 2
	phi := p.RD / glickoScale
	if len(games) == 0 {
		return Glicko2{Rating: p.Rating, RD: glickoScale * math.Sqrt(phi*phi+p.Volatility*p.Volatility), Volatility: p.Volatility}
	}
	var vInv, sum float64 // steps 3 and 4
	for _, g := range games {
		muJ := (g.Opponent.Rating - GlickoInitialRating) / glickoScale
		gJ := glickoG(g.Opponent.RD / glickoScale)
		e := glickoE(mu, muJ, gJ)
		vInv += gJ * gJ * e * (1 - e)
		sum += gJ * (g.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	sigma := glickoVolatility(phi, v, delta, p.Volatility, tau) // step 5
	phiStar := math.Sqrt(phi*phi + sigma*sigma)                 // step 6
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)            // step 7
	muNew := mu + phiNew*phiNew*sum
	return Glicko2{Rating: glickoScale*muNew + GlickoInitialRating, RD: glickoScale * phiNew, Volatility: sigma} // step 8
}

func glickoG(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func glickoE(mu, muJ, gJ float64) float64 { return 1 / (1 + math.Exp(-gJ*(mu-muJ))) }

// glickoVolatility is step 5: the new volatility by the Illinois algorithm,
// as the paper gives it.
func glickoVolatility(phi, v, delta, sigma, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > glickoEpsilon {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
