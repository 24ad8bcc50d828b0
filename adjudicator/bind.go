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

// ViewBinder is a System whose order language names the counters a side's
// view shows: ForView returns the system bound to those names, for
// checking an order file offline against the view alone.
type ViewBinder interface {
	ForView(v View) System
}

// BindView returns sys bound to the names of view v when sys is a
// ViewBinder, else sys.
func BindView(sys System, v View) System {
	if b, ok := sys.(ViewBinder); ok {
		return b.ForView(v)
	}
	return sys
}
