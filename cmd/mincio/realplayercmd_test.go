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

// TestRealServersPlayerCommands (issue 23): mincio player against Dovecot
// and Postfix: fetch downloads the host's first report from the player's
// Dovecot mailbox, keeps it and writes the template; send checks, signs
// and mails the filled-in file through Postfix; the host's poll applies
// it; the next fetch shows the host's answer and keeps the new report.
func TestRealServersPlayerCommands(t *testing.T) {
	srv := realServers(t)
	base := t.TempDir()
	games := filepath.Join(base, "games")
	tag := realTag("p")
	host, red, blue := realAddr("host", tag), realAddr("red", tag), realAddr("blue", tag)
	if err := srv.AddUsers(realPassword, host, red, blue); err != nil {
		t.Fatal(err)
	}
	scn := filepath.Join(base, "toy.scn")
	os.WriteFile(scn, []byte(adjudicatortest.Scenario), 0o644)
	for _, k := range []string{"host", "red", "blue"} {
		if out, errs, code := runCtx(context.Background(), "keygen", "-o", filepath.Join(base, k)); code != 0 {
			t.Fatal(out, errs)
		}
	}
	if out, errs, code := runCtx(context.Background(), "new", scn, filepath.Join(games, "p1"), "--host-key", filepath.Join(base, "host"),
		"--side", "red="+filepath.Join(base, "red.pub"), "--side", "blue="+filepath.Join(base, "blue.pub"),
		"--email", "red="+red, "--email", "blue="+blue); code != 0 {
		t.Fatal(out, errs)
	}
	t.Setenv("MINCIO_REAL_PASSWORD", realPassword)
	account := func(user string) string {
		return fmt.Sprintf("[imap]\nhost = \"127.0.0.1\"\nport = %d\nsecurity = \"plain\"\nusername = %q\npassword_env = \"MINCIO_REAL_PASSWORD\"\n\n"+
			"[smtp]\nhost = \"127.0.0.1\"\nport = %d\nsecurity = \"plain\"\nusername = %q\npassword_env = \"MINCIO_REAL_PASSWORD\"\n\n", srv.IMAPPort, user, srv.SMTPPort, user)
	}
	hostConf, redConf := filepath.Join(base, "mincio.toml"), filepath.Join(base, "red.toml")
	os.WriteFile(hostConf, []byte(account(host)+fmt.Sprintf("[host]\naddress = %q\ngames = %q\n", host, games)), 0o600)
	os.WriteFile(redConf, []byte(account(red)+fmt.Sprintf("[player]\naddress = %q\nkey = %q\nhost = %q\nfolder = %q\n", red, filepath.Join(base, "red"), host, filepath.Join(base, "red-mail"))), 0o600)
	run := func(args ...string) string {
		t.Helper()
		out, errs, code := runCtx(context.Background(), args...)
		if code != 0 {
			t.Fatalf("mincio %s: %s %s\n%s", args, out, errs, srv.Logs())
		}
		return out
	}
	// fetchUntil fetches (delivery through Postfix is asynchronous) until
	// the output says want.
	fetchUntil := func(want string) string {
		t.Helper()
		var all string
		for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			all += run("player", "fetch", "--config", redConf)
			if strings.Contains(all, want) {
				return all
			}
			if time.Now().After(end) {
				t.Fatalf("fetch: no %q after 30 s:\n%s\n%s", want, all, srv.Logs())
			}
		}
	}

	run("send", "--config", hostConf)
	out := fetchUntil("template: ")
	if !strings.Contains(out, "mincio report: game p1, side red") {
		t.Fatalf("first fetch:\n%s", out)
	}
	folder := filepath.Join(base, "red-mail", "p1")
	tmpl, err := os.ReadFile(filepath.Join(folder, "template.txt"))
	if err != nil {
		t.Fatal(err)
	}
	envelope := strings.SplitN(string(tmpl), "\n", 6)[:5]
	file := filepath.Join(base, "red-1.txt")
	os.WriteFile(file, []byte(strings.Join(envelope, "\n")+"\nroll\n"), 0o600)
	if out := run("player", "send", "--config", redConf, file); !strings.Contains(out, "sent red-1.txt to "+host) {
		t.Fatal(out)
	}
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		out := run("poll", "--once", "--config", hostConf)
		if strings.Contains(out, "processed: 1") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("poll: %s\n%s", out, srv.Logs())
		}
	}
	run("send", "--config", hostConf)
	out = fetchUntil("accepted as entry 2 of game p1")
	reports, _ := filepath.Glob(filepath.Join(folder, "report-*.eml"))
	answers, _ := filepath.Glob(filepath.Join(folder, "answer-*.eml"))
	if len(reports) == 0 || len(answers) != 1 {
		t.Fatalf("kept %d reports and %d answers:\n%s", len(reports), len(answers), out)
	}
}
