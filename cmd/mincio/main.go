// Command mincio adjudicates hex-and-counter wargames played by email.
//
// The commands are thin: they parse arguments, call the packages that do
// the work (adjudicator, saves, mail, scenarios) and print. Data goes to
// standard output; errors and hints go to standard error as
// "mincio: error: …" and "mincio: hint: …".
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	stop := startProfile(os.Args[1:])
	code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one command line and returns the exit status; tests call it
// in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRoot()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		printError(stderr, err)
		return 1
	}
	return 0
}

// hinter is any error that knows what the user should do about it.
type hinter interface{ HintText() string }

func printError(w io.Writer, err error) {
	msg := strings.TrimSpace(err.Error())
	lines := strings.Split(msg, "\n")
	fmt.Fprintf(w, "mincio: error: %s\n", lines[0])
	for _, l := range lines[1:] {
		fmt.Fprintf(w, "mincio: error: %s\n", l)
	}
	var h hinter
	if errors.As(err, &h) && h.HintText() != "" {
		fmt.Fprintf(w, "mincio: hint: %s\n", h.HintText())
	}
}
