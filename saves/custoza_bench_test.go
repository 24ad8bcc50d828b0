package saves_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// Benchmarks on real Custoza-system games: each scenario self-played once
// per test binary (seed 1) by the turn bots (battle_bench_test.go,
// docs/benchmarks.md).

// custozaIDs are the scenarios, in the order the benchmarks run them.
var custozaIDs = []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3"}

// playedCustoza is the game folder of scenario id self-played by the turn
// bots.
func playedCustoza(b *testing.B, id string) *saves.Folder {
	b.Helper()
	return playedBattle(b, id, selfplay.BotTurn)
}

// BenchmarkVerifyCustoza verifies a whole self-played game of each
// scenario as `mincio verify` does; sigs/s as in benchVerify.
func BenchmarkVerifyCustoza(b *testing.B) {
	for _, id := range custozaIDs {
		b.Run("scenario="+id, func(b *testing.B) {
			f := playedCustoza(b, id)
			for b.Loop() {
				v, err := saves.Verify(f.Dir)
				if err != nil || v.Entries != f.Len() {
					b.Fatal(err, v)
				}
			}
			s := b.Elapsed().Seconds()
			b.ReportMetric(float64(f.Len()*b.N)/s, "entries/s")
			b.ReportMetric(float64(2*f.Len()*b.N)/s, "sigs/s")
		})
	}
}

// BenchmarkCustozaStep is the engine's work for one order file in a late
// turn of Goito 1848: parse, run the side's whole game turn until a
// decision is owed, encode the state for its digest.
func BenchmarkCustozaStep(b *testing.B) {
	f := playedCustoza(b, "goito1848")
	g, e := lateEntry(b, f)
	in := mustInput(b, f, e)
	for b.Loop() {
		res, err := saves.Apply(g.Clone(), in, e)
		if err != nil || res.StateDigest != e.Result.StateDigest {
			b.Fatal(err, "or the state differs from the recorded one")
		}
	}
}

// BenchmarkCustozaReportPNG is one side's report in a late turn of Goito
// 1848 with the SVG and PNG of its view, fog of war applied, as a report
// mail carries them.
func BenchmarkCustozaReportPNG(b *testing.B) {
	f := playedCustoza(b, "goito1848")
	g, e := lateEntry(b, f)
	if _, err := saves.Apply(g, mustInput(b, f, e), e); err != nil {
		b.Fatal(err)
	}
	side := g.Orders[0]
	opt := render.DefaultOptions()
	opt.Legend = true
	var svg, png bytes.Buffer
	for b.Loop() {
		v := g.State.View(side.Side)
		since, err := saves.SinceLastReport(f, e, side.Side)
		if err != nil {
			b.Fatal(err)
		}
		if saves.Report(f, e, f.Head(), side.Side, v, side, since) == "" {
			b.Fatal("empty report")
		}
		p, err := render.ViewPicture(f.Scenario, v)
		if err == nil {
			svg.Reset()
			err = render.SVG(&svg, p, opt)
		}
		if err == nil {
			png.Reset()
			err = render.PNG(&png, p, opt)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(png.Len()), "png-bytes")
}

// BenchmarkCustozaSelfplay plays the whole of Goito 1848 with the turn
// bots through the full pipeline: the planners, signing, submission, log,
// reports.
func BenchmarkCustozaSelfplay(b *testing.B) {
	sc, err := scenarios.Load("goito1848")
	if err != nil {
		b.Fatal(err)
	}
	entries := 0
	for b.Loop() {
		dir, err := os.MkdirTemp(b.TempDir(), "")
		if err != nil {
			b.Fatal(err)
		}
		res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(dir, "p"), Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		entries += res.Entries
		os.RemoveAll(dir)
	}
	b.ReportMetric(float64(entries)/b.Elapsed().Seconds(), "entries/s")
}
