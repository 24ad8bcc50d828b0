package risorgimento

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

func init() {
	adjudicator.Register(System{})
	scenarios.RegisterValidator(Name, Validate)
}

// Validate is the scenario validator of the Risorgimento system: the
// scenario must build the engine's world (its map, charts, order of battle
// and leaders, newWorld) and set up (every counter placed or arriving,
// newState); the first problem found is reported.
func Validate(sc *scenarios.Scenario) []scenarios.Error {
	w, err := newWorld(sc)
	if err == nil {
		_, err = newState(w)
	}
	if err != nil {
		return []scenarios.Error{sc.Errorf(0, "%v", err)}
	}
	return nil
}
