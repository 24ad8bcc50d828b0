package saves

import (
	"testing"
	"time"
)

// Time never goes back in a log: an input received while the host's
// clock reads earlier than the last entry's time (a clock set back, or
// --now in a rehearsal) is recorded at the last entry's time, and a log
// whose times go back fails verification.
func TestReceivedTimesNeverGoBack(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(2*time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	rc := w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\nroll\n"))
	if rc.Entry.Received != "2026-03-02T11:00:00Z" {
		t.Fatalf("received %s, want the time of entry 2", rc.Entry.Received)
	}
	mustVerify(t, w.dir)
	e := *rc.Entry
	e.Received = "2026-03-02T10:00:00Z"
	resignEntry(t, w, &e)
	_, err := Verify(w.dir)
	wantErr(t, err, "entry 3", "received 2026-03-02T10:00:00Z, before entry 2 was (2026-03-02T11:00:00Z)")
}
