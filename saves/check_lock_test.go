package saves

import (
	"strings"
	"testing"
	"time"
)

// Check holds the game's lock as Submit does: it waits for another
// process's, and fails as a temporary fault (the mail waits) when it is
// held too long; once it is free, the check runs.
func TestCheckTakesTheGameLock(t *testing.T) {
	w := newWorld(t)
	sub := Submission{Name: "check.txt", Data: orders(t, w.red, "red", 1, "mode: check\nroll\n")}
	l, err := acquire(w.dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Check(w.dir, sub, Options{LockWait: 50 * time.Millisecond})
	l.release()
	if !IsTemporary(err) || !strings.Contains(err.Error(), "locked by another mincio process") {
		t.Fatalf("a check while another process holds the game: %v, want a temporary lock error", err)
	}
	rc, err := Check(w.dir, sub, Options{LockWait: 50 * time.Millisecond})
	if err != nil || !rc.Checked || rc.Entry.N != 2 {
		t.Fatalf("the check once the lock is free: %+v, %v", rc, err)
	}
}

// Within a batch a check of a game the batch holds is run on the batch's
// writer (its lock is the batch's: taking it again would wait for
// itself), against the game as the batch left it.
func TestBatchCheckSeesTheBatch(t *testing.T) {
	w := newWorld(t)
	b := NewBatch(Options{NoSync: true, LockWait: 50 * time.Millisecond})
	defer b.Abandon()
	if _, err := b.Submit(w.dir, Submission{Name: "red.txt", Data: orders(t, w.red, "red", 1, "roll\n")}, Options{}); err != nil {
		t.Fatal(err)
	}
	rc, err := b.Check(w.dir, Submission{Name: "check.txt", Data: orders(t, w.blue, "blue", 1, "mode: check\npass\n")}, Options{})
	if err != nil || !rc.Checked || rc.Entry.N != 3 {
		t.Fatalf("a check inside the batch: %+v, %v; want it checked as entry 3, after the batch's entry 2", rc, err)
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	f, err := Open(w.dir)
	if err != nil || f.Len() != 2 {
		t.Fatalf("after the batch: %v entries, %v; the check must write nothing", f.Len(), err)
	}
}
