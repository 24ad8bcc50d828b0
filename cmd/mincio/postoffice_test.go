package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/mail/postoffice"
)

// startPostoffice runs `mincio postoffice` (args begin with --dir DIR)
// until the returned stop is called, or the test ends, and returns its
// state once it is listening.
func startPostoffice(t *testing.T, args ...string) (postoffice.State, func() string) {
	t.Helper()
	dir := args[1] // args start with --dir DIR
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan string, 1)
	go func() {
		out, errs, code := runCtx(ctx, append([]string{"postoffice"}, args...)...)
		done <- fmt.Sprintf("%s%s(exit %d)", out, errs, code)
	}()
	var once sync.Once
	var out string
	stop := func() string { // once: a test may stop it before its cleanup does
		once.Do(func() {
			cancel()
			out = <-done
		})
		return out
	}
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		select {
		case o := <-done:
			t.Fatalf("postoffice ended: %s", o)
		default:
		}
		// a demo's state names ports of a post office that is gone: wait
		// until they answer
		if st, err := postoffice.ReadState(dir); err == nil {
			if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", st.SMTPPort)); err == nil {
				c.Close()
				t.Cleanup(func() { stop() })
				return st, stop
			}
		}
	}
	t.Fatalf("postoffice did not start: %s", stop())
	return postoffice.State{}, nil
}

func hostConfig(t *testing.T, st postoffice.State, user, games string) *mail.Config {
	t.Helper()
	t.Setenv(st.PasswordEnv, st.Password)
	cfg, err := mail.ParseConfig("mincio.toml", []byte(fmt.Sprintf(`[imap]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = %q

[smtp]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = %q

[host]
address = %q
games = %q
`, st.IMAPPort, user, st.PasswordEnv, st.SMTPPort, user, st.PasswordEnv, user, games)))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// mincio postoffice: the mail package's clients log in, mail goes in by
// SMTP and comes out by IMAP (poll rejects it: it is not an order), and
// interrupting it closes both ports.
func TestPostofficeCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "po")
	st, stop := startPostoffice(t, "--dir", dir, "--user", "host@mincio.test", "--user", "red@mincio.test")
	if len(st.Users) != 2 || st.PasswordEnv != postofficePasswordEnv || st.Password == "" {
		t.Fatalf("state %+v", st)
	}
	games := filepath.Join(t.TempDir(), "games")
	os.MkdirAll(games, 0o755)
	cfg := hostConfig(t, st, "host@mincio.test", games)
	ctx := context.Background()
	if err := mail.TestConnections(ctx, cfg); err != nil {
		t.Fatal(err)
	}
	sender, err := mail.NewSMTPSender(cfg)
	if err != nil {
		t.Fatal(err)
	}
	raw := []byte("From: red@mincio.test\r\nTo: host@mincio.test\r\nSubject: hello\r\nMessage-ID: <p1@mincio.test>\r\n\r\nnot an order\r\n")
	if err := sender.Send(ctx, "host@mincio.test", []string{"host@mincio.test"}, raw); err != nil {
		t.Fatal(err)
	}
	outbox, err := mail.OpenOutbox(filepath.Join(games, "outbox"))
	if err != nil {
		t.Fatal(err)
	}
	poller, err := mail.NewPoller(cfg, outbox)
	if err != nil {
		t.Fatal(err)
	}
	res, err := poller.Once(ctx, &mail.Host{Games: games, From: cfg.Host.From(), Now: time.Now})
	if err != nil || res.Unseen != 1 || res.Rejected != 1 {
		t.Fatalf("poll: %+v %v", res, err)
	}
	out := stop()
	for _, want := range []string{
		fmt.Sprintf("IMAP port %d, SMTP port %d", st.IMAPPort, st.SMTPPort),
		"user: red@mincio.test", "export " + postofficePasswordEnv + "=" + st.Password,
		"state: " + filepath.Join(dir, postoffice.StateFile), "post office stopped", "(exit 0)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if err := mail.TestConnections(ctx, cfg); err == nil {
		t.Fatal("the post office still answers after it was stopped")
	}
	// its state names ports already: asking for others is refused
	_, errs, code := runCtx(ctx, "postoffice", "--dir", dir, "--imap-port", "1")
	if code == 0 || !strings.Contains(errs, "has its ports already") {
		t.Fatalf("ports over a state: %s", errs)
	}
}

// After mincio demo, mincio postoffice --dir OUT brings back the post
// office the demo's mincio.toml names, mincio mail test logs in, and
// mincio player fetch reads a side's mails with the player configuration
// the demo wrote: the commands the demo prints work as printed.
func TestDemoPostofficeServesItsConfig(t *testing.T) {
	base := t.TempDir()
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	out := filepath.Join(base, "out")
	dout, errs, code := runCtx(context.Background(), "demo", "--scenario", scn, "--turns", "1", "--out", out)
	if code != 0 {
		t.Fatal(dout, errs)
	}
	for _, want := range []string{"public keys: " + filepath.Join(out, "keys", "*.pub"), "export MINCIO_DEMO_PASSWORD=demo-password",
		invokedAs() + " postoffice --dir " + out, invokedAs() + " player fetch --config " + filepath.Join(out, "red-player.toml"),
		invokedAs() + " player audit toy --config " + filepath.Join(out, "red-player.toml")} {
		if !strings.Contains(dout, want) {
			t.Errorf("demo output lacks %q:\n%s", want, dout)
		}
	}
	for _, f := range []string{"keys/host.pub", "keys/red.pub", "keys/blue.pub", "postoffice.json"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	startPostoffice(t, "--dir", out)
	t.Setenv("MINCIO_DEMO_PASSWORD", "demo-password")
	mout, errs, code := runCtx(context.Background(), "mail", "test", "--config", filepath.Join(out, "mincio.toml"))
	if code != 0 || !strings.Contains(mout, "ok: IMAP") {
		t.Fatalf("mail test against the demo's config: %s %s", mout, errs)
	}
	// the printed player commands work as printed: a fetch against the
	// post office started again (its mailboxes are new: nothing to fetch),
	// and the audit of the mails the demo kept as red's player
	pout, errs, code := runCtx(context.Background(), "player", "fetch", "--config", filepath.Join(out, "red-player.toml"))
	if code != 0 || !strings.Contains(pout, "no new mail from the host") {
		t.Fatalf("player fetch against the demo's player config: %s %s", pout, errs)
	}
	aout, errs, code := runCtx(context.Background(), "player", "audit", "toy", "--config", filepath.Join(out, "red-player.toml"))
	if code != 0 || !strings.HasPrefix(aout, "ok\n") {
		t.Fatalf("player audit of the demo's game: %s %s", aout, errs)
	}
}
