//go:build unix

package saves

import (
	"io/fs"
	"syscall"
)

// readFile is os.ReadFile with fewer system calls: open, fstat, read,
// close. os.Open also asks the file's flags and offers it to the network
// poller, which a regular file refuses (five more calls a file, and
// verification reads three files an entry), and os.ReadFile reads once
// more to see the end; here a read that gives the size fstat said is the
// whole file.
func readFile(name string) ([]byte, error) {
	fd, err := ignoringEINTR(func() (int, error) { return syscall.Open(name, syscall.O_RDONLY|syscall.O_CLOEXEC, 0) })
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	size, known := 512, false
	if syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Size > 0 && st.Size < 1<<30 {
		size, known = int(st.Size)+1, true // one more, to see a file that grew
	}
	data := make([]byte, 0, size)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := ignoringEINTR(func() (int, error) { return syscall.Read(fd, data[len(data):cap(data)]) })
		if err != nil {
			return nil, &fs.PathError{Op: "read", Path: name, Err: err}
		}
		if n == 0 || known && len(data) == 0 && n == size-1 {
			return data[:len(data)+n], nil
		}
		data = data[:len(data)+n]
	}
}

func ignoringEINTR(f func() (int, error)) (int, error) {
	for {
		n, err := f()
		if err != syscall.EINTR {
			return n, err
		}
	}
}
