package saves

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// killFS stops the process, as kill -9 would, at its at-th file operation:
// a write is cut off with half its temporary file on disk, and nothing of
// the command runs afterwards (no clean-up, no error path).
type killFS struct {
	inner   fileSystem
	mu      sync.Mutex // a tick writes games on several goroutines (cores.Each)
	at, ops int
}

type killed struct{}

// step counts an operation; the at-th is killed, and so is every later
// one, on any goroutine: the process is gone. A write killed is cut off
// with half its temporary file on disk.
func (k *killFS) step(path string, data []byte, write bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.ops++
	if k.ops == k.at && write {
		os.WriteFile(tmpName(path), data[:len(data)/2], 0o600)
	}
	if k.ops >= k.at {
		panic(killed{})
	}
}

func (k *killFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	k.step(path, data, true)
	return k.inner.WriteFile(path, data, perm)
}

func (k *killFS) Remove(path string) error {
	k.step(path, nil, false)
	return k.inner.Remove(path)
}

func (k *killFS) MkdirAll(path string, perm os.FileMode) error {
	k.step(path, nil, false)
	return k.inner.MkdirAll(path, perm)
}

func (k *killFS) Rename(from, to string) error {
	k.step(from, nil, false)
	return k.inner.Rename(from, to)
}

func (k *killFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	k.step(path, nil, false)
	return k.inner.WriteCache(path, data, perm)
}

func (k *killFS) RemoveCache(path string) error {
	k.step(path, nil, false)
	return k.inner.RemoveCache(path)
}

// killedAt runs fn with the process killed at file operation at; it says
// whether the kill came before fn finished.
func killedAt(at int, fn func()) (wasKilled bool) {
	return stoppedUnder(&killFS{inner: osFS{}, at: at}, nil, fn)
}

// stoppedUnder runs fn writing through fsys (and bfs for batches), which
// panics with killed to stop it; it says whether fn was stopped.
func stoppedUnder(fsys fileSystem, bfs batchFileSystem, fn func()) (stopped bool) {
	testFS, testBatchFS = fsys, bfs
	defer func() {
		testFS, testBatchFS = nil, nil
		if r := recover(); r != nil {
			if _, ok := r.(killed); !ok {
				panic(r)
			}
			stopped = true
		}
	}()
	fn()
	return false
}

// everyCommand runs what a moderator might run next on dir; none may panic.
func everyCommand(t *testing.T, dir string, file []byte) {
	t.Helper()
	Open(dir)
	Verify(dir)
	Check(dir, Submission{Name: "o", Data: file}, Options{})
	CheckOrders(dir, Submission{Name: "o", Data: file})
	if f, err := Open(dir); err == nil {
		f.State()
		f.Outbox()
	}
}

// A kill at any instant of `mincio new` leaves no game at all: the folder
// does not exist, every command says so, and creating it again works.
func TestKillDuringNewLeavesNoGame(t *testing.T) {
	w := newWorld(t)
	file := orders(t, w.red, "red", 1, "roll\n")
	for at := 1; ; at++ {
		dir := filepath.Join(t.TempDir(), "g1")
		ng := NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: w.host.path,
			Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}}
		if !killedAt(at, func() { Create(dir, ng) }) {
			if at < 10 {
				t.Fatalf("new finished after only %d file operations", at-1)
			}
			break
		}
		if _, err := os.Stat(dir); err == nil {
			t.Fatalf("kill at operation %d: %s exists", at, dir)
		}
		everyCommand(t, dir, file)
		everyCommand(t, buildDir(dir), file)
		_, verr := Verify(buildDir(dir))
		for _, err := range []error{openErr(dir), openErr(buildDir(dir)), verr} {
			if err == nil || hintOf(err) == "" {
				t.Fatalf("kill at operation %d: a half-made game opens: %v", at, err)
			}
		}
		if _, err := Submit(buildDir(dir), Submission{Name: "o", Data: file}, Options{}); err == nil {
			t.Fatalf("kill at operation %d: submit into the half-made game succeeded", at)
		}
		if _, err := Create(dir, ng); err != nil {
			t.Fatalf("kill at operation %d: creating again: %v", at, err)
		}
		if _, err := Verify(dir); err != nil {
			t.Fatalf("kill at operation %d: the game created again: %v", at, err)
		}
	}
}

func openErr(dir string) error { _, err := Open(dir); return err }

// A kill at any instant of `mincio submit` leaves the game as it was, or
// with the entry committed whole; every command works on it, and sending
// the file again lands it once.
func TestKillDuringSubmitKeepsTheGameWhole(t *testing.T) {
	start := newWorld(t)
	start.submit(t, orders(t, start.red, "red", 1, "roll\n"))
	file := orders(t, start.blue, "blue", 1, "pass\n")
	files := tree(t, start.dir)
	for at := 1; ; at++ {
		w := *start
		w.dir = filepath.Join(t.TempDir(), "g1")
		copyTree(t, files, w.dir)
		before, _ := Open(w.dir)
		if !killedAt(at, func() { Submit(w.dir, Submission{Name: "o", Data: file}, Options{}) }) {
			break
		}
		everyCommand(t, w.dir, file)
		f, err := Open(w.dir)
		if err != nil {
			t.Fatalf("kill at operation %d: %v", at, err)
		}
		if f.Len() != before.Len() && f.Len() != before.Len()+1 {
			t.Fatalf("kill at operation %d: %d entries, had %d", at, f.Len(), before.Len())
		}
		if _, err := Verify(w.dir); err != nil {
			t.Fatalf("kill at operation %d: %v", at, err)
		}
		if _, err := Submit(w.dir, Submission{Name: "o", Data: file}, Options{}); err != nil {
			t.Fatalf("kill at operation %d: sending again: %v", at, err)
		}
		v, err := Verify(w.dir)
		if err != nil || v.Entries != before.Len()+1 {
			t.Fatalf("kill at operation %d: after sending again: %v, %+v", at, err, v)
		}
	}
}
