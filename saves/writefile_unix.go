//go:build unix

package saves

import (
	"io/fs"
	"os"
	"syscall"
)

// writeFileInPlace creates or truncates name and writes data to it with
// mode perm exactly, unsynced, in four system calls: open, write, fchmod,
// close. os.OpenFile also asks the file's flags, sets and clears
// non-blocking mode and offers the file to the network poller, which a
// regular file refuses (readFile, readfile_unix.go); a tick writes
// thousands of files (issue 25).
func writeFileInPlace(name string, data []byte, perm os.FileMode) error {
	fd, err := ignoringEINTR(func() (int, error) {
		return syscall.Open(name, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_TRUNC|syscall.O_CLOEXEC, uint32(perm.Perm()))
	})
	if err != nil {
		return &fs.PathError{Op: "open", Path: name, Err: err}
	}
	for len(data) > 0 && err == nil {
		var n int
		n, err = ignoringEINTR(func() (int, error) { return syscall.Write(fd, data) })
		data = data[max(n, 0):]
	}
	if err == nil {
		err = syscall.Fchmod(fd, uint32(perm.Perm())) // the umask neither widens nor narrows it
	}
	if cerr := syscall.Close(fd); err == nil {
		err = cerr
	}
	if err != nil {
		return &fs.PathError{Op: "write", Path: name, Err: err}
	}
	return nil
}
