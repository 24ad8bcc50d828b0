package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

func TestVerifyGame(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	v, err := Verify(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := Open(w.dir)
	if v.Head != f.Head() || v.Entries != 2 {
		t.Fatalf("got %+v", v)
	}
}

// Changing any single byte anywhere in a game folder makes verification
// fail, naming the file (docs/design.md, "The game as a signed log"): a
// plain game, and a league game with a leave, moderator acts, a reminder,
// a missed turn and word to the moderator (its ticks/ markers are tick's
// own memory, not part of the game: a changed one at most repeats a
// reminder). With -short (`make test`) it changes about 12 bytes of each
// file, evenly spread, and its last; `make test-long`, which CI runs,
// changes every byte.
func TestVerifyCatchesEveryChangedByte(t *testing.T) {
	for name, build := range map[string]func(*testing.T) string{"plain": plainGame, "league": leagueGameWithActs} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			walkEveryByte(t, build(t))
		})
	}
}

func plainGame(t *testing.T) string {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "hide 3\n"))
	return w.dir
}

// leagueGameWithActs is a game with a leave, acts, and notices of each
// kind waiting in its outbox.
func leagueGameWithActs(t *testing.T) string {
	w := newDeadlineWorldWith(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day)}, AbandonAfter: 1, Leave: Duration(7 * day)})
	w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "leave", "for: 1d\n"))
	w.mustAct(t, at(2*time.Hour), Act{Name: "extend", Side: "red", For: Duration(day), Reason: "travelling"})
	w.mustAct(t, at(3*time.Hour), Act{Name: "address", Side: "blue", Address: "blue2@example.org"})
	tickAt(t, w.dir, at(2*day+time.Hour)) // the reminders
	tickAt(t, w.dir, at(5*day))           // red misses: abandoned at once
	if len(notices(t, w.dir)) < 3 {
		t.Fatalf("notices: %+v", notices(t, w.dir))
	}
	return w.dir
}

func walkEveryByte(t *testing.T, game string) {
	stride := func(n int) int { return 1 }
	if testing.Short() {
		stride = func(n int) int { return max(1, n/12) | 1 } // odd: not always the same byte of a line of hex
	}
	files := tree(t, game)
	var names []string
	for name := range files {
		if !strings.HasPrefix(name, "ticks"+string(filepath.Separator)) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "g1")
			copyTree(t, files, dir)
			data := []byte(files[name])
			path := filepath.Join(dir, name)
			step := stride(len(data))
			for i := range data {
				if i%step != 0 && i != len(data)-1 {
					continue
				}
				changed := bytes.Clone(data)
				changed[i] ^= 0x01
				os.WriteFile(path, changed, 0o644)
				_, err := Verify(dir)
				if err == nil {
					t.Fatalf("changing byte %d (%q) went unnoticed", i, data[i])
				}
				if !mentions(err.Error(), name) {
					t.Fatalf("byte %d: error does not name the file: %v", i, err)
				}
			}
			os.WriteFile(path, data, 0o644)
			if _, err := Verify(dir); err != nil {
				t.Fatal(err)
			}
		})
	}
	if len(names) < 10 {
		t.Fatalf("only %d files walked", len(names))
	}
}

func copyTree(t *testing.T, files map[string]string, dir string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		perm := os.FileMode(0o644)
		if strings.HasPrefix(name, "secret/") {
			perm = 0o600
		}
		if err := os.WriteFile(p, []byte(data), perm); err != nil {
			t.Fatal(err)
		}
	}
}

// mentions reports whether an error names the file, or for entry files the
// entry's number.
func mentions(msg, name string) bool {
	if strings.Contains(msg, name) {
		return true
	}
	base := filepath.Base(name)
	if n, ok := entryNumber(base); ok && strings.HasPrefix(name, "log/") {
		return strings.Contains(msg, "entry "+itoa(n))
	}
	return strings.Contains(msg, strings.TrimSuffix(name, ".sig"))
}

func itoa(n int) string { return strings.TrimLeft(entryName(n), "0") }

// The same header and log replayed twice give byte-identical results.
func TestReplayIsByteIdentical(t *testing.T) {
	a, b := newWorld(t), newWorld(t)
	for _, w := range []*world{a, b} {
		w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
		w.submit(t, orders(t, w.blue, "blue", 1, "standing react block\nroll\n"))
	}
	ta, tb := tree(t, a.dir), tree(t, b.dir)
	for name, data := range ta {
		if strings.HasPrefix(name, "secret/host-key") {
			continue // names each world's own key file
		}
		if tb[name] != data {
			t.Fatalf("%s differs between two identical games", name)
		}
	}
	fa, _ := Open(a.dir)
	g1, err := fa.State()
	if err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(filepath.Join(a.dir, "snapshots"))
	fa, _ = Open(a.dir)
	g2, err := fa.State()
	if err != nil {
		t.Fatal(err)
	}
	s1, _ := g1.Marshal()
	s2, _ := g2.Marshal()
	if !bytes.Equal(s1, s2) {
		t.Fatal("replay from scratch differs from the snapshot")
	}
}
