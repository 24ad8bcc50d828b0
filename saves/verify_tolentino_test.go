package saves_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// Verification lists the Options of a Tolentino game's owed decisions
// apart from the replay (Brief, on other cores): a `move … to` sample
// changed in a recorded result, and signed again by the host, is still
// found, and the error names its entry.
func TestVerifyFindsAChangedMoveOptionInTolentino(t *testing.T) {
	t.Parallel()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(dir, "p"), Seed: 3, Turns: 1, Bot: selfplay.BotStep})
	if err != nil {
		t.Fatal(err)
	}
	f, err := saves.Open(res.Game)
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() < 16 {
		t.Fatalf("only %d entries: too few for verify's workers", f.Len())
	}
	host, _, err := selfplay.Key(dir, "host", 3)
	if err != nil {
		t.Fatal(err)
	}
	for n := f.Len() / 2; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			t.Fatal(err)
		}
		i, k, ok := moveOption(e)
		if !ok {
			continue
		}
		opt := e.Result.Owed[i].Options[k]
		e.Result.Owed[i].Options[k] = opt[:len(opt)-1] + string("0123456789"[(opt[len(opt)-1]-'0'+1)%10])
		data, err := saves.EncodeJSON(e)
		if err != nil {
			t.Fatal(err)
		}
		sig, err := sshsig.Sign(host, sshsig.Namespace, data)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(res.Game, "log", fmt.Sprintf("%06d.json", n))
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name+".sig", sig, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err = saves.Verify(res.Game)
		want := fmt.Sprintf("entry %d (log/%06d.json): replaying the input does not reproduce the recorded result", n, n)
		if err == nil || err.Error() != want {
			t.Fatalf("%q changed: want %q, got %v", opt, want, err)
		}
		return
	}
	t.Fatal("no entry owes a decision with a `move … to` option")
}

// moveOption finds a `move … to` option among e's owed decisions.
func moveOption(e *saves.Entry) (int, int, bool) {
	for i, d := range e.Result.Owed {
		for k, o := range d.Options {
			if strings.HasPrefix(o, "move ") && strings.Contains(o, " to ") {
				return i, k, true
			}
		}
	}
	return 0, 0, false
}
