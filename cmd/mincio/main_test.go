package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/saves"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// The toy rules system exists for tests only; scripts use it through
	// scenario files that say "system toy".
	adjudicatortest.Register()
	testscript.Main(withRealMail{m}, map[string]func(){
		"mincio": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("TOY_SCENARIO", adjudicatortest.Scenario)
			// Under -race every process sleeps a second before it exits
			// (atexit_sleep_ms), for goroutines still running to report;
			// a command has none left, and the scripts run a hundred.
			env.Setenv("GORACE", strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
			example, err := os.ReadFile("../../scenarios/testdata/example.scn")
			if err != nil {
				return err
			}
			if err := os.WriteFile(env.WorkDir+"/example.scn", example, 0o644); err != nil {
				return err
			}
			custom, err := os.ReadFile("../../adjudicator/tolentino/testdata/custom.scn")
			if err != nil {
				return err
			}
			if err := os.WriteFile(env.WorkDir+"/tolentino-custom.scn", custom, 0o644); err != nil {
				return err
			}
			return os.WriteFile(env.WorkDir+"/toy.scn", []byte(adjudicatortest.Scenario), 0o644)
		},
		RequireExplicitExec: true,
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"bind": bind},
	})
}

// The test double must never reach the shipped binary.
func TestBinaryDoesNotLinkTestDouble(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go not on PATH")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "adjudicatortest") {
		t.Fatal("cmd/mincio links adjudicator/adjudicatortest")
	}
}

// bind GAME FILE... writes GAME's header tag into each order file after its
// game: line, as a player copies it from a report.
func bind(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: bind GAMEDIR FILE...")
	}
	header, err := os.ReadFile(ts.MkAbs(filepath.Join(args[0], "header.json")))
	ts.Check(err)
	for _, name := range args[1:] {
		data, err := os.ReadFile(ts.MkAbs(name))
		ts.Check(err)
		lines := strings.SplitAfter(string(data), "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "game:") {
				lines[i] = l + "header: " + saves.HeaderTag(header) + "\n"
				break
			}
		}
		ts.Check(os.WriteFile(ts.MkAbs(name), []byte(strings.Join(lines, "")), 0o644))
	}
}
