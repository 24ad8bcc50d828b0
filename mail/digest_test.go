package mail

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gomail "github.com/emersion/go-message/mail"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// digestWorld is a league of two players and two games between them:
// anna takes a daily digest at 07:00 UTC, nino a mail each time.
type digestWorld struct {
	league, games string
	anna, nino    ssh.Signer
	host          *Host
	outbox        *Outbox
	smtp          *mailtest.SMTPServer
	sender        Sender
	clock         time.Time
}

func newDigestWorld(t *testing.T) *digestWorld {
	t.Helper()
	adjudicatortest.Register()
	base := t.TempDir()
	w := &digestWorld{league: filepath.Join(base, "spring"), clock: time.Date(2026, 3, 2, 5, 0, 0, 0, time.UTC)}
	w.games = filepath.Join(w.league, "games")
	_, modKey := signerFor(t, base, "moderator")
	_, hostKey := signerFor(t, base, "host")
	w.anna, _ = signerFor(t, base, "anna")
	w.nino, _ = signerFor(t, base, "nino")
	p := &saves.DeadlinePolicy{Turn: saves.Duration(48 * time.Hour), Reminders: []saves.Duration{saves.Duration(24 * time.Hour)}}
	l, err := saves.InitLeague(w.league, saves.NewLeague{ModeratorKey: modKey, HostKey: hostKey, Deadline: p})
	if err != nil {
		t.Fatal(err)
	}
	if err := l.AddPlayer(saves.Player{Name: "anna", Address: "anna@example.org", Key: authorizedLine(w.anna)}); err != nil {
		t.Fatal(err)
	}
	if err := l.AddPlayer(saves.Player{Name: "nino", Address: "nino@example.org", Key: authorizedLine(w.nino)}); err != nil {
		t.Fatal(err)
	}
	if err := l.SetMail("anna", saves.MailOption{Digest: true, DigestHour: 7}); err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.Scenario))
	if err != nil {
		t.Fatal(err)
	}
	for _, sides := range []map[string]string{{"red": "anna", "blue": "nino"}, {"red": "nino", "blue": "anna"}} {
		if _, _, err := l.NewGame(saves.LeagueGame{Scenario: sc, Players: sides, Now: w.clock}); err != nil {
			t.Fatal(err)
		}
	}
	w.smtp = mailtest.NewSMTPServer(t, mailtest.Plain)
	imap := mailtest.NewIMAPServer(t, mailtest.Plain)
	t.Setenv("MINCIO_TEST_IMAP_PASSWORD", imap.Password)
	if w.sender, err = NewSMTPSender(configFor(t, imap, w.smtp)); err != nil {
		t.Fatal(err)
	}
	if w.outbox, err = OpenOutbox(filepath.Join(w.league, "outbox")); err != nil {
		t.Fatal(err)
	}
	w.host = &Host{Games: w.games, League: w.league, From: Address{Address: "host@example.org"}, Now: func() time.Time { return w.clock }, LockWait: time.Second}
	return w
}

// at sets the clock, collects and flushes, and returns the mails sent.
func (w *digestWorld) at(t *testing.T, now time.Time) []mailtest.Received {
	t.Helper()
	w.clock = now
	before := len(w.smtp.Messages())
	if _, err := w.host.CollectReports(w.outbox); err != nil {
		t.Fatal(err)
	}
	if _, err := w.outbox.Flush(context.Background(), w.sender, now); err != nil {
		t.Fatal(err)
	}
	return w.smtp.Messages()[before:]
}

func mailsTo(ms []mailtest.Received, addr string) []mailtest.Received {
	var out []mailtest.Received
	for _, m := range ms {
		if to(m) == addr {
			out = append(out, m)
		}
	}
	return out
}

// textBody is the first text part of a mail, decoded.
func textBody(t *testing.T, raw []byte) string {
	t.Helper()
	mr, err := gomail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	for {
		p, err := mr.NextPart()
		if err != nil {
			t.Fatalf("no text part: %v", err)
		}
		if _, ok := p.Header.(*gomail.InlineHeader); ok {
			b, _ := io.ReadAll(p.Body)
			return strings.ReplaceAll(string(b), "\r\n", "\n") // the wire's line ends
		}
	}
}

func TestDigestOneMailADayAcrossGames(t *testing.T) {
	w := newDigestWorld(t)
	day := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)

	// 05:00: nino gets his two start reports at once; anna's wait for 07:00
	got := w.at(t, day.Add(5*time.Hour))
	if len(mailsTo(got, "nino@example.org")) != 2 || len(mailsTo(got, "anna@example.org")) != 0 {
		t.Fatalf("05:00: %d mails to nino, %d to anna", len(mailsTo(got, "nino@example.org")), len(mailsTo(got, "anna@example.org")))
	}

	// 07:30: one digest for anna with both games' reports
	got = w.at(t, day.Add(7*time.Hour+30*time.Minute))
	anna := mailsTo(got, "anna@example.org")
	if len(got) != 1 || len(anna) != 1 {
		t.Fatalf("07:30: want one digest to anna, got %d mails", len(got))
	}
	raw := anna[0].Data
	if !bytes.Contains(raw, []byte("Subject: [mincio] daily digest for anna, 2026-03-02: 2 games")) {
		t.Fatalf("subject:\n%s", raw[:400])
	}
	body := textBody(t, raw)
	for _, want := range []string{
		"Daily digest for anna, 2026-03-02: 2 reports and notices from 2 games since the last digest.",
		"== What you owe\nGame toy-1, side red owes:\n- act, in your army's own choices: turn 1: act\nSections to send: army.\nDeadline: 2026-03-04 05:00 UTC.\n",
		"== toy-1: report for red, entry 1 (attached as toy-1-000001-red.report.txt)",
		"== toy-2: report for blue, entry 1 (attached as toy-2-000001-blue.report.txt)",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("digest lacks %q:\n%s", want, body)
		}
	}
	// each report's signed files come along, under the game's name, and verify
	report := attachmentNamed(t, raw, "toy-1-000001-red.report.txt")
	sig := attachmentNamed(t, raw, "toy-1-000001-red.report.txt.sig")
	header := attachmentNamed(t, raw, "toy-1.header.json")
	var h saves.Header
	if err := decodeHeader(header, &h); err != nil {
		t.Fatal(err)
	}
	hostKey, err := sshsig.ParsePublicKey([]byte(h.HostKey))
	if err != nil {
		t.Fatal(err)
	}
	if err := sshsig.Verify(hostKey, sshsig.Namespace, report, sig); err != nil {
		t.Fatalf("the digest's report does not verify: %v", err)
	}
	for _, g := range []string{"toy-1", "toy-2"} {
		f, err := saves.Open(filepath.Join(w.games, g))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Outbox()) != 0 {
			t.Fatalf("%s: reports left in the game's outbox: %v", g, f.Outbox())
		}
	}
	if b, _ := os.ReadFile(filepath.Join(w.league, "digests", "anna")); string(b) != "2026-03-02\n" {
		t.Fatalf("digest marker %q", b)
	}

	// nino plays in toy-2 at noon: his mail goes at once, anna's report waits for tomorrow
	rc, err := saves.Submit(filepath.Join(w.games, "toy-2"), saves.Submission{Name: "o.txt", Data: leagueOrderFile(t, w.games, "toy-2", w.nino, "red", "pass\n")}, saves.Options{Now: day.Add(12 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	got = w.at(t, day.Add(12*time.Hour+time.Minute))
	if len(mailsTo(got, "anna@example.org")) != 0 || len(mailsTo(got, "nino@example.org")) != 1 {
		t.Fatalf("noon: %d mails to anna, %d to nino (entry %d)", len(mailsTo(got, "anna@example.org")), len(mailsTo(got, "nino@example.org")), rc.Entry.N)
	}
	// a reminder for anna in toy-1 (a day before her deadline) also waits
	if _, err := saves.Tick(filepath.Join(w.games, "toy-1"), saves.Options{Now: day.Add(29 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if got := w.at(t, day.Add(29*time.Hour)); len(got) != 0 { // tomorrow 05:00: before her hour
		t.Fatalf("tomorrow 05:00: %d mails", len(got))
	}
	got = w.at(t, day.Add(31*time.Hour))
	if len(got) != 1 || to(got[0]) != "anna@example.org" {
		t.Fatalf("tomorrow 07:00: want one digest, got %d mails", len(got))
	}
	body = textBody(t, got[0].Data)
	for _, want := range []string{
		"Daily digest for anna, 2026-03-03: 2 reports and notices from 2 games",
		"Game toy-1, side red owes:", "Game toy-2, side blue owes:",
		"== toy-1: reminder: orders due for red by 2026-03-04 05:00 UTC",
		"== toy-2: report for blue, entry 2",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("second digest lacks %q:\n%s", want, body)
		}
	}
	if got := w.at(t, day.Add(40*time.Hour)); len(got) != 0 {
		t.Fatalf("nothing waits, yet %d mails", len(got))
	}
}

// A player mailed each time is untouched by the digest: the registry
// without mail=digest gives the mails of before.
func TestNoDigestWithoutLeague(t *testing.T) {
	w := newDigestWorld(t)
	w.host.League = ""
	got := w.at(t, time.Date(2026, 3, 2, 5, 0, 0, 0, time.UTC))
	if len(mailsTo(got, "anna@example.org")) != 2 {
		t.Fatalf("want anna's two reports at once, got %d mails to her", len(mailsTo(got, "anna@example.org")))
	}
}

func leagueOrderFile(t *testing.T, games, game string, s ssh.Signer, side, body string) []byte {
	t.Helper()
	remember(t, filepath.Join(games, game), game)
	return signedOrders(t, s, game, side, 1, body)
}

func decodeHeader(data []byte, h *saves.Header) error { return json.Unmarshal(data, h) }

// A players.txt that does not read holds no mail back: every report goes
// at once, and the error is returned for the log.
func TestDigestBrokenRegistryMailsEach(t *testing.T) {
	w := newDigestWorld(t)
	path := filepath.Join(w.league, "players.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, "broken line\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	w.clock = time.Date(2026, 3, 2, 5, 0, 0, 0, time.UTC)
	n, err := w.host.CollectReports(w.outbox)
	if err == nil || !strings.Contains(err.Error(), "players.txt:") || n != 4 {
		t.Fatalf("queued %d, err %v", n, err)
	}
}
