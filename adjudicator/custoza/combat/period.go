package combat

import "fmt"

// Period is the light of a Game Turn on the Turn Record Track (22.4).
type Period string

const (
	Day      Period = "day"
	Dawn     Period = "dawn"
	Twilight Period = "twilight"
	Night    Period = "night"
)

// parsePeriod reads a period name.
func parsePeriod(s string) (Period, error) {
	switch p := Period(s); p {
	case Day, Dawn, Twilight, Night:
		return p, nil
	}
	return "", fmt.Errorf("period %q: want day, dawn, twilight or night", s)
}

// FireAllowed: "During Night GTs ... no Fire is allowed" (22.4).
func (p Period) FireAllowed() bool { return p != Night }

// AttacksAllowed: at night "no Assault/Charge can be declared" (22.4).
func (p Period) AttacksAllowed() bool { return p != Night }

// EnterEZoRAllowed: at night "no unit can enter an EZoR" (22.4).
func (p Period) EnterEZoRAllowed() bool { return p != Night }

// MaxLoS is the longest line of sight in hexes, 0 for no limit beyond the
// rules': "At Dawn and Twilight, the Line of Sight is reduced to 3 hexes
// maximum" (22.4).
func (p Period) MaxLoS() int {
	if p == Dawn || p == Twilight {
		return 3
	}
	return 0
}
