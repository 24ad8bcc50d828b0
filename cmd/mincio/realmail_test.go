package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail/realmail"
)

// Dovecot and Postfix are started once per test binary, by the first test
// that needs them, and stopped by TestMain (withRealMail) after all tests.
var realServer struct {
	once sync.Once
	dir  string
	srv  *realmail.Servers
	err  error
}

// realServers returns the running servers; it fails the test when they
// cannot run (docs/mail-servers.md), unless MINCIO_REAL_MAIL=off.
// realRuns counts the tests that made accounts on the real servers, which
// one process shares: each test's addresses carry its own number, so a
// second run (go test -count=2) finds empty mailboxes.
var realRuns atomic.Int64

// realAddr is the address of local for one test run (tag, from realTag).
func realAddr(local, tag string) string { return local + "-" + tag + "@" + realmail.Domain }

// realTag is a tag no other test run of this process has: letter, then a
// number.
func realTag(letter string) string { return fmt.Sprintf("%s%d", letter, realRuns.Add(1)) }

func realServers(t *testing.T) *realmail.Servers {
	t.Helper()
	realServer.once.Do(func() {
		if realServer.dir, realServer.err = os.MkdirTemp("", "mincio-realmail-"); realServer.err == nil {
			realServer.srv, realServer.err = realmail.StartOrOptOut(realServer.dir)
		}
	})
	if realServer.err == realmail.ErrOptedOut {
		t.Skip(realServer.err)
	}
	if realServer.err != nil {
		t.Fatal(realServer.err)
	}
	return realServer.srv
}

// withRealMail runs the tests, then stops the real servers if they ran.
type withRealMail struct{ m *testing.M }

func (w withRealMail) Run() int {
	code := w.m.Run()
	if realServer.srv != nil {
		realServer.srv.Stop()
	}
	if realServer.dir != "" {
		os.RemoveAll(realServer.dir)
	}
	return code
}

// A whole exchange through Postfix and Dovecot, with the commands a host
// runs: mincio send mails the first reports, the players' signed orders go
// in through Postfix's SMTP and LMTP into the host's Dovecot mailbox,
// mincio poll applies them, mincio send answers and reports, and later
// mincio serve does both; every mail lands in the players' Dovecot
// mailboxes, and the game verifies.
func TestRealServersExchange(t *testing.T) {
	srv := realServers(t)
	base := t.TempDir()
	games := filepath.Join(base, "games")
	tag := realTag("x")
	host := realAddr("host", tag)
	players := map[string]*player{}
	for _, side := range []string{"red", "blue"} {
		p := &player{t: t, srv: srv, side: side, addr: realAddr(side, tag), key: filepath.Join(base, side)}
		players[side] = p
	}
	if err := srv.AddUsers(realPassword, host, players["red"].addr, players["blue"].addr); err != nil {
		t.Fatal(err)
	}
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	for _, k := range []string{"host", "red", "blue"} {
		if out, errs, code := runCtx(context.Background(), "keygen", "-o", filepath.Join(base, k)); code != 0 {
			t.Fatal(out, errs)
		}
	}
	g1 := filepath.Join(games, "g1")
	if out, errs, code := runCtx(context.Background(), "new", scn, g1, "--host-key", filepath.Join(base, "host"),
		"--side", "red="+filepath.Join(base, "red.pub"), "--side", "blue="+filepath.Join(base, "blue.pub"),
		"--email", "red="+players["red"].addr, "--email", "blue="+players["blue"].addr); code != 0 {
		t.Fatal(out, errs)
	}
	t.Setenv("MINCIO_REAL_PASSWORD", realPassword)
	conf := filepath.Join(base, "mincio.toml")
	os.WriteFile(conf, []byte(fmt.Sprintf(`[imap]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_REAL_PASSWORD"

[smtp]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_REAL_PASSWORD"

[host]
address = %q
games = %q
`, srv.IMAPPort, host, srv.SMTPPort, host, host, games)), 0o600)
	run := func(args ...string) string {
		t.Helper()
		out, errs, code := runCtx(context.Background(), append(args, "--config", conf)...)
		if code != 0 {
			t.Fatalf("mincio %s: %s %s\n%s", args, out, errs, srv.Logs())
		}
		return out
	}
	if out := run("mail", "test"); !strings.Contains(out, "ok: IMAP") {
		t.Fatal(out)
	}

	// send: the first reports reach both players; red owes its act.
	if out := run("send"); !strings.Contains(out, "reports queued: 2; sent: 2") {
		t.Fatal(out)
	}
	red, blue := players["red"], players["blue"]
	rv := onlyReport(t, red.waitMail(1))
	bv := onlyReport(t, blue.waitMail(1))
	if len(rv.Owed) != 1 || len(bv.Owed) != 0 {
		t.Fatalf("first reports: red owes %v, blue owes %v", rv.Owed, bv.Owed)
	}

	// red's orders in through Postfix; poll applies them once they are in
	// the host's mailbox (delivery is asynchronous), send answers.
	red.orders(rv, host, "roll")
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		out := run("poll", "--once")
		if strings.Contains(out, "processed: 1") {
			break
		}
		if !strings.Contains(out, "unseen: 0") || time.Now().After(end) {
			t.Fatalf("poll: %s\n%s", out, srv.Logs())
		}
	}
	if out := run("send"); !strings.Contains(out, "failed: 0") || strings.Contains(out, "sent: 0") {
		t.Fatal(out)
	}
	got := red.waitMail(2) // the answer and the new report
	answered := false
	for _, m := range got {
		answered = answered || (strings.HasPrefix(m.Subject, "Re:") && strings.Contains(m.Text, "accepted"))
	}
	if !answered {
		t.Fatalf("red got no answer accepting its orders: %+v", got)
	}
	bv = onlyReport(t, blue.waitMail(1))
	if len(bv.Owed) != 1 {
		t.Fatalf("blue should owe its act after red's: %+v", bv)
	}

	// serve: blue's orders are polled (IMAP IDLE), applied and answered
	// without any other command.
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan string, 1)
	go func() {
		out, errs, _ := runCtx(ctx, "serve", "--config", conf, "--every", "100ms")
		done <- out + errs
	}()
	var stopOnce sync.Once
	var serveLog string
	stopServe := func() string { // also on failure: serve must not outlive the test
		stopOnce.Do(func() {
			cancel()
			serveLog = <-done
		})
		return serveLog
	}
	defer stopServe()
	blue.orders(bv, host, "hide 8   # my secret")
	got = blue.waitMail(2)
	if v := onlyReport(t, got); v.Seq != 1 || !strings.Contains(fmt.Sprint(got), "secret: 8") {
		t.Fatalf("blue's report after its orders: %+v", got)
	}
	rmails := red.waitMail(1)
	if rv = onlyReport(t, rmails); strings.Contains(fmt.Sprint(rmails), "secret: 8") {
		t.Fatalf("red was told blue's hidden number: %+v", rmails)
	}
	if log := stopServe(); !strings.Contains(log, "stopped") {
		t.Fatalf("serve: %s", log)
	}

	if out, errs, code := runCtx(context.Background(), "verify", g1); code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("verify: %s %s", out, errs)
	}
}
