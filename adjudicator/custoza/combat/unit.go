package combat

import (
	"fmt"
	"strings"
)

// Type is a combat unit's type (2.4.1), spelled as the scenarios spell it.
type Type string

const (
	LineInfantry   Type = "inf"
	LightInfantry  Type = "linf"
	Cavalry        Type = "cav"
	Artillery      Type = "art"  // field artillery
	HorseArtillery Type = "hart" // horse artillery: no retreat losses (10.6.2)
)

// Infantry: line or light (8.4's note: "Light Infantry and Line Infantry
// are INFANTRY").
func (t Type) Infantry() bool { return t == LineInfantry || t == LightInfantry }

// IsArtillery: field or horse artillery (8.4's note).
func (t Type) IsArtillery() bool { return t == Artillery || t == HorseArtillery }

// Valid reports whether t is one of the five types.
func (t Type) Valid() bool { return t.Infantry() || t == Cavalry || t.IsArtillery() }

// Status is a unit's status level (2.4.1.3): each level lost worsens it
// by one (13.3); four levels lost is a rout (13.5).
type Status int

const (
	GoodOrder Status = iota
	Shaken
	Disordered
	Disorganized
	Routed
)

var statusNames = []string{"Good Order", "Shaken", "Disordered", "Disorganized", "Routed"}

func (s Status) String() string {
	if s < GoodOrder || s > Routed {
		return fmt.Sprintf("status(%d)", int(s))
	}
	return statusNames[s]
}

// Worsen is s after losing n levels, cumulative (13.3: "a Shaken unit
// losing one Level becomes Disordered"), at worst Routed (13.5).
func (s Status) Worsen(n int) Status {
	if n < 0 {
		n = 0
	}
	if int(s)+n >= int(Routed) {
		return Routed
	}
	return s + Status(n)
}

// Unit is one combat unit as the rules see it; the engine fills it.
type Unit struct {
	ID     string
	Type   Type
	SP     int // current strength points (2.4.1.1)
	CV     int // the printed, Basic Cohesion Value (13.1)
	SV     int // stacking value (2.9): "biggest" unit for losses (8.7)
	Status Status
	Square bool // in Square formation (7.7, 11.5.4)
	// Ammunition (8.8): LowAmmo after its first fire this GT, OutOfAmmo
	// after a 1-2 on a later try.
	LowAmmo, OutOfAmmo bool
	// CheckDRM are this unit's own Cohesion Check Modifiers (13.2: "the
	// CCMT is consulted for each unit"), given by the engine.
	CheckDRM []Modifier
}

func (u Unit) String() string {
	return fmt.Sprintf("%s (%s %d SP, CV %d, SV %d, %s)", u.ID, u.Type, u.SP, u.CV, u.SV, u.Status)
}

// Modifier is one die roll modifier (or column shift) with its source.
type Modifier struct {
	Rule   string // "8.2", "13.2 CCMT" …
	Source string // what it is, as a player reads it
	Value  int
}

func (m Modifier) String() string { return fmt.Sprintf("%+d %s (%s)", m.Value, m.Source, m.Rule) }

func sumMods(ms []Modifier) int {
	n := 0
	for _, m := range ms {
		n += m.Value
	}
	return n
}

func modsText(ms []Modifier) string {
	if len(ms) == 0 {
		return "no modifiers"
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, ", ")
}

// Explanation is what a report prints so a player can redo a resolution
// by hand: one line per step, each naming rolls, modifiers, table cells
// and rules.
type Explanation []string

func (e *Explanation) add(format string, args ...any) { *e = append(*e, fmt.Sprintf(format, args...)) }

func (e Explanation) String() string { return strings.Join(e, "\n") }
