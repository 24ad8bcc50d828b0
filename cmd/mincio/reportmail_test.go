package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// maxReportMail is the most a report mail with its map pictures may weigh
// (issue 8: "a report mail with its map picture is at most 250 KB").
const maxReportMail = 250_000

// TestReportMailSize plays Tolentino's turn 1 from the worked files of
// docs/orders-tolentino.md and weighs the report mails of turn 2 as the
// host queues them, pictures and all.
func TestReportMailSize(t *testing.T) {
	base := t.TempDir()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	_, hostKey, err := selfplay.Key(base, "host", 1)
	if err != nil {
		t.Fatal(err)
	}
	signers := map[string]ssh.Signer{}
	sides := map[string]string{}
	for _, side := range []string{"naples", "austria"} {
		s, _, err := selfplay.Key(base, side, 1)
		if err != nil {
			t.Fatal(err)
		}
		signers[side] = s
		sides[side] = strings.TrimSpace(string(ssh.MarshalAuthorizedKey(s.PublicKey())))
	}
	games := filepath.Join(base, "games")
	dir := filepath.Join(games, "t1")
	if _, err := saves.Create(dir, saves.NewGame{Game: "t1", Scenario: sc, HostKey: hostKey, Sides: sides,
		Addresses: map[string]string{"naples": "n@example.org", "austria": "a@example.org"}}); err != nil {
		t.Fatal(err)
	}
	for _, side := range []string{"naples", "austria"} {
		body, err := os.ReadFile("../../adjudicator/tolentino/testdata/worked-" + side + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		f, err := saves.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		file := []byte(f.EnvelopeLines(adjudicator.Side(side), 1) + string(body))
		sig, err := sshsig.Sign(signers[side], sshsig.Namespace, file)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := saves.Submit(dir, saves.Submission{Name: side + ".txt", Data: sshsig.Append(file, sig)}, saves.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	out, err := mail.OpenOutbox(filepath.Join(base, "outbox"))
	if err != nil {
		t.Fatal(err)
	}
	h := &mail.Host{Games: games, From: mail.Address{Address: "host@example.org"}, Pictures: pictures,
		Now: func() time.Time { return time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC) }}
	if n, err := h.CollectReports(out); err != nil || n != 4 {
		t.Fatalf("want 4 report mails (start and turn 2, two sides), got %d: %v", n, err)
	}
	emls, _ := filepath.Glob(filepath.Join(base, "outbox", "*.eml"))
	for _, eml := range emls {
		fi, err := os.Stat(eml)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := os.ReadFile(eml)
		t.Logf("%s: %d bytes (map.svg %v, map.png %v)", filepath.Base(eml), fi.Size(),
			strings.Contains(string(raw), "map.svg"), strings.Contains(string(raw), "map.png"))
		if !strings.Contains(string(raw), "map.svg") {
			t.Errorf("%s has no map picture", filepath.Base(eml))
		}
		if fi.Size() > maxReportMail {
			t.Errorf("%s weighs %d bytes, more than %d", filepath.Base(eml), fi.Size(), maxReportMail)
		}
	}
}
