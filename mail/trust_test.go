package mail

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/saves"
)

// Finding 4: one side's signed report copied over the other's is never
// mailed; the moderator is told which file, and the other reports go out.
func TestReportInTheWrongSlotIsNotMailed(t *testing.T) {
	w := newGameWorld(t)
	out := filepath.Join(w.games, "g1", "outbox")
	// blue's report replaced by red's, as loose files (the form of a
	// mincio before the bundles; saves tests the bundles alike)
	red, err := saves.OutboxFiles(filepath.Join(out, "000001-red.report.tar"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(out, "000001-blue.report.tar")); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".report.txt", ".report.txt.sig", ".view.json", ".view.json.sig"} {
		if err := os.WriteFile(filepath.Join(out, "000001-blue"+ext), red["000001-red"+ext], 0o600); err != nil {
			t.Fatal(err)
		}
	}
	_, err = w.host.CollectReports(w.outbox)
	if err == nil || !strings.Contains(err.Error(), "outbox/000001-blue.report.txt: its text is not the report of game g1, side blue, entry 1") {
		t.Fatalf("got %v", err)
	}
	w.clock = w.clock.Add(time.Minute)
	if _, err := w.outbox.Flush(context.Background(), w.sender, w.clock); err != nil {
		t.Fatal(err)
	}
	got := w.smtp.Messages()
	if len(got) != 1 || to(got[0]) != "red@example.com" || !strings.Contains(string(got[0].Data), "mincio report: game g1, side red,") {
		t.Fatalf("want only red's own report mailed, got %d mails", len(got))
	}
	if _, err := os.Stat(filepath.Join(out, "000001-blue.report.txt")); err != nil {
		t.Fatal("the refused report must stay in the outbox for the moderator")
	}
}

// Finding 6: a failure on the host's side leaves the mail for the next
// poll, tells the moderator the real cause, answers the player nothing
// (no host path reaches them) and changes no game; once the host is
// mended, the same mail is applied.
func TestHostFaultsLeaveTheMailForTheNextPoll(t *testing.T) {
	cases := []struct {
		name, cause string
		fault       func(t *testing.T, w *gameWorld) (mend func())
	}{
		{"host key missing", "host key", func(t *testing.T, w *gameWorld) func() {
			key := filepath.Join(w.keyDir, "host")
			os.Rename(key, key+".away")
			return func() { os.Rename(key+".away", key) }
		}},
		{"leftover the host cannot remove", "removing leftover", func(t *testing.T, w *gameWorld) func() {
			stuck := filepath.Join(w.games, "g1", "log", "000002.input")
			os.MkdirAll(filepath.Join(stuck, "x"), 0o700)
			return func() { os.RemoveAll(stuck) }
		}},
		{"lock cannot be opened", "cannot lock game", func(t *testing.T, w *gameWorld) func() {
			lock := filepath.Join(w.games, "g1", "lock")
			os.Remove(lock)
			os.MkdirAll(lock, 0o700)
			return func() { os.Remove(lock) }
		}},
		{"game folder unreadable", "header.json", func(t *testing.T, w *gameWorld) func() {
			header := filepath.Join(w.games, "g1", "header.json")
			os.Rename(header, header+".away")
			os.MkdirAll(filepath.Join(header, "x"), 0o700) // stat works, reading fails
			return func() { os.RemoveAll(header); os.Rename(header+".away", header) }
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newGameWorld(t)
			var log strings.Builder
			w.host.Log = &log
			w.round(t)
			mend := c.fault(t, w)
			w.imap.Deliver(mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n")))
			res, err := w.poller.Once(context.Background(), w.host)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Deferred) != 1 || res.Processed != 0 || w.imap.Count("INBOX") != 1 {
				t.Fatalf("the mail must stay for the next poll: %+v, inbox %d", res, w.imap.Count("INBOX"))
			}
			if !strings.Contains(log.String(), c.cause) || !strings.Contains(res.Deferred[0].Err.Error(), c.cause) {
				t.Fatalf("the moderator is not told the cause %q:\n%s\n%v", c.cause, log.String(), res.Deferred[0].Err)
			}
			w.clock = w.clock.Add(time.Minute)
			w.outbox.Flush(context.Background(), w.sender, w.clock)
			if n := len(w.smtp.Messages()); n != 2 { // the two start reports only
				t.Fatalf("the player was answered for a host fault: %d mails", n)
			}
			mend()
			if n := entries(t, w); n != 1 {
				t.Fatalf("the game changed: %d entries", n)
			}
			got := w.round(t)
			if n := entries(t, w); n != 2 || len(got) == 0 || !strings.Contains(string(got[0].Data)+string(got[len(got)-1].Data), "accepted as entry 2") {
				t.Fatalf("after mending: %d entries, %d mails", n, len(got))
			}
		})
	}
}

// At creation each side is mailed the signed header and how to check the
// host; every report mail carries the header.
func TestStartMailsCarryTheSignedHeader(t *testing.T) {
	w := newGameWorld(t)
	got := w.round(t)
	header, err := os.ReadFile(filepath.Join(w.games, "g1", "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range got {
		parts, err := Parts(m.Data)
		if err != nil {
			t.Fatal(err)
		}
		if string(parts["header.json"]) != string(header) || len(parts["header.json.sig"]) == 0 {
			t.Errorf("mail to %s lacks the signed header", to(m))
		}
		body := string(parts[""])
		if !strings.Contains(body, "How to check the host of game g1") || !strings.Contains(body, "ssh-keygen -Y verify") || !strings.Contains(body, "mincio audit") {
			t.Errorf("mail to %s lacks the how-to-verify text:\n%s", to(m), body)
		}
		if !strings.HasPrefix(string(parts["report.txt"]), "mincio report: game g1, side ") || !strings.Contains(body, "\nheader: ") {
			t.Errorf("report of mail to %s does not name its game, side and header tag", to(m))
		}
	}
	if len(got) != 2 {
		t.Fatalf("%d start mails", len(got))
	}
}

// FuzzParts: any mail a player kept is read without crashing.
func FuzzParts(f *testing.F) {
	f.Add([]byte("From: a@b\r\nContent-Type: multipart/mixed; boundary=B\r\n\r\n--B\r\nContent-Type: text/plain\r\n\r\nmincio report: game g1, side red, after entry 1\r\n--B\r\nContent-Disposition: attachment; filename=report.txt\r\nContent-Transfer-Encoding: base64\r\n\r\nbWluY2lv\r\n--B--\r\n"))
	f.Add([]byte("Subject: x\n\nbody"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		Parts(raw)
	})
}
