package sshsig

import "fmt"

// Code classifies an [Error]. Codes are stable: their values and names are
// part of the API and are never renumbered. Each is documented with an
// example message; TestErrorCodes checks that each example is produced.
type Code int

const (
	// NoSignature: there is no signature at all.
	//
	//	no signature found (no "-----BEGIN SSH SIGNATURE-----" line)
	NoSignature Code = 1

	// Malformed: a signature block is there but is not exactly what
	// ssh-keygen writes.
	//
	//	malformed signature block: line 2 is 69 characters long, want 70
	Malformed Code = 2

	// WrongKey: the signature was made with another key than the one
	// registered for the player or host.
	//
	//	signed with key SHA256:abc…, not the key registered (SHA256:xyz…)
	WrongKey Code = 3

	// WrongNamespace: the signature was made for another purpose.
	//
	//	wrong namespace "file" (want "mincio"; sign with `ssh-keygen -Y sign -n mincio`)
	WrongNamespace Code = 4

	// Mismatch: the signature is well formed, by the right key, but does
	// not match the content.
	//
	//	signature does not match the content (the file was changed after signing)
	Mismatch Code = 5

	// Unsupported: a hash algorithm, key type or signature algorithm this
	// package does not accept.
	//
	//	unsupported hash algorithm "md5" (want sha256 or sha512)
	Unsupported Code = 6

	// EncryptedKey: a private key is protected by a passphrase.
	//
	//	host.key: the key is protected by a passphrase, which mincio cannot ask for
	EncryptedKey Code = 7

	// BadKey: a key file or line cannot be read as an OpenSSH key.
	//
	//	bad public key: want one line like "ssh-ed25519 AAAA... comment", as in a .pub file
	BadKey Code = 8

	// KeyExists: WriteKeyPair would overwrite an existing file.
	//
	//	host.key already exists; refusing to overwrite it
	KeyExists Code = 9
)

var codeNames = map[Code]string{
	NoSignature:    "no-signature",
	Malformed:      "malformed",
	WrongKey:       "wrong-key",
	WrongNamespace: "wrong-namespace",
	Mismatch:       "mismatch",
	Unsupported:    "unsupported",
	EncryptedKey:   "encrypted-key",
	BadKey:         "bad-key",
	KeyExists:      "key-exists",
}

// String returns the code's stable name, such as "wrong-key".
func (c Code) String() string {
	if s, ok := codeNames[c]; ok {
		return s
	}
	return fmt.Sprintf("code-%d", int(c))
}

// Error is the error type of this package. Msg is written for a player:
// lower case, no full stop, saying what is wrong and, where it helps, what
// to do about it.
type Error struct {
	Code Code
	Msg  string
	Err  error // underlying cause, if any
}

func (e *Error) Error() string { return e.Msg }

func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is an *Error with the same Code, so that
// errors.Is(err, ErrWrongKey) works whatever the message.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Sentinel errors, one per [Code], for use with errors.Is. Their messages
// are generic; the errors actually returned say more.
var (
	ErrNoSignature    = &Error{Code: NoSignature, Msg: "no signature found"}
	ErrMalformed      = &Error{Code: Malformed, Msg: "malformed signature block"}
	ErrWrongKey       = &Error{Code: WrongKey, Msg: "signed with another key than the one registered"}
	ErrWrongNamespace = &Error{Code: WrongNamespace, Msg: "wrong signature namespace"}
	ErrMismatch       = &Error{Code: Mismatch, Msg: "signature does not match the content (the file was changed after signing)"}
	ErrUnsupported    = &Error{Code: Unsupported, Msg: "unsupported signature or key type"}
	ErrEncryptedKey   = &Error{Code: EncryptedKey, Msg: "the key is protected by a passphrase"}
	ErrBadKey         = &Error{Code: BadKey, Msg: "bad key"}
	ErrKeyExists      = &Error{Code: KeyExists, Msg: "key file already exists"}
)

func newError(c Code, cause error, format string, args ...any) *Error {
	return &Error{Code: c, Msg: fmt.Sprintf(format, args...), Err: cause}
}

func malformed(format string, args ...any) *Error {
	return newError(Malformed, nil, "malformed signature block: "+format, args...)
}
