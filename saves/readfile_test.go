package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// readFile reads what os.ReadFile reads, and fails as it fails.
func TestReadFileIsOSReadFile(t *testing.T) {
	dir := t.TempDir()
	for name, size := range map[string]int{"empty": 0, "small": 300, "entry": 4000, "big": 3 << 20} {
		data := bytes.Repeat([]byte("mincio\n"), size/7+1)[:size]
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	for _, name := range []string{"empty", "small", "entry", "big", "missing", "."} {
		path := filepath.Join(dir, name)
		got, err := readFile(path)
		want, wantErr := os.ReadFile(path)
		if !bytes.Equal(got, want) || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Errorf("%s: read %d bytes (%v); os.ReadFile %d (%v)", name, len(got), err, len(want), wantErr)
		}
	}
}
