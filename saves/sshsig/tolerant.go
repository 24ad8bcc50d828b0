package sshsig

import (
	"bytes"

	"golang.org/x/crypto/ssh"
)

// VerifyTolerant is [Verify] for files that travelled by mail. It verifies
// msg exactly; failing that, it tries the variants mail produces and
// returns the variant that verified, which is the exact content that was
// signed (store and use that, not msg). The variants are:
//
//   - line endings: all CRLF turned into LF, or all LF into CRLF;
//   - one final newline ("\n" or "\r\n") added or dropped;
//   - both at once.
//
// Nothing else is tolerated: a changed character, an added space, an added
// or dropped line, or two newlines added at the end all give a Mismatch
// error. A body from [Split] of a file made by [Append] may end in the
// newline Append added; that is the "one final newline" case.
//
// The armored block may also have been through mail: if it does not
// decode as it is, it is decoded again with CRLF turned into LF and the
// newlines at its end reduced to one. This is safe because the block is
// checked by the signature itself; the byte-for-byte strictness of
// [Unarmor] is for the game log, which uses [Verify].
func VerifyTolerant(pub ssh.PublicKey, namespace string, msg, armored []byte) (signed []byte, err error) {
	sig, err := UnarmorTolerant(armored)
	if err != nil {
		return nil, err
	}
	if err := sig.check(pub, namespace); err != nil {
		return nil, err
	}
	if err = sig.verifyContent(msg); err == nil {
		return msg, nil // as it came, as it nearly always does
	}
	for _, c := range candidates(msg)[1:] { // [0] is msg
		if err = sig.verifyContent(c); err == nil {
			return c, nil
		}
	}
	return nil, err
}

// UnarmorTolerant decodes a block that may have been through mail: as it
// is, or else with CRLF turned into LF and its final newlines reduced to
// one. For blocks checked by their signature; the game log uses the strict
// [Unarmor].
func UnarmorTolerant(armored []byte) (*Signature, error) {
	sig, err := Unarmor(armored)
	if err != nil {
		sig, err = Unarmor(normalizeArmor(armored))
	}
	return sig, err
}

func normalizeArmor(armored []byte) []byte {
	a := bytes.ReplaceAll(armored, []byte("\r\n"), []byte("\n"))
	a = bytes.TrimRight(a, "\n")
	return append(a, '\n')
}

// candidates lists msg first, then its mail variants, without duplicates.
func candidates(msg []byte) [][]byte {
	lf := bytes.ReplaceAll(msg, []byte("\r\n"), []byte("\n"))
	crlf := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
	var out [][]byte
	add := func(c []byte) {
		for _, o := range out {
			if bytes.Equal(o, c) {
				return
			}
		}
		out = append(out, c)
	}
	for _, base := range [][]byte{msg, lf, crlf} {
		add(base)
		add(dropFinalNewline(base))
		add(concat(base, "\n"))
		add(concat(base, "\r\n"))
	}
	return out
}

// dropFinalNewline drops one final "\r\n" or "\n", if any.
func dropFinalNewline(b []byte) []byte {
	if c, ok := bytes.CutSuffix(b, []byte("\r\n")); ok {
		return c
	}
	c, _ := bytes.CutSuffix(b, []byte("\n"))
	return c
}

func concat(b []byte, s string) []byte {
	return append(b[:len(b):len(b)], s...)
}
