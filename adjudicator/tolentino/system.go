// Package tolentino is the rules system of "Voi! Bravi ed infelici"
// (Tolentino 1815, seeds/004). Rule numbers in comments and test names are
// the rulebook's. The turn sequence is State.advance (sequence.go); the
// order language is in parse.go and docs/orders-tolentino.md; the fog of
// war in fog.go and docs/fog-of-war-tolentino.md.
package tolentino

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Name is the system key of the scenarios' `system` line.
const Name = "tolentino"

// The two sides, as order files name them.
const (
	Austria adjudicator.Side = "austria"
	Naples  adjudicator.Side = "naples"
)

func init() {
	adjudicator.Register(System{})
	scenarios.RegisterValidator(Name, Validate)
}

// System is the Tolentino rules system. Registered unbound, its
// ParseOrders knows the names of every embedded Tolentino scenario;
// bound to a game's scenario (ForScenario, adjudicator.Bind), the names of
// that scenario only.
type System struct {
	lx *lexicon // bound: a scenario's names (ForScenario) or a view's (ForView)
}

// ForScenario implements adjudicator.ScenarioBinder.
func (System) ForScenario(sc *scenarios.Scenario) adjudicator.System {
	return System{lx: lexiconOf(sc)}
}

// ForView implements adjudicator.ViewBinder: the names of the counters and
// formations the view shows, so that an order file of a game made from a
// scenario of its own can be checked offline. A view without Tolentino
// data leaves the system unbound (CheckOrders reports it).
func (System) ForView(v adjudicator.View) adjudicator.System {
	var d ViewData
	if json.Unmarshal(v.Data, &d) != nil {
		return System{}
	}
	return System{lx: viewLexicon(d)}
}

// viewLexicon knows the counters and formations a view shows.
func viewLexicon(d ViewData) *lexicon {
	lx := newLexicon()
	for _, u := range d.Units {
		lx.addUnit(u.ID, u.Name, u.Formation, u.Side)
	}
	for _, id := range d.Off {
		lx.addUnit(id, "", "", "")
	}
	for _, f := range d.Formations {
		lx.addForm(f.ID, string(f.Side))
	}
	return lx
}

// Name implements adjudicator.System.
func (System) Name() string { return Name }

// Revision implements adjudicator.System: the latest revision of the
// Tolentino rules (docs/archives.md). A game keeps the revision its header
// records (battle.rev); the changes of each:
//
//	1: the rules as first played by mail.
//	2: 18 scores a unit eliminated and still off the map, waiting to
//	   return under 12.8, as eliminated, as a player counting the counters
//	   does (victory.go).
//	3: true fates (fates.go): an activation or an advance the rules do
//	   not allow is refused with the rule that forbids it (3.2, 6.1,
//	   12.7, 12.7.1, 17.1), where it waited and expired; every refusal
//	   names its rule.
//	4: a cavalry charge whose hex the enemy has left before the Assault
//	   segment lapses (14.2, combatstep.go chargeTargetHeld); revision 3
//	   kept it owed, and the game stalled.
func (System) Revision() int { return 4 }

// New sets up the state at the start of the scenario (19) and runs to the
// first decision: the Neapolitan activation of 3.2.
func (System) New(sc *scenarios.Scenario) (adjudicator.State, error) {
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	return newState(b), nil
}

// Restore decodes what State.Marshal wrote.
func (System) Restore(sc *scenarios.Scenario, snapshot []byte) (adjudicator.State, error) {
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	s := &State{}
	if err := json.Unmarshal(snapshot, s); err != nil {
		return nil, fmt.Errorf("tolentino: bad snapshot: %v", err)
	}
	s.b = b
	if err := s.relink(); err != nil {
		return nil, err
	}
	return s, nil
}
