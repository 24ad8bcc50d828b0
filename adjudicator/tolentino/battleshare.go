package tolentino

import (
	"sync"

	"github.com/mincio/mincio/scenarios"
)

// A host restores a game's state for every game it touches, and checks
// each order mail against a state rebuilt from the side's view: each of
// those built the board's fixed facts (terrain, hexsides, the cell index,
// the counters' specs, the order-file lexicon) from the scenario again,
// about a fifth of a poll's CPU (issue 25). They depend on the scenario
// alone and are never written after buildBattle, so the games of one
// scenario share them; what a battle fills as it plays (the line-of-sight
// memo, the combat tables loaded on first use) stays its own.

// battleShareSize bounds the boards kept: a process plays a few
// scenarios, and one that parses scenarios anew keeps no more than these.
const battleShareSize = 8

var battleShare struct {
	sync.Mutex
	built []*battle // newest last
}

// newBattle is the battle of sc: the board's fixed facts shared with the
// other battles of the same scenario value, the rest fresh.
func newBattle(sc *scenarios.Scenario) (*battle, error) {
	if t := sharedBattle(sc); t != nil {
		return t.fresh(), nil
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
	return t.fresh(), nil
}

func sharedBattle(sc *scenarios.Scenario) *battle {
	battleShare.Lock()
	defer battleShare.Unlock()
	for _, t := range battleShare.built {
		if t.sc == sc {
			return t
		}
	}
	return nil
}

// fresh is a battle on t's board: the fixed facts shared, read only; the
// memo and tables its own.
func (t *battle) fresh() *battle {
	return &battle{sc: t.sc, rev: t.rev, grid: t.grid, terrain: t.terrain, stream: t.stream, bridge: t.bridge,
		sideKinds: t.sideKinds, road: t.road, trail: t.trail, onRoad: t.onRoad, fort: t.fort, level: t.level,
		tec: t.tec, specs: t.specs, ids: t.ids, unitAt: t.unitAt, forms: t.forms, formIDs: t.formIDs,
		cells: t.cells, lex: t.lex, cellAt: t.cellAt, dirSlot: t.dirSlot, streamMP: t.streamMP,
		streamCmd: t.streamCmd, nbrs: t.nbrs, los: new(losMemo)}
}
