package selfplay

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

func toy(t *testing.T) *scenarios.Scenario { return adjudicatortest.Load(t, 0) }

func TestPlayToTheEndAndVerify(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		var log bytes.Buffer
		res, err := Play(Config{Scenario: toy(t), Dir: t.TempDir(), Seed: seed, Log: &log})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, log.String())
		}
		if res.Outcome == nil || res.Orders == 0 {
			t.Fatalf("seed %d: %+v", seed, res)
		}
		v, err := saves.Verify(res.Game)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if v.Head != res.Head {
			t.Fatalf("seed %d: head %s, verify says %s", seed, res.Head, v.Head)
		}
	}
}

func TestSameSeedSameGame(t *testing.T) {
	a, err := Play(Config{Scenario: toy(t), Dir: t.TempDir(), Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Play(Config{Scenario: toy(t), Dir: t.TempDir(), Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	if a.Head != b.Head || a.Entries != b.Entries {
		t.Fatalf("same seed, different games: %+v %+v", a, b)
	}
	c, err := Play(Config{Scenario: toy(t), Dir: t.TempDir(), Seed: 10})
	if err != nil {
		t.Fatal(err)
	}
	if c.Head == a.Head {
		t.Fatal("different seeds gave the same game")
	}
}

func TestTurnsLimit(t *testing.T) {
	res, err := Play(Config{Scenario: toy(t), Dir: t.TempDir(), Seed: 3, Turns: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != nil || res.Turn != 2 {
		t.Fatalf("want a stop at the start of turn 2, got %+v", res)
	}
}

func TestPlayRefusesExistingFolder(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "game"), 0o755)
	os.WriteFile(filepath.Join(dir, "game", "x"), []byte("x"), 0o644)
	if _, err := Play(Config{Scenario: toy(t), Dir: dir, Seed: 1}); err == nil {
		t.Fatal("played into a non-empty game folder")
	}
}
