package tolentino

import (
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// A host restores a game's state for every game it touches, and checks
// each order mail against a state rebuilt from the side's view: each of
// those built the board's fixed facts (terrain, hexsides, the cell index,
// the counters' specs, the order-file lexicon) from the scenario again,
// about a fifth of a poll's CPU (issue 25). They depend on the scenario
// alone and are never written after buildBattle, so the games of one
// scenario share them; what a battle fills as it plays (the line-of-sight
// memo, the combat tables loaded on first use) stays its own, and so do
// its scenario value and rules revision (each game's copy of a shared
// parse has its own Revisions: saves/scenarioshare.go).

// battleShareSize bounds the boards kept: a process plays a few
// scenarios, and one that parses scenarios anew keeps no more than these.
const battleShareSize = 8

var battleShare struct {
	sync.Mutex
	built []*battle // newest last
}

// newBattle is the battle of sc: the board's fixed facts shared with the
// other battles of the same parse (sameBoard), the rest its own.
func newBattle(sc *scenarios.Scenario) (*battle, error) {
	if t := sharedBattle(sc); t != nil {
		return t.fresh(sc), nil
	}
	t, err := buildBattle(sc)
	if err != nil {
		return nil, err
	}
	battleShare.Lock()
	if len(battleShare.built) == battleShareSize {
		battleShare.built = battleShare.built[1:]
	}
	battleShare.built = append(battleShare.built, t)
	battleShare.Unlock()
	return t.fresh(sc), nil
}

func sharedBattle(sc *scenarios.Scenario) *battle {
	battleShare.Lock()
	defer battleShare.Unlock()
	for _, t := range battleShare.built {
		if sameBoard(t.sc, sc) {
			return t
		}
	}
	return nil
}

// sameBoard says whether a and b are copies of one parse: the parts
// buildBattle reads are the same values, not equal ones. A scenario
// parsed again is another board (and built again).
func sameBoard(a, b *scenarios.Scenario) bool {
	return a == b || a.Map == b.Map && a.Digest == b.Digest && a.TablesDigest == b.TablesDigest &&
		sameSlice(a.Counters, b.Counters) && sameSlice(a.Formations, b.Formations) &&
		sameSlice(a.Tables, b.Tables) && sameSlice(a.Rules, b.Rules) && sameSlice(a.Sides, b.Sides)
}

// sameSlice says whether a and b are the same slice (not equal ones).
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// fresh is a battle of sc on t's board: the fixed facts shared, read
// only; the scenario value, revision, memo and tables its own.
func (t *battle) fresh(sc *scenarios.Scenario) *battle {
	return &battle{sc: sc, rev: adjudicator.SystemRevision(System{}, sc), grid: t.grid, terrain: t.terrain, stream: t.stream, bridge: t.bridge,
		sideKinds: t.sideKinds, road: t.road, trail: t.trail, onRoad: t.onRoad, fort: t.fort, level: t.level,
		tec: t.tec, specs: t.specs, ids: t.ids, unitAt: t.unitAt, forms: t.forms, formIDs: t.formIDs,
		cells: t.cells, lex: t.lex, cellAt: t.cellAt, dirSlot: t.dirSlot, streamMP: t.streamMP,
		streamCmd: t.streamCmd, nbrs: t.nbrs, los: new(losMemo)}
}
