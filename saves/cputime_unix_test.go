//go:build unix

package saves_test

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the test process has used so far (user and
// system, every thread: the garbage collector's work counts), for
// benchmarks on a shared machine, where wall time swings with the load.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
