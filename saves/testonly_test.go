package saves

import (
	"errors"
)

// Helpers only the tests use, kept out of the package's API.

// IsHostFault reports whether err is a failure on the host's side.
func IsHostFault(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.HostFault
}
