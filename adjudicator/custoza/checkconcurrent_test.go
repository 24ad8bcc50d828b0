package custoza

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// Checks on several goroutines at once, sharing the scenario's check
// battle and the clones' memory the checks release (clonemem.go), give
// each the verdicts of the same check alone: at campaign 24's action
// decisions, the first six listed options (but `done`) as the file. Run
// it under -race too.
func TestChecksAtOnceAgree(t *testing.T) {
	checked := 0
	walk(t, "custoza-24", 1, func(s *State, d adjudicator.Decision, step int) bool {
		if d.Kind != "action" || s.underWay() || step%5 != 0 {
			return true
		}
		var lines []adjudicator.Line
		for _, text := range d.Options {
			if len(lines) < 6 && !strings.HasPrefix(text, "done") {
				lines = append(lines, adjudicator.Line{Pos: adjudicator.Pos{File: "t", Line: len(lines) + 1}, Text: text, Kind: kindOf(text), Group: d.Groups[0], Turn: s.Turn})
			}
		}
		v := s.View(d.Side)
		want, err := System{}.CheckOrders(s.b.sc, v, lines)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		got := make([][]adjudicator.LineCheck, 4)
		for g := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[g], _ = System{}.CheckOrders(s.b.sc, v, lines)
			}()
		}
		wg.Wait()
		for g := range got {
			if !reflect.DeepEqual(got[g], want) {
				t.Fatalf("step %d, goroutine %d: %+v, alone %+v", step, g, got[g], want)
			}
		}
		for _, lc := range want {
			if lc.Verdict == adjudicator.CheckUntried {
				t.Fatalf("step %d: %q untried: %s", step, lc.Line.Text, lc.Msg)
			}
		}
		checked++
		return checked < 4
	})
	if checked < 4 {
		t.Fatalf("%d action decisions checked", checked)
	}
}
