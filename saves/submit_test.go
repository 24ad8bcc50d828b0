package saves

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

func TestCreateRunsFirstEntryAndWritesReports(t *testing.T) {
	w := newWorld(t)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() != 1 || f.Last().Kind != KindStart {
		t.Fatalf("want one start entry, got %d", f.Len())
	}
	owed := f.Last().Result.Owed
	if len(owed) != 1 || owed[0].Side != "red" {
		t.Fatalf("want red to owe, got %+v", owed)
	}
	out := f.Outbox()
	if len(out) != 2 {
		t.Fatalf("want a report per side, got %v", out)
	}
	report, _ := os.ReadFile(out[0])
	for _, want := range []string{"head: " + f.Head(), "WARNING: the host chose this game's dice seed", "== You owe"} {
		if !strings.Contains(string(report), want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	if info, _ := os.Stat(filepath.Join(w.dir, "secret", "seed")); info.Mode().Perm() != 0o600 {
		t.Errorf("seed mode %v, want 0600", info.Mode().Perm())
	}
}

func TestSubmitAppliesAndReports(t *testing.T) {
	w := newWorld(t)
	rc := w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	e := rc.Entry
	if e.N != 2 || e.Side != "red" || e.Seq != 1 || len(e.Result.Rolls) != 1 {
		t.Fatalf("entry %+v", e)
	}
	if len(e.Result.Owed) != 1 || e.Result.Owed[0].Side != "blue" {
		t.Fatalf("want blue to owe, got %+v", e.Result.Owed)
	}
	if len(rc.Reports) != 2 {
		t.Fatalf("both views changed, want 2 reports, got %v", rc.Reports)
	}
	red, _ := os.ReadFile(rc.Reports[1])
	if !strings.Contains(string(red), "roll: d6=") || !strings.Contains(string(red), "(advance red)") {
		t.Fatalf("report must show the roll and its purpose:\n%s", red)
	}
}

// A hidden action reaches the other side only as what it may see.
func TestReportsKeepHiddenInformation(t *testing.T) {
	w := newWorld(t)
	rc := w.submit(t, orders(t, w.red, "red", 1, "hide 7\n"))
	for _, p := range rc.Reports {
		b, _ := os.ReadFile(p)
		isBlue := strings.Contains(p, "-blue.")
		if isBlue && (strings.Contains(string(b), "number 7") || strings.Contains(string(b), "secret: 7")) {
			t.Fatalf("blue's report leaks red's secret:\n%s", b)
		}
		if !isBlue && !strings.Contains(string(b), "hides the number 7") {
			t.Fatalf("red's report lacks its own secret:\n%s", b)
		}
	}
}

func TestSubmitDuplicateIsAcknowledgedNotApplied(t *testing.T) {
	w := newWorld(t)
	file := orders(t, w.red, "red", 1, "roll\n")
	w.submit(t, file)
	before := tree(t, w.dir)
	// the same file as mail may deliver it again: CRLF line endings
	again := bytes.ReplaceAll(file, []byte("\n"), []byte("\r\n"))
	rc := w.submit(t, again)
	if !rc.Duplicate || rc.Entry.N != 2 {
		t.Fatalf("want duplicate of entry 2, got %+v", rc)
	}
	sameTree(t, before, tree(t, w.dir))
}

func TestSubmitErrorsChangeNothing(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 2, "roll\n"))
	other := makeKey(t, t.TempDir(), "stranger")
	other.tag = w.red.tag
	unsigned := []byte("mincio orders 1\ngame: g1\nside: blue\nseq: 1\npass\n")
	tampered := bytes.Replace(orders(t, w.blue, "blue", 1, "pass\n"), []byte("pass"), []byte("roll"), 1)
	cases := []struct {
		name, want, hint string
		data             []byte
	}{
		{"stale seq", "seq 2 of side red is stale: the last accepted seq is 2", "seq: 3", orders(t, w.red, "red", 2, "pass\n")},
		{"older seq", "seq 1 of side red is stale: the last accepted seq is 2", "seq: 3", orders(t, w.red, "red", 1, "pass\n")},
		{"missing signature", "not signed", "mincio sign", unsigned},
		{"wrong signature", "signature of side blue", "without editing", tampered},
		{"unregistered key", "signature of side blue", "registered for side blue", orders(t, other, "blue", 1, "pass\n")},
		{"other side's key", "signature of side blue", "signed with the key of side red", orders(t, w.red, "blue", 1, "pass\n")},
		{"other game", `for game "g2", not "g1"`, "host of game g2", []byte(strings.Replace(string(orders(t, w.blue, "blue", 1, "pass\n")), "game: g1", "game: g2", 1))},
		{"unknown side", `no side "green"`, "red, blue", orders(t, w.blue, "green", 1, "pass\n")},
		{"bad order line", "orders.txt:6:1: unknown order", "toy orders", orders(t, w.blue, "blue", 1, "dance\n")},
		{"not an order file", "not a mincio order file", "first line", append([]byte("hello\n"), orders(t, w.blue, "blue", 1, "")...)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := tree(t, w.dir)
			_, err := Submit(w.dir, Submission{Name: "orders.txt", Data: c.data}, Options{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			if c.hint != "" && !strings.Contains(err.Error()+hintOf(err), c.hint) {
				t.Fatalf("hint %q lacks %q", hintOf(err), c.hint)
			}
			sameTree(t, before, tree(t, w.dir))
		})
	}
}

func hintOf(err error) string {
	var h interface{ HintText() string }
	if errors.As(err, &h) {
		return h.HintText()
	}
	var ps adjudicator.Problems
	if errors.As(err, &ps) {
		return ps.Error()
	}
	return ""
}

func TestSubmitDetachedSignature(t *testing.T) {
	w := newWorld(t)
	body := []byte("mincio orders 1\ngame: g1\nheader: " + w.red.tag + "\nside: red\nseq: 1\npass\n")
	sig, err := sshsig.Sign(w.red.signer, sshsig.Namespace, body)
	if err != nil {
		t.Fatal(err)
	}
	rc, err := Submit(w.dir, Submission{Name: "o.txt", Data: body, Sig: sig}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !rc.Entry.DetachedSig {
		t.Fatal("detached signature not recorded")
	}
	if !bytes.Equal(logFileOf(t, w.dir, 2, ".input.sig"), sig) {
		t.Fatal("the detached signature is not kept with the input")
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

func TestSubmitCheckModeAppliesNothing(t *testing.T) {
	w := newWorld(t)
	before := tree(t, w.dir)
	rc := w.submit(t, orders(t, w.red, "red", 1, "mode: check\nroll\n"))
	if !rc.Checked {
		t.Fatalf("want a checked receipt, got %+v", rc)
	}
	sameTree(t, before, tree(t, w.dir))
	if _, err := Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 1, "mode: check\nfly\n")}, Options{}); err == nil {
		t.Fatal("check mode accepted a bad order")
	}
}

func TestOpenErrors(t *testing.T) {
	w := newWorld(t)
	if _, err := Open(filepath.Join(w.dir, "nope")); err == nil || !strings.Contains(err.Error(), "no game folder") {
		t.Fatalf("missing folder: %v", err)
	}
	if _, err := Open(filepath.Join(w.dir, "header.json")); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Fatalf("file as folder: %v", err)
	}
	if _, err := Open(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no header.json") {
		t.Fatalf("empty folder: %v", err)
	}
}

func TestGarbledFilesAreRefused(t *testing.T) {
	cases := []struct {
		name, file, want string
		mangle           func([]byte) []byte
	}{
		{"truncated entry", "log/000002.json", "entry 2 (log/000002.json): not valid JSON", func(b []byte) []byte { return b[:len(b)/2] }},
		{"garbled entry", "log/000002.json", "entry 2 (log/000002.json)", func(b []byte) []byte { return bytes.Replace(b, []byte(`"n": 2`), []byte(`"n": 3`), 1) }},
		{"garbled header", "header.json", "header.json", func(b []byte) []byte { return bytes.Replace(b, []byte("g1"), []byte("g2"), 1) }},
		{"hand-edited header", "header.json", "not in canonical form", func(b []byte) []byte { return append(b, ' ') }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
			p := filepath.Join(w.dir, c.file)
			b, _ := os.ReadFile(p)
			os.WriteFile(p, c.mangle(b), 0o644)
			before := tree(t, w.dir)
			_, err := Submit(w.dir, Submission{Name: "o", Data: orders(t, w.blue, "blue", 1, "pass\n")}, Options{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("submit: got %v, want %q", err, c.want)
			}
			sameTree(t, before, tree(t, w.dir))
			if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("verify: got %v, want %q", err, c.want)
			}
		})
	}
}

// failingFS fails the n-th write, as a full disk would.
type failingFS struct {
	osFS
	n, calls int
}

func (f *failingFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	f.calls++
	if f.calls == f.n {
		return errors.New("no space left on device")
	}
	return f.osFS.WriteFile(path, data, perm)
}

func TestFullDiskChangesNothing(t *testing.T) {
	w := newWorld(t)
	file := orders(t, w.red, "red", 1, "roll\n")
	for n := 1; ; n++ {
		before := tree(t, w.dir)
		ffs := &failingFS{n: n}
		testFS = ffs
		_, err := Submit(w.dir, Submission{Name: "o", Data: file}, Options{})
		testFS = nil
		if err == nil {
			if n < 3 { // the two sides' reports, then the entry's bundle, which commits
				t.Fatalf("write %d failed but submit succeeded", n)
			}
			break // past the commit, only the snapshot cache can fail
		}
		if !strings.Contains(err.Error(), "no space left") || !strings.Contains(hintOf(err), "nothing was recorded") {
			t.Fatalf("write %d: unclear error %v / %q", n, err, hintOf(err))
		}
		sameTree(t, before, tree(t, w.dir))
		if _, err := Verify(w.dir); err != nil {
			t.Fatalf("write %d: game no longer verifies: %v", n, err)
		}
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

func TestReadOnlyFolder(t *testing.T) {
	w := newWorld(t)
	before := tree(t, w.dir)
	testFS = readOnlyFS{}
	_, err := Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 1, "roll\n")}, Options{})
	testFS = nil
	if err == nil || !strings.Contains(err.Error(), "read-only file system") {
		t.Fatalf("got %v", err)
	}
	sameTree(t, before, tree(t, w.dir))
	if os.Geteuid() != 0 { // root writes through permission bits, so this part needs a normal user
		os.Chmod(filepath.Join(w.dir, "log"), 0o555)
		defer os.Chmod(filepath.Join(w.dir, "log"), 0o755)
		if _, err := Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 1, "roll\n")}, Options{}); err == nil {
			t.Fatal("submit into a read-only log succeeded")
		}
		sameTree(t, before, tree(t, w.dir))
	}
}

type readOnlyFS struct{ osFS }

func (readOnlyFS) WriteFile(path string, _ []byte, _ os.FileMode) error {
	return &os.PathError{Op: "open", Path: path, Err: errors.New("read-only file system")}
}
func (readOnlyFS) MkdirAll(path string, _ os.FileMode) error {
	return &os.PathError{Op: "mkdir", Path: path, Err: errors.New("read-only file system")}
}

func TestLockBoundedWait(t *testing.T) {
	w := newWorld(t)
	l, err := acquire(w.dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Submit(w.dir, Submission{Name: "o", Data: orders(t, w.red, "red", 1, "roll\n")}, Options{LockWait: 50 * time.Millisecond})
	l.release()
	if !errors.Is(err, ErrLocked) && (err == nil || !strings.Contains(err.Error(), "locked by another mincio process")) {
		t.Fatalf("got %v", err)
	}
	if !strings.Contains(hintOf(err), "try again") {
		t.Fatalf("hint: %q", hintOf(err))
	}
}

// Two writers at once: the lock serialises them, both land, the log stays whole.
func TestConcurrentSubmits(t *testing.T) {
	w := newWorld(t)
	files := [][]byte{orders(t, w.red, "red", 1, "standing react none\n"), orders(t, w.blue, "blue", 1, "standing react block\n")}
	var wg sync.WaitGroup
	errs := make([]error, len(files))
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = Submit(w.dir, Submission{Name: "o", Data: f}, Options{})
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	v, err := Verify(w.dir)
	if err != nil || v.Entries != 3 {
		t.Fatalf("verify: %v %+v", err, v)
	}
}

func TestSnapshotsAreOnlyACache(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	os.RemoveAll(filepath.Join(w.dir, "snapshots"))
	w.submit(t, orders(t, w.blue, "blue", 1, "pass\n"))
	// a stale or damaged snapshot is ignored, not trusted
	os.WriteFile(filepath.Join(w.dir, "snapshots", "000003.json"), []byte("{}"), 0o644)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.State()
	if err != nil {
		t.Fatal(err)
	}
	if got := g.State.Status(); !strings.Contains(got, "turn 2") {
		t.Fatalf("status %q", got)
	}
}

func TestRevealThenNoMoreOrders(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	v, err := Verify(w.dir)
	if err != nil || v.DiceChecked || len(v.Notes) == 0 || !strings.Contains(v.Notes[0], "not revealed") {
		t.Fatalf("before reveal: %v %+v", err, v)
	}
	if _, err := Reveal(w.dir, Options{}); err != nil {
		t.Fatal(err)
	}
	v, err = Verify(w.dir)
	if err != nil || !v.DiceChecked {
		t.Fatalf("after reveal: %v %+v", err, v)
	}
	_, err = Submit(w.dir, Submission{Name: "o", Data: orders(t, w.blue, "blue", 1, "pass\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "closed") {
		t.Fatalf("submit after reveal: %v", err)
	}
	if _, err := Reveal(w.dir, Options{}); err == nil {
		t.Fatal("revealed twice")
	}
}

func TestCreateErrors(t *testing.T) {
	w := newWorld(t)
	sc := toyScenario(t)
	base := t.TempDir()
	cases := []struct {
		name string
		ng   NewGame
		dir  string
		want string
	}{
		{"existing folder", NewGame{Game: "g1", Scenario: sc, HostKey: w.host.path, Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}}, w.dir, "not empty"},
		{"missing side", NewGame{Game: "g2", Scenario: sc, HostKey: w.host.path, Sides: map[string]string{"red": w.red.pub}}, filepath.Join(base, "a"), "no player key for side blue"},
		{"unknown side", NewGame{Game: "g2", Scenario: sc, HostKey: w.host.path, Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub, "green": w.red.pub}}, filepath.Join(base, "b"), `no side "green"`},
		{"bad key", NewGame{Game: "g2", Scenario: sc, HostKey: w.host.path, Sides: map[string]string{"red": "ssh-ed25519 AAAA", "blue": w.blue.pub}}, filepath.Join(base, "c"), "key of side red"},
		{"bad id", NewGame{Game: "G 2", Scenario: sc, HostKey: w.host.path, Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}}, filepath.Join(base, "d"), "not valid"},
		{"no host key", NewGame{Game: "g2", Scenario: sc, HostKey: filepath.Join(base, "none"), Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}}, filepath.Join(base, "e"), "host key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Create(c.dir, c.ng)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			if c.dir != w.dir {
				if _, err := os.Stat(c.dir); err == nil {
					t.Fatal("a failed create left a folder behind")
				}
			}
		})
	}
}

// A crash mid-write leaves temporary files and files of the next entry;
// readers ignore them, verify notes them, and the next command removes them.
func TestLeftoversOfACrashAreCleaned(t *testing.T) {
	w := newWorld(t)
	leftovers := []string{"log/.tmp-000002.input", "log/000002.input", "log/000002.json.sig",
		"outbox/000002-red.report.txt", "outbox/.tmp-000002-blue.view.json", "snapshots/.tmp-000001.json"}
	for _, l := range leftovers {
		os.WriteFile(filepath.Join(w.dir, l), []byte("half"), 0o644)
	}
	v, err := Verify(w.dir)
	if err != nil || len(v.Notes) < 2 || !strings.Contains(strings.Join(v.Notes, "\n"), "leftover") {
		t.Fatalf("verify with leftovers: %v %+v", err, v)
	}
	if f, err := Open(w.dir); err != nil || f.Len() != 1 {
		t.Fatalf("open with leftovers: %v", err)
	}
	w.submit(t, orders(t, w.red, "red", 1, "pass\n"))
	for _, l := range leftovers {
		b, err := os.ReadFile(filepath.Join(w.dir, l))
		if err == nil && string(b) == "half" {
			t.Errorf("%s survived the next command", l)
		}
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}
