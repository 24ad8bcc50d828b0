package sshsig

import (
	"bytes"
	"crypto/rand"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"golang.org/x/crypto/ssh"
)

func TestGenerateKey(t *testing.T) {
	priv, pubLine, err := GenerateKey(seededRand("gen"), "referee@mincio")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(priv, []byte("-----BEGIN OPENSSH PRIVATE KEY-----\n")) {
		t.Errorf("private key is not an OpenSSH PEM:\n%s", priv)
	}
	if !regexp.MustCompile(`^ssh-ed25519 AAAA[A-Za-z0-9+/]+=* referee@mincio\n$`).Match(pubLine) {
		t.Errorf("public line %q", pubLine)
	}
	s, err := ssh.ParsePrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := ParsePublicKey(pubLine)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(s.PublicKey().Marshal(), pub.Marshal()) {
		t.Error("private and public key do not match")
	}
	// The key is determined by rand.
	_, pubLine2, _ := GenerateKey(seededRand("gen"), "referee@mincio")
	if !bytes.Equal(pubLine, pubLine2) {
		t.Error("same rand, different keys")
	}
	_, noComment, _ := GenerateKey(rand.Reader, "")
	if !regexp.MustCompile(`^ssh-ed25519 AAAA[A-Za-z0-9+/]+=*\n$`).Match(noComment) {
		t.Errorf("public line without comment %q", noComment)
	}
	if _, _, err := GenerateKey(rand.Reader, "two\nlines"); err == nil {
		t.Error("a comment with a newline was accepted")
	}
}

func TestWriteKeyPair(t *testing.T) {
	name := filepath.Join(t.TempDir(), "host")
	if err := WriteKeyPair(name, rand.Reader, "host"); err != nil {
		t.Fatal(err)
	}
	for path, mode := range map[string]os.FileMode{name: 0o600, name + ".pub": 0o644} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != mode {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode().Perm(), mode)
		}
	}
	s, err := LoadSigner(name)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := LoadPublicKey(name + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	msg := []byte("turn 1\n")
	if err := Verify(pub, Namespace, msg, mustSign(t, s, Namespace, msg)); err != nil {
		t.Fatal(err)
	}
}

// TestWriteKeyPairNoOverwrite: an existing private or public file is left
// alone and nothing else is written.
func TestWriteKeyPairNoOverwrite(t *testing.T) {
	for _, existing := range []string{"", ".pub"} {
		dir := t.TempDir()
		name := filepath.Join(dir, "host")
		writeFile(t, name+existing, []byte("precious"))
		err := WriteKeyPair(name, rand.Reader, "")
		wantCode(t, err, KeyExists)
		if got := readFile(t, name+existing); string(got) != "precious" {
			t.Errorf("%s was overwritten", name+existing)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Errorf("existing %q: %d files in the directory, want 1", existing, len(entries))
		}
	}
}

func TestParsePublicKey(t *testing.T) {
	_, line, _ := GenerateKey(seededRand("parse"), "c")
	for name, in := range map[string]string{
		"plain":        string(line),
		"no-newline":   string(bytes.TrimSuffix(line, []byte("\n"))),
		"options":      `restrict,command="x" ` + string(line),
		"blank-after":  string(line) + "\n\n",
		"comment-line": "# player key\n" + string(line),
	} {
		if _, err := ParsePublicKey([]byte(in)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, in := range map[string]string{
		"empty":    "",
		"two-keys": string(line) + string(line),
		"garbage":  "ssh-ed25519 not-base64!",
		"private":  "-----BEGIN OPENSSH PRIVATE KEY-----\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ParsePublicKey([]byte(in))
			wantCode(t, err, BadKey)
		})
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := LoadSigner(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Errorf("missing private key: %v", err)
	}
	if _, err := LoadPublicKey(filepath.Join(dir, "missing.pub")); !os.IsNotExist(err) {
		t.Errorf("missing public key: %v", err)
	}
	bad := filepath.Join(dir, "bad")
	writeFile(t, bad, []byte("hello\n"))
	_, err := LoadSigner(bad)
	wantCode(t, err, BadKey)
	_, err = LoadPublicKey(bad)
	wantCode(t, err, BadKey)
	if !bytes.Contains([]byte(err.Error()), []byte(bad)) {
		t.Errorf("error %q does not name the file", err)
	}
}

func TestFingerprint(t *testing.T) {
	for _, v := range loadVectors(t) {
		if fp := Fingerprint(v.pub); !regexp.MustCompile(`^SHA256:[A-Za-z0-9+/]{43}$`).MatchString(fp) {
			t.Errorf("%s: fingerprint %q", v.name, fp)
		}
	}
}
