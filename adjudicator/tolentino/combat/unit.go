package combat

import "fmt"

// Type is a combat unit's arm.
type Type string

// The arms the rules distinguish. Horse artillery is artillery with 5 or 6
// MP (11); the engine decides which counters are horse artillery.
const (
	Infantry       Type = "inf"
	Cavalry        Type = "cav"
	Artillery      Type = "art"
	HorseArtillery Type = "hart"
)

// IsArtillery reports whether t is foot or horse artillery. Artillery takes
// part in combat only by bombarding (11.0.1).
func (t Type) IsArtillery() bool { return t == Artillery || t == HorseArtillery }

// Order is a formation's (or unit's) order (5.1).
type Order string

// The four orders of 5.1.
const (
	AdvanceOrder  Order = "advance"
	AttackOrder   Order = "attack"
	DefenseOrder  Order = "defense"
	ManeuverOrder Order = "maneuver"
)

// Status is a unit's cohesion: good order, disordered (15.1) or routed
// (15.2).
type Status int

// Cohesion levels; each Disorganization level moves a unit one step down
// (15.1.1: a disordered unit that is disordered again routs).
const (
	Good Status = iota
	Disordered
	Routed
)

func (s Status) String() string {
	switch s {
	case Good:
		return "good order"
	case Disordered:
		return "disordered"
	case Routed:
		return "routed"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// worsen applies n Disorganization levels (13.1.3, 15.1.1). A routed unit
// stays routed: the text gives no level below rout.
func (s Status) worsen(n int) Status {
	s += Status(n)
	if s > Routed {
		s = Routed
	}
	return s
}

// Unit is one combat unit as the combat rules see it.
type Unit struct {
	ID   string // short counter id, unique in the combat
	Name string // as printed on the counter; used in roll purposes (ID if empty)
	Hex  string // the hex it is in, as printed on the map ("1112")
	Type Type
	SP   int // strength points of the side face up (2.1)
	// Efficiency is the printed efficiency rating (13).
	Efficiency int
	// Morale is the Neapolitan morale counter on the unit, -2..+2 (13.3);
	// 0 when it has none.
	Morale int
	Order  Order
	Status Status
	// Reduced: the unit shows its reduced side; NoReducedSide: it has none.
	// Either makes an elimination permanent (12.8).
	Reduced, NoReducedSide bool
	// OutOfCommand: the unit is out of command (4.3); an eliminated unit
	// then returns two turns later instead of one (12.8).
	OutOfCommand bool
	// WithOfficer: the unit is stacked with its formation leader or the
	// Army Commander, for the -1 DRM on efficiency checks (13.2).
	WithOfficer bool
	// Charging: a cavalry unit with a Charge counter (14.2).
	Charging bool
	// Moved: artillery on its Moved side (3.1 B3, 11).
	Moved bool
	// Terrain is the terrain of the unit's hex that counts for this
	// combat, a row of the terrain-combat table. When a hex has several
	// terrains the inactive player chooses (10); the engine passes the
	// choice. Empty means clear.
	Terrain string
}

func (u Unit) label() string {
	if u.Name != "" {
		return u.Name
	}
	return u.ID
}

// EffectiveEfficiency is the efficiency with the Neapolitan morale counter
// applied: never below one (13.3).
func (u Unit) EffectiveEfficiency() int {
	return max(1, u.Efficiency+u.Morale)
}

// inCover: a unit has the defensive advantages of woods and fortified
// positions only with a Defense order (10.5, 10.6, 10.7).
func (u Unit) inCover() bool { return u.Order == DefenseOrder }

func (u Unit) terrain() string {
	if u.Terrain == "" {
		return "clear"
	}
	return u.Terrain
}

// Leader is a leader counter in a hex that takes part in a combat or a
// bombardment.
type Leader struct {
	Name      string
	Hex       string
	Defending bool // on the defender's side of the assault
}

// Side names one side of an assault.
type Side string

// The two sides of an assault, and "nobody".
const (
	NoSide       Side = ""
	AttackerSide Side = "attacker"
	DefenderSide Side = "defender"
)

func validUnit(u Unit) error {
	switch {
	case u.ID == "":
		return fmt.Errorf("a unit has no id")
	case u.Hex == "":
		return fmt.Errorf("unit %s has no hex", u.ID)
	case u.Type != Infantry && u.Type != Cavalry && !u.Type.IsArtillery():
		return fmt.Errorf("unit %s: unknown type %q (want inf, cav, art or hart)", u.ID, u.Type)
	case u.SP < 0 || u.SP > 99:
		return fmt.Errorf("unit %s: SP %d out of range 0..99", u.ID, u.SP)
	case u.Efficiency < 0 || u.Efficiency > 9:
		return fmt.Errorf("unit %s: efficiency %d out of range 0..9", u.ID, u.Efficiency)
	case u.Morale < -2 || u.Morale > 2:
		return fmt.Errorf("unit %s: morale %+d out of range -2..+2 (13.3)", u.ID, u.Morale)
	case u.Status < Good || u.Status > Routed:
		return fmt.Errorf("unit %s: unknown status %d", u.ID, int(u.Status))
	case u.Charging && u.Type != Cavalry:
		return fmt.Errorf("unit %s: only cavalry charges (14.2)", u.ID)
	}
	switch u.Order {
	case AdvanceOrder, AttackOrder, DefenseOrder, ManeuverOrder:
		return nil
	}
	return fmt.Errorf("unit %s: unknown order %q (want advance, attack, defense or maneuver)", u.ID, u.Order)
}

// hexesOf lists the distinct hexes of units, in order of first appearance.
func hexesOf(units []Unit) []string {
	var out []string
	for _, u := range units {
		if !containsStr(out, u.Hex) {
			out = append(out, u.Hex)
		}
	}
	return out
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
