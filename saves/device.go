package saves

import (
	"fmt"
	"os"
	"syscall"
)

// deviceOf is the device number of the file system dir is on, so a batch
// over many games syncs each file system once.
func deviceOf(dir string) (uint64, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return 0, err
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, fmt.Errorf("%s: no device number", dir)
	}
	return uint64(sys.Dev), nil
}
