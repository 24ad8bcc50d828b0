package mail

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/saves"
)

// mincio send reads and empties a game's outbox under the game's lock:
// while another process holds the game (a poll's batch, a submit), its
// reports wait for the next send, which mails each once.
func TestSendWaitsForTheGameLock(t *testing.T) {
	w := newGameWorld(t)
	w.host.LockWait = 50 * time.Millisecond
	dir := filepath.Join(w.games, "g1")
	err := saves.Locked(dir, saves.Options{}, func(*saves.Folder) error {
		n, err := w.host.CollectReports(w.outbox)
		if n != 0 || err == nil || !strings.Contains(err.Error(), "locked by another mincio process") {
			t.Errorf("send while the game is held: %d queued, %v; want none and the lock named", n, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	n, err := w.host.CollectReports(w.outbox)
	if err != nil || n != 2 {
		t.Fatalf("send once the game is free: %d queued, %v; want the two start reports", n, err)
	}
	if n, err := w.host.CollectReports(w.outbox); err != nil || n != 0 {
		t.Fatalf("send again: %d queued, %v; want nothing", n, err)
	}
}
