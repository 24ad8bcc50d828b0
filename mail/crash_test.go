package mail

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/saves"
)

// killed is the panic a kill test's crashPoint raises: the process stops
// there, as kill -9 would, with nothing of the command run afterwards.
type killed struct{}

// killAt runs fn with the process killed at its at-th file operation of
// the outbox (crashPoint); it says whether the kill came before fn
// finished.
func killAt(at int, fn func()) (wasKilled bool) {
	ops := 0
	crashPoint = func() {
		if ops++; ops == at {
			panic(killed{})
		}
	}
	defer func() {
		crashPoint = func() {}
		if r := recover(); r != nil {
			if _, ok := r.(killed); !ok {
				panic(r)
			}
			wasKilled = true
		}
	}()
	fn()
	return false
}

// killPoints are the kill points a test tries: all of them under
// make test-long, every third with -short.
func killPoints(at int) bool { return !testing.Short() || at%3 == 1 }

// delivered lists the (recipient, subject) of every mail the SMTP server
// took, sorted, once each.
func delivered(w *gameWorld) []string {
	seen := map[string]bool{}
	for _, m := range w.smtp.Messages() {
		seen[to(m)+" | "+subjectOf(m)] = true
	}
	var out []string
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// settle runs what cron runs next (poll, send), then sends again once
// StaleAfter has passed, when leftovers of interrupted writes are
// removed; the outbox must then be empty, with no stray file.
func settle(t *testing.T, w *gameWorld, at int) {
	t.Helper()
	w.round(t)
	w.clock = w.clock.Add(StaleAfter + time.Minute)
	w.outbox.Now = func() time.Time { return time.Now().Add(StaleAfter + time.Minute) }
	if _, err := w.outbox.Flush(context.Background(), w.sender, w.clock); err != nil {
		t.Fatalf("kill at %d: flush: %v", at, err)
	}
	names, _ := os.ReadDir(w.outbox.Dir)
	for _, d := range names {
		if d.Name() != failedDir {
			t.Errorf("kill at %d: outbox/%s left behind", at, d.Name())
		}
	}
	if _, err := saves.Verify(filepath.Join(w.games, "g1")); err != nil {
		t.Fatalf("kill at %d: verify: %v", at, err)
	}
}

// Issue 24, "Why" 5: a poll killed at any file operation of its reply
// queue leaves no reply .eml without its .json: the next poll applies the
// order once, every mail a poll that was not killed sends is sent, and
// nothing stays in the outbox.
func TestKillDuringPollLosesNoReply(t *testing.T) {
	order := func(w *gameWorld) []byte {
		return mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n"))
	}
	ref := newGameWorld(t)
	ref.round(t)
	ref.round(t, order(ref))
	want := delivered(ref)
	for at := 1; ; at++ {
		if !killPoints(at) {
			continue
		}
		w := newGameWorld(t)
		w.round(t)
		w.imap.Deliver(order(w))
		if !killAt(at, func() { w.poller.Once(context.Background(), w.host) }) {
			if at < 4 {
				t.Fatalf("poll finished after only %d file operations", at-1)
			}
			break
		}
		settle(t, w, at)
		if n := entries(t, w); n != 2 {
			t.Fatalf("kill at %d: %d entries, want the order applied once (2)", at, n)
		}
		if got := delivered(w); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("kill at %d: mails sent:\n%s\nwant:\n%s", at, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// A send (the reports collected from the games, then the outbox flushed)
// killed at any file operation loses no report, reminder or missed-turn
// notice: the next send mails every one, and leaves nothing behind.
func TestKillDuringSendLosesNothing(t *testing.T) {
	setup := func() *gameWorld {
		w := newGameWorld(t)
		g2, _ := w.moderatedGame(t, "g2", adjudicatortest.TurnScenario, "host2", 2)
		if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(25 * time.Hour)}); err != nil { // a reminder to each side
			t.Fatal(err)
		}
		w.imap.Deliver(mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n")))
		if _, err := w.poller.Once(context.Background(), w.host); err != nil {
			t.Fatal(err)
		}
		return w
	}
	send := func(w *gameWorld) {
		w.host.CollectReports(w.outbox)
		w.outbox.Flush(context.Background(), w.sender, w.clock)
	}
	ref := setup()
	send(ref)
	want := delivered(ref)
	if len(want) < 7 {
		t.Fatalf("the reference send mailed only %d: %v", len(want), want)
	}
	for at := 1; ; at++ {
		if !killPoints(at) {
			continue
		}
		w := setup()
		if !killAt(at, func() { send(w) }) {
			if at < 10 {
				t.Fatalf("send finished after only %d file operations", at-1)
			}
			break
		}
		settle(t, w, at)
		if got := delivered(w); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("kill at %d: mails sent:\n%s\nwant:\n%s", at, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, g := range []string{"g1", "g2"} {
			f, err := saves.Open(filepath.Join(w.games, g))
			if err != nil {
				t.Fatal(err)
			}
			if ns, _ := f.Notices(); len(f.Outbox()) != 0 || len(ns) != 0 {
				t.Fatalf("kill at %d: %s still holds reports %v and notices %v", at, g, f.Outbox(), ns)
			}
		}
	}
}
