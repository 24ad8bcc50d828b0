package saves

import (
	"path/filepath"
	"testing"

	"github.com/mincio/mincio/adjudicator/dice"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/scenarios"
)

// Both Tolentino players are silent: at the deadline plus grace tick
// records their missed turns, and the defaults and the missed-turn
// default play the whole of turn 1; turn 2 begins, asking both again, and
// the game verifies.
func TestTickMissedTolentinoTurnPlayedByDefaults(t *testing.T) {
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	dir := filepath.Join(base, "t1")
	host, a, n := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "naples")
	var seed dice.Seed
	seed[0] = 7
	p := &DeadlinePolicy{Turn: Duration(2 * day)}
	if _, err := Create(dir, NewGame{Game: "t1", Scenario: sc, HostKey: host.path, Seed: &seed, Now: t0, Deadline: p, NoSync: true,
		Sides: map[string]string{"austria": a.pub, "naples": n.pub}}); err != nil {
		t.Fatal(err)
	}
	acts, err := Tick(dir, Options{Now: t0.Add(2 * day), NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(acts) != 2 || acts[0].What != "missed" || acts[1].What != "missed" {
		t.Fatalf("want both sides' missed turns, got %+v", acts)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	res := f.Last().Result
	if res.Turn != 2 || len(res.Owed) != 2 || res.Owed[0].Kind != "turn" {
		t.Fatalf("after both missed turns: turn %d, owed %+v, status %s", res.Turn, res.Owed, res.Status)
	}
	if _, err := Verify(dir); err != nil {
		t.Fatal(err)
	}
}
