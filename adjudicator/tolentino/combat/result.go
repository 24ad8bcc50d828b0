package combat

import "fmt"

// Code is a result of the Combat Results Table (12.5.4).
type Code string

// The results of 12.5.4, plus NoAssault for an assault that did not take
// place because every attacking unit failed its pre-shock check (12.2.2).
const (
	AE Code = "AE" // attacker eliminated (12.8)
	AD Code = "AD" // attacker disordered
	NE Code = "NE" // no effect; under Attack orders the attacker may press on
	EX Code = "EX" // exchange
	DD Code = "DD" // defender disordered
	DR Code = "DR" // defender retreats 1 hex, then disordered or routed
	DE Code = "DE" // defender eliminated (12.8)

	NoAssault Code = "none"
)

// crtCodes lists the CRT results from worst to best for the attacker: the
// order the stand-in table keeps monotonic in odds and die roll. EX is
// better for the attacker than NE (under Attack orders he may roll to turn
// NE into EX, 12.5.4) and worse than DR (the defender may turn DR into EX,
// 10.1.1, 10.5.3); DD, where the defender keeps the hex, ranks below DR.
var crtCodes = []Code{AE, AD, NE, EX, DD, DR, DE}

// ParseCode reads a CRT cell ("Ex" is accepted for EX, as 12.5.4 writes it).
func ParseCode(s string) (Code, error) {
	if s == "Ex" {
		return EX, nil
	}
	for _, c := range crtCodes {
		if string(c) == s {
			return c, nil
		}
	}
	return "", fmt.Errorf("%q is not a combat result (want AE AD NE EX DD DR DE)", s)
}

// Rank orders the CRT results from 0 (AE, worst for the attacker) to 6
// (DE); -1 for anything else.
func (c Code) Rank() int {
	for i, x := range crtCodes {
		if x == c {
			return i
		}
	}
	return -1
}

// Valid reports whether c is a CRT result or NoAssault.
func (c Code) Valid() bool { return c == NoAssault || c.Rank() >= 0 }

// Explain is the text of 12.5.4 for c, for reports.
func (c Code) Explain() string {
	switch c {
	case AE:
		return "attacker eliminated: all attacking units are eliminated (12.8)"
	case DE:
		return "defender eliminated: all defending units are eliminated (12.8)"
	case AD:
		return "attacker disordered: all attacking units are disordered"
	case DD:
		return "defender disordered: all defending units are disordered"
	case NE:
		return "no effect; attackers under Attack orders may check efficiency: pass treats it as EX, fail as AD"
	case EX:
		return "exchange: the attacker loses a unit, the defender units of at least as many SP; all others check efficiency, failing units are disordered"
	case DR:
		return "defender retreats 1 hex and checks efficiency: pass disordered, fail routed (in town or fortified position the defender may test to make it EX)"
	case NoAssault:
		return "no assault: every attacking unit failed its pre-shock check (12.2.2)"
	}
	return "unknown result"
}

// UnitEffect is what a result does to one unit; the engine applies it.
type UnitEffect struct {
	ID       string
	Attacker bool
	// Eliminated (12.8). Permanent when the unit was already reduced or
	// has no reduced side; otherwise it is turned to its reduced side and
	// returns after ReturnAfter turns (1 in command, 2 out of command).
	Eliminated  bool
	Permanent   bool
	ReturnAfter int
	// Disorder is the number of Disorganization levels received; Status
	// is the unit's cohesion after them (15.1.1).
	Disorder int
	Status   Status
	// Retreat is the number of hexes the unit must retreat: 1 (12.6,
	// 11.1, 14.1) or 2 when it routs as a result of combat (15.2.1). The
	// engine picks the path (12.6.1-12.6.3 apply there).
	Retreat int
	// Moved: horse artillery turned to its Moved side (14.1).
	Moved bool
	Why   string // the rule and reason, for reports
}

// Advance is who may advance after combat into which vacated hexes
// (12.7).
type Advance struct {
	Side  Side
	Hexes []string // the vacated hexes
	// Units that may advance: participants, not artillery, not disordered
	// or routed after the result, not eliminated or retreating (12.7.1).
	// Only one of them may advance (12.7.2) ...
	Units []string
	// ... unless a leader of the side is in the unit's hex and advances
	// with it: then every combat unit of that hex may advance (12.7.3).
	LeaderHexes []string
}

// Effects is everything the engine applies after a result.
type Effects struct {
	Units []UnitEffect // attackers then defenders, in input order
	// ArtilleryLost lists the hexes whose combat units were all eliminated
	// or retreated: artillery stacked there is eliminated (11.1). Defending
	// artillery given in the assault also has its own UnitEffect.
	ArtilleryLost []string
	Advances      []Advance
}
