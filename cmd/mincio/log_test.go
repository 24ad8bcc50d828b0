package main

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// TestLogShowsDetail: `mincio log`, the host's full view, shows the
// detail lines (odds, modifiers, checks) the side reports have.
func TestLogShowsDetail(t *testing.T) {
	var b strings.Builder
	writeLogEvent(&b, adjudicator.Event{Text: "assault on 1506 by ec1: DR", Rolls: []dice.Roll{{Purpose: "assault", Sides: 6, Value: 5}},
		Detail: []string{"strength 8 against 4: odds 2-1", "DRM +2 disorder (15.1)"}})
	got := b.String()
	for _, want := range []string{"  [all] assault on 1506 by ec1: DR\n", "roll: ", "      strength 8 against 4: odds 2-1\n", "      DRM +2 disorder (15.1)\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("log lacks %q:\n%s", want, got)
		}
	}
}
