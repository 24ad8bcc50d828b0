package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The signature checks run ahead of the replay on several cores, yet the
// error names the first bad entry, with what a check in log order says.
func TestVerifyNamesFirstBadEntryWhenChecksRunAhead(t *testing.T) {
	w := longWorld(t, 100000)
	fill(t, w, 2*aheadWindow+20)
	damage := func(name string) func() {
		p := filepath.Join(w.dir, "log", name)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		changed := strings.Replace(string(data), "roll", "rOll", 1)
		if name == "000140.json.sig" {
			changed = strings.Replace(string(data), "A", "B", 1)
		}
		if changed == string(data) {
			t.Fatalf("%s: nothing to change", name)
		}
		os.WriteFile(p, []byte(changed), 0o644)
		return func() { os.WriteFile(p, data, 0o644) }
	}
	wantErr := func(prefix string) {
		t.Helper()
		_, err := Verify(w.dir)
		if err == nil || !strings.HasPrefix(err.Error(), prefix) {
			t.Fatalf("want an error starting %q, got %v", prefix, err)
		}
	}
	repairSig := damage("000140.json.sig")
	repairInput := damage("000090.input")
	wantErr("entry 90 (log/000090.json): input: log/000090.input: signature of side red")
	repairInput()
	wantErr("entry 140 (log/000140.json): host signature")
	repairSig()
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}
