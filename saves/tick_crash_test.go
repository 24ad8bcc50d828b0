package saves

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// killSample says whether a kill test tries kill point at: all of them
// under make test-long, every third with -short.
func killSample(at int) bool { return !testing.Short() || at%3 == 1 }

// outboxAndTicks are the files of a game's outbox/ and ticks/.
func outboxAndTicks(files map[string]string) map[string]string {
	out := map[string]string{}
	for name, data := range files {
		if strings.HasPrefix(name, "outbox/") || strings.HasPrefix(name, "ticks/") {
			out[name] = data
		}
	}
	return out
}

func names(m map[string]string) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// tickKillTest kills Tick at now at every file operation in a copy of
// the game start, then runs what cron runs next (every command, then tick
// again): the game verifies after the kill and after the next tick, and
// then its outbox and ticks hold exactly what an uninterrupted tick
// leaves (every notice, no .tmp-* file, no marker).
func tickKillTest(t *testing.T, start *world, now time.Time) {
	t.Helper()
	files := tree(t, start.dir)
	ref := filepath.Join(t.TempDir(), "g1")
	copyTree(t, files, ref)
	tickAt(t, ref, now)
	want := outboxAndTicks(tree(t, ref))
	for at := 1; ; at++ {
		if !killSample(at) {
			continue
		}
		dir := filepath.Join(t.TempDir(), "g1")
		copyTree(t, files, dir)
		if !killedAt(at, func() { Tick(dir, Options{Now: now}) }) {
			if at < 4 {
				t.Fatalf("tick finished after only %d file operations", at-1)
			}
			break
		}
		everyCommand(t, dir, nil)
		if _, err := Verify(dir); err != nil {
			t.Fatalf("kill at operation %d: verify: %v", at, err)
		}
		tickAt(t, dir, now)
		if _, err := Verify(dir); err != nil {
			t.Fatalf("kill at operation %d: verify after the next tick: %v", at, err)
		}
		got := outboxAndTicks(tree(t, dir))
		if names(got) != names(want) {
			t.Fatalf("kill at operation %d: after the next tick\n%s\nwant\n%s", at, names(got), names(want))
		}
		for name, data := range want {
			if got[name] != data {
				t.Fatalf("kill at operation %d: %s differs from an uninterrupted tick's", at, name)
			}
		}
	}
}

// Issue 24, "Why" 5: a tick killed at any file operation of the missed
// turn that abandons a side loses no notice (to the side, to the
// moderator) and leaves no .tmp-* file verify fails on: the next tick
// writes what the kill lost.
func TestKillDuringTickAtAMissedTurnLosesNoNotice(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	tickAt(t, w.dir, at(3*day))
	w.submitAt(t, at(3*day+time.Hour), orders(t, w.blue, "blue", 2, "turn 2\npass\n"))
	tickKillTest(t, w, at(6*day+time.Hour))
}

// The same at a reminder.
func TestKillDuringTickAtAReminderLosesNoNotice(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	tickKillTest(t, w, at(day+time.Hour))
}

// A killed tick's missed-turn notices are written again from the log even
// when an entry came after the missed turn before the next tick: they are
// the notices of the missed entry, named by it, as verify expects.
func TestMissedNoticesRebuiltAfterLaterEntries(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	ref := filepath.Join(t.TempDir(), "g1")
	copyTree(t, tree(t, w.dir), ref)
	tickAt(t, ref, at(3*day))
	want := notices(t, ref)
	// the kill after the entry: the notices are lost, the marker stays
	for at := 1; ; at++ {
		dir := filepath.Join(t.TempDir(), "g1")
		copyTree(t, tree(t, w.dir), dir)
		if !killedAt(at, func() { Tick(dir, Options{Now: t0.Add(3 * day)}) }) {
			t.Fatal("no kill point leaves the missed entry without its notice")
		}
		f, _ := Open(dir)
		if ns, _ := f.Notices(); f.Len() != 3 || len(ns) != 0 {
			continue
		}
		w2 := *w
		w2.dir = dir
		w2.submitAt(t, t0.Add(3*day+time.Hour), orders(t, w.blue, "blue", 2, "turn 2\npass\n"))
		tickAt(t, dir, t0.Add(3*day+2*time.Hour))
		got := notices(t, dir)
		if len(got) != len(want) || filepath.Base(got[0].Path) != filepath.Base(want[0].Path) || got[0].Body != want[0].Body {
			t.Fatalf("rebuilt notices %+v, want %+v", got, want)
		}
		mustVerify(t, dir)
		return
	}
}

// A kill at any instant of league new-game leaves at most a hidden
// .mincio-new-* folder, which no league command takes for a game: tick,
// status's listing and the standings go on over the others, and the game
// is made by the next new-game.
func TestKillDuringLeagueNewGame(t *testing.T) {
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(2 * day), AbandonAfter: 2})
	if _, _, err := lw.l.NewGame(LeagueGame{ID: "g0", Scenario: toyScenario(t), Players: map[string]string{"red": "anna", "blue": "nino"}, Now: t0}); err != nil {
		t.Fatal(err)
	}
	lg := LeagueGame{ID: "g1", Scenario: toyScenario(t), Players: map[string]string{"red": "nino", "blue": "anna"}, Now: t0}
	for at := 1; ; at++ {
		if !killSample(at) {
			continue
		}
		if !killedAt(at, func() { lw.l.NewGame(lg) }) {
			if at < 10 {
				t.Fatalf("new-game finished after only %d file operations", at-1)
			}
			break
		}
		if got := lw.l.Games(); len(got) != 1 || filepath.Base(got[0]) != "g0" {
			t.Fatalf("kill at operation %d: games %v", at, got)
		}
		if _, errs := TickAll(lw.dir, Options{Now: at0(at)}); len(errs) != 0 {
			t.Fatalf("kill at operation %d: tick: %v", at, errs)
		}
		if _, errs := TickAll(filepath.Join(lw.dir, "games"), Options{Now: at0(at)}); len(errs) != 0 {
			t.Fatalf("kill at operation %d: tick of the games folder: %v", at, errs)
		}
		st, err := LeagueStandings(lw.l)
		if err != nil || len(st.Refused) != 0 {
			t.Fatalf("kill at operation %d: standings %v, refused %+v", at, err, st.Refused)
		}
	}
	// the run that was not killed made the game, over every leftover
	if got := lw.l.Games(); len(got) != 2 {
		t.Fatalf("games after the kills: %v", got)
	}
	mustVerify(t, filepath.Join(lw.dir, "games", "g1"))
}

// at0 is a time at which nothing is due yet in TestKillDuringLeagueNewGame.
func at0(int) time.Time { return t0.Add(time.Hour) }
