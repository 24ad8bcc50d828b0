package selfplay

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// Whole battles played by the turn bots, once per test binary: seed after
// seed as tests ask for them, shared by TestTolentinoTurnBots and
// TestOrdersCheckParity, which played the same games apart before.
// Those past sharedBattles are played for each test and not kept.
var battles struct {
	mu     sync.Mutex
	dir    string
	played map[string][]*turnBattle // by scenario
}

// turnBattle is one such battle, with what the parity test needs: the
// order files the bots sent, each with the view it was written from, and
// the host's last word on each of their lines.
type turnBattle struct {
	seed   uint64
	res    *Result
	files  []sentFile
	status map[string]string // "file:line" → the host's last word on it
}

// sentFile is one order file a turn bot wrote, with the view it had.
type sentFile struct {
	view *saves.SideView
	name string
	data []byte
}

func TestMain(m *testing.M) {
	code := m.Run()
	if battles.dir != "" {
		os.RemoveAll(battles.dir)
	}
	os.Exit(code)
}

// sharedBattles is how many battles are kept for the tests that share
// them; CI's parity test plays fifty, which are not kept.
const sharedBattles = 3

// turnBattles calls use with the battles of sc for seeds 1 to n in turn,
// playing those not played yet.
func turnBattles(t *testing.T, sc *scenarios.Scenario, n uint64, use func(*turnBattle)) {
	t.Helper()
	for seed := uint64(1); seed <= n; seed++ {
		b, err := turnBattleOf(sc, seed)
		if err != nil {
			t.Fatalf("%s seed %d: %v", sc.ID, seed, err)
		}
		use(b)
	}
}

func turnBattleOf(sc *scenarios.Scenario, seed uint64) (*turnBattle, error) {
	battles.mu.Lock()
	defer battles.mu.Unlock()
	if battles.dir == "" {
		dir, err := os.MkdirTemp("", "mincio-selfplay-test-")
		if err != nil {
			return nil, err
		}
		battles.dir = dir
		battles.played = map[string][]*turnBattle{}
	}
	dir := func(seed uint64) string { return filepath.Join(battles.dir, fmt.Sprintf("%s-%d", sc.ID, seed)) }
	if seed > sharedBattles {
		return playTurnBattle(sc, dir(seed), seed)
	}
	played := battles.played[sc.ID]
	for s := uint64(len(played)) + 1; s <= seed; s++ {
		b, err := playTurnBattle(sc, dir(s), s)
		if err != nil {
			return nil, err
		}
		played = append(played, b)
		battles.played[sc.ID] = played
	}
	return played[seed-1], nil
}

func playTurnBattle(sc *scenarios.Scenario, dir string, seed uint64) (*turnBattle, error) {
	b := &turnBattle{seed: seed, status: map[string]string{}}
	var statusErr error
	var err error
	b.res, err = Play(Config{Scenario: sc, Dir: dir, Seed: seed,
		Sent: func(v *saves.SideView, name string, data []byte) {
			b.files = append(b.files, sentFile{v, filepath.Base(name), data})
			if err := hostStatuses(filepath.Join(filepath.Dir(filepath.Dir(name)), "game"), b.status); err != nil && statusErr == nil {
				statusErr = err
			}
		}})
	if err == nil {
		err = statusErr
	}
	return b, err
}

// hostStatuses records what became of every plan line the game now holds,
// by "file:line"; a line's last status is its final one.
func hostStatuses(game string, status map[string]string) error {
	f, err := saves.Open(game)
	if err != nil {
		return err
	}
	g, err := f.State()
	if err != nil {
		return err
	}
	for _, o := range g.Orders {
		for _, pl := range o.Plan {
			status[fmt.Sprintf("%s:%d", pl.Pos.File, pl.Pos.Line)] = pl.Status
		}
	}
	return nil
}
