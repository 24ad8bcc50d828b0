package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
)

// startProfile writes a CPU profile of this process when MINCIO_CPUPROFILE
// names a folder: DIR/COMMAND-PID.pprof, one file a process, so a
// benchmark that runs mincio many times (internal/benchmail) keeps each
// (docs/benchmarks.md, "Where poll and tick spend their time"). The
// returned function stops it.
func startProfile(args []string) func() {
	dir := os.Getenv("MINCIO_CPUPROFILE")
	if dir == "" {
		return func() {}
	}
	name := "mincio"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name = args[0]
	}
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%d.pprof", name, os.Getpid())))
	if err != nil {
		fmt.Fprintf(os.Stderr, "mincio: error: MINCIO_CPUPROFILE: %v\n", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(os.Stderr, "mincio: error: MINCIO_CPUPROFILE: %v\n", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
