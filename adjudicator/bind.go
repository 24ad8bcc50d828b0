package adjudicator

import "github.com/mincio/mincio/scenarios"

// ScenarioBinder is a System whose order language names the counters and
// formations of the game's own scenario: ForScenario returns the system
// bound to sc, whose ParseOrders knows that scenario's names.
type ScenarioBinder interface {
	ForScenario(sc *scenarios.Scenario) System
}

// Bind returns sys bound to sc when sys is a ScenarioBinder, else sys.
func Bind(sys System, sc *scenarios.Scenario) System {
	if b, ok := sys.(ScenarioBinder); ok && sc != nil {
		return b.ForScenario(sc)
	}
	return sys
}
