package saves

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// Finding 6: failures on the host's side are marked as such, so the mail
// poller keeps the order for later instead of refusing it, and each names
// its real cause.
func TestHostFaultsAreNotTheSendersFault(t *testing.T) {
	w := newWorld(t)
	file := orders(t, w.red, "red", 1, "roll\n")
	before := tree(t, w.dir)

	testFS = readOnlyFS{}
	_, err := Submit(w.dir, Submission{Name: "o", Data: file}, Options{})
	testFS = nil
	if !IsHostFault(err) || !IsTemporary(err) || !strings.Contains(err.Error(), "read-only file system") {
		t.Fatalf("read-only folder: %v", err)
	}

	_, err = Submit(w.dir, Submission{Name: "o", Data: file}, Options{HostKey: filepath.Join(t.TempDir(), "none")})
	if !IsHostFault(err) || !strings.Contains(err.Error(), "host key") {
		t.Fatalf("missing host key: %v", err)
	}

	looseLog(t, w.dir)
	before = tree(t, w.dir)
	os.Remove(filepath.Join(w.dir, "log", "000001.json"))
	_, err = Submit(w.dir, Submission{Name: "o", Data: file}, Options{})
	if !IsHostFault(err) || !strings.Contains(err.Error(), "log has no entries") {
		t.Fatalf("damaged game: %v", err)
	}
	os.WriteFile(filepath.Join(w.dir, "log", "000001.json"), []byte(before["log/000001.json"]), 0o600)

	// a player's mistake stays the player's
	_, err = Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 1, "fly\n")}, Options{})
	if err == nil || IsHostFault(err) || IsTemporary(err) {
		t.Fatalf("bad order: %v", err)
	}
	sameTree(t, before, tree(t, w.dir))
}

// Only a lock held by another process is blamed on another mincio.
func TestLockErrorsNameTheRealCause(t *testing.T) {
	cases := []struct {
		err  error
		hint string
		host bool
	}{
		{fmt.Errorf("cannot lock game g: %w", &os.PathError{Op: "open", Path: "g/lock", Err: unix.EROFS}), "read-only file system; mount it writable", true},
		{fmt.Errorf("cannot lock game g: %w", &os.PathError{Op: "open", Path: "g/lock", Err: unix.EACCES}), "give the user running mincio write permission", true},
		{fmt.Errorf("%w: waited 10s for g", ErrLocked), "another mincio is working on this game", false},
	}
	for _, c := range cases {
		err := lockError("g", c.err)
		if !strings.Contains(hintOf(err), c.hint) || IsHostFault(err) != c.host || !IsTemporary(err) {
			t.Errorf("%v: hint %q, host fault %v", c.err, hintOf(err), IsHostFault(err))
		}
	}
}
