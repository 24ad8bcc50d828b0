// Package selfplay plays whole games with simple bots through the full
// pipeline a real game uses: generated keys, signed order files, submission
// to the game folder, the log, reports and views. It is how mincio tests a
// rules system end to end, and what `mincio selfplay` runs.
//
// Each bot reads its side's latest machine-readable view (the one that goes
// with every report) and, when it owes a decision, sends a signed order file
// with the next seq: the turn bot (the default) its orders for the whole game
// turn, written by the rules system's turn planner, and another file only
// when asked mid-turn; the step bot one of the legal answers the owed
// decision lists. Every choice is random, from a generator seeded by the
// game's seed and the side, so the same seed plays the same game, to the
// byte.
package selfplay

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// Config says which game to play.
type Config struct {
	Scenario *scenarios.Scenario
	Dir      string // created; holds keys/, game/ and orders/
	Seed     uint64 // the game's dice seed and the bots' choices derive from it
	Turns    int    // stop after this many game turns (from the scenario's first); 0 plays to the end
	Bot      string // BotTurn (the default, "") or BotStep
	// Options are game options, NAME=VALUE, as `mincio new --option`
	// takes them (the custoza system's reactions=ask): the game is
	// created with them, and the bots play under them.
	Options []string
	// Addresses are the sides' mail addresses, recorded in the header as
	// `mincio new` records them (for tests that mail the reports); nil
	// records none.
	Addresses map[string]string
	// MaxOrders bounds the order files sent, so a rules system that never
	// ends cannot hang the run; 0 means 100,000.
	MaxOrders int
	Log       io.Writer // one line per order file, or nil
	// Sync makes every write durable (fsync); off, self-play runs fast and
	// a crash may lose the game, which is fine for a test.
	Sync bool
	// Sent, when set, is called after each order file the host accepted,
	// with the view its bot wrote it from (for tests of orders check).
	Sent func(v *saves.SideView, name string, data []byte)
}

// Result is how a self-play game ended.
type Result struct {
	Game    string // the game folder
	Outcome *adjudicator.Outcome
	Turn    int    // the last turn reached
	Orders  int    // order files sent
	Entries int    // log entries
	Head    string // final head digest
	Tally   Tally  // order files and reports per side per game turn
}

type bot struct {
	side   adjudicator.Side
	signer ssh.Signer
	rng    *rand.Rand
	seq    int
}

// Play plays one game and returns how it ended. The game folder is left in
// cfg.Dir/game for `mincio verify`.
func Play(cfg Config) (*Result, error) {
	if cfg.MaxOrders == 0 {
		cfg.MaxOrders = 100000
	}
	game := filepath.Join(cfg.Dir, "game")
	if len(cfg.Options) > 0 {
		// Create applies the options to the scenario it is given: a copy,
		// so that games played side by side share nothing.
		sc, err := scenarios.Parse(cfg.Scenario.File, cfg.Scenario.Source)
		if err != nil {
			return nil, err
		}
		cfg.Scenario = sc
	}
	bots, err := setup(cfg, game)
	if err != nil {
		return nil, err
	}
	res := &Result{Game: game, Tally: Tally{Sides: len(bots)}}
	opt := saves.Options{NoSync: !cfg.Sync}
	counted := map[string]bool{}
	for res.Orders < cfg.MaxOrders {
		views, paths, err := latestViews(game, &res.Tally, counted)
		if err != nil {
			return nil, err
		}
		moved := false
		for _, b := range bots {
			v, ok := views[b.side]
			if !ok {
				continue
			}
			res.Turn = v.View.Turn
			if v.Outcome != nil || (cfg.Turns > 0 && v.View.Turn >= cfg.Scenario.FirstTurnOr1()+cfg.Turns) {
				return finish(res, v)
			}
			if len(v.Owed) == 0 {
				continue
			}
			body, err := Body(cfg.Bot, cfg.Scenario, v, b.rng)
			if err != nil {
				return nil, err
			}
			name, data, err := b.send(cfg, game, body, opt)
			if err != nil {
				return nil, err
			}
			if cfg.Sent != nil {
				cfg.Sent(v, name, data)
			}
			saves.RemoveReport(paths[b.side]) // read and answered: the next one is news
			res.Orders++
			res.Tally.sent(turnOf(v.Owed[0], v.View))
			moved = true
			break
		}
		if !moved {
			return nil, errors.New("self-play stuck: no side owes a decision and the game is not over")
		}
	}
	return nil, fmt.Errorf("self-play: no end after %d order files", cfg.MaxOrders)
}

func finish(res *Result, v *saves.SideView) (*Result, error) {
	res.Outcome = v.Outcome
	f, err := saves.Open(res.Game)
	if err != nil {
		return nil, err
	}
	res.Entries, res.Head = f.Len(), f.Head()
	return res, nil
}

// setup makes the keys (derived from the seed, so a replay makes the same
// game) and creates the game.
func setup(cfg Config, game string) ([]*bot, error) {
	keys := filepath.Join(cfg.Dir, "keys")
	for _, d := range []string{keys, filepath.Join(cfg.Dir, "orders")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, err
		}
	}
	_, hostPath, err := Key(keys, "host", cfg.Seed)
	if err != nil {
		return nil, err
	}
	var bots []*bot
	sides := map[string]string{}
	for i, s := range cfg.Scenario.Sides {
		signer, _, err := Key(keys, s.ID, cfg.Seed)
		if err != nil {
			return nil, err
		}
		sides[s.ID] = strings.TrimSpace(string(ssh.MarshalAuthorizedKey(signer.PublicKey())))
		bots = append(bots, &bot{side: adjudicator.Side(s.ID), signer: signer,
			rng: rand.New(rand.NewPCG(cfg.Seed, uint64(i)+1))})
	}
	var seed dice.Seed
	binary.BigEndian.PutUint64(seed[24:], cfg.Seed)
	seed = sha256.Sum256(seed[:])
	_, err = saves.Create(game, saves.NewGame{Game: gameID(cfg.Seed), Scenario: cfg.Scenario, Options: cfg.Options,
		HostKey: hostPath, Sides: sides, Addresses: cfg.Addresses, Seed: &seed, NoSync: !cfg.Sync})
	return bots, err
}

// Key writes an ed25519 key derived from the seed and the name to dir/name
// (OpenSSH format), so a replay of a bot game uses the same keys. Bots only.
func Key(dir, name string, seed uint64) (ssh.Signer, string, error) {
	h := sha256.Sum256([]byte(fmt.Sprintf("mincio selfplay key %s %d", name, seed)))
	priv := ed25519.NewKeyFromSeed(h[:])
	block, err := ssh.MarshalPrivateKey(priv, name)
	if err != nil {
		return nil, "", err
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, pemBytes(block), 0o600); err != nil {
		return nil, "", err
	}
	signer, err := sshsig.LoadSigner(path)
	return signer, path, err
}

// Choose picks one of a decision's listed answers at random: what every
// bot does.
func Choose(rng *rand.Rand, d adjudicator.Decision) (string, error) {
	if len(d.Options) == 0 {
		return "", fmt.Errorf("decision %s of %s lists no answers, so a bot cannot choose (%s)", d.Kind, d.Side, d.Prompt)
	}
	return d.Options[rng.IntN(len(d.Options))], nil
}

// StepBody is the body of a file that answers decision d with line alone:
// the turn heading and the group d consults first, then the line.
func StepBody(d adjudicator.Decision, line string) string {
	if d.Kind == adjudicator.KindTurn {
		return line // "turn N": the orders for the turn, all left to the engine
	}
	var b strings.Builder
	if d.Turn > 0 {
		fmt.Fprintf(&b, "turn %d\n", d.Turn)
	}
	if len(d.Groups) > 0 && d.Groups[0] != "" {
		fmt.Fprintf(&b, "formation %s\n", d.Groups[0])
	}
	b.WriteString(line)
	return b.String()
}

// send writes, signs and submits one order file.
func (b *bot) send(cfg Config, game, line string, opt saves.Options) (name string, data []byte, err error) {
	b.seq++
	header, err := os.ReadFile(filepath.Join(game, "header.json"))
	if err != nil {
		return "", nil, err
	}
	body := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n%s\n", gameID(cfg.Seed), saves.HeaderTag(header), b.side, b.seq, line)
	sig, err := sshsig.Sign(b.signer, sshsig.Namespace, []byte(body))
	if err != nil {
		return "", nil, err
	}
	data = sshsig.Append([]byte(body), sig)
	name = filepath.Join(cfg.Dir, "orders", fmt.Sprintf("%s-%06d.txt", b.side, b.seq))
	if err := os.WriteFile(name, data, 0o644); err != nil {
		return "", nil, err
	}
	rc, err := saves.Submit(game, saves.Submission{Name: name, Data: data}, opt)
	if err != nil {
		return "", nil, fmt.Errorf("%s seq %d %q: %w", b.side, b.seq, line, err)
	}
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, "entry %d: %s seq %d:\n%s\n", rc.Entry.N, b.side, b.seq, indent(line))
	}
	return name, data, nil
}

// latestViews reads each side's newest view from the outbox, as a mail
// client would show the newest report, and empties the outbox as if mailed.
// Each report not counted yet is counted in t.
func latestViews(game string, t *Tally, counted map[string]bool) (map[adjudicator.Side]*saves.SideView, map[adjudicator.Side]string, error) {
	names, err := filepath.Glob(filepath.Join(game, "outbox", "*.report.tar"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(names)
	out := map[adjudicator.Side]*saves.SideView{}
	newest := map[adjudicator.Side]string{}
	for _, n := range names {
		if !counted[n] {
			counted[n] = true
			t.Reports++
		}
		files, err := saves.OutboxFiles(n)
		if err != nil {
			return nil, nil, err
		}
		view := filepath.Base(saves.ReportBase(n)) + ".view.json"
		v := new(saves.SideView)
		if err := json.Unmarshal(files[view], v); err != nil {
			return nil, nil, fmt.Errorf("%s: %s: %v", n, view, err)
		}
		if old, ok := newest[v.View.Side]; ok {
			saves.RemoveReport(old)
		}
		out[v.View.Side], newest[v.View.Side] = v, n
	}
	return out, newest, nil
}

func indent(body string) string {
	return "  " + strings.ReplaceAll(strings.TrimRight(body, "\n"), "\n", "\n  ")
}

func gameID(seed uint64) string { return fmt.Sprintf("selfplay-%d", seed) }
