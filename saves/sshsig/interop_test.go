package sshsig

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/crypto/ssh"
)

// interopMessages are signed in both directions: plain text, CRLF text
// without a final newline, binary, and empty.
var interopMessages = map[string][]byte{
	"text":   []byte("F A1-B2\nA C3 S F A1-B2\n"),
	"crlf":   []byte("line one\r\nline two"),
	"binary": {0, 1, 2, 0xff, '\n', '\r', 0x80},
	"empty":  {},
}

// TestSSHKeygenSignsGoVerifies: files signed by ssh-keygen -Y sign verify
// with Verify, for every key type and both hash algorithms.
func TestSSHKeygenSignsGoVerifies(t *testing.T) {
	needSSHKeygen(t)
	dir := t.TempDir()
	for _, kt := range sshKeygenTypes {
		key := newSSHKey(t, dir, kt.name, kt.typ, kt.bits)
		for _, hash := range []string{"", HashSHA256, HashSHA512} {
			for mname, msg := range interopMessages {
				name := fmt.Sprintf("%s/hash=%s/%s", kt.name, hash, mname)
				t.Run(name, func(t *testing.T) {
					file := filepath.Join(t.TempDir(), "orders.txt")
					writeFile(t, file, msg)
					args := []string{"-Y", "sign", "-n", Namespace, "-f", key.path}
					if hash != "" {
						args = append(args, "-O", "hashalg="+hash)
					}
					sshKeygen(t, nil, append(args, file)...)
					armored := readFile(t, file+".sig")
					if err := Verify(key.pub, Namespace, msg, armored); err != nil {
						t.Fatalf("Verify: %v", err)
					}
					sig, err := Unarmor(armored)
					if err != nil {
						t.Fatal(err)
					}
					wantHash := hash
					if wantHash == "" {
						wantHash = HashSHA512
					}
					if sig.HashAlgorithm != wantHash {
						t.Errorf("hash algorithm %q, want %q", sig.HashAlgorithm, wantHash)
					}
					if !bytes.Equal(Armor(sig), armored) {
						t.Errorf("Armor(Unarmor(x)) != x:\n%s\n%s", Armor(sig), armored)
					}
					if err := Verify(key.pub, Namespace, append(msg, 'x'), armored); CodeOf(err) != Mismatch {
						t.Errorf("changed message: got %v, want a mismatch", err)
					}
				})
			}
		}
	}
}

// TestGoSignsSSHKeygenVerifies: signatures made by Sign verify with
// ssh-keygen -Y verify, for keys made by ssh-keygen and by GenerateKey.
func TestGoSignsSSHKeygenVerifies(t *testing.T) {
	needSSHKeygen(t)
	dir := t.TempDir()
	signers := map[string]ssh.Signer{"go-ed25519": goKey(t, "interop")}
	for _, kt := range sshKeygenTypes {
		signers[kt.name] = newSSHKey(t, dir, kt.name, kt.typ, kt.bits).signer
	}
	for kname, s := range signers {
		for mname, msg := range interopMessages {
			t.Run(kname+"/"+mname, func(t *testing.T) {
				armored := mustSign(t, s, Namespace, msg)
				sshKeygenVerify(t, s.PublicKey(), msg, armored)
				if !sshKeygenAccepts(t, s.PublicKey(), append(msg, 'x'), armored) {
					return
				}
				t.Fatal("ssh-keygen accepted a changed message: the test harness is broken")
			})
		}
	}
}

// TestRSASHA256 covers rsa-sha2-256 signatures, which ssh-keygen -Y sign
// does not make but accepts, and refuses SHA-1 "ssh-rsa" ones as OpenSSH
// does.
func TestRSASHA256(t *testing.T) {
	needSSHKeygen(t)
	key := newSSHKey(t, t.TempDir(), "rsa", "rsa", "2048")
	msg := []byte("orders\n")
	for _, alg := range []string{ssh.KeyAlgoRSASHA256, ssh.KeyAlgoRSASHA512, ssh.KeyAlgoRSA} {
		t.Run(alg, func(t *testing.T) {
			data, err := signedData(Namespace, nil, HashSHA512, msg)
			if err != nil {
				t.Fatal(err)
			}
			inner, err := key.signer.(ssh.AlgorithmSigner).SignWithAlgorithm(rand.Reader, data, alg)
			if err != nil {
				t.Fatal(err)
			}
			armored := Armor(&Signature{PublicKey: key.pub, Namespace: Namespace, HashAlgorithm: HashSHA512, Signature: inner})
			err = Verify(key.pub, Namespace, msg, armored)
			if alg == ssh.KeyAlgoRSA {
				wantCode(t, err, Unsupported)
				if sshKeygenAccepts(t, key.pub, msg, armored) {
					t.Error("ssh-keygen accepted an ssh-rsa (SHA-1) signature")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			sshKeygenVerify(t, key.pub, msg, armored)
		})
	}
}

// TestGeneratedKeyReadBySSHKeygen: ssh-keygen -y derives from the private
// key written by WriteKeyPair the same public key as in the .pub file.
func TestGeneratedKeyReadBySSHKeygen(t *testing.T) {
	needSSHKeygen(t)
	name := filepath.Join(t.TempDir(), "host")
	if err := WriteKeyPair(name, rand.Reader, "host@mincio"); err != nil {
		t.Fatal(err)
	}
	derived := strings.Fields(string(sshKeygen(t, nil, "-y", "-f", name)))
	pubLine := readFile(t, name+".pub")
	want := strings.Fields(string(pubLine))
	if len(derived) < 2 || derived[0] != want[0] || derived[1] != want[1] {
		t.Fatalf("ssh-keygen -y gave %q, .pub has %q", derived, want)
	}
	fp := sshKeygen(t, nil, "-l", "-E", "sha256", "-f", name+".pub")
	pub, err := LoadPublicKey(name + ".pub")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Fields(string(fp))[1]; got != Fingerprint(pub) {
		t.Errorf("ssh-keygen -l says %s, Fingerprint says %s", got, Fingerprint(pub))
	}
}

// TestEncryptedSSHKeygenKey: a key with a passphrase is refused with a
// hint.
func TestEncryptedSSHKeygenKey(t *testing.T) {
	needSSHKeygen(t)
	path := filepath.Join(t.TempDir(), "id_ed25519")
	sshKeygen(t, nil, "-q", "-t", "ed25519", "-N", "secret phrase", "-f", path)
	_, err := LoadSigner(path)
	wantCode(t, err, EncryptedKey)
	t.Log(err)
	for _, hint := range []string{"passphrase", "host needs an unencrypted key", "ssh-keygen -Y sign -n mincio"} {
		if !strings.Contains(err.Error(), hint) {
			t.Errorf("error %q does not mention %q", err, hint)
		}
	}
}

// sshKeygenVerify requires ssh-keygen -Y verify to accept armored as a
// signature of msg by pub.
func sshKeygenVerify(t *testing.T, pub ssh.PublicKey, msg, armored []byte) {
	t.Helper()
	if !sshKeygenAccepts(t, pub, msg, armored) {
		t.Fatal("ssh-keygen -Y verify rejected the signature")
	}
}

func sshKeygenAccepts(t *testing.T, pub ssh.PublicKey, msg, armored []byte) bool {
	t.Helper()
	dir := t.TempDir()
	allowed := filepath.Join(dir, "allowed_signers")
	line := fmt.Sprintf("player@example.org namespaces=%q %s", Namespace, ssh.MarshalAuthorizedKey(pub))
	writeFile(t, allowed, []byte(line))
	sigPath := filepath.Join(dir, "orders.txt.sig")
	if err := os.WriteFile(sigPath, armored, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runSSHKeygen(msg, "-Y", "verify", "-n", Namespace, "-f", allowed,
		"-I", "player@example.org", "-s", sigPath)
	if err != nil {
		t.Logf("ssh-keygen -Y verify: %v\n%s", err, out)
		return false
	}
	return true
}
