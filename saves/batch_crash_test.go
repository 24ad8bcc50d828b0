package saves

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// crashFS models a crash of the machine, not only of the process: it stops
// the batch at its at-th file operation, and what was written since the
// last barrier (fsync, syncfs) survives or not as the test's crash mode
// says. A killed process keeps the page cache, so kill tests alone cannot
// show a missing sync (issue 25).
type crashFS struct {
	mu      sync.Mutex // a tick writes games on several goroutines (cores.Each)
	at, ops int
	pending []undo // unsynced operations since the last barrier, oldest first
}

// undo puts path back as it was before an unsynced operation.
type undo struct {
	path    string
	old     []byte
	existed bool
	dir     bool // the operation made the folder path
	write   bool // the operation wrote path (a torn write leaves it empty)
}

// step counts an operation; from the at-th on, every goroutine's next
// operation stops it: the machine is down.
func (c *crashFS) step() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ops++
	if c.ops >= c.at {
		panic(killed{})
	}
}

// stepAndRemember is step, remembering path's bytes before an unsynced
// operation on it, as one step: another goroutine's operation cannot come
// in between.
func (c *crashFS) stepAndRemember(path string, write bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ops++
	if c.ops >= c.at {
		panic(killed{})
	}
	old, err := os.ReadFile(path)
	c.pending = append(c.pending, undo{path: path, old: old, existed: err == nil, write: write})
}

func (c *crashFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	c.stepAndRemember(path, true)
	return noSyncFS{}.WriteFile(path, data, perm)
}

// WriteFresh writes in place, as the batch's own file system does
// (writeFresh): the operation the crash stops leaves half the file at its
// name, which the modes that keep unsynced writes keep.
func (c *crashFS) WriteFresh(path string, data []byte, perm os.FileMode) error {
	c.mu.Lock()
	c.ops++
	old, err := os.ReadFile(path)
	c.pending = append(c.pending, undo{path: path, old: old, existed: err == nil, write: true})
	if c.ops >= c.at {
		if c.ops == c.at {
			writeFileInPlace(path, data[:len(data)/2], perm)
		}
		c.mu.Unlock()
		panic(killed{})
	}
	c.mu.Unlock()
	return writeFileInPlace(path, data, perm)
}

func (c *crashFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	return c.WriteFile(path, data, perm)
}

func (c *crashFS) Remove(path string) error {
	c.stepAndRemember(path, false)
	return noSyncFS{}.Remove(path)
}

func (c *crashFS) RemoveCache(path string) error { return c.Remove(path) }

func (c *crashFS) MkdirAll(path string, perm os.FileMode) error {
	c.step()
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := os.Stat(path); err != nil {
		c.pending = append(c.pending, undo{path: path, dir: true})
	}
	return osFS{}.MkdirAll(path, perm)
}

func (c *crashFS) Rename(from, to string) error {
	c.step()
	return noSyncFS{}.Rename(from, to)
}

func (c *crashFS) Barrier([]string) error {
	c.step()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = nil
	return nil
}

// durable is the view of c where every operation is synced as it is made
// (osFS): a crash keeps it.
func (c *crashFS) durable() fileSystem { return durableCrashFS{c} }

type durableCrashFS struct{ c *crashFS }

func (d durableCrashFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	d.c.step()
	return noSyncFS{}.WriteFile(path, data, perm)
}
func (d durableCrashFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	return d.WriteFile(path, data, perm)
}
func (d durableCrashFS) Remove(path string) error { d.c.step(); return noSyncFS{}.Remove(path) }
func (d durableCrashFS) RemoveCache(path string) error {
	d.c.step()
	return noSyncFS{}.Remove(path)
}
func (d durableCrashFS) MkdirAll(path string, perm os.FileMode) error {
	d.c.step()
	return osFS{}.MkdirAll(path, perm)
}
func (d durableCrashFS) Rename(from, to string) error { d.c.step(); return noSyncFS{}.Rename(from, to) }

// crashModes are what a crash does to the unsynced operations, newest
// first: i counts them from the newest.
var crashModes = map[string]func(u undo, i int) (lose, tear bool){
	"process killed, page cache kept": func(undo, int) (bool, bool) { return false, false },
	"every unsynced write lost":       func(undo, int) (bool, bool) { return true, false },
	"every other unsynced write lost": func(_ undo, i int) (bool, bool) { return i%2 == 0, false },
	"the rest lost, the newest kept":  func(_ undo, i int) (bool, bool) { return i > 0, false },
	"unsynced writes left empty":      func(u undo, _ int) (bool, bool) { return !u.write, u.write },
}

// crash applies mode to what c left unsynced.
func (c *crashFS) crash(mode func(undo, int) (bool, bool)) {
	for i := len(c.pending) - 1; i >= 0; i-- {
		u := c.pending[i]
		lose, tear := mode(u, len(c.pending)-1-i)
		switch {
		case u.dir && lose:
			os.Remove(u.path) // only if empty: a kept file keeps its folder
		case u.dir:
		case tear:
			os.WriteFile(u.path, nil, filePerm)
		case lose && u.existed:
			os.WriteFile(u.path, u.old, filePerm)
		case lose:
			os.Remove(u.path)
		}
	}
}

// batchCase is two games and the mails of a poll: both sides' orders for
// each (the second plays the turn and writes reports), one of them twice.
type batchCase struct {
	dirs   []string
	files  []map[string]string
	before []map[string]string // history of each game before the batch
	subs   []batchSub
}

type batchSub struct {
	game int
	sub  Submission
}

func newBatchCase(t *testing.T) *batchCase {
	c := &batchCase{}
	for range 2 {
		w := newWorld(t)
		c.dirs = append(c.dirs, w.dir)
		c.files = append(c.files, tree(t, w.dir))
		c.before = append(c.before, history(t, w.dir))
		g := len(c.dirs) - 1
		red := Submission{Name: "red.txt", Data: orders(t, w.red, "red", 1, "roll\n")}
		blue := Submission{Name: "blue.txt", Data: orders(t, w.blue, "blue", 1, "pass\n")}
		c.subs = append(c.subs, batchSub{g, red}, batchSub{g, blue}, batchSub{g, red})
	}
	return c
}

// fresh copies the games as they stood before the batch.
func (c *batchCase) fresh(t *testing.T) []string {
	var dirs []string
	for _, files := range c.files {
		dir := filepath.Join(t.TempDir(), "g1")
		copyTree(t, files, dir)
		dirs = append(dirs, dir)
	}
	return dirs
}

// run applies every mail in one batch and commits it; with hold, the
// batch takes the games first, as mail.Host does (Batch.Hold).
func (c *batchCase) run(dirs []string, opt Options, hold bool) error {
	b := NewBatch(opt)
	defer func() {
		if r := recover(); r != nil {
			b.Abandon() // the kernel drops a dead process's locks
			panic(r)
		}
	}()
	if hold {
		b.Hold(dirs)
	}
	for _, s := range c.subs {
		if _, err := b.Submit(dirs[s.game], s.sub, opt); err != nil {
			b.Abandon()
			return err
		}
	}
	return b.Commit()
}

// history is what a game's log and outbox hold: the entries and the
// reports waiting to be mailed.
func history(t *testing.T, dir string) map[string]string {
	out := map[string]string{}
	for name, data := range tree(t, dir) {
		if strings.HasPrefix(name, "log/") || strings.HasPrefix(name, "outbox/") {
			out[name] = data
		}
	}
	return out
}

// A crash at any file operation of a batch, whatever it does to the
// writes not yet synced, leaves each game as it was before the batch or
// with the batch whole; the mails of the batch, none acknowledged, come
// again, and then every order is applied exactly once, with the same
// entries, rolls and reports as a batch never interrupted.
func TestCrashDuringBatchAppliesEachOrderOnce(t *testing.T) {
	for _, hold := range []bool{false, true} {
		t.Run(fmt.Sprintf("hold=%v", hold), func(t *testing.T) { crashDuringBatch(t, hold) })
	}
}

func crashDuringBatch(t *testing.T, hold bool) {
	c := newBatchCase(t)
	want := c.fresh(t)
	if err := c.run(want, Options{NoSync: true}, false); err != nil {
		t.Fatal(err)
	}
	modes := []string{"every unsynced write lost", "unsynced writes left empty",
		"every other unsynced write lost", "the rest lost, the newest kept", "process killed, page cache kept"}
	if testing.Short() {
		// 20 s each on the shared machine, ten times that under the race
		// detector: one mode each way of taking the games, the held
		// batch's the one that leaves unsynced writes empty.
		if hold {
			modes = modes[1:2]
		} else {
			modes = modes[:1]
		}
	}
	for _, m := range modes {
		t.Run(m, func(t *testing.T) {
			crashes := 0
			for at := 1; ; at++ {
				dirs := c.fresh(t)
				cf := &crashFS{at: at}
				if !crashedAt(cf, func() { c.run(dirs, Options{}, hold) }) {
					break
				}
				crashes++
				cf.crash(crashModes[m])
				for i, dir := range dirs {
					everyCommand(t, dir, c.subs[0].sub.Data)
					checkRecovered(t, fmt.Sprintf("crash at operation %d, game %d", at, i), dir, c.before[i], history(t, want[i]))
				}
				if err := c.run(dirs, Options{NoSync: true}, false); err != nil {
					t.Fatalf("crash at operation %d: the mails again: %v", at, err)
				}
				for i, dir := range dirs {
					if _, err := Verify(dir); err != nil {
						t.Fatalf("crash at operation %d: game %d: %v", at, i, err)
					}
					sameTree(t, history(t, want[i]), history(t, dir))
				}
			}
			// each file operation is a crash point: for these four games, 38
			// (a file a report, a notice, an entry's input, its signature and
			// itself, a journal and a snapshot a game)
			if crashes < 30 {
				t.Fatalf("the batch made only %d file operations", crashes)
			}
		})
	}
}

// checkRecovered checks a game a crash left, once its next command has
// undone the batch if its journal is still there: it verifies, and has
// none of the batch or all of it (synced, with its journal removed).
func checkRecovered(t *testing.T, what, dir string, before, after map[string]string) {
	t.Helper()
	undoBatch(t, what, dir)
	if got := history(t, dir); !maps.Equal(got, before) && !maps.Equal(got, after) {
		t.Fatalf("%s: the game is neither as it was before the batch nor with the batch whole", what)
	}
}

// undoBatch does what the next command on dir does first, and checks the
// game then verifies.
func undoBatch(t *testing.T, what, dir string) {
	t.Helper()
	l, err := acquire(dir, DefaultLockWait)
	if err != nil {
		t.Fatal(err)
	}
	err = rollBackBatch(dir, noSyncFS{})
	l.release()
	if err != nil {
		t.Fatalf("%s: undoing the batch: %v", what, err)
	}
	if _, err := Verify(dir); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// crashedAt runs fn on cf; it says whether the crash came before fn
// finished.
func crashedAt(cf *crashFS, fn func()) bool { return stoppedUnder(cf.durable(), cf, fn) }
