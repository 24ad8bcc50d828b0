package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// A league run against Dovecot and Postfix with the commands a host runs:
// the moderator signs an act on their own machine (moderate -o) and mails
// it through Postfix to the host's mailbox; poll applies it (the act's
// signature counts, not the mail's From:) and send answers the moderator
// and mails the reports to the address the act gave; tick writes a
// reminder and send delivers it to the player who owes, in their Dovecot
// mailbox.
func TestRealServersLeague(t *testing.T) {
	srv := realServers(t)
	base := t.TempDir()
	tag := realTag("l")
	host := realAddr("host", tag)
	mk := func(name string) *player {
		return &player{t: t, srv: srv, side: name, addr: realAddr(name, tag), key: filepath.Join(base, name)}
	}
	red, blue, blue2, mod := mk("red"), mk("blue"), mk("blue2"), mk("mod")
	if err := srv.AddUsers(realPassword, host, red.addr, blue.addr, blue2.addr, mod.addr); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		out, errs, code := runCtx(context.Background(), args...)
		if code != 0 {
			t.Fatalf("mincio %s: %s %s\n%s", args, out, errs, srv.Logs())
		}
		return out
	}
	for _, k := range []string{"host", "moderator", "red", "blue"} {
		run("keygen", "-o", filepath.Join(base, k))
	}
	league := filepath.Join(base, "spring")
	run("league", "init", league, "--moderator-key", filepath.Join(base, "moderator"), "--host-key", filepath.Join(base, "host"),
		"--moderator-email", mod.addr, "--deadline", "2d", "--remind", "1d")
	for _, p := range []*player{red, blue} {
		run("league", "add-player", league, p.side, "--email", p.addr, "--key", p.key+".pub")
	}
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	start := time.Now().UTC().Truncate(time.Second)
	run("league", "new-game", league, scn, "--id", "t1", "--side", "red=red", "--side", "blue=blue", "--now", start.Format(time.RFC3339))
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
league = %q
`, srv.IMAPPort, host, srv.SMTPPort, host, host, league)), 0o600)
	if out := run("send", "--config", conf); !strings.Contains(out, "reports queued: 2; sent: 2") {
		t.Fatal(out)
	}
	red.waitMail(1)
	blue.waitMail(1)

	// blue's address bounces: the moderator signs the change at home and
	// mails it in
	act := filepath.Join(base, "address.txt")
	run("moderate", "t1", "address", "--side", "blue", "--email", blue2.addr, "--reason", "the old address bounces",
		"--header", tagOf(t, filepath.Join(league, "games", "t1")), "--moderator-key", filepath.Join(base, "moderator"), "-o", act)
	text, err := os.ReadFile(act)
	if err != nil {
		t.Fatal(err)
	}
	mod.send(host, "[mincio t1] address of blue", "act-1", string(text))
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		out := run("poll", "--once", "--config", conf)
		if strings.Contains(out, "processed: 1") {
			break
		}
		if !strings.Contains(out, "unseen: 0") || time.Now().After(end) {
			t.Fatalf("poll: %s\n%s", out, srv.Logs())
		}
	}
	run("send", "--config", conf)
	if got := mod.waitMail(1); !strings.Contains(got[0].Text, "accepted as entry 2 of game t1: the moderator's act address") {
		t.Fatalf("the moderator's answer: %+v", got)
	}
	if v := onlyReport(t, blue2.waitMail(1)); v.Side != "blue" {
		t.Fatalf("blue's report at the new address: %+v", v)
	}

	// a day later red, who owes its act, is reminded in its own mailbox
	later := start.Add(25 * time.Hour).Format(time.RFC3339)
	if out := run("tick", league, "--now", later); !strings.Contains(out, "t1: reminder to red: orders due by ") {
		t.Fatalf("tick: %s", out)
	}
	run("send", "--config", conf, "--now", later)
	var reminded bool
	for _, m := range red.waitMail(2) { // the report of the act, and the reminder
		reminded = reminded || strings.Contains(m.Subject, "reminder: orders due for red by ") && strings.Contains(m.Text, "Deadline: ")
	}
	if !reminded {
		t.Fatalf("no reminder reached red's mailbox\n%s", srv.Logs())
	}
	if out := run("verify", filepath.Join(league, "games", "t1")); !strings.Contains(out, "ok") {
		t.Fatal(out)
	}
	if n := len(blue.inbox()); n != 1 {
		t.Fatalf("mail went to blue's old address after the change: %d mails", n)
	}
}

// tagOf is the header tag of the game in dir, as its reports print it.
func tagOf(t *testing.T, dir string) string {
	t.Helper()
	out, errs, code := runCtx(context.Background(), "status", dir)
	if code != 0 {
		t.Fatal(out, errs)
	}
	for _, l := range strings.Split(out, "\n") {
		if tag, ok := strings.CutPrefix(l, "header: "); ok {
			return tag
		}
	}
	t.Fatalf("no header tag in %s", out)
	return ""
}
