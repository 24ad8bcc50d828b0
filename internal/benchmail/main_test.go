package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mincio/mincio/mail/realmail"
)

// The benchmark itself, small: two games' four order mails polled from
// Dovecot beside mbsync's download (run checks that poll processed every
// mail and that the games' turn 1 was played once), and tick over five games
// with four items due.
func TestBenchMailSmall(t *testing.T) {
	if os.Getenv(realmail.OptOut) == "off" {
		t.Skip(realmail.ErrOptedOut)
	}
	bin := filepath.Join(t.TempDir(), "mincio")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/mincio/mincio/cmd/mincio").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if err := run(bin, 4, 1, 5); err != nil {
		t.Fatal(err)
	}
}

func TestBenchMailRefusesAnOddCount(t *testing.T) {
	if err := run("mincio", 3, 1, 0); err == nil {
		t.Fatal("an odd number of mails was accepted")
	}
}
