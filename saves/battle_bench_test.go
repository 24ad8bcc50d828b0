package saves_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/render"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// Benchmarks on real games: a scenario's whole battle, self-played once
// per test binary (seed 1) by each kind of bot: the turn bots send one
// order file per side per game turn (what players do), the step bots one
// per decision (many more entries, each a small step). BenchmarkEd25519Verify
// runs in the same output, so verify's sigs/s can be read against the
// machine's raw single-core rate (docs/benchmarks.md). Another system or
// scenario adds a line: benchVerify(b, "its-scenario").

// playedGame is one battle, played on first use.
type playedGame struct {
	once sync.Once
	tmp  string
	res  *selfplay.Result
	err  error
}

// battles are the battles played so far, by scenario and bot.
var battles struct {
	mu     sync.Mutex
	played map[[2]string]*playedGame
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, g := range battles.played {
		if g.tmp != "" {
			os.RemoveAll(g.tmp)
		}
	}
	os.Exit(code)
}

func loadScenario(b testing.TB, id string) *scenarios.Scenario {
	sc, err := scenarios.Load(id)
	if err != nil {
		b.Fatal(err)
	}
	return sc
}

// playedBattle is the game folder of scenario's battle self-played by bot.
func playedBattle(b testing.TB, scenario, bot string) *saves.Folder {
	b.Helper()
	battles.mu.Lock()
	if battles.played == nil {
		battles.played = map[[2]string]*playedGame{}
	}
	g := battles.played[[2]string{scenario, bot}]
	if g == nil {
		g = &playedGame{}
		battles.played[[2]string{scenario, bot}] = g
	}
	battles.mu.Unlock()
	g.once.Do(func() {
		if g.tmp, g.err = os.MkdirTemp("", "mincio-bench-"); g.err == nil {
			g.res, g.err = selfplay.Play(selfplay.Config{Scenario: loadScenario(b, scenario), Dir: g.tmp, Seed: 1, Bot: bot})
		}
	})
	if g.err != nil {
		b.Fatal(g.err)
	}
	f, err := saves.Open(g.res.Game)
	if err != nil {
		b.Fatal(err)
	}
	return f
}

// BenchmarkEd25519Verify is the raw single-core rate: one ed25519 check of
// what SSHSIG signs (its framing and a SHA-512 hash of the message).
func BenchmarkEd25519Verify(b *testing.B) {
	pub, priv, err := ed25519.GenerateKey(bytes.NewReader(make([]byte, 64)))
	if err != nil {
		b.Fatal(err)
	}
	h := sha512.Sum512([]byte("mincio orders 1\n"))
	msg := append([]byte("SSHSIG\x00\x00\x00\x06mincio\x00\x00\x00\x00\x00\x00\x00\x06sha512\x00\x00\x00\x40"), h[:]...)
	sig := ed25519.Sign(priv, msg)
	for b.Loop() {
		if !ed25519.Verify(pub, msg, sig) {
			b.Fatal("no match")
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "sigs/s")
}

// BenchmarkVerifyTolentino verifies the whole battle as `mincio verify`
// does, for each kind of bot.
func BenchmarkVerifyTolentino(b *testing.B) { benchVerify(b, "tolentino1815") }

// benchVerify verifies scenario's whole battle, for each kind of bot.
// sigs/s counts two signatures an entry (the host's on the entry, the
// input's): the rate to compare with BenchmarkEd25519Verify's. The
// header's signature and the reports left in the outbox are checked too,
// but not counted.
func benchVerify(b *testing.B, scenario string) {
	for _, bot := range []string{selfplay.BotTurn, selfplay.BotStep} {
		b.Run("bot="+bot, func(b *testing.B) { verifyLoop(b, playedBattle(b, scenario, bot)) })
	}
}

// verifyLoop verifies f as `mincio verify` does, reporting entries/s and
// sigs/s.
func verifyLoop(b *testing.B, f *saves.Folder) {
	for b.Loop() {
		v, err := saves.Verify(f.Dir)
		if err != nil || v.Entries != f.Len() {
			b.Fatal(err, v)
		}
	}
	s := b.Elapsed().Seconds()
	b.ReportMetric(float64(f.Len()*b.N)/s, "entries/s")
	b.ReportMetric(float64(2*f.Len()*b.N)/s, "sigs/s")
}

// lateEntry is the first entry with events in the last tenth of the
// battle, and the game just before it.
func lateEntry(b *testing.B, f *saves.Folder) (*adjudicator.Game, *saves.Entry) {
	b.Helper()
	for n := f.Len() * 9 / 10; n < f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			b.Fatal(err)
		}
		if e.Kind != saves.KindOrders || len(e.Result.Events) == 0 {
			continue
		}
		g, err := saves.StateAt(f, n-1)
		if err != nil {
			b.Fatal(err)
		}
		return g, e
	}
	b.Fatal("no late entry with events")
	return nil, nil
}

// BenchmarkTolentinoStep is the engine's work for one order file in a late
// turn: parse, run until a decision is owed, encode the state for its digest.
func BenchmarkTolentinoStep(b *testing.B) {
	benchStep(b, playedBattle(b, "tolentino1815", selfplay.BotTurn))
}

// benchStep applies the late entry of f (lateEntry) to a clone of the game
// before it, again and again.
func benchStep(b *testing.B, f *saves.Folder) {
	g, e := lateEntry(b, f)
	in := mustInput(b, f, e)
	for b.Loop() {
		res, err := saves.Apply(g.Clone(), in, e)
		if err != nil || res.StateDigest != e.Result.StateDigest {
			b.Fatal(err, "or the state differs from the recorded one")
		}
	}
}

// BenchmarkTolentinoReportPNG is one side's report in a late turn with the
// SVG and PNG of its view, as a report mail that asks for a decision
// carries (cmd/mincio's pictures): its view, the entries since its last
// report read from the log, the text, the pictures.
func BenchmarkTolentinoReportPNG(b *testing.B) {
	benchReportPNG(b, playedBattle(b, "tolentino1815", selfplay.BotTurn))
}

// benchReportPNG makes the first side's report after the late entry of f,
// with the pictures of its view; png-bytes is the PNG's size.
func benchReportPNG(b *testing.B, f *saves.Folder) {
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
		if saves.Report(f, saves.ReportEntry(g, e), f.Head(), side.Side, v, side, since) == "" {
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

func mustInput(b testing.TB, f *saves.Folder, e *saves.Entry) *saves.Input {
	in, err := saves.ReadInput(f, e)
	if err != nil {
		b.Fatal(err)
	}
	return in
}

// BenchmarkTolentinoSelfplay plays the whole battle with bots through the
// full pipeline: signing, submission, log, reports.
func BenchmarkTolentinoSelfplay(b *testing.B) { benchSelfplay(b, "tolentino1815") }

// benchSelfplay plays the whole of scenario with the turn bots (seed 1),
// again and again.
func benchSelfplay(b *testing.B, scenario string) {
	sc := loadScenario(b, scenario)
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
