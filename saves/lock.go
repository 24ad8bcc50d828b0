package saves

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/sys/unix"
)

// DefaultLockWait is how long a command waits for another mincio process to
// finish with a game before giving up.
const DefaultLockWait = 10 * time.Second

// ErrLocked means another process held the game for longer than the wait.
var ErrLocked = errors.New("game is locked by another mincio process")

// lock is an exclusive advisory lock on DIR/lock. The kernel drops it when
// the process dies, so a crash never leaves a game locked.
type lock struct{ f *os.File }

// acquire waits up to wait for the game lock, polling; the sleep is the
// only clock the package reads, and it never reaches the rules.
func acquire(dir string, wait time.Duration) (*lock, error) {
	f, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_RDWR|os.O_CREATE, filePerm)
	if err != nil {
		return nil, fmt.Errorf("cannot lock game %s: %w", dir, err)
	}
	const step = 20 * time.Millisecond
	for waited := time.Duration(0); ; waited += step {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			return &lock{f: f}, nil
		}
		if !errors.Is(err, unix.EWOULDBLOCK) {
			f.Close()
			return nil, fmt.Errorf("cannot lock game %s: %w", dir, err)
		}
		if waited >= wait {
			f.Close()
			return nil, fmt.Errorf("%w: waited %v for %s", ErrLocked, wait, dir)
		}
		time.Sleep(step)
	}
}

func (l *lock) release() {
	unix.Flock(int(l.f.Fd()), unix.LOCK_UN)
	l.f.Close()
}

// lockFree says whether dir's lock could be had at once (it is not kept).
func lockFree(dir string) bool {
	l, err := acquire(dir, 0)
	if err != nil {
		return false
	}
	l.release()
	return true
}

// Locked opens the game in dir under its lock, as a command that writes
// it does (undoing what an unfinished batch left), runs fn, and releases
// the lock: for a reader that must not see an entry or a batch half
// written, or that removes files itself (mincio send, the reports it
// queued).
func Locked(dir string, opt Options, fn func(*Folder) error) error {
	return withGame(dir, opt, func(w *writer) error { return fn(w.f) })
}
