package sshsig

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/crypto/ssh"
)

func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

// TestVerifyTolerant is the table of what mail may do to a signed file:
// line endings and one final newline are tolerated and the signed bytes
// come back; anything else is rejected with the right code.
func TestVerifyTolerant(t *testing.T) {
	signer := goKey(t, "tolerant")
	other := goKey(t, "someone else")
	const lf = "F Venice - Trieste\nA Rome S F Venice\n"
	const noNL = "F Venice - Trieste\nA Rome S F Venice"
	tests := []struct {
		name     string
		signed   string // what was signed
		ns       string // namespace it was signed for; default Namespace
		key      string // "other" to sign with another key
		received string // what arrived
		want     Code   // 0: accepted, returning signed
	}{
		{name: "exact", signed: lf, received: lf},
		{name: "exact/crlf", signed: crlf(lf), received: crlf(lf)},
		{name: "lf-to-crlf", signed: lf, received: crlf(lf)},
		{name: "crlf-to-lf", signed: crlf(lf), received: lf},
		{name: "final-newline-dropped", signed: lf, received: noNL},
		{name: "final-newline-added", signed: noNL, received: lf},
		{name: "final-crlf-added", signed: noNL, received: noNL + "\r\n"},
		{name: "crlf+final-newline-dropped", signed: lf, received: crlf(noNL)},
		{name: "crlf+final-newline-added", signed: noNL, received: crlf(lf)},
		{name: "lf+final-newline-dropped", signed: crlf(lf), received: noNL},
		{name: "lf+final-newline-added", signed: crlf(noNL), received: lf},
		{name: "empty+newline", signed: "", received: "\n"},
		{name: "newline-dropped-to-empty", signed: "\r\n", received: ""},

		{name: "changed-letter", signed: lf, received: strings.Replace(lf, "Rome", "Roma", 1), want: Mismatch},
		{name: "added-space", signed: lf, received: strings.Replace(lf, "Rome ", "Rome  ", 1), want: Mismatch},
		{name: "added-trailing-space", signed: lf, received: lf + " ", want: Mismatch},
		{name: "added-space-before-newline", signed: lf, received: noNL + " \n", want: Mismatch},
		{name: "blank-line-in-middle", signed: lf, received: strings.Replace(lf, "\n", "\n\n", 1), want: Mismatch},
		{name: "dropped-line", signed: lf, received: "A Rome S F Venice\n", want: Mismatch},
		{name: "two-newlines-added", signed: noNL, received: noNL + "\n\n", want: Mismatch},
		{name: "two-crlf-added", signed: noNL, received: noNL + "\r\n\r\n", want: Mismatch},
		{name: "two-newlines-dropped", signed: lf + "\n", received: noNL, want: Mismatch},
		{name: "cr-only-line-endings", signed: lf, received: strings.ReplaceAll(lf, "\n", "\r"), want: Mismatch},
		{name: "changed-namespace", signed: lf, ns: "file", received: lf, want: WrongNamespace},
		{name: "other-key", signed: lf, key: "other", received: lf, want: WrongKey},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s, ns := signer, Namespace
			if tt.key == "other" {
				s = other
			}
			if tt.ns != "" {
				ns = tt.ns
			}
			armored := mustSign(t, s, ns, []byte(tt.signed))
			got, err := VerifyTolerant(signer.PublicKey(), Namespace, []byte(tt.received), armored)
			if tt.want != 0 {
				wantCode(t, err, tt.want)
				if got != nil {
					t.Errorf("returned %q with an error", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("VerifyTolerant: %v", err)
			}
			if string(got) != tt.signed {
				t.Errorf("returned %q, want the signed bytes %q", got, tt.signed)
			}
			// What VerifyTolerant returns verifies exactly.
			if err := Verify(signer.PublicKey(), Namespace, got, armored); err != nil {
				t.Errorf("Verify of the returned bytes: %v", err)
			}
		})
	}
}

// TestVerifyTolerantInline: a body without a final newline, signed and
// appended (which adds a newline), then carried by mail with CRLF.
func TestVerifyTolerantInline(t *testing.T) {
	s := goKey(t, "inline")
	body := []byte("F Venice - Trieste\nA Rome S F Venice")
	file := Append(body, mustSign(t, s, Namespace, body))
	for name, f := range map[string][]byte{
		"as-is": file,
		"crlf":  bytes.ReplaceAll(file, []byte("\n"), []byte("\r\n")),
		"crlf+trailing-blank-lines": append(bytes.ReplaceAll(file, []byte("\n"), []byte("\r\n")),
			"\r\n\r\n"...),
	} {
		t.Run(name, func(t *testing.T) {
			b, armored, ok := Split(f)
			if !ok {
				t.Fatal("Split found no signature")
			}
			got, err := VerifyTolerant(s.PublicKey(), Namespace, b, armored)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, body) {
				t.Errorf("got %q, want %q", got, body)
			}
		})
	}
}

// TestVerifyTolerantArmorStillChecked: tolerance of the armor is only
// about line endings; text after the block is still an error.
func TestVerifyTolerantArmorStillChecked(t *testing.T) {
	s := goKey(t, "armor")
	msg := []byte("x\n")
	armored := mustSign(t, s, Namespace, msg)
	_, err := VerifyTolerant(s.PublicKey(), Namespace, msg, append(armored, "-- \nsent from my phone\n"...))
	wantCode(t, err, Malformed)
	if !strings.Contains(err.Error(), "text after") {
		t.Errorf("error %q does not say there is text after the block", err)
	}
	// Verify itself stays strict about the armor.
	wantCode(t, Verify(s.PublicKey(), Namespace, msg, bytes.ReplaceAll(armored, []byte("\n"), []byte("\r\n"))), Malformed)
}

func TestCandidates(t *testing.T) {
	// Each candidate is msg up to line endings and one final newline, and
	// there are no duplicates. The first is msg itself, or its LF form when
	// it has CRLF line ends (what mail makes of an LF file).
	for _, msg := range []string{"", "a", "a\n", "a\r\n", "a\nb", "a\r\nb\n", "\n\n"} {
		cs := candidates([]byte(msg))
		if first := strings.ReplaceAll(msg, "\r\n", "\n"); string(cs[0]) != first {
			t.Errorf("%q: first candidate %q, want %q", msg, cs[0], first)
		}
		seen := map[string]bool{}
		for _, c := range cs {
			if seen[string(c)] {
				t.Errorf("%q: duplicate candidate %q", msg, c)
			}
			seen[string(c)] = true
			norm := func(s string) string {
				return strings.TrimSuffix(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
			}
			if a, b := norm(string(c)), norm(msg); a != b && a+"\n" != b && a != b+"\n" {
				t.Errorf("%q: candidate %q is not a mail variant", msg, c)
			}
		}
	}
}

// countingKey counts the public-key verifications made with it.
type countingKey struct {
	ssh.PublicKey
	n *int
}

func (k countingKey) Verify(data []byte, sig *ssh.Signature) error {
	*k.n++
	return k.PublicKey.Verify(data, sig)
}

// TestOneVerificationPerMailedFile: an LF file in a mail body arrives with
// CRLF line ends (and the newline Append adds); its signature is verified
// once, not after failing tries of the CRLF variants (issue 25). A file
// that kept its bytes (an attachment) is verified once too.
func TestOneVerificationPerMailedFile(t *testing.T) {
	s := goKey(t, "once")
	body := []byte("mincio orders 1\ngame: g1\nside: red\nseq: 1\n\nturn 1\n")
	file := Append(body, mustSign(t, s, Namespace, body))
	for name, c := range map[string]struct {
		received []byte
		want     int
	}{
		"body-crlf":   {bytes.ReplaceAll(file, []byte("\n"), []byte("\r\n")), 1},
		"attached":    {file, 1},
		"crlf-signed": {nil, 2}, // a CRLF file (signed on Windows) mailed: the LF try first fails
	} {
		t.Run(name, func(t *testing.T) {
			received, signedBody := c.received, body
			if received == nil {
				signedBody = bytes.ReplaceAll(body, []byte("\n"), []byte("\r\n"))
				received = Append(signedBody, mustSign(t, s, Namespace, signedBody))
			}
			b, armored, ok := Split(received)
			if !ok {
				t.Fatal("Split found no signature")
			}
			sig, err := UnarmorTolerant(armored)
			if err != nil {
				t.Fatal(err)
			}
			var n int
			sig.PublicKey = countingKey{sig.PublicKey, &n}
			got, err := sig.firstVerifying(b)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, signedBody) {
				t.Errorf("verified %q, want %q", got, signedBody)
			}
			if n != c.want {
				t.Errorf("%d verifications, want %d", n, c.want)
			}
		})
	}
}
