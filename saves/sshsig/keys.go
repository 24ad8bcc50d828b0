package sshsig

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"golang.org/x/crypto/ssh"
)

// GenerateKey makes an ed25519 key pair. privPEM is an unencrypted
// "OPENSSH PRIVATE KEY" PEM block, as ssh-keygen writes it; pubLine is one
// authorized_keys line, "ssh-ed25519 AAAA... comment\n".
//
// The key itself comes from rand (a secure source if rand is nil), so a
// fixed rand gives a fixed key; the PEM also holds a random check word
// taken from crypto/rand, so privPEM differs between calls even with the
// same rand.
func GenerateKey(rand io.Reader, comment string) (privPEM, pubLine []byte, err error) {
	if strings.ContainsAny(comment, "\r\n") {
		return nil, nil, fmt.Errorf("sshsig: key comment must be a single line")
	}
	pub, priv, err := ed25519.GenerateKey(rand)
	if err != nil {
		return nil, nil, fmt.Errorf("sshsig: generating key: %w", err)
	}
	block, err := ssh.MarshalPrivateKey(priv, comment)
	if err != nil {
		return nil, nil, fmt.Errorf("sshsig: encoding private key: %w", err)
	}
	sshPub, err := ssh.NewPublicKey(pub)
	if err != nil {
		return nil, nil, fmt.Errorf("sshsig: encoding public key: %w", err)
	}
	return pem.EncodeToMemory(block), authorizedLine(sshPub, comment), nil
}

// authorizedLine is ssh.MarshalAuthorizedKey with the comment ssh-keygen
// would put after the key.
func authorizedLine(k ssh.PublicKey, comment string) []byte {
	line := bytes.TrimSuffix(ssh.MarshalAuthorizedKey(k), []byte("\n"))
	if comment != "" {
		line = append(append(line, ' '), comment...)
	}
	return append(line, '\n')
}

// WriteKeyPair generates a key with [GenerateKey] and writes the private
// key to name (mode 0600) and the public key to name+".pub" (mode 0644),
// like ssh-keygen -f name. It never overwrites: if either file exists it
// writes nothing and returns a KeyExists error (which also matches
// fs.ErrExist).
func WriteKeyPair(name string, rand io.Reader, comment string) error {
	priv, pub, err := GenerateKey(rand, comment)
	if err != nil {
		return err
	}
	for _, p := range []string{name, name + ".pub"} {
		if _, err := os.Lstat(p); err == nil {
			return existsError(p, fs.ErrExist)
		}
	}
	if err := writeNew(name, priv, 0o600); err != nil {
		return err
	}
	if err := writeNew(name+".pub", pub, 0o644); err != nil {
		os.Remove(name) // we created it just above; do not leave half a pair
		return err
	}
	return nil
}

func existsError(path string, cause error) error {
	return newError(KeyExists, cause,
		"%s already exists; refusing to overwrite it (move it away or choose another name)", path)
}

// writeNew creates path, failing if it exists (O_EXCL closes the race with
// the Lstat check in WriteKeyPair), and sets mode exactly, whatever the umask.
func writeNew(path string, data []byte, mode fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if errors.Is(err, fs.ErrExist) {
		return existsError(path, err)
	}
	if err != nil {
		return err
	}
	if err := f.Chmod(mode); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// LoadSigner reads an OpenSSH private key file (ed25519, RSA or ECDSA; the
// PEM formats ssh.ParseRawPrivateKey reads). The host signs unattended, so
// a key protected by a passphrase is refused with an EncryptedKey error
// that says what to do instead.
func LoadSigner(path string) (ssh.Signer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	raw, err := ssh.ParseRawPrivateKey(data)
	var missing *ssh.PassphraseMissingError
	if errors.As(err, &missing) {
		return nil, newError(EncryptedKey, err,
			"%s: the key is protected by a passphrase, which mincio cannot ask for; "+
				"hint: the host needs an unencrypted key (make one with `ssh-keygen -t ed25519 -N '' -f FILE`); "+
				"a player can keep the passphrase and sign with `ssh-keygen -Y sign -n mincio -f %s FILE`", path, path)
	}
	if err != nil {
		return nil, newError(BadKey, err, "%s: not an OpenSSH private key: %v", path, err)
	}
	switch raw.(type) {
	case *ed25519.PrivateKey, ed25519.PrivateKey, *rsa.PrivateKey, *ecdsa.PrivateKey:
	default:
		return nil, newError(Unsupported, nil,
			"%s: unsupported key type %T (use ed25519, RSA or ECDSA)", path, raw)
	}
	s, err := ssh.NewSignerFromKey(raw)
	if err != nil {
		return nil, newError(BadKey, err, "%s: %v", path, err)
	}
	return s, nil
}

// ParsePublicKey reads one public key in authorized_keys format, as found
// in a .pub file: "ssh-ed25519 AAAA... comment". Options before the key
// type are allowed and ignored; a second key is an error, since a player
// registers exactly one.
func ParsePublicKey(line []byte) (ssh.PublicKey, error) {
	k, _, _, rest, err := ssh.ParseAuthorizedKey(line)
	if err != nil {
		return nil, newError(BadKey, err,
			"bad public key: want one line like \"ssh-ed25519 AAAA... comment\", as in a .pub file")
	}
	if len(bytes.TrimSpace(rest)) != 0 {
		return nil, newError(BadKey, nil, "bad public key: more than one key given")
	}
	return k, nil
}

// LoadPublicKey reads a public key file (such as id_ed25519.pub) with
// [ParsePublicKey].
func LoadPublicKey(path string) (ssh.PublicKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	k, err := ParsePublicKey(data)
	if e, ok := err.(*Error); ok {
		return nil, &Error{Code: e.Code, Msg: path + ": " + e.Msg, Err: e.Err}
	}
	return k, err
}

// Fingerprint returns the SHA256 fingerprint of k as ssh-keygen -l shows
// it, "SHA256:" followed by unpadded base64.
func Fingerprint(k ssh.PublicKey) string {
	return ssh.FingerprintSHA256(k)
}
