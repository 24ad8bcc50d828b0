package saves

import (
	"os"

	"golang.org/x/sys/unix"
)

// syncFileSystem flushes every write of the file system dir is on, in one
// call (syncfs(2)).
func syncFileSystem(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return unix.Syncfs(int(d.Fd()))
}
