package sshsig

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"regexp"
	"testing"
)

// TestErrorCodes produces each Code as documented in errors.go and checks
// the message against the documented example (as a pattern: fingerprints
// and names vary).
func TestErrorCodes(t *testing.T) {
	signer, other := goKey(t, "codes"), goKey(t, "other")
	pub := signer.PublicKey()
	msg := []byte("orders\n")
	good := mustSign(t, signer, Namespace, msg)
	dir := t.TempDir()

	tests := []struct {
		code Code
		want string // regexp for the message
		err  func() error
	}{
		{NoSignature, `^no signature found \(no "-----BEGIN SSH SIGNATURE-----" line\)$`, func() error {
			return Verify(pub, Namespace, msg, msg)
		}},
		{Malformed, `^malformed signature block: line 2 is 69 characters long, want 70$`, func() error {
			return Verify(pub, Namespace, msg, append(bytes.Clone(good[:len(beginLine)+70]), good[len(beginLine)+71:]...))
		}},
		{WrongKey, `^signed with key SHA256:[A-Za-z0-9+/]{43}, not the key registered \(SHA256:[A-Za-z0-9+/]{43}\)$`, func() error {
			return Verify(pub, Namespace, msg, mustSign(t, other, Namespace, msg))
		}},
		{WrongNamespace, "^wrong namespace \"file\" \\(want \"mincio\"; sign with `ssh-keygen -Y sign -n mincio`\\)$", func() error {
			return Verify(pub, Namespace, msg, mustSign(t, signer, "file", msg))
		}},
		{Mismatch, `^signature does not match the content \(the file was changed after signing\)$`, func() error {
			return Verify(pub, Namespace, []byte("orders!\n"), good)
		}},
		{Unsupported, `^unsupported hash algorithm "md5" \(want sha256 or sha512\)$`, func() error {
			sig, err := Unarmor(good)
			if err != nil {
				return err
			}
			sig.HashAlgorithm = "md5"
			return Verify(pub, Namespace, msg, Armor(sig))
		}},
		{EncryptedKey, `^.*host\.key: the key is protected by a passphrase, which mincio cannot ask for; `, func() error {
			// Made by ssh-keygen; ssh.MarshalPrivateKeyWithPassphrase
			// would do, but its KDF is slow under the race detector.
			path := filepath.Join(dir, "host.key")
			writeFile(t, path, readFile(t, filepath.Join("testdata", "keys", "encrypted")))
			_, err := LoadSigner(path)
			return err
		}},
		{BadKey, `^bad public key: want one line like "ssh-ed25519 AAAA\.\.\. comment", as in a \.pub file$`, func() error {
			_, err := ParsePublicKey([]byte("not a key\n"))
			return err
		}},
		{KeyExists, `^.*host2\.key already exists; refusing to overwrite it`, func() error {
			name := filepath.Join(dir, "host2.key")
			if err := WriteKeyPair(name, seededRand("a"), ""); err != nil {
				return err
			}
			return WriteKeyPair(name, seededRand("b"), "")
		}},
	}
	sentinels := map[Code]error{
		NoSignature: ErrNoSignature, Malformed: ErrMalformed, WrongKey: ErrWrongKey,
		WrongNamespace: ErrWrongNamespace, Mismatch: ErrMismatch, Unsupported: ErrUnsupported,
		EncryptedKey: ErrEncryptedKey, BadKey: ErrBadKey, KeyExists: ErrKeyExists,
	}
	if len(tests) != len(codeNames) || len(sentinels) != len(codeNames) {
		t.Fatalf("%d codes, %d tests, %d sentinels", len(codeNames), len(tests), len(sentinels))
	}
	for _, tt := range tests {
		t.Run(tt.code.String(), func(t *testing.T) {
			err := tt.err()
			wantCode(t, err, tt.code)
			if !regexp.MustCompile(tt.want).MatchString(err.Error()) {
				t.Errorf("message %q does not match %q", err, tt.want)
			}
			if !errors.Is(err, sentinels[tt.code]) {
				t.Errorf("errors.Is(err, sentinel for %v) is false", tt.code)
			}
			for c, s := range sentinels {
				if c != tt.code && errors.Is(err, s) {
					t.Errorf("errors.Is(err, sentinel for %v) is true", c)
				}
			}
		})
	}
}

func TestKeyExistsIsErrExist(t *testing.T) {
	name := filepath.Join(t.TempDir(), "k")
	if err := WriteKeyPair(name, nil, ""); err != nil {
		t.Fatal(err)
	}
	if err := WriteKeyPair(name, nil, ""); !errors.Is(err, fs.ErrExist) {
		t.Errorf("got %v, want an error matching fs.ErrExist", err)
	}
}

func TestCodeStrings(t *testing.T) {
	seen := map[string]bool{}
	for c, name := range codeNames {
		if c.String() != name || seen[name] {
			t.Errorf("code %d: name %q", int(c), c.String())
		}
		seen[name] = true
	}
	if Code(99).String() != "code-99" || CodeOf(errors.New("x")) != 0 {
		t.Error("unknown codes")
	}
}
