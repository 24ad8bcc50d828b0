package mail

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/pem"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// gameWorld is a toy game in a games folder, served over real loopback
// IMAP and SMTP servers.
type gameWorld struct {
	games     string
	keyDir    string
	host      *Host
	imap      *mailtest.IMAPServer
	smtp      *mailtest.SMTPServer
	poller    *Poller
	outbox    *Outbox
	sender    Sender
	red, blue ssh.Signer
	clock     time.Time
}

func signerFor(t testing.TB, dir, name string) (ssh.Signer, string) {
	t.Helper()
	seed := make([]byte, ed25519.SeedSize)
	copy(seed, name)
	block, err := ssh.MarshalPrivateKey(ed25519.NewKeyFromSeed(seed), name)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, pemEncode(block), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := sshsig.LoadSigner(path)
	if err != nil {
		t.Fatal(err)
	}
	return s, path
}

func newGameWorld(t *testing.T) *gameWorld {
	t.Helper()
	return newGameWorldOf(t, adjudicatortest.Scenario)
}

// newGameWorldOf is a game world whose game g1 plays the scenario text.
func newGameWorldOf(t *testing.T, scenario string) *gameWorld {
	t.Helper()
	adjudicatortest.Register()
	base := t.TempDir()
	w := &gameWorld{games: filepath.Join(base, "games"), keyDir: base, clock: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
	_, hostKey := signerFor(t, base, "host")
	w.red, _ = signerFor(t, base, "red")
	w.blue, _ = signerFor(t, base, "blue")
	sc, err := scenarios.Parse("toy.scn", []byte(scenario))
	if err != nil {
		t.Fatal(err)
	}
	var seed dice.Seed
	if _, err := saves.Create(filepath.Join(w.games, "g1"), saves.NewGame{Game: "g1", Scenario: sc, HostKey: hostKey,
		Sides:     map[string]string{"red": authorizedLine(w.red), "blue": authorizedLine(w.blue)},
		Addresses: map[string]string{"red": "red@example.com", "blue": "blue@example.com"}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	remember(t, filepath.Join(w.games, "g1"), "g1")
	w.imap = mailtest.NewIMAPServer(t, mailtest.Plain)
	w.smtp = mailtest.NewSMTPServer(t, mailtest.Plain)
	t.Setenv("MINCIO_TEST_IMAP_PASSWORD", w.imap.Password)
	cfg := configFor(t, w.imap, w.smtp)
	if w.outbox, err = OpenOutbox(filepath.Join(w.games, "outbox")); err != nil {
		t.Fatal(err)
	}
	w.poller = pollerFor(w.imap, w.outbox)
	if w.sender, err = NewSMTPSender(cfg); err != nil {
		t.Fatal(err)
	}
	w.host = &Host{Games: w.games, From: Address{Name: "mincio", Address: "host@example.org"},
		Now: func() time.Time { return w.clock }, LockWait: time.Second}
	return w
}

// authorizedLine is s's public key as an authorized_keys line, as a
// header pins it.
func authorizedLine(s ssh.Signer) string {
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(s.PublicKey())))
}

// moderatedGame creates game id in w's games folder on the scenario text:
// a league game with a deadline of 48 hours, a reminder 24 hours before
// it, abandonment after abandonAfter missed turns, and a moderator; it
// returns the game's folder and the moderator's private key file. The
// host signs with the key hostName.
func (w *gameWorld) moderatedGame(t *testing.T, id, scenario, hostName string, abandonAfter int) (dir, modKey string) {
	t.Helper()
	return w.moderatedGameCore(t, id, scenario, hostName, abandonAfter, 0)
}

// moderatedGameCore is moderatedGame under core revision core (0: the
// latest).
func (w *gameWorld) moderatedGameCore(t *testing.T, id, scenario, hostName string, abandonAfter, core int) (dir, modKey string) {
	t.Helper()
	sc, err := scenarios.Parse("toy.scn", []byte(scenario))
	if err != nil {
		t.Fatal(err)
	}
	_, hostKey := signerFor(t, w.keyDir, hostName)
	mod, modKey := signerFor(t, w.keyDir, "moderator")
	dir = filepath.Join(w.games, id)
	var seed dice.Seed
	p := &saves.DeadlinePolicy{Turn: saves.Duration(48 * time.Hour), Reminders: []saves.Duration{saves.Duration(24 * time.Hour)}, AbandonAfter: abandonAfter}
	if _, err := saves.Create(dir, saves.NewGame{Game: id, Scenario: sc, HostKey: hostKey, Seed: &seed, Now: w.clock, Deadline: p,
		Sides:     map[string]string{"red": authorizedLine(w.red), "blue": authorizedLine(w.blue)},
		Addresses: map[string]string{"red": "red@example.com", "blue": "blue@example.com"},
		Moderator: &saves.ModeratorPin{League: "l", Key: authorizedLine(mod), Address: "mod@example.com"},
		Revisions: scenarios.Revisions{Core: core}}); err != nil {
		t.Fatal(err)
	}
	remember(t, dir, id)
	return dir, modKey
}

// gameTags holds the header tag of each test game by id (the games tests
// make with one id are alike to the byte).
var gameTags sync.Map

// remember records the header tag of the game in dir.
func remember(t testing.TB, dir, game string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	gameTags.Store(game, saves.HeaderTag(b))
}

// orderFile signs a body for side with the appended block.
func signedOrders(t testing.TB, s ssh.Signer, game, side string, seq int, body string) []byte {
	t.Helper()
	header := ""
	if tag, ok := gameTags.Load(game); ok {
		header = "header: " + tag.(string) + "\n"
	}
	file := fmt.Sprintf("mincio orders 1\ngame: %s\n%sside: %s\nseq: %d\n%s", game, header, side, seq, body)
	sig, err := sshsig.Sign(s, sshsig.Namespace, []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return sshsig.Append([]byte(file), sig)
}

func mailWith(from, id string, file []byte) []byte {
	return []byte(fmt.Sprintf("From: %s\r\nTo: host@example.org\r\nSubject: [mincio g1] orders\r\nMessage-ID: <%s>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s",
		from, id, strings.ReplaceAll(string(file), "\n", "\r\n")))
}

// round delivers mails, polls once, flushes the outbox, and returns the
// mails the SMTP server received in this round.
func (w *gameWorld) round(t *testing.T, mails ...[]byte) []mailtest.Received {
	t.Helper()
	before := len(w.smtp.Messages())
	for _, m := range mails {
		w.imap.Deliver(m)
	}
	if _, err := w.poller.Once(context.Background(), w.host); err != nil {
		t.Fatal(err)
	}
	if _, err := w.host.CollectReports(w.outbox); err != nil {
		t.Fatal(err)
	}
	w.clock = w.clock.Add(time.Minute)
	if _, err := w.outbox.Flush(context.Background(), w.sender, w.clock); err != nil {
		t.Fatal(err)
	}
	return w.smtp.Messages()[before:]
}

func entries(t *testing.T, w *gameWorld) int {
	t.Helper()
	f, err := saves.Open(filepath.Join(w.games, "g1"))
	if err != nil {
		t.Fatal(err)
	}
	return f.Len()
}

func to(m mailtest.Received) string { return strings.Join(m.To, ",") }

func TestHostAppliesOrdersRepliesAndMailsReports(t *testing.T) {
	w := newGameWorld(t)
	// the start entry's reports go out first
	got := w.round(t)
	if len(got) != 2 {
		t.Fatalf("want the two start reports, got %d mails", len(got))
	}
	got = w.round(t, mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n")))
	var reply, redReport bool
	for _, m := range got {
		text := string(m.Data)
		switch {
		case to(m) == "red@example.com" && strings.Contains(text, "accepted as entry 2"):
			reply = true
			if strings.Contains(text, "rolls") {
				t.Fatalf("the reply to an order mail must not carry game information:\n%s", text)
			}
		case to(m) == "red@example.com" && strings.Contains(text, "report for red"):
			redReport = true
			for _, att := range []string{"report.txt", "view.json", "report.txt.sig"} {
				if !strings.Contains(text, att) {
					t.Errorf("report mail lacks %s", att)
				}
			}
			if !strings.Contains(text, "Subject: [mincio g1] turn 1: report for red") {
				t.Errorf("subject does not thread by game and turn:\n%s", text[:400])
			}
		}
	}
	if !reply || !redReport {
		t.Fatalf("reply %v, report %v; mails: %d", reply, redReport, len(got))
	}
	if n := entries(t, w); n != 2 {
		t.Fatalf("entries %d", n)
	}
	if w.imap.Count("Processed") != 1 {
		t.Fatal("order mail not moved to Processed")
	}
}

func TestHostRefusesForgeriesAndDuplicates(t *testing.T) {
	w := newGameWorld(t)
	w.round(t)
	good := signedOrders(t, w.red, "g1", "red", 1, "roll\n")
	w.round(t, mailWith("red@example.com", "o1@example.com", good))
	tampered := bytes.Replace(signedOrders(t, w.blue, "g1", "blue", 1, "pass\n"), []byte("pass"), []byte("roll"), 1)
	cases := []struct {
		name, want string
		mail       []byte
	}{
		{"forged From with a bad signature", "signature of side blue", mailWith("blue@example.com", "f1@example.com", tampered)},
		{"valid signature by the other side's key", "signed with the key of side red", mailWith("blue@example.com", "f2@example.com", signedOrders(t, w.red, "g1", "blue", 1, "pass\n"))},
		{"the same mail twice", "already applied as entry 2", mailWith("red@example.com", "o1-again@example.com", good)},
		{"unsigned file", "not signed", mailWith("blue@example.com", "n1@example.com", []byte("mincio orders 1\ngame: g1\nside: blue\nseq: 1\npass\n"))},
		{"unknown game", `no game "g9"`, mailWith("red@example.com", "u1@example.com", signedOrders(t, w.red, "g9", "red", 2, "pass\n"))},
		{"check mode", "checked against what side blue may see", mailWith("blue@example.com", "c1@example.com", signedOrders(t, w.blue, "g1", "blue", 1, "mode: check\npass\n"))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := entries(t, w)
			got := w.round(t, c.mail)
			if len(got) != 1 || !strings.Contains(string(got[0].Data), c.want) {
				var texts []string
				for _, m := range got {
					texts = append(texts, string(m.Data))
				}
				t.Fatalf("want one reply with %q, got:\n%s", c.want, strings.Join(texts, "\n----\n"))
			}
			if after := entries(t, w); after != before {
				t.Fatalf("game changed: %d entries, was %d", after, before)
			}
		})
	}
}

// A crash after the game recorded the order and before the mail was marked:
// the next poll sees the mail again and the game applies it once.
func TestHostCrashAfterApplyBeforeFlag(t *testing.T) {
	w := newGameWorld(t)
	w.round(t)
	m := mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "roll\n"))
	in, _ := Extract(m)
	if _, _, err := w.host.Handle(context.Background(), in, m); err != nil { // applied, then "crash"
		t.Fatal(err)
	}
	got := w.round(t, m)
	if n := entries(t, w); n != 2 {
		t.Fatalf("entries %d, want 2", n)
	}
	found := false
	for _, r := range got {
		found = found || strings.Contains(string(r.Data), "already applied as entry 2")
	}
	if !found {
		t.Fatal("no 'already applied' reply")
	}
}

// An order file written in ISO-8859-1 and signed over those bytes verifies,
// because the signature is checked over the bytes as sent.
func TestHostLatin1OrderFile(t *testing.T) {
	w := newGameWorld(t)
	w.round(t)
	body := "roll   # \xe0 l'attaque, caf\xe9\n" // ISO-8859-1 bytes
	file := signedOrders(t, w.red, "g1", "red", 1, body)
	raw := []byte("From: red@example.com\r\nTo: host@example.org\r\nSubject: [mincio g1] orders\r\nMessage-ID: <l1@example.com>\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=B\r\n\r\n--B\r\nContent-Type: text/plain\r\n\r\nmy orders attached\r\n" +
		"--B\r\nContent-Type: text/plain; charset=iso-8859-1; name=orders.txt\r\nContent-Disposition: attachment; filename=orders.txt\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" +
		qpLatin1(file) + "\r\n--B--\r\n")
	got := w.round(t, raw)
	if n := entries(t, w); n != 2 {
		var texts []string
		for _, m := range got {
			texts = append(texts, string(m.Data))
		}
		t.Fatalf("latin-1 order not applied (%d entries):\n%s", n, strings.Join(texts, "\n---\n"))
	}
}

func TestHostRejectsHTMLOnlyAndSpamWithoutAnswer(t *testing.T) {
	w := newGameWorld(t)
	w.round(t)
	html := "From: someone@example.com\r\nTo: host@example.org\r\nSubject: hello\r\nMessage-ID: <h1@example.com>\r\nContent-Type: text/html\r\n\r\n<p>hello</p>\r\n"
	got := w.round(t, []byte(html))
	if len(got) != 0 {
		t.Fatalf("answered a mail that is not for mincio: %d mails", len(got))
	}
	if w.imap.Count("Rejected") != 1 {
		t.Fatal("not moved to Rejected")
	}
}

// Reports of an encrypted game travel as one age file that only the
// player's key opens.
func TestHostEncryptedReports(t *testing.T) {
	w := newGameWorld(t)
	dir := filepath.Join(w.games, "g1")
	hdr, _ := os.ReadFile(filepath.Join(dir, "header.json"))
	if strings.Contains(string(hdr), "encrypt") {
		t.Fatal("test game must start unencrypted")
	}
	// a second game, encrypted
	_, hostKey := signerFor(t, t.TempDir(), "host")
	sc, _ := scenarios.Parse("toy.scn", []byte(adjudicatortest.Scenario))
	var seed dice.Seed
	if _, err := saves.Create(filepath.Join(w.games, "g2"), saves.NewGame{Game: "g2", Scenario: sc, HostKey: hostKey, Encrypt: true,
		Sides:     map[string]string{"red": authorizedLine(w.red), "blue": authorizedLine(w.blue)},
		Addresses: map[string]string{"red": "red@example.com", "blue": "blue@example.com"}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	remember(t, filepath.Join(w.games, "g1"), "g1")
	got := w.round(t)
	var sawEncrypted bool
	for _, m := range got {
		text := string(m.Data)
		if !strings.Contains(text, "[mincio g2]") {
			continue
		}
		if strings.Contains(text, "your secret") || strings.Contains(text, "view.json") {
			t.Fatalf("plaintext report in an encrypted game's mail:\n%s", text)
		}
		if to(m) != "red@example.com" {
			continue
		}
		att := attachmentNamed(t, m.Data, EncryptedName)
		priv, _ := os.ReadFile(filepath.Join(w.keyDir, "red"))
		plain, err := DecryptWithSSHKey(priv, att)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(plain), "your secret") || !strings.Contains(string(plain), "view.json") {
			t.Fatalf("decrypted mail lacks the report:\n%s", plain)
		}
		sawEncrypted = true
	}
	if !sawEncrypted {
		t.Fatal("no encrypted report for red")
	}
}

func pemEncode(b *pem.Block) []byte { return pem.EncodeToMemory(b) }

// qpLatin1 quoted-printable-encodes bytes as a latin-1 mail client would.
func qpLatin1(b []byte) string {
	var buf bytes.Buffer
	for _, c := range b {
		switch {
		case c == '\n':
			buf.WriteString("\r\n")
		case c == '=' || c >= 0x7f:
			fmt.Fprintf(&buf, "=%02X", c)
		default:
			buf.WriteByte(c)
		}
	}
	return buf.String()
}
