package mail

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// tolentinoGame adds a Tolentino game id to the world's games folder:
// red's key plays Austria, blue's Naples, with the same addresses.
func (w *gameWorld) tolentinoGame(t *testing.T, id string) {
	t.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	_, hostKey := signerFor(t, w.keyDir, "host")
	var seed dice.Seed
	if _, err := saves.Create(filepath.Join(w.games, id), saves.NewGame{Game: id, Scenario: sc, HostKey: hostKey,
		Sides:     map[string]string{"austria": authorizedLine(w.red), "naples": authorizedLine(w.blue)},
		Addresses: map[string]string{"austria": "red@example.com", "naples": "blue@example.com"}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	remember(t, filepath.Join(w.games, id), id)
}

// A poll handles the mails of different games at once (Host.Lanes), but
// what it writes, queues and logs must not depend on the scheduling: the
// same inbox polled on one goroutine and on four ends with the games, the
// outbox and the log byte for byte the same. The inbox mixes what a host
// gets: both sides' turn 1 of four Tolentino games (the second plays the
// turn and writes reports), a check, a duplicate, a bad signature, a file
// for no game of the host, spam, and an order of a toy game.
func TestPollAcrossCoresWritesWhatOneCoreWrites(t *testing.T) {
	w := newGameWorld(t)
	games := []string{"t1", "t2", "t3", "t4"}
	for _, g := range games {
		w.tolentinoGame(t, g)
	}
	var mails [][]byte
	id := 0
	add := func(from string, file []byte) {
		id++
		mails = append(mails, mailWith(from, fmt.Sprintf("m%d@example.com", id), file))
	}
	for _, g := range games {
		add("blue@example.com", signedOrders(t, w.blue, g, "naples", 1, "turn 1\n"))
	}
	add("red@example.com", signedOrders(t, w.red, "t1", "austria", 1, "mode: check\nturn 1\nformation av\nmove j9 2611 2612 9999\n"))
	add("blue@example.com", signedOrders(t, w.blue, "t2", "naples", 1, "turn 1\n")) // again
	bad := signedOrders(t, w.red, "t3", "austria", 1, "turn 1\n")
	add("red@example.com", bytes.Replace(bad, []byte("turn 1"), []byte("turn 2"), 1))
	add("red@example.com", signedOrders(t, w.red, "nosuchgame", "austria", 1, "turn 1\n"))
	mails = append(mails, []byte("From: spam@example.net\r\nTo: host@example.org\r\nSubject: offer\r\nMessage-ID: <spam@example.net>\r\n\r\nbuy now\r\n"))
	for _, g := range games {
		add("red@example.com", signedOrders(t, w.red, g, "austria", 1, "turn 1\n"))
	}
	add("red@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n"))

	pollWith := func(procs int) (string, map[string]string) {
		dir := filepath.Join(t.TempDir(), "games")
		if err := os.CopyFS(dir, os.DirFS(w.games)); err != nil {
			t.Fatal(err)
		}
		srv := mailtest.NewIMAPServer(t, mailtest.Plain)
		for _, m := range mails {
			srv.Deliver(m)
		}
		out, err := OpenOutbox(filepath.Join(dir, "outbox"))
		if err != nil {
			t.Fatal(err)
		}
		var log bytes.Buffer
		p := pollerFor(srv, out)
		p.Logf = func(format string, args ...any) { fmt.Fprintf(&log, "poller: "+format+"\n", args...) }
		h := &Host{Games: dir, From: Address{Name: "mincio", Address: "host@example.org"},
			Now: func() time.Time { return w.clock }, LockWait: time.Second, Log: &log}
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		res, err := p.Once(context.Background(), h)
		if err != nil || len(res.Deferred) > 0 || res.Processed+res.Rejected != len(mails) {
			t.Fatalf("GOMAXPROCS=%d: %+v, %v", procs, res, err)
		}
		return log.String(), filesUnder(t, dir)
	}
	oneLog, one := pollWith(1)
	manyLog, many := pollWith(4)
	for _, want := range []string{"t1 side naples seq 1: entry 2", "t4 side austria seq 1: entry 3", "checked", "already applied", "refused", "unknown game", "no order file"} {
		if !strings.Contains(oneLog, want) {
			t.Errorf("the poll's log has no %q: the inbox is not what the test means:\n%s", want, oneLog)
		}
	}
	if oneLog != manyLog {
		t.Errorf("log on one goroutine:\n%s\non four:\n%s", oneLog, manyLog)
	}
	for name, b := range one {
		if many[name] != b {
			t.Errorf("%s differs on four goroutines", name)
		}
	}
	for name := range many {
		if _, ok := one[name]; !ok {
			t.Errorf("%s written on four goroutines only", name)
		}
	}

	// and the batch was handled in lanes: each game's mails in one, each
	// mail that touches no game alone
	h := &Host{Games: w.games, LockWait: time.Second}
	var ins []*Incoming
	for _, m := range mails {
		in, err := (Extractor{}).Extract(m)
		in.Err = err
		ins = append(ins, in)
	}
	h.Begin(ins)
	lanes := h.Lanes(ins)
	if err := h.Commit(); err != nil {
		t.Fatal(err)
	}
	if len(lanes) != 7 { // t1 … t4 (t1 with its check, t2 with the duplicate, t3 with the bad signature), g1, the unknown game, the spam
		t.Errorf("lanes %v, want the mails of each game together and the others alone", lanes)
	}
}

// filesUnder is every file under dir, by its path in dir, with its bytes.
func filesUnder(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		out[rel] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
