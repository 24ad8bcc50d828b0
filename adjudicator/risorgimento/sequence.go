package risorgimento

// The sequence of play (3.0) as data: each game turn runs these segments
// in order. auto segments are the rules' alone; the others ask the sides.
type step struct {
	ID    string
	Title string // as 3.0 names it
	Rule  string
	Auto  bool
}

const (
	stepInitiative     = "initiative"
	stepReserve        = "reserve"
	stepActivation     = "activation"
	stepRecovery       = "recovery"
	stepOutOfReserve   = "out-of-reserve"
	stepCommanders     = "commanders"
	stepDemoralization = "demoralization"
)

var sequence = []step{
	{stepInitiative, "A. Initiative Phase", "3.0 A, 4.3", true},
	{stepReserve, "B1. Reserve Placement Segment", "3.0 B1, 4.6", false},
	{stepActivation, "B2-B3. Corps Activation and Continuity Segments", "3.0 B2, B3, 4.4, 4.5", false},
	{stepRecovery, "C1. Recovery Segment", "3.0 C1, 8.52", true},
	{stepOutOfReserve, "C2. Out of Reserve Segment", "3.0 C2, 4.6", false},
	{stepCommanders, "C3. Move Corps Commanders Segment", "3.0 C3, 4.23", false},
	{stepDemoralization, "C4. Demoralization Segment", "3.0 C4, 9.0", true},
}

func stepOf(id string) step {
	for _, st := range sequence {
		if st.ID == id {
			return st
		}
	}
	return step{ID: id, Title: id}
}

// nextStep is the segment after id; "" after the last (3.0 C5: start a
// new turn).
func nextStep(id string) string {
	for i, st := range sequence {
		if st.ID == id && i+1 < len(sequence) {
			return sequence[i+1].ID
		}
	}
	return ""
}
