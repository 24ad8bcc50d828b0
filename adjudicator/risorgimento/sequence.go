package risorgimento

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The sequence of play (3.0) as data: each game turn runs these segments
// in order (State.advance, flow.go). Initiative, Recovery and
// Demoralization are the rules' alone; the others ask the sides.
type step struct {
	ID    string // written into snapshots (State.Step): never changes
	Title string // as 3.0 names it
	Rule  string
	// run does the segment's work at this point; done: it is over and
	// the next begins; not done: a side owes a decision.
	run func(*State, dice.Roller) (done bool, ev []adjudicator.Event, err error)
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
	{stepInitiative, "A. Initiative Phase", "3.0 A, 4.3", runInitiative},
	{stepReserve, "B1. Reserve Placement Segment", "3.0 B1, 4.6", runSides},
	{stepActivation, "B2-B3. Corps Activation and Continuity Segments", "3.0 B2, B3, 4.4, 4.5", runActivation},
	{stepRecovery, "C1. Recovery Segment", "3.0 C1, 8.52", runRecovery},
	{stepOutOfReserve, "C2. Out of Reserve Segment", "3.0 C2, 4.6", runSides},
	{stepCommanders, "C3. Move Corps Commanders Segment", "3.0 C3, 4.23", runSides},
	{stepDemoralization, "C4. Demoralization Segment", "3.0 C4, 9.0", runDemoralization},
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
