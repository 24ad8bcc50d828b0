package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Each entry is one file in the log (issue 25): its input, the entry and
// its signature, in that order.
func TestEntryIsOneFile(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	names, _ := os.ReadDir(filepath.Join(w.dir, "log"))
	if len(names) != 2 || names[0].Name() != "000001.tar" || names[1].Name() != "000002.tar" {
		t.Fatalf("log holds %v, want 000001.tar and 000002.tar", names)
	}
	members, err := readBundle(filepath.Join(w.dir, "log", "000002.tar"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range members {
		got = append(got, m.path)
	}
	if strings.Join(got, " ") != "000002.input 000002.json 000002.json.sig" {
		t.Fatalf("entry 2's bundle holds %v", got)
	}
	mustVerify(t, w.dir)
}

// A log an older mincio wrote, loose files, is read and verified as ever,
// takes new entries as bundles, and is published as the same archive.
func TestLooseLogStillReads(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	bundled, err := Archive(f)
	if err != nil {
		t.Fatal(err)
	}
	looseLog(t, w.dir)
	f, err = Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	loose, err := Archive(f)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(bundled, loose) {
		t.Fatal("the archive depends on the form the log is kept in")
	}
	mustVerify(t, w.dir)
	w.submit(t, orders(t, w.blue, "blue", 1, "pass\n"))
	if _, err := os.Stat(filepath.Join(w.dir, "log", "000003.tar")); err != nil {
		t.Fatal(err)
	}
	mustVerify(t, w.dir)
}

// Verify names a bundle that does not hold what its entry says, and an
// entry kept twice.
func TestVerifyChecksTheEntrysBundle(t *testing.T) {
	w := newWorld(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	path := filepath.Join(w.dir, "log", "000002.tar")
	members, err := readBundle(path)
	if err != nil {
		t.Fatal(err)
	}
	noInput, _ := encodeBundle(members[1:])
	if err := os.WriteFile(path, noInput, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), "log/000002.tar: has no 000002.input") {
		t.Fatalf("a bundle without its input: %v", err)
	}
	whole, _ := encodeBundle(members)
	os.WriteFile(path, whole, 0o600)
	os.WriteFile(filepath.Join(w.dir, "log", "000002.json"), members[1].data, 0o600)
	if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), "log/000002.json: entry 2 is in log/000002.tar: a second copy") {
		t.Fatalf("an entry kept twice: %v", err)
	}
}
