package syncfs

import (
	"os"

	"golang.org/x/sys/unix"
)

// Dir flushes every write of the file system dir is on, in one
// call (syncfs(2)).
func Dir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return unix.Syncfs(int(d.Fd()))
}
