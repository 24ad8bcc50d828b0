package saves

import (
	"fmt"
	"maps"
	"path/filepath"
	"testing"
	"time"
)

// A tick over many games in one batch, crashed at any file operation with
// its unsynced writes lost, kept, torn or half kept, leaves each game
// before the tick or with it whole; the next tick then leaves the logs,
// outboxes and reminder markers exactly as a tick never interrupted: no
// missed turn recorded twice, no notice lost.
func TestCrashDuringBatchedTickLosesNothing(t *testing.T) {
	missed := newDeadlineWorld(t) // red misses turn 1
	missed.submitAt(t, at(time.Hour), orders(t, missed.blue, "blue", 1, "turn 1\npass\n"))
	remind := newDeadlineWorld(t) // turn 2 from day 2: both sides reminded a day before its deadline
	remind.submitAt(t, at(time.Hour), orders(t, remind.blue, "blue", 1, "turn 1\npass\n"))
	remind.submitAt(t, at(2*day), orders(t, remind.red, "red", 1, "turn 1\npass\n"))
	now := at(3*day + time.Hour)
	var files, before []map[string]string
	for _, w := range []*world{missed, remind} {
		files = append(files, tree(t, w.dir))
		before = append(before, tickedFiles(t, w.dir))
	}
	fresh := func() []string {
		var dirs []string
		for _, f := range files {
			dir := filepath.Join(t.TempDir(), "g1")
			copyTree(t, f, dir)
			dirs = append(dirs, dir)
		}
		return dirs
	}
	want := fresh()
	if acts, errs := tickInBatches(want, Options{Now: now, NoSync: true}); len(errs) > 0 || len(acts) < 3 {
		t.Fatalf("tick: %v, %v", acts, errs)
	}
	for i, dir := range want {
		if maps.Equal(tickedFiles(t, dir), before[i]) {
			t.Fatalf("game %d: the tick did nothing", i)
		}
	}
	for name, mode := range crashModes {
		if testing.Short() && name != "unsynced writes left empty" { // the harshest
			continue
		}
		t.Run(name, func(t *testing.T) {
			for op := 1; ; op++ {
				dirs := fresh()
				cf := &crashFS{at: op}
				if !crashedAt(cf, func() { tickInBatches(dirs, Options{Now: now}) }) {
					if op < 20 {
						t.Fatalf("the tick made only %d file operations", op-1)
					}
					break
				}
				cf.crash(mode)
				for i, dir := range dirs {
					what := fmt.Sprintf("crash at operation %d, game %d", op, i)
					everyCommand(t, dir, nil)
					undoBatch(t, what, dir)
					if got := tickedFiles(t, dir); !maps.Equal(got, before[i]) && !maps.Equal(got, tickedFiles(t, want[i])) {
						t.Fatalf("%s: the game is neither as before the tick nor with it whole", what)
					}
				}
				if _, errs := tickInBatches(dirs, Options{Now: now, NoSync: true}); len(errs) > 0 {
					t.Fatalf("crash at operation %d: the next tick: %v", op, errs)
				}
				for i, dir := range dirs {
					if _, err := Verify(dir); err != nil {
						t.Fatalf("crash at operation %d, game %d: %v", op, i, err)
					}
					sameTree(t, tickedFiles(t, want[i]), tickedFiles(t, dir))
				}
			}
		})
	}
}

// tickedFiles are what a tick writes: the log, the outbox, the reminder
// markers.
func tickedFiles(t *testing.T, dir string) map[string]string {
	out := history(t, dir)
	maps.Copy(out, outboxAndTicks(tree(t, dir)))
	return out
}
