package sshsig

import (
	"bytes"

	"golang.org/x/crypto/ssh"
)

// VerifyTolerant is [Verify] for files that travelled by mail. It verifies
// msg exactly or one of the variants mail produces, and returns the
// variant that verified, which is the exact content that was
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
	return sig.firstVerifying(msg)
}

// firstVerifying returns the first of msg's variants the signature verifies.
// At most one can (the signature binds its exact bytes), so the order only
// sets the cost: each try is a public-key verification.
func (s *Signature) firstVerifying(msg []byte) (signed []byte, err error) {
	for _, c := range candidates(msg) {
		if err = s.verifyContent(c); err == nil {
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

// candidates lists msg's mail variants, without duplicates, the likeliest
// first: msg as it came (a file attached keeps its bytes), except that a msg
// with CRLF line ends is nearly always an LF file whose lines the mail
// transport ended in CRLF (a body sent 7bit or 8bit), so its LF form comes
// first then. The three line-end forms come before their final-newline
// variants. That spares every mailed order file failed verifications.
func candidates(msg []byte) [][]byte {
	lf := bytes.ReplaceAll(msg, []byte("\r\n"), []byte("\n"))
	crlf := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
	bases := [][]byte{msg, lf, crlf}
	if !bytes.Equal(lf, msg) {
		bases = [][]byte{lf, msg, crlf}
	}
	var out [][]byte
	add := func(c []byte) {
		for _, o := range out {
			if bytes.Equal(o, c) {
				return
			}
		}
		out = append(out, c)
	}
	for _, base := range bases {
		add(base)
	}
	for _, base := range bases {
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
