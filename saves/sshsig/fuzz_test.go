package sshsig

import (
	"bytes"
	"testing"
)

// fuzzSeeds returns signatures to start fuzzing from: one made by Sign
// and the ssh-keygen vectors.
func fuzzSeeds(f *testing.F) (msgs, sigs [][]byte) {
	s := goKey(f, "fuzz")
	msg := []byte("F Venice - Trieste\n")
	msgs, sigs = append(msgs, msg), append(sigs, mustSign(f, s, Namespace, msg))
	for _, v := range loadVectors(f) {
		msgs, sigs = append(msgs, v.msg), append(sigs, v.sig)
	}
	return msgs, sigs
}

// FuzzUnarmor: Unarmor never panics, fails only with NoSignature or
// Malformed, and whatever it accepts re-armors to the same bytes.
func FuzzUnarmor(f *testing.F) {
	_, sigs := fuzzSeeds(f)
	for _, s := range sigs {
		f.Add(s)
	}
	f.Add([]byte(beginLine + "\n" + endLine + "\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		sig, err := Unarmor(data)
		if err != nil {
			if c := CodeOf(err); c != NoSignature && c != Malformed {
				t.Fatalf("error %q has code %v", err, c)
			}
			return
		}
		if got := Armor(sig); !bytes.Equal(got, data) {
			t.Fatalf("Armor(Unarmor(x)) != x:\n%q\n%q", got, data)
		}
	})
}

// FuzzSplit: Split never panics, cuts the file in two at a BEGIN line,
// and finds the block Append added to any body.
func FuzzSplit(f *testing.F) {
	msgs, sigs := fuzzSeeds(f)
	for i := range sigs {
		f.Add(Append(msgs[i], sigs[i]))
	}
	f.Add([]byte("orders\n"))
	f.Add([]byte("x" + beginLine + "\r\n"))
	block := sigs[0]
	f.Fuzz(func(t *testing.T, file []byte) {
		body, armored, ok := Split(file)
		if !ok && (!bytes.Equal(body, file) || armored != nil) {
			t.Fatal("without a block, body must be the whole file")
		}
		if ok {
			if !bytes.Equal(append(bytes.Clone(body), armored...), file) {
				t.Fatal("body+armored is not the file")
			}
			if !bytes.HasPrefix(armored, []byte(beginLine)) || (len(body) > 0 && body[len(body)-1] != '\n') {
				t.Fatalf("not split at the start of a BEGIN line: %q | %q", body, armored)
			}
		}
		b, a, ok := Split(Append(file, block))
		if !ok || !bytes.Equal(a, block) || !bytes.HasPrefix(b, file) {
			t.Fatalf("Split(Append(file, block)) = %q, %q, %v", b, a, ok)
		}
	})
}

// FuzzVerifyTolerant: VerifyTolerant never panics, returns typed errors,
// and what it returns is a mail variant of msg that verifies exactly.
func FuzzVerifyTolerant(f *testing.F) {
	s := goKey(f, "fuzz")
	pub := s.PublicKey()
	msg := []byte("F Venice - Trieste\nA Rome S F Venice")
	armored := mustSign(f, s, Namespace, msg)
	f.Add(msg, armored)
	f.Add(append(bytes.Clone(msg), '\n'), armored)
	f.Add(bytes.ReplaceAll(msg, []byte("\n"), []byte("\r\n")), bytes.ReplaceAll(armored, []byte("\n"), []byte("\r\n")))
	f.Add([]byte("x"), []byte("x"))
	f.Fuzz(func(t *testing.T, msg, armored []byte) {
		signed, err := VerifyTolerant(pub, Namespace, msg, armored)
		if err != nil {
			if CodeOf(err) == 0 {
				t.Fatalf("untyped error %q", err)
			}
			return
		}
		variant := false
		for _, c := range candidates(msg) {
			variant = variant || bytes.Equal(c, signed)
		}
		if !variant {
			t.Fatalf("returned %q, not a mail variant of %q", signed, msg)
		}
		sig, err := Unarmor(armored)
		if err != nil {
			sig, err = Unarmor(normalizeArmor(armored))
		}
		if err != nil || sig.Verify(pub, Namespace, signed) != nil {
			t.Fatalf("returned bytes do not verify exactly: %v", err)
		}
	})
}
