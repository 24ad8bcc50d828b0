package saves

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// outboxTree is the files of the outbox folder dir as they are mailed, by
// name: loose files as they are, bundles unpacked (outboxbundle.go).
func outboxTree(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for name, data := range tree(t, dir) {
		if !strings.HasSuffix(name, ".tar") {
			out[name] = data
			continue
		}
		members, err := decodeBundle(name, []byte(data))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range members {
			out[m.path] = string(m.data)
		}
	}
	return out
}

// outboxGlob lists the outbox files of game folder dir, by the names they
// are mailed under, that match pattern (a filepath.Match pattern such as
// "*-red.view.json"), sorted, as paths under outbox/ for ReadOutboxFile.
func outboxGlob(t testing.TB, dir, pattern string) []string {
	t.Helper()
	var out []string
	for name := range outboxTree(t, filepath.Join(dir, "outbox")) {
		if ok, _ := filepath.Match(pattern, name); ok {
			out = append(out, filepath.Join(dir, "outbox", name))
		}
	}
	sort.Strings(out)
	return out
}

// unbundle puts the outbox item at path back as the loose files a mincio
// before the bundles wrote, which every reader still takes.
func unbundle(t testing.TB, path string) {
	t.Helper()
	members, err := readBundle(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range members {
		if err := os.WriteFile(filepath.Join(filepath.Dir(path), m.path), m.data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
}

// copyIntoItem writes the outbox file from (and its signature) over the
// file to, in to's bundle: the bundle from's is in, renamed, when to has
// none yet. Both are names files are mailed under (000001-red.view.json).
func copyIntoItem(t testing.TB, outbox, from, to string) {
	t.Helper()
	src, dst := bundled(filepath.Join(outbox, from)), bundled(filepath.Join(outbox, to))
	fromMembers, err := readBundle(src)
	if err != nil {
		t.Fatal(err)
	}
	members, err := readBundle(dst)
	if os.IsNotExist(err) {
		fromBase, toBase := strings.TrimSuffix(filepath.Base(src), reportBundleExt), strings.TrimSuffix(filepath.Base(dst), reportBundleExt)
		for _, m := range fromMembers {
			members = append(members, outFile{strings.Replace(m.path, fromBase, toBase, 1), m.data})
		}
	} else if err != nil {
		t.Fatal(err)
	}
	for i, m := range members {
		for _, ext := range []string{"", ".sig"} {
			if m.path == to+ext {
				data, err := member(src, fromMembers, from+ext)
				if err != nil {
					t.Fatal(err)
				}
				members[i].data = data
			}
		}
	}
	b, err := encodeBundle(members)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// looseLog puts every entry of the log of game folder dir back as the
// loose files a mincio before the bundles wrote (logbundle.go), which
// every reader still takes: for tests that change or remove one file.
func looseLog(t testing.TB, dir string) {
	t.Helper()
	bundles, _ := filepath.Glob(filepath.Join(dir, "log", "[0-9][0-9][0-9][0-9][0-9][0-9]"+logBundleExt))
	for _, b := range bundles {
		unbundle(t, b)
	}
}

// logFileOf reads file ext (".json", ".json.sig", ".input", ".input.sig")
// of entry n of game folder dir, loose or bundled.
func logFileOf(t testing.TB, dir string, n int, ext string) []byte {
	t.Helper()
	data, err := (&Folder{Dir: dir}).logFile(n, ext)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
