package saves

import (
	"os"
	"path/filepath"
	"testing"
)

// writeFileInPlace writes the whole of data, replaces what was there and
// sets the mode asked, whatever the file's mode was before.
func TestWriteFileInPlaceWritesAllWithItsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte("a longer file that was there before"), 0o644); err != nil {
		t.Fatal(err)
	}
	data := make([]byte, 200<<10) // more than one write may take
	for i := range data {
		data[i] = byte(i)
	}
	if err := writeFileInPlace(path, data, filePerm); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(data) {
		t.Fatalf("wrote %d bytes, read back %d that differ", len(data), len(got))
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != filePerm {
		t.Fatalf("mode %v (%v), want %v", fi.Mode().Perm(), err, filePerm)
	}
	if err := writeFileInPlace(filepath.Join(t.TempDir(), "no", "such"), data, filePerm); err == nil {
		t.Fatal("wrote into a folder that is not there")
	}
}
