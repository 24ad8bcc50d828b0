package saves

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A batch that needs a game another process holds commits and releases
// the games it holds before it waits: two batches needing each other's
// games (a poll and a tick at once) never wait for each other.
func TestBatchReleasesItsGamesBeforeWaiting(t *testing.T) {
	c := newBatchCase(t)
	dirs := c.fresh(t)
	other, err := acquire(dirs[1], 0)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(200 * time.Millisecond)
		other.release()
	}()
	b := NewBatch(Options{})
	defer b.Abandon()
	if _, err := b.Submit(dirs[0], c.subs[0].sub, Options{}); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(dirs[0], batchJournalName)); err != nil || fi.Size() == 0 {
		t.Fatalf("game 0 is not journalled: %v", err)
	}
	if _, err := b.Submit(dirs[1], c.subs[3].sub, Options{}); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(dirs[0], batchJournalName)); err != nil || fi.Size() != 0 || b.Len() != 1 {
		t.Fatalf("game 0 still held (%d games held) while the batch waited for game 1", b.Len())
	}
	if !lockFree(dirs[0]) {
		t.Fatal("game 0 is still locked")
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	for i, dir := range dirs {
		if v, err := Verify(dir); err != nil || v.Entries != 2 {
			t.Fatalf("game %d: %+v, %v", i, v, err)
		}
	}
}

// A committed batch empties its games' journals and keeps them, for the
// next batch to write into instead of creating a file (issue 25); an
// empty journal is no batch. A batch's snapshot takes the older
// snapshot's file: one snapshot a game, the newest.
func TestBatchKeepsItsFilesForTheNext(t *testing.T) {
	c := newBatchCase(t)
	dirs := c.fresh(t)
	if err := c.run(dirs, Options{}, true); err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		fi, err := os.Stat(filepath.Join(dir, batchJournalName))
		if err != nil || fi.Size() != 0 {
			t.Fatalf("journal after the commit: %v %v, want an empty file", fi, err)
		}
		f, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		if f.batchPending() || len(f.Outbox()) == 0 {
			t.Fatalf("an empty journal reads as a batch pending (outbox %v)", f.Outbox())
		}
		snaps, _ := filepath.Glob(filepath.Join(dir, "snapshots", "*.json"))
		if len(snaps) != 1 || snaps[0] != f.snapshotPath(f.Len()) {
			t.Fatalf("snapshots %v, want only %s", snaps, f.snapshotPath(f.Len()))
		}
		if _, err := f.State(); err != nil {
			t.Fatal(err)
		}
		mustVerify(t, dir)
	}
}
