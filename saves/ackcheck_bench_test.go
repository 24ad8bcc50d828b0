package saves_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
)

// BenchmarkAcknowledgeCheck is the check the host runs on every order
// mail before applying it (Options.CheckLines, issue 23): the file's lines
// against its side's view, as `mincio orders check` runs them. For each
// scenario self-played by the turn bots, file=largest is the order file
// with the most lines in the game (a whole game turn of a side) and
// file=smallest the one with the fewest; lines/op is its size, and
// cpu-ms/op the process's CPU time per check (steadier than ns/op on a
// loaded machine). Target: at most 20 ms for a whole-turn file
// (docs/benchmarks.md), of every system.
func BenchmarkAcknowledgeCheck(b *testing.B) {
	for _, id := range append(append([]string{"tolentino1815"}, custozaIDs...), risorgimentoIDs...) {
		for _, which := range []string{"largest", "smallest"} {
			b.Run("scenario="+id+"/file="+which, func(b *testing.B) {
				f := playedBattle(b, id, selfplay.BotTurn)
				g, in, n := orderFile(b, f, which == "largest")
				runtime.GC() // the self-play's garbage is not the check's CPU time
				cpu0, cpuOK := processCPU()
				for b.Loop() {
					if _, err := saves.CheckReceived(f, g, in); err != nil {
						b.Fatal(err)
					}
				}
				if cpu1, ok := processCPU(); ok && cpuOK {
					b.ReportMetric(float64(cpu1-cpu0)/1e6/float64(b.N), "cpu-ms/op")
				}
				b.ReportMetric(float64(n), "lines/op")
			})
		}
	}
}

// risorgimentoIDs are the Risorgimento 1859 scenarios, largest last.
var risorgimentoIDs = []string{"magenta1859", "solferino1859"}

// orderFile is the order file of f with the most order lines (or the
// fewest, but at least one), the game just before it, and its line count.
func orderFile(b testing.TB, f *saves.Folder, most bool) (*adjudicator.Game, *saves.Input, int) {
	b.Helper()
	best, bestN := 0, -1
	for n := 1; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			b.Fatal(err)
		}
		if e.Kind != saves.KindOrders {
			continue
		}
		k := orderLineCount(mustInput(b, f, e).Envelope.Body)
		if k > 0 && (bestN < 0 || most && k > bestN || !most && k < bestN) {
			best, bestN = n, k
		}
	}
	if bestN < 0 {
		b.Fatal("no order file")
	}
	e, err := f.Entry(best)
	if err != nil {
		b.Fatal(err)
	}
	g, err := saves.StateAt(f, best-1)
	if err != nil {
		b.Fatal(err)
	}
	return g, mustInput(b, f, e), bestN
}

func orderLineCount(body []byte) int {
	n := 0
	for _, l := range strings.Split(string(body), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			n++
		}
	}
	return n
}
