package saves

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
)

// longWorld creates a toy game long enough for n entries.
func longWorld(b testing.TB, turns int) *world {
	b.Helper()
	sc := adjudicatortest.Load(b, turns)
	base := b.TempDir()
	w := &world{dir: filepath.Join(base, "g1"), host: fixedKey(b, base, "host"), red: fixedKey(b, base, "red"), blue: fixedKey(b, base, "blue")}
	var seed dice.Seed
	if _, err := Create(w.dir, NewGame{Game: "g1", Scenario: sc, HostKey: w.host.path,
		Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}, Seed: &seed}); err != nil {
		b.Fatal(err)
	}
	w.learnTag(b)
	return w
}

// fill submits n order files, red and blue in turn; the outbox is emptied
// as the mailer would have done.
func fill(b testing.TB, w *world, n int) {
	b.Helper()
	testFS = noSyncFS{}
	defer func() { testFS = nil }()
	for i := 0; i < n; i++ {
		key, side := w.red, "red"
		if i%2 == 1 {
			key, side = w.blue, "blue"
		}
		w.submit(b, orders(b, key, side, i/2+1, "roll\nstanding react block\n"))
	}
	os.RemoveAll(filepath.Join(w.dir, "outbox"))
}

// BenchmarkAppendEntry measures one submission to a game of 100 entries:
// lock, read, verify the signature, replay from the snapshot, run, sign, write.
func BenchmarkAppendEntry(b *testing.B) {
	w := longWorld(b, 100000)
	fill(b, w, 100)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		key, side, seq := w.red, "red", 1000+i
		w.submit(b, orders(b, key, side, seq, "pass\n"))
		b.StopTimer()
		w.submit(b, orders(b, w.blue, "blue", seq, "pass\n"))
		b.StartTimer()
	}
}

const benchEntries = 1000

// BenchmarkVerify1000 verifies a game of 1,000 entries; entries/s is the
// figure the target is set in (at least 5,000).
func BenchmarkVerify1000(b *testing.B) {
	w := longWorld(b, 100000)
	fill(b, w, benchEntries-1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v, err := Verify(w.dir)
		if err != nil || v.Entries != benchEntries {
			b.Fatal(err, v)
		}
	}
	b.ReportMetric(float64(benchEntries*b.N)/b.Elapsed().Seconds(), "entries/s")
}
