package dice

import "fmt"

// MinSides and MaxSides bound the dice a [Roller] can roll: d2 to d256.
const (
	MinSides = 2
	MaxSides = 256
)

// Roll is one die roll with its purpose, e.g. "initiative Austria", so that
// reports can show each roll and why it was made.
type Roll struct {
	Purpose string `json:"purpose"`
	Sides   int    `json:"sides"`
	Value   int    `json:"value"`
}

// String formats the roll as in reports: "d6=4 (initiative Austria)", or
// "d6=4" when the purpose is empty.
func (r Roll) String() string {
	if r.Purpose == "" {
		return fmt.Sprintf("d%d=%d", r.Sides, r.Value)
	}
	return fmt.Sprintf("d%d=%d (%s)", r.Sides, r.Value, r.Purpose)
}

// request formats what the rules asked for: "d6 (combat 1305)".
func request(sides int, purpose string) string {
	if purpose == "" {
		return fmt.Sprintf("d%d", sides)
	}
	return fmt.Sprintf("d%d (%s)", sides, purpose)
}

// Roller is what rules code sees. Roll returns a value in 1..sides;
// sides must be in [MinSides, MaxSides], anything else is a programming error
// and panics. purpose says why the roll is made; it is recorded with the value.
type Roller interface {
	Roll(sides int, purpose string) int
}

// Recorder is a [Roller] that keeps the rolls it handed out and can be
// rewound: the engine rewinds when an input is rejected, so a rejected input
// consumes no rolls.
type Recorder interface {
	Roller
	// Rolls returns a copy of the rolls handed out so far, in order.
	Rolls() []Roll
	// Mark returns the number of rolls handed out so far.
	Mark() int
	// Rewind forgets the rolls after mark; the next roll is the one that
	// followed mark. mark must be between 0 and Mark(), or Rewind panics.
	Rewind(mark int)
}

// limit returns the rejection bound for a d(sides): a byte b is used when
// b < limit and rejected otherwise. It panics if sides is out of range.
func limit(sides int, purpose string) int {
	if sides < MinSides || sides > MaxSides {
		panic(fmt.Sprintf("dice: cannot roll d%d for %q: sides must be between %d and %d", sides, purpose, MinSides, MaxSides))
	}
	return 256 - 256%sides
}

// checkMark panics unless 0 <= mark <= n.
func checkMark(mark, n int) {
	if mark < 0 || mark > n {
		panic(fmt.Sprintf("dice: Rewind(%d) out of range: %d rolls so far", mark, n))
	}
}
