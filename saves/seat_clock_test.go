package saves

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/scenarios"
)

// clockWorld is a custoza-23.2 game under core revision core with Italy
// played by a (div3) and b (div8), Austria by c, 4h per turn and a
// reminder 1h before the deadline.
func clockWorld(t *testing.T, core int) *teamWorld {
	t.Helper()
	return teamWorldWith(t, func(_ string, ng *NewGame) {
		ng.Now, ng.Revisions = t0, scenarios.Revisions{Core: core}
		ng.Deadline = &DeadlinePolicy{Turn: Duration(4 * time.Hour), Reminders: []Duration{Duration(time.Hour)}}
	})
}

// submitAt submits each file at its time.
func submitAt(t *testing.T, dir string, at time.Time, files ...[]byte) {
	t.Helper()
	for _, data := range files {
		if _, err := Submit(dir, Submission{Name: "o.txt", Data: data}, Options{Now: at}); err != nil {
			t.Fatal(err)
		}
	}
}

// tickTexts ticks the game at now and returns what tick did, one line each.
func tickTexts(t *testing.T, dir string, now time.Time) string {
	t.Helper()
	acts, err := Tick(dir, Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, a := range acts {
		out = append(out, a.Text)
	}
	return strings.Join(out, "\n")
}

// TestTeammateClockRunsAlone (core revision 4; docs/moderator.md, "Teams"):
// a's file, three hours into the turn, does not restart b's clock: b is
// reminded at b's own time (an hour before the fourth), alone, and misses
// the turn at the end of b's four hours, b alone; a's file was on time.
// The log and the outbox verify.
func TestTeammateClockRunsAlone(t *testing.T) {
	w := clockWorld(t, 4)
	submitAt(t, w.dir, t0.Add(3*time.Hour), playerFile(t, w.a, "italy", "a", 1, "turn 5\n"), orders(t, w.c, "austria", 1, "turn 5\n"))
	if got := tickTexts(t, w.dir, t0.Add(3*time.Hour+30*time.Minute)); got != "reminder to italy (player b): orders due by 2026-03-02 13:00 UTC (1h before)" {
		t.Fatalf("tick at 3h30: %q, want b's reminder of b's own deadline", got)
	}
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	ns, err := f.Notices()
	if err != nil || len(ns) != 1 || fmt.Sprint(ns[0].Owing) != "[b]" || ns[0].Stale ||
		!strings.HasSuffix(ns[0].Path, "-italy.remind-1h-b.notice.tar") || !strings.Contains(ns[0].Subject, "orders due for italy from b by 2026-03-02 13:00 UTC") {
		t.Fatalf("notices %+v (%v), want one reminder to b alone", ns, err)
	}
	due, err := f.SeatsDue("italy")
	if err != nil || len(due) != 1 || due[0].Player != "b" || !due[0].Deadline.Equal(t0.Add(4*time.Hour)) {
		t.Fatalf("italy's seats due %+v (%v), want b by 13:00", due, err)
	}
	if got := tickTexts(t, w.dir, t0.Add(4*time.Hour+time.Minute)); got != "missed turn: entry 4: italy missed its turn (turn(b) owed; 1 in a row)" {
		t.Fatalf("tick at 4h: %q, want b's missed turn", got)
	}
	f, _ = Open(w.dir)
	in, err := f.readInput(f.Last())
	if err != nil || in.Missed == nil || !in.Missed.Deadline.Equal(t0.Add(4*time.Hour)) || fmt.Sprint(in.Missed.Owed) != "[turn(b)]" {
		t.Fatalf("missed input %+v (%v), want b's, due at 13:00", in.Missed, err)
	}
	mustVerify(t, w.dir)
}

// TestRevision3TeamClockIsTheSides: a team game of core revision 3 keeps
// the side's one clock, which a's file restarted: no reminder and no
// missed turn at b's four hours, the missed turn at a's file plus four,
// naming b; the log verifies.
func TestRevision3TeamClockIsTheSides(t *testing.T) {
	w := clockWorld(t, 3)
	submitAt(t, w.dir, t0.Add(3*time.Hour), playerFile(t, w.a, "italy", "a", 1, "turn 5\n"), orders(t, w.c, "austria", 1, "turn 5\n"))
	if got := tickTexts(t, w.dir, t0.Add(4*time.Hour+time.Minute)); got != "" {
		t.Fatalf("tick at 4h under revision 3: %q, want nothing (the side's clock restarted at a's file)", got)
	}
	if got := tickTexts(t, w.dir, t0.Add(6*time.Hour+30*time.Minute)); got != "reminder to italy: orders due by 2026-03-02 16:00 UTC (1h before)" {
		t.Fatalf("tick at 6h30 under revision 3: %q", got)
	}
	if got := tickTexts(t, w.dir, t0.Add(7*time.Hour)); got != "missed turn: entry 4: italy missed its turn (turn(b) owed; 1 in a row)" {
		t.Fatalf("tick at 7h under revision 3: %q", got)
	}
	f, _ := Open(w.dir)
	if due, err := f.SeatsDue("italy"); err != nil || due != nil {
		t.Fatalf("seats due under revision 3: %+v (%v), want none: the side's clock", due, err)
	}
	mustVerify(t, w.dir)
}

// TestTeammateOnTimeByOwnClock: reliability measures a teammate's file
// against their own deadline (core revision 4): a's file at 4h30, after
// b's at 1h, is late by a's clock, which b's file did not restart; under
// revision 3 the side's clock restarted at b's file, and it was on time.
func TestTeammateOnTimeByOwnClock(t *testing.T) {
	for _, c := range []struct {
		core int
		want Reliability
	}{{4, Reliability{Late: 1}}, {3, Reliability{OnTime: 1}}} {
		w := clockWorld(t, c.core)
		submitAt(t, w.dir, t0.Add(time.Hour), playerFile(t, w.b, "italy", "b", 1, "turn 5\n"))
		submitAt(t, w.dir, t0.Add(4*time.Hour+30*time.Minute), playerFile(t, w.a, "italy", "a", 1, "turn 5\n"))
		got := reliabilityIn(t, w.dir, map[string]string{keyID(w.a.pub): "anna", keyID(w.b.pub): "bob"})
		if got["anna"] != c.want || got["bob"] != (Reliability{OnTime: 1}) {
			t.Errorf("core revision %d: anna %+v, bob %+v; want anna %+v, bob on time", c.core, got["anna"], got["bob"], c.want)
		}
	}
}
