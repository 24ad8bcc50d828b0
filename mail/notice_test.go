package mail

import (
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/saves"
)

// A game with a deadline: the host records when it received each order
// (its own clock), tick's reminder is mailed to the side that owes, and a
// missed turn reaches both sides as reports; abandonment reaches the
// moderator.
func TestHostMailsRemindersAndMissedTurns(t *testing.T) {
	w := newGameWorld(t)
	g2, _ := w.moderatedGame(t, "g2", adjudicatortest.Scenario, "host2", 1)
	w.round(t) // the first reports of both games
	if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(25 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	got := w.round(t)
	if len(got) != 1 || to(got[0]) != "red@example.com" || !strings.Contains(string(got[0].Data), "reminder: orders due for red") {
		t.Fatalf("want a reminder to red, got %d mails", len(got))
	}
	if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(48 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	got = w.round(t)
	var tos []string
	for _, m := range got {
		tos = append(tos, to(m))
	}
	joined := strings.Join(tos, " ")
	for _, want := range []string{"red@example.com", "blue@example.com", "mod@example.com"} {
		if !strings.Contains(joined, want) {
			t.Fatalf("missed turn: mails to %v, none to %s", tos, want)
		}
	}
	f, err := saves.Open(g2)
	if err != nil {
		t.Fatal(err)
	}
	if f.Last().Kind != saves.KindMissed {
		t.Fatalf("last entry %s", f.Last().Kind)
	}
	// blue answers by mail, a day later: the entry records the host's clock
	w.clock = w.clock.Add(72 * time.Hour)
	received := w.clock
	w.round(t, mailWith("blue@example.com", "b1@x", signedOrders(t, w.blue, "g2", "blue", 1, "pass\n")))
	if f, err = saves.Open(g2); err != nil {
		t.Fatal(err)
	}
	if e := f.Last(); e.Kind != saves.KindOrders || e.Received != received.Format(time.RFC3339) {
		t.Fatalf("entry %d %s received %q, want %s", e.N, e.Kind, e.Received, received.Format(time.RFC3339))
	}
	if _, err := saves.Verify(g2); err != nil {
		t.Fatal(err)
	}
}
