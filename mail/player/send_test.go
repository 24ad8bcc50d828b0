package player

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// tolentinoView makes a Tolentino game and copies Austria's first view
// where Fetch keeps it (FOLDER/t1/view.json); it returns the player's
// configuration (no server: Send must stop before mailing) and the
// envelope of Austria's next file.
func tolentinoView(t *testing.T) (*mail.Config, string) {
	t.Helper()
	base := t.TempDir()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{}
	for i, name := range []string{"host", "austria", "naples"} {
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{byte(i + 1)}, 32))
		block, err := ssh.MarshalPrivateKey(priv, name)
		if err != nil {
			t.Fatal(err)
		}
		keys[name] = filepath.Join(base, name)
		os.WriteFile(keys[name], pem.EncodeToMemory(block), 0o600)
		pub, _ := ssh.NewPublicKey(priv.Public())
		keys[name+".pub"] = strings.TrimSpace(string(ssh.MarshalAuthorizedKey(pub)))
	}
	var seed dice.Seed
	game := filepath.Join(base, "t1")
	if _, err := saves.Create(game, saves.NewGame{Game: "t1", Scenario: sc, HostKey: keys["host"], Seed: &seed,
		Sides: map[string]string{"austria": keys["austria.pub"], "naples": keys["naples.pub"]}}); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(base, "mail")
	os.MkdirAll(filepath.Join(folder, "t1"), 0o700)
	view, err := saves.ReadOutboxFile(filepath.Join(game, "outbox", "000001-austria.view.json"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(folder, "t1", "view.json"), view, 0o600)
	f, err := saves.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &mail.Config{Player: mail.PlayerConfig{Address: "a@example.org", Key: keys["austria"], Host: "h@example.org", Folder: folder}}
	return cfg, f.EnvelopeLines("austria", 1)
}

// TestSendRefusesAFileWithProblems: a file the check finds problems in is
// not mailed without --force, and the error names the line and says what
// to do; a game never fetched is told to fetch first.
func TestSendRefusesAFileWithProblems(t *testing.T) {
	cfg, envelope := tolentinoView(t)
	file := filepath.Join(t.TempDir(), "orders.txt")
	os.WriteFile(file, []byte(envelope+"turn 1\nformation av\nmove j9 2611 2612 9999\n"), 0o600)
	var out bytes.Buffer
	err := Send(context.Background(), cfg, file, false, &out)
	e, ok := err.(*Error)
	if !ok || !strings.Contains(e.Msg, "orders.txt:") || !strings.Contains(e.Msg, "9999 is not on the map") || !strings.Contains(e.Hint, "--force") {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat(filepath.Join(cfg.Player.Folder, "t1", "sent")); err == nil {
		t.Error("a refused file was kept as sent")
	}
	os.WriteFile(file, []byte(strings.Replace(envelope, "game: t1", "game: t9", 1)+"turn 1\n"), 0o600)
	err = Send(context.Background(), cfg, file, false, &out)
	if e, ok := err.(*Error); !ok || !strings.Contains(e.Hint, "run mincio player fetch first") {
		t.Fatalf("a game never fetched: %v", err)
	}
}

// TestFetchKeepsNoMailOutsideItsFolder: a report whose view names a game
// that is no folder name ("../evil") is refused (by the view's own checks,
// and keepMail's), and nothing is written outside the player's folder.
func TestFetchKeepsNoMailOutsideItsFolder(t *testing.T) {
	cfg, _ := tolentinoView(t)
	view, err := os.ReadFile(filepath.Join(cfg.Player.Folder, "t1", "view.json"))
	if err != nil {
		t.Fatal(err)
	}
	evil := bytes.Replace(view, []byte(`"game": "t1"`), []byte(`"game": "../evil"`), 1)
	if bytes.Equal(evil, view) {
		t.Fatal("the view names no game t1")
	}
	raw, err := mail.Compose(mail.Message{From: mail.Address{Address: "h@example.org"}, To: []mail.Address{{Address: "a@example.org"}},
		Subject: "[mincio t1] turn 1: orders due for austria", Date: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), Body: "report",
		Attachments: []mail.Attachment{{Name: "view.json", ContentType: "application/json", Data: evil}}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := keepMail(&out, cfg.Player.Folder, raw); err == nil {
		t.Fatal("a view naming the game ../evil was kept")
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(cfg.Player.Folder), "evil")); err == nil {
		t.Fatal("a mail was kept outside the folder")
	}
}
