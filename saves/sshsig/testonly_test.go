package sshsig

import (
	"errors"
)

// Helpers only the tests use, kept out of the package's API.

// CodeOf returns the Code of err, or 0 if err is not (or does not wrap) an
// [*Error].
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return 0
}
