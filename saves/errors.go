package saves

import "fmt"

// Error is a failure a user caused and can fix: Msg says what is wrong,
// Hint what to do. The command line prints them as
// "mincio: error: …" and "mincio: hint: …".
type Error struct {
	Msg  string
	Hint string
}

func (e *Error) Error() string { return e.Msg }

// HintText returns what to do about the error.
func (e *Error) HintText() string { return e.Hint }

func userErr(hint, format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}
