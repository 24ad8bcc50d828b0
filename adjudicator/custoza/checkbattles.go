package custoza

import (
	"fmt"
	"strings"
	"sync"

	"github.com/mincio/mincio/scenarios"
)

// The order check (viewworlds.go) rebuilds its states from a side's view
// on every check; their battle (the scenario's counters, rules and tables,
// the step and trace tables it works out on first use) depends on the
// scenario alone, so checks of one scenario share one, kept here. It is
// the check's own (untold: its states tell no events), never a game's.

// checkBattleKey tells scenarios apart: what newBattle reads is the text
// (Digest), the table override, the revisions and the game options (press,
// and the rule switches such as reactions=ask, which ApplyOptions writes
// into the rules without changing the Digest); File is in the words of
// some refusals.
type checkBattleKey struct {
	digest, file, tables, tablesFile, press, rules string
	rev                                            scenarios.Revisions
}

// ruleSwitches lists sc's rules as read after the game options.
func ruleSwitches(sc *scenarios.Scenario) string {
	var b strings.Builder
	for _, r := range sc.Rules {
		fmt.Fprintf(&b, "%s=%s %t\n", r.Name, r.Value, r.Option)
	}
	return b.String()
}

// maxCheckBattles bounds the battles kept: a host's games at once use a
// few scenarios; the oldest kept goes first.
const maxCheckBattles = 16

var checkBattles struct {
	mu   sync.Mutex
	keys []checkBattleKey // oldest first
	kept map[checkBattleKey]*battle
}

// checkBattle is the order check's battle for sc: kept from an earlier
// check of the same scenario, or built now.
func checkBattle(sc *scenarios.Scenario) (*battle, error) {
	k := checkBattleKey{digest: sc.Digest, file: sc.File, tables: sc.TablesDigest, tablesFile: sc.TablesFile, press: sc.Press, rules: ruleSwitches(sc), rev: sc.Revisions}
	cb := &checkBattles
	cb.mu.Lock()
	b := cb.kept[k]
	cb.mu.Unlock()
	if b != nil && sc.Digest != "" {
		return b, nil
	}
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	b.untold = true // the check reads no event (battle.untold)
	if sc.Digest == "" {
		return b, nil // a scenario built by hand: nothing tells it apart
	}
	cb.mu.Lock()
	defer cb.mu.Unlock()
	if kept := cb.kept[k]; kept != nil {
		return kept, nil // built meanwhile by another check
	}
	if cb.kept == nil {
		cb.kept = map[checkBattleKey]*battle{}
	}
	if len(cb.keys) == maxCheckBattles {
		delete(cb.kept, cb.keys[0])
		cb.keys = cb.keys[1:]
	}
	cb.keys = append(cb.keys, k)
	cb.kept[k] = b
	return b, nil
}
