package risorgimento

import (
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// The offline check (issue 23) rebuilds a state from the side's view for
// every order mail (FromView), and each built its world — the map's
// terrain tables, the charts, the order of battle — from the scenario
// again, and filled its table of command steps anew. They depend on the
// parts of the scenario newWorld reads and on the rules revision, and
// nothing writes to them after newWorld, so the checks of one scenario
// parse share them (a host's games share parses: saves/scenarioshare.go);
// each world keeps its own scenario value and position cache.

// worldShareSize bounds the worlds kept: a process checks a few
// scenarios, and one that parses scenarios anew keeps no more than these.
const worldShareSize = 8

var worldShare struct {
	sync.Mutex
	built []*world // newest last
}

// sharedWorld is newWorld(sc), its fixed parts shared with the worlds of
// the same parse and revision.
func sharedWorld(sc *scenarios.Scenario) (*world, error) {
	if w := builtWorld(sc); w != nil {
		return w.of(sc), nil
	}
	w, err := newWorld(sc)
	if err != nil {
		return nil, err
	}
	w.positions.steps = &stepsShare{}
	worldShare.Lock()
	if len(worldShare.built) == worldShareSize {
		worldShare.built = worldShare.built[1:]
	}
	worldShare.built = append(worldShare.built, w)
	worldShare.Unlock()
	return w.of(sc), nil
}

func builtWorld(sc *scenarios.Scenario) *world {
	rev := adjudicator.SystemRevision(System{}, sc)
	worldShare.Lock()
	defer worldShare.Unlock()
	for _, w := range worldShare.built {
		if w.rev == rev && sameWorldParts(w.sc, sc) {
			return w
		}
	}
	return nil
}

// of is a world of sc on w's fixed parts: the scenario value and the
// position cache its own; the map's command steps, filled as searches go,
// shared.
func (w *world) of(sc *scenarios.Scenario) *world {
	c := *w
	c.sc, c.positions = sc, &positionCache{steps: w.positions.steps}
	return &c
}

// stepsShare is the command steps of the worlds of one parse.
type stepsShare struct {
	mu    sync.Mutex
	steps *commandSteps
}

// of is the command steps of m and t: the shared ones when they are of
// m as it is now (a test may change a map), else new ones, shared from
// then on.
func (sh *stepsShare) of(m *Map, t *Tables) *commandSteps {
	if sh == nil {
		return newCommandSteps(m, t)
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.steps == nil || !sh.steps.of(m, t) {
		sh.steps = newCommandSteps(m, t)
	}
	return sh.steps
}

// sameWorldParts says whether a and b are copies of one parse in what
// newWorld reads: the same values, not equal ones.
func sameWorldParts(a, b *scenarios.Scenario) bool {
	return a == b || a.Map == b.Map && a.ID == b.ID && a.Turns == b.Turns && a.TablesDigest == b.TablesDigest &&
		same(a.Sides, b.Sides) && same(a.Counters, b.Counters) && same(a.Formations, b.Formations) &&
		same(a.TurnTrack, b.TurnTrack) && same(a.Rules, b.Rules) && same(a.Tables, b.Tables)
}

// same says whether x and y are one slice.
func same[T any](x, y []T) bool { return len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0]) }
