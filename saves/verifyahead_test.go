package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves/sshsig"
)

// The signature checks run ahead of the replay on several cores, yet the
// error names the first bad entry, with what a check in log order says.
func TestVerifyNamesFirstBadEntryWhenChecksRunAhead(t *testing.T) {
	w := longWorld(t, 100000)
	fill(t, w, 2*aheadWindow+20)
	looseLog(t, w.dir) // the entries' files apart, to change one
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

// Owed decisions are checked apart from the replay, on other cores; one
// that differs is still the error, before a broken link after it.
func TestVerifyNamesEntryWhoseOwedDecisionsDiffer(t *testing.T) {
	w := longWorld(t, 100000)
	fill(t, w, 80)
	looseLog(t, w.dir) // the entries' files apart, to change one
	name := filepath.Join(w.dir, "log", "000050.json")
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	e := new(Entry)
	if err := decodeCanonical(data, e); err != nil {
		t.Fatal(err)
	}
	if len(e.Result.Owed) == 0 || len(e.Result.Owed[0].Options) == 0 {
		t.Fatal("entry 50 owes nothing to change")
	}
	e.Result.Owed[0].Options[0] += " now"
	changed, err := encodeJSON(e)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := sshsig.Sign(w.host.signer, sshsig.Namespace, changed)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(name, changed, 0o644)
	os.WriteFile(name+".sig", sig, 0o644)
	_, err = Verify(w.dir)
	want := "entry 50 (log/000050.json): replaying the input does not reproduce the recorded result"
	if err == nil || err.Error() != want {
		t.Fatalf("want %q, got %v", want, err)
	}
}
