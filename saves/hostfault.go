package saves

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// hostFault marks err as a failure on the host's side — a folder it cannot
// write, a missing key, a damaged game, a full disk — not a fault of the
// input. Such an error is Temporary: a mail poller leaves the order for the
// next poll and tells the moderator, instead of refusing the player's file
// for the host's fault (and showing them a host path). The message and
// hint stay as they were, for the moderator.
func hostFault(err error) error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		c := *e
		c.Temporary, c.HostFault = true, true
		return &c
	}
	return &Error{Msg: err.Error(), Hint: "a fault of the host, not of the input: fix it and run the command again", Temporary: true, HostFault: true}
}

// lockError says why the game lock could not be taken, with the real cause:
// only a lock held by another process means another mincio is at work.
func lockError(dir string, err error) error {
	switch {
	case errors.Is(err, ErrLocked):
		return &Error{Msg: err.Error(), Hint: "another mincio is working on this game; try again when it has finished", Temporary: true}
	case errors.Is(err, unix.EROFS):
		return hostFault(&Error{Msg: err.Error(), Hint: fmt.Sprintf("the game folder %s is on a read-only file system; mount it writable", dir)})
	case errors.Is(err, unix.EACCES), errors.Is(err, unix.EPERM):
		return hostFault(&Error{Msg: err.Error(), Hint: fmt.Sprintf("the host cannot write to the game folder %s; give the user running mincio write permission", dir)})
	}
	return hostFault(err)
}
