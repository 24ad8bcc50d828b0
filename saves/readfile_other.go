//go:build !unix

package saves

import "os"

// readFile is os.ReadFile (readfile_unix.go says why it is not, on unix).
func readFile(name string) ([]byte, error) { return os.ReadFile(name) }
