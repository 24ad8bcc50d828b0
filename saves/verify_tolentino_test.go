package saves_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// A Tolentino log records its owed decisions without their Options (a
// `move … to` sample is a path search; a game turn owed, which the engine
// asks itself, keeps its one option), and the reports list them, from the
// state.
func TestTolentinoLogLeavesOutOptions(t *testing.T) {
	t.Parallel()
	listed := false // in a view the host wrote beside a report
	game := playTolentinoSteps(t, func(v *saves.SideView, _ string, _ []byte) {
		for _, d := range v.Owed {
			for _, o := range d.Options {
				listed = listed || strings.HasPrefix(o, "move ") && strings.Contains(o, " to ")
			}
		}
	})
	f, err := saves.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range e.Result.Owed {
			if len(d.Options) > 0 && d.Kind != adjudicator.KindTurn { // a turn owed is the engine's, listed whole
				t.Fatalf("entry %d records the options of %s", n, d.Kind)
			}
		}
	}
	if !listed {
		t.Fatal("no view sent to a bot lists a `move … to` option")
	}
}

// Entries written by earlier versions of mincio record the Options of
// their owed decisions: such a log verifies, the Options listed again from
// the state and compared; with one `move … to` sample changed, and signed
// again by the host, it does not, and the error names its entry.
func TestVerifyFindsAChangedMoveOptionInTolentino(t *testing.T) {
	restore := saves.RecordOptions() // not parallel: RecordOptions is global
	game := playTolentinoSteps(t, nil)
	restore()
	if _, err := saves.Verify(game); err != nil {
		t.Fatalf("a log with its options: %v", err)
	}
	f, err := saves.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() < 16 {
		t.Fatalf("only %d entries: too few for verify's workers", f.Len())
	}
	host, _, err := selfplay.Key(t.TempDir(), "host", 3)
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
		name := filepath.Join(game, "log", fmt.Sprintf("%06d.json", n))
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name+".sig", sig, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err = saves.Verify(game)
		want := fmt.Sprintf("entry %d (log/%06d.json): replaying the input does not reproduce the recorded result", n, n)
		if err == nil || err.Error() != want {
			t.Fatalf("%q changed: want %q, got %v", opt, want, err)
		}
		return
	}
	t.Fatal("no entry owes a decision with a `move … to` option")
}

// playTolentinoSteps plays the first game turn of Tolentino with the step
// bots (seed 3) and returns the game folder; the host key is selfplay's.
// sent, if not nil, is given each order file with the view it answers.
func playTolentinoSteps(t *testing.T, sent func(*saves.SideView, string, []byte)) string {
	t.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(t.TempDir(), "p"), Seed: 3, Turns: 1, Bot: selfplay.BotStep, Sent: sent})
	if err != nil {
		t.Fatal(err)
	}
	return res.Game
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
