package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves/sshsig"
)

// Finding 1: a finished game's order files, replayed into a new game with
// the same id, keys and host, are refused: they name the old game's header.
func TestOrderFileCannotPlayAnotherGame(t *testing.T) {
	old := newWorld(t)
	file := orders(t, old.red, "red", 1, "roll\n")
	old.submit(t, file)
	again := filepath.Join(t.TempDir(), "season2", "g1")
	if _, err := Create(again, NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: old.host.path,
		Sides: map[string]string{"red": old.red.pub, "blue": old.blue.pub}}); err != nil {
		t.Fatal(err)
	}
	before := tree(t, again)
	_, err := Submit(again, Submission{Name: "old.txt", Data: file}, Options{})
	if err == nil || !strings.Contains(err.Error(), "old.txt: header: "+old.red.tag+" is not the header of game g1") {
		t.Fatalf("replayed file: %v", err)
	}
	if !strings.Contains(hintOf(err), "cannot be played here") {
		t.Fatalf("hint: %q", hintOf(err))
	}
	sameTree(t, before, tree(t, again))
	if _, err := Check(again, Submission{Name: "old.txt", Data: file}, Options{}); err == nil {
		t.Fatal("check accepted the replayed file")
	}
	oc, err := CheckOrders(again, Submission{Name: "old.txt", Data: file})
	if err != nil || len(oc.Problems) == 0 || !strings.Contains(oc.Problems[0].Error(), "old.txt:3:1: old.txt: header:") {
		t.Fatalf("orders check: %v %v", err, oc)
	}
}

func TestOrderFileWithoutHeaderTag(t *testing.T) {
	w := newWorld(t)
	body := []byte("mincio orders 1\ngame: g1\nside: red\nseq: 1\nroll\n")
	sig, err := sshsig.Sign(w.red.signer, sshsig.Namespace, body)
	if err != nil {
		t.Fatal(err)
	}
	file := sshsig.Append(body, sig)
	before := tree(t, w.dir)
	_, err = Submit(w.dir, Submission{Name: "o.txt", Data: file}, Options{})
	if err == nil || !strings.Contains(err.Error(), "no header: line") || !strings.Contains(hintOf(err), "header: "+w.red.tag) {
		t.Fatalf("got %v / %q", err, hintOf(err))
	}
	sameTree(t, before, tree(t, w.dir))
}

// fiveEntries is a toy game of five entries.
func fiveEntries(t *testing.T) *world {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	w.submit(t, orders(t, w.blue, "blue", 1, "pass\n"))
	w.submit(t, orders(t, w.red, "red", 2, "roll\n"))
	w.submit(t, orders(t, w.blue, "blue", 2, "pass\n"))
	return w
}

// Finding 2: a hole in the log, or files beyond the entry after the head,
// are errors every command names the same way, and nothing is written.
func TestHoleInTheLogIsAnError(t *testing.T) {
	cases := []struct {
		name, want string
		damage     func(dir string)
	}{
		{"entry removed", "log/000003.tar: entry 3 is missing, but the log goes on to entry 5", func(dir string) {
			os.Remove(filepath.Join(dir, "log", "000003.tar"))
		}},
		{"first entry removed", "log/000001.tar: entry 1 is missing, but the log goes on to entry 5", func(dir string) {
			os.Remove(filepath.Join(dir, "log", "000001.tar"))
		}},
		{"loose entry removed (a log of a mincio before the bundles)", "log/000003.json: entry 3 is missing, but the log goes on to entry 5", func(dir string) {
			looseLog(t, dir)
			os.Remove(filepath.Join(dir, "log", "000003.json"))
		}},
		{"file beyond head+1", "log/000007.input: belongs to entry 7, beyond the head (entry 5)", func(dir string) {
			os.WriteFile(filepath.Join(dir, "log", "000007.input"), []byte("x"), 0o600)
		}},
		{"temporary file beyond head+1", "log/.tmp-000009.json: belongs to entry 9", func(dir string) {
			os.WriteFile(filepath.Join(dir, "log", ".tmp-000009.json"), []byte("x"), 0o600)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := fiveEntries(t)
			c.damage(w.dir)
			before := tree(t, w.dir)
			_, verr := Verify(w.dir)
			_, serr := Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 3, "roll\n")}, Options{})
			_, rerr := Reveal(w.dir, Options{})
			for what, err := range map[string]error{"open": openErr(w.dir), "verify": verr, "submit": serr, "reveal": rerr} {
				if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(hintOf(err), "restore the log") {
					t.Errorf("%s: got %v, want %q", what, err, c.want)
				}
			}
			sameTree(t, before, tree(t, w.dir))
		})
	}
}

// Only files of entry head+1 are leftovers of a crash; they stay ignored.
func TestHeadIsTheSameForEveryCommand(t *testing.T) {
	w := fiveEntries(t)
	os.WriteFile(filepath.Join(w.dir, "log", "000006.input"), []byte("half"), 0o600)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	v, err := Verify(w.dir)
	if err != nil || v.Entries != f.Len() || v.Head != f.Head() || f.Len() != 5 {
		t.Fatalf("verify %v %+v, open %d %s", err, v, f.Len(), f.Head())
	}
}

// Finding 8: a game folder is private to the host, whatever the umask.
func TestGameFolderIsPrivate(t *testing.T) {
	w := fiveEntries(t)
	filepath.Walk(w.dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		want := filePerm
		if info.IsDir() {
			want = dirPerm
		}
		if info.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v", p, info.Mode().Perm(), want)
		}
		return nil
	})
}

// Finding 4: verify names a report or view whose signed content is another
// side's or another entry's.
func TestVerifyCatchesAReportInTheWrongSlot(t *testing.T) {
	cases := []struct{ from, to, want string }{
		{"000001-red.report.txt", "000001-blue.report.txt", "outbox/000001-blue.report.txt: its text is not the report of game g1, side blue, entry 1"},
		{"000001-red.view.json", "000001-blue.view.json", "outbox/000001-blue.view.json: it is the view of game g1, side red, entry 1"},
		{"000001-red.report.txt", "000002-red.report.txt", "outbox/000002-red.report.txt: its text is not the report of game g1, side red, entry 2"},
	}
	for _, c := range cases {
		t.Run(c.to, func(t *testing.T) {
			w := newWorld(t)
			w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
			out := filepath.Join(w.dir, "outbox")
			copyIntoItem(t, out, c.from, c.to)
			if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			f, _ := Open(w.dir)
			if _, err := f.ReadOutboxReport(bundled(filepath.Join(out, c.to))); err == nil {
				t.Fatal("the swapped report would be mailed")
			}
		})
	}
}

// EnvelopeLines is the start of an order file a report template writes:
// signed as it is, it is accepted.
func TestEnvelopeLinesAreAccepted(t *testing.T) {
	w := newWorld(t)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	file := []byte(f.EnvelopeLines("red", 1) + "roll\n")
	sig, err := sshsig.Sign(w.red.signer, sshsig.Namespace, file)
	if err != nil {
		t.Fatal(err)
	}
	w.submit(t, sshsig.Append(file, sig))
}
