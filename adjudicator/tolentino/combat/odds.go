package combat

import (
	"fmt"
	"strconv"
)

// Ratio is an odds ratio as printed on the CRT: 3-1 is {3, 1}, 1-4 is
// {1, 4}. One of the two numbers is always 1.
type Ratio struct{ A, D int }

// The CRT's columns run from 1-5 to 6-1 (12.4.2, 12.4.3). Levels number
// the ratios in order: 1-5 is 0, 1-1 is 4, 6-1 is 9, 8-1 is 11; worse
// than 1-5 is negative.
const (
	MinLevel = 0 // 1-5
	MaxLevel = 9 // 6-1
)

// Odds simplifies attackSP to defenseSP to a CRT ratio, always rounding in
// favour of the defender (12.5.1, which overrides the nearest-number
// rounding of 1.4): 13 to 4 is 3.25 to 1, so 3-1; 4 to 13 is 1 to 3.25,
// so 1-4. Ratios above 6-1 and below 1-5 are returned as they are (see
// [Ratio.Level]).
func Odds(attackSP, defenseSP int) (Ratio, error) {
	if attackSP <= 0 || defenseSP <= 0 {
		return Ratio{}, fmt.Errorf("odds %d to %d: both strengths must be positive (12.5.1)", attackSP, defenseSP)
	}
	if attackSP >= defenseSP {
		return Ratio{attackSP / defenseSP, 1}, nil
	}
	return Ratio{1, (defenseSP + attackSP - 1) / attackSP}, nil
}

// Level places r on the odds scale: 1-5 is 0, 1-1 is 4, 6-1 is 9; each
// step is one column (or one column shift).
func (r Ratio) Level() int {
	if r.D > 1 {
		return 5 - r.D
	}
	return r.A + 3
}

// RatioAt is the ratio at a level of the odds scale.
func RatioAt(level int) Ratio {
	if level >= 4 {
		return Ratio{level - 3, 1}
	}
	return Ratio{1, 5 - level}
}

func (r Ratio) String() string { return strconv.Itoa(r.A) + "-" + strconv.Itoa(r.D) }

// Columns are the CRT's column keys, 1-5 to 6-1.
func Columns() []string {
	out := make([]string, 0, MaxLevel-MinLevel+1)
	for l := MinLevel; l <= MaxLevel; l++ {
		out = append(out, RatioAt(l).String())
	}
	return out
}

// Column is where executed odds fall on the CRT (12.4.2, 12.4.3).
type Column struct {
	Executed Ratio // the odds after terrain shifts
	// AutoAE: worse than 1-5; the attack is automatically AE, no die is
	// rolled (12.4.2).
	AutoAE bool
	Key    string // the CRT column used ("6-1"); "" when AutoAE
	// Extra is the +1 DRM per level above 6-1 (12.4.3): 8-1 is the 6-1
	// column with +2.
	Extra int
}

// ColumnFor places odds, after a column shift to the left (terrain, 10.3.1
// …), on the CRT.
func ColumnFor(odds Ratio, shiftLeft int) Column {
	lvl := odds.Level() - shiftLeft
	c := Column{Executed: RatioAt(lvl)}
	switch {
	case lvl < MinLevel:
		c.AutoAE = true
	case lvl > MaxLevel:
		c.Key, c.Extra = RatioAt(MaxLevel).String(), lvl-MaxLevel
	default:
		c.Key = c.Executed.String()
	}
	return c
}

// StrengthLine is one unit's contribution to a side's total.
type StrengthLine struct {
	ID     string
	SP     int    // printed
	Factor string // "", "x2" (charge, 14.2) or "/2" (cavalry in woods, 10.6)
	Why    string
}

// sideStrength totals a side's combat strength (12.4.1, 12.5.1):
// artillery does not count (11.0.1), charging cavalry doubles (14.2, not
// cumulative with 14.0.1), cavalry in woods is halved unless under
// Maneuver orders (10.6, 5.1.4). The halved SP of a side are added up and
// rounded once to the nearest whole number, halves up (1.4).
func sideStrength(units []Unit, combatTerrain string, t *Tables) (int, []StrengthLine) {
	whole, halved := 0, 0
	var lines []StrengthLine
	for _, u := range units {
		l := StrengthLine{ID: u.ID, SP: u.SP}
		switch {
		case u.Type.IsArtillery():
			l.Factor, l.Why = "x0", "11.0.1: artillery is not considered for combat"
		case u.Charging:
			whole += 2 * u.SP
			l.Factor, l.Why = "x2", "14.2: charging cavalry"
		case u.Type == Cavalry && u.Order != ManeuverOrder && (t.terrain(u.terrain()).CavalryHalved || t.terrain(combatTerrain).CavalryHalved):
			halved += u.SP
			l.Factor, l.Why = "/2", "10.6: cavalry combat in woods"
		default:
			whole += u.SP
		}
		lines = append(lines, l)
	}
	return whole + (halved+1)/2, lines
}
