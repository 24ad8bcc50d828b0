package saves

import (
	"errors"
	"fmt"
)

// Error is a failure a user caused and can fix: Msg says what is wrong,
// Hint what to do. The command line prints them as
// "mincio: error: …" and "mincio: hint: …".
type Error struct {
	Msg  string
	Hint string
	// Temporary marks a failure that may pass by itself (the game is
	// locked, the disk is full): a mail poller leaves the order for later
	// instead of answering it.
	Temporary bool
	// HostFault marks a failure on the host's side, never the sender's
	// (see hostFault); it is always Temporary.
	HostFault bool
	// BadSignature marks a signature that does not verify over the bytes
	// received: the mail host adds what it knows of how the file came
	// (pasted, HTML) to the hint.
	BadSignature bool
}

func (e *Error) Error() string { return e.Msg }

// HintText returns what to do about the error.
func (e *Error) HintText() string { return e.Hint }

func userErr(hint, format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// IsTemporary reports whether err may pass if the same input is tried again
// later, unchanged.
func IsTemporary(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Temporary
}

// IsBadSignature reports whether err is an order file whose signature does
// not verify over the bytes received (not a key replaced or unknown).
func IsBadSignature(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.BadSignature
}
