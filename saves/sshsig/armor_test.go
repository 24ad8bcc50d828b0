package sshsig

import (
	"bytes"
	"encoding/base64"
	"strings"
	"testing"

	"golang.org/x/crypto/ssh"
)

// TestArmorLayout: the block is laid out as ssh-keygen writes it, and
// Unarmor gives back every field.
func TestArmorLayout(t *testing.T) {
	s := goKey(t, "layout")
	armored := mustSign(t, s, Namespace, []byte("hello\n"))
	lines := strings.Split(string(armored), "\n")
	if lines[0] != beginLine || lines[len(lines)-2] != endLine || lines[len(lines)-1] != "" {
		t.Fatalf("bad frame:\n%s", armored)
	}
	for i, l := range lines[1 : len(lines)-3] {
		if len(l) != 70 {
			t.Errorf("line %d has %d columns, want 70", i+2, len(l))
		}
	}
	sig, err := Unarmor(armored)
	if err != nil {
		t.Fatal(err)
	}
	if sig.Namespace != Namespace || sig.HashAlgorithm != HashSHA512 || len(sig.Reserved) != 0 ||
		!bytes.Equal(sig.PublicKey.Marshal(), s.PublicKey().Marshal()) || sig.Signature.Format != ssh.KeyAlgoED25519 {
		t.Errorf("unexpected fields: %+v", sig)
	}
	if got := Armor(sig); !bytes.Equal(got, armored) {
		t.Errorf("Armor(Unarmor(x)) differs:\n%s\n%s", got, armored)
	}
	if Armor(nil) != nil || Armor(&Signature{}) != nil {
		t.Error("Armor of an incomplete signature is not nil")
	}
}

// TestArmorWrapExact: a blob whose base64 is an exact multiple of 70
// columns has no short last line and no empty line.
func TestArmorWrapExact(t *testing.T) {
	s := goKey(t, "wrap")
	sig, err := SignDetached(s, Namespace, []byte("x"))
	if err != nil {
		t.Fatal(err)
	}
	// Pad the namespace until the base64 is 140 characters: each byte of
	// namespace adds 4/3 characters, so search.
	for n := 1; n < 100; n++ {
		sig.Namespace = strings.Repeat("n", n)
		if base64.StdEncoding.EncodedLen(len(sig.marshal()))%70 == 0 {
			armored := Armor(sig)
			if bytes.Contains(armored, []byte("\n\n")) {
				t.Fatalf("empty line in\n%s", armored)
			}
			if _, err := Unarmor(armored); err != nil {
				t.Fatalf("Unarmor: %v\n%s", err, armored)
			}
			return
		}
	}
	t.Fatal("found no namespace length giving a multiple of 70 columns")
}

// TestUnarmorMalformed: each way a block can be wrong gives a Malformed
// (or NoSignature) error that says what is wrong.
func TestUnarmorMalformed(t *testing.T) {
	s := goKey(t, "malformed")
	good := string(mustSign(t, s, Namespace, []byte("hello\n")))
	sig, _ := Unarmor([]byte(good))
	blob := sig.marshal()
	withBlob := func(b []byte) string {
		b64 := base64.StdEncoding.EncodeToString(b)
		var out strings.Builder
		out.WriteString(beginLine + "\n")
		for len(b64) > 70 {
			out.WriteString(b64[:70] + "\n")
			b64 = b64[70:]
		}
		out.WriteString(b64 + "\n" + endLine + "\n")
		return out.String()
	}
	lines := strings.Split(good, "\n")
	tests := []struct {
		name, armored string
		code          Code
		msg           string
	}{
		{"empty", "", NoSignature, "no signature found"},
		{"text", "hello\n", NoSignature, "no signature found"},
		{"crlf", strings.ReplaceAll(good, "\n", "\r\n"), Malformed, "CRLF"},
		{"text-before", "hi\n" + good, Malformed, "does not start with"},
		{"no-end", strings.TrimSuffix(good, endLine+"\n"), Malformed, "no \"-----END"},
		{"no-final-newline", strings.TrimSuffix(good, "\n"), Malformed, "missing newline"},
		{"two-final-newlines", good + "\n", Malformed, "empty lines after"},
		{"text-after", good + "thanks\n", Malformed, "text after"},
		{"empty-block", beginLine + "\n" + endLine + "\n", Malformed, "no data"},
		{"short-line", strings.Replace(good, lines[1], lines[1][:69], 1), Malformed, "line 2 is 69 characters long, want 70"},
		{"long-last-line", strings.Replace(good, lines[len(lines)-4]+"\n", lines[len(lines)-4], 1), Malformed, "want 1 to 70"},
		{"space", strings.Replace(good, lines[1], lines[1][:69]+" ", 1), Malformed, "base64"},
		{"padding-bits", withPaddingBits(good), Malformed, "base64"},
		{"bad-magic", withBlob(append([]byte("SSHSIH"), blob[6:]...)), Malformed, "does not start with \"SSHSIG\""},
		{"version-2", withBlob(append(append([]byte("SSHSIG"), 0, 0, 0, 2), blob[10:]...)), Malformed, "version 2"},
		{"trailing-data", withBlob(append(bytes.Clone(blob), 0)), Malformed, "extra data"},
		{"truncated", withBlob(blob[:len(blob)-1]), Malformed, "truncated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Unarmor([]byte(tt.armored))
			wantCode(t, err, tt.code)
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not contain %q", err, tt.msg)
			}
		})
	}
}

// withPaddingBits sets one of the unused low bits of the last base64
// character before the "=" padding, which lenient decoders ignore.
func withPaddingBits(armored string) string {
	i := strings.Index(armored, "=\n")
	if i < 1 {
		panic("fixture has no base64 padding")
	}
	c := strings.IndexByte(b64Alphabet, armored[i-1])
	return armored[:i-1] + string(b64Alphabet[c|1]) + armored[i:]
}

// TestEveryByteMatters walks every byte of armored signatures, changes
// it, and also deletes it: Unarmor or Verify must fail each time. This is
// the property the game log relies on. In a signature made by Sign each
// byte takes all 255 other values; in the ssh-keygen vectors (RSA and
// ECDSA verify slowly, above all under the race detector), one bit is
// flipped.
func TestEveryByteMatters(t *testing.T) {
	s := goKey(t, "every byte")
	msg := []byte("F Venice - Trieste\n")
	t.Run("go-ed25519", func(t *testing.T) {
		t.Parallel()
		// every value of every byte; with -short (`make test`) one change
		// a byte, the whole walk in `make test-long`, which CI runs
		checkEveryByte(t, s.PublicKey(), msg, mustSign(t, s, Namespace, msg), !testing.Short())
	})
	for _, v := range loadVectors(t) {
		if testing.Short() && v.pub.Type() != ssh.KeyAlgoED25519 {
			continue
		}
		t.Run("vector/"+v.name, func(t *testing.T) {
			t.Parallel()
			checkEveryByte(t, v.pub, v.msg, v.sig, false)
		})
	}
}

const b64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// changes returns the values byte b is changed to.
func changes(b byte, all bool) []byte {
	if !all {
		return []byte{b ^ 0x01}
	}
	var out []byte
	for v := range 256 {
		out = append(out, byte(v))
	}
	return out
}

func checkEveryByte(t *testing.T, pub ssh.PublicKey, msg, armored []byte, all bool) {
	if err := Verify(pub, Namespace, msg, armored); err != nil {
		t.Fatalf("the unchanged signature does not verify: %v", err)
	}
	m := bytes.Clone(armored)
	for i, orig := range armored {
		for _, v := range changes(orig, all) {
			if v == orig {
				continue
			}
			m[i] = v
			if err := Verify(pub, Namespace, msg, m); err == nil {
				t.Fatalf("byte %d changed from %q to %q: still verifies", i, orig, v)
			}
		}
		m[i] = orig
		deleted := append(bytes.Clone(m[:i]), m[i+1:]...)
		if err := Verify(pub, Namespace, msg, deleted); err == nil {
			t.Fatalf("byte %d (%q) deleted: still verifies", i, orig)
		}
	}
}
