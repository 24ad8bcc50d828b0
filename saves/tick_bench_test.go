package saves

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// BenchmarkTickLeague ticks a league of 1,000 Tolentino 1815 games with
// deadlines (two days a turn, a day of grace, reminders a day and twelve
// hours before), in the states a running league has at one moment: games
// just begun, a side that owes while the other waits, a question asked
// mid-turn, a reminder due, a missed turn due, a side on leave, a game
// the moderator paused, games over, and games some turns in, with missed
// turns behind them.
//
//   - due: the first tick at that moment, which writes every reminder and
//     records every missed turn that is due (each iteration starts from a
//     fresh copy of the league, copied with the timer stopped);
//   - steady: a tick at the same moment once that is done, which finds
//     nothing to do: what serve does every --every.
//
// The league is built from one game of each state, each copied into 1,000
// / states folders (a copy keeps its header's id: tick does not read the
// folder's name), so that building it takes seconds, not minutes.
// `go test ./saves -run XXX -bench TickLeague -benchtime 3x`.
func BenchmarkTickLeague(b *testing.B) {
	const games = 1000
	tmpl, now := tickTemplates(b)
	league := tickLeague(b, tmpl, games)
	b.Run(fmt.Sprintf("due/games=%d", games), func(b *testing.B) {
		done := map[string]int{}
		for range b.N {
			b.StopTimer()
			dir := filepath.Join(b.TempDir(), "league")
			if err := os.CopyFS(dir, os.DirFS(league)); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			acts, errs := TickAll(dir, Options{Now: now, NoSync: true})
			if len(errs) > 0 {
				b.Fatal(errs)
			}
			clear(done)
			for _, a := range acts {
				done[a.What]++
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*games), "µs/game")
		b.ReportMetric(float64(done["reminder"]), "reminders")
		b.ReportMetric(float64(done["missed"]), "missed")
	})
	b.Run(fmt.Sprintf("steady/games=%d", games), func(b *testing.B) {
		if _, errs := TickAll(league, Options{Now: now, NoSync: true}); len(errs) > 0 {
			b.Fatal(errs)
		}
		b.ResetTimer()
		for range b.N {
			acts, errs := TickAll(league, Options{Now: now, NoSync: true})
			if len(errs) > 0 || len(acts) > 0 {
				b.Fatalf("%v %v", acts, errs)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*games), "µs/game")
	})
}

// tickLeague copies the template games into a league of n games.
func tickLeague(b testing.TB, tmpl *League, n int) string {
	b.Helper()
	states := tmpl.Games()
	for i := range n {
		from := states[i%len(states)]
		to := filepath.Join(tmpl.Dir, "games", fmt.Sprintf("%s-%04d", filepath.Base(from), i))
		if err := os.CopyFS(to, os.DirFS(from)); err != nil {
			b.Fatal(err)
		}
	}
	for _, s := range states {
		if err := os.RemoveAll(s); err != nil {
			b.Fatal(err)
		}
	}
	return tmpl.Dir
}

// tickTemplates makes one game of each state the benchmark's league
// holds at now.
func tickTemplates(b testing.TB) (*League, time.Time) {
	b.Helper()
	base := b.TempDir()
	mod, host := fixedKey(b, base, "moderator"), fixedKey(b, base, "host")
	p := &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day), Duration(12 * time.Hour)}, AbandonAfter: 3, Leave: Duration(14 * day)}
	l, err := InitLeague(filepath.Join(base, "league"), NewLeague{ModeratorKey: mod.path, HostKey: host.path, Deadline: p})
	if err != nil {
		b.Fatal(err)
	}
	keys := map[string]testKey{}
	for _, name := range []string{"anna", "nino"} {
		keys[name] = fixedKey(b, base, name)
		if err := l.AddPlayer(Player{Name: name, Address: name + "@example.org", Key: keys[name].pub}); err != nil {
			b.Fatal(err)
		}
	}
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		b.Fatal(err)
	}
	now := t0.Add(30 * day)
	game := func(id string, created time.Time) string {
		var seed dice.Seed
		seed[0] = byte(len(id))
		dir, _, err := l.NewGame(LeagueGame{ID: id, Scenario: sc, Players: map[string]string{"austria": "anna", "naples": "nino"}, Seed: &seed, NoSync: true, Now: created})
		if err != nil {
			b.Fatal(err)
		}
		return dir
	}
	seq := map[string]int{}
	send := func(dir, player, side string, at time.Time, body string) {
		f, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		seq[dir+side]++
		file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n%s", f.Header.Game, f.HeaderTag(), side, seq[dir+side], body)
		sig, err := sshsig.Sign(keys[player].signer, sshsig.Namespace, []byte(file))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Submit(dir, Submission{Name: "o.txt", Data: sshsig.Append([]byte(file), sig)}, Options{Now: at, NoSync: true}); err != nil {
			b.Fatalf("%s %s: %v", filepath.Base(dir), side, err)
		}
	}
	act := func(dir string, at time.Time, a Act) {
		a.Signed = at.Format(time.RFC3339)
		data, err := SignAct(dir, a, mod.path)
		if err == nil {
			_, err = Moderate(dir, Submission{Name: "act.txt", Data: data}, Options{Now: at, NoSync: true})
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	game("fresh", now.Add(-2*time.Hour))
	waits := game("waits", now.Add(-5*time.Hour))
	send(waits, "anna", "austria", now.Add(-4*time.Hour), "turn 1\n")
	asked := game("asked", now.Add(-20*time.Hour))
	send(asked, "anna", "austria", now.Add(-19*time.Hour), "turn 1\n")
	send(asked, "nino", "naples", now.Add(-18*time.Hour), "turn 1\n")
	game("remind", now.Add(-day-time.Hour))
	game("remind12h", now.Add(-day-13*time.Hour))
	game("missed", now.Add(-3*day-time.Hour))
	leave := game("leave", now.Add(-3*day-time.Hour))
	send(leave, "nino", "naples", now.Add(-3*day), "mode: leave\nfor: 7d\n")
	paused := game("paused", now.Add(-3*day-time.Hour))
	act(paused, now.Add(-3*day), Act{Name: "pause", Reason: "holidays"})
	over := game("over", now.Add(-2*day))
	send(over, "nino", "naples", now.Add(-day), "mode: resign\n")
	long := game("long", now.Add(-20*day))
	// the defaults play on for a silent side; two missed turns, not the
	// three that abandon it (AbandonAfter) and end the game
	for d := -20 * day; d < -14*day; d += day {
		if _, err := Tick(long, Options{Now: now.Add(d), NoSync: true}); err != nil {
			b.Fatal(err)
		}
		send(long, "anna", "austria", now.Add(d+time.Hour), "army\n")
	}
	return l, now
}
