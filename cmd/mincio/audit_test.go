package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
)

// auditWorld is a toy game played from the command line, its reports
// mailed through a loopback SMTP server; red keeps every mail it gets.
type auditWorld struct {
	t          *testing.T
	dir, game  string
	conf, kept string
	smtp       *mailtest.SMTPServer
	seen       int
}

func (w *auditWorld) mincio(args ...string) string {
	w.t.Helper()
	out, errs, code := runCtx(context.Background(), args...)
	if code != 0 {
		w.t.Fatalf("mincio %s: %s%s", strings.Join(args, " "), out, errs)
	}
	return out
}

// send mails the reports and files each of red's new mails as red keeps it.
func (w *auditWorld) send() {
	w.t.Helper()
	w.mincio("send", "--config", w.conf)
	msgs := w.smtp.Messages()
	for _, m := range msgs[w.seen:] {
		if strings.Join(m.To, ",") == "red@example.com" {
			n, _ := os.ReadDir(w.kept)
			os.WriteFile(filepath.Join(w.kept, fmt.Sprintf("%02d.eml", len(n)+1)), m.Data, 0o600)
		}
	}
	w.seen = len(msgs)
}

// order signs and submits one order file of side.
func (w *auditWorld) order(side string, seq int, line string) {
	w.t.Helper()
	header, err := os.ReadFile(filepath.Join(w.game, "header.json"))
	if err != nil {
		w.t.Fatal(err)
	}
	file := filepath.Join(w.dir, fmt.Sprintf("%s-%d.txt", side, seq))
	text := fmt.Sprintf("mincio orders 1\ngame: g1\nheader: %s\nside: %s\nseq: %d\n%s\n", saves.HeaderTag(header), side, seq, line)
	os.WriteFile(file, []byte(text), 0o600)
	w.mincio("sign", "-i", "-k", filepath.Join(w.dir, side), file)
	w.mincio("submit", w.game, file)
	w.send()
}

// newAuditWorld plays five entries of the toy game.
func newAuditWorld(t *testing.T) *auditWorld {
	im := mailtest.NewIMAPServer(t, mailtest.Plain)
	sm := mailtest.NewSMTPServer(t, mailtest.Plain)
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	os.MkdirAll(games, 0o700)
	w := &auditWorld{t: t, dir: dir, game: filepath.Join(games, "g1"), conf: mailConfig(t, im, sm, games), kept: filepath.Join(dir, "kept"), smtp: sm}
	os.MkdirAll(w.kept, 0o700)
	os.WriteFile(filepath.Join(dir, "toy.scn"), []byte(adjudicatortest.Scenario), 0o600)
	for _, k := range []string{"host", "red", "blue"} {
		w.mincio("keygen", "-o", filepath.Join(dir, k))
	}
	w.mincio("new", filepath.Join(dir, "toy.scn"), w.game, "--host-key", filepath.Join(dir, "host"),
		"--side", "red="+filepath.Join(dir, "red.pub"), "--side", "blue="+filepath.Join(dir, "blue.pub"),
		"--email", "red=red@example.com", "--email", "blue=blue@example.com")
	w.send()
	w.order("red", 1, "roll")
	w.order("blue", 1, "pass")
	w.order("red", 2, "pass")
	w.order("blue", 2, "pass")
	return w
}

// rollBack drops the last k entries, as a dishonest host would: what is
// left is a shorter log, consistent in itself.
func (w *auditWorld) rollBack(k int) {
	f, err := saves.Open(w.game)
	if err != nil {
		w.t.Fatal(err)
	}
	for n := f.Len(); n > f.Len()-k; n-- {
		for _, ext := range []string{".tar", ".json", ".json.sig", ".input", ".input.sig"} {
			os.Remove(filepath.Join(w.game, "log", fmt.Sprintf("%06d%s", n, ext)))
		}
	}
	os.RemoveAll(filepath.Join(w.game, "snapshots"))
	if _, err := saves.Verify(w.game); err != nil {
		w.t.Fatalf("the rolled-back log should verify on its own: %v", err)
	}
}

// archive reveals the seed, mails the end of the game and returns the
// archive red received with it.
func (w *auditWorld) archive() string {
	w.mincio("reveal", w.game)
	w.send()
	kept, _ := os.ReadDir(w.kept)
	raw, err := os.ReadFile(filepath.Join(w.kept, kept[len(kept)-1].Name()))
	if err != nil {
		w.t.Fatal(err)
	}
	parts, err := mail.Parts(raw)
	if err != nil || parts["g1.tar.gz"] == nil || parts["header.json"] == nil {
		w.t.Fatalf("the last mail carries no archive and header: %v", err)
	}
	path := filepath.Join(w.dir, "g1.tar.gz")
	os.WriteFile(path, parts["g1.tar.gz"], 0o600)
	return path
}

func (w *auditWorld) keptMails() []string {
	names, _ := filepath.Glob(filepath.Join(w.kept, "*.eml"))
	if len(names) < 4 {
		w.t.Fatalf("red kept only %d mails", len(names))
	}
	return names
}

func TestAuditAcceptsAnHonestGame(t *testing.T) {
	w := newAuditWorld(t)
	tgz := w.archive()
	out := w.mincio(append([]string{"audit", tgz}, w.keptMails()...)...)
	for _, want := range []string{"ok\n", "header: the one you received", "dice: the revealed seed matches the commitment", "entries: 6"} {
		if !strings.Contains(out, want) {
			t.Fatalf("audit says:\n%s\nwant %q", out, want)
		}
	}
	if strings.Contains(out, "kept heads: 0") {
		t.Fatalf("no kept head checked:\n%s", out)
	}
}

func TestAuditCatchesARollback(t *testing.T) {
	const k = 2
	t.Run("published folder", func(t *testing.T) {
		w := newAuditWorld(t)
		w.rollBack(k)
		_, errs, code := runCtx(context.Background(), append([]string{"audit", w.game}, w.keptMails()...)...)
		if code == 0 || !strings.Contains(errs, "you were told of entry 4") || !strings.Contains(errs, "the published log ends at entry 3: it was rolled back") {
			t.Fatalf("audit of a rolled-back log: %s", errs)
		}
	})
	t.Run("archive after the reveal", func(t *testing.T) {
		w := newAuditWorld(t)
		w.rollBack(k)
		tgz := w.archive()
		_, errs, code := runCtx(context.Background(), append([]string{"audit", tgz}, w.keptMails()...)...)
		if code == 0 || !strings.Contains(errs, "after entry 4 you were told head") || !strings.Contains(errs, "its history was rewritten or forked") {
			t.Fatalf("audit of a rolled-back log: %s", errs)
		}
	})
}

func TestAuditComparesTheHeader(t *testing.T) {
	w := newAuditWorld(t)
	other := filepath.Join(w.dir, "other-header.json")
	os.WriteFile(other, []byte("{}\n"), 0o600)
	_, errs, code := runCtx(context.Background(), "audit", w.game, "--header", other)
	if code == 0 || !strings.Contains(errs, "header.json is not the header you received") {
		t.Fatalf("audit with another header: %s", errs)
	}
	heads := filepath.Join(w.dir, "heads.txt")
	f, _ := saves.Open(w.game)
	all, _ := f.Heads()
	os.WriteFile(heads, []byte(fmt.Sprintf("entry 2 head %s\nentry 5 head %s\n", all[1], strings.Repeat("0", 64))), 0o600)
	_, errs, code = runCtx(context.Background(), "audit", w.game, heads)
	if code == 0 || !strings.Contains(errs, "heads.txt (entry 5) (unsigned, not proof): says head 0000") || strings.Contains(errs, "rewritten") {
		t.Fatalf("audit with a wrong kept head: %s", errs)
	}
}

// Issue 24, "Why" 6: a kept report.txt is checked against its .sig beside
// it; an edited one with its .sig is refused as not what the host signed,
// and an edited one without a .sig is labelled unsigned, never proof that
// the host rewrote history.
func TestAuditChecksAKeptReportAgainstItsSig(t *testing.T) {
	w := newAuditWorld(t)
	mails := w.keptMails()
	raw, err := os.ReadFile(mails[len(mails)-1])
	if err != nil {
		t.Fatal(err)
	}
	parts, err := mail.Parts(raw)
	if err != nil || parts["report.txt"] == nil || parts["report.txt.sig"] == nil {
		t.Fatalf("the last kept mail has no signed report: %v", err)
	}
	report := filepath.Join(w.dir, "report.txt")
	os.WriteFile(report, parts["report.txt"], 0o600)
	os.WriteFile(report+".sig", parts["report.txt.sig"], 0o600)
	out := w.mincio("audit", w.game, report)
	if !strings.Contains(out, "kept heads: 1, each on the log") || strings.Contains(out, "unsigned") {
		t.Fatalf("audit of a signed report.txt:\n%s", out)
	}
	f, _ := saves.Open(w.game)
	edited := strings.Replace(string(parts["report.txt"]), "head: "+f.Head(), "head: "+strings.Repeat("0", 64), 1)
	if edited == string(parts["report.txt"]) {
		t.Fatalf("the report does not carry the head %s", f.Head())
	}
	os.WriteFile(report, []byte(edited), 0o600)
	_, errs, code := runCtx(context.Background(), "audit", w.game, report)
	if code == 0 || !strings.Contains(errs, "report.txt: host signature (report.txt.sig)") || strings.Contains(errs, "rewritten") {
		t.Fatalf("an edited report.txt with its .sig: %s", errs)
	}
	os.Remove(report + ".sig")
	_, errs, code = runCtx(context.Background(), "audit", w.game, report)
	if code == 0 || !strings.Contains(errs, "(unsigned, not proof)") || strings.Contains(errs, "rewritten") || strings.Contains(errs, "proves the host") {
		t.Fatalf("an edited report.txt without a .sig: %s", errs)
	}
	os.WriteFile(report, parts["report.txt"], 0o600)
	out = w.mincio("audit", w.game, report)
	if !strings.Contains(out, "unsigned: 1 of them") {
		t.Fatalf("an unsigned report.txt that matches is not labelled unsigned:\n%s", out)
	}
}
