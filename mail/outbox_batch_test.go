package mail

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// PutAll killed at any file operation leaves whole files only: putting the
// same mails again queues each once, and once leftovers are stale the
// outbox holds exactly each mail's message and entry.
func TestPutAllKilledQueuesEachMailOnce(t *testing.T) {
	var ms []Outgoing
	for i := range 3 {
		ms = append(ms, outgoing(t, i, fmt.Sprintf("p%d@example.com", i)))
	}
	for at := 1; ; at++ {
		ob, err := OpenOutbox(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		if !killAt(at, func() { ob.PutAll(ms) }) {
			if at < 6 {
				t.Fatalf("PutAll finished after %d file operations", at-1)
			}
			break
		}
		if _, err := ob.Status(); err != nil {
			t.Fatalf("kill at %d: the outbox does not list: %v", at, err)
		}
		if err := ob.PutAll(ms); err != nil {
			t.Fatalf("kill at %d: again: %v", at, err)
		}
		ob.Now = func() time.Time { return time.Now().Add(StaleAfter + time.Minute) }
		if err := ob.clean(); err != nil {
			t.Fatal(err)
		}
		st, err := ob.Status()
		if err != nil || len(st) != len(ms) {
			t.Fatalf("kill at %d: %d queued (%v), want %d", at, len(st), err, len(ms))
		}
		names, _ := os.ReadDir(ob.Dir)
		var files []string
		for _, d := range names {
			if d.Name() != failedDir {
				files = append(files, d.Name())
			}
		}
		if len(files) != 2*len(ms) {
			t.Fatalf("kill at %d: outbox holds %v, want a message and an entry a mail", at, files)
		}
		for _, m := range ms {
			raw, err := os.ReadFile(ob.Dir + "/" + m.ID + ".eml")
			if err != nil || string(raw) != string(m.Raw) {
				t.Fatalf("kill at %d: mail %s: %v", at, m.ID, err)
			}
		}
	}
}
