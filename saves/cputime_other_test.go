//go:build !unix

package saves_test

import "time"

// processCPU is not measured here: benchmarks report wall time alone.
func processCPU() (time.Duration, bool) { return 0, false }
