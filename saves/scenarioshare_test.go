package saves

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

func ruleValue(sc *scenarios.Scenario, name string) string {
	for _, r := range sc.Rules {
		if r.Name == name {
			return r.Value
		}
	}
	return ""
}

// Games of one scenario share its parse; each keeps its own file name and
// revisions; a game with other options or other printed tables gets a
// parse of its own (issue 25).
func TestScenarioParsedOncePerProcess(t *testing.T) {
	src, err := scenarios.Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string, options ...string) *scenarios.Scenario {
		t.Helper()
		sc, err := sharedScenario(path, src.Source, Digest(src.Source), "", nil, options)
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	a, b := get("/games/a/scenario.scn"), get("/games/b/scenario.scn")
	if a == b || a.Counters[0] != b.Counters[0] {
		t.Fatal("two games of one scenario do not share its parse (or share the Scenario itself)")
	}
	if a.File != "/games/a/scenario.scn" || b.File != "/games/b/scenario.scn" {
		t.Errorf("file names %q, %q: each game's messages name its own scenario.scn", a.File, b.File)
	}
	a.Revisions = scenarios.Revisions{System: 1, Core: 1}
	b.Revisions = scenarios.Revisions{System: 2, Core: 2}
	if a.Revisions == b.Revisions {
		t.Error("one game's revisions changed another's")
	}
	ask := get("/games/c/scenario.scn", "reactions=ask")
	if ruleValue(ask, "reactions") != "ask" || ruleValue(a, "reactions") == "ask" {
		t.Errorf("reactions: %q with the option, %q without", ruleValue(ask, "reactions"), ruleValue(a, "reactions"))
	}
	if ask.Counters[0] == a.Counters[0] {
		t.Error("a game with options shares the parse of one without")
	}
	if again := get("/games/d/scenario.scn", "reactions=ask"); again.Counters[0] != ask.Counters[0] {
		t.Error("two games with the same options do not share their parse")
	}
	if _, err := sharedScenario("/games/e/scenario.scn", src.Source, Digest(src.Source), "", nil, []string{"reactions=sometimes"}); err == nil {
		t.Error("a bad option was accepted")
	}
}

// A game with printed tables (mincio new --tables) does not share the
// parse of the same scenario without them, nor with other tables.
func TestScenarioSharedOnlyWithTheSameTables(t *testing.T) {
	src, err := os.ReadFile("../scenarios/testdata/example.scn")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := os.ReadFile("../scenarios/testdata/override.tables")
	if err != nil {
		t.Fatal(err)
	}
	other := []byte(strings.Replace(string(tables), "\n", "\n# another club's print\n", 1))
	plain, err := sharedScenario("a/scenario.scn", src, Digest(src), "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	with, err := sharedScenario("b/scenario.scn", src, Digest(src), "printed.tables", tables, nil)
	if err != nil {
		t.Fatal(err)
	}
	if with.Counters[0] == plain.Counters[0] || with.TablesDigest == plain.TablesDigest {
		t.Fatal("a game with printed tables shares the parse of one without")
	}
	same, err := sharedScenario("c/scenario.scn", src, Digest(src), "printed.tables", tables, nil)
	if err != nil {
		t.Fatal(err)
	}
	if same.Counters[0] != with.Counters[0] {
		t.Error("two games with the same tables do not share their parse")
	}
	another, err := sharedScenario("d/scenario.scn", src, Digest(src), "printed.tables", other, nil)
	if err != nil {
		t.Fatal(err)
	}
	if another.Counters[0] == with.Counters[0] {
		t.Error("games with different tables share a parse")
	}
}

// Many games of one scenario opened and played at once in one process,
// as serve's poll and tick do: run with -race, they must not race on the
// shared parse, and each game stays whole.
func TestSharedScenarioConcurrentGames(t *testing.T) {
	var worlds []*world
	for range 4 {
		worlds = append(worlds, newWorld(t))
	}
	var wg sync.WaitGroup
	for _, w := range worlds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
			w.submit(t, orders(t, w.blue, "blue", 1, "pass\n"))
		}()
	}
	wg.Wait()
	for _, w := range worlds {
		if v, err := Verify(w.dir); err != nil || v.Entries != 3 {
			t.Fatalf("%s: %v, %+v", filepath.Base(w.dir), err, v)
		}
	}
}
