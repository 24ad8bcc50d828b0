package sshsig

import (
	"bytes"
	"strings"
	"testing"
)

func TestSplitAppendRoundTrip(t *testing.T) {
	s := goKey(t, "split")
	for _, body := range []string{"", "a", "a\n", "a\r\n", "orders\nmore orders", "\n\n"} {
		armored := mustSign(t, s, Namespace, []byte(body))
		file := Append([]byte(body), armored)
		b, a, ok := Split(file)
		if !ok {
			t.Fatalf("%q: Split found no signature in\n%s", body, file)
		}
		if !bytes.Equal(a, armored) {
			t.Errorf("%q: armored part differs:\n%s", body, a)
		}
		wantBody := body
		if body != "" && !strings.HasSuffix(body, "\n") {
			wantBody += "\n" // added by Append
		}
		if string(b) != wantBody {
			t.Errorf("%q: body %q, want %q", body, b, wantBody)
		}
		if !bytes.Equal(append(bytes.Clone(b), a...), file) {
			t.Errorf("%q: body+armored is not the file", body)
		}
		got, err := VerifyTolerant(s.PublicKey(), Namespace, b, a)
		if err != nil || string(got) != body {
			t.Errorf("%q: VerifyTolerant gave %q, %v", body, got, err)
		}
	}
}

func TestSplitNoSignature(t *testing.T) {
	for _, f := range []string{
		"",
		"orders\n",
		"quoted: " + beginLine + "\n",       // not at the start of a line
		beginLine + "X\n",                   // not the whole line
		"x\n " + beginLine + "\n",           // indented
		"-----BEGIN SSH SIGNATURE----\n",    // one dash short
		"-----BEGIN PGP SIGNATURE-----\n\n", // another kind of signature
	} {
		if b, a, ok := Split([]byte(f)); ok {
			t.Errorf("Split(%q) = %q, %q, true; want no signature", f, b, a)
		}
	}
}

// TestSplitTextAfterEnd: text after the END line (a mail signature, say)
// stays with the block, and Unarmor says so.
func TestSplitTextAfterEnd(t *testing.T) {
	s := goKey(t, "split")
	body := []byte("orders\n")
	file := append(Append(body, mustSign(t, s, Namespace, body)), "-- \nsent from my phone\n"...)
	b, a, ok := Split(file)
	if !ok || !bytes.Equal(b, body) {
		t.Fatalf("Split: %q, %v", b, ok)
	}
	_, err := Unarmor(a)
	wantCode(t, err, Malformed)
	if !strings.Contains(err.Error(), "text after") {
		t.Errorf("error %q does not say there is text after the END line", err)
	}
}

// TestSplitTwoBlocks: a signed file signed again splits into the first
// signed file and the outer signature, and the first split again.
func TestSplitTwoBlocks(t *testing.T) {
	player, host := goKey(t, "player"), goKey(t, "host")
	body := []byte("orders\n")
	inner := Append(body, mustSign(t, player, Namespace, body))
	outer := Append(inner, mustSign(t, host, Namespace, inner))

	b, a, ok := Split(outer)
	if !ok || !bytes.Equal(b, inner) {
		t.Fatalf("outer Split: body %q, ok %v", b, ok)
	}
	if err := Verify(host.PublicKey(), Namespace, b, a); err != nil {
		t.Fatalf("outer signature: %v", err)
	}
	b, a, ok = Split(b)
	if !ok || !bytes.Equal(b, body) {
		t.Fatalf("inner Split: body %q, ok %v", b, ok)
	}
	if err := Verify(player.PublicKey(), Namespace, b, a); err != nil {
		t.Fatalf("inner signature: %v", err)
	}
}

func TestSplitCRLF(t *testing.T) {
	s := goKey(t, "split")
	body := []byte("orders\r\n")
	file := bytes.ReplaceAll(Append([]byte("orders\n"), mustSign(t, s, Namespace, []byte("orders\n"))), []byte("\n"), []byte("\r\n"))
	b, a, ok := Split(file)
	if !ok || !bytes.Equal(b, body) || !bytes.HasPrefix(a, []byte(beginLine+"\r\n")) {
		t.Fatalf("Split: %q, %q, %v", b, a, ok)
	}
	got, err := VerifyTolerant(s.PublicKey(), Namespace, b, a)
	if err != nil || string(got) != "orders\n" {
		t.Errorf("VerifyTolerant: %q, %v", got, err)
	}
}
