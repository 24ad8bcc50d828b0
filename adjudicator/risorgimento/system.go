package risorgimento

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Name is the system key of the scenarios' `system` line.
const Name = "risorgimento"

// System is the Risorgimento 1859 rules system, registered with its
// scenario validator (validate.go). Bound to a scenario (ForScenario), its
// ParseOrders checks the ids of that scenario.
type System struct {
	w *world
}

// ForScenario implements adjudicator.ScenarioBinder.
func (System) ForScenario(sc *scenarios.Scenario) adjudicator.System {
	w, err := newWorld(sc)
	if err != nil {
		return System{}
	}
	return System{w: w}
}

// Name implements adjudicator.System.
func (System) Name() string { return Name }

// Revision implements adjudicator.System: 1, the rules as first built;
// 2, the rule functions wired into the engine; 3, small-arms Pre-Attack
// fire, the retreat into a hex under attack and the Massed Cavalry
// Attack; 4, the 5.27 play note (no road rate into a stacked
// Heavily-Cultivated hex) and the stand-in Corps Withdrawal in Rain
// (9.21) (revision.go).
func (System) Revision() int { return 4 }

// New sets up the scenario and runs to the first decision: the
// initiative (4.3) is rolled with the first answer's dice, so New stops
// before it.
func (System) New(sc *scenarios.Scenario) (adjudicator.State, error) {
	w, err := newWorld(sc)
	if err != nil {
		return nil, err
	}
	if w.rev >= knownRulesRevision {
		if errs := ruleErrors(sc, w.rev); len(errs) > 0 {
			return nil, errs[0]
		}
	}
	return newState(w)
}

// Restore decodes what State.Marshal wrote.
func (System) Restore(sc *scenarios.Scenario, snapshot []byte) (adjudicator.State, error) {
	w, err := newWorld(sc)
	if err != nil {
		return nil, err
	}
	s := &State{w: w}
	if err := json.Unmarshal(snapshot, s); err != nil {
		return nil, fmt.Errorf("risorgimento: bad snapshot: %v", err)
	}
	if len(s.Units) != len(w.units) || len(s.Leaders) != len(w.leaders) || len(s.Corps) != len(w.corps) || len(s.Brigades) != len(w.brigades) {
		return nil, fmt.Errorf("risorgimento: the snapshot is not of scenario %s", sc.ID)
	}
	return s, nil
}

var _ adjudicator.Briefer = (*State)(nil)
var _ adjudicator.TurnScoped = (*State)(nil)
