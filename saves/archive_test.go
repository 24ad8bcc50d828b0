package saves

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"path/filepath"
	"strings"
	"testing"
)

func tgz(t testing.TB, files map[string]string, links ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for name, data := range files {
		tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o600, Size: int64(len(data))})
		tw.Write([]byte(data))
	}
	for _, l := range links {
		tw.WriteHeader(&tar.Header{Name: l, Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"})
	}
	tw.Close()
	zw.Close()
	return buf.Bytes()
}

// The archive mailed at the end holds the whole public game and verifies;
// it is the same bytes each time.
func TestArchiveRoundTrip(t *testing.T) {
	w := fiveEntries(t)
	if _, err := Reveal(w.dir, Options{}); err != nil {
		t.Fatal(err)
	}
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Archive(f)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := Archive(f); !bytes.Equal(a, b) {
		t.Fatal("the archive is not the same bytes twice")
	}
	dir, err := Unarchive(a, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	v, err := Verify(dir)
	if err != nil || !v.DiceChecked || v.Entries != 6 {
		t.Fatalf("verify the unpacked archive: %v %+v", err, v)
	}
	for _, secret := range []string{"secret/seed", "secret/host-key", "lock"} {
		if _, ok := tree(t, dir)[secret]; ok {
			t.Errorf("the archive holds %s", secret)
		}
	}
}

// A strange archive is refused before anything lands outside its folder.
func TestUnarchiveRefusesStrangeFiles(t *testing.T) {
	cases := []struct {
		name, want string
		data       []byte
	}{
		{"not gzip", "archive: gzip: invalid header", []byte("this is not an archive at all")},
		{"path outside", "is not in one game folder", tgz(t, map[string]string{"g1/header.json": "{}", "../evil": "x"})},
		{"unknown file", "is not a file of a game folder", tgz(t, map[string]string{"g1/secret/seed": "x"})},
		{"symlink", "is not a plain file", tgz(t, nil, "g1/header.json")},
		{"empty", "archive: empty", tgz(t, nil)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := Unarchive(c.data, dir)
			if err == nil || !strings.Contains(err.Error(), c.want) || hintOf(err) == "" {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			if m, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), "evil")); len(m) > 0 {
				t.Fatal("a file landed outside the folder")
			}
		})
	}
}

// FuzzUnarchive: no archive crashes `mincio audit` or writes outside its
// folder.
func FuzzUnarchive(f *testing.F) {
	f.Add(tgz(f, map[string]string{"g1/header.json": "{}", "g1/log/000001.json": "{}"}))
	f.Add(tgz(f, map[string]string{"g1/../x": "{}"}))
	f.Add([]byte{0x1f, 0x8b})
	f.Fuzz(func(t *testing.T, data []byte) {
		base := t.TempDir()
		dir := filepath.Join(base, "in")
		dst, err := Unarchive(data, dir)
		if err == nil && filepath.Dir(dst) != dir {
			t.Fatalf("unpacked to %s", dst)
		}
		if m, _ := filepath.Glob(filepath.Join(base, "*")); len(m) > 1 {
			t.Fatalf("wrote outside the folder: %v", m)
		}
	})
}

// FuzzKeptHeads: any text a player kept is read without crashing, and
// every head found is well formed.
func FuzzKeptHeads(f *testing.F) {
	f.Add([]byte("mincio report: game g1, side red, after entry 3\nscenario: x\nhead: " + strings.Repeat("ab", 32) + "\n"))
	f.Add([]byte("entry 12 head " + strings.Repeat("0", 64) + "\r\nentry 99999999999999999999 head " + strings.Repeat("0", 64) + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, k := range KeptHeads("kept", "g1", data) {
			if len(k.Head) != 64 || k.Source == "" {
				t.Fatalf("bad kept head %+v", k)
			}
		}
	})
}
