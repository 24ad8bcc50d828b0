package sshsig

import (
	"bytes"
	"encoding/base64"
	"strings"

	"golang.org/x/crypto/ssh"
)

const (
	beginLine = "-----BEGIN SSH SIGNATURE-----"
	endLine   = "-----END SSH SIGNATURE-----"
	lineWidth = 70 // ssh-keygen wraps base64 at 70 columns
)

// Signature is a decoded SSHSIG signature.
type Signature struct {
	// PublicKey is the key that made the signature, as stated by the
	// signature itself; Verify checks it against the registered key.
	PublicKey ssh.PublicKey
	// Namespace is the purpose the signature was made for; mincio's is
	// [Namespace].
	Namespace string
	// Reserved is empty in every signature OpenSSH makes. It is signed,
	// and kept so that Armor reproduces the block exactly.
	Reserved []byte
	// HashAlgorithm is the hash of the message that was signed: "sha512"
	// (the default of ssh-keygen and of Sign) or "sha256".
	HashAlgorithm string
	// Signature is the signature proper, over the data of PROTOCOL.sshsig.
	Signature *ssh.Signature

	key []byte // PublicKey's encoding as the blob had it, when decoded
}

// Armor encodes sig as ssh-keygen does: a BEGIN line, base64 in lines of 70
// columns, an END line, and a final newline. It returns nil if sig,
// sig.PublicKey or sig.Signature is nil.
func Armor(sig *Signature) []byte {
	if sig == nil || sig.PublicKey == nil || sig.Signature == nil {
		return nil
	}
	b64 := base64.StdEncoding.EncodeToString(sig.marshal())
	var b bytes.Buffer
	b.WriteString(beginLine + "\n")
	for len(b64) > lineWidth {
		b.WriteString(b64[:lineWidth] + "\n")
		b64 = b64[lineWidth:]
	}
	b.WriteString(b64 + "\n" + endLine + "\n")
	return b.Bytes()
}

// Unarmor decodes an armored signature. It is strict on purpose (see the
// package documentation): it accepts exactly the layout [Armor] and
// ssh-keygen produce, strict base64, and canonically encoded fields, and
// nothing else, so that Armor(Unarmor(x)) == x. Errors say what is wrong,
// with code NoSignature if there is no BEGIN line at all, else Malformed.
//
// Unarmor does not check the namespace, key or signature; [Verify] does.
func Unarmor(armored []byte) (*Signature, error) {
	if !bytes.Contains(armored, []byte(beginLine)) {
		return nil, newError(NoSignature, nil, "no signature found (no %q line)", beginLine)
	}
	if bytes.IndexByte(armored, '\r') >= 0 {
		return nil, malformed("carriage return found (lines must end in LF, not CRLF)")
	}
	lines := strings.Split(string(armored), "\n")
	if lines[0] != beginLine {
		return nil, malformed("does not start with a %q line", beginLine)
	}
	end := indexOf(lines, endLine)
	switch {
	case end < 0:
		return nil, malformed("no %q line", endLine)
	case end == len(lines)-1:
		return nil, malformed("missing newline at the end of the %q line", endLine)
	case strings.Join(lines[end+1:], "") == "" && end != len(lines)-2:
		return nil, malformed("empty lines after the %q line", endLine)
	case end != len(lines)-2 || lines[end+1] != "":
		return nil, malformed("text after the %q line", endLine)
	case end == 1:
		return nil, malformed("no data between the BEGIN and END lines")
	}
	b64, err := joinBase64(lines[1:end])
	if err != nil {
		return nil, err
	}
	blob, err := base64.StdEncoding.Strict().DecodeString(b64)
	if err != nil {
		return nil, malformed("invalid base64 (%v)", err)
	}
	// Armor(sig) is armored without being made again to compare: parseBlob
	// accepts only a blob that sig.marshal() gives back, strict base64 has
	// one encoding of it, the line widths allow one way to wrap that, and
	// the lines around it were checked above (FuzzUnarmor holds it so).
	return parseBlob(blob)
}

// joinBase64 checks the line widths of the base64 lines (70 columns, the
// last one 1 to 70) and joins them.
func joinBase64(lines []string) (string, error) {
	for i, l := range lines {
		last := i == len(lines)-1
		if len(l) == lineWidth || (last && len(l) > 0 && len(l) < lineWidth) {
			continue
		}
		// The block's line numbers start at 1 for the BEGIN line.
		if last {
			return "", malformed("line %d is %d characters long, want 1 to %d", i+2, len(l), lineWidth)
		}
		return "", malformed("line %d is %d characters long, want %d", i+2, len(l), lineWidth)
	}
	return strings.Join(lines, ""), nil
}

func indexOf(lines []string, s string) int {
	for i, l := range lines {
		if l == s {
			return i
		}
	}
	return -1
}
