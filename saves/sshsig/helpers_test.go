package sshsig

import (
	"bytes"
	"crypto/sha256"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/crypto/ssh"
)

// seededRand is a deterministic source for test keys: ed25519.GenerateKey
// reads exactly 32 bytes from it.
func seededRand(seed string) io.Reader {
	h := sha256.Sum256([]byte(seed))
	return bytes.NewReader(h[:])
}

// goKey returns a deterministic ed25519 signer made by GenerateKey.
func goKey(t testing.TB, seed string) ssh.Signer {
	t.Helper()
	priv, _, err := GenerateKey(seededRand(seed), "test")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ssh.ParsePrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustSign(t testing.TB, s ssh.Signer, ns string, msg []byte) []byte {
	t.Helper()
	sig, err := Sign(s, ns, msg)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

// needSSHKeygen skips the test only when ssh-keygen is not installed.
func needSSHKeygen(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("ssh-keygen"); err != nil {
		t.Skip("ssh-keygen not on PATH")
	}
}

// sshKeygen runs ssh-keygen with stdin and fails the test if it fails.
func sshKeygen(t testing.TB, stdin []byte, args ...string) []byte {
	t.Helper()
	out, err := runSSHKeygen(stdin, args...)
	if err != nil {
		t.Fatalf("ssh-keygen %q: %v\n%s", args, err, out)
	}
	return out
}

func runSSHKeygen(stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command("ssh-keygen", args...)
	cmd.Stdin = bytes.NewReader(stdin)
	return cmd.CombinedOutput()
}

// sshKey is a key pair made by ssh-keygen in a temporary directory.
type sshKey struct {
	path   string // private key; the public key is path+".pub"
	pub    ssh.PublicKey
	signer ssh.Signer
}

// sshKeygenTypes are the key types tested against ssh-keygen, as its
// -t and -b arguments.
var sshKeygenTypes = []struct{ name, typ, bits string }{
	{"ed25519", "ed25519", ""},
	{"rsa2048", "rsa", "2048"},
	{"ecdsa256", "ecdsa", "256"},
	{"ecdsa384", "ecdsa", "384"},
	{"ecdsa521", "ecdsa", "521"},
}

func newSSHKey(t testing.TB, dir, name, typ, bits string) sshKey {
	t.Helper()
	path := filepath.Join(dir, name)
	args := []string{"-q", "-t", typ, "-N", "", "-C", name + "@test", "-f", path}
	if bits != "" {
		args = append(args, "-b", bits)
	}
	sshKeygen(t, nil, args...)
	s, err := LoadSigner(path)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := LoadPublicKey(path + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub.Marshal(), s.PublicKey().Marshal()) {
		t.Fatalf("%s: LoadSigner and LoadPublicKey disagree", name)
	}
	return sshKey{path: path, pub: pub, signer: s}
}

func writeFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// wantCode fails unless err is an *Error with code c.
func wantCode(t testing.TB, err error, c Code) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want code %v", c)
	}
	if got := CodeOf(err); got != c {
		t.Fatalf("got error %q with code %v, want code %v", err, got, c)
	}
}
