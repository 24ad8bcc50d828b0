package saves_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// recordChecks records in testdata/checkrecord the scenarios that have no
// record yet, from self-played games; the records there are kept (delete
// one to record it again). Run it on the code whose verdicts are the
// reference, never to make a failing comparison pass.
var recordChecks = flag.Bool("record-checks", false, "record the order check of the largest self-played file of each scenario not yet recorded in testdata/checkrecord")

// checkRecord is one order file, the view it is checked against, and the
// check's verdicts as recorded, under the rules revisions it was recorded
// with: a later revision may change the verdicts (docs/archives.md), the
// record keeps its own.
type checkRecord struct {
	Scenario  string              `json:"scenario"`
	Revisions scenarios.Revisions `json:"revisions"`
	Name      string              `json:"name"`
	BodyLine  int                 `json:"body_line"`
	Body      string              `json:"body"`
	View      adjudicator.View    `json:"view"`
}

// TestCheckOutputRecorded runs the order check (the acknowledgement's,
// `mincio orders check`'s) on each scenario's largest whole-turn file,
// recorded with its view, and compares every verdict, message and hint
// with the recorded ones: the check's speed-ups (docs/benchmarks.md) keep
// its answers byte for byte.
func TestCheckOutputRecorded(t *testing.T) {
	dir := filepath.Join("testdata", "checkrecord")
	if *recordChecks {
		for _, id := range append(append([]string{"tolentino1815"}, custozaIDs...), risorgimentoIDs...) {
			if _, err := os.Stat(filepath.Join(dir, id+".json")); errors.Is(err, fs.ErrNotExist) {
				recordCheck(t, dir, id)
			}
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded checks in %s (%v)", dir, err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".json"), func(t *testing.T) {
			var rec checkRecord
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &rec); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".want")
			if err != nil {
				t.Fatal(err)
			}
			got := checkText(t, rec)
			if got != string(want) {
				t.Errorf("the check's verdicts changed:\n%s", lineDiff(string(want), got))
			}
			// again, on what the first check kept (Custoza's battle)
			if again := checkText(t, rec); again != got {
				t.Errorf("a second check of the same file says otherwise:\n%s", lineDiff(got, again))
			}
		})
	}
}

// recordCheck writes scenario id's record: the largest order file of its
// self-played game (seed 1, turn bots), the view before it, the verdicts.
func recordCheck(t *testing.T, dir, id string) {
	f := playedBattle(t, id, selfplay.BotTurn)
	g, in, _ := orderFile(t, f, true)
	env := in.Envelope
	rec := checkRecord{Scenario: id, Revisions: f.Scenario.Revisions, Name: in.Name, BodyLine: env.BodyLine, Body: string(env.Body), View: g.State.View(env.Side)}
	data, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(dir, id)
	if err := os.WriteFile(base+".json", append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(base+".want", []byte(checkText(t, rec)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// checkText is the check's verdict on each line of rec, one a line.
func checkText(t *testing.T, rec checkRecord) string {
	t.Helper()
	sc, err := scenarios.Load(rec.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Revisions.System == 0 || rec.Revisions.Core == 0 {
		t.Fatalf("%s: the record names no rules revisions", rec.Scenario)
	}
	sc.Revisions = rec.Revisions
	sys, err := adjudicator.Lookup(sc.System)
	if err != nil {
		t.Fatal(err)
	}
	vc, ok := sys.(adjudicator.ViewChecker)
	if !ok {
		t.Fatalf("system %s has no view check", sc.System)
	}
	lines, ps := sys.ParseOrders(rec.View.Side, rec.Name, rec.BodyLine, []byte(rec.Body))
	if ps != nil {
		t.Fatal(ps)
	}
	checks, err := vc.CheckOrders(sc, rec.View, lines)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, c := range checks {
		fmt.Fprintf(&b, "%s %q: %s: %s | %s\n", c.Line.Pos, c.Line.Text, c.Verdict, c.Msg, c.Hint)
	}
	return b.String()
}

// lineDiff lists the lines of want and got that differ, by line number.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, wl, gl)
		}
	}
	return b.String()
}
