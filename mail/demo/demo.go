// Package demo plays a game by email on loopback, end to end: a post office
// (real IMAP and SMTP servers in-process), a host that polls its mailbox,
// resolves orders and mails reports, and one bot per side that reads its
// reports over IMAP, writes its orders for each game turn (selfplay's turn
// bot), signs the order file and mails it.
// It ends by revealing the dice seed and verifying the whole game. It is
// what `mincio demo` runs.
package demo

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/mail/player"
	"github.com/mincio/mincio/mail/postoffice"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// Config says what to play.
type Config struct {
	Scenario *scenarios.Scenario
	Out      string // created; holds keys, the game folder, the mail config, the last map views
	Turns    int    // game turns to play; 0 plays to the end
	Seed     uint64 // the bots' choices; the dice seed is secret and random, as in a real game
	// Transcript gets one line per mail in, decision and mail out.
	Transcript io.Writer
	// Pictures draws the views left in Out/views; nil leaves none.
	Pictures func(sc *scenarios.Scenario, v adjudicator.View, pngScale float64) (png, svg []byte, err error)
	// MaxRounds bounds the run; 0 means 20,000 mail rounds.
	MaxRounds int
}

// Result is where the demo left things.
type Result struct {
	Out, Game string
	Config    string // the host's mincio.toml
	Keys      string // folder of every key; players' public keys are SIDE.pub
	// PostOffice describes the demo's post office, also written to
	// Out/postoffice.json: `mincio postoffice --dir Out` starts it again, on
	// the ports mincio.toml names, for rehearsing poll, send and serve.
	PostOffice postoffice.State
	Outcome    *adjudicator.Outcome
	Turn       int
	Orders     int // order mails the bots sent
	Verified   *saves.Verification
	Views      []string // picture files written
	// Players are the `mincio player` configurations written, one a side.
	Players []string
	// LargestMail is the size in bytes of the heaviest report mail a bot
	// received (at most mail.MaxReportMail but for a long game's reveal),
	// and LargestSubject its subject.
	LargestMail    int
	LargestSubject string
}

const (
	domain   = "mincio.test"
	password = "demo-password"
	passEnv  = "MINCIO_DEMO_PASSWORD"
)

// Run plays the demo.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if cfg.MaxRounds == 0 {
		cfg.MaxRounds = 20000
	}
	if entries, err := os.ReadDir(cfg.Out); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("%s exists and is not empty: choose a new --out folder", cfg.Out)
	}
	po, err := postoffice.Start()
	if err != nil {
		return nil, err
	}
	defer po.Close()
	d := &run{cfg: cfg, po: po, log: cfg.Transcript}
	if d.log == nil {
		d.log = io.Discard
	}
	if err := d.setup(); err != nil {
		return nil, err
	}
	return d.play(ctx)
}

type run struct {
	cfg    Config
	po     *postoffice.PostOffice
	log    io.Writer
	game   string // game folder
	host   *mail.Host
	poller *mail.Poller
	outbox *mail.Outbox
	sender mail.Sender
	bots   []*bot
	clock  time.Time
}

func (d *run) hostAddress() string { return "host@" + domain }

// setup makes the mailboxes, the keys, the game and the host's mail config.
func (d *run) setup() error {
	sc := d.cfg.Scenario
	keys := filepath.Join(d.cfg.Out, "keys")
	if err := os.MkdirAll(keys, 0o755); err != nil {
		return err
	}
	if err := d.po.AddUser(d.hostAddress(), password); err != nil {
		return err
	}
	hostSigner, hostKey, err := selfplay.Key(keys, "host", d.cfg.Seed)
	if err != nil {
		return err
	}
	if err := writePublicKey(keys, "host", hostSigner); err != nil {
		return err
	}
	ng := saves.NewGame{Game: sc.ID, Scenario: sc, HostKey: hostKey, Sides: map[string]string{}, Addresses: map[string]string{}, Rand: rand.Reader}
	for i, s := range sc.Sides {
		addr := s.ID + "@" + domain
		if err := d.po.AddUser(addr, password); err != nil {
			return err
		}
		signer, keyPath, err := selfplay.Key(keys, s.ID, d.cfg.Seed)
		if err != nil {
			return err
		}
		if err := d.playerConfig(s.ID, addr, keyPath); err != nil {
			return err
		}
		if err := writePublicKey(keys, s.ID, signer); err != nil {
			return err
		}
		ng.Sides[s.ID] = strings.TrimSpace(string(ssh.MarshalAuthorizedKey(signer.PublicKey())))
		ng.Addresses[s.ID] = addr
		d.bots = append(d.bots, &bot{side: adjudicator.Side(s.ID), addr: addr, signer: signer,
			rng: mrand.New(mrand.NewPCG(d.cfg.Seed, uint64(i)+1)), po: d.po})
	}
	games := filepath.Join(d.cfg.Out, "games")
	d.game = filepath.Join(games, sc.ID)
	if _, err := saves.Create(d.game, ng); err != nil {
		return err
	}
	fmt.Fprintf(d.log, "created game %s (%s) in %s; dice seed secret, commitment in the header\n", sc.ID, sc.Title, d.game)
	return d.hostMail(games)
}

// playerConfig writes Out/SIDE-player.toml, the side's `mincio player`
// configuration (docs/players.md): its mailbox on the demo's post office,
// its key, the host. With the post office started again (mincio
// postoffice --dir Out), `mincio player fetch --config Out/SIDE-player.toml`
// reads the side's mails as its player would.
func (d *run) playerConfig(side, addr, key string) error {
	text := fmt.Sprintf("# mincio player settings of the demo's %s player (docs/players.md, \"mincio player\")\n", side) +
		d.serversTOML(addr) + fmt.Sprintf(`
[player]
address = %q
key = %q
host = %q
folder = %q
`, addr, key, d.hostAddress(), filepath.Join(d.cfg.Out, side+"-mail"))
	return os.WriteFile(d.playerConfigPath(side), []byte(text), 0o600)
}

// serversTOML is the [imap] and [smtp] sections of a configuration
// logging in as user on the demo's post office.
func (d *run) serversTOML(user string) string {
	return fmt.Sprintf(`[imap]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = %q

[smtp]
host = "127.0.0.1"
port = %d
security = "plain"
username = %q
password_env = %q
`, postoffice.Port(d.po.IMAPAddr), user, passEnv, postoffice.Port(d.po.SMTPAddr), user, passEnv)
}

// playerConfigPath is where the demo writes side's player configuration.
func (d *run) playerConfigPath(side string) string {
	return filepath.Join(d.cfg.Out, side+"-player.toml")
}

// writePublicKey writes keys/NAME.pub beside the private key, in the
// authorized_keys form mincio new and ssh-keygen -Y verify read.
func writePublicKey(keys, name string, signer ssh.Signer) error {
	line := strings.TrimSpace(string(ssh.MarshalAuthorizedKey(signer.PublicKey()))) + " " + name + "\n"
	return os.WriteFile(filepath.Join(keys, name+".pub"), []byte(line), 0o644)
}

// hostMail writes the host's mincio.toml, as a moderator would, and reads
// it back: the demo runs the same code as `mincio serve`.
func (d *run) hostMail(games string) error {
	conf := filepath.Join(d.cfg.Out, "mincio.toml")
	text := "# mail settings of the demo host (docs/mail-config.md); the servers run on loopback:\n" +
		"# mincio postoffice --dir (this folder) starts them again after the demo\n" +
		d.serversTOML(d.hostAddress()) + fmt.Sprintf(`
[host]
address = %q
name = "mincio demo host"
games = %q
`, d.hostAddress(), games)
	if err := os.WriteFile(conf, []byte(text), 0o644); err != nil {
		return err
	}
	if err := postoffice.WriteState(d.cfg.Out, d.po.State(passEnv, password)); err != nil {
		return err
	}
	os.Setenv(passEnv, password)
	cfg, err := mail.LoadConfig(conf)
	if err != nil {
		return err
	}
	if d.outbox, err = mail.OpenOutbox(filepath.Join(games, "outbox")); err != nil {
		return err
	}
	if d.poller, err = mail.NewPoller(cfg, d.outbox); err != nil {
		return err
	}
	if d.sender, err = mail.NewSMTPSender(cfg); err != nil {
		return err
	}
	d.clock = time.Date(2026, 5, 2, 6, 0, 0, 0, time.UTC)
	d.host = &mail.Host{Games: games, From: cfg.Host.From(), Now: d.now, Pictures: d.cfg.Pictures}
	return nil
}

// now is the demo's mail clock: it advances a minute per use, so mail dates
// are orderly and the run does not depend on the wall clock.
func (d *run) now() time.Time {
	d.clock = d.clock.Add(time.Minute)
	return d.clock
}

// hostRound is one pass of what `mincio serve` does: poll, then mail.
func (d *run) hostRound(ctx context.Context) error {
	res, err := d.poller.Once(ctx, d.host)
	if err != nil {
		return err
	}
	if res.Processed+res.Rejected > 0 {
		f, err := saves.Open(d.game)
		if err != nil {
			return err
		}
		last := f.Last()
		fmt.Fprintf(d.log, "  host: %d mail(s) read; entry %d; %s\n", res.Processed+res.Rejected, last.N, last.Result.Status)
	}
	n, err := d.host.CollectReports(d.outbox)
	if err != nil {
		return err
	}
	fr, err := d.outbox.Flush(ctx, d.sender, d.now())
	if err != nil {
		return err
	}
	if n > 0 || fr.Sent > 0 {
		fmt.Fprintf(d.log, "  host: mail out: %d report(s) queued, %d mail(s) sent\n", n, fr.Sent)
	}
	if fr.Failed > 0 {
		return errors.New("the post office refused a mail for good")
	}
	return nil
}

func (d *run) play(ctx context.Context) (*Result, error) {
	res := &Result{Out: d.cfg.Out, Game: d.game, Config: filepath.Join(d.cfg.Out, "mincio.toml"),
		Keys: filepath.Join(d.cfg.Out, "keys"), PostOffice: d.po.State(passEnv, password)}
	for _, s := range d.cfg.Scenario.Sides {
		res.Players = append(res.Players, d.playerConfigPath(s.ID))
	}
	for round := 0; round < d.cfg.MaxRounds; round++ {
		if err := d.hostRound(ctx); err != nil {
			return nil, err
		}
		acted, done := false, false
		for _, b := range d.bots {
			v, err := b.readMail(d.log)
			if err != nil {
				return nil, err
			}
			if v == nil {
				continue
			}
			res.Turn = v.View.Turn
			if v.Outcome != nil || (d.cfg.Turns > 0 && v.View.Turn >= d.cfg.Scenario.FirstTurnOr1()+d.cfg.Turns) {
				res.Outcome, done = v.Outcome, true
				break
			}
			if len(v.Owed) == 0 || b.answered == v.Entry {
				continue
			}
			if err := b.answer(d.cfg.Scenario, v, d.hostAddress(), d.log); err != nil {
				return nil, err
			}
			res.Orders++
			acted = true
		}
		if done {
			return d.finish(ctx, res)
		}
		if !acted && round > 0 && d.outboxEmpty() {
			return nil, errors.New("demo stuck: nobody owes a decision and the game is not over")
		}
	}
	return nil, fmt.Errorf("demo: no end after %d rounds", d.cfg.MaxRounds)
}

func (d *run) outboxEmpty() bool {
	st, err := d.outbox.Status()
	return err == nil && len(st) == 0
}

// finish reveals the seed, mails the last reports, verifies the game and
// leaves each side's last map view.
func (d *run) finish(ctx context.Context, res *Result) (*Result, error) {
	if res.Outcome != nil {
		fmt.Fprintf(d.log, "game over: %s\n", res.Outcome.Text)
	} else {
		fmt.Fprintf(d.log, "stopping after %d game turn(s), as asked\n", d.cfg.Turns)
	}
	if _, err := saves.Reveal(d.game, saves.Options{}); err != nil {
		return nil, err
	}
	fmt.Fprintf(d.log, "host revealed the dice seed\n")
	if err := d.hostRound(ctx); err != nil {
		return nil, err
	}
	v, err := saves.Verify(d.game)
	if err != nil {
		return nil, fmt.Errorf("verify: %w", err)
	}
	res.Verified = v
	if err := d.playersFetch(ctx, res); err != nil {
		return nil, err
	}
	for _, b := range d.bots {
		if _, err := b.readMail(d.log); err != nil { // the reveal's mails
			return nil, err
		}
		if b.largest > res.LargestMail {
			res.LargestMail, res.LargestSubject = b.largest, b.largestSubject
		}
	}
	fmt.Fprintf(d.log, "mincio verify %s: ok, %d entries, every roll re-derived from the seed\nhead: %s\n", d.game, v.Entries, v.Head)
	res.Views, err = d.views()
	return res, err
}

// playersFetch keeps each side's mails as its player would, with mincio
// player fetch (package player) and the configuration the demo wrote: the
// post office stops with the demo, and Out/SIDE-mail holds what `mincio
// player audit GAME --config Out/SIDE-player.toml` checks.
func (d *run) playersFetch(ctx context.Context, res *Result) error {
	for _, path := range res.Players {
		cfg, err := mail.LoadPlayerConfig(path)
		if err != nil {
			return err
		}
		if err := player.Fetch(ctx, cfg, io.Discard); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	fmt.Fprintf(d.log, "each side's mails kept as its player keeps them (mincio player fetch)\n")
	return nil
}

// views draws each side's final view into Out/views.
func (d *run) views() ([]string, error) {
	if d.cfg.Pictures == nil {
		return nil, nil
	}
	f, err := saves.Open(d.game)
	if err != nil {
		return nil, err
	}
	g, err := f.State()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(d.cfg.Out, "views")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var files []string
	for _, s := range d.cfg.Scenario.Sides {
		png, svg, err := d.cfg.Pictures(f.Scenario, g.State.View(adjudicator.Side(s.ID)), 1)
		if err != nil {
			return nil, err
		}
		for ext, data := range map[string][]byte{".png": png, ".svg": svg} {
			p := filepath.Join(dir, s.ID+ext)
			if err := os.WriteFile(p, data, 0o644); err != nil {
				return nil, err
			}
			files = append(files, p)
		}
	}
	return files, nil
}
