package sshsig

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/crypto/ssh"
)

type vector struct {
	name     string
	pub      ssh.PublicKey
	msg, sig []byte
}

// loadVectors reads testdata/vectors (see its README). Finding none is a
// failure, not a silent pass.
func loadVectors(t testing.TB) []vector {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join("testdata", "vectors", "*", "msg.sig"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("no test vectors found in testdata/vectors")
	}
	var vs []vector
	for _, d := range dirs {
		d = filepath.Dir(d)
		pub, err := LoadPublicKey(filepath.Join(d, "key.pub"))
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, vector{
			name: filepath.Base(d),
			pub:  pub,
			msg:  readFile(t, filepath.Join(d, "msg")),
			sig:  readFile(t, filepath.Join(d, "msg.sig")),
		})
	}
	return vs
}

// TestVectors checks the stored ssh-keygen signatures; it needs no
// ssh-keygen.
func TestVectors(t *testing.T) {
	for _, v := range loadVectors(t) {
		t.Run(v.name, func(t *testing.T) {
			if err := Verify(v.pub, Namespace, v.msg, v.sig); err != nil {
				t.Fatalf("Verify: %v", err)
			}
			sig, err := Unarmor(v.sig)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(Armor(sig), v.sig) {
				t.Error("Armor(Unarmor(x)) != x")
			}
			wantCode(t, Verify(v.pub, Namespace, v.msg[1:], v.sig), Mismatch)
			wantCode(t, Verify(v.pub, "git", v.msg, v.sig), WrongNamespace)
			// msg has no final newline: with one added, it verifies
			// tolerantly and gives back msg.
			got, err := VerifyTolerant(v.pub, Namespace, append(bytes.Clone(v.msg), '\n'), v.sig)
			if err != nil || !bytes.Equal(got, v.msg) {
				t.Errorf("VerifyTolerant: got %q, %v", got, err)
			}
		})
	}
}

// TestVectorFiles guards the vectors against accidental edits (an editor
// adding a final newline to msg, say).
func TestVectorFiles(t *testing.T) {
	for _, v := range loadVectors(t) {
		if bytes.HasSuffix(v.msg, []byte("\n")) || !bytes.Contains(v.msg, []byte("\r\n")) {
			t.Errorf("%s: msg must contain CRLF and have no final newline", v.name)
		}
		if _, err := os.Stat(filepath.Join("testdata", "vectors", v.name, "key")); err == nil {
			t.Errorf("%s: a private key is stored with the vector", v.name)
		}
	}
}
