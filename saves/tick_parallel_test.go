package saves

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// A tick reads and ticks a batch's games across the cores (cores.Each),
// but what it writes and reports must not depend on the scheduling: the
// same league ticked on one goroutine and on four (more than the games of
// any state, so every state's games run side by side) ends byte for byte
// the same, and reports the same actions in the same order.
func TestTickAcrossCoresWritesWhatOneCoreWrites(t *testing.T) {
	tmpl, now := tickTemplates(t)
	league := tickLeague(t, tmpl, 40)
	tickWith := func(procs int) ([]TickAction, map[string]string) {
		dir := filepath.Join(t.TempDir(), "league")
		if err := os.CopyFS(dir, os.DirFS(league)); err != nil {
			t.Fatal(err)
		}
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		acts, errs := TickAll(dir, Options{Now: now})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return acts, tree(t, dir)
	}
	oneActs, one := tickWith(1)
	manyActs, many := tickWith(4)
	what := map[string]int{}
	for _, a := range oneActs {
		what[a.What]++
	}
	if what["reminder"] == 0 || what["missed"] == 0 {
		t.Fatalf("the tick wrote %d reminders and %d missed turns: the league has both due", what["reminder"], what["missed"])
	}
	if !slices.Equal(oneActs, manyActs) {
		t.Errorf("actions on one goroutine:\n%v\non four:\n%v", oneActs, manyActs)
	}
	sameTree(t, one, many)
}
