package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail/mailtest"
)

// mailConfig writes a mincio.toml for in-process loopback servers.
func mailConfig(t *testing.T, im *mailtest.IMAPServer, sm *mailtest.SMTPServer, games string) string {
	t.Helper()
	t.Setenv("MINCIO_TEST_PASSWORD_IMAP", im.Password)
	t.Setenv("MINCIO_TEST_PASSWORD_SMTP", sm.Password)
	path := filepath.Join(t.TempDir(), "mincio.toml")
	text := fmt.Sprintf(`[imap]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_TEST_PASSWORD_IMAP"
processed_folder = "Processed"
rejected_folder = "Rejected"

[smtp]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_TEST_PASSWORD_SMTP"

[host]
address = "host@example.org"
games = %q
`, im.Port, im.Username, sm.Port, sm.Username, games)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func runCtx(ctx context.Context, args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	root := newRoot()
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	code := 0
	if err := root.ExecuteContext(ctx); err != nil {
		printError(&errb, err)
		code = 1
	}
	return out.String(), errb.String(), code
}

func TestMailCommands(t *testing.T) {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	games := filepath.Join(t.TempDir(), "games")
	os.MkdirAll(games, 0o755)
	conf := mailConfig(t, im, sm, games)

	out, errs, code := runCtx(context.Background(), "mail", "test", "--config", conf)
	if code != 0 || !strings.Contains(out, "ok: IMAP") {
		t.Fatalf("mail test: %s %s", out, errs)
	}
	im.Deliver([]byte("From: shop@spam.example\r\nSubject: cheap\r\nMessage-ID: <s@x>\r\n\r\nbuy\r\n"))
	out, errs, code = runCtx(context.Background(), "poll", "--once", "--config", conf)
	if code != 0 || !strings.Contains(out, "unseen: 1, processed: 0, rejected: 1") {
		t.Fatalf("poll: %s %s", out, errs)
	}
	out, errs, code = runCtx(context.Background(), "send", "--config", conf)
	if code != 0 || !strings.Contains(out, "sent: 0") {
		t.Fatalf("send: %s %s", out, errs)
	}
	_, errs, code = runCtx(context.Background(), "poll", "--config", conf)
	if code == 0 || !strings.Contains(errs, "exactly one of --once and --watch") {
		t.Fatalf("poll without a mode: %s", errs)
	}
}

func TestMailTestSaysWhatFailed(t *testing.T) {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	conf := mailConfig(t, im, sm, t.TempDir())
	t.Setenv("MINCIO_TEST_PASSWORD_IMAP", "wrong")
	_, errs, code := runCtx(context.Background(), "mail", "test", "--config", conf)
	if code == 0 || !strings.Contains(errs, "login") {
		t.Fatalf("want a login failure named, got %s", errs)
	}
}

// serve stops cleanly when its context ends, as it does on SIGTERM
// (signal.NotifyContext turns the signal into the same cancellation).
func TestServeStopsCleanly(t *testing.T) {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	games := filepath.Join(t.TempDir(), "games")
	os.MkdirAll(games, 0o755)
	conf := mailConfig(t, im, sm, games)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan string, 1)
	go func() {
		out, errs, _ := runCtx(ctx, "serve", "--config", conf, "--every", "50ms")
		done <- out + errs
	}()
	time.Sleep(300 * time.Millisecond)
	cancel()
	select {
	case out := <-done:
		if !strings.Contains(out, "stopped") {
			t.Fatalf("serve did not say it stopped: %s", out)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// serve ticks: a game whose deadline passed long ago gets its missed turn,
// and both sides' reports are mailed.
func TestServeTicks(t *testing.T) {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	base := t.TempDir()
	games := filepath.Join(base, "games")
	conf := mailConfig(t, im, sm, games)
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	for _, k := range []string{"host", "red", "blue"} {
		if out, errs, code := runCtx(context.Background(), "keygen", "-o", filepath.Join(base, k)); code != 0 {
			t.Fatal(out, errs)
		}
	}
	out, errs, code := runCtx(context.Background(), "new", scn, filepath.Join(games, "g1"), "--host-key", filepath.Join(base, "host"),
		"--side", "red="+filepath.Join(base, "red.pub"), "--side", "blue="+filepath.Join(base, "blue.pub"),
		"--email", "red=red@example.org", "--email", "blue=blue@example.org",
		"--deadline", "1h", "--now", "2020-01-01T00:00:00Z")
	if code != 0 {
		t.Fatal(out, errs)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan string, 1)
	go func() {
		out, errs, _ := runCtx(ctx, "serve", "--config", conf, "--every", "50ms")
		done <- out + errs
	}()
	deadline := time.Now().Add(10 * time.Second)
	for len(sm.Messages()) < 4 && time.Now().Before(deadline) { // two first reports, two after the missed turn
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	log := <-done
	if !strings.Contains(log, "g1: missed turn: entry 2: red missed its turn") {
		t.Fatalf("serve did not tick: %s", log)
	}
	if n := len(sm.Messages()); n < 4 {
		t.Fatalf("serve mailed %d mails, want the 2 first reports and 2 after the missed turn\n%s", n, log)
	}
}

// `league = DIR` in mincio.toml reads the games of a league folder.
func TestSendFromALeague(t *testing.T) {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	base := t.TempDir()
	league := filepath.Join(base, "spring")
	conf := mailConfig(t, im, sm, league)
	text, _ := os.ReadFile(conf)
	os.WriteFile(conf, []byte(strings.Replace(string(text), "games = ", "league = ", 1)), 0o600)
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	steps := [][]string{
		{"keygen", "-o", filepath.Join(base, "host")}, {"keygen", "-o", filepath.Join(base, "mod")},
		{"keygen", "-o", filepath.Join(base, "anna")}, {"keygen", "-o", filepath.Join(base, "nino")},
		{"league", "init", league, "--moderator-key", filepath.Join(base, "mod"), "--host-key", filepath.Join(base, "host")},
		{"league", "add-player", league, "anna", "--email", "anna@example.org", "--key", filepath.Join(base, "anna.pub")},
		{"league", "add-player", league, "nino", "--email", "nino@example.org", "--key", filepath.Join(base, "nino.pub")},
		{"league", "new-game", league, scn, "--side", "red=anna", "--side", "blue=nino"},
	}
	for _, args := range steps {
		if out, errs, code := runCtx(context.Background(), args...); code != 0 {
			t.Fatal(args, out, errs)
		}
	}
	out, errs, code := runCtx(context.Background(), "send", "--config", conf)
	if code != 0 || !strings.Contains(out, "reports queued: 2; sent: 2") {
		t.Fatalf("send: %s %s", out, errs)
	}
	if _, err := os.Stat(filepath.Join(league, "outbox")); err != nil {
		t.Fatalf("the league's outbox: %v", err)
	}
}
