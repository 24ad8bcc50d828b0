// Command benchmail measures the host against a real mail server (issue 25;
// docs/benchmarks.md): `make bench-mail` runs it.
//
// Poll: it starts Dovecot as the mail tests do (mail/realmail), makes N/2
// Tolentino games, and for each run fills a fresh host mailbox with N order
// mails (each side's signed `turn 1` file for each game), times mbsync (Debian's
// isync) downloading them into a Maildir, then `mincio poll --once` reading,
// applying and answering them, on a fresh copy of the games. It prints each
// run and the median of poll's time over mbsync's.
//
// Tick: it makes 1,000 games with a deadline policy, of which 200 owe a
// reminder to both sides and 200 a missed turn of both sides at the time of
// the tick (800 items due), and times one `mincio tick` over them.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-imap/v2/imapclient"
	"golang.org/x/crypto/ssh"

	"github.com/mincio/mincio/mail/realmail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
)

const password = "bench-password"

func main() {
	n := flag.Int("n", 1000, "order mails (for n/2 games)")
	runs := flag.Int("runs", 5, "runs of the poll benchmark; the median is reported")
	tickGames := flag.Int("tick-games", 1000, "games in the tick benchmark (0: skip it); 2/5 of them have two items due")
	bin := flag.String("bin", "bin/mincio", "the mincio binary")
	flag.Parse()
	if err := run(*bin, *n, *runs, *tickGames); err != nil {
		fmt.Fprintln(os.Stderr, "benchmail: error:", err)
		os.Exit(1)
	}
}

func run(bin string, n, runs, tickGames int) error {
	if n < 2 || n%2 != 0 {
		return fmt.Errorf("-n %d: give an even number of mails, at least 2", n)
	}
	if _, err := exec.LookPath("mbsync"); err != nil {
		return fmt.Errorf("mbsync not found: install Debian's isync (make tools does, as root)")
	}
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	base, err := os.MkdirTemp("", "mincio-bench-mail-")
	if err != nil {
		return err
	}
	if os.Getenv("MINCIO_BENCH_KEEP") == "" {
		defer os.RemoveAll(base)
	}
	if err := os.Chmod(base, 0o755); err != nil {
		return err
	}
	b := &bench{bin: bin, base: base}
	for _, k := range []string{"host", "austria", "naples"} {
		if _, err := b.mincio("keygen", "-o", filepath.Join(base, k)); err != nil {
			return err
		}
	}
	if n > 0 && runs > 0 {
		if err := b.pollBench(n, runs); err != nil {
			return err
		}
	}
	if tickGames > 0 {
		return b.tickBench(tickGames)
	}
	return nil
}

type bench struct {
	bin, base string
}

func (b *bench) mincio(args ...string) (string, error) {
	out, _, err := b.mincioCPU(args...)
	return out, err
}

// mincioCPU runs mincio and says how much CPU time (user and system) it
// took: on a machine others load, a steadier measure than the wall clock.
func (b *bench) mincioCPU(args ...string) (string, time.Duration, error) {
	var out, errs bytes.Buffer
	cmd := exec.Command(b.bin, args...)
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		return out.String(), 0, fmt.Errorf("mincio %s: %v\n%s%s", strings.Join(args, " "), err, out.String(), errs.String())
	}
	return out.String(), cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// newGames makes count Tolentino games named name(i) in dir, two at a time.
func (b *bench) newGames(dir string, count int, name func(int) string, extra func(int) []string) error {
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < count; i += 2 {
				args := append([]string{"new", "tolentino1815", filepath.Join(dir, name(i)), "--host-key", filepath.Join(b.base, "host"),
					"--side", "austria=" + filepath.Join(b.base, "austria.pub"), "--side", "naples=" + filepath.Join(b.base, "naples.pub")}, extra(i)...)
				if _, err := b.mincio(args...); err != nil {
					errs[w] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func (b *bench) signer(side string) (ssh.Signer, error) {
	pem, err := os.ReadFile(filepath.Join(b.base, side))
	if err != nil {
		return nil, err
	}
	return ssh.ParsePrivateKey(pem)
}

// orderMails are the n mails: each side's signed turn 1 file for each game.
func (b *bench) orderMails(n int, host, games string) ([][]byte, error) {
	var mails [][]byte
	for _, side := range []string{"naples", "austria"} {
		s, err := b.signer(side)
		if err != nil {
			return nil, err
		}
		for g := range n / 2 {
			header, err := os.ReadFile(filepath.Join(games, gameName(g), "header.json"))
			if err != nil {
				return nil, err
			}
			file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: 1\n\nturn 1\n", gameName(g), saves.HeaderTag(header), side)
			sig, err := sshsig.Sign(s, sshsig.Namespace, []byte(file))
			if err != nil {
				return nil, err
			}
			body := strings.ReplaceAll(string(sshsig.Append([]byte(file), sig)), "\n", "\r\n")
			mails = append(mails, []byte(fmt.Sprintf("From: %s@%s\r\nTo: %s\r\nSubject: [mincio %s] orders\r\nMessage-ID: <%s-%s@%s>\r\nDate: Fri, 27 Nov 2026 06:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s",
				side, realmail.Domain, host, gameName(g), gameName(g), side, realmail.Domain, body)))
		}
	}
	return mails, nil
}

func gameName(i int) string { return fmt.Sprintf("t%04d", i) }

func (b *bench) pollBench(n, runs int) error {
	srvDir := filepath.Join(b.base, "servers")
	srv, err := realmail.Start(srvDir)
	if err != nil {
		return err
	}
	defer srv.Stop()
	template := filepath.Join(b.base, "games-template")
	fmt.Printf("making %d Tolentino games…\n", n/2)
	if err := b.newGames(template, n/2, gameName, func(int) []string { return nil }); err != nil {
		return err
	}
	var ratios []float64
	for r := range runs {
		host := fmt.Sprintf("host%d@%s", r, realmail.Domain)
		if err := srv.AddUser(host, password); err != nil {
			return err
		}
		mails, err := b.orderMails(n, host, template)
		if err != nil {
			return err
		}
		if err := appendAll(srv.IMAPPort, host, mails); err != nil {
			return err
		}
		mb, err := b.mbsync(srv.IMAPPort, host, r)
		if err != nil {
			return err
		}
		games := filepath.Join(b.base, fmt.Sprintf("games-%d", r))
		if out, err := exec.Command("cp", "-a", template, games).CombinedOutput(); err != nil {
			return fmt.Errorf("cp: %v: %s", err, out)
		}
		conf := filepath.Join(b.base, fmt.Sprintf("mincio-%d.toml", r))
		if err := os.WriteFile(conf, []byte(fmt.Sprintf(`[imap]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_BENCH_PASSWORD"

[smtp]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = "MINCIO_BENCH_PASSWORD"

[host]
address = %q
games = %q
`, srv.IMAPPort, host, srv.SMTPPort, host, host, games)), 0o600); err != nil {
			return err
		}
		os.Setenv("MINCIO_BENCH_PASSWORD", password)
		start := time.Now()
		out, cpu, err := b.mincioCPU("poll", "--once", "--config", conf)
		poll := time.Since(start)
		if err != nil {
			return err
		}
		if want := fmt.Sprintf("processed: %d,", n); !strings.Contains(out, want) {
			return fmt.Errorf("poll did not process every mail: %s", out)
		}
		if err := checkApplied(b, games, n/2); err != nil {
			return err
		}
		ratio := poll.Seconds() / mb.Seconds()
		ratios = append(ratios, ratio)
		fmt.Printf("run %d: %d mails: poll --once %.2f s (CPU %.2f s), mbsync %.3f s, ratio %.1f\n", r+1, n, poll.Seconds(), cpu.Seconds(), mb.Seconds(), ratio)
		os.RemoveAll(games)
	}
	slices.Sort(ratios)
	fmt.Printf("poll/mbsync, median of %d runs: %.1f\n", runs, ratios[len(ratios)/2])
	return nil
}

// checkApplied checks that each game's turn 1 was played once: two order
// entries after its creation.
func checkApplied(b *bench, games string, count int) error {
	for _, g := range []int{0, count / 2, count - 1} {
		out, err := b.mincio("status", filepath.Join(games, gameName(g)))
		if err != nil {
			return err
		}
		if !strings.Contains(out, ", 3 entries") {
			return fmt.Errorf("game %s after poll: want 3 entries (creation and both sides' turn 1): %s", gameName(g), out)
		}
	}
	return nil
}

// appendAll puts the mails in the user's INBOX over IMAP.
func appendAll(port int, user string, mails [][]byte) error {
	c, err := imapclient.DialInsecure(fmt.Sprintf("127.0.0.1:%d", port), nil)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Login(user, password).Wait(); err != nil {
		return err
	}
	for _, m := range mails {
		cmd := c.Append("INBOX", int64(len(m)), nil)
		if _, err := cmd.Write(m); err != nil {
			return err
		}
		if err := cmd.Close(); err != nil {
			return err
		}
		if _, err := cmd.Wait(); err != nil {
			return err
		}
	}
	return c.Logout().Wait()
}

// mbsync downloads the user's INBOX into a fresh Maildir and says how long
// it took.
func (b *bench) mbsync(port int, user string, r int) (time.Duration, error) {
	dir := filepath.Join(b.base, fmt.Sprintf("mbsync-%d", r))
	if err := os.MkdirAll(filepath.Join(dir, "maildir"), 0o700); err != nil {
		return 0, err
	}
	rc := filepath.Join(dir, "mbsyncrc")
	if err := os.WriteFile(rc, []byte(fmt.Sprintf(`IMAPAccount bench
Host 127.0.0.1
Port %d
User %s
Pass %s
SSLType None
AuthMechs LOGIN PLAIN

IMAPStore remote
Account bench

MaildirStore local
Path %s/maildir/
Inbox %s/maildir/INBOX
SubFolders Verbatim

Channel bench
Far :remote:
Near :local:
Patterns INBOX
Create Near
Sync Pull
SyncState *
`, port, user, password, dir, dir)), 0o600); err != nil {
		return 0, err
	}
	start := time.Now()
	out, err := exec.CommandContext(context.Background(), "mbsync", "-q", "-c", rc, "-a").CombinedOutput()
	took := time.Since(start)
	if err != nil {
		return 0, fmt.Errorf("mbsync: %v: %s", err, out)
	}
	got, err := os.ReadDir(filepath.Join(dir, "maildir", "INBOX", "new"))
	if err != nil {
		return 0, err
	}
	cur, _ := os.ReadDir(filepath.Join(dir, "maildir", "INBOX", "cur"))
	if len(got)+len(cur) == 0 {
		return 0, fmt.Errorf("mbsync downloaded nothing: %s", out)
	}
	return took, nil
}

// tickBench: count games, 1/5 owing a reminder to both sides at the tick,
// 1/5 a missed turn of both sides, the rest nothing yet.
func (b *bench) tickBench(count int) error {
	dir := filepath.Join(b.base, "tick-games")
	tick := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	fmt.Printf("making %d Tolentino games with deadlines…\n", count)
	err := b.newGames(dir, count, gameName, func(i int) []string {
		switch i % 5 {
		case 0: // reminded 1 day before the deadline of 2 days: created 25 h ago
			return []string{"--deadline", "2d", "--remind", "1d", "--now", tick.Add(-25 * time.Hour).Format(time.RFC3339)}
		case 1: // the deadline of 2 days passed an hour ago, no reminder policy
			return []string{"--deadline", "2d", "--now", tick.Add(-49 * time.Hour).Format(time.RFC3339)}
		default:
			return []string{"--deadline", "2d", "--remind", "1d", "--now", tick.Format(time.RFC3339)}
		}
	})
	if err != nil {
		return err
	}
	start := time.Now()
	out, cpu, err := b.mincioCPU("tick", dir, "--now", tick.Format(time.RFC3339))
	took := time.Since(start)
	if err != nil {
		return err
	}
	reminders, missed := strings.Count(out, ": reminder to "), strings.Count(out, "missed turn")
	if want := 2 * ((count + 4) / 5); reminders != want {
		return fmt.Errorf("tick wrote %d reminders, want %d:\n%s", reminders, want, out)
	}
	if want := 2 * ((count + 3) / 5); missed != want {
		return fmt.Errorf("tick recorded %d missed turns, want %d:\n%s", missed, want, out)
	}
	fmt.Printf("tick over %d games: %d reminders, %d missed turns: %.2f s (CPU %.2f s)\n", count, reminders, missed, took.Seconds(), cpu.Seconds())
	return nil
}
