package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/mail/postoffice"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

const playerPassEnv = "MINCIO_TEST_PLAYER_PASSWORD"

// playerWorld is a host and two players on the loopback post office: the
// host runs mincio poll and send, each player mincio player and nothing
// else.
type playerWorld struct {
	po      *postoffice.PostOffice
	dir     string
	hostCfg string
	game    string
	players map[string]string // side -> its mincio-player.toml
}

func newPlayerWorld(t *testing.T, scenario string) *playerWorld {
	t.Helper()
	w, hostKey := startPlayerWorld(t)
	sc, err := scenarios.Load(scenario)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"new", scenario, w.game, "--host-key", hostKey}
	for _, s := range sc.Sides {
		pub := w.addPlayer(t, s.ID)
		args = append(args, "--side", s.ID+"="+pub, "--email", s.ID+"="+s.ID+"@mincio.test")
	}
	w.mustRun(t, args...)
	w.writeHostConfig(t)
	return w
}

// startPlayerWorld starts the post office with the host's account and
// key; the game is to be made in w.game.
func startPlayerWorld(t *testing.T) (*playerWorld, string) {
	t.Helper()
	po, err := postoffice.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(po.Close)
	t.Setenv(playerPassEnv, "pw")
	w := &playerWorld{po: po, dir: t.TempDir(), players: map[string]string{}}
	os.MkdirAll(w.keys(), 0o700)
	_, hostKey, err := selfplay.Key(w.keys(), "host", 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := po.AddUser("host@mincio.test", "pw"); err != nil {
		t.Fatal(err)
	}
	w.game = filepath.Join(w.dir, "games", "c1")
	return w, hostKey
}

func (w *playerWorld) keys() string { return filepath.Join(w.dir, "keys") }

// account is the mail account part of a mincio.toml for addr.
func (w *playerWorld) account(addr string) string {
	return fmt.Sprintf("[imap]\nhost = \"127.0.0.1\"\nport = %d\nsecurity = \"plain\"\nusername = %q\npassword_env = %q\n\n"+
		"[smtp]\nhost = \"127.0.0.1\"\nport = %d\nsecurity = \"plain\"\nusername = %q\npassword_env = %q\n\n",
		postoffice.Port(w.po.IMAPAddr), addr, playerPassEnv, postoffice.Port(w.po.SMTPAddr), addr, playerPassEnv)
}

// addPlayer makes name's key (keys/NAME.pub, returned), their account
// NAME@mincio.test and their mincio-player config w.players[name].
func (w *playerWorld) addPlayer(t *testing.T, name string) string {
	t.Helper()
	addr := name + "@mincio.test"
	if err := w.po.AddUser(addr, "pw"); err != nil {
		t.Fatal(err)
	}
	signer, key, err := selfplay.Key(w.keys(), name, 1)
	if err != nil {
		t.Fatal(err)
	}
	pub := filepath.Join(w.keys(), name+".pub")
	os.WriteFile(pub, ssh.MarshalAuthorizedKey(signer.PublicKey()), 0o644)
	conf := filepath.Join(w.dir, name+".toml")
	text := w.account(addr) + fmt.Sprintf("[player]\naddress = %q\nkey = %q\nhost = \"host@mincio.test\"\nfolder = %q\n", addr, key, filepath.Join(w.dir, name+"-mail"))
	if err := os.WriteFile(conf, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	w.players[name] = conf
	return pub
}

// writeHostConfig writes the host's mincio.toml, serving w's games.
func (w *playerWorld) writeHostConfig(t *testing.T) {
	t.Helper()
	w.hostCfg = filepath.Join(w.dir, "host.toml")
	text := w.account("host@mincio.test") + fmt.Sprintf("[host]\naddress = \"host@mincio.test\"\ngames = %q\n", filepath.Join(w.dir, "games"))
	if err := os.WriteFile(w.hostCfg, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

func (w *playerWorld) mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, errs, code := runCtx(context.Background(), args...)
	if code != 0 {
		t.Fatalf("mincio %s: %s\n%s", strings.Join(args, " "), errs, out)
	}
	return out
}

// hostRound is what mincio serve does once: read the mail, mail the reports.
func (w *playerWorld) hostRound(t *testing.T) {
	t.Helper()
	w.mustRun(t, "poll", "--once", "--config", w.hostCfg)
	w.mustRun(t, "send", "--config", w.hostCfg)
}

// TestPlayerCommandsPlayAWholeGame (issue 23): both sides of custoza-23.2
// play the whole game over the loopback post office with mincio player
// alone: fetch keeps the mails and writes the template, the turn bot fills
// it in, send checks, signs and mails it; at the end each side audits the
// published archive against the reports it kept.
func TestPlayerCommandsPlayAWholeGame(t *testing.T) {
	w := newPlayerWorld(t, "custoza-23.2")
	sc, _ := scenarios.Load("custoza-23.2")
	rngs := map[string]*rand.Rand{}
	answered := map[string]int{}
	seq := map[string]int{}
	over, refused := false, 0
	for round := 0; round < 200 && !over; round++ {
		w.hostRound(t)
		for side, conf := range w.players {
			out := w.mustRun(t, "player", "fetch", "--config", conf)
			folder := filepath.Join(w.dir, side+"-mail", "c1")
			v, err := readView(filepath.Join(folder, "view.json"))
			if err != nil {
				t.Fatalf("%s after fetch: %v\n%s", side, err, out)
			}
			if v.Outcome != nil {
				over = true
				continue
			}
			if len(v.Owed) == 0 || answered[side] == v.Entry {
				continue
			}
			if rngs[side] == nil {
				rngs[side] = rand.New(rand.NewPCG(1, uint64(len(side))))
			}
			body, err := selfplay.Body(selfplay.BotTurn, sc, v, rngs[side])
			if err != nil {
				t.Fatal(err)
			}
			tmpl, err := os.ReadFile(filepath.Join(folder, "template.txt"))
			if err != nil {
				t.Fatalf("%s: no template after fetch: %v\n%s", side, err, out)
			}
			lines := strings.SplitN(string(tmpl), "\n", 6) // the envelope, with the next seq
			file := filepath.Join(w.dir, fmt.Sprintf("%s-%d.txt", side, v.Entry))
			os.WriteFile(file, []byte(strings.Join(lines[:5], "\n")+"\n"+body+"\n"), 0o600)
			// The bot does not read the check: a file it wrote with problems
			// is refused, and sent as it is with --force.
			sent, errs, code := runCtx(context.Background(), "player", "send", "--config", conf, file)
			if code != 0 {
				if !strings.Contains(errs, "or send as it is with --force") {
					t.Fatalf("%s: send: %s", side, errs)
				}
				refused++
				sent = w.mustRun(t, "player", "send", "--force", "--config", conf, file)
			}
			if !strings.Contains(sent, "sent ") {
				t.Fatalf("%s: send: %s", side, sent)
			}
			answered[side] = v.Entry
			seq[side]++
		}
	}
	if !over {
		t.Fatal("the game did not end")
	}
	t.Logf("order files refused for problems, then sent with --force: %d", refused)
	w.mustRun(t, "reveal", w.game)
	w.hostRound(t)
	for side, conf := range w.players {
		out := w.mustRun(t, "player", "fetch", "--config", conf)
		if !strings.Contains(out, "the game's archive") {
			t.Errorf("%s: the fetch after the reveal keeps no archive:\n%s", side, out)
		}
		audit := w.mustRun(t, "player", "audit", "--config", conf, "c1")
		if !strings.HasPrefix(audit, "ok\n") || !strings.Contains(audit, "dice: the revealed seed matches") {
			t.Errorf("%s: audit:\n%s", side, audit)
		}
		if seq[side] == 0 {
			t.Errorf("%s sent no order file", side)
		}
	}
}
