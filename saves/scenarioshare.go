package saves

import (
	"fmt"
	"strings"
	"sync"

	"github.com/mincio/mincio/scenarios"
)

// A host opens a game for every mail, and the games of a league share a
// few scenarios: parsing the same 30 KB scenario.scn again for each was a
// quarter of poll's CPU (issue 25). So a process parses each scenario once
// — with the printed tables and game options that change it — and every
// game gets its own shallow copy of that parse, whose File (its folder's
// scenario.scn, for messages) and Revisions (its header's) are its own.
// The rest is shared and read-only: nothing writes to a scenario after
// readScenario, and games share the embedded scenarios the same way.

// sharedKey is everything a parse depends on besides the file's name.
type sharedKey struct {
	scenario, tablesFile, tables, options string
}

var sharedParses = struct {
	sync.Mutex
	m map[sharedKey]*scenarios.Scenario
}{m: map[sharedKey]*scenarios.Scenario{}}

// sharedScenario returns a copy of the parse of scn (the game's
// scenario.scn at path, whose Digest is digest: the caller has it already) with the printed tables applied (tablesFile is
// their name, tables their bytes, or nil) and then options. A parse that
// fails is not kept: each game reports its own error.
func sharedScenario(path string, scn []byte, digest, tablesFile string, tables []byte, options []string) (*scenarios.Scenario, error) {
	key := sharedKey{scenario: digest, options: strings.Join(options, "\n")}
	if tables != nil {
		key.tablesFile, key.tables = tablesFile, Digest(tables)
	}
	sharedParses.Lock()
	sc, ok := sharedParses.m[key]
	sharedParses.Unlock()
	if !ok {
		var err error
		if sc, err = parseWith(path, scn, tablesFile, tables, options); err != nil {
			return nil, err
		}
		sharedParses.Lock()
		if first, ok := sharedParses.m[key]; ok {
			sc = first // another goroutine parsed it meanwhile: share one
		} else {
			sharedParses.m[key] = sc
		}
		sharedParses.Unlock()
	}
	own := *sc
	own.File = path
	return &own, nil
}

// parseWith parses scn and applies the printed tables and the options.
func parseWith(path string, scn []byte, tablesFile string, tables []byte, options []string) (*scenarios.Scenario, error) {
	sc, err := scenarios.Parse(path, scn)
	if err != nil {
		return nil, err
	}
	if tables != nil {
		if err := sc.ApplyTables(tablesFile, tables); err != nil {
			return nil, fmt.Errorf("tables.scn: %w", err)
		}
	}
	if len(options) > 0 {
		if err := sc.ApplyOptions(options); err != nil {
			return nil, fmt.Errorf("header.json options: %w", err)
		}
	}
	return sc, nil
}
