package saves

import (
	"fmt"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"
)

// BenchmarkTickLeague ticks a league of toy games with deadlines when
// nothing is due: what serve does every --every. Run with
// `go test ./saves -run XXX -bench TickLeague -benchtime 5x`.
func BenchmarkTickLeague(b *testing.B) {
	for _, n := range []int{100, 1000} {
		lw := newLeagueB(b, n) // once: b.Run calls its function again for each b.N
		b.Run(fmt.Sprintf("games=%d", n), func(b *testing.B) {
			opt := Options{Now: t0.Add(time.Hour), NoSync: true}
			b.ResetTimer()
			for range b.N {
				acts, errs := TickAll(lw.Dir, opt)
				if len(errs) > 0 || len(acts) > 0 {
					b.Fatalf("%v %v", acts, errs)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*n), "µs/game")
		})
	}
}

func newLeagueB(b *testing.B, games int) *League {
	b.Helper()
	base := b.TempDir()
	mod, host, anna, nino := fixedKey(b, base, "moderator"), fixedKey(b, base, "host"), fixedKey(b, base, "anna"), fixedKey(b, base, "nino")
	p := &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day)}, AbandonAfter: 3}
	l, err := InitLeague(base+"/league", NewLeague{ModeratorKey: mod.path, HostKey: host.path, Deadline: p})
	if err != nil {
		b.Fatal(err)
	}
	for _, pl := range []Player{{Name: "anna", Address: "a@example.org", Key: anna.pub}, {Name: "nino", Address: "n@example.org", Key: nino.pub}} {
		if err := l.AddPlayer(pl); err != nil {
			b.Fatal(err)
		}
	}
	sc := toyScenario(b)
	var seed dice.Seed
	for i := range games {
		if _, _, err := l.NewGame(LeagueGame{ID: fmt.Sprintf("g%04d", i), Scenario: sc, Players: map[string]string{"red": "anna", "blue": "nino"},
			Seed: &seed, NoSync: true, Now: t0}); err != nil {
			b.Fatal(err)
		}
	}
	return l
}
