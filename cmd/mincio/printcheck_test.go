package main

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
)

// printCheck lists the lines the check did not try as notes, before its
// "ok", so that the ok is not taken for a verdict on them.
func TestPrintCheckNotesUntriedLines(t *testing.T) {
	oc := &saves.OrderCheck{Lines: []adjudicator.LineCheck{
		{Line: adjudicator.Line{Pos: adjudicator.Pos{File: "o.txt", Line: 9}}, Verdict: adjudicator.CheckOK},
		{Line: adjudicator.Line{Pos: adjudicator.Pos{File: "o.txt", Line: 12}}, Verdict: adjudicator.CheckUntried, Msg: "turn 2 has not begun"},
	}}
	var b strings.Builder
	if err := printCheck(&b, oc); err != nil {
		t.Fatal(err)
	}
	want := "note: o.txt:12: not tried under the rules: turn 2 has not begun\nok: no problems found\n"
	if b.String() != want {
		t.Fatalf("printed %q, want %q", b.String(), want)
	}
}
