package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/saves/sshsig"
)

// An entry is compared with its replay as a whole (resultcheck.go); what
// verify says of a damaged entry is still what the separate checks of its
// form, its result and its owed decisions said, and the first damaged
// entry is the one named.
func TestVerifySaysWhatIsWrongWithAnEntry(t *testing.T) {
	w := longWorld(t, 100000)
	fill(t, w, parallelFrom+8) // long enough for helpers
	const at = 20
	entry := func(n int) string { return filepath.Join(w.dir, "log", entryName(n)+".json") }
	// change rewrites entry n with edit, signed again by the host when
	// resign, and returns the undo.
	looseLog(t, w.dir) // the entries' files apart, to change one
	change := func(n int, resign bool, edit func(string) string) func() {
		t.Helper()
		data, err := os.ReadFile(entry(n))
		if err != nil {
			t.Fatal(err)
		}
		sig, _ := os.ReadFile(entry(n) + ".sig")
		changed := []byte(edit(string(data)))
		if bytes.Equal(changed, data) {
			t.Fatalf("entry %d: the edit changes nothing", n)
		}
		os.WriteFile(entry(n), changed, 0o644)
		if resign {
			newSig, err := sshsig.Sign(w.host.signer, sshsig.Namespace, changed)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(entry(n)+".sig", newSig, 0o644)
		}
		return func() {
			os.WriteFile(entry(n), data, 0o644)
			os.WriteFile(entry(n)+".sig", sig, 0o644)
		}
	}
	what := "entry 20 (log/000020.json): "
	for _, c := range []struct {
		name   string
		resign bool
		edit   func(string) string
		want   string
	}{
		{"a space", true, func(s string) string { return strings.Replace(s, `"n": 20`, `"n":  20`, 1) },
			what + "not in canonical form (was it edited by hand?)"},
		{"a space, not signed", false, func(s string) string { return strings.Replace(s, `"n": 20`, `"n":  20`, 1) },
			what + "not in canonical form (was it edited by hand?)"},
		{"a field unknown", true, func(s string) string { return strings.Replace(s, `"n": 20,`, `"n": 20, "x": 1,`, 1) },
			what + `not valid JSON: json: unknown field "x"`},
		{"an unknown field in the result", true, func(s string) string { return strings.Replace(s, `"events": [`, `"x": 1, "events": [`, 1) },
			what + `not valid JSON: json: unknown field "x"`},
		{"trailing text", true, func(s string) string { return s + "{}\n" },
			what + "not in canonical form (was it edited by hand?)"},
		{"the status", true, func(s string) string { return strings.Replace(s, `"status": "`, `"status": "x`, 1) },
			what + "replaying the input does not reproduce the recorded result"},
		{"the state digest", true, flipAfter(`"state_digest": "`),
			what + "replaying the input does not reproduce the recorded result"},
		{"not signed", false, func(s string) string { return strings.Replace(s, `"status": "`, `"status": "x`, 1) },
			what + "host signature"},
	} {
		undo := change(at, c.resign, c.edit)
		_, err := Verify(w.dir)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.name, c.want, err)
		}
		undo()
	}
	// A result that differs is named before a broken link after it.
	undo := change(at, true, func(s string) string { return strings.Replace(s, `"status": "`, `"status": "x`, 1) })
	undoLink := change(at+3, true, func(s string) string { return strings.Replace(s, `"prev": "`, `"prev": "0`, 1) })
	if _, err := Verify(w.dir); err == nil || err.Error() != what+"replaying the input does not reproduce the recorded result" {
		t.Errorf("result and link: got %v", err)
	}
	undoLink()
	undo()
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

// flipAfter changes the character after the first key in a file.
func flipAfter(key string) func(string) string {
	return func(s string) string {
		i := strings.Index(s, key) + len(key)
		b := []byte(s)
		b[i] ^= 0x01
		return string(b)
	}
}
