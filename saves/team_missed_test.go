package saves

import (
	"fmt"
	"testing"
	"time"
)

// TestTeammateMissedTurnsAndAbandonment (issue 22, docs/moderator.md
// "Teams"): each teammate's missed turns in a row count apart; b reaching
// abandon_after alone leaves the game going, with b's formations to the
// defaults; the side is abandoned, and forfeits, only when a has reached
// it too. The log verifies. (custoza-23.2 has three game turns, 5 to 7.)
func TestTeammateMissedTurnsAndAbandonment(t *testing.T) {
	w := teamWorldWith(t, func(base string, ng *NewGame) {
		mod := fixedKey(t, base, "moderator")
		ng.Now, ng.Deadline = t0, &DeadlinePolicy{Turn: Duration(time.Hour), AbandonAfter: 2}
		ng.Moderator = &ModeratorPin{League: "l", Key: mod.pub, Address: "mod@example.org"}
	})
	now := t0
	submit := func(data []byte) {
		t.Helper()
		now = now.Add(time.Minute)
		if _, err := Submit(w.dir, Submission{Name: "o.txt", Data: data}, Options{Now: now}); err != nil {
			t.Fatal(err)
		}
	}
	// tick records the missed turn due two hours on, and returns it
	tick := func() *MissedTurn {
		t.Helper()
		now = now.Add(2 * time.Hour)
		if _, err := Tick(w.dir, Options{Now: now}); err != nil {
			t.Fatal(err)
		}
		return lastMissed(t, w.dir)
	}
	seq := 0
	turn := func(players ...string) { // c and the players named send their turn
		t.Helper()
		seq++
		f, _ := Open(w.dir)
		gt := f.Last().Result.Turn
		submit(orders(t, w.c, "austria", seq, fmt.Sprintf("turn %d\n", gt)))
		for _, p := range players {
			submit(playerFile(t, w.a, "italy", p, seq, fmt.Sprintf("turn %d\n", gt)))
		}
	}
	want := func(m *MissedTurn, owed string, row int, abandoned bool) {
		t.Helper()
		if got := fmt.Sprint(m.Owed); got != owed || m.InARow != row || m.Abandoned != abandoned {
			t.Fatalf("missed turn: owed %s, %d in a row, abandoned %v; want %s, %d, %v", got, m.InARow, m.Abandoned, owed, row, abandoned)
		}
	}
	turn("a")
	want(tick(), "[turn(b)]", 1, false)
	turn()
	m := tick()
	want(m, "[turn(a) turn(b)]", 2, false) // b has reached abandon_after; a has not: the game goes on
	if f, _ := Open(w.dir); f.Last().Result.Outcome != nil {
		t.Fatalf("the game ended when one teammate of two was silent: %s", f.Last().Result.Outcome.Text)
	}
	turn()
	m = tick()
	want(m, "[turn(a) turn(b)]", 3, true) // a's second: every teammate has reached it
	if m.Result != OnAbandonForfeit {
		t.Fatalf("result %q, want forfeit", m.Result)
	}
	f, _ := Open(w.dir)
	if out := f.Last().Result.Outcome; out == nil || out.Winner != "austria" {
		t.Fatalf("outcome %+v, want austria winning the forfeit", out)
	}
	mustVerify(t, w.dir)
}

// lastMissed is the last missed turn the game in dir records.
func lastMissed(t *testing.T, dir string) *MissedTurn {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	for n := f.Len(); n >= 1; n-- {
		e, _ := f.Entry(n)
		if e.Kind == KindMissed {
			in, err := f.readInput(e)
			if err != nil {
				t.Fatal(err)
			}
			return in.Missed
		}
	}
	t.Fatal("no missed turn recorded")
	return nil
}
