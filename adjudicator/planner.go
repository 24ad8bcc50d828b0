package adjudicator

import (
	"math/rand/v2"

	"github.com/mincio/mincio/scenarios"
)

// TurnPlanner is implemented by systems whose bots can write a whole game
// turn in one order file (docs/design.md, "A game turn in one mail"), from one
// side's view alone, as a player would.
type TurnPlanner interface {
	// PlanTurn writes the body of an order file (no header) answering owed,
	// a decision the side owes in view v: for a KindTurn decision, the
	// side's orders for that whole turn; for a decision asked mid-turn,
	// the lines for its turn and group, from that decision on. Lines are
	// chosen with the system's rules run on what v shows; all randomness
	// comes from rng, so the same view and rng give the same file.
	PlanTurn(sc *scenarios.Scenario, v View, owed Decision, rng *rand.Rand) (string, error)
}
