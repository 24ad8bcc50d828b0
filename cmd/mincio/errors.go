package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// cliError is an error with a hint, for mistakes made on the command line.
type cliError struct{ msg, hint string }

func (e *cliError) Error() string    { return e.msg }
func (e *cliError) HintText() string { return e.hint }

func hintErr(hint, format string, args ...any) error {
	return &cliError{msg: fmt.Sprintf(format, args...), hint: hint}
}

func usageErr(msg, usage string) error { return &cliError{msg: msg, hint: "usage: " + usage} }

// writeFile writes a file the user asked for and says so.
func writeFile(cmd *cobra.Command, path string, data []byte, perm os.FileMode) error {
	if err := os.WriteFile(path, data, perm); err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", path)
	return nil
}
